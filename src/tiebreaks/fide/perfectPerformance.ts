/**
 * Perfect tournament performance, FIDE C.07 10.3: the lowest whole-number rating with which the
 * player's expected score against the opponents met over the board reaches the points scored in
 * those games. The expected score of one game is the scoring probability PD of the FIDE Rating
 * Regulations (B.02, table 8.1b) for the rating difference, without the 400-point limit; a zero
 * score is the lowest opponent's rating - 800 (10.3), and a full score, mirrored, the highest
 * opponent's rating + 800. Forfeits and byes are no games for ratings (15.2), as for TPR (10.2).
 */
import { pts, roundLabel } from '../explain';
import { optionOf } from '../lookup';
import type { TiebreakContext } from '../context';
import type { PlayerTiebreak } from '../types';
import { unratedOption } from './options';
import { RatedGame, ratedGames } from './ratings';

/**
 * B.02 table 8.1b: the smallest rating difference D for each PD from 0.50 to 1.00 (0-3: .50,
 * 4-10: .51, … 620-735: .99, over 735: 1.00). The lower rated player's PD is 1 minus it.
 */
const PD_FROM = [
  0, 4, 11, 18, 26, 33, 40, 47, 54, 62, 69, 77, 84, 92, 99, 107, 114, 122, 130, 138, 146, 154, 163, 171, 180, 189, 198,
  207, 216, 226, 236, 246, 257, 268, 279, 291, 303, 316, 329, 345, 358, 375, 392, 412, 433, 457, 485, 518, 560, 620,
  736,
];

/** PD in hundredths for a player `difference` rating points above (below, if negative) the opponent. */
export function scoringProbability(difference: number): number {
  const d = Math.abs(difference);
  let step = 0;
  // PD_FROM[step + 1] is there: the first test just checked it.
  while (step + 1 < PD_FROM.length && PD_FROM[step + 1]! <= d) step++;
  return difference >= 0 ? 50 + step : 50 - step;
}

/** Expected score, in hundredths, of a player rated `rating` against `opponents`. */
export function expectedScore(rating: number, opponents: readonly number[]): number {
  return opponents.reduce((a, r) => a + scoringProbability(rating - r), 0);
}

export interface PerfectPerformance {
  value: number;
  /** How it was reached, for explanations. */
  how: string;
}

/** PTP of one player's games (ratings null are left out); null when no rated opponent was met. */
export function perfectPerformance(games: readonly RatedGame[]): PerfectPerformance | null {
  const rated = games.filter((g) => g.rating !== null);
  if (!rated.length) return null;
  const ratings = rated.map((g) => g.rating!);
  const quarters = rated.reduce((a, g) => a + g.points, 0);
  const low = Math.min(...ratings);
  const high = Math.max(...ratings);
  if (quarters === 0) return { value: low - 800, how: `zero score: lowest opponent ${low} - 800` };
  if (quarters === 4 * rated.length) return { value: high + 800, how: `full score: highest opponent ${high} + 800` };
  // Expected score grows with the rating: the lowest rating that reaches the score, by halving.
  const target = 25 * quarters;
  let below = low - 800;
  let reach = high + 800;
  while (reach - below > 1) {
    const mid = Math.floor((below + reach) / 2);
    if (expectedScore(mid, ratings) >= target) reach = mid;
    else below = mid;
  }
  const at = (r: number) => (expectedScore(r, ratings) / 100).toFixed(2);
  return {
    value: reach,
    how: `expected ${at(reach)} at ${reach} reaches ${pts(quarters)}, ${at(reach - 1)} at ${reach - 1} does not`,
  };
}

/** Every player's PTP (null where undefined), once per context. */
export function perfectPerformanceTable(ctx: TiebreakContext, unrated: number): readonly (number | null)[] {
  return ctx.memo(`fide:ptp:${unrated}`, () =>
    ctx.tournament.players.map((_, p) => perfectPerformance(ratedGames(ctx, p, unrated))?.value ?? null),
  );
}

export const perfectTournamentPerformance: PlayerTiebreak = {
  kind: 'player',
  code: 'PTP',
  name: 'Perfect tournament performance',
  rule: 'FIDE C.07 10.3',
  summary: 'Lowest rating whose expected score against the opponents reaches the points scored.',
  unit: 'rating',
  needs: ['ratings'],
  options: [unratedOption],
  compute(ctx, player, options) {
    const games = ratedGames(ctx, player, Number(optionOf(options, 'unrated')));
    const ptp = perfectPerformance(games);
    return {
      value: ptp?.value ?? null,
      explain: () => {
        if (!ptp) return 'no rated opponent met over the board';
        const list = games
          .filter((g) => g.rating !== null)
          .map((g) => `${roundLabel(g.round)} ${ctx.label(g.opponent)} ${g.rating} (${pts(g.points)})`)
          .join(', ');
        return `opponents ${list}: ${ptp.how}; PTP ${ptp.value}`;
      },
    };
  },
};
