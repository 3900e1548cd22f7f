import { pts } from './explain';
import { describeList, opponentScoreList, trimmedSum } from './opponentScores';
import type { PlayerTiebreak } from './types';

/** Solkoff, US Chess 34E2: the sum of opponents' adjusted scores, nothing dropped. */
export const solkoff: PlayerTiebreak = {
  kind: 'player',
  code: 'SOLK',
  name: 'Solkoff',
  rule: 'US Chess 34E2',
  summary: "Sum of opponents' adjusted scores (own unplayed rounds count 0).",
  unit: 'points',
  options: [],
  compute(ctx, player) {
    const value = trimmedSum(ctx, player, 0, 0);
    return {
      value,
      explain: () => {
        const list = opponentScoreList(ctx, player);
        return `opponents ${describeList(ctx, player, list)}; SOLK ${pts(value)}`;
      },
    };
  },
};
