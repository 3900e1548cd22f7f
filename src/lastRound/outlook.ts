/**
 * Before the last round: for each player, the best and worst final rank and place over every way
 * the boards still to be played can end, by the rule set's own tiebreaks, and what each of their
 * own results gives.
 *
 * A player's answer is complete when every ending of the boards that can change their rank
 * (relevance.ts) was ranked: then every rank, place and condition is exact. Where those endings are
 * too many to rank, the places on score are still exact (places.ts) and bound the rank; endings
 * chosen to favour and to hurt the player, and a fixed sample of others, show ranks actually
 * reached. A bound that some ending reaches is exact too (`exact`); one that none reached stays a
 * bound, and the answer says so.
 */
import type { RankRequest } from '../standings/rank';
import type { TiebreakSpec } from '../tiebreaks/registry';
import { BoardResult, endings, LastRoundEvent, scoreOf } from './event';
import { EndingRanker, eachEnding, firstNumber, lastNumber, RankedEnding } from './outcomes';
import { better, PlaceRange, PlaceSpan, placeRange, spanText } from './places';
import { boardOf, boardsThatMatter, finalScores } from './relevance';
import { sampleEndings, targetedEndings } from './probes';
import { costlyOrder, keyTables, KeyTables } from './keyTables';
import { decisiveOf } from './decisive';
import { Field, ranksWith, RanksWith } from './exactRanks';
import type { Allowance } from './countSearch';

/**
 * What searches may spend (countSearch.ts: terms looked at, about 25 million a second) on the
 * whole answer, at most PLAYER_NODES of it for one player, given in order of best place so that
 * prize contenders come first; a worst rank past the prize places gets at most WORST_NODES.
 * SEARCH_NODES keeps a 60-player or a 200-player section within the 5 s asked of the CLI
 * (bench/scenarios.ts); once it is spent, the rest of the field gets its bounds on score.
 */
const SEARCH_NODES = 35_000_000;
const PLAYER_NODES = 8_000_000;
const WORST_NODES = 1_250_000;

/** What one of the player's own results gives (result null: their last round is already recorded). */
export interface OwnOutcome {
  result: BoardResult | null;
  /** Before the round is paired (result null): the points this outcome gains, in quarters (4 a win, 2 a draw, 0 a loss). */
  gain?: number;
  /** The ranks endings gave, ascending: all of them when the outlook is complete, else those seen. */
  ranks: number[];
  /** The best and worst rank the scores allow with this result (bounds, always true). */
  bounds: [number, number];
  bestPlace: string;
  worstPlace: string;
  /** Complete outlooks only: the other boards varied and, per ending of them (base 3, first board first), the rank. */
  table?: { boards: number[]; ranks: number[] };
  /**
   * Searched outlooks (exactRanks.ts): every rank up to this one is in `ranks` exactly when some
   * ending gives it, and the boards that can change the rank (the player's own left out).
   */
  checkedUpTo?: number;
  boards?: number[];
  /**
   * Searched outlooks: the endings found for the best and the worst rank (with a group system in
   * the order, ranked: the rank each gives is one of `ranks`).
   */
  reachedBy?: { best: BoardResult[]; worst: BoardResult[] };
}

export interface PlayerOutlook {
  player: number;
  bestRank: number;
  worstRank: number;
  bestPlace: string;
  worstPlace: string;
  /** bestRank and worstRank are each reached by some ending (else they are bounds). */
  exact: boolean;
  /** Every ending that can change this player's rank was ranked: every rank and condition is known. */
  complete: boolean;
  /** Why the answer is not complete, when it is not. */
  why?: string;
  /** The last round is not paired yet: ranks and places are on score only (unpaired.ts). */
  unpaired?: boolean;
  /** Index of the player's board, -1 when their last round is already recorded or not paired yet. */
  ownBoard: number;
  own: OwnOutcome[];
}

export interface OutlookRequest extends RankRequest {
  /** At most this many endings are ranked in all (default: defaultBudget for the field's size). */
  budget?: number;
  /** Only these players' outlooks (indexes), when one player's line is asked for; default everyone. */
  players?: readonly number[];
  /** The prize places a searched answer checks one by one (default 5). */
  places?: number;
  /**
   * False: rank endings only, never search (exactRanks.ts), as before searching was added; what
   * the budget leaves unranked is bounds. For comparing the two in bench/ and the tests.
   */
  search?: boolean;
}

/**
 * Rankings allowed in all: about 3 s of one core under US rules, where a ranking costs about 2.5 µs
 * a player (bench/scenarios.ts: 20 players, 23,617 endings in 1.2 s), so a 60-player section
 * answers within the 5 s asked of the CLI and, by the Apps Script estimate (10× slower), within a
 * minute in the sidebar; a 20-player section (10 boards, 59,049 endings) is answered completely.
 * FIDE's systems cost about fifteen times as much a ranking, so they get a fifteenth.
 */
export function defaultBudget(players: number, order: readonly TiebreakSpec[] = []): number {
  return Math.max(243, Math.floor(1_200_000 / Math.max(players, 1) / (costlyOrder(order) ? 15 : 1)));
}

export interface Outlook {
  event: LastRoundEvent;
  players: PlayerOutlook[];
  /** Endings ranked. */
  ranked: number;
}

/** What every player's question shares: the event, its scores, the ranker. */
interface Setup {
  event: LastRoundEvent;
  request: RankRequest;
  ranker: EndingRanker;
  finals: number[][];
  onBoard: Int32Array;
  spans: (PlaceRange & { byOwn: Map<BoardResult | null, PlaceRange> })[];
  /** When every ending of every board can be ranked, each player's answer reads them all. */
  global: boolean;
  /** Every player's keys for every ending of the boards they read (null: the event cannot be tabled). */
  tables: KeyTables | null;
}

export function lastRoundOutlook(event: LastRoundEvent, request: OutlookRequest): Outlook {
  const budget = request.budget ?? defaultBudget(event.before.players.length, request.order);
  const setup = prepare(event, request, budget, request.search !== false);
  // Complete answers first, prize contenders (best place first) first, with most of the budget.
  const asked = request.players ? new Set(request.players) : null;
  const queue = setup.spans
    .map((s, p) => ({ p, s }))
    .filter(({ p }) => !asked || asked.has(p))
    .sort((a, b) => a.s.best.first - b.s.best.first || a.p - b.p);
  const out: PlayerOutlook[] = new Array(setup.spans.length);
  const open: number[] = [];
  const places = request.places ?? 5;
  const fits = (boards: number[][]) =>
    setup.global || boards.reduce((sum, b) => sum + 3 ** b.length, 0) <= budget * 0.75 - setup.ranker.ranked;
  for (const { p } of queue) {
    const boards = boardsByOwn(setup, p, false);
    // The narrower boards read the key tables: worth making for a prize contender.
    const narrow =
      fits(boards) || !setup.tables || setup.spans[p]!.best.first > places ? boards : boardsByOwn(setup, p, true);
    if (fits(narrow)) out[p] = completeOutlook(setup, p, narrow);
    else open.push(p);
  }
  if (open.length && setup.tables) searchOpen(setup, open, places, budget, out);
  else if (open.length) {
    // The endings aimed at each player's best and worst, contenders first, while the budget lasts.
    for (const p of open) {
      if (setup.ranker.ranked >= budget) break;
      for (const results of targetedEndings(setup.event, setup.finals, p)) setup.ranker.result(results);
    }
    for (const results of sampleEndings(event.boards.length, Math.max(0, budget - setup.ranker.ranked)))
      setup.ranker.result(results);
    for (const p of open) out[p] = observedOutlook(setup, p, boardsByOwn(setup, p, false));
  }
  return { event, players: out.filter((o) => o !== undefined), ranked: setup.ranker.ranked };
}

function prepare(event: LastRoundEvent, request: OutlookRequest, budget: number, search: boolean): Setup {
  const before = event.before.players.map(scoreOf);
  const finals = finalScores(event, before);
  const onBoard = boardOf(event);
  const fixedFinal = finals.map((s, p) => (onBoard[p] === -1 ? s[0]! : null));
  const spans = event.before.players.map((_, p) => placeRange(event, before, fixedFinal, p, onBoard[p]!));
  const ranker = new EndingRanker(endings(event), request);
  // One player's line (=LASTROUND, the panel's one player) reads only their own boards: ranking
  // every ending for the whole field would take a custom function past its 30 s.
  const global = 3 ** event.boards.length <= budget && request.players === undefined;
  const tables = global || !search ? null : keyTables(event, request.order);
  return { event, request, ranker, finals, onBoard, spans, global, tables };
}

/** The player's own results: three on a board, the recorded one (null) otherwise. */
function ownsOf(setup: Setup, p: number): (BoardResult | null)[] {
  const b = setup.onBoard[p]!;
  if (b === -1) return [null];
  // A win, a draw, a loss, in that order, for either player of the board.
  return setup.event.boards[b]!.first === p ? [0, 1, 2] : [2, 1, 0];
}

/** For each own result, the boards that can change the player's rank (each result ends on one score). */
function boardsByOwn(setup: Setup, p: number, narrow: boolean): number[][] {
  const all = setup.event.boards.map((_, b) => b);
  return ownsOf(setup, p).map((own) => {
    if (setup.global) return all;
    const d = narrow && setup.tables ? decisiveOf(setup.tables, setup.onBoard, setup.finals, p, own) : null;
    if (d) return d.boards;
    return boardsThatMatter(setup.event, setup.request.order, setup.finals, p, [finalOf(setup, p, own)]);
  });
}

/** The player's final score with this own result, in quarters. */
function finalOf(setup: Setup, p: number, own: BoardResult | null): number {
  const scores = setup.finals[p]!;
  if (own === null) return scores[0]!;
  if (own === 1) return scores[1]!;
  const first = setup.event.boards[setup.onBoard[p]!]!.first === p;
  return first === (own === 0) ? scores[2]! : scores[0]!;
}

/** Ranks every ending of the boards that matter and reads the player's rank and place in each. */
function completeOutlook(setup: Setup, p: number, boards: readonly number[][]): PlayerOutlook {
  const ownBoard = setup.onBoard[p]!;
  const k = setup.event.boards.length;
  const own = ownsOf(setup, p).map((result, i) => {
    const others = boards[i]!.filter((b) => b !== ownBoard);
    const start: BoardResult[] = setup.event.boards.map(() => 1);
    if (result !== null) start[ownBoard] = result;
    const ranks: number[] = [];
    eachEnding(k, others, start, (results) => {
      const r = setup.ranker.result(results);
      ranks.push(r.rank[p]!);
    });
    return {
      result,
      ...ownBounds(setup, p, result),
      ranks: [...new Set(ranks)].sort((a, b) => a - b),
      // The places on score from every ending (places.ts): the boards varied here may leave out
      // players who can only end level on score, never above on tiebreaks.
      bestPlace: spanText(setup.spans[p]!.byOwn.get(result)!.best),
      worstPlace: spanText(setup.spans[p]!.byOwn.get(result)!.worst),
      table: { boards: others, ranks },
    };
  });
  const ranks = own.flatMap((o) => o.ranks);
  return {
    player: p,
    bestRank: Math.min(...ranks),
    worstRank: Math.max(...ranks),
    ...placeBounds(own.flatMap((o) => [o.bestPlace, o.worstPlace])),
    exact: true,
    complete: true,
    ownBoard,
    own,
  };
}

function ownBounds(setup: Setup, p: number, own: BoardResult | null): { bounds: [number, number] } {
  const span = setup.spans[p]!.byOwn.get(own)!;
  return { bounds: [span.best.first, span.lowest] };
}

function placeBounds(places: readonly string[]): { bestPlace: string; worstPlace: string } {
  const spans: PlaceSpan[] = places.map((s) => ({ first: firstNumber(s), last: lastNumber(s) }));
  const best = spans.reduce((a, b) => (better(b, a) ? b : a));
  const worst = spans.reduce((a, b) => (better(a, b) ? b : a));
  return { bestPlace: spanText(best), worstPlace: spanText(worst) };
}

/**
 * Too many endings to rank them all: the ranks seen in the endings ranked, within the bounds the
 * scores set. The places on score are exact all the same.
 */
function observedOutlook(setup: Setup, p: number, boards: readonly number[][]): PlayerOutlook {
  const ownBoard = setup.onBoard[p]!;
  const span = setup.spans[p]!;
  const seen = new Map<BoardResult | null, Set<number>>();
  setup.ranker.forEach((e: RankedEnding) => {
    const own = ownBoard === -1 ? null : e.results[ownBoard]!;
    const set = seen.get(own) ?? new Set<number>();
    set.add(e.rank[p]!);
    seen.set(own, set);
  });
  const own: OwnOutcome[] = ownsOf(setup, p).map((result) => {
    const range = span.byOwn.get(result)!;
    return {
      result,
      ranks: [...(seen.get(result) ?? [])].sort((a, b) => a - b),
      bounds: [range.best.first, range.lowest],
      bestPlace: spanText(range.best),
      worstPlace: spanText(range.worst),
    };
  });
  const seenRanks = own.flatMap((o) => o.ranks);
  const best = span.best.first;
  const worst = span.lowest;
  const exact = seenRanks.includes(best) && seenRanks.includes(worst);
  const most = Math.max(...boards.map((b) => b.length));
  return {
    player: p,
    bestRank: best,
    worstRank: worst,
    bestPlace: spanText(span.best),
    worstPlace: spanText(span.worst),
    exact,
    complete: false,
    why: `${most} boards can change this player's tiebreaks (${(3 ** most).toLocaleString('en-US')} endings), too many to rank them all`,
    ownBoard,
    own,
  };
}

/**
 * The players left open, searched in order of best place (prize contenders first) while the
 * allowance lasts; the rest, and any whose tables would cost too much, get their bounds on score.
 * Endings ranked to confirm a rank a group system decides take at most an eighth of the budget.
 */
function searchOpen(setup: Setup, open: readonly number[], places: number, budget: number, out: PlayerOutlook[]): void {
  const confirmUpTo = setup.ranker.ranked + Math.floor(budget / 8);
  const field: Field = {
    tables: setup.tables!,
    onBoard: setup.onBoard,
    finals: setup.finals,
    boardCount: setup.event.boards.length,
    rankOf: (results, q) => setup.ranker.result(results).rank[q]!,
    mayRank: () => setup.ranker.ranked < confirmUpTo,
  };
  const pool: Allowance = { nodes: SEARCH_NODES };
  for (const p of open) {
    const bounds = () => observedOutlook(setup, p, boardsByOwn(setup, p, false));
    if (pool.nodes <= 0) {
      out[p] = bounds();
      continue;
    }
    const mine = { nodes: Math.min(PLAYER_NODES, pool.nodes) };
    const worst = setup.spans[p]!.lowest <= places ? mine : { nodes: Math.min(WORST_NODES, mine.nodes) };
    const given = mine.nodes + (worst === mine ? 0 : worst.nodes);
    out[p] = searchedOutlook(setup, field, p, places, mine, worst) ?? bounds();
    // What this player's searches spent comes off the pool.
    pool.nodes -= given - mine.nodes - (worst === mine ? 0 : worst.nodes);
  }
}

/**
 * Too many endings to rank, but every player's keys tabled: each own result's best and worst rank
 * searched exactly (exactRanks.ts), and the prize places in between one by one. With a group
 * system in the order, players level on every key are ordered by it, which the keys cannot say:
 * the searched endings are ranked, and a bound no ranked ending reaches stays a bound.
 */
function searchedOutlook(
  setup: Setup,
  field: Field,
  p: number,
  places: number,
  allowance: Allowance,
  worstAllowance: Allowance,
): PlayerOutlook | null {
  const found = ownsOf(setup, p).map((result) => ({
    result,
    w: ranksWith(field, p, result, places, allowance, worstAllowance),
  }));
  if (found.some(({ w }) => !w)) return null;
  const own = found.map(({ result, w }) => searchedOwn(setup, p, result, w!));
  const span = setup.spans[p]!;
  const bestRank = Math.min(...own.map((o) => o.bounds[0]));
  const worstRank = Math.max(...own.map((o) => o.bounds[1]));
  const seen = own.flatMap((o) => o.ranks);
  const most = Math.max(...own.map((o) => o.boards!.length));
  const exact = seen.includes(bestRank) && seen.includes(worstRank);
  return {
    player: p,
    bestRank,
    worstRank,
    bestPlace: spanText(span.best),
    worstPlace: spanText(span.worst),
    exact,
    complete: false,
    why: exact
      ? `${most} other boards can change this player's rank: the best and worst are exact, but which of their results decide each place is too long to say`
      : `${most} other boards can change this player's rank, too many endings to search them all in time`,
    ownBoard: setup.onBoard[p]!,
    own,
  };
}

/** One own result's searched ranks (exactRanks.ts: with a group system in the order, the endings found ranked). */
function searchedOwn(setup: Setup, p: number, result: BoardResult | null, w: RanksWith): OwnOutcome {
  const range = setup.spans[p]!.byOwn.get(result)!;
  return {
    result,
    ranks: w.reachable,
    bounds: [w.best.bound, w.worst.bound],
    bestPlace: spanText(range.best),
    worstPlace: spanText(range.worst),
    checkedUpTo: w.checkedUpTo,
    boards: w.boards,
    reachedBy: { best: w.best.witness, worst: w.worst.witness },
  };
}
