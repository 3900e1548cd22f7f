import type { TiebreakContext } from './context';
import { colourCount, explainColour } from './colourCount';
import { Explained } from './explain';
import type { PlayerTiebreak } from './types';

const explainBlacks = (ctx: TiebreakContext, player: number, value: number): string =>
  explainColour(ctx, player, 'B', 'BLACKS', value);

/** Most blacks, US Chess 34E6: the number of games actually played with Black. */
export const mostBlacks: PlayerTiebreak = {
  kind: 'player',
  code: 'BLACKS',
  name: 'Most blacks',
  rule: 'US Chess 34E6',
  summary: 'Number of games played with Black; more is better.',
  unit: 'count',
  needs: ['colours'],
  options: [],
  compute: (ctx, player, options) => new Explained(colourCount(ctx, player, 'B'), explainBlacks, ctx, player, options),
};
