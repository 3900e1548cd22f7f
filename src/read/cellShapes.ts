/**
 * The round cells of a table grouped by shape, for notation detection (detect.ts). A shape is a
 * text with its first run of digits set aside when that run can be an opponent's number (one to
 * nine digits, not all zeros), the run's length kept: "W12 B" and "W34 B" are one shape, "W345 B"
 * and "W012 B" (number 12, leading zero and all) another, and "U" or "0:+" is a shape of one text.
 * A large US Chess table holds tens of thousands of distinct texts but a few dozen shapes, so each
 * notation reads each shape once and the number is filled in (CellNotation's contract on the
 * opponent, notation.ts; detect.ts checks it on a second cell of the shape).
 *
 * Grouping works on character codes with a hash table of our own: a Map keyed by text would
 * hash every cell's text and cannot set the digits aside without building a new string per cell.
 */
import type { TableScan } from './crosstable';

/** The most digits a run set aside may have: any such number is exact in an Int32Array. */
const RUN_DIGITS = 9;

export interface CellShapes {
  /** Round cells per row: cell i is row ⌊i / rounds⌋, round i mod rounds. */
  rounds: number;
  /** Per cell: its shape, or -1 for a blank or date cell, which every notation reads as not paired. */
  shapeOf: Int32Array;
  /** Per cell: the number its shape sets aside, or -1 when the shape sets none aside. */
  numberOf: Int32Array;
  /** Per cell: the next cell of the same shape in table order, or -1. */
  nextOf: Int32Array;
  /** Per shape: the text of its first cell. */
  texts: string[];
  /** Per shape: its first cell. */
  first: number[];
  /** Per shape: how many cells hold it. */
  counts: number[];
  /**
   * Per shape: its last cell whose number differs from its first cell's, or -1 when every cell
   * holds the first cell's number (and so its text): a second cell for detection to check on.
   */
  lastOther: number[];
  /** Per shape: where its digits set aside start, or -1 when it sets none aside. */
  runStart: number[];
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
/** What FNV-1a hashes in place of a run set aside: its length, above any character code (0…0xffff). */
const RUN_TAG = 0x10000;
/** The first half of Murmur3's 32-bit finaliser (fmix32: shift 16, this multiplier, shift 13): enough to spread a hash's high bits into the low ones a slot takes. */
const MIX = 0x85ebca6b;
/** Slots a shape table starts with: more than twice the few dozen shapes of a usual table, so it rarely grows. */
const FIRST_SLOTS = 64;
const isDigit = (c: number) => c >= 48 && c <= 57;

/**
 * A text's shape as the table looks it up: its hash, and the run set aside (start -1 when there is
 * none). The hash is exact for a short shape: up to four parts of 7 bits, each a plain ASCII
 * character outside the run or the run itself as the digit of its length ("W12 B" is W, 2, space,
 * B; a shape's first digit part is its run, so no two shapes share it, and it is below 2^28).
 * Otherwise it is FNV-1a over the characters outside the run, the run's length in its place, with
 * bit 28 set so it is never an exact hash, and texts of the same hash are compared.
 */
interface Key {
  hash: number;
  exact: boolean;
  start: number;
  end: number;
  value: number;
}

/** The key of `text`. */
function keyOf(text: string, key: Key): void {
  const length = text.length;
  let packed = 0;
  let parts = 0;
  let ascii = true;
  let k = 0;
  let c: number;
  for (; k < length && !isDigit((c = text.charCodeAt(k))); k++) {
    ascii = ascii && c > 0 && c < 128;
    packed |= c << (7 * parts++);
  }
  let value = 0;
  const start = k;
  for (; k < length && isDigit((c = text.charCodeAt(k))); k++) value = value * 10 + c - 48;
  if (k > start && k - start <= RUN_DIGITS && value > 0) {
    key.start = start;
    key.end = k;
    key.value = value;
    packed |= (48 + k - start) << (7 * parts++);
  } else {
    key.start = key.end = key.value = -1;
    k = start;
  }
  for (; k < length; k++) {
    c = text.charCodeAt(k);
    ascii = ascii && c > 0 && c < 128;
    packed |= c << (7 * parts++);
  }
  key.exact = ascii && parts <= 4;
  key.hash = key.exact ? packed : fnv(text, key.start, key.end);
}

function fnv(text: string, start: number, end: number): number {
  let h = FNV_OFFSET;
  for (let k = 0; k < text.length; k++) {
    if (k === start) {
      h = Math.imul(h ^ (RUN_TAG + end - start), FNV_PRIME);
      k = end - 1;
    } else h = Math.imul(h ^ text.charCodeAt(k), FNV_PRIME);
  }
  return h | 0x10000000;
}

/** A hash's first slot in a table of mask + 1 slots: its bits mixed, as an exact hash's low bits are one character. */
function slotOf(h: number, mask: number): number {
  const x = Math.imul(h ^ (h >>> 16), MIX);
  return (x ^ (x >>> 13)) & mask;
}

/** Whether `text` (its key `key`) has the shape whose first text is `shape`, its run at start…end. */
function sameShape(shape: string, start: number, end: number, text: string, key: Key): boolean {
  if (start !== key.start || end !== key.end) return false;
  if (start < 0) return shape === text;
  if (shape.length !== text.length) return false;
  for (let k = 0; k < start; k++) if (shape.charCodeAt(k) !== text.charCodeAt(k)) return false;
  for (let k = end; k < text.length; k++) if (shape.charCodeAt(k) !== text.charCodeAt(k)) return false;
  return true;
}

/**
 * An open-addressing table from shape hashes to shapes, kept at most half full. A plain object
 * made whole at once: a class's fields are added one by one, and V8 drops optimised code built
 * on those in-between object layouts whenever a collection frees the last table.
 */
interface ShapeTable {
  /** Per slot: a shape + 1, or 0 when empty. */
  slots: Int32Array;
  /** Per shape: its hash, and where its run ends. */
  hashes: number[];
  runEnd: number[];
}

/** The shape of `text`, added (with `cell` as its first cell) when new. */
function findShape(table: ShapeTable, shapes: CellShapes, text: string, key: Key, cell: number): number {
  const { slots, hashes, runEnd } = table;
  const { texts, runStart } = shapes;
  const h = key.hash;
  const mask = slots.length - 1;
  let slot = slotOf(h, mask);
  for (let id = slots[slot]! - 1; id >= 0; id = slots[slot]! - 1) {
    if (hashes[id] === h && (key.exact || sameShape(texts[id]!, runStart[id]!, runEnd[id]!, text, key))) return id;
    slot = (slot + 1) & mask;
  }
  const id = texts.length;
  texts.push(text);
  runStart.push(key.start);
  shapes.first.push(cell);
  shapes.counts.push(0);
  shapes.lastOther.push(-1);
  runEnd.push(key.end);
  hashes.push(h);
  slots[slot] = id + 1;
  if (2 * texts.length > slots.length) table.slots = grown(hashes, slots.length * 2);
  return id;
}

/** The slots of a table of `size` slots holding shapes with these hashes. */
function grown(hashes: readonly number[], size: number): Int32Array {
  const slots = new Int32Array(size);
  const mask = size - 1;
  hashes.forEach((h, id) => {
    let slot = slotOf(h, mask);
    while (slots[slot] !== 0) slot = (slot + 1) & mask;
    slots[slot] = id + 1;
  });
  return slots;
}

/** Every round cell of the scan by shape, in table order (rows in order, rounds within). */
export function cellShapes(scan: TableScan): CellShapes {
  const rounds = scan.layout.rounds.length;
  const cells = scan.rows.length * rounds;
  const shapes: CellShapes = {
    rounds,
    shapeOf: new Int32Array(cells),
    numberOf: new Int32Array(cells),
    nextOf: new Int32Array(cells).fill(-1),
    texts: [],
    first: [],
    counts: [],
    lastOther: [],
    runStart: [],
  };
  const table: ShapeTable = { slots: new Int32Array(FIRST_SLOTS), hashes: [], runEnd: [] };
  const { shapeOf, numberOf, nextOf, counts, first, lastOther } = shapes;
  // Per shape, its last cell so far, to link the next one to.
  const last: number[] = [];
  const key: Key = { hash: 0, exact: false, start: -1, end: -1, value: -1 };
  let i = 0;
  for (const row of scan.rows) {
    // A date cell's text is '': blank to every notation, and reported by the scan.
    for (const text of row.texts) {
      if (text === '') {
        shapeOf[i] = numberOf[i] = -1;
      } else {
        keyOf(text, key);
        const id = findShape(table, shapes, text, key, i);
        shapeOf[i] = id;
        numberOf[i] = key.value;
        if (id === last.length) last.push(i);
        else nextOf[last[id]!] = last[id] = i;
        if (key.value !== numberOf[first[id]!]) lastOther[id] = i;
        counts[id]!++;
      }
      i++;
    }
  }
  return shapes;
}

/** The text of cell i. */
export function textAt(scan: TableScan, shapes: CellShapes, i: number): string {
  const text = scan.rows[Math.floor(i / shapes.rounds)]?.texts[i % shapes.rounds];
  if (text === undefined) throw new Error(`cellShapes: no round cell ${i}`);
  return text;
}
