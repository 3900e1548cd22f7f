import { pts, sumOf } from './explain';
import { describeList, opponentScoreList } from './opponentScores';
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
    const list = opponentScoreList(ctx, player);
    const value = sumOf(list);
    return { value, explain: () => `opponents ${describeList(ctx, player, list)}; SOLK ${pts(value)}` };
  },
};
