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
import { GroupOptions } from './groups';
import type { Cents } from './money';
import { Offer, offerFor } from './offer';
import type { Prize, PrizeTable } from './table';

/** How many prizes a player may take (of each kind, see CashAndTrophy). */
export type PrizeLimit =
  /** One prize each, the larger one (US Chess 32B1); the default. */
  | 'larger'
  /** One prize each; groups are awarded in the table's order and skip players already paid. */
  | 'first'
  /** No limit: a player may win in every group he belongs to (one place per group). */
  | 'off';

/** With a limit: how cash prizes and indivisible prizes (trophies) count against it. */
export type CashAndTrophy =
  /** One cash prize and one trophy per player, each limited on its own (the default). */
  | 'both'
  /** One prize of either kind; offered both, a player takes the cash. */
  | 'cash'
  /** One prize of either kind; offered both, a player takes the trophy. */
  | 'trophy';

export const CASH_AND_TROPHY: readonly CashAndTrophy[] = ['both', 'cash', 'trophy'];

/** Tied players who are winners of different groups' prizes (US Chess 32B3). */
export type TiedClassPrizes =
  /** Each group's prizes pooled on their own (32B2), the larger award first (32B1); the default. */
  | 'separate'
  /** 32B3's combined pool: the cash prizes of every group the tie wins, summed and divided (combine.ts). */
  | 'combine';

export const TIED_CLASS_PRIZES: readonly TiedClassPrizes[] = ['separate', 'combine'];

export interface PrizeOptions extends GroupOptions {
  limit: PrizeLimit;
  cashAndTrophy: CashAndTrophy;
  /** Absent means "separate": the behaviour before 32B3's combined pool was offered. */
  tiedClassPrizes?: TiedClassPrizes;
}

export const DEFAULT_PRIZE_OPTIONS: PrizeOptions = { limit: 'larger', cashAndTrophy: 'both', unratedInRatingGroups: false };

export interface Winner {
  /** Index into tournament.players. */
  player: number;
  /** The player's share in cents, or null for an indivisible prize. */
  cash: Cents | null;
}

export interface Award {
  /** Index into PrizeTable.groups. */
  group: number;
  /** The prizes this award gives out (several when tied players pool them). */
  prizes: Prize[];
  winners: Winner[];
  /** The pooled cash, for a cash award. */
  pool: Cents | null;
  /** "1st" or "2nd-4th": the places the award covers (a tie's places, trophies among them). */
  places: string;
  /** "3 tied on 3½ for 2nd-4th: $100.00 + $50.00 + $25.00 = $175.00 pooled, split 3 ways". */
  how: string;
}

export interface Unawarded {
  group: number;
  prize: Prize;
  reason: string;
}

export interface PrizeList {
  standings: Standings;
  table: PrizeTable;
  options: PrizeOptions;
  /** In the order they were decided. */
  awards: Award[];
  unawarded: Unawarded[];
}

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
export function allocatePrizes(standings: Standings, table: PrizeTable, options: PrizeOptions = DEFAULT_PRIZE_OPTIONS): PrizeList {
  const combine = options.tiedClassPrizes === 'combine';
  if (combine && (options.limit !== 'larger' || options.cashAndTrophy !== 'both')) {
    throw new Error('Combining tied players\' prizes (US Chess 32B3) works with one cash prize each, the larger (limit "larger"), and cash and trophies limited separately (cashAndTrophy "both").');
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
