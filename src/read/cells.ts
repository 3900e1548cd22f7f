/**
 * Cell hygiene shared by every notation: what a sheet or a file hands over (string, number,
 * Date, boolean, empty) becomes trimmed text, and numbers written the many ways directors
 * write them (4½, 4.5, 4,5, 1/2) become exact quarter-points.
 */
import { Quarters } from '../model/points';

export type CellValue = unknown;

export function isDate(v: unknown): v is Date {
  // A Date from another realm (the Apps Script runtime) fails instanceof, so ask its tag; only objects can be dates.
  return typeof v === 'object' && v !== null && Object.prototype.toString.call(v) === '[object Date]';
}

/** No space of any kind (every one is below ! or from U+00A0 up): nothing to collapse or trim. */
const NO_SPACE = /^[!-\u009f]*$/;

/** Trimmed text of a cell; numbers as Sheets would display them plainly. */
export function cellText(v: CellValue): string {
  if (v === null || v === undefined) return '';
  // Most cells ("W12B", "1794") have no space at all; testing is cheaper than replacing.
  if (typeof v === 'string') return NO_SPACE.test(v) ? v : v.replace(/[\u00a0\s]+/g, ' ').trim();
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (isDate(v)) return '';
  return String(v).trim();
}

/** Error text for a Date found where a result or score belongs: someone typed 1/2 into an unformatted cell. */
export const DATE_IN_CELL =
  'holds a date, probably a half point typed as 1/2 that the sheet turned into a date. Enter ½ or 0.5 instead (or format the cells as plain text first).';

/** "4½", "4.5", "4,5", "½", ".5", "1/2", "4 1/2" as quarters; null when it is not such a number. */
export function parsePoints(text: string): Quarters | null {
  const s = text.trim();
  let m = /^(\d*)\s*(½|¼|¾|1\/2|1\/4|3\/4)$/.exec(s);
  if (m) {
    const frac = { '½': 2, '1/2': 2, '¼': 1, '1/4': 1, '¾': 3, '3/4': 3 }[m[2]]!;
    return (m[1] ? Number(m[1]) * 4 : 0) + frac;
  }
  m = /^(\d*)(?:[.,](\d+))?$/.exec(s);
  if (!m || s === '' || s === '.' || s === ',') return null;
  const q = Number(`${m[1] || '0'}.${m[2] ?? '0'}`) * 4;
  return Number.isInteger(q) ? q : null;
}

/** A rating cell: "1794", "1403P5", "R: 1794 ->1817", "2450.0"; null when unrated or blank. */
export function parseRating(v: CellValue): number | null {
  if (typeof v === 'number') return Number.isFinite(v) && v > 0 ? Math.round(v) : null;
  const m = /(\d{2,4})/.exec(cellText(v));
  return m ? Number(m[1]) : null;
}

/** The error values a spreadsheet formula shows in its cell (#N/A from a failed lookup, #REF! from a deleted column…). */
const FORMULA_ERROR = /^#(?:N\/A|REF!|DIV\/0!|VALUE!|NAME\?|NUM!|NULL!|ERROR!|SPILL!|CALC!|GETTING_DATA)$/i;

/** "holds the formula error #REF!" when the cell shows one; null otherwise. */
export function formulaError(text: string): string | null {
  return FORMULA_ERROR.test(text) ? `holds the formula error ${text}: fix the formula (or paste its values) first` : null;
}

/** The most a rating can sensibly be; anything above is a typo or an ID in the wrong column. */
export const MAX_RATING = 3999;

/**
 * What is wrong with a rating cell, or null when parseRating may read it. Blank, 0 and words
 * such as "unr" mean unrated; a date, a formula error, a negative, a non-finite or an absurd
 * number is reported instead of being read as unrated or cut to four digits.
 */
export function ratingProblem(v: CellValue): string | null {
  const expected = `expected a rating such as 1850 (at most ${MAX_RATING}), or blank for an unrated player`;
  if (isDate(v)) return `the rating holds a date; ${expected}.`;
  const text = cellText(v);
  const error = formulaError(text);
  if (error) return `the rating ${error}; ${expected}.`;
  const first = typeof v === 'number' ? v : /^[+-]?(?:inf(?:inity)?|∞|nan)$/i.test(text) ? NaN : Number(/[-+]?\d+(?:\.\d+)?(?:e[+-]?\d+)?/i.exec(text)?.[0] ?? 0);
  if (!Number.isFinite(first) || first < 0 || first > MAX_RATING) return `"${text}" is not a rating; ${expected}.`;
  return null;
}
