import { Quarters } from '../model/points';
import type { TiebreakContext } from './context';
import { Explained, pts } from './explain';
import { describeList, opponentScoreList, trimmedSum } from './opponentScores';
import type { PlayerTiebreak } from './types';

function explainSolkoff(ctx: TiebreakContext, player: number, value: Quarters): string {
  return `opponents ${describeList(ctx, player, opponentScoreList(ctx, player))}; SOLK ${pts(value)}`;
}

/** Solkoff, US Chess 34E2: the sum of opponents' adjusted scores, nothing dropped. */
export const solkoff: PlayerTiebreak = {
  kind: 'player',
  code: 'SOLK',
  name: 'Solkoff',
  rule: 'US Chess 34E2',
  summary: "Sum of opponents' adjusted scores (own unplayed rounds count 0).",
  unit: 'points',
  options: [],
  compute(ctx, player, options) {
    const value = trimmedSum(ctx, player, 0, 0);
    return new Explained(value, explainSolkoff, ctx, player, options);
  },
};
