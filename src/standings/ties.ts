/**
 * The ties of a ranking in one short list, as a director announces them: for every score group of
 * more than one player, who finished ahead of whom and on which tiebreak, or that they stay tied.
 * "1st–3rd on 4: Marcus Webb ahead of David Okafor on Modified Median 14 vs 12½; …"
 */
import { formatPoints } from '../model/points';
import { at } from '../tiebreaks/lookup';
import { TIEBREAKS } from '../tiebreaks/registry';
import { separation, whyPassed } from './format';
import { lotsNumberWords } from './lotsDrawn';
import { columnName } from './columnWords';
import { andList, playerWords, StandingRow, Standings } from './rank';

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st… */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** "1-3" → "1st–3rd"; "7" → "7th". */
export function placeWords(place: string): string {
  return place
    .split('-')
    .map((n) => ordinal(Number(n)))
    .join('–');
}

/** How `row` came to stand below `above`, in words. */
function step(s: Standings, above: StandingRow, row: StandingRow): string {
  const name = (r: StandingRow) => {
    const p = at(s.tournament.players, r.player);
    return p.name || `No. ${p.number}`;
  };
  const d = row.decidedBy;
  if (d.by === 'tiebreak') {
    const spec = at(s.order, d.index);
    if (spec.code === 'LOTS')
      return `${name(above)} ahead of ${name(row)} by drawing of lots (${lotsNumberWords(s.lotSeed ?? 0)})`;
    return `${name(above)} ahead of ${name(row)} on ${columnName(spec)} ${separation(spec, d)}`;
  }
  // 'shared': no tiebreak of the order separates them (rank "3-4").
  return `${name(above)} and ${name(row)} still tied after every tiebreak (rank ${row.rank})`;
}

/**
 * One sentence per tie that went past a tiebreak the table has no data for, in standings order:
 * "Most blacks (BLACKS) passed over for the tie of Ann Lee (No. 1) and Ben Ross (No. 4) on 3:
 * this table has no colours."
 */
export function passedOverLines(s: Standings): string[] {
  const unit = s.tournament.scoring ? ' match points' : ' points';
  return s.passedOver.map((p) => {
    const spec = at(s.order, p.index);
    const who = andList(p.players.map((i) => playerWords(s.tournament, i)));
    const why = whyPassed(s, p.index);
    return `${TIEBREAKS[spec.code].name} (${spec.code}) passed over for the tie of ${who} on ${formatPoints(p.score)}${unit}: ${why}.`;
  });
}

/** One line per score group that had a tie to break, in standings order (a tiebreak passed over: passedOverLines). */
export function tieLines(s: Standings): string[] {
  const unit = s.tournament.scoring ? ' match points' : '';
  const lines: string[] = [];
  for (const [first, ...rest] of scoreGroups(s.rows)) {
    if (!first || !rest.length) continue;
    const steps = rest.map((row, i) => step(s, i === 0 ? first : at(rest, i - 1), row));
    lines.push(`${placeWords(first.place)} on ${formatPoints(first.score)}${unit}: ${steps.join('; ')}`);
  }
  return lines;
}

/** The rows in runs of one score each, in standings order. */
function scoreGroups(rows: readonly StandingRow[]): StandingRow[][] {
  const groups: StandingRow[][] = [];
  let group: StandingRow[] = [];
  for (const row of rows) {
    if (group.length && at(group, 0).score !== row.score) {
      groups.push(group);
      group = [];
    }
    group.push(row);
  }
  if (group.length) groups.push(group);
  return groups;
}
