/**
 * "The maximum possible score" of C.07 9.2 (Koya): what the best-placed schedule lets a player
 * score in the rounds counted. In a Swiss every round can bring a point (a pairing-allocated bye
 * is worth a win), so it is one point a round. With pre-determined pairings it is what the
 * schedule allows: a point for every round with an opponent, plus what a round without one was
 * worth. In a round robin with an odd number of players everyone sits out one round, so the
 * maximum is rounds - 1 (a double round robin: rounds - 2), as FIDE's TieBreakServer computes it.
 */
import { WIN, Quarters } from '../../model/points';
import { POINTS } from '../../model/tournament';
import type { TiebreakContext } from '../context';
import { at } from '../lookup';
import type { Pairings } from './options';

export function maximumPossibleScore(ctx: TiebreakContext, pairings: Pairings): Quarters {
  if (pairings === 'swiss') return WIN * ctx.rounds;
  return ctx.memo('fide:maximumScore:rr', () => {
    let most = 0;
    for (const p of ctx.tournament.players) {
      let possible = 0;
      for (let r = 0; r < ctx.rounds; r++) {
        const e = at(p.entries, r);
        possible += e.opponent !== undefined ? WIN : POINTS[e.kind];
      }
      most = Math.max(most, possible);
    }
    return most;
  });
}
