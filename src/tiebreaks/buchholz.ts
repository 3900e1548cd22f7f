import { Quarters } from '../model/points';
import type { TiebreakContext } from './context';
import { Explained, pts } from './explain';
import { describeOpponents, sumOfPlayedOpponents, sumOverPlayedOpponents } from './playedOpponents';
import type { PlayerTiebreak } from './types';

function explainBuchholz(ctx: TiebreakContext, player: number, value: Quarters): string {
  const { rounds } = sumOverPlayedOpponents(ctx, player, ctx.score);
  return `opponents ${describeOpponents(ctx, player, rounds, ctx.score, 'none')}; BH ${pts(value)}`;
}

/** Buchholz, LJC rule 6: the sum of the final (unadjusted) scores of opponents met over the board. */
export const buchholz: PlayerTiebreak = {
  kind: 'player',
  code: 'BH',
  name: 'Buchholz',
  rule: 'Lothian Junior Chess rule 6',
  summary: 'Sum of the final scores of the opponents met in played games.',
  unit: 'points',
  options: [],
  compute(ctx, player, options) {
    const value = sumOfPlayedOpponents(ctx, player, ctx.score);
    return new Explained(value, explainBuchholz, ctx, player, options);
  },
};
