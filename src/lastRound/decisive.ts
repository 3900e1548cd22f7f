/**
 * Which players and boards can change one player's rank once their own result is set. A rank
 * counts who finishes above (rank.ts: on score, then key by key). With every player's keys tabled
 * (keyTables.ts), each other player q falls in one of three kinds:
 * - always above, or never above, whatever the other boards do: they only add a constant;
 * - above or not on score alone: every ending that leaves q level with p on score leaves q's keys
 *   on one side of p's, so only q's own board decides;
 * - above or not on tiebreaks: q's board and every board q's and p's keys read decide.
 * Only those boards can change p's rank; every other board leaves it as it is. This is narrower
 * than relevance.ts's "every board of everyone who can end level", which counts every such
 * player's opponents even when their tiebreaks can never meet p's.
 */
import type { BoardResult } from './event';
import { compareKeys, KeyTable, KeyTables } from './keyTables';

/** A player who may or may not finish above p, and the boards (ascending, p's own left out) that decide it. */
export interface Rival {
  player: number;
  boards: number[];
  /** Above or not on score alone: whatever p's keys are, only the rival's own board decides. */
  byScore: boolean;
}

export interface Decisive {
  /** Players above p in every ending. */
  above: number;
  rivals: Rival[];
  /** Every board that can change p's rank, p's own left out, ascending. */
  boards: number[];
}

/**
 * Player p's rivals with their own result `own` on their board (null: already recorded). `finals`:
 * each player's possible final scores (relevance.ts), which settle most players without their keys.
 * Null when the tables it needs cost more than the key tables have left (KeyTables.afford).
 */
export function decisiveOf(
  tables: KeyTables,
  onBoard: Int32Array,
  finals: readonly (readonly number[])[],
  p: number,
  own: BoardResult | null,
): Decisive | null {
  // A prize contender is asked twice: for the boards to rank, then for the search.
  const memo = decided.get(tables) ?? new Map<string, Decisive | null>();
  decided.set(tables, memo);
  const key = `${p}:${own}`;
  if (!memo.has(key)) memo.set(key, decide(tables, onBoard, finals, p, own));
  return memo.get(key)!;
}

/** Each event's answers so far, by its key tables (one set per event). */
const decided = new WeakMap<KeyTables, Map<string, Decisive | null>>();

function decide(
  tables: KeyTables,
  onBoard: Int32Array,
  finals: readonly (readonly number[])[],
  p: number,
  own: BoardResult | null,
): Decisive | null {
  if (!tables.afford([p])) return null;
  const ownBoard = onBoard[p]!;
  const fix = (t: KeyTable) => entriesWith(t, ownBoard, own);
  const mine = tables.of(p);
  const mineRange = rangeOf(mine.keys, fix(mine), tables.width);
  const score = mine.keys[mineRange.min * tables.width]!;
  // Those not above or below on score whatever happens are compared by their keys: their tables.
  const keyed = finals.flatMap((s, q) =>
    q !== p && s.some((x) => x >= score) && s.some((x) => x <= score) ? [q] : [],
  );
  if (!tables.afford(keyed)) return null;
  let above = 0;
  const rivals: Rival[] = [];
  finals.forEach((scores, q) => {
    if (q === p) return;
    // More (fewer) points whatever q's board does: above (below), keys unread.
    if (scores.every((x) => x > score)) return void above++;
    if (scores.every((x) => x < score)) return;
    const t = tables.of(q);
    const kind = kindOf(tables, t, fix(t), score, mine, mineRange);
    if (kind === 'above') above++;
    else if (kind === 'score')
      rivals.push({ player: q, boards: onBoard[q] === -1 ? [] : [onBoard[q]!], byScore: true });
    else if (kind === 'tiebreaks')
      rivals.push({ player: q, boards: union(t.boards, mine.boards, ownBoard), byScore: false });
  });
  const boards = union(
    rivals.flatMap((r) => r.boards),
    [],
    ownBoard,
  );
  return { above, rivals, boards };
}

type Kind = 'above' | 'below' | 'score' | 'tiebreaks';

/**
 * How q stands to p: always above, never, on score alone, or on tiebreaks. Level on every key is
 * "not above" (a shared rank) unless a group system follows, which may still order them.
 */
function kindOf(
  tables: KeyTables,
  t: KeyTable,
  entries: readonly number[],
  score: number,
  mine: KeyTable,
  mineRange: Range,
): Kind {
  const { width, groupAfter } = tables;
  const range = rangeOf(t.keys, entries, width);
  const lowVsHigh = compareKeys(t.keys, range.max, mine.keys, mineRange.min, width);
  if (lowVsHigh < 0 || (lowVsHigh === 0 && !groupAfter)) return 'below';
  if (compareKeys(t.keys, range.min, mine.keys, mineRange.max, width) > 0) return 'above';
  const level = entries.filter((e) => t.keys[e * width] === score);
  if (level.length === 0) return 'score';
  const levelRange = rangeOf(t.keys, level, width);
  const top = compareKeys(t.keys, levelRange.max, mine.keys, mineRange.min, width);
  if (top < 0 || (top === 0 && !groupAfter)) return 'score';
  if (compareKeys(t.keys, levelRange.min, mine.keys, mineRange.max, width) > 0) return 'score';
  return 'tiebreaks';
}

interface Range {
  /** The entries with the lowest and the highest keys. */
  min: number;
  max: number;
}

function rangeOf(keys: Float64Array, entries: readonly number[], width: number): Range {
  let min = entries[0]!;
  let max = min;
  for (const e of entries) {
    if (compareKeys(keys, e, keys, min, width) < 0) min = e;
    if (compareKeys(keys, e, keys, max, width) > 0) max = e;
  }
  return { min, max };
}

/** The entries of a table with `board` set to `result` (every entry when the table does not read it). */
export function entriesWith(t: KeyTable, board: number, result: BoardResult | null): number[] {
  const at = t.boards.indexOf(board);
  const size = 3 ** t.boards.length;
  const all = Array.from({ length: size }, (_, e) => e);
  if (at === -1 || result === null) return all;
  const weight = 3 ** (t.boards.length - 1 - at);
  return all.filter((e) => Math.floor(e / weight) % 3 === result);
}

/** The boards of a and b, ascending, without `leave`. */
function union(a: readonly number[], b: readonly number[], leave: number): number[] {
  return [...new Set([...a, ...b])].filter((x) => x !== leave).sort((x, y) => x - y);
}
