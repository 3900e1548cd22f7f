import type { PlayerTiebreak } from './types';

/** A 32-bit mix of seed and pairing number, so a player's lot does not depend on row order. School teams draw with it too. */
export function lot(seed: number, number: number): number {
  let h = (seed ^ Math.imul(number, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * Drawing of lots, US Chess 34E13: a reproducible random order from a shown seed. Only for
 * indivisible prizes, never a title; without it an unbroken tie is a shared rank.
 */
export const lots: PlayerTiebreak = {
  kind: 'player',
  code: 'LOTS',
  name: 'Drawing of lots',
  rule: 'US Chess 34E13',
  summary: 'A reproducible random order from a stated number (indivisible prizes only).',
  unit: 'count',
  options: [],
  compute(ctx, player) {
    const value = lot(ctx.seed, ctx.player(player).number);
    return { value, explain: () => `lot ${value}, drawn with number ${ctx.seed} (the higher lot goes first)` };
  },
};
