import { pts } from './explain';
import { runningScores } from './runningScores';
import type { PlayerTiebreak } from './types';

/** Sum of progressive scores, LJC rule 5: the running scores added up, with no deduction. */
export const progressive: PlayerTiebreak = {
  kind: 'player',
  code: 'PROG',
  name: 'Progressive score',
  rule: 'Lothian Junior Chess rule 5',
  summary: 'Sum of the running scores after each round, nothing deducted.',
  unit: 'points',
  needsRoundOrder: true,
  options: [],
  compute(ctx, player) {
    const running = runningScores(ctx, player);
    const value = running.reduce((a, b) => a + b, 0);
    return { value, explain: () => `running scores ${running.map(pts).join(', ')}; PROG ${pts(value)}` };
  },
};
