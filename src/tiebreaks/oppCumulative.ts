import { cumulativeTable } from './cumulative';
import { Quarters } from '../model/points';
import type { TiebreakContext } from './context';
import { Explained, pts } from './explain';
import { describeOpponents, sumOfPlayedOpponents, sumOverPlayedOpponents } from './playedOpponents';
import type { PlayerTiebreak } from './types';

function explainOppCumulative(ctx: TiebreakContext, player: number, value: Quarters): string {
  const cum = cumulativeTable(ctx);
  const { rounds } = sumOverPlayedOpponents(ctx, player, cum);
  return `opponents' Cumulative ${describeOpponents(ctx, player, rounds, cum, 'none (no played games)')}; OPPCUM ${pts(value)}`;
}

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
  compute(ctx, player, options) {
    const value = sumOfPlayedOpponents(ctx, player, cumulativeTable(ctx));
    return new Explained(value, explainOppCumulative, ctx, player, options);
  },
};
