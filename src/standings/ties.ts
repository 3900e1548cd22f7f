/**
 * The ties of a ranking in one short list, as a director announces them: for every score group of
 * more than one player, who finished ahead of whom and on which tiebreak, or that they stay tied.
 * "1st–3rd on 4: Marcus Webb ahead of David Okafor on Modified Median 14 vs 12½; …"
 */
import { formatPoints } from '../model/points';
import { TIEBREAKS } from '../tiebreaks/registry';
import { separation } from './format';
import type { StandingRow, Standings } from './rank';

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st… */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
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
  const name = (r: StandingRow) => s.tournament.players[r.player].name || `No. ${s.tournament.players[r.player].number}`;
  const d = row.decidedBy;
  if (d.by === 'tiebreak') {
    const spec = s.order[d.index];
    if (spec.code === 'LOTS') return `${name(above)} ahead of ${name(row)} by drawing of lots (seed ${s.lotSeed})`;
    const tb = TIEBREAKS[spec.code].name;
    return `${name(above)} ahead of ${name(row)} on ${tb} ${separation(spec, d)}`;
  }
  // 'shared': no tiebreak of the order separates them (rank "3-4").
  return `${name(above)} and ${name(row)} still tied after every tiebreak (rank ${row.rank})`;
}

/** One line per score group that had a tie to break, in standings order. */
export function tieLines(s: Standings): string[] {
  const unit = s.tournament.scoring ? ' match points' : '';
  const lines: string[] = [];
  let start = 0;
  while (start < s.rows.length) {
    let end = start + 1;
    while (end < s.rows.length && s.rows[end].score === s.rows[start].score) end++;
    if (end - start > 1) {
      const steps = s.rows.slice(start + 1, end).map((row, i) => step(s, s.rows[start + i], row));
      lines.push(`${placeWords(s.rows[start].place)} on ${formatPoints(s.rows[start].score)}${unit}: ${steps.join('; ')}`);
    }
    start = end;
  }
  return lines;
}
