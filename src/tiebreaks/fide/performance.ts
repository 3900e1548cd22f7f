import { pts, roundLabel } from '../explain';
import { optionOf } from '../lookup';
import type { PlayerTiebreak } from '../types';
import { unratedOption } from './options';
import { performance, ratedGames } from './ratings';

/**
 * Tournament performance rating, FIDE C.07 10.2: the average rating of the opponents met over
 * the board (rounded) plus the rating difference dp (FIDE B.02 8.1a) for the percentage scored
 * in those games, rounded to hundredths. No value when no rated opponent was met.
 */
export const tournamentPerformance: PlayerTiebreak = {
  kind: 'player',
  code: 'TPR',
  name: 'Tournament performance rating',
  rule: 'FIDE C.07 10.2',
  summary: "Opponents' average rating plus dp for the percentage scored over the board.",
  unit: 'rating',
  needs: ['ratings'],
  options: [unratedOption],
  compute(ctx, player, options) {
    const games = ratedGames(ctx, player, Number(optionOf(options, 'unrated')));
    const tpr = performance(games);
    const value = tpr?.value ?? null;
    return {
      value,
      explain: () => {
        const rated = games.filter((g) => g.rating !== null);
        if (!tpr) return 'no rated opponent met over the board';
        const scored = rated.reduce((a, g) => a + g.points, 0);
        const list = rated.map((g) => `${roundLabel(g.round)} ${ctx.label(g.opponent)} ${g.rating}`).join(', ');
        return `opponents ${list}: ARO ${tpr.aro}; scored ${pts(scored)} of ${rated.length} = ${(tpr.percent / 100).toFixed(2)}, dp ${tpr.dp >= 0 ? '+' : ''}${tpr.dp}; TPR ${value}`;
      },
    };
  },
};
