/**
 * A player's best and worst rank with one of their own results, exactly, in a field too large to
 * rank every ending: their rank is one plus those always above plus each rival above in the
 * ending (decisive.ts), and a rival's "above" is a lookup in the key tables (keyTables.ts). For
 * each ending of the boards the player's own keys read (a "view": the player's keys fixed), the
 * fewest and most rivals above are searched by branch and bound (countSearch.ts), and so is each
 * prize place in between.
 */
import type { BoardResult } from './event';
import { Allowance, CountProblem, extreme, Found, Made, reaching, Term, TermValue } from './countSearch';
import { decisiveOf, Rival } from './decisive';
import { compareKeys, entryOf, KeyTables } from './keyTables';

/** What every player's question shares: the key tables, who sits at which board, the possible final scores. */
export interface Field {
  tables: KeyTables;
  onBoard: Int32Array;
  /** Each player's possible final scores, in quarters (relevance.ts finalScores). */
  finals: readonly (readonly number[])[];
  boardCount: number;
  /** Player p's real rank in an ending: needed when a group system follows the keys. */
  rankOf?: (results: readonly BoardResult[], p: number) => number;
  /** Whether another ending may be ranked to confirm a rank (false once the rankings allowed are spent). */
  mayRank?: () => boolean;
}

export interface RanksWith {
  /** The best and worst rank, each reached by `witness` when exact. */
  best: Reached;
  worst: Reached;
  /** Ranks from best to `checkedUpTo` known reachable (the rest up to it are not). */
  reachable: number[];
  checkedUpTo: number;
  /** Every board that can change the rank, the player's own left out. */
  boards: number[];
}

export interface Reached {
  /** The rank the witness gives, as far as the keys decide. */
  rank: number;
  /** No ending gives a better (best) or worse (worst) rank than this. */
  bound: number;
  /** An ending that gives it; for a table with a group system the ranking of that ending decides (not yet known here). */
  witness: BoardResult[];
}

function reached(above: number, f: Found & { bound: number }): Reached {
  return { rank: 1 + above + f.value, bound: 1 + above + f.bound, witness: f.witness };
}

/**
 * Player p's ranks with own result `own`: exact when every search finished; `places`: the prize
 * places checked one by one. Null when the key tables it needs would cost too much (decisive.ts).
 */
export function ranksWith(
  { tables, onBoard, finals, boardCount, rankOf, mayRank }: Field,
  p: number,
  own: BoardResult | null,
  places: number,
  allowance: Allowance,
  /** For the worst rank, when it is past the prize places (default the same allowance). */
  worstAllowance: Allowance = allowance,
): RanksWith | null {
  const d = decisiveOf(tables, onBoard, finals, p, own);
  if (!d) return null;
  const ownBoard = onBoard[p]!;
  const mine = tables.of(p);
  const keysRead = mine.boards.filter((b) => b !== ownBoard);
  const views: CountProblem[] = [];
  const made: Made = new Map();
  for (let alpha = 0; alpha < 3 ** keysRead.length; alpha++) {
    const base: BoardResult[] = Array.from({ length: boardCount }, () => 1);
    if (own !== null) base[ownBoard] = own;
    let rest = alpha;
    for (let i = keysRead.length - 1; i >= 0; i--) {
      base[keysRead[i]!] = (rest % 3) as BoardResult;
      rest = Math.floor(rest / 3);
    }
    const entry = entryOf(mine, base);
    const terms = d.rivals.map((r) => termOf(tables, r, keysRead, mine.keys, entry, base));
    views.push(new CountProblem(terms, base, made));
  }
  const most = searchAll(views, true, worstAllowance);
  const fewest = searchAll(views, false, allowance);
  const best = reached(d.above, fewest);
  const worst = reached(d.above, most);
  if (rankOf && tables.groupAfter) {
    // Level on every key, a group system decides: the endings found are ranked.
    best.rank = rankOf(best.witness, p);
    worst.rank = rankOf(worst.witness, p);
  }
  const confirm = tables.groupAfter
    ? (w: readonly BoardResult[], rank: number) => (mayRank?.() === false ? undefined : rankOf!(w, p) === rank)
    : undefined;
  const inBetween = between(views, d.above, best, worst, places, allowance, confirm);
  return { best, worst, ...inBetween, boards: d.boards };
}

/** Rival r above p, p's keys fixed at entry `entry` of their table; the boards p's keys read are set by the view. */
function termOf(
  tables: KeyTables,
  r: Rival,
  keysRead: readonly number[],
  mine: Float64Array,
  entry: number,
  base: readonly BoardResult[],
): Term {
  const t = tables.of(r.player);
  const { width, groupAfter } = tables;
  const boards = r.boards.filter((b) => !keysRead.includes(b));
  // What the value reads besides its own boards: p's keys (not on score alone), and the rival's boards the view sets.
  const mineKeys = Array.from(mine.subarray(entry * width, (entry + 1) * width)).join(',');
  const set = t.boards.filter((b) => !boards.includes(b)).map((b) => base[b]);
  return {
    boards,
    same: r.byScore ? `${r.player}|${set.join('')}` : `${r.player}|${mineKeys}|${set.join('')}`,
    value(results): TermValue {
      const c = compareKeys(t.keys, entryOf(t, results), mine, entry, width);
      if (c > 0) return 1;
      return c === 0 && groupAfter ? 2 : 0;
    },
  };
}

/**
 * The most (or fewest) rivals above over every view, the most promising view first and each
 * search pruned by the best found so far. `bound`: no ending gives more (fewer); the value found
 * when every search went through.
 */
function searchAll(views: readonly CountProblem[], most: boolean, allowance: Allowance): Found & { bound: number } {
  const optimistic = (v: CountProblem) => (most ? v.root[1] : v.root[0]);
  const sorted = [...views].sort((a, b) => (most ? optimistic(b) - optimistic(a) : optimistic(a) - optimistic(b)));
  const beats = (x: number, y: number) => (most ? x > y : x < y);
  let best: Found | null = null;
  let bound: number | null = null;
  for (const v of sorted) {
    if (best && !beats(optimistic(v), best.value)) break;
    const { found, done } = extreme(v, most, best?.value ?? null, allowance);
    if (found) best = found;
    // A search that stopped early may have missed better endings, up to its view's bound.
    if (!done && (bound === null || beats(optimistic(v), bound))) bound = optimistic(v);
  }
  // Every search cut before its first ending: the most promising view's base ending is one.
  best ??= { value: sorted[0]!.baseValue(most), witness: sorted[0]!.base.slice() };
  const value = best.value;
  return { ...best, bound: bound === null || !beats(bound, value) ? value : bound };
}

/**
 * Which ranks from the best bound to the prize places some ending gives: each searched for (an
 * ending with that many above); where a group system orders players level on every key, the
 * ending found is ranked to confirm it. Ranks up to `checkedUpTo` are all known.
 */
function between(
  views: readonly CountProblem[],
  above: number,
  best: Reached,
  worst: Reached,
  places: number,
  allowance: Allowance,
  confirm?: (results: readonly BoardResult[], rank: number) => boolean | undefined,
): { reachable: number[]; checkedUpTo: number } {
  const reachable = new Set([best.rank, worst.rank]);
  let checkedUpTo = Math.min(worst.bound, places);
  for (let rank = best.bound; rank <= checkedUpTo; rank++) {
    if (reachable.has(rank)) continue;
    const found = reachedIn(views, rank - 1 - above, allowance, confirm && ((w) => confirm(w, rank)));
    if (found === undefined) checkedUpTo = rank - 1;
    else if (found) reachable.add(rank);
  }
  return { reachable: [...reachable].sort((a, b) => a - b), checkedUpTo };
}

/** Whether some view has an ending with `target` above (confirmed); undefined when a search was cut first. */
function reachedIn(
  views: readonly CountProblem[],
  target: number,
  allowance: Allowance,
  confirm?: (results: readonly BoardResult[]) => boolean | undefined,
): boolean | undefined {
  let cut = false;
  for (const v of views) {
    const w = reaching(v, target, allowance, confirm);
    if (w) return true;
    if (w === undefined) cut = true;
  }
  return cut ? undefined : false;
}
