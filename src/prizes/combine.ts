/**
 * US Chess 32B3, ties for more than one prize, as amended (quoted on US Chess's forum,
 * uschess.discourse.group "YAPDQ"): "If winners of different prizes tie with each other, all the
 * cash prizes involved shall be summed and divided equally among the tied winners unless any of
 * the winners would receive more money by winning or dividing only a particular prize for which
 * others in the tie are ineligible. No player may receive an amount greater from the division of
 * those prizes than the largest prize for which he would be eligible if there were no tie. No more
 * than one cash prize shall go into the pool for each winner."
 *
 * Opt-in (PrizeOptions.tiedClassPrizes "combine"), read here score by score from the top:
 * - The tie: the players on the highest score that still wins cash in some group (each group's
 *   next cash award, offer.ts). The prizes involved: in each group, the places its tied players cover (32B2).
 * - The pool, one prize per winner: the largest involved prizes (equal amounts: the highest class
 *   first, 32B4) that can each be credited to a different tied player eligible for it.
 * - The cap: no one receives more than the largest involved prize he is eligible for ("if there
 *   were no tie"); what the cap holds back is shared by the others.
 * - "Unless": when the tied players of a group the others cannot win would receive more by
 *   dividing only that group's prizes, they take them (that group's ordinary 32B2 award), and the
 *   others are settled again as a tie of their own on the next step.
 * - When only one group's prizes go into the pool (a clear winner, or every tied player's best
 *   prizes are that group's places), that group's own award is made (32B2).
 * - Trophies: a group whose places at the tie include a trophy makes its own award first
 *   (trophies by tiebreak rank, its cash shared by the tie as 32B2); the other groups' cash is
 *   then combined among the tied players who may still take cash.
 */
import { formatPoints } from '../model/points';
import type { StandingRow } from '../standings/rank';
import { at } from '../tiebreaks/lookup';
import { give, groupLabel, playerNumber } from './eligibility';
import { placeRange } from './explain';
import { Cents, formatMoney, splitPool } from './money';
import type { Offer } from './offer';
import type { Prize } from './table';
import type { Allocation } from './types';

/** One group's part in the tie: its tied players and the cash places they cover. */
interface Part {
  offer: Offer;
  group: number;
  players: StandingRow[];
  window: Prize[];
}

interface Involved {
  prize: Prize;
  part: Part;
}

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

/**
 * Makes the next award of the top score still winning something: the combined 32B3 award when
 * more than one group's cash is involved, otherwise that score's own award. False when no group
 * has a player left to win, so the ordinary choice (allocate.ts) gives up what is left.
 */
export function settleTopTie(a: Allocation, offers: Offer[], choose: (offers: Offer[]) => Offer): boolean {
  const ties = offers.filter((o) => o.tie);
  if (!ties.length) return false;
  const score = Math.max(...ties.map((o) => o.tie!.score));
  const atScore = ties.filter((o) => o.tie!.score === score);
  // A group whose places here include a trophy makes its own award first (the tie is still whole, so its cash is shared by all of it).
  const withTrophy = atScore.filter((o) => o.tie!.window.some((p) => p.cash === null));
  if (withTrophy.length) {
    choose(withTrophy).apply();
    return true;
  }
  if (atScore.length === 1) {
    at(atScore, 0).apply();
    return true;
  }
  const parts: Part[] = atScore.map((o) => ({
    offer: o,
    group: o.group,
    players: o.tie!.players,
    window: o.tie!.window,
  }));
  const players = [...new Set(parts.flatMap((p) => p.players))].sort(
    (x, y) => a.position.get(x.player)! - a.position.get(y.player)!,
  );
  const { pooled, creditedTo } = choosePool(parts, players);
  const one = at(pooled, 0).part;
  if (
    pooled.every((i) => i.part === one) &&
    pooled.length === one.window.length &&
    one.players.length === players.length
  ) {
    // Only one group's prizes go into the pool (a clear winner's larger prize, 32B1): that group's own award.
    one.offer.apply();
    return true;
  }
  const total = sum(pooled.map((i) => i.prize.cash!));
  const caps = new Map(
    players.map((r) => [
      r,
      Math.max(...parts.filter((p) => p.players.includes(r)).flatMap((p) => p.window.map((w) => w.cash!))),
    ]),
  );
  const { shares, capped } = divideCapped(total, players, caps);
  const alone = betterAlone(parts, players, shares);
  if (alone) {
    const before = a.awards.length;
    alone.part.offer.apply();
    const n = alone.part.players.length;
    const theirs = sum(alone.part.players.map((r) => shares.get(r)!));
    const who =
      n === 1
        ? `him ${formatMoney(alone.pool)}, more than his`
        : `these ${n} ${formatMoney(alone.pool)}, more than their`;
    for (const award of a.awards.slice(before)) {
      if (award.pool !== null)
        award.how += `; 32B3: dividing only these prizes pays ${who} ${formatMoney(theirs)} from ${formatMoney(total)} pooled among all ${players.length} tied`;
    }
    return true;
  }
  awardCombined(a, score, parts, players, pooled, creditedTo, total, shares, capped);
  return true;
}

/**
 * "No more than one cash prize shall go into the pool for each winner": the largest involved
 * prizes, each credited to a different tied player who may win it (a greedy choice over
 * matchings, which is the largest such pool). Equal amounts: the highest class first (32B4), then the table's order.
 */
function choosePool(
  parts: Part[],
  players: StandingRow[],
): { pooled: Involved[]; creditedTo: Map<StandingRow, Involved> } {
  const cmp = (x: number, y: number) => (x > y ? 1 : x < y ? -1 : 0);
  const involved: Involved[] = parts.flatMap((part) => part.window.map((prize) => ({ prize, part })));
  involved.sort(
    (x, y) =>
      cmp(y.prize.cash!, x.prize.cash!) ||
      cmp(y.part.offer.ceiling, x.part.offer.ceiling) ||
      x.prize.order - y.prize.order,
  );
  let pooled: Involved[] = [];
  let creditedTo = new Map<StandingRow, Involved>();
  for (const item of involved) {
    if (pooled.length === players.length) break;
    const match = matching([...pooled, item], players);
    if (match) {
      pooled = [...pooled, item];
      creditedTo = match;
    }
  }
  return { pooled, creditedTo };
}

/** Each prize credited to a different eligible player (augmenting paths), or null when that cannot be done. */
function matching(items: Involved[], players: StandingRow[]): Map<StandingRow, Involved> | null {
  const owner = new Map<StandingRow, Involved>();
  const place = (item: Involved, seen: Set<StandingRow>): boolean => {
    for (const r of players) {
      if (!item.part.players.includes(r) || seen.has(r)) continue;
      seen.add(r);
      const held = owner.get(r);
      if (!held || place(held, seen)) {
        owner.set(r, item);
        return true;
      }
    }
    return false;
  };
  return items.every((item) => place(item, new Set())) ? owner : null;
}

/**
 * The pool split equally (ROUNDING_RULE), except that no one receives more than his cap; the
 * capped players take their cap and the others share the rest, until no share is over a cap.
 * The caps together are at least the pool (each pooled prize is at most its credited player's cap), so all of it is paid.
 */
function divideCapped(
  total: Cents,
  players: StandingRow[],
  caps: Map<StandingRow, Cents>,
): { shares: Map<StandingRow, Cents>; capped: StandingRow[] } {
  const result = new Map<StandingRow, Cents>();
  const capped: StandingRow[] = [];
  let rest = players;
  let left = total;
  for (;;) {
    const shares = splitPool(left, rest.length);
    const over = rest.filter((r, i) => at(shares, i) > caps.get(r)!);
    if (!over.length) {
      rest.forEach((r, i) => result.set(r, at(shares, i)));
      return { shares: result, capped };
    }
    for (const r of over) {
      result.set(r, caps.get(r)!);
      capped.push(r);
      left -= caps.get(r)!;
    }
    rest = rest.filter((r) => !over.includes(r));
  }
}

/**
 * 32B3's "unless": the group, among those some tied players cannot win, whose own tied players
 * would receive more by dividing only its prizes than their shares of the combined pool (the most per player first).
 */
function betterAlone(
  parts: Part[],
  players: StandingRow[],
  shares: Map<StandingRow, Cents>,
): { part: Part; pool: Cents } | null {
  let best: { part: Part; pool: Cents } | null = null;
  for (const part of parts) {
    if (part.players.length === players.length) continue;
    const pool = sum(part.window.map((p) => p.cash!));
    if (pool <= sum(part.players.map((r) => shares.get(r)!))) continue;
    // Per player, compared without dividing: pool / n against best.pool / best.n.
    if (!best || pool * best.part.players.length > best.pool * part.players.length) best = { part, pool };
  }
  return best;
}

/** The combined award: pooled prizes leave their groups, each tied player's share is recorded against the prize credited to him. */
function awardCombined(
  a: Allocation,
  score: number,
  parts: Part[],
  players: StandingRow[],
  pooled: Involved[],
  creditedTo: Map<StandingRow, Involved>,
  total: Cents,
  shares: Map<StandingRow, Cents>,
  capped: StandingRow[],
): void {
  const byGroup = parts
    .map((part) => ({ part, prizes: part.window.filter((p) => pooled.some((i) => i.prize === p)) }))
    .filter((x) => x.prizes.length)
    .sort((x, y) => x.part.group - y.part.group);
  for (const { part, prizes } of byGroup)
    a.left[part.group] = at(a.left, part.group).filter((p) => !prizes.includes(p));
  const first = at(byGroup, 0).part.group;
  const places = byGroup
    .map(({ part, prizes }, k) => (k === 0 ? placeRange(prizes) : `${groupLabel(a, part.group)} ${placeRange(prizes)}`))
    .join(' + ');
  for (const r of players) {
    const share = shares.get(r)!;
    if (share <= 0) continue;
    const g = creditedTo.get(r)?.part.group ?? parts.find((p) => p.players.includes(r))!.group;
    give(a, r.player, g, 'cash', `${groupLabel(a, first)} ${places} (${formatMoney(share)}, 32B3)`);
  }
  a.awards.push({
    group: first,
    prizes: byGroup.flatMap((x) => x.prizes),
    winners: players.filter((r) => shares.get(r)! > 0).map((r) => ({ player: r.player, cash: shares.get(r)! })),
    pool: total,
    places,
    how: combinedHow(a, score, parts, players, pooled, total, shares, capped),
  });
}

/** "32B3: 4 tied on 4 for Overall 3rd-6th + U2400 1st-2nd: $1,379.00 + … = $2,987.00 pooled, one prize per winner; #3 …". */
function combinedHow(
  a: Allocation,
  score: number,
  parts: Part[],
  players: StandingRow[],
  pooled: Involved[],
  total: Cents,
  shares: Map<StandingRow, Cents>,
  capped: StandingRow[],
): string {
  const covers = [...parts]
    .sort((x, y) => x.group - y.group)
    .map((p) => `${groupLabel(a, p.group)} ${placeRange(p.window)}`)
    .join(' + ');
  const amounts = pooled.map((i) => formatMoney(i.prize.cash!));
  const sumText = amounts.length > 1 ? `${amounts.join(' + ')} = ${formatMoney(total)}` : formatMoney(total);
  let text = `32B3: ${players.length} tied on ${formatPoints(score)} for ${covers}: ${sumText} pooled, one prize per winner`;
  for (const r of capped)
    text += `; ${playerNumber(a, r.player)} receives ${formatMoney(shares.get(r)!)}, the largest prize he could win without the tie`;
  const rest = players.filter((r) => !capped.includes(r));
  if (rest.length) {
    const restPool = total - sum(capped.map((r) => shares.get(r)!));
    const low = Math.min(...rest.map((r) => shares.get(r)!));
    const extra = restPool - low * rest.length;
    const each =
      extra === 0
        ? `${formatMoney(low)} each`
        : `${formatMoney(low)} each, and the ${extra === 1 ? 'cent left over goes to the first' : `${extra} cents left over go one each to the first ${extra}`} by tiebreak`;
    text += capped.length
      ? `; the other ${rest.length} share ${formatMoney(restPool)}, ${each}`
      : `, split ${players.length} ways, ${each}`;
  }
  for (const part of parts) {
    if (part.players.length === players.length) continue;
    const alone = sum(part.window.map((p) => p.cash!));
    text += `; dividing only ${groupLabel(a, part.group)} (${formatMoney(alone)} among ${part.players.length}) would not pay them more`;
  }
  return `${text} (US Chess 32B3)`;
}
