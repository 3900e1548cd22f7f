/**
 * What to rank with, from what the director asked: the order (resolveOrder), "after round N" and
 * drawing of lots with its seed. Rank standings, prize lists and Explain all rank with this.
 */
import type { RankRequest } from '../standings/rank';
import { OrderRequest, resolveOrder } from './order';
import { accepted, Parsed } from './refusal';

export interface RankAsked extends OrderRequest {
  /** Standings after this round; undefined for every round. */
  afterRound?: number;
  /** Break what the order leaves by drawing of lots with this seed; undefined for no lots. */
  lotSeed?: number;
}

export function rankRequest(r: RankAsked): Parsed<RankRequest> {
  const order = resolveOrder(r);
  if (!order.ok) return order;
  return accepted({ order: order.value, afterRound: r.afterRound, lotSeed: r.lotSeed });
}
