import type { PlayerTiebreak } from '../types';

/**
 * Tournament pairing number, FIDE C.07 7.8 (2026): the lower pairing number ranks first. Added in
 * 2026 as a last tie-break that needs no drawing of lots; the 2023/2024 texts have no TPN. It is
 * the number the director gives the player on the crosstable (its # column).
 */
export const pairingNumber: PlayerTiebreak = {
  kind: 'player',
  code: 'TPN',
  name: 'Tournament pairing number',
  rule: 'FIDE C.07:2026 7.8',
  summary: 'The pairing number on the crosstable; the lower number ranks first.',
  unit: 'count',
  lowerIsBetter: true,
  options: [],
  compute: (ctx, player) => {
    const { number } = ctx.player(player);
    return { value: number, explain: () => `pairing number ${number}; TPN ${number} (lower ranks first)` };
  },
};
