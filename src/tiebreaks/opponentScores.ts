/**
 * The per-round list behind Solkoff and the medians (US Chess 34E1, 34E2): each played game
 * contributes the opponent's adjusted score, each own unplayed round a 0 (rules.md §2), so an
 * own bye is the first thing a median drops.
 */
import { Quarters } from '../model/points';
import { isPlayed } from '../model/tournament';
import type { TiebreakContext } from './context';
import { Contribution, ownUnplayed, pts, roundLabel } from './explain';
import { at } from './lookup';

export function opponentScoreList(ctx: TiebreakContext, player: number): Contribution[] {
  const { entries } = ctx.player(player);
  const adjusted = ctx.adjustedScore;
  const list: Contribution[] = [];
  for (let r = 0; r < ctx.rounds; r++) {
    const e = at(entries, r);
    if (isPlayed(e) && e.opponent !== undefined)
      list.push({ round: r, value: at(adjusted, e.opponent), opponent: e.opponent });
    else list.push({ round: r, value: 0 });
  }
  return list;
}

/**
 * The sum of the list above without its `low` lowest and `high` highest: the value of SOLK, MM
 * and HARKNESS, read from the columns without building the list (a large field ranks every player).
 * What 34E drops (one or two at each end) is found in the same pass as the sum.
 */
export function trimmedSum(ctx: TiebreakContext, player: number, low: number, high: number): Quarters {
  ctx.player(player); // one outside the table throws
  const { played, adjusted, rounds } = ctx.columns;
  if (low > 2 || high > 2) return sortedTrimmedSum(ctx, player, low, high);
  if (low + high >= rounds) return 0;
  let total = 0;
  // The two lowest and the two highest so far (a value can be both, in a short list). Whole
  // numbers from the start: no adjusted score exceeds 4 × N quarters, none is below 0.
  let min1 = 4 * rounds + 1;
  let min2 = min1;
  let max1 = -1;
  let max2 = -1;
  for (let cell = player * rounds; cell < (player + 1) * rounds; cell++) {
    const opponent = played[cell]!;
    const value = opponent < 0 ? 0 : adjusted[opponent]!;
    total += value;
    if (value < min2) {
      min2 = Math.max(min1, value);
      min1 = Math.min(min1, value);
    }
    if (value > max2) {
      max2 = Math.min(max1, value);
      max1 = Math.max(max1, value);
    }
  }
  return total - (low > 0 ? min1 : 0) - (low > 1 ? min2 : 0) - (high > 0 ? max1 : 0) - (high > 1 ? max2 : 0);
}

/** trimmedSum for any number dropped: the list sorted, by insertion (a handful of rounds). */
function sortedTrimmedSum(ctx: TiebreakContext, player: number, low: number, high: number): Quarters {
  const { played, adjusted, rounds } = ctx.columns;
  const sorted: Quarters[] = [];
  for (let cell = player * rounds; cell < (player + 1) * rounds; cell++) {
    const opponent = played[cell]!;
    const value = opponent < 0 ? 0 : adjusted[opponent]!;
    let i = sorted.length;
    sorted.push(value);
    for (; i > 0 && sorted[i - 1]! > value; i--) sorted[i] = sorted[i - 1]!;
    sorted[i] = value;
  }
  const lo = Math.min(low, sorted.length);
  const hi = Math.min(high, sorted.length - lo);
  let total = 0;
  for (let i = lo; i < sorted.length - hi; i++) total += sorted[i]!;
  return total;
}

/** "R3 #12 2½ (adjusted; scored 3)" or "R4 0 (own half-point bye)". */
export function describeList(ctx: TiebreakContext, player: number, items: readonly Contribution[]): string {
  if (!items.length) return 'none';
  const { entries } = ctx.player(player);
  return items
    .map((c) => {
      if (c.opponent === undefined) return `${roundLabel(c.round)} 0 (${ownUnplayed(at(entries, c.round))})`;
      const actual = at(ctx.score, c.opponent);
      const note = c.value !== actual ? ` (adjusted; scored ${pts(actual)})` : '';
      return `${roundLabel(c.round)} ${ctx.label(c.opponent)} ${pts(c.value)}${note}`;
    })
    .join(', ');
}

/** Splits a list into what is kept and what is dropped: the `low` lowest and `high` highest. */
export function trim(
  list: readonly Contribution[],
  low: number,
  high: number,
): { kept: Contribution[]; dropped: Contribution[] } {
  const sorted = [...list].sort((a, b) => a.value - b.value || a.round - b.round);
  const lo = Math.min(low, sorted.length);
  const hi = Math.min(high, sorted.length - lo);
  return {
    kept: sorted.slice(lo, sorted.length - hi).sort((a, b) => a.round - b.round),
    dropped: [...sorted.slice(0, lo), ...sorted.slice(sorted.length - hi)],
  };
}

/** k of rules.md §3: how many are dropped at each end (two from `drop2from` rounds on). */
export function dropCount(rounds: number, drop2from: string): number {
  return rounds >= Number(drop2from) ? 2 : 1;
}
