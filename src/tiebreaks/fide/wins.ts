import { POINTS } from '../../model/tournament';
import { WIN } from '../../model/points';
import type { PlayerTiebreak } from '../types';
import { countRounds } from './counts';

/**
 * Number of wins, FIDE C.07 7.1: the rounds in which the player obtained, with or without
 * playing, as many points as a win: forfeit wins and full-point (pairing-allocated) byes count.
 */
export const wins: PlayerTiebreak = {
  kind: 'player',
  code: 'WIN',
  name: 'Number of wins',
  rule: 'FIDE C.07 7.1',
  summary: 'Rounds worth a win, played or not (forfeit wins and full-point byes count).',
  unit: 'count',
  options: [],
  compute: (ctx, player) => countRounds(ctx, player, 'WIN', 'rounds worth a win', (e) => POINTS[e.kind] === WIN),
};
