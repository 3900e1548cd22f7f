import { POINTS } from '../../model/tournament';
import { pts, roundLabel } from '../explain';
import { at } from '../lookup';
import type { PlayerTiebreak } from '../types';

/**
 * Standard points, FIDE C.07 (2026) 7.7: the score the player would have if every round were
 * counted 1 for a win, ½ for a draw, 0 for a loss, whatever the event's own scoring (3-1-0, or a
 * team event's match points 2-1-0). Unplayed rounds count what they are worth in 1-½-0: a forfeit
 * win or full-point bye 1, a half-point bye ½. New in 2026; the 2023/2024 texts have no STD.
 * On an individual event scored 1-½-0 it equals the score, so it only separates where the
 * standings are on other points.
 */
export const standardPoints: PlayerTiebreak = {
  kind: 'player',
  code: 'STD',
  name: 'Standard points',
  rule: 'FIDE C.07:2026 7.7',
  summary:
    "The score counted 1 for a win, ½ for a draw, 0 for a loss, whatever the event's own scoring (3-1-0, match points).",
  unit: 'points',
  options: [],
  compute: (ctx, player) => {
    const { entries } = ctx.player(player);
    const value = at(ctx.score, player);
    return {
      value,
      explain: () => {
        const rounds = entries.slice(0, ctx.rounds).map((e, r) => `${roundLabel(r)} ${pts(POINTS[e.kind])}`);
        return `counted 1-½-0: ${rounds.join(', ') || 'no rounds'}; STD ${pts(value)}`;
      },
    };
  },
};
