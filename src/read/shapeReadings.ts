/**
 * Every round cell of a table as one notation reads it, kept by shape (cellShapes.ts): detection
 * reads each shape once, and the grid reader and buildTournament take each cell's reading from
 * its shape and its own number, so a large table's cells need no object each.
 */
import type { ReadCell } from './notation';

/**
 * How a notation reads the cells of one shape: every one alike (a reading, whose opponent is each
 * cell's own number when the shape sets one aside), none of them (null), or text by text, keyed
 * by the number set aside (when the first text's reading does not take that number as the
 * opponent, a cell with another number reads otherwise, or the first text cannot be read).
 */
export type ShapeReading = ReadCell | null | Map<number, ReadCell | null>;

/**
 * Every round cell of a table as one notation reads it, without an object per cell: the cells'
 * shapes and numbers, and each shape's reading (detect.ts). Cell i is read by readingOf or readInto.
 */
export interface ShapeReadings {
  shapeOf: Int32Array;
  numberOf: Int32Array;
  byShape: readonly ShapeReading[];
}

/** A blank or date cell: a round not paired in every notation. */
export const BLANK: ReadCell = { kind: 'zeroBye', raw: '' };

/**
 * The reading a shape gives its cell `text`, which holds number n (-1 when the shape sets none
 * aside): the shape's reading with that opponent and text, or the text's own.
 */
export function readingOf(reading: ShapeReading, n: number, text: string): ReadCell | null {
  if (reading === null) return null;
  if (reading instanceof Map) return reading.get(n)!;
  if (n < 0 || reading.raw === text) return reading;
  const { kind, colour, pab, pending } = reading;
  return { kind, opponent: n, colour, pab, pending, raw: text };
}

/** Cell i's reading (its text `text`) as readingOf gives it; null when the notation cannot read it. */
export function readingAt(readings: ShapeReadings, i: number, text: string): ReadCell | null {
  const s = readings.shapeOf[i]!;
  return s < 0 ? BLANK : readingOf(readings.byShape[s]!, readings.numberOf[i]!, text);
}

/**
 * The reading cell i shares with other cells (null when the notation cannot read it): its kind,
 * colour and whether it is pending are the cell's; its opponent and text may be another cell's.
 */
export function sharedReadingAt(readings: ShapeReadings, i: number): ReadCell | null {
  const s = readings.shapeOf[i]!;
  const shape = s < 0 ? BLANK : readings.byShape[s]!;
  return shape instanceof Map ? shape.get(readings.numberOf[i]!)! : shape;
}

/**
 * Cell i's reading written into `out`, which is reused from cell to cell: the same fields as
 * readingAt gives, without making an object (a large table has a hundred thousand cells). False
 * when the notation cannot read the cell.
 */
export function readInto(readings: ShapeReadings, i: number, text: string, out: ReadCell): boolean {
  const s = readings.shapeOf[i]!;
  const n = readings.numberOf[i]!;
  const shape = s < 0 ? BLANK : readings.byShape[s]!;
  const reading = shape instanceof Map ? shape.get(n)! : shape;
  if (reading === null) return false;
  out.kind = reading.kind;
  out.colour = reading.colour;
  out.pab = reading.pab;
  out.pending = reading.pending;
  // A reading shared by a shape's cells takes each cell's own number and text (readingOf).
  const own = shape === reading && n >= 0;
  out.opponent = own ? n : reading.opponent;
  out.raw = own ? text : reading.raw;
  out.cell = reading.cell;
  return true;
}
