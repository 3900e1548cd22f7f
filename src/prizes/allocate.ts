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
 * Not done: 32B3's combined pool of prizes from different groups (a place prize and a class
 * prize summed and divided among all tied players). Each group's prizes are pooled on their own.
 */
import { formatPoints, Quarters } from '../model/points';
import type { Standings, StandingRow } from '../standings/rank';
import { GroupOptions } from './groups';
import { Cents, formatMoney, splitPool } from './money';
import { ordinal, Prize, PrizeTable } from './table';

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

export interface PrizeOptions extends GroupOptions {
  limit: PrizeLimit;
  cashAndTrophy: CashAndTrophy;
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

type Kind = 'cash' | 'trophy';
const kindOf = (p: Prize): Kind => (p.cash === null ? 'trophy' : 'cash');

interface Offer {
  group: number;
  /** For ordering offers: cents per player; trophies above or below every amount. */
  worth: number;
  /** Equal worth: the highest class first (US Chess 32B4); groups open to all count highest. */
  ceiling: number;
  /** The table row of the head prize, to settle what is still equal. */
  order: number;
  apply(): void;
}

const placeRange = (prizes: Prize[]) => (prizes.length === 1 ? ordinal(prizes[0].place) : `${ordinal(prizes[0].place)}-${ordinal(prizes[prizes.length - 1].place)}`);

export function allocatePrizes(standings: Standings, table: PrizeTable, options: PrizeOptions = DEFAULT_PRIZE_OPTIONS): PrizeList {
  const players = standings.tournament.players;
  const rows = standings.rows;
  /** Position of each player in the standings, for "in tiebreak order". */
  const position = new Map(rows.map((r, i) => [r.player, i]));
  const held = new Map<number, { group: number; kind: Kind; text: string }[]>();
  /** Prizes of each group not yet awarded or given up, in place order. */
  const left = table.groups.map((g) => [...g.prizes]);
  const awards: Award[] = [];
  const unawarded: Unawarded[] = [];
  const num = (p: number) => `#${players[p].number}`;
  const label = (g: number) => table.groups[g].group.label;
  const ceiling = (g: number) => (table.groups[g].group.byRating ? table.groups[g].group.ceiling ?? Infinity : Infinity);
  const mode = options.cashAndTrophy;

  /** What stops player p taking a prize of this kind, or null when he may. */
  const blockedBy = (p: number, kind: Kind) => {
    if (options.limit === 'off') return null;
    return (held.get(p) ?? []).find((h) => mode !== 'both' || h.kind === kind) ?? null;
  };
  const wonIn = (p: number, g: number) => (held.get(p) ?? []).some((h) => h.group === g);

  /** Standings rows of players who may still win a prize of this kind in group g, and why others were passed over. */
  const candidates = (g: number, kind: Kind) => {
    const group = table.groups[g].group;
    const passed: { at: number; why: string }[] = [];
    const list = rows.filter((row, at) => {
      const p = row.player;
      if (!group.includes(players[p], options)) {
        if (group.byRating && players[p].rating === null) passed.push({ at, why: `${num(p)} unrated (US Chess 28D)` });
        return false;
      }
      const block = blockedBy(p, kind);
      if (block) {
        // A player placed above in this group is not "passed over", unless he took the other kind here.
        if (block.group !== g || block.kind !== kind) passed.push({ at, why: `${num(p)} already has ${block.text}` });
        return false;
      }
      // One place per group: a tied player who took cash here had his chance at its trophies too.
      return !wonIn(p, g);
    });
    return { list, passed };
  };

  const give = (p: number, g: number, kind: Kind, text: string) => {
    const mine = held.get(p) ?? [];
    mine.push({ group: g, kind, text });
    held.set(p, mine);
  };

  /**
   * The award group g's next place would make now, or null when the group is done. The players
   * on the top score among those who may take the head prize cover as many places as they are
   * (the window): its cash is pooled among them, its trophies go to them by tiebreak rank.
   */
  const offer = (g: number): Offer | null => {
    const prizes = left[g];
    if (!prizes.length) return null;
    const head = prizes[0];
    const kind = kindOf(head);
    const { list, passed } = candidates(g, kind);
    if (!list.length) {
      return {
        group: g,
        worth: -Infinity,
        ceiling: ceiling(g),
        order: head.order,
        apply: () => {
          for (const prize of prizes.filter((p) => kindOf(p) === kind)) unawarded.push({ group: g, prize, reason: `no eligible player left in ${label(g)}` });
          left[g] = prizes.filter((p) => kindOf(p) !== kind);
        },
      };
    }
    const top = list[0];
    const tied = list.filter((r) => r.score === top.score).sort((a, b) => position.get(a.player)! - position.get(b.player)!);
    let window = prizes.slice(0, tied.length);
    // Cash and trophies limited separately: a trophy in a cash tie's window goes with the tie only
    // when no one else who may take the trophy is ranked above its last player (one holding cash
    // elsewhere, such as a champion who took a class prize, still may).
    const firstTrophy = window.findIndex((p) => p.cash === null);
    const last = position.get(tied[tied.length - 1].player)!;
    if (kind === 'cash' && firstTrophy > 0 && candidates(g, 'trophy').list.some((r) => !tied.includes(r) && position.get(r.player)! < last)) {
      window = window.slice(0, firstTrophy);
    }
    const plan = deal(tied, window, kind);
    // Players ranked above the winners who could not take the head prize, so the director sees why.
    const over = passed.filter((x) => x.at < position.get(top.player)!).map((x) => x.why);
    const ahead = over.length ? `; passed over: ${over.slice(0, 5).join(', ')}${over.length > 5 ? ', …' : ''}` : '';
    /** Why tied players do not share the cash: they take a trophy here, or already hold cash. */
    const aside = (sharing: StandingRow[]) =>
      tied
        .filter((r) => !sharing.includes(r))
        .map((r) => {
          const t = plan.trophies.find((x) => x.row === r);
          return t ? `${num(r.player)} takes the ${ordinal(t.prize.place)} (${t.prize.text})` : `${num(r.player)} already has ${blockedBy(r.player, 'cash')?.text ?? 'a prize'}`;
        });
    const shares = plan.cashTo.length ? splitPool(plan.pool, plan.cashTo.length) : [];
    const worth =
      mode === 'trophy' && options.limit !== 'off' && plan.trophies.length ? Infinity : plan.cashTo.length ? shares[shares.length - 1] : mode === 'trophy' ? Infinity : -1;
    return {
      group: g,
      worth,
      ceiling: ceiling(g),
      order: head.order,
      apply: () => {
        const dealt = window.filter((p) => plan.cash.includes(p) || plan.trophies.some((t) => t.prize === p));
        if (!dealt.length) {
          // Cannot happen (the head's kind always goes to someone tied); never loop on it.
          unawarded.push({ group: g, prize: head, reason: `no tied player could take it in ${label(g)}` });
          left[g] = prizes.slice(1);
          return;
        }
        left[g] = prizes.filter((p) => !dealt.includes(p));
        const places = placeRange(dealt);
        if (plan.cashTo.length) {
          // A share of $0.00 (a pool of fewer cents than players) pays nothing, so it is no prize.
          plan.cashTo.forEach((r, i) => shares[i] > 0 && give(r.player, g, 'cash', `${label(g)} ${places} (${formatMoney(shares[i])})`));
          awards.push({
            group: g,
            prizes: plan.cash,
            winners: plan.cashTo.map((r, i) => ({ player: r.player, cash: shares[i] })).filter((w) => w.cash > 0),
            pool: plan.pool,
            places,
            how: cashHow(label(g), places, top.score, tied.length, aside(plan.cashTo), plan.cash, plan.pool, shares) + (kind === 'cash' ? ahead : ''),
          });
        }
        for (const { prize, row } of plan.trophies) {
          give(row.player, g, 'trophy', `${label(g)} ${ordinal(prize.place)} (${prize.text})`);
          const how = trophyHow(row, tied, list, num);
          awards.push({ group: g, prizes: [prize], winners: [{ player: row.player, cash: null }], pool: null, places: ordinal(prize.place), how: `${label(g)} ${ordinal(prize.place)}: ${how}${kind === 'trophy' ? ahead : ''}` });
        }
      },
    };
  };

  /**
   * Who of the tied players takes which prize of the window. The tied players cover the window's
   * places in tiebreak order: each place goes to the best tied player left who may take its kind
   * (so the trophy at the tie's 3rd place goes to the 3rd of three tied who all may take cash,
   * but a tied player who may not take cash is not used up by a cash place and takes the next
   * trophy). The cash of the window is then pooled among all tied players who may take cash.
   */
  const deal = (tied: StandingRow[], window: Prize[], headKind: Kind) => {
    const cash = window.filter((p) => p.cash !== null);
    const onePrize = options.limit !== 'off' && mode !== 'both';
    const mayCash = (r: StandingRow) => headKind === 'cash' || !blockedBy(r.player, 'cash');
    const mayTrophy = (r: StandingRow) => headKind === 'trophy' || !blockedBy(r.player, 'trophy');
    // "cash" first: everyone tied who may take cash does, when there is cash to share.
    const cashFirst = onePrize && mode === 'cash' && cash.length ? tied.filter(mayCash) : [];
    const trophies: { prize: Prize; row: StandingRow }[] = [];
    const free = [...tied];
    for (const prize of window) {
      const may = prize.cash !== null ? mayCash : (r: StandingRow) => mayTrophy(r) && !cashFirst.includes(r);
      const at = free.findIndex(may);
      if (at < 0) continue;
      if (prize.cash === null) trophies.push({ prize, row: free[at] });
      free.splice(at, 1);
    }
    const cashTo = !cash.length ? [] : onePrize && mode === 'cash' ? cashFirst : tied.filter((r) => mayCash(r) && !(onePrize && trophies.some((t) => t.row === r)));
    return { cash: cashTo.length ? cash : [], cashTo, pool: cashTo.length ? cash.reduce((sum, p) => sum + p.cash!, 0) : 0, trophies };
  };

  for (;;) {
    const offers = table.groups.map((_, g) => offer(g)).filter((o): o is Offer => o !== null);
    if (!offers.length) break;
    // "larger": the offer worth most per player first, equal worth the highest class (32B4); otherwise the table's order.
    // (Compared, not subtracted: worth and ceiling may be ±Infinity.)
    const cmp = (x: number, y: number) => (x > y ? 1 : x < y ? -1 : 0);
    const ahead = (b: Offer, a: Offer) => cmp(b.worth, a.worth) || cmp(b.ceiling, a.ceiling) || cmp(a.order, b.order);
    const best =
      options.limit === 'larger'
        ? offers.reduce((a, b) => (ahead(b, a) > 0 ? b : a))
        : offers.reduce((a, b) => (b.group < a.group ? b : a));
    best.apply();
  }
  return { standings, table, options, awards, unawarded };
}

/** Why this tied (or clear) player takes the trophy: his tiebreak rank among those on his score. */
function trophyHow(row: StandingRow, tied: StandingRow[], list: StandingRow[], num: (p: number) => string): string {
  const score = formatPoints(row.score);
  const same = tied.filter((r) => r !== row && r.rank === row.rank);
  if (same.length) return `rank ${row.rank} on ${score}, tied with ${same.map((r) => num(r.player)).join(', ')} on every tiebreak: decide by lot (--lots SEED)`;
  const at = tied.indexOf(row);
  const below = tied[at + 1];
  if (below) return `by tiebreak rank ${row.rank}, ahead of ${num(below.player)} (rank ${below.rank}) on ${score}`;
  if (at > 0) return `by tiebreak rank ${row.rank}, ${ordinal(at + 1)} of ${tied.length} tied on ${score}`;
  return list.length > 1 && list[1].score === row.score ? `by tiebreak rank ${row.rank} on ${score}` : `clear on ${score}`;
}

function cashHow(group: string, places: string, score: Quarters, tied: number, aside: string[], window: Prize[], pool: Cents, shares: Cents[]): string {
  const players = shares.length;
  if (tied === 1) return `${group} ${places}: clear on ${formatPoints(score)}`;
  const parts = window.map((p) => formatMoney(p.cash!));
  const sum = parts.length > 1 ? `${parts.join(' + ')} = ${formatMoney(pool)}` : formatMoney(pool);
  // Tied players who do not share (a trophy here, cash elsewhere) are named between semicolons.
  const others = aside.length ? `; ${aside.join(', ')};` : ',';
  if (players === 1) return `${group} ${places}: ${tied} tied on ${formatPoints(score)}${others} ${sum} to the one left`;
  const left = pool - shares[shares.length - 1] * players;
  const split =
    left === 0
      ? `${formatMoney(shares[0])} each`
      : `${formatMoney(shares[shares.length - 1])} each, and the ${left === 1 ? 'cent left over goes to the first' : `${left} cents left over go one each to the first ${left}`} by tiebreak`;
  return `${group} ${places}: ${tied} tied on ${formatPoints(score)}${others} ${sum} pooled and split ${players} ways (US Chess 32B2), ${split}`;
}
