/** Reading one tiebreak for one player, as a director would write it (4.5 points, 1933 rating). */
import type { Tournament } from '../../../src/model/tournament';
import { tiebreakColumn } from '../../../src/standings/column';
import { formatValue } from '../../../src/standings/format';
import { parseTiebreakSpec, TIEBREAKS } from '../../../src/tiebreaks/registry';
import type { TiebreakValue } from '../../../src/tiebreaks/types';

export function entry(t: Tournament, code: string, n: number): TiebreakValue {
  const column = tiebreakColumn(t, parseTiebreakSpec(code));
  const i = t.players.findIndex((p) => p.number === n);
  if (i < 0) throw new Error(`no player ${n}`);
  return column[i];
}

/** The value of `code` for player number `n`: points for point systems, plain numbers otherwise; null for no value. */
export function value(t: Tournament, code: string, n: number): number | null {
  const spec = parseTiebreakSpec(code);
  const v = entry(t, code, n).value;
  return v !== null && TIEBREAKS[spec.code].unit === 'points' ? v / 4 : v;
}

/** `code` for every player, by number. */
export function values(t: Tournament, code: string): Record<number, number | null> {
  const out: Record<number, number | null> = {};
  for (const p of t.players) out[p.number] = value(t, code, p.number);
  return out;
}

/** What the standings print for `code` ('' for no value), by player or team number; all of them, or those in `numbers`. */
export function shown(t: Tournament, code: string, numbers?: number[]): Record<number, string> {
  const spec = parseTiebreakSpec(code);
  const column = tiebreakColumn(t, spec);
  const text = (v: TiebreakValue) => (v.value === null ? '' : formatValue(spec, v.value));
  return Object.fromEntries(
    (numbers ?? t.players.map((p) => p.number)).map((n) => [
      n,
      text(column[t.players.findIndex((p) => p.number === n)]),
    ]),
  );
}

/** How `code` was worked out for player or team number `n` (the text --explain prints after "="). */
export function explanation(t: Tournament, code: string, n: number): string {
  return entry(t, code, n).explain();
}

/** Player number -> printed text, from a list in player order 1, 2, 3… */
export const byNumber = (list: (string | number)[]): Record<number, string> =>
  Object.fromEntries(list.map((v, i) => [i + 1, String(v)]));
