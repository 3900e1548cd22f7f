/**
 * FIDE C.07 14: modifiers that cut values from a sum. Cut-1/Cut-2 cut the one or two least
 * significant values; Median-1/Median-2 cut as many least and then as many most significant
 * values, in that order. C.07 16.5 (2024 and 2026 rules): for a player with voluntarily
 * unplayed rounds, each low cut takes the lowest contribution from such a round instead, unless
 * the least significant value contributes more (which only Sonneborn-Berger can meet: cut the
 * higher of the two).
 */
import { at } from '../lookup';
import type { Modifier } from './options';

export function cutCounts(modifier: string): { low: number; high: number } {
  switch (modifier as Modifier) {
    case 'C1':
      return { low: 1, high: 0 };
    case 'C2':
      return { low: 2, high: 0 };
    case 'M1':
      return { low: 1, high: 1 };
    case 'M2':
      return { low: 2, high: 2 };
    default:
      return { low: 0, high: 0 };
  }
}

/** One value of a sum, as the modifiers see it. */
export interface Cuttable {
  round: number;
  /** What "least significant" compares: an opponent's score, a rating. */
  key: number;
  /** What the item adds to the sum (for Sonneborn-Berger, the product). */
  value: number;
  /** A voluntarily unplayed round (C.07 16.1.2). */
  voluntary: boolean;
}

export interface CutResult<T> {
  kept: T[];
  /** In the order they were cut. */
  cut: T[];
}

const ascending = (a: Cuttable, b: Cuttable) => a.key - b.key || a.value - b.value || a.round - b.round;
const descending = (a: Cuttable, b: Cuttable) => b.key - a.key || b.value - a.value || a.round - b.round;

/**
 * Applies `modifier` to `items`. `voluntaryFirst` turns on the C.07 16.5 exception (2024 and
 * 2026 rules, Swiss only).
 */
export function applyModifier<T extends Cuttable>(
  items: readonly T[],
  modifier: string,
  voluntaryFirst: boolean,
): CutResult<T> {
  let { low, high } = cutCounts(modifier);
  let kept = [...items];
  const cut: T[] = [];
  low = Math.min(low, kept.length);
  high = Math.min(high, kept.length - low);
  for (let i = 0; i < low; i++) {
    const least = at([...kept].sort(ascending), 0);
    const voluntary = voluntaryFirst ? kept.filter((x) => x.voluntary).sort(ascending)[0] : undefined;
    const chosen = voluntary && !(least.value > voluntary.value) ? voluntary : least;
    cut.push(chosen);
    kept = kept.filter((x) => x !== chosen);
  }
  for (let i = 0; i < high; i++) {
    const most = at([...kept].sort(descending), 0);
    cut.push(most);
    kept = kept.filter((x) => x !== most);
  }
  return { kept: kept.sort((a, b) => a.round - b.round), cut };
}

/** "BH/C1" style label of a code and modifier, for explanations. */
export function withModifier(code: string, modifier: string): string {
  return modifier === 'none' ? code : `${code}/${modifier}`;
}
