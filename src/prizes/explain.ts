/** The "how" of each award: the sentence a director reads to see why a prize went where it did. */
import { formatPoints, Quarters } from '../model/points';
import type { StandingRow } from '../standings/rank';
import { at } from '../tiebreaks/lookup';
import { Cents, formatMoney } from './money';
import { ordinal, Prize } from './table';

/** "1st" or "2nd-4th": the places a tie's prizes cover. */
export const placeRange = (prizes: Prize[]) =>
  prizes.length === 1
    ? ordinal(at(prizes, 0).place)
    : `${ordinal(at(prizes, 0).place)}-${ordinal(at(prizes, prizes.length - 1).place)}`;

/** "; passed over: #3 unrated (US Chess 28D), …": players ranked above the winners who could not take the prize (at most five named). */
export function passedOverText(over: string[]): string {
  return over.length ? `; passed over: ${over.slice(0, 5).join(', ')}${over.length > 5 ? ', …' : ''}` : '';
}

/**
 * "clear on 2½", unless others in the group scored the same but hold a prize already (32B1): then
 * "4 on 2½, the other 3 already have a prize", never "clear" when it was not.
 */
export function aloneOn(score: Quarters, onScore: number): string {
  const others = onScore - 1;
  if (others < 1) return `clear on ${formatPoints(score)}`;
  return `${onScore} on ${formatPoints(score)}, the other ${others === 1 ? 'already has' : `${others} already have`} a prize`;
}

/**
 * "3 tied on 2½", or, when others in the group scored the same but may not take this prize (they
 * hold one already, 32B1): "3 tied on 2½ who may take it (1 more on 2½ already has a prize)", so
 * the count a director reads is never fewer than the players on the score.
 */
export function tiedOn(score: Quarters, tied: number, onScore: number): string {
  const more = onScore - tied;
  const on = formatPoints(score);
  if (more < 1) return `${tied} tied on ${on}`;
  return `${tied} tied on ${on} who may take it (${more} more on ${on} already ${more === 1 ? 'has' : 'have'} a prize)`;
}

/** Why this tied (or clear) player takes the trophy: indivisible prizes go by his tiebreak rank among those on his score (rule 34). */
export function trophyHow(
  row: StandingRow,
  tied: StandingRow[],
  list: StandingRow[],
  num: (p: number) => string,
  onScore = tied.length,
): string {
  const score = formatPoints(row.score);
  const same = tied.filter((r) => r !== row && r.rank === row.rank);
  if (same.length)
    return `rank ${row.rank} on ${score}, tied with ${same.map((r) => num(r.player)).join(', ')} on every tiebreak: to be decided by drawing lots`;
  const at = tied.indexOf(row);
  // Below the first of a tie, the place in the tie is what gave the prize (the tie's 2nd takes its 2nd place).
  if (at > 0) return `by tiebreak rank ${row.rank}, ${ordinal(at + 1)} of ${tiedOn(row.score, tied.length, onScore)}`;
  const below = tied[1];
  // Others on the score who may not take it (a prize already) are said, so "ahead of" skips no one unexplained.
  const more = onScore - tied.length;
  const holding = more > 0 ? ` (${more} more on ${score} already ${more === 1 ? 'has' : 'have'} a prize)` : '';
  if (below)
    return `by tiebreak rank ${row.rank}, ahead of ${num(below.player)} (rank ${below.rank}) on ${score}${holding}`;
  const second = list[1];
  return second !== undefined && second.score === row.score
    ? `by tiebreak rank ${row.rank} on ${score}`
    : aloneOn(row.score, onScore);
}

/** How a tie's cash was pooled and split (US Chess 32B2), with ROUNDING_RULE's leftover cents spelled out. */
export function cashHow(
  group: string,
  places: string,
  score: Quarters,
  tied: number,
  aside: string[],
  window: Prize[],
  pool: Cents,
  shares: Cents[],
  onScore = tied,
): string {
  const players = shares.length;
  if (tied === 1) return `${group} ${places}: ${aloneOn(score, onScore)}`;
  const parts = window.map((p) => formatMoney(p.cash!));
  const sum = parts.length > 1 ? `${parts.join(' + ')} = ${formatMoney(pool)}` : formatMoney(pool);
  // Tied players who do not share (a trophy here, cash elsewhere) are named between semicolons.
  const others = aside.length ? `; ${aside.join(', ')};` : ',';
  const who = tiedOn(score, tied, onScore);
  if (players === 1) return `${group} ${places}: ${who}${others} ${sum} to the one left`;
  const left = pool - at(shares, shares.length - 1) * players;
  const split =
    left === 0
      ? `${formatMoney(at(shares, 0))} each`
      : `${formatMoney(at(shares, shares.length - 1))} each, and the ${left === 1 ? 'cent left over goes to the first' : `${left} cents left over go one each to the first ${left}`} by tiebreak`;
  return `${group} ${places}: ${who}${others} ${sum} pooled and split ${players} ways (US Chess 32B2), ${split}`;
}
