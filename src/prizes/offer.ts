/**
 * A group's next award: the players on the top score who may take its head prize (the tie), the
 * places they cover, who of them takes which prize, and what that is worth to them, so that
 * allocate.ts can choose which group's award to make first. The rules are set out in allocate.ts.
 */
import type { Quarters } from '../model/points';
import type { StandingRow } from '../standings/rank';
import { at } from '../tiebreaks/lookup';
import { blockedBy, candidates, ceilingOf, give, groupLabel, kindOf, onScoreIn, playerNumber } from './eligibility';
import { cashHow, passedOverText, placeRange, trophyHow } from './explain';
import { Cents, formatMoney, splitPool } from './money';
import { ordinal, Prize } from './table';
import type { Allocation, Kind } from './types';

export interface Offer {
  group: number;
  /** For ordering offers: cents per player; trophies above or below every amount. */
  worth: number;
  /** Equal worth: the highest class first (US Chess 32B4); groups open to all count highest. */
  ceiling: number;
  /** The table row of the head prize, to settle what is still equal. */
  order: number;
  /** The tie this award is for (for 32B3's combined pool, combine.ts): who, on what score, and the places they cover. */
  tie?: { score: Quarters; players: StandingRow[]; window: Prize[] };
  apply(): void;
}

/** Who of a tie takes which prize of its window (see deal). */
interface Plan {
  /** The window's cash prizes, pooled; none when no tied player may take cash. */
  cash: Prize[];
  /** The tied players who share the pool, in tiebreak order. */
  cashTo: StandingRow[];
  pool: Cents;
  trophies: { prize: Prize; row: StandingRow }[];
}

/** A group's next award as offered: all that making it needs, worked out before the choice. */
interface Tie {
  group: number;
  /** The group's prizes left, head first. */
  prizes: Prize[];
  /** The head prize's kind. */
  kind: Kind;
  /** Everyone who may take the head prize, in standings order. */
  list: StandingRow[];
  /** Those of list on its top score, in tiebreak order. */
  tied: StandingRow[];
  /** The places the tie covers. */
  window: Prize[];
  plan: Plan;
  /** plan.cashTo's shares of the pool, by ROUNDING_RULE. */
  shares: Cents[];
  /** "; passed over: …", added to the awards of the head prize's kind. */
  passedOver: string;
}

/**
 * The award group g's next place would make now, or null when the group is done. The players
 * on the top score among those who may take the head prize cover as many places as they are
 * (the window): its cash is pooled among them (32B2), its trophies go to them by tiebreak rank.
 */
export function offerFor(a: Allocation, g: number): Offer | null {
  const prizes = at(a.left, g);
  const [head] = prizes;
  if (!head) return null;
  const kind = kindOf(head);
  const { list, passed } = candidates(a, g, kind);
  const [top] = list;
  if (!top)
    return {
      group: g,
      worth: -Infinity,
      ceiling: ceilingOf(a, g),
      order: head.order,
      apply: () => giveUp(a, g, prizes, kind),
    };
  const tied = list
    .filter((r) => r.score === top.score)
    .sort((x, y) => a.position.get(x.player)! - a.position.get(y.player)!);
  const window = tieWindow(a, g, kind, tied, prizes);
  const plan = deal(a, tied, window, kind);
  const shares = plan.cashTo.length ? splitPool(plan.pool, plan.cashTo.length) : [];
  // Players ranked above the winners who could not take the head prize, so the director sees why.
  const passedOver = passedOverText(passed.filter((x) => x.at < a.position.get(top.player)!).map((x) => x.why));
  const tie: Tie = { group: g, prizes, kind, list, tied, window, plan, shares, passedOver };
  return {
    group: g,
    worth: worthOf(a, plan, shares),
    ceiling: ceilingOf(a, g),
    order: head.order,
    tie: { score: top.score, players: tied, window },
    apply: () => award(a, tie),
  };
}

/**
 * The prizes a tie covers: as many places as tied players (32B2). A trophy in a cash tie's window
 * goes with the tie only when no one else who may take the trophy is ranked above the tie's last
 * player (with cash and trophies limited separately, one holding cash elsewhere, such as a
 * champion who took a class prize, still may); otherwise the window stops before it.
 */
function tieWindow(a: Allocation, g: number, kind: Kind, tied: StandingRow[], prizes: Prize[]): Prize[] {
  const window = prizes.slice(0, tied.length);
  const firstTrophy = window.findIndex((p) => p.cash === null);
  const last = a.position.get(at(tied, tied.length - 1).player)!;
  if (
    kind === 'cash' &&
    firstTrophy > 0 &&
    candidates(a, g, 'trophy').list.some((r) => !tied.includes(r) && a.position.get(r.player)! < last)
  ) {
    return window.slice(0, firstTrophy);
  }
  return window;
}

/**
 * Who of the tied players takes which prize of the window. The tied players cover the window's
 * places in tiebreak order: each place goes to the best tied player left who may take its kind
 * (so the trophy at the tie's 3rd place goes to the 3rd of three tied who all may take cash,
 * but a tied player who may not take cash is not used up by a cash place and takes the next
 * trophy). The cash of the window is then pooled among all tied players who may take cash (32B2).
 */
function deal(a: Allocation, tied: StandingRow[], window: Prize[], headKind: Kind): Plan {
  const mode = a.options.cashAndTrophy;
  const cash = window.filter((p) => p.cash !== null);
  const onePrize = a.options.limit !== 'off' && mode !== 'both';
  const mayCash = (r: StandingRow) => headKind === 'cash' || !blockedBy(a, r.player, 'cash');
  const mayTrophy = (r: StandingRow) => headKind === 'trophy' || !blockedBy(a, r.player, 'trophy');
  // "cash" first: everyone tied who may take cash does, when there is cash to share.
  const cashFirst = onePrize && mode === 'cash' && cash.length ? tied.filter(mayCash) : [];
  const trophies: { prize: Prize; row: StandingRow }[] = [];
  const free = [...tied];
  for (const prize of window) {
    const may = prize.cash !== null ? mayCash : (r: StandingRow) => mayTrophy(r) && !cashFirst.includes(r);
    const i = free.findIndex(may);
    if (i < 0) continue;
    if (prize.cash === null) trophies.push({ prize, row: at(free, i) });
    free.splice(i, 1);
  }
  const cashTo = !cash.length
    ? []
    : onePrize && mode === 'cash'
      ? cashFirst
      : tied.filter((r) => mayCash(r) && !(onePrize && trophies.some((t) => t.row === r)));
  // No more than one cash prize goes into the pool for each winner (32B1, 32B3): the places of
  // tied players who may not take cash pass on to the players below.
  const pooled = cash.slice(0, cashTo.length);
  return { cash: pooled, cashTo, pool: pooled.reduce((sum, p) => sum + p.cash!, 0), trophies };
}

/**
 * What an offer is worth per player, for 32B1's "larger": its smallest cash share. Under "trophy"
 * (trophy first) an offer with a trophy counts above every amount when there is a limit, and
 * trophies alone always do; otherwise trophies alone count below every amount.
 */
function worthOf(a: Allocation, plan: Plan, shares: Cents[]): number {
  const mode = a.options.cashAndTrophy;
  return mode === 'trophy' && a.options.limit !== 'off' && plan.trophies.length
    ? Infinity
    : plan.cashTo.length
      ? at(shares, shares.length - 1)
      : mode === 'trophy'
        ? Infinity
        : -1;
}

/** No one left may take the head prize's kind in group g: its prizes of that kind go unawarded, the others stay. */
function giveUp(a: Allocation, g: number, prizes: Prize[], kind: Kind): void {
  for (const prize of prizes.filter((p) => kindOf(p) === kind))
    a.unawarded.push({ group: g, prize, reason: `no eligible player left in ${groupLabel(a, g)}` });
  a.left[g] = prizes.filter((p) => kindOf(p) !== kind);
}

/** Makes the offered award: the dealt prizes leave the group, the tie shares its cash (32B2) and takes its trophies by rank. */
function award(a: Allocation, tie: Tie): void {
  const { group: g, prizes, window, plan } = tie;
  const dealt = window.filter((p) => plan.cash.includes(p) || plan.trophies.some((t) => t.prize === p));
  if (!dealt.length) {
    // Cannot happen (the head's kind always goes to someone tied); never loop on it.
    a.unawarded.push({ group: g, prize: at(prizes, 0), reason: `no tied player could take it in ${groupLabel(a, g)}` });
    a.left[g] = prizes.slice(1);
    return;
  }
  a.left[g] = prizes.filter((p) => !dealt.includes(p));
  const places = placeRange(dealt);
  if (plan.cashTo.length) awardCash(a, tie, places);
  for (const { prize, row } of plan.trophies) awardTrophy(a, tie, prize, row);
}

/** The tie's pooled cash, share by share (32B2); a share of $0.00 (a pool of fewer cents than players) pays nothing, so it is no prize. */
function awardCash(a: Allocation, tie: Tie, places: string): void {
  const { group: g, plan, shares } = tie;
  const label = groupLabel(a, g);
  const shareOf = (i: number) => at(shares, i);
  plan.cashTo.forEach(
    (r, i) => shareOf(i) > 0 && give(a, r.player, g, 'cash', `${label} ${places} (${formatMoney(shareOf(i))})`),
  );
  a.awards.push({
    group: g,
    prizes: plan.cash,
    winners: plan.cashTo.map((r, i) => ({ player: r.player, cash: shareOf(i) })).filter((w) => w.cash > 0),
    pool: plan.pool,
    places,
    how:
      cashHow(
        label,
        places,
        at(tie.list, 0).score,
        tie.tied.length,
        notSharing(a, tie),
        plan.cash,
        plan.pool,
        shares,
        onScoreIn(a, g, at(tie.list, 0).score),
      ) + (tie.kind === 'cash' ? tie.passedOver : ''),
  });
}

/** Why tied players do not share the cash: they take a trophy here, or already hold cash (32B1). */
function notSharing(a: Allocation, tie: Tie): string[] {
  const { tied, plan } = tie;
  return tied
    .filter((r) => !plan.cashTo.includes(r))
    .map((r) => {
      const t = plan.trophies.find((x) => x.row === r);
      return t
        ? `${playerNumber(a, r.player)} takes the ${ordinal(t.prize.place)} (${t.prize.text})`
        : `${playerNumber(a, r.player)} already has ${blockedBy(a, r.player, 'cash')?.text ?? 'a prize'}`;
    });
}

/** An indivisible prize to one tied player, by tiebreak rank (rule 34): it cannot be split. */
function awardTrophy(a: Allocation, tie: Tie, prize: Prize, row: StandingRow): void {
  const g = tie.group;
  const label = groupLabel(a, g);
  give(a, row.player, g, 'trophy', `${label} ${ordinal(prize.place)} (${prize.text})`);
  const how = trophyHow(row, tie.tied, tie.list, (p) => playerNumber(a, p), onScoreIn(a, g, row.score));
  a.awards.push({
    group: g,
    prizes: [prize],
    winners: [{ player: row.player, cash: null }],
    pool: null,
    places: ordinal(prize.place),
    how: `${label} ${ordinal(prize.place)}: ${how}${tie.kind === 'trophy' ? tie.passedOver : ''}`,
  });
}
