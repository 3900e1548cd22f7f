/**
 * Small helpers that tiebreak explanations share, so they read alike. Explanations are built
 * only when asked for: values carry a closure, not a string.
 */
import { formatPoints, Quarters } from '../model/points';
import { KIND_LABEL, Entry } from '../model/tournament';

/** One counted or dropped item of a sum: an opponent's score, or an own unplayed round. */
export interface Contribution {
  round: number;
  value: Quarters;
  /** The opponent met, or undefined for an own unplayed round. */
  opponent?: number;
}

export function roundLabel(round: number): string {
  return `R${round + 1}`;
}

/** "own half-point bye": why an own unplayed round contributes what it does. */
export function ownUnplayed(entry: Entry): string {
  return `own ${KIND_LABEL[entry.kind]}`;
}

export function sumOf(items: readonly Contribution[]): Quarters {
  let total = 0;
  for (const c of items) total += c.value;
  return total;
}

export function pts(q: Quarters): string {
  return formatPoints(q);
}
