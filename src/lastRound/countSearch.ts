/**
 * The fewest and the most of a sum of yes-or-no terms over the endings of some boards, found by
 * branch and bound: a player's rank is one plus how many finish above them, and each other
 * player's "above or not" reads only a few boards (decisive.ts). Boards are set one at a time,
 * those most terms read first; a term whose boards are not all set yet counts as the least and the
 * most it can still give, and a branch that cannot beat the best ending found is not followed. A
 * search that would visit more than `limit` branches stops and says its answer is a bound.
 */
import type { BoardResult } from './event';

/** Not above (0), above (1), or not known until a group system orders them (2: either). */
export type TermValue = 0 | 1 | 2;

export interface Term {
  boards: readonly number[];
  /**
   * Terms with the same `same` give the same value in every ending: their tables are made once
   * (a rival's "above" often does not depend on which of the player's own keys is fixed).
   */
  same?: string;
  /** The term's value in an ending (only its boards are read). */
  value(results: readonly BoardResult[]): TermValue;
}

export interface Found {
  /** The fewest or most the terms give (with 2 counted as 0 for the fewest, 1 for the most). */
  value: number;
  /** An ending that gives it (every board set). */
  witness: BoardResult[];
}

/** Terms one search may look at before it stops (about 20 ms of one core: a branch looks at each term). */
export const SEARCH_LIMIT = 500_000;

/** One term's least and most for every prefix of its boards set in the search's order. */
export interface Prepared {
  vars: number[];
  low: Int8Array[];
  high: Int8Array[];
}

/** The terms prepared for searching: the boards in the order they are set, each term's least and most by prefix. */
export class CountProblem {
  readonly order: number[];
  readonly terms: Prepared[];
  readonly byVar: number[][];
  /** The least and most over every ending (before any board is set). */
  readonly root: [number, number];

  constructor(
    terms: readonly Term[],
    readonly base: readonly BoardResult[],
    made: Map<string, Prepared> = new Map(),
  ) {
    const degree = new Map<number, number>();
    for (const t of terms) for (const b of t.boards) degree.set(b, (degree.get(b) ?? 0) + 1);
    this.order = [...degree.keys()].sort((a, b) => degree.get(b)! - degree.get(a)! || a - b);
    const at = new Map(this.order.map((b, i) => [b, i]));
    const scratch = base.slice();
    this.terms = terms.map((t) => {
      const key = t.same === undefined ? undefined : `${t.same}@${this.order.join(',')}`;
      const found = key === undefined ? undefined : made.get(key);
      if (found) return found;
      const prepared = prepare(t, scratch, at, this.order);
      if (key !== undefined) made.set(key, prepared);
      return prepared;
    });
    this.byVar = this.order.map(() => []);
    this.terms.forEach((t, i) => t.vars.forEach((v) => this.byVar[v]!.push(i)));
    this.root = new Search(this, 1).bounds(0);
  }

  /** What the terms give in the base ending (undecided counted as the most when `most`). */
  baseValue(most: boolean): number {
    const search = new Search(this, 1);
    this.order.forEach((b, v) => search.set(v, this.base[b]!));
    const [lo, hi] = search.bounds(this.order.length);
    return most ? hi : lo;
  }
}

/** The six orders of a board's three results, each tried in turn by `preferred`. */
const ORDERS: readonly (readonly BoardResult[])[] = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
];

/** The prepared tables of terms marked `same`, shared by the problems of one player's question. */
export type Made = Map<string, Prepared>;

/** Terms searches may still look at (a branch looks at every term), shared by the searches of one answer. */
export interface Allowance {
  nodes: number;
}

class Search {
  private readonly order: number[];
  private readonly terms: Prepared[];
  private readonly byVar: number[][];
  private readonly results: BoardResult[];
  private readonly prefix: Int32Array;
  private readonly setCount: Int32Array;
  /** By board of the order and result: what the terms counted at that board give at least and at most. */
  private readonly atLow: Float64Array;
  private readonly atHigh: Float64Array;
  /** Terms looked at so far (a branch looks at every one). */
  visited = 0;

  constructor(
    problem: CountProblem,
    private readonly limit: number,
  ) {
    ({ order: this.order, terms: this.terms, byVar: this.byVar } = problem);
    this.results = problem.base.slice();
    this.prefix = new Int32Array(this.terms.length);
    this.setCount = new Int32Array(this.terms.length);
    this.atLow = new Float64Array(this.order.length * 3);
    this.atHigh = new Float64Array(this.order.length * 3);
  }

  /**
   * The least and most the terms can give with the boards set so far. A term not yet settled is
   * counted at the next board it reads, and the terms counted at one board take, together, the
   * result of that board that gives them the least (most): two rivals on one board cannot both
   * win, which counting each term on its own would allow.
   */
  bounds(depth: number): [number, number] {
    let lo = 0;
    let hi = 0;
    const { atLow, atHigh } = this;
    atLow.fill(0, depth * 3);
    atHigh.fill(0, depth * 3);
    this.terms.forEach((t, i) => {
      const set = this.setCount[i]!;
      const prefix = this.prefix[i]!;
      if (set === t.vars.length) {
        lo += t.low[set]![prefix]!;
        hi += t.high[set]![prefix]!;
        return;
      }
      const at = t.vars[set]! * 3;
      for (let r = 0; r < 3; r++) {
        atLow[at + r] = atLow[at + r]! + t.low[set + 1]![prefix * 3 + r]!;
        atHigh[at + r] = atHigh[at + r]! + t.high[set + 1]![prefix * 3 + r]!;
      }
    });
    for (let v = depth; v < this.order.length; v++) {
      lo += Math.min(atLow[3 * v]!, atLow[3 * v + 1]!, atLow[3 * v + 2]!);
      hi += Math.max(atHigh[3 * v]!, atHigh[3 * v + 1]!, atHigh[3 * v + 2]!);
    }
    return [lo, hi];
  }

  /** The results of the board at `depth` in the order most likely to give the least (or most), from the last bounds. */
  preferred(depth: number, most: boolean): readonly BoardResult[] {
    const at = most ? this.atHigh : this.atLow;
    const [a, b, c] = [at[3 * depth]!, at[3 * depth + 1]!, at[3 * depth + 2]!];
    // The result whose terms promise most (least) first; ties in the order win, draw, loss.
    const key = most ? [a, b, c] : [-a, -b, -c];
    return ORDERS.find((o) => key[o[0]!]! >= key[o[1]!]! && key[o[1]!]! >= key[o[2]!]!)!;
  }

  set(v: number, r: BoardResult): void {
    this.results[this.order[v]!] = r;
    for (const i of this.byVar[v]!) {
      this.prefix[i] = this.prefix[i]! * 3 + r;
      this.setCount[i]!++;
    }
  }

  unset(v: number): void {
    for (const i of this.byVar[v]!) {
      this.prefix[i] = Math.floor(this.prefix[i]! / 3);
      this.setCount[i]!--;
    }
  }

  /** Depth-first over the boards; `visit` decides at each branch whether to go on (false: stop everything). */
  walk(
    depth: number,
    most: boolean,
    visit: (lo: number, hi: number, leaf: boolean) => 'deeper' | 'prune' | 'stop',
  ): boolean {
    // A branch costs a look at every term: what a search may spend is counted in those looks.
    this.visited += this.terms.length + 1;
    if (this.visited > this.limit) return false;
    const [lo, hi] = this.bounds(depth);
    const what = visit(lo, hi, depth === this.order.length || lo === hi);
    if (what !== 'deeper') return what === 'prune';
    for (const r of this.preferred(depth, most)) {
      this.set(depth, r);
      const goOn = this.walk(depth + 1, most, visit);
      this.unset(depth);
      if (!goOn) return false;
    }
    return true;
  }

  snapshot(): BoardResult[] {
    return this.results.slice();
  }
}

function prepare(t: Term, results: BoardResult[], at: ReadonlyMap<number, number>, order: readonly number[]): Prepared {
  const vars = t.boards.map((b) => at.get(b)!).sort((a, b) => a - b);
  const m = vars.length;
  const low: Int8Array[] = [];
  const high: Int8Array[] = [];
  low[m] = new Int8Array(3 ** m);
  high[m] = new Int8Array(3 ** m);
  const boards = vars.map((v) => order[v]!);
  for (let e = 0; e < 3 ** m; e++) {
    let rest = e;
    for (let i = m - 1; i >= 0; i--) {
      results[boards[i]!] = (rest % 3) as BoardResult;
      rest = Math.floor(rest / 3);
    }
    const v = t.value(results);
    low[m]![e] = v === 1 ? 1 : 0;
    high[m]![e] = v === 0 ? 0 : 1;
  }
  for (let j = m - 1; j >= 0; j--) {
    low[j] = new Int8Array(3 ** j);
    high[j] = new Int8Array(3 ** j);
    for (let x = 0; x < 3 ** j; x++) {
      low[j]![x] = Math.min(low[j + 1]![3 * x]!, low[j + 1]![3 * x + 1]!, low[j + 1]![3 * x + 2]!);
      high[j]![x] = Math.max(high[j + 1]![3 * x]!, high[j + 1]![3 * x + 1]!, high[j + 1]![3 * x + 2]!);
    }
  }
  return { vars, low, high };
}

/**
 * The most (or fewest) the terms give over every ending of their boards, the other boards as in
 * the problem's base; `known` prunes what cannot beat an answer found elsewhere. Returns the best
 * ending found (null: none beats `known`) and whether the search went through every branch.
 */
export function extreme(
  problem: CountProblem,
  most: boolean,
  known: number | null,
  allowance: Allowance,
): { found: Found | null; done: boolean } {
  const search = new Search(problem, Math.min(SEARCH_LIMIT, allowance.nodes));
  let found: Found | null = null;
  const beats = (x: number, y: number | null) => y === null || (most ? x > y : x < y);
  const done = search.walk(0, most, (lo, hi, leaf) => {
    const optimistic = most ? hi : lo;
    if (!beats(optimistic, found?.value ?? known)) return 'prune';
    if (!leaf) return 'deeper';
    found = { value: optimistic, witness: search.snapshot() };
    return 'prune';
  });
  allowance.nodes -= Math.min(search.visited, allowance.nodes);
  return { found, done };
}

/**
 * An ending where the terms give exactly `target`; null: none; undefined: not searched through.
 * With undecided terms an ending can only be said to allow the target: `confirm` (the ending
 * ranked) says whether it gives it, and the search goes on when it does not.
 */
export function reaching(
  problem: CountProblem,
  target: number,
  allowance: Allowance,
  /** Whether the ending gives the target; undefined: it cannot be ranked now (stop, not known). */
  confirm?: (results: readonly BoardResult[]) => boolean | undefined,
): BoardResult[] | null | undefined {
  const [lo, hi] = problem.root;
  if (target < lo || target > hi) return null;
  const search = new Search(problem, Math.min(SEARCH_LIMIT, allowance.nodes));
  let witness: BoardResult[] | null = null;
  let cut = false;
  const done = search.walk(0, true, (lo, hi, leaf) => {
    if (target < lo || target > hi) return 'prune';
    if (!leaf) return 'deeper';
    const found = search.snapshot();
    const gives = lo === hi || !confirm ? true : confirm(found);
    if (gives === undefined) cut = true;
    if (!gives) return gives === undefined ? 'stop' : 'prune';
    witness = found;
    return 'stop';
  });
  allowance.nodes -= Math.min(search.visited, allowance.nodes);
  if (witness) return witness;
  return done && !cut ? null : undefined;
}
