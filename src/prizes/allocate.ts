/**
 * Who wins which prize, in one pass over the standings, every step explained.
 *
 * The rules (US Chess Official Rules, 7th ed.). 32B1, 32B3, 32B4 and 28D are as US Chess's forum
 * quotes them (uschess.discourse.group "Prize distribution", "Rule 28D Question"); the number
 * 32B2 for pooling a tie's place prizes was not found quoted and is unchecked against the book:
 * - 32B2: tied players share the cash prizes of the places they tie for, pooled and divided
 *   equally (the "place" by score, "2-4", of rules.md §5). More tied players than prizes: the
 *   pool is still split among all of them. Rounding: ROUNDING_RULE (money.ts).
 * - Indivisible prizes (trophies, medals) cannot be split: they go by tiebreak rank (rules.md §5,
 *   rule 34). Tied players cover the places of their tie, so with three tied on top and
 *   "$100, $50, Trophy" the two cash prizes are pooled among the three and the 3rd-place trophy
 *   goes to the third of them by tiebreak; a tied player who may not take cash covers no cash
 *   place and takes the next trophy instead. Players the tiebreaks leave tied are named, and the
 *   director draws lots (--lots).
 * - 32B1: a player receives one cash prize, the largest one he can win. Here "larger" decides
 *   every choice: at each step the award worth the most per player is made first, so a player
 *   who could take a U1800 prize worth more than his share of a place prize takes the U1800
 *   prize and the place prizes are shared by the others (32B3's "unless any of the winners
 *   would receive more money by winning only a particular prize").
 * - 32B1 is about cash. By default (cashAndTrophy "both") cash and trophies are limited
 *   separately: one cash prize and one trophy per player, so a champion who takes a class cash
 *   prize still receives the 1st-place trophy. "cash" / "trophy": one prize of either kind,
 *   that kind first, as events that announce "one prize per player" of any kind do.
 * - 32B4: a player eligible for class prizes of the same amount takes the highest class; so at
 *   equal worth the group with the highest rating ceiling goes first (a group open to all counts
 *   highest), and only then the table's order.
 * - 28D: unrated players are eligible for place prizes and unrated prizes only (groups.ts).
 *
 * By default each group's prizes are pooled on their own. 32B3's combined pool of prizes from
 * different groups (a place prize and a class prize summed and divided among all tied players)
 * is opt-in: tiedClassPrizes "combine" (combine.ts).
 */
import type { Standings } from '../standings/rank';
import { settleTopTie } from './combine';
import { startAllocation } from './eligibility';
import { Offer, offerFor } from './offer';
import type { PrizeTable } from './table';
import { DEFAULT_PRIZE_OPTIONS, PrizeList, PrizeOptions } from './types';

/** 32B1 "larger": the offer worth most per player first, at equal worth the highest class (32B4), then the table's order. */
function larger(offers: Offer[]): Offer {
  // Compared, not subtracted: worth and ceiling may be ±Infinity.
  const cmp = (x: number, y: number) => (x > y ? 1 : x < y ? -1 : 0);
  const ahead = (b: Offer, a: Offer) => cmp(b.worth, a.worth) || cmp(b.ceiling, a.ceiling) || cmp(a.order, b.order);
  return offers.reduce((a, b) => (ahead(b, a) > 0 ? b : a));
}

/** "first" and "off": groups are awarded in the table's order, each to the end before the next. */
const inTableOrder = (offers: Offer[]): Offer => offers.reduce((a, b) => (b.group < a.group ? b : a));

/** Hands out the table's prizes one award at a time: every group offers its next award, and the limit's rule picks which is made. */
export function allocatePrizes(
  standings: Standings,
  table: PrizeTable,
  options: PrizeOptions = DEFAULT_PRIZE_OPTIONS,
): PrizeList {
  const combine = options.tiedClassPrizes === 'combine';
  if (combine && (options.limit !== 'larger' || options.cashAndTrophy !== 'both')) {
    throw new Error(
      'Combining tied players\' prizes (US Chess 32B3) works with one cash prize each, the larger (limit "larger"), and cash and trophies limited separately (cashAndTrophy "both").',
    );
  }
  const a = startAllocation(standings, table, options);
  const choose = options.limit === 'larger' ? larger : inTableOrder;
  for (;;) {
    const offers = table.groups.map((_, g) => offerFor(a, g)).filter((o): o is Offer => o !== null);
    if (!offers.length) break;
    // 32B3: score by score from the top, the groups' cash combined; prizes nobody can win are given up after.
    if (combine && settleTopTie(a, offers, choose)) continue;
    choose(offers).apply();
  }
  return { standings, table, options, awards: a.awards, unawarded: a.unawarded };
}
