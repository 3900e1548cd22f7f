import { Quarters } from '../model/points';
import { EntryKind, KIND_LABEL, POINTS } from '../model/tournament';
import type { TiebreakContext } from './context';
import { byKindCode, POINTS_BY_CODE } from '../model/kinds';
import { Explained, pts, roundLabel } from './explain';
import { at } from './lookup';
import type { PlayerTiebreak } from './types';

/**
 * What 34E3 takes back for points not won over the board: 1 for a full-point bye or forfeit win,
 * ½ for a half-point bye or forfeit draw. A zero-point bye or forfeit loss changes nothing.
 */
const DEDUCTION: Record<EntryKind, Quarters> = {
  win: 0,
  draw: 0,
  loss: 0,
  forfeitWin: 4,
  forfeitLoss: 0,
  forfeitDraw: 2,
  fullBye: 4,
  halfBye: 2,
  zeroBye: 0,
};

/** POINTS and DEDUCTION by kind code, for reading the columns. */
const DEDUCTION_BY_CODE = byKindCode(DEDUCTION);

function cumulativeOf(ctx: TiebreakContext, player: number): Quarters {
  const { kind, rounds } = ctx.columns;
  let score = 0;
  let sum = 0;
  for (let cell = player * rounds; cell < (player + 1) * rounds; cell++) {
    const code = kind[cell]!;
    score += POINTS_BY_CODE[code]!;
    sum += score - DEDUCTION_BY_CODE[code]!;
  }
  return sum;
}

function explainCumulative(ctx: TiebreakContext, player: number, value: Quarters): string {
  const { entries } = ctx.player(player);
  const running: string[] = [];
  const deductions: string[] = [];
  let score = 0;
  for (let r = 0; r < ctx.rounds; r++) {
    const e = at(entries, r);
    score += POINTS[e.kind];
    running.push(pts(score));
    const less = DEDUCTION[e.kind];
    if (less) deductions.push(`${pts(less)} (${roundLabel(r)} ${KIND_LABEL[e.kind]})`);
  }
  return (
    `running scores ${running.join(', ')}` +
    (deductions.length ? `; less ${deductions.join(', ')}` : '') +
    `; CUM ${pts(value)}`
  );
}

function everyCumulative(ctx: TiebreakContext): Quarters[] {
  const table = new Array<Quarters>(ctx.playerCount);
  for (let p = 0; p < table.length; p++) table[p] = cumulativeOf(ctx, p);
  return table;
}

/** Every player's Cumulative, computed once per context (Opposition Cumulative reads it too). */
export function cumulativeTable(ctx: TiebreakContext): readonly Quarters[] {
  return ctx.memo('CUM', everyCumulative);
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
  compute(ctx, player, options) {
    const value = at(cumulativeTable(ctx), player);
    return new Explained(value, explainCumulative, ctx, player, options);
  },
};
