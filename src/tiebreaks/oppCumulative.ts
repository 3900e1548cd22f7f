import { cumulativeTable } from './cumulative';
import { pts } from './explain';
import { describeOpponents, sumOfPlayedOpponents, sumOverPlayedOpponents } from './playedOpponents';
import type { PlayerTiebreak } from './types';

/** Cumulative of opposition, US Chess 34E9: the sum of the Cumulative of each opponent met over the board. */
export const oppCumulative: PlayerTiebreak = {
  kind: 'player',
  code: 'OPPCUM',
  name: 'Opposition Cumulative',
  rule: 'US Chess 34E9',
  summary: 'Sum of the Cumulative tiebreaks of the opponents met in played games.',
  unit: 'points',
  needsRoundOrder: true,
  options: [],
  compute(ctx, player) {
    const cum = cumulativeTable(ctx);
    const value = sumOfPlayedOpponents(ctx, player, cum);
    return {
      value,
      explain: () => {
        const { rounds } = sumOverPlayedOpponents(ctx, player, cum);
        return `opponents' Cumulative ${describeOpponents(ctx, player, rounds, cum, 'none (no played games)')}; OPPCUM ${pts(value)}`;
      },
    };
  },
};
