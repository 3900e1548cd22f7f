import { colourCount } from './colourCount';
import type { PlayerTiebreak } from './types';

/** Fewest whites, Lothian Junior Chess rule 8: games played with White; fewer is better. */
export const fewestWhites: PlayerTiebreak = {
  kind: 'player',
  code: 'WHITES',
  name: 'Fewest whites',
  rule: 'Lothian Junior Chess rule 8',
  summary: 'Number of games played with White; fewer is better.',
  unit: 'count',
  lowerIsBetter: true,
  needsColours: true,
  options: [],
  compute: (ctx, player) => colourCount(ctx, player, 'W', 'WHITES'),
};
