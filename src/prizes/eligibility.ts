/**
 * Who may still win what while the prizes are handed out: the allocation's running state, and
 * the eligibility (US Chess 28D) and one-prize limit (32B1) that decide each group's candidates.
 * The rules are set out in allocate.ts.
 */
import type { Standings, StandingRow } from '../standings/rank';
import { at } from '../tiebreaks/lookup';
import type { Prize, PrizeTable } from './table';
import type { Allocation, Held, Kind, PrizeOptions } from './types';

/** Cash is shared among tied players (32B2); a prize without cash is indivisible, a "trophy". */
export const kindOf = (p: Prize): Kind => (p.cash === null ? 'trophy' : 'cash');

/** Nothing awarded yet: every group's prizes are left. */
export function startAllocation(standings: Standings, table: PrizeTable, options: PrizeOptions): Allocation {
  return {
    standings,
    table,
    options,
    position: new Map(standings.rows.map((r, i) => [r.player, i])),
    held: new Map(),
    left: table.groups.map((g) => [...g.prizes]),
    awards: [],
    unawarded: [],
  };
}

/** "#12": a player as the explanations name him, by his pairing number. */
export const playerNumber = (a: Allocation, p: number) => `#${at(a.standings.tournament.players, p).number}`;

/** Prize group g of the table (its row of prizes is a.left[g]). */
const groupOf = (a: Allocation, g: number) => at(a.table.groups, g).group;

export const groupLabel = (a: Allocation, g: number) => groupOf(a, g).label;

/** US Chess 32B4 orders equal amounts by class, highest first: a group's rating ceiling, a group open to all counting highest. */
export const ceilingOf = (a: Allocation, g: number) => {
  const group = groupOf(a, g);
  return group.byRating ? (group.ceiling ?? Infinity) : Infinity;
};

/** US Chess 32B1 (one prize each): what stops player p taking a prize of this kind, or null when he may; "both" limits cash and trophies separately. */
export function blockedBy(a: Allocation, p: number, kind: Kind): Held | null {
  if (a.options.limit === 'off') return null;
  return (a.held.get(p) ?? []).find((h) => a.options.cashAndTrophy !== 'both' || h.kind === kind) ?? null;
}

/** How many of group g's players scored `score`, whether or not they may still win a prize here. */
export function onScoreIn(a: Allocation, g: number, score: number): number {
  const group = groupOf(a, g);
  const players = a.standings.tournament.players;
  return a.standings.rows.filter((r) => r.score === score && group.includes(at(players, r.player), a.options)).length;
}

/** One place per group, even with no limit: whether player p already took a prize in group g. */
const wonIn = (a: Allocation, p: number, g: number) => (a.held.get(p) ?? []).some((h) => h.group === g);

/**
 * The standings rows of players who may still win a prize of this kind in group g: in the group
 * (unrated players only in groups open to them, US Chess 28D), not held back by 32B1's limit,
 * and no place in the group yet. Also why others were passed over, for the explanation.
 */
export function candidates(
  a: Allocation,
  g: number,
  kind: Kind,
): { list: StandingRow[]; passed: { at: number; why: string }[] } {
  const players = a.standings.tournament.players;
  const group = groupOf(a, g);
  const passed: { at: number; why: string }[] = [];
  const list = a.standings.rows.filter((row, position) => {
    const p = row.player;
    const player = at(players, p);
    if (!group.includes(player, a.options)) {
      if (group.byRating && player.rating === null)
        passed.push({ at: position, why: `${playerNumber(a, p)} unrated (US Chess 28D)` });
      return false;
    }
    const block = blockedBy(a, p, kind);
    if (block) {
      // A player placed above in this group is not "passed over", unless he took the other kind here.
      if (block.group !== g || block.kind !== kind)
        passed.push({ at: position, why: `${playerNumber(a, p)} already has ${block.text}` });
      return false;
    }
    // One place per group: a tied player who took cash here had his chance at its trophies too.
    return !wonIn(a, p, g);
  });
  return { list, passed };
}

/** Records a prize player p took, so that 32B1's limit holds him from now on. */
export function give(a: Allocation, p: number, g: number, kind: Kind, text: string): void {
  const mine = a.held.get(p) ?? [];
  mine.push({ group: g, kind, text });
  a.held.set(p, mine);
}
