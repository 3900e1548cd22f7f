import { pts } from './explain';
import { describeOpponents, sumOfPlayedOpponents, sumOverPlayedOpponents } from './playedOpponents';
import type { PlayerTiebreak } from './types';

/** Buchholz, LJC rule 6: the sum of the final (unadjusted) scores of opponents met over the board. */
export const buchholz: PlayerTiebreak = {
  kind: 'player',
  code: 'BH',
  name: 'Buchholz',
  rule: 'Lothian Junior Chess rule 6',
  summary: 'Sum of the final scores of the opponents met in played games.',
  unit: 'points',
  options: [],
  compute(ctx, player) {
    const value = sumOfPlayedOpponents(ctx, player, ctx.score);
    return {
      value,
      explain: () => {
        const { rounds } = sumOverPlayedOpponents(ctx, player, ctx.score);
        return `opponents ${describeOpponents(ctx, player, rounds, ctx.score, 'none')}; BH ${pts(value)}`;
      },
    };
  },
};
