import { isPlayed, POINTS } from '../model/tournament';
import { at } from './lookup';
import type { PlayerTiebreak } from './types';

/**
 * Scored in actual play (seeds 000 and 001, preamble): a player none of whose points came from
 * games played over the board loses the tie automatically.
 */
export const scoredInPlay: PlayerTiebreak = {
  kind: 'player',
  code: 'PLAY',
  name: 'Scored in play',
  rule: 'MCA / Big Rapids preamble',
  summary: 'Ahead of anyone whose whole score came from byes and forfeits.',
  unit: 'count',
  options: [],
  compute(ctx, player) {
    const { entries } = ctx.player(player);
    let fromPlay = 0;
    for (let r = 0; r < ctx.rounds; r++) {
      const e = at(entries, r);
      if (isPlayed(e)) fromPlay += POINTS[e.kind];
    }
    const value = fromPlay > 0 ? 1 : 0;
    return {
      value,
      explain: () => (value ? 'scored points in played games' : 'no points from played games'),
    };
  },
};
