import type { TiebreakContext } from './context';
import { kindCode, PLAYED_BELOW } from '../model/kinds';
import { Explained, roundLabel } from './explain';
import { optionOf } from './lookup';
import type { PlayerTiebreak, TiebreakOptions } from './types';

/** Kashdan's points by kind code for the games played: win 4, draw 2, loss 1. */
const PLAYED = playedPoints();

function playedPoints(): number[] {
  const points = new Array<number>(PLAYED_BELOW).fill(0);
  points[kindCode('win')] = 4;
  points[kindCode('draw')] = 2;
  points[kindCode('loss')] = 1;
  return points;
}

/** What an unplayed round scores under the options: 0 or 2. */
function unplayedOf(options: TiebreakOptions): number {
  return Number(optionOf(options, 'unplayed'));
}

/** Each round's points, read from the columns: the sum, and the explanation's list. */
function roundPoints(ctx: TiebreakContext, cell: number, unplayed: number): number {
  const code = ctx.columns.kind[cell]!;
  return code < PLAYED_BELOW ? PLAYED[code]! : unplayed;
}

function kashdanOf(ctx: TiebreakContext, player: number, unplayed: number): number {
  ctx.player(player); // one outside the table throws
  const { rounds } = ctx.columns;
  let value = 0;
  for (let cell = player * rounds; cell < (player + 1) * rounds; cell++) value += roundPoints(ctx, cell, unplayed);
  return value;
}

function explainKashdan(ctx: TiebreakContext, player: number, value: number, options: TiebreakOptions): string {
  const unplayed = unplayedOf(options);
  const { rounds } = ctx.columns;
  const parts: string[] = [];
  for (let r = 0; r < rounds; r++) parts.push(`${roundLabel(r)} ${roundPoints(ctx, player * rounds + r, unplayed)}`);
  return `${parts.join(', ')}; KASH ${value}`;
}

/**
 * Kashdan, US Chess 34E7: 4 per played win, 2 per draw, 1 per loss; an unplayed round scores 0
 * (US Chess 7th ed.) or 2 (MCA, seed 000).
 */
export const kashdan: PlayerTiebreak = {
  kind: 'player',
  code: 'KASH',
  name: 'Kashdan',
  rule: 'US Chess 34E7',
  summary: '4 per win, 2 per draw, 1 per loss played; unplayed rounds 0 (or 2, MCA).',
  unit: 'count',
  options: [
    {
      name: 'unplayed',
      values: ['0', '2'],
      default: '0',
      help: 'What an unplayed round scores: 0 (US Chess) or 2 (MCA).',
    },
  ],
  compute(ctx, player, options) {
    return new Explained(kashdanOf(ctx, player, unplayedOf(options)), explainKashdan, ctx, player, options);
  },
};
