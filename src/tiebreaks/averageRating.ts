import { playedOpponent } from '../model/tournament';
import type { PlayerTiebreak } from './types';
import { at } from './lookup';

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
  options: [],
  compute(ctx, player) {
    const { entries } = ctx.player(player);
    const ratings: number[] = [];
    for (let r = 0; r < ctx.rounds; r++) {
      const opp = playedOpponent(at(entries, r));
      const rating = opp === undefined ? null : ctx.player(opp).rating;
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
