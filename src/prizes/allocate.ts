/**
 * Who wins which prize, in one pass over the standings, every step explained.
 *
 * The rules (US Chess Official Rules, 7th ed., as quoted by US Chess's forum and columns; the
 * numbers have not been checked against the printed book):
 * - 32B2: tied players share the cash prizes of the places they tie for, pooled and divided
 *   equally (the "place" by score, "2-4", of rules.md §5). More tied players than prizes: the
 *   pool is still split among all of them. Rounding: ROUNDING_RULE (money.ts).
 * - Indivisible prizes (trophies, medals) cannot be split: they go by tiebreak rank (rules.md §5,
 *   rule 34); players the tiebreaks leave tied are named, and the director draws lots (--lots).
 * - 32B1: a player receives one cash prize, the largest one he can win. Here "larger" decides
 *   every choice: at each step the award worth the most per player is made first, so a player
 *   who could take a U1800 prize worth more than his share of a place prize takes the U1800
 *   prize and the place prizes are shared by the others (32B3's "unless any of the winners
 *   would receive more money by winning only a particular prize"). Whether a trophy counts
 *   above or below cash is the director's choice (prefer).
 * - 28D: unrated players are eligible for place prizes and unrated prizes only (groups.ts).
 *
 * Not done: 32B3's combined pool of prizes from different groups (a place prize and a class
 * prize summed and divided among all tied players). Each group's prizes are pooled on their own.
 */
import { formatPoints, Quarters } from '../model/points';
import type { Standings } from '../standings/rank';
import { GroupOptions } from './groups';
import { Cents, formatMoney, splitPool } from './money';
import { ordinal, Prize, PrizeTable } from './table';

/** How many prizes a player may take. */
export type PrizeLimit =
  /** One prize each, the larger one (US Chess 32B1); the default. */
  | 'larger'
  /** One prize each; groups are awarded in the table's order and skip players already paid. */
  | 'first'
  /** No limit: a player may win in every group he belongs to (one prize per group). */
  | 'off';

export interface PrizeOptions extends GroupOptions {
  limit: PrizeLimit;
  /** With limit "larger": whether a player offered both takes the cash (default) or the trophy. */
  prefer: 'cash' | 'trophy';
}

export const DEFAULT_PRIZE_OPTIONS: PrizeOptions = { limit: 'larger', prefer: 'cash', unratedInRatingGroups: false };

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

interface Offer {
  group: number;
  /** For ordering offers: cents per player; indivisible prizes above or below every amount. */
  worth: number;
  /** The table row of the head prize, to settle equal worth. */
  order: number;
  apply(): void;
}

export function allocatePrizes(standings: Standings, table: PrizeTable, options: PrizeOptions = DEFAULT_PRIZE_OPTIONS): PrizeList {
  const players = standings.tournament.players;
  const rows = standings.rows;
  /** Position of each player in the standings, for "in tiebreak order". */
  const position = new Map(rows.map((r, i) => [r.player, i]));
  const held = new Map<number, { group: number; text: string }[]>();
  const next = table.groups.map(() => 0);
  const awards: Award[] = [];
  const unawarded: Unawarded[] = [];
  const num = (p: number) => `#${players[p].number}`;
  const label = (g: number) => table.groups[g].group.label;

  /** Standings rows of players who may still win group g, in standings order, and why others ahead were passed over. */
  const candidates = (g: number) => {
    const group = table.groups[g].group;
    const passed: { at: number; why: string }[] = [];
    const list = rows.filter((row, at) => {
      const p = row.player;
      if (!group.includes(players[p], options)) {
        if (group.byRating && players[p].rating === null) passed.push({ at, why: `${num(p)} unrated (US Chess 28D)` });
        return false;
      }
      const mine = held.get(p) ?? [];
      if (mine.some((h) => h.group === g)) return false;
      if (options.limit !== 'off' && mine.length) {
        passed.push({ at, why: `${num(p)} already has ${mine[0].text}` });
        return false;
      }
      return true;
    });
    return { list, passed };
  };

  const give = (p: number, g: number, text: string) => {
    const mine = held.get(p) ?? [];
    mine.push({ group: g, text });
    held.set(p, mine);
  };

  /** The award group g's next prize would make now, or null when the group is done. */
  const offer = (g: number): Offer | null => {
    const prizes = table.groups[g].prizes;
    if (next[g] >= prizes.length) return null;
    const head = prizes[next[g]];
    const { list, passed } = candidates(g);
    if (!list.length) {
      return {
        group: g,
        worth: -Infinity,
        order: head.order,
        apply: () => {
          for (const prize of prizes.slice(next[g])) unawarded.push({ group: g, prize, reason: `no eligible player left in ${label(g)}` });
          next[g] = prizes.length;
        },
      };
    }
    const top = list[0];
    // Players ranked above the winner who could not take this prize, so the director sees why.
    const over = passed.filter((x) => x.at < position.get(top.player)!).map((x) => x.why);
    const ahead = over.length ? `; passed over: ${over.slice(0, 5).join(', ')}${over.length > 5 ? ', …' : ''}` : '';
    if (head.cash === null) {
      const second = list[1];
      const sharedRank = second && second.rank === top.rank;
      const by = !second || second.score !== top.score ? `clear on ${formatPoints(top.score)}` : sharedRank
        ? `rank ${top.rank} on ${formatPoints(top.score)}, tied with ${list.filter((r) => r.rank === top.rank).slice(1).map((r) => num(r.player)).join(', ')} on every tiebreak: decide by lot (--lots SEED)`
        : `by tiebreak rank ${top.rank}, ahead of ${num(second.player)} (rank ${second.rank}) on ${formatPoints(top.score)}`;
      return {
        group: g,
        worth: options.prefer === 'trophy' ? Infinity : -1,
        order: head.order,
        apply: () => {
          next[g]++;
          give(top.player, g, `${label(g)} ${ordinal(head.place)} (${head.text})`);
          awards.push({ group: g, prizes: [head], winners: [{ player: top.player, cash: null }], pool: null, how: `${label(g)} ${ordinal(head.place)}: ${by}${ahead}` });
        },
      };
    }
    // Everyone on the top score ties for the next places: their cash prizes are pooled (32B2).
    const tied = list.filter((r) => r.score === top.score).sort((a, b) => position.get(a.player)! - position.get(b.player)!);
    const window: Prize[] = [];
    for (let k = next[g]; k < prizes.length && window.length < tied.length && prizes[k].cash !== null; k++) window.push(prizes[k]);
    const pool = window.reduce((sum, p) => sum + p.cash!, 0);
    const shares = splitPool(pool, tied.length);
    return {
      group: g,
      worth: shares[shares.length - 1],
      order: head.order,
      apply: () => {
        next[g] += window.length;
        const places = window.length === 1 ? ordinal(window[0].place) : `${ordinal(window[0].place)}-${ordinal(window[window.length - 1].place)}`;
        tied.forEach((r, i) => give(r.player, g, `${label(g)} ${places} (${formatMoney(shares[i])})`));
        awards.push({
          group: g,
          prizes: window,
          winners: tied.map((r, i) => ({ player: r.player, cash: shares[i] })),
          pool,
          how: cashHow(label(g), places, top.score, tied.length, window, pool, shares) + ahead,
        });
      },
    };
  };

  for (;;) {
    const offers = table.groups.map((_, g) => offer(g)).filter((o): o is Offer => o !== null);
    if (!offers.length) break;
    // "larger": the offer worth most per player first; otherwise the table's order.
    const best =
      options.limit === 'larger'
        ? offers.reduce((a, b) => (b.worth > a.worth || (b.worth === a.worth && b.order < a.order) ? b : a))
        : offers.reduce((a, b) => (b.group < a.group ? b : a));
    best.apply();
  }
  return { standings, table, options, awards, unawarded };
}

function cashHow(group: string, places: string, score: Quarters, players: number, window: Prize[], pool: Cents, shares: Cents[]): string {
  if (players === 1) return `${group} ${places}: clear on ${formatPoints(score)}`;
  const parts = window.map((p) => formatMoney(p.cash!));
  const sum = parts.length > 1 ? `${parts.join(' + ')} = ${formatMoney(pool)}` : formatMoney(pool);
  const left = pool - shares[shares.length - 1] * players;
  const split =
    left === 0
      ? `${formatMoney(shares[0])} each`
      : `${formatMoney(shares[shares.length - 1])} each, and the ${left === 1 ? 'cent left over goes to the first' : `${left} cents left over go one each to the first ${left}`} by tiebreak`;
  return `${group} ${places}: ${players} tied on ${formatPoints(score)}, ${sum} pooled and split ${players} ways (US Chess 32B2), ${split}`;
}
