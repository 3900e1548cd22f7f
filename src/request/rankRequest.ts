/**
 * What to rank with, from what the director asked: the order (resolveOrder), "after round N" and
 * drawing of lots with its seed. Rank standings, prize lists and Explain all rank with this.
 */
import type { Tournament } from '../model/tournament';
import { inProgressText } from '../read/rounds';
import type { MissingDataRule } from '../standings/missingData';
import { isPastRoundsCounted, pastRoundsCounted, type RankRequest } from '../standings/rank';
import { missingDataDefault, OrderRequest, resolveOrder } from './order';
import { accepted, Parsed, refused } from './refusal';

export interface RankAsked extends OrderRequest {
  /** Standings after this round; undefined for every round. */
  afterRound?: number;
  /** Break what the order leaves by drawing of lots with this seed; undefined for no lots. */
  lotSeed?: number;
  /** A tie reaching a tiebreak the table has no data for; undefined: the rule set's own default. */
  missingData?: MissingDataRule;
}

export function rankRequest(r: RankAsked): Parsed<RankRequest> {
  const order = resolveOrder(r);
  if (!order.ok) return order;
  const missingData = r.missingData ?? missingDataDefault(r).rule;
  return accepted({ order: order.value, afterRound: r.afterRound, lotSeed: r.lotSeed, missingData });
}

/**
 * "after round N" against the table read: a round of the chart past the rounds counted (not yet
 * played, or in progress: read/rounds.ts) is refused with why, for each front end to word with its
 * own name for the setting. Other values are the engine's to check (checkRequest).
 */
export function afterRoundOfTable(t: Tournament, afterRound: number | undefined): Parsed<number | undefined> {
  if (afterRound === undefined || !isPastRoundsCounted(t, afterRound)) return accepted(afterRound);
  return refused('after-round-past-results', String(afterRound), pastRoundsCounted(t));
}

/**
 * The line a front end says when a ranking leaves out a round in progress (read/rounds.ts), in
 * the sidebar's own words (inProgressText): "round 5 in progress, 4 of 15 players without a
 * result yet; the standings are after round 4, the last complete round". Undefined when no round
 * is in progress, or when the director asked for after round N: those standings are the ones
 * asked for, whatever is typed of later rounds. A round nobody has a result in is not in progress.
 */
export function roundInProgressNotice(t: Tournament, afterRound: number | undefined): string | undefined {
  if (!t.roundInProgress || afterRound !== undefined) return undefined;
  return `${inProgressText(t.roundInProgress)}; the standings are after round ${t.rounds}, the last complete round`;
}
