/**
 * A prize of the director's list out of a player's reach on score alone, before the last round is
 * paired, when every pairing cannot be ranked. Sound, not sharp: it says "out of reach" only where
 * the allocation (src/prizes, set out in allocate.ts) cannot give the prize whatever the pairing.
 *
 * The argument. Player p takes prize j of group g only as a winner of one of g's awards, and an
 * award's winners are players tied on the top score among those who may still take its kind
 * (offer.ts). Call A the players of g sure to finish above p (their worst final score above p's
 * best). At that award none of A may still take the prize, so each of them has either already
 * won in g, or holds a prize of another group that the one-prize limit counts (US Chess 32B1).
 * - Won in g: when g's prizes are all of one kind (all cash or all trophies), each award before
 *   p's hands out the next prizes in the table's order, as many as it has winners, so fewer than
 *   the prizes above j. (A group mixing cash and trophies may pool cash before a trophy among
 *   more players than places: no bound is claimed there.)
 * - Held elsewhere: group h's awards go to ties, each on one score; with h's prizes of one kind,
 *   every award but the last has as many winners as prizes, and the last at most the players of
 *   A in h who can end on one score ("tie"); with mixed prizes, each of its awards at most a tie.
 * So |A| > (prizes above j) + Σ over other groups h of that bound means p cannot take it. With
 * 32B3's combined pool (tiedClassPrizes "combine") the awards are made otherwise: no bound.
 */
import type { Quarters } from '../model/points';
import type { Player } from '../model/tournament';
import type { PrizeOptions, PrizeTable } from '../prizes';
import { POINTS } from '../model/tournament';
import { finalScoreRange, LastRoundEvent, scoreOf } from './event';
import type { DirectorPrize } from './prizeList';

/** Every final score a player can reach before the pairing: a win, a draw, a loss or the bye; a recorded round as it stands. */
export function finalScores(event: LastRoundEvent, q: number): Quarters[] {
  const now = scoreOf(event.before.players[q]!);
  const fixed = event.fixed.get(q);
  if (fixed) return [now + POINTS[fixed.kind]];
  const { toPair, pab } = event.unpaired!;
  if (toPair.length === 1) return [now + pab];
  return [...new Set([now, now + 2, now + 4, ...(toPair.length % 2 === 1 ? [now + pab] : [])])];
}

type Kinds = 'cash' | 'trophy' | 'mixed';

function kindsOf(table: PrizeTable, g: number): Kinds {
  const prizes = table.groups[g]!.prizes;
  if (prizes.every((p) => p.cash !== null)) return 'cash';
  return prizes.every((p) => p.cash === null) ? 'trophy' : 'mixed';
}

/** The players of `among` that can all end on one score: the most any single score can hold. */
function tieOf(scores: readonly (readonly Quarters[])[], among: readonly number[]): number {
  const count = new Map<Quarters, number>();
  for (const q of among) for (const s of scores[q]!) count.set(s, (count.get(s) ?? 0) + 1);
  return Math.max(0, ...count.values());
}

/** The most players of `among` (all in group h) that can hold one of h's prizes at once, by the argument above. */
function heldIn(
  table: PrizeTable,
  h: number,
  scores: readonly (readonly Quarters[])[],
  among: readonly number[],
): number {
  if (among.length === 0) return 0;
  const n = table.groups[h]!.prizes.length;
  const tie = tieOf(scores, among);
  const most = kindsOf(table, h) === 'mixed' ? n * tie : n - 1 + Math.max(1, tie);
  return Math.min(among.length, most);
}

/** Whether a prize of group h can hold back a player from a prize of kind `kind` (32B1's limit, and cash and trophies apart). */
function limits(table: PrizeTable, options: PrizeOptions, h: number, kind: 'cash' | 'trophy'): boolean {
  if (options.limit === 'off') return false;
  if (options.cashAndTrophy !== 'both') return true;
  return table.groups[h]!.prizes.some((p) => (p.cash === null ? 'trophy' : 'cash') === kind);
}

/** The event's players' final scores, worked out once for every question. */
export interface ScoreField {
  event: LastRoundEvent;
  scores: Quarters[][];
  range: [Quarters, Quarters][];
}

export function scoreField(event: LastRoundEvent): ScoreField {
  const players = event.before.players;
  return {
    event,
    scores: players.map((_, q) => finalScores(event, q)),
    range: players.map((_, q) => finalScoreRange(event, q)),
  };
}

/** True when player p provably cannot take prize d, whatever the pairing and results (the argument above). */
export function outOfReachOnScore(
  field: ScoreField,
  table: PrizeTable,
  options: PrizeOptions,
  p: number,
  d: DirectorPrize,
): boolean {
  if (options.tiedClassPrizes === 'combine') return false;
  const kind = kindsOf(table, d.group);
  if (kind === 'mixed') return false;
  const players = field.event.before.players;
  const inGroup = (h: number, q: Player) => table.groups[h]!.group.includes(q, options);
  const best = field.range[p]![1];
  const above = players.flatMap((q, i) => (i !== p && field.range[i]![0] > best && inGroup(d.group, q) ? [i] : []));
  const ahead = table.groups[d.group]!.prizes.findIndex((x) => x.place === d.place);
  // Held back by another group's prize: at most each group's bound, and only players in one of them.
  let held = 0;
  const heldBack = new Set<number>();
  table.groups.forEach((_, h) => {
    if (h === d.group || !limits(table, options, h, kind)) return;
    const there = above.filter((q) => inGroup(h, players[q]!));
    there.forEach((q) => heldBack.add(q));
    held += heldIn(table, h, field.scores, there);
  });
  return above.length > ahead + Math.min(held, heldBack.size);
}

/**
 * True when player p surely takes prize d: the first prize of a group nobody else is in, with
 * nothing that can hold p back from it (no other group's prize the limit counts, or no limit),
 * worth something (a share of $0 is no prize). p is then its only candidate from the start to
 * the group's award, which sooner or later is made (allocate.ts makes every group's awards).
 * Rarely so; 32B3's combined pool is left out.
 */
export function clinchedAlone(
  event: LastRoundEvent,
  table: PrizeTable,
  options: PrizeOptions,
  p: number,
  d: DirectorPrize,
): boolean {
  const players = event.before.players;
  const { group, prizes } = table.groups[d.group]!;
  const prize = prizes[0]!;
  if (options.tiedClassPrizes === 'combine' || prize.place !== d.place || prize.cash === 0) return false;
  if (players.some((q, i) => group.includes(q, options) !== (i === p))) return false;
  const kind = prize.cash === null ? 'trophy' : 'cash';
  return table.groups.every(
    (other, h) => h === d.group || !other.group.includes(players[p]!, options) || !limits(table, options, h, kind),
  );
}
