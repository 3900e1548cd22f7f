/**
 * Small helpers that tiebreak explanations share, so they read alike. Explanations are built
 * only when asked for: values carry a closure or an Explained, not a string.
 */
import { formatPoints, Quarters } from '../model/points';
import { KIND_LABEL, Entry } from '../model/tournament';
import type { TiebreakContext } from './context';
import type { TiebreakOptions, TiebreakValue } from './types';

/** Writes a player system's explanation of `value` from the same inputs the value came from. */
export type Explainer = (ctx: TiebreakContext, player: number, value: number, options: TiebreakOptions) => string;

/**
 * A player system's value whose explanation is written only when asked for, by `explainer` from
 * the same inputs: one small object and no closure, as a ranking keeps one for every player and
 * system of the order (10,000 players × 4 systems for a large open).
 */
export class Explained implements TiebreakValue {
  constructor(
    readonly value: number,
    private readonly explainer: Explainer,
    private readonly ctx: TiebreakContext,
    private readonly player: number,
    private readonly options: TiebreakOptions,
  ) {}

  explain(): string {
    return this.explainer(this.ctx, this.player, this.value, this.options);
  }
}

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
