/**
 * Sorting a stretch of the ranking's line of players in place: higher key first, lower pairing
 * number among equal keys (the order rank.ts gives every group). A merge sort with the comparison
 * written inline, insertion for short runs: a library sort calls a comparator function for every
 * comparison, which showed at 10,000 players. Stable, as Array.prototype.sort is, so it gives the
 * same order the comparator `key[b] - key[a] || number[a] - number[b]` gave.
 */

/** The line being sorted, a spare of the same length, and each player's key and pairing number. */
export interface LineArrays {
  readonly line: Int32Array;
  readonly spare: Int32Array;
  readonly key: Float64Array;
  readonly numbers: Float64Array;
  /** Room for a counting sort's buckets, at least one longer than the line (see countingSort). */
  readonly counts?: Int32Array;
}

/**
 * Stretches this long are worth checking for a counting sort. Measured (Node 20, a loop sorting
 * random stretches in pairing-number order, whole keys over half as many values): counting wins
 * from about 12 players, by 2.5x at 48; the higher bar keeps the check, a scan that may end in the
 * merge sort anyway, off the many groups of two or three.
 */
const COUNT_FROM = 48;

/** Runs this long are sorted by insertion before they are merged. */
const RUN = 16;

/** Player a goes before player b: a higher key, or an equal key and a lower pairing number. */
function before(a: number, b: number, key: Float64Array, numbers: Float64Array): boolean {
  const ka = key[a]!;
  const kb = key[b]!;
  return ka > kb || (ka === kb && numbers[a]! < numbers[b]!);
}

function insertionSort(line: Int32Array, key: Float64Array, numbers: Float64Array, from: number, to: number): void {
  for (let i = from + 1; i < to; i++) {
    const p = line[i]!;
    let j = i;
    for (; j > from && before(p, line[j - 1]!, key, numbers); j--) line[j] = line[j - 1]!;
    line[j] = p;
  }
}

/** Merges src[lo, mid) and src[mid, hi), each sorted, into dst[lo, hi); the left wins ties. */
function merge(
  src: Int32Array,
  dst: Int32Array,
  key: Float64Array,
  numbers: Float64Array,
  lo: number,
  mid: number,
  hi: number,
): void {
  let i = lo;
  let j = mid;
  let k = lo;
  while (i < mid && j < hi) dst[k++] = before(src[j]!, src[i]!, key, numbers) ? src[j++]! : src[i++]!;
  while (i < mid) dst[k++] = src[i++]!;
  while (j < hi) dst[k++] = src[j++]!;
}

/**
 * Sorts line[from, to) by key alone, by counting, when that gives the order the merge sort gives:
 * the stretch already in pairing-number order (every run rank.ts splits is, and a table listed
 * by number starts so), whole-number keys (quarters, counts) spanning no more values than the
 * stretch has players. A stable sort by key then keeps equal keys in pairing-number order, in two
 * passes instead of a merge sort's dozen. Returns false, having changed nothing, otherwise.
 */
function countingSort(
  line: Int32Array,
  spare: Int32Array,
  key: Float64Array,
  numbers: Float64Array,
  counts: Int32Array,
  from: number,
  to: number,
): boolean {
  let high = -Infinity;
  let low = Infinity;
  for (let i = from; i < to; i++) {
    const p = line[i]!;
    const k = key[p]!;
    if (!Number.isInteger(k) || (i > from && numbers[line[i - 1]!]! > numbers[p]!)) return false;
    if (k > high) high = k;
    if (k < low) low = k;
  }
  const buckets = high - low + 1;
  if (buckets > to - from || buckets >= counts.length) return false;
  // Bucket b holds key high - b: the highest first. counts[b] becomes where bucket b starts.
  counts.fill(0, 0, buckets + 1);
  for (let i = from; i < to; i++) counts[high - key[line[i]!]! + 1]!++;
  for (let b = 1; b <= buckets; b++) counts[b]! += counts[b - 1]!;
  for (let i = from; i < to; i++) {
    const p = line[i]!;
    spare[from + counts[high - key[p]!]!++] = p;
  }
  for (let i = from; i < to; i++) line[i] = spare[i]!;
  return true;
}

/** Sorts line[from, to) best first (see the top of this file). */
export function sortLine(s: LineArrays, from: number, to: number): void {
  sortStretch(s.line, s.spare, s.key, s.numbers, from, to, s.counts);
}

/**
 * sortLine with its arrays as arguments: rank.ts sorts by each tiebreak's own column of keys,
 * and typed arrays, unlike an object made per ranking, keep the optimised code valid from one
 * ranking to the next.
 */
export function sortStretch(
  line: Int32Array,
  spare: Int32Array,
  key: Float64Array,
  numbers: Float64Array,
  from: number,
  to: number,
  counts?: Int32Array,
): void {
  if (counts && to - from >= COUNT_FROM && countingSort(line, spare, key, numbers, counts, from, to)) return;
  for (let lo = from; lo < to; lo += RUN) insertionSort(line, key, numbers, lo, Math.min(lo + RUN, to));
  let src = line;
  let dst = spare;
  for (let width = RUN; width < to - from; width *= 2) {
    for (let lo = from; lo < to; lo += 2 * width)
      merge(src, dst, key, numbers, lo, Math.min(lo + width, to), Math.min(lo + 2 * width, to));
    const swap = src;
    src = dst;
    dst = swap;
  }
  // Copied back in a loop: a subarray would be one more object per sort.
  if (src !== line) for (let i = from; i < to; i++) line[i] = src[i]!;
}
