import { Quarters } from '../model/points';
import type { TiebreakContext } from './context';
import { Explained, pts } from './explain';
import { optionOf } from './lookup';
import { describeList, dropCount, opponentScoreList, trim, trimmedSum } from './opponentScores';
import type { PlayerTiebreak, TiebreakOptions } from './types';

function explainMedian(ctx: TiebreakContext, player: number, value: Quarters, options: TiebreakOptions): string {
  const k = dropCount(ctx.rounds, optionOf(options, 'drop2from'));
  const list = opponentScoreList(ctx, player);
  const { dropped } = trim(list, k, k);
  return `opponents ${describeList(ctx, player, list)}; dropped ${describeList(ctx, player, dropped)}; HARKNESS ${pts(value)}`;
}

/** Median (Harkness), US Chess 34E4: the Solkoff list without its k highest and k lowest. */
export const median: PlayerTiebreak = {
  kind: 'player',
  code: 'HARKNESS',
  name: 'Median (Harkness)',
  rule: 'US Chess 34E4',
  summary: "Opponents' adjusted scores, always dropping the highest and the lowest.",
  unit: 'points',
  options: [
    { name: 'drop2from', values: 'integer', default: '9', help: 'Round count from which two are dropped at each end.' },
  ],
  compute(ctx, player, options) {
    const k = dropCount(ctx.rounds, optionOf(options, 'drop2from'));
    const value = trimmedSum(ctx, player, k, k);
    return new Explained(value, explainMedian, ctx, player, options);
  },
};
