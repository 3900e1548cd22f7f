import type { TiebreakContext } from './context';
import { colourCount, explainColour } from './colourCount';
import { Explained } from './explain';
import type { PlayerTiebreak } from './types';

const explainWhites = (ctx: TiebreakContext, player: number, value: number): string =>
  explainColour(ctx, player, 'W', 'WHITES', value);

/** Fewest whites, Lothian Junior Chess rule 8: games played with White; fewer is better. */
export const fewestWhites: PlayerTiebreak = {
  kind: 'player',
  code: 'WHITES',
  name: 'Fewest whites',
  rule: 'Lothian Junior Chess rule 8',
  summary: 'Number of games played with White; fewer is better.',
  unit: 'count',
  lowerIsBetter: true,
  needs: ['colours'],
  options: [],
  compute: (ctx, player, options) => new Explained(colourCount(ctx, player, 'W'), explainWhites, ctx, player, options),
};
