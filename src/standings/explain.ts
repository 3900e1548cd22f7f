/** A player's line of the standings with every tiebreak explained, for --explain and TBEXPLAIN. */
import { formatPoints } from '../model/points';
import { CrosstableError } from '../model/problems';
import { at } from '../tiebreaks/lookup';
import { TIEBREAKS, specLabel } from '../tiebreaks/registry';
import { decidedByText, explainedValue, notComputed } from './format';
import type { Standings } from './rank';

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
      `: score ${formatPoints(row.score)} after ${s.rounds} rounds, place ${row.place}, rank ${row.rank}`,
  ];
  s.order.forEach((spec, i) => {
    const v = row.values[i];
    const tb = TIEBREAKS[spec.code];
    lines.push(
      `${specLabel(spec)} (${tb.name}, ${tb.rule}): ` + (v ? explainedValue(spec, v) : notComputed(s, i, row.player)),
    );
  });
  const decided = decidedByText(s, row);
  if (decided) lines.push(`decided by: ${decided}`);
  return lines.join('\n') + '\n';
}
