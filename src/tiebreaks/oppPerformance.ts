/**
 * Opposition's performance, US Chess 34E10, as SwissSys prints it ("Op. perf."): the mean of the
 * performance ratings of the opponents met over the board (rules.md §3 and §3a). No published
 * text gives SwissSys's formula; §3a was worked out from its printed values and reproduces all
 * of them. Ratings are whole numbers; the one fraction (an unrated player's rating from their
 * games) is held exactly, so every rounding is the one §3a names.
 */
import { ENTRY_KINDS } from '../model/kinds';
import { Player } from '../model/tournament';
import type { TiebreakContext } from './context';
import { roundLabel } from './explain';
import { at } from './lookup';
import type { PlayerTiebreak } from './types';

/** An exact fraction num/den (den > 0), for an unrated player's rating from their games. */
interface Fraction {
  num: number;
  den: number;
}

/** A win over someone rated more than this far below counts as if the gap were this (§3a). */
const WIN_CAP = 350;
/** What a rated player's win over an unrated one adds to their own rating (§3a). */
const UNRATED_WIN_BONUS = 50;

/** The result of a game over the board. */
type GameResult = 'win' | 'draw' | 'loss';

const RESULT_SHIFT: Record<GameResult, number> = { win: 400, draw: 0, loss: -400 };
const RESULT_LETTER: Record<GameResult, string> = { win: 'W', draw: 'D', loss: 'L' };

/** One played game of a player: the round, the opponent, the player's result. */
interface Game {
  round: number;
  opponent: number;
  result: GameResult;
}

function gcd(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcd(b, a % b);
}

function add(a: Fraction, b: Fraction): Fraction {
  const num = a.num * b.den + b.num * a.den;
  const den = a.den * b.den;
  const g = gcd(num, den) || 1;
  return { num: num / g, den: den / g };
}

const whole = (n: number): Fraction => ({ num: n, den: 1 });

function fractionText(f: Fraction): string {
  return f.den === 1 ? String(f.num) : `${f.num}/${f.den}`;
}

/** Empty or 0 is unrated (§3a). */
function ratingOf(p: Player): number | null {
  return p.rating !== null && p.rating > 0 ? p.rating : null;
}

/** The played games of a player within the rounds counted: round, opponent, result (read from the columns). */
function playedGames(ctx: TiebreakContext, player: number): Game[] {
  ctx.player(player); // one outside the table throws
  const { kind, played, rounds } = ctx.columns;
  const games: Game[] = [];
  for (let r = 0; r < rounds; r++) {
    const opponent = played[player * rounds + r]!;
    // `played` names an opponent only for a game over the board, whose kind is its result.
    if (opponent >= 0)
      games.push({ round: r, opponent, result: ENTRY_KINDS[kind[player * rounds + r]!] as GameResult });
  }
  return games;
}

/**
 * r(p) of §3a: the rating, or for an unrated player the mean of (opponent's rating ± 400 for a
 * win or loss) over their played games against rated opponents; 0 when they met none.
 */
function ratingUsed(ctx: TiebreakContext, player: number): Fraction {
  const own = ratingOf(ctx.player(player));
  if (own !== null) return whole(own);
  let sum = 0;
  let games = 0;
  for (const g of playedGames(ctx, player)) {
    const opp = ratingOf(ctx.player(g.opponent));
    if (opp === null) continue;
    sum += opp + RESULT_SHIFT[g.result];
    games++;
  }
  if (games === 0) return whole(0);
  const d = gcd(sum, games) || 1;
  return { num: sum / d, den: games / d };
}

/** One played game's contribution c to a performance, and how it was reached. */
interface Contribution {
  value: Fraction;
  text: string;
}

function contribution(ctx: TiebreakContext, player: number, { round, opponent, result }: Game): Contribution {
  const own = ratingOf(ctx.player(player));
  const opp = ratingUsed(ctx, opponent);
  const oppRated = ratingOf(ctx.player(opponent)) !== null;
  const head = `${roundLabel(round)} ${RESULT_LETTER[result]} ${ctx.label(opponent)}`;
  if (own !== null && result === 'win') {
    if (!oppRated)
      return { value: whole(own + UNRATED_WIN_BONUS), text: `${head} unrated: ${own}+${UNRATED_WIN_BONUS}` };
    const floor = own - WIN_CAP;
    if (opp.num < floor)
      return { value: whole(floor + 400), text: `${head} ${opp.num}, counted as ${own}−${WIN_CAP}: ${floor}+400` };
  }
  const shift = RESULT_SHIFT[result];
  const sign = shift > 0 ? `+${shift}` : shift < 0 ? `−${-shift}` : '';
  const unrated = oppRated ? '' : 'unrated ';
  return { value: add(opp, whole(shift)), text: `${head} ${unrated}${fractionText(opp)}${sign}` };
}

/** A player's performance rating PR(j) of §3a, with the contributions behind it. */
export interface Performance {
  value: number;
  games: number;
  total: Fraction;
  parts: string[];
}

/**
 * PR(j) = max(0, floor(sum of c / games)); a player with no played game has none (0 here, and
 * it is never asked for: only opponents met over the board are averaged).
 */
export function performanceRating(ctx: TiebreakContext, player: number): Performance {
  let total = whole(0);
  const parts: string[] = [];
  const games = playedGames(ctx, player);
  for (const g of games) {
    const c = contribution(ctx, player, g);
    total = add(total, c.value);
    parts.push(c.text);
  }
  const value = games.length ? Math.max(0, Math.floor(total.num / (total.den * games.length))) : 0;
  return { value, games: games.length, total, parts };
}

/** Every player's performance rating, once per context. */
function performanceTable(ctx: TiebreakContext): readonly Performance[] {
  return ctx.memo('oppPerformance', () => ctx.tournament.players.map((_, j) => performanceRating(ctx, j)));
}

function describePerformance(ctx: TiebreakContext, player: number, pr: Performance): string {
  const p = ctx.player(player);
  const rating = ratingOf(p);
  const who =
    rating === null
      ? `${ctx.label(player)} (unrated, rated ${fractionText(ratingUsed(ctx, player))} by their games)`
      : `${ctx.label(player)} (${rating})`;
  return `${who} performed ${pr.value}: (${pr.parts.join(', ')}) = ${fractionText(pr.total)} over ${pr.games} game${pr.games === 1 ? '' : 's'}`;
}

/**
 * Opposition's performance (34E10 as SwissSys computes it): the mean of the opponents'
 * performance ratings, rounded half up; 0 for a player with no played game.
 */
export const oppPerformance: PlayerTiebreak = {
  kind: 'player',
  code: 'OPPPERF',
  name: "Opposition's performance",
  rule: 'US Chess 34E10, as SwissSys computes "Op. perf."',
  summary:
    "Mean of the performance ratings of the opponents met in played games, rounded half up. It follows SwissSys's behaviour, not a rulebook text; " +
    'the data does not settle forfeits (left out, as byes are), events longer than 5 rounds, or unrated players beyond one section.',
  unit: 'rating',
  needs: ['ratings'],
  options: [],
  compute(ctx, player) {
    const table = performanceTable(ctx);
    const opponents = playedGames(ctx, player);
    const sum = opponents.reduce((s, g) => s + at(table, g.opponent).value, 0);
    const n = opponents.length;
    // Rounded half up, in whole numbers: floor(sum / n + 1/2) = floor((2 sum + n) / 2n).
    const value = n ? Math.floor((2 * sum + n) / (2 * n)) : 0;
    return {
      value,
      explain: () =>
        n === 0
          ? 'no played games; OPPPERF 0'
          : `opponents' performances ${opponents.map((g) => `${roundLabel(g.round)} ${ctx.label(g.opponent)} ${at(table, g.opponent).value}`).join(', ')}; ` +
            `mean ${sum}/${n} rounded half up: OPPPERF ${value}. ` +
            opponents.map((g) => describePerformance(ctx, g.opponent, at(table, g.opponent))).join('; '),
    };
  },
};
