/** Small helpers that tiebreak explanations share, so they read alike. */
import { formatPoints, Quarters } from '../model/points';
import { KIND_LABEL, Entry } from '../model/tournament';

/** One counted or dropped item of a sum, e.g. "R3 #12 2½". */
export interface Contribution {
  round: number;
  value: Quarters;
  /** "R3 #12 2½" or "R4 0 (own half-point bye)". */
  text: string;
}

export function roundLabel(round: number): string {
  return `R${round + 1}`;
}

/** "own half-point bye": why an own unplayed round contributes what it does. */
export function ownUnplayed(entry: Entry): string {
  return `own ${KIND_LABEL[entry.kind]}`;
}

export function listText(items: readonly Contribution[]): string {
  return items.length ? items.map((c) => c.text).join(', ') : 'none';
}

export function sumOf(items: readonly Contribution[]): Quarters {
  let total = 0;
  for (const c of items) total += c.value;
  return total;
}

export function pts(q: Quarters): string {
  return formatPoints(q);
}
