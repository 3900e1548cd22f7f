import { EntryKind, isPlayed } from '../model/tournament';
import { roundLabel } from './explain';
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
    { name: 'unplayed', values: ['0', '2'], default: '0', help: 'What an unplayed round scores: 0 (US Chess) or 2 (MCA).' },
  ],
  compute(ctx, player, options) {
    const unplayed = Number(options.unplayed);
    const { entries } = ctx.tournament.players[player];
    let value = 0;
    const parts: string[] = [];
    for (let r = 0; r < ctx.rounds; r++) {
      const e = entries[r];
      const add = isPlayed(e) ? PLAYED[e.kind]! : unplayed;
      value += add;
      parts.push(`${roundLabel(r)} ${add}`);
    }
    return { value, explain: () => `${parts.join(', ')}; KASH ${value}` };
  },
};
