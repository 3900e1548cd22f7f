import type { TiebreakContext } from './context';
import { POINTS_BY_CODE, PLAYED_BELOW } from '../model/kinds';
import { Explained } from './explain';
import type { PlayerTiebreak } from './types';

/** Points from games played over the board, read from the columns. */
function pointsFromPlay(ctx: TiebreakContext, player: number): number {
  ctx.player(player); // one outside the table throws
  const { kind, rounds } = ctx.columns;
  let fromPlay = 0;
  for (let cell = player * rounds; cell < (player + 1) * rounds; cell++) {
    const code = kind[cell]!;
    if (code < PLAYED_BELOW) fromPlay += POINTS_BY_CODE[code]!;
  }
  return fromPlay;
}

const explainInPlay = (_ctx: TiebreakContext, _player: number, value: number): string =>
  value ? 'scored points in played games' : 'no points from played games';

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
  compute(ctx, player, options) {
    const value = pointsFromPlay(ctx, player) > 0 ? 1 : 0;
    return new Explained(value, explainInPlay, ctx, player, options);
  },
};
