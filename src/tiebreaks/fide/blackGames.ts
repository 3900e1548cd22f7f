import { isPlayed } from '../../model/tournament';
import type { PlayerTiebreak } from '../types';
import { countRounds } from './counts';

/**
 * Number of games played with Black, FIDE C.07 7.3: games over the board only (an unplayed
 * round is no game with Black). The same count as BLACKS (US Chess 34E6), under its FIDE name.
 */
export const blackGames: PlayerTiebreak = {
  kind: 'player',
  code: 'BPG',
  name: 'Games played with Black',
  rule: 'FIDE C.07 7.3',
  summary: 'Games played over the board with Black.',
  unit: 'count',
  needs: ['colours'],
  options: [],
  compute: (ctx, player) =>
    countRounds(ctx, player, 'BPG', 'games played with Black', (e) => isPlayed(e) && e.colour === 'B'),
};
