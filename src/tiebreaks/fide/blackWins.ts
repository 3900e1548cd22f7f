import type { PlayerTiebreak } from '../types';
import { countRounds } from './counts';

/** Number of games won with Black, FIDE C.07 7.4: over-the-board wins with Black. */
export const blackWins: PlayerTiebreak = {
  kind: 'player',
  code: 'BWG',
  name: 'Games won with Black',
  rule: 'FIDE C.07 7.4',
  summary: 'Games won over the board with Black.',
  unit: 'count',
  needs: ['colours'],
  options: [],
  compute: (ctx, player) =>
    countRounds(ctx, player, 'BWG', 'games won with Black', (e) => e.kind === 'win' && e.colour === 'B'),
};
