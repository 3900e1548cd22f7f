import { colourCount } from './colourCount';
import type { PlayerTiebreak } from './types';

/** Most blacks, US Chess 34E6: the number of games actually played with Black. */
export const mostBlacks: PlayerTiebreak = {
  kind: 'player',
  code: 'BLACKS',
  name: 'Most blacks',
  rule: 'US Chess 34E6',
  summary: 'Number of games played with Black; more is better.',
  unit: 'count',
  needsColours: true,
  options: [],
  compute: (ctx, player) => colourCount(ctx, player, 'B', 'BLACKS'),
};
