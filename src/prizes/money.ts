/**
 * Money in whole cents (never floating point), read the ways a director types it and split
 * among tied players by one stated rule.
 */

/** Cents = integer number of cents. */
export type Cents = number;

/**
 * The largest prize fund a prize table may hold, in cents: $1,000,000,000,000.00. Every amount and
 * every sum of amounts (a pool, a combined pool, the whole table) stays below it, so all of them
 * are exact integers (far under 2^53) and no cent is ever lost in a sum.
 */
export const MAX_PRIZE_FUND_CENTS: Cents = 100_000_000_000_000;

/**
 * "$150", "150", "150.00", "$1,250.50", "12.5" as cents; null when the text is not an amount.
 * An amount too large to count to the cent is Infinity, for the caller to refuse (MAX_PRIZE_FUND_CENTS).
 */
export function parseMoney(text: string): Cents | null {
  const m = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  const [, whole, fraction] = m ?? [];
  if (whole === undefined) return null;
  const dollars = Number(whole.replace(/,/g, ''));
  const cents = fraction === undefined ? 0 : Number(fraction.padEnd(2, '0'));
  const total = dollars * 100 + cents;
  return Number.isSafeInteger(total) ? total : Infinity;
}

/** "$58.34", "$1,250.00". */
export function formatMoney(cents: Cents): string {
  const dollars = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  return `$${String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${rest}`;
}

/** The rounding rule, as printed under every prize list and in the README. */
export const ROUNDING_RULE =
  'Tied players share pooled cash equally: each share is the pool divided by the number of players, rounded down to the cent; ' +
  'the cents left over (fewer than the number of players) go one each to the tied players in tiebreak order, so the whole pool is paid ' +
  'and no two shares differ by more than one cent.';

/**
 * `pool` split among `players` (already in tiebreak order) by ROUNDING_RULE:
 * 17500 among 3 is [5834, 5833, 5833].
 */
export function splitPool(pool: Cents, players: number): Cents[] {
  const base = Math.floor(pool / players);
  const left = pool - base * players;
  return Array.from({ length: players }, (_, i) => base + (i < left ? 1 : 0));
}
