import { isPlayed, KIND_LABEL, POINTS } from '../../model/tournament';
import { pts, roundLabel } from '../explain';
import { at, optionOf } from '../lookup';
import type { PlayerTiebreak } from '../types';
import { maximumPossibleScore } from './maximumScore';
import { pairingsOption } from './options';
import { pairingsOf } from './pairings';

/**
 * Koya system, FIDE C.07 9.2: the points scored against the opponents who finished with 50% or
 * more of the maximum possible score. Games over the board; with pre-determined pairings (round
 * robin) forfeits count as games too (C.07 15.2). The maximum is the schedule's, not the number
 * of rounds: in an odd round robin everyone sits out once (see maximumScore.ts).
 */
export const koya: PlayerTiebreak = {
  kind: 'player',
  code: 'KS',
  name: 'Koya system',
  rule: 'FIDE C.07 9.2, 15.2',
  summary: 'Points scored against the opponents on 50% or more.',
  unit: 'points',
  options: [pairingsOption],
  compute(ctx, player, options) {
    const pairings = pairingsOf(ctx, optionOf(options, 'pairings'));
    const rr = pairings === 'rr';
    const maximum = maximumPossibleScore(ctx, pairings);
    const limit = maximum / 2; // whole quarters: the maximum is whole or half points
    const { entries } = ctx.player(player);
    const counted: number[] = [];
    let value = 0;
    for (let r = 0; r < ctx.rounds; r++) {
      const e = at(entries, r);
      if (e.opponent === undefined || !(isPlayed(e) || rr)) continue;
      if (at(ctx.score, e.opponent) < limit) continue;
      counted.push(r);
      value += POINTS[e.kind];
    }
    return {
      value,
      explain: () => {
        const parts = counted.map((r) => {
          const e = at(entries, r);
          const opponent = e.opponent!;
          return `${roundLabel(r)} ${isPlayed(e) ? e.kind : KIND_LABEL[e.kind]} v ${ctx.label(opponent)} (${pts(at(ctx.score, opponent))}): ${pts(POINTS[e.kind])}`;
        });
        return `opponents on ${pts(limit)} or more (50% of ${pts(maximum)}, the maximum possible score): ${parts.join(', ') || 'none'}; KS ${pts(value)}`;
      },
    };
  },
};
