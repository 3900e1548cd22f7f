/**
 * The shapes of a prize allocation: the director's options, the running state while prizes are
 * handed out, and the result. Kept apart from the code that fills them (allocate.ts and the
 * modules it calls) so the allocation's files import one another in a straight line:
 * types ← eligibility ← offer ← combine ← allocate. The rules are set out in allocate.ts.
 */
import type { Standings } from '../standings/rank';
import type { GroupOptions } from './groups';
import type { Cents } from './money';
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

export const DEFAULT_PRIZE_OPTIONS: PrizeOptions = {
  limit: 'larger',
  cashAndTrophy: 'both',
  unratedInRatingGroups: false,
};

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

/** Cash is shared among tied players (32B2); a prize without cash is indivisible, a "trophy". */
export type Kind = 'cash' | 'trophy';

/** A prize a player has taken: what the limit checks and what "already has …" names. */
export interface Held {
  group: number;
  kind: Kind;
  text: string;
}

/** The allocation so far: what each player holds, which prizes are left, and what was decided. */
export interface Allocation {
  readonly standings: Standings;
  readonly table: PrizeTable;
  readonly options: PrizeOptions;
  /** Position of each player in the standings, for "in tiebreak order". */
  readonly position: Map<number, number>;
  readonly held: Map<number, Held[]>;
  /** Prizes of each group not yet awarded or given up, in place order. */
  readonly left: Prize[][];
  /** In the order they were decided. */
  readonly awards: Award[];
  readonly unawarded: Unawarded[];
}
