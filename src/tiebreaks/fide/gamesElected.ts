import type { PlayerTiebreak } from '../types';
import { countRounds } from './counts';
import { isVoluntary } from './unplayed';

/**
 * Games one elected to play, FIDE C.07 7.6 (GE in the 2023 and 2024 texts; REP, "rounds one
 * elected to play", from 2026, the same count): the rounds counted minus the rounds the player
 * chose not to play, that is half- and zero-point byes (every round after a withdrawal is one)
 * and forfeit losses (16.1.2). A pairing-allocated bye or a forfeit win was not the player's
 * choice, so it counts. The same under every version of the rules.
 */
export const gamesElected: PlayerTiebreak = {
  kind: 'player',
  code: 'GE',
  name: 'Games one elected to play',
  rule: 'FIDE C.07 7.6',
  summary: 'Rounds minus half- and zero-point byes and forfeit losses (REP from 2026).',
  unit: 'count',
  options: [],
  compute: (ctx, player) => countRounds(ctx, player, 'GE', 'rounds elected to play', (e) => !isVoluntary(e.kind)),
};
