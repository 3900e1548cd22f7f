import type { PlayerTiebreak } from './types';

/**
 * Average rating of opposition, US Chess 34E11: the mean rating of opponents met over the
 * board, unrated opponents left out, rounded to the nearest integer. With no rated opponent there
 * is no value (shown empty); it ranks as 0 would, below every rating.
 */
export const averageRating: PlayerTiebreak = {
  kind: 'player',
  code: 'ARO',
  name: 'Average rating of opposition',
  rule: 'US Chess 34E11',
  summary: 'Mean rating of the rated opponents met in played games.',
  unit: 'rating',
  needs: ['ratings'],
  options: [],
  compute(ctx, player) {
    ctx.player(player); // one outside the table throws
    const { played, rounds } = ctx.columns;
    const ratings: number[] = [];
    for (let cell = player * rounds; cell < (player + 1) * rounds; cell++) {
      const opp = played[cell]!;
      const rating = opp < 0 ? null : ctx.player(opp).rating;
      if (rating !== null && rating > 0) ratings.push(rating);
    }
    const value = ratings.length ? Math.round(ratings.reduce((a, b) => a + b, 0) / ratings.length) : null;
    return {
      value,
      explain: () =>
        ratings.length ? `mean of ${ratings.join(', ')}; ARO ${value}` : 'no rated opponents in played games',
    };
  },
};
