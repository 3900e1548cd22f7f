import type { PlayerTiebreak } from '../types';
import { gamesElected } from './gamesElected';

/**
 * Rounds one elected to play, FIDE C.07 7.6 (2026), REP: the 2026 name of GE, the same count
 * (see gamesElected.ts). The registry has no aliases, so REP is a code of its own that shares
 * GE's function; only its name, rule and explanation's label differ.
 */
export const roundsElected: PlayerTiebreak = {
  ...gamesElected,
  code: 'REP',
  name: 'Rounds one elected to play',
  rule: 'FIDE C.07:2026 7.6',
  summary: 'Rounds minus half- and zero-point byes and forfeit losses (GE before 2026).',
  compute: (ctx, player, options) => {
    const ge = gamesElected.compute(ctx, player, options);
    return { ...ge, explain: () => ge.explain().replace(/; GE (\d+)$/, '; REP $1') };
  },
};
