import type { PlayerTiebreak } from '../types';
import { buchholzSum } from './buchholz';
import { voluntaryOption } from './conventionOptions';
import { fideVersionOption, modifierOption } from './options';

/**
 * Fore Buchholz, FIDE C.07 8.3: Buchholz computed as if every game paired for the final round
 * (of the rounds counted) had ended in a draw, for everyone; unplayed rounds and modifiers as
 * for Buchholz. A forfeit paired in the final round counts as that drawn game too.
 */
export const foreBuchholz: PlayerTiebreak = {
  kind: 'player',
  code: 'FB',
  name: 'Fore Buchholz',
  rule: 'FIDE C.07 8.3, 14, 16',
  summary: 'Buchholz with every final-round pairing counted as a draw.',
  unit: 'points',
  needsRoundOrder: true,
  options: [modifierOption(['C1', 'C2', 'M1', 'M2']), fideVersionOption, voluntaryOption],
  compute: (ctx, player, options) => buchholzSum(ctx, player, options, 'FB', true),
};
