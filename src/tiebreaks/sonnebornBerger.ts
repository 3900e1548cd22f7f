import type { Quarters } from '../model/points';
import { kindCode } from '../model/kinds';
import type { TiebreakContext } from './context';
import { Explained, pts, roundLabel } from './explain';
import { optionOf } from './lookup';
import type { PlayerTiebreak, TiebreakOptions } from './types';

/** Kind codes of the games SB counts: a win whole, a draw half. */
const WIN = kindCode('win');
const DRAW = kindCode('draw');

/** The opponents' scores the options name: final, or US Chess adjusted (MCA). */
function scoresOf(ctx: TiebreakContext, options: TiebreakOptions): readonly Quarters[] {
  return optionOf(options, 'scores') === 'adjusted' ? ctx.adjustedScore : ctx.score;
}

/** What the game in `cell` adds: the opponent's score for a win, half of it for a draw; 0 for anything else. */
function share(ctx: TiebreakContext, cell: number, scores: readonly Quarters[]): number {
  const opponent = ctx.columns.played[cell]!;
  const code = ctx.columns.kind[cell]!;
  if (opponent < 0 || (code !== WIN && code !== DRAW)) return 0;
  const s = scores[opponent]!;
  return code === WIN ? s : s / 2;
}

function sonnebornBergerOf(ctx: TiebreakContext, player: number, scores: readonly Quarters[]): number {
  ctx.player(player); // one outside the table throws
  const { rounds } = ctx.columns;
  let value = 0;
  for (let cell = player * rounds; cell < (player + 1) * rounds; cell++) value += share(ctx, cell, scores);
  return value;
}

function explainSonnebornBerger(ctx: TiebreakContext, player: number, value: number, options: TiebreakOptions): string {
  const scores = scoresOf(ctx, options);
  const { played, kind, rounds } = ctx.columns;
  const parts: string[] = [];
  for (let r = 0; r < rounds; r++) {
    const cell = player * rounds + r;
    const opponent = played[cell]!;
    const code = kind[cell]!;
    if (opponent < 0 || (code !== WIN && code !== DRAW)) continue;
    const result = code === WIN ? 'win' : 'draw';
    parts.push(
      `${roundLabel(r)} ${result} v ${ctx.label(opponent)} (${pts(scores[opponent]!)}): ${pts(share(ctx, cell, scores))}`,
    );
  }
  return `${optionOf(options, 'scores')} scores; ${parts.join(', ') || 'no wins or draws'}; SB ${pts(value)}`;
}

/**
 * Sonneborn-Berger, US Chess 34E8: over played games, the opponent's score for a win and half
 * of it for a draw. Seeds 001/002 use final scores (the default); seed 000 (MCA) adjusted ones.
 */
export const sonnebornBerger: PlayerTiebreak = {
  kind: 'player',
  code: 'SB',
  name: 'Sonneborn-Berger',
  rule: 'US Chess 34E8',
  summary: "Beaten opponents' scores plus half of drawn opponents' scores.",
  unit: 'points',
  options: [
    {
      name: 'scores',
      values: ['final', 'adjusted'],
      default: 'final',
      help: "Opponents' final scores (Big Rapids, Madison) or adjusted scores (MCA).",
    },
  ],
  compute(ctx, player, options) {
    return new Explained(
      sonnebornBergerOf(ctx, player, scoresOf(ctx, options)),
      explainSonnebornBerger,
      ctx,
      player,
      options,
    );
  },
};
