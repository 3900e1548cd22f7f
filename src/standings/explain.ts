/** A player's line of the standings with every tiebreak explained, for --explain and TBEXPLAIN. */
import { formatPoints } from '../model/points';
import { CrosstableError } from '../model/problems';
import { at } from '../tiebreaks/lookup';
import { TIEBREAKS } from '../tiebreaks/registry';
import { changedOptionWords, sheetHeaders } from './columnWords';
import { decidedByText, explainedValue, notComputed } from './format';
import type { Standings } from './rank';
import { roundsInWords } from './roundResults';

export function explainPlayer(s: Standings, number: number): string {
  const players = s.tournament.players;
  const row = s.rows.find((r) => at(players, r.player).number === number);
  // A team table (src/teams) numbers teams.
  if (!row)
    throw new CrosstableError([
      {
        message: `There is no ${s.tournament.boards === undefined ? 'player' : 'team'} number ${number} in the table.`,
      },
    ]);
  const p = at(players, row.player);
  const lines = [
    `#${p.number} ${p.name}`.trimEnd() +
      // A team's score is its match points: said so, never "score" beside game points (issue 27).
      `: ${s.tournament.boards === undefined ? 'score' : 'match points'} ${formatPoints(row.score)} after ${s.rounds} rounds, place ${row.place}, rank ${row.rank}`,
  ];
  // The rounds in words first (opponents by name and number), then the arithmetic of each tiebreak.
  lines.push(...roundsInWords(s.tournament, row.player, s.rounds));
  // Short headers, as on the Standings sheet, with a changed option said in words after the name.
  const labels = sheetHeaders(s.order);
  s.order.forEach((spec, i) => {
    const v = row.values[i];
    const tb = TIEBREAKS[spec.code];
    lines.push(
      `${at(labels, i)} (${[tb.name, ...changedOptionWords(spec)].join(', ')}, ${tb.rule}): ` +
        (v ? explainedValue(spec, v) : notComputed(s, i, row.player)),
    );
  });
  const decided = decidedByText(s, row, labels);
  if (decided) lines.push(`decided by: ${decided}`);
  return lines.join('\n') + '\n';
}
