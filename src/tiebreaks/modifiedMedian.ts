import { listText, pts, sumOf } from './explain';
import { dropCount, opponentScoreList, trim } from './opponentScores';
import type { PlayerTiebreak } from './types';

/**
 * Modified Median, US Chess 34E1: the Solkoff list with the k lowest dropped for a plus score,
 * the k highest for a minus score, both for an even score (k = 2 from nine rounds).
 * Plus, minus and even compare the score with half the rounds counted (as SwissSys does).
 */
export const modifiedMedian: PlayerTiebreak = {
  kind: 'player',
  code: 'MM',
  name: 'Modified Median',
  rule: 'US Chess 34E1',
  summary: "Opponents' adjusted scores, dropping the lowest (plus score), highest (minus) or both (even).",
  unit: 'points',
  options: [
    { name: 'minus', values: ['highest', 'lowest'], default: 'highest', help: 'What a minus score drops: US Chess says the highest; the MCA text literally says lowest.' },
    { name: 'drop2from', values: 'integer', default: '9', help: 'Round count from which two are dropped at each end.' },
  ],
  compute(ctx, player, options) {
    const k = dropCount(ctx.rounds, options.drop2from);
    const half = ctx.rounds * 2; // N/2 points, in quarters
    const score = ctx.score[player];
    const standing = score > half ? 'plus' : score < half ? 'minus' : 'even';
    const minusDropsLow = options.minus === 'lowest';
    const low = standing === 'minus' ? (minusDropsLow ? k : 0) : k;
    const high = standing === 'plus' ? 0 : standing === 'minus' ? (minusDropsLow ? 0 : k) : k;
    const list = opponentScoreList(ctx, player);
    const { kept, dropped } = trim(list, low, high);
    const value = sumOf(kept);
    return {
      value,
      explain: () =>
        `opponents ${listText(list)}; ${standing} score (${pts(score)} of ${ctx.rounds}): ` +
        `dropped ${listText(dropped)}; MM ${pts(value)}`,
    };
  },
};
