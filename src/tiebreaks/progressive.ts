import { POINTS } from '../model/tournament';
import { pts } from './explain';
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
    const { entries } = ctx.tournament.players[player];
    const running: number[] = [];
    let score = 0;
    let value = 0;
    for (let r = 0; r < ctx.rounds; r++) {
      score += POINTS[entries[r].kind];
      running.push(score);
      value += score;
    }
    return { value, explain: () => `running scores ${running.map(pts).join(', ')}; PROG ${pts(value)}` };
  },
};
