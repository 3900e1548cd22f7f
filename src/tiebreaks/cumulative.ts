import { Quarters } from '../model/points';
import { EntryKind, POINTS } from '../model/tournament';
import type { TiebreakContext } from './context';
import { pts } from './explain';
import type { PlayerTiebreak } from './types';

/**
 * What 34E3 takes back for points not won over the board: 1 for a full-point bye or forfeit win,
 * ½ for a half-point bye or forfeit draw. A zero-point bye or forfeit loss changes nothing.
 */
const DEDUCTION: Partial<Record<EntryKind, Quarters>> = {
  fullBye: 4,
  forfeitWin: 4,
  halfBye: 2,
  forfeitDraw: 2,
};

function cumulativeOf(ctx: TiebreakContext, player: number): { value: Quarters; running: Quarters[]; deducted: Quarters } {
  const { entries } = ctx.tournament.players[player];
  const running: Quarters[] = [];
  let score = 0;
  let sum = 0;
  let deducted = 0;
  for (let r = 0; r < ctx.rounds; r++) {
    const e = entries[r];
    score += POINTS[e.kind];
    running.push(score);
    sum += score;
    deducted += DEDUCTION[e.kind] ?? 0;
  }
  return { value: sum - deducted, running, deducted };
}

/** Every player's Cumulative, computed once per context (Opposition Cumulative reads it too). */
export function cumulativeTable(ctx: TiebreakContext): readonly Quarters[] {
  return ctx.memo('CUM', () => ctx.tournament.players.map((_, p) => cumulativeOf(ctx, p).value));
}

/**
 * Cumulative, US Chess 34E3: the sum of the running score after each round, less 1 for each
 * full-point bye or forfeit win and ½ for each half-point bye or forfeit draw.
 */
export const cumulative: PlayerTiebreak = {
  kind: 'player',
  code: 'CUM',
  name: 'Cumulative',
  rule: 'US Chess 34E3',
  summary: 'Sum of the running scores, less 1 per full-point bye or forfeit win, ½ per half-point bye.',
  unit: 'points',
  needsRoundOrder: true,
  options: [],
  compute(ctx, player) {
    const { value, running, deducted } = cumulativeOf(ctx, player);
    return {
      value,
      explain: () =>
        `running scores ${running.map(pts).join(', ')}` +
        (deducted ? `; less ${pts(deducted)} for unplayed points` : '') +
        `; CUM ${pts(value)}`,
    };
  },
};
