import type { PlayerTiebreak } from '../types';
import { countRounds } from './counts';

/** Number of games won, FIDE C.07 7.2: wins over the board only; forfeits and byes do not count. */
export const gamesWon: PlayerTiebreak = {
  kind: 'player',
  code: 'WON',
  name: 'Number of games won',
  rule: 'FIDE C.07 7.2',
  summary: 'Games won over the board.',
  unit: 'count',
  options: [],
  compute: (ctx, player) => countRounds(ctx, player, 'WON', 'games won over the board', (e) => e.kind === 'win'),
};
