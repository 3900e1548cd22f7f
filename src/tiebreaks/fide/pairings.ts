/**
 * Swiss or pre-determined pairings. C.07 15.2: with pre-determined pairings (round robins),
 * forfeits are treated as regular games and Article 16 (unplayed rounds in Swiss) does not apply.
 */
import type { Tournament } from '../../model/tournament';
import type { TiebreakContext } from '../context';
import type { Pairings } from './options';

/**
 * A round robin: every pair of players is scheduled against each other (played or forfeited)
 * the same number of times, at least once, over the whole table, whatever "after round N" says.
 */
export function isRoundRobin(t: Tournament): boolean {
  const n = t.players.length;
  if (n < 2) return false;
  const met = new Map<number, number>();
  t.players.forEach((p, i) => {
    for (const e of p.entries) {
      if (e.opponent === undefined || e.opponent < i) continue;
      const key = i * n + e.opponent;
      met.set(key, (met.get(key) ?? 0) + 1);
    }
  });
  if (met.size !== (n * (n - 1)) / 2) return false;
  const counts = new Set(met.values());
  return counts.size === 1;
}

/** The pairings an option asks for, "auto" resolved from the table (computed once per context). */
export function pairingsOf(ctx: TiebreakContext, option: string): Pairings {
  if (option === 'swiss' || option === 'rr') return option;
  return ctx.memo('fide:pairings', () => pairingsOfTable(ctx.tournament, option));
}

/** The same, from the table alone (for checking a request before anything is computed). */
export function pairingsOfTable(t: Tournament, option: string): Pairings {
  if (option === 'swiss' || option === 'rr') return option;
  return isRoundRobin(t) ? 'rr' : 'swiss';
}

export const PAIRINGS_LABEL: Record<Pairings, string> = {
  swiss: 'Swiss',
  rr: 'round robin (C.07 15.2: forfeits count as games)',
};
