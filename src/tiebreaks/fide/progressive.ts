import { pts, roundLabel } from '../explain';
import { optionOf } from '../lookup';
import { runningScores } from '../runningScores';
import type { PlayerTiebreak } from '../types';
import { cutCounts, withModifier } from './modifiers';
import { modifierOption } from './options';

/**
 * Progressive scores, FIDE C.07 7.5: the sum of the player's running score after each round,
 * every point counted (byes and forfeits included, nothing deducted). PS/C1 and PS/C2 leave out
 * the running score after the first one or two rounds (C.07 14.1.1.3).
 */
export const progressiveScores: PlayerTiebreak = {
  kind: 'player',
  code: 'PS',
  name: 'Progressive scores',
  rule: 'FIDE C.07 7.5, 14',
  summary: 'Sum of the running scores after each round; PS/C1 leaves out the first.',
  unit: 'points',
  needsRoundOrder: true,
  options: [modifierOption(['C1', 'C2'])],
  compute(ctx, player, options) {
    const modifier = optionOf(options, 'cut');
    const { low } = cutCounts(modifier);
    const running = runningScores(ctx, player);
    const value = running.slice(low).reduce((a, b) => a + b, 0);
    return {
      value,
      explain: () => {
        const cut = running.slice(0, low).map((s, r) => `${roundLabel(r)} ${pts(s)}`);
        return (
          `running scores ${running.map(pts).join(', ')}` +
          (cut.length ? `; cut ${cut.join(', ')}` : '') +
          `; ${withModifier('PS', modifier)} ${pts(value)}`
        );
      },
    };
  },
};
