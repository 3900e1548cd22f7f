/**
 * Ratings for FIDE C.07 10: opponents met over the board and their ratings, whole-number
 * averages rounded half up, and the rating difference dp of the FIDE Rating Regulations
 * (B.02 8.1a) for a percentage score.
 */
import { isPlayed, POINTS } from '../../model/tournament';
import type { TiebreakContext } from '../context';
import { at } from '../lookup';

/** dp for p = 0.00, 0.01, … 1.00 (FIDE Handbook B.02, table 8.1a). */
const DP_FOR_HALF_AND_ABOVE = [
  0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158, 166, 175, 184, 193, 202,
  211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366, 383, 401, 422, 444, 470, 501, 538, 589, 677,
  800,
];

/** The rating difference for a percentage score given in hundredths (0…100). */
export function ratingDifference(percent: number): number {
  return percent >= 50 ? at(DP_FOR_HALF_AND_ABOVE, percent - 50) : -at(DP_FOR_HALF_AND_ABOVE, 50 - percent);
}

/** a / b rounded to the nearest whole number, halves up (a ≥ 0, b > 0), exactly. */
export function roundHalfUp(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/** One game over the board against an opponent, with the rating the system uses (null: left out). */
export interface RatedGame {
  round: number;
  opponent: number;
  rating: number | null;
  /** Points scored in the game, in quarters. */
  points: number;
}

/** Games over the board (C.07 15.2: forfeits never count for ratings-based tie-breaks). */
export function ratedGames(ctx: TiebreakContext, player: number, unrated: number): RatedGame[] {
  const out: RatedGame[] = [];
  ctx
    .player(player)
    .entries.slice(0, ctx.rounds)
    .forEach((e, round) => {
      if (!isPlayed(e) || e.opponent === undefined) return;
      const own = ctx.player(e.opponent).rating;
      const rating = own !== null && own > 0 ? own : unrated > 0 ? unrated : null;
      out.push({ round, opponent: e.opponent, rating, points: POINTS[e.kind] });
    });
  return out;
}

/**
 * Tournament performance rating, C.07 10.2: ARO (rounded) + dp for the percentage scored in
 * those games (rounded to hundredths, halves up); null without a rated opponent.
 */
export function performance(
  games: readonly RatedGame[],
): { value: number; aro: number; percent: number; dp: number } | null {
  const rated = games.filter((g) => g.rating !== null);
  if (!rated.length) return null;
  const n = rated.length;
  const aro = roundHalfUp(
    rated.reduce((a, g) => a + g.rating!, 0),
    n,
  );
  const quarters = rated.reduce((a, g) => a + g.points, 0);
  const percent = roundHalfUp(100 * quarters, 4 * n);
  const dp = ratingDifference(percent);
  return { value: aro + dp, aro, percent, dp };
}

/** Every player's TPR (null where undefined), once per context. */
export function performanceTable(ctx: TiebreakContext, unrated: number): readonly (number | null)[] {
  return ctx.memo(`fide:tpr:${unrated}`, () =>
    ctx.tournament.players.map((_, p) => performance(ratedGames(ctx, p, unrated))?.value ?? null),
  );
}
