import type { PlayerTiebreak } from '../../types';
import { fideVersionOption, modifierOption } from '../options';
import { teamBuchholz, teamUnplayedNeedsOrder } from './buchholz';

/**
 * Team Buchholz on game points, FIDE C.07 13 with 8.1: the sum of the opponents' game points,
 * for events whose primary score is game points (FIDE-BH on a team table counts match points).
 * Unplayed matches as for FIDE-BH on a team table (C.07 16 in game points), cuts with 16.5 first.
 */
export const gameBuchholz: PlayerTiebreak = {
  kind: 'player',
  code: 'GBH',
  name: 'Buchholz on game points (teams)',
  rule: 'FIDE C.07 13, 8.1, 14, 16',
  summary: "Team events: sum of the opponents' game points; own unplayed matches count a dummy.",
  unit: 'points',
  needsTeams: true,
  options: [modifierOption(['C1', 'C2', 'M1', 'M2']), fideVersionOption],
  // As FIDE-BH: unplayed rounds are handled the Swiss way, which can need their round.
  roundOrderNeeded: teamUnplayedNeedsOrder,
  compute: (ctx, team, options) => teamBuchholz(ctx, team, options, 'G'),
};
