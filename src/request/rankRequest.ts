/**
 * What to rank with, from what the director asked: the order (resolveOrder), "after round N" and
 * drawing of lots with its seed. Rank standings, prize lists and Explain all rank with this.
 */
import type { MissingDataRule } from '../standings/missingData';
import type { RankRequest } from '../standings/rank';
import { missingDataDefault, OrderRequest, resolveOrder } from './order';
import { accepted, Parsed } from './refusal';

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
