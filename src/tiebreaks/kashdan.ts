import { EntryKind, isPlayed } from '../model/tournament';
import { roundLabel } from './explain';
import { at, optionOf } from './lookup';
import type { PlayerTiebreak } from './types';

const PLAYED: Partial<Record<EntryKind, number>> = { win: 4, draw: 2, loss: 1 };

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
    const unplayed = Number(optionOf(options, 'unplayed'));
    const { entries } = ctx.player(player);
    const points = (r: number) => {
      const e = at(entries, r);
      return isPlayed(e) ? PLAYED[e.kind]! : unplayed;
    };
    let value = 0;
    for (let r = 0; r < ctx.rounds; r++) value += points(r);
    return {
      value,
      explain: () =>
        `${Array.from({ length: ctx.rounds }, (_, r) => `${roundLabel(r)} ${points(r)}`).join(', ')}; KASH ${value}`,
    };
  },
};
