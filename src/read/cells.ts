/**
 * Cell hygiene shared by every notation: what a sheet or a file hands over (string, number,
 * Date, boolean, empty) becomes trimmed text, and numbers written the many ways directors
 * write them (4½, 4.5, 4,5, 1/2) become exact quarter-points.
 */
import { Quarters } from '../model/points';
import { quoteText } from '../model/problems';

export type CellValue = unknown;

export function isDate(v: unknown): v is Date {
  // A Date from another realm (the Apps Script runtime) fails instanceof, so ask its tag; only objects can be dates.
  return typeof v === 'object' && v !== null && Object.prototype.toString.call(v) === '[object Date]';
}

/**
 * Text that collapsing and trimming would leave as it is: no space at either end, never two in
 * a row, and no space but the plain one (every other is below ! or is U+00A0, or from U+1680
 * up, where the rest of Unicode's spaces lie). Most cells ("W12B", "D2 B", "Wen Okafor") are
 * so; asking is a loop over the characters, far cheaper than the pattern's copy of each cell.
 */
function isTidy(text: string): boolean {
  const last = text.length - 1;
  for (let i = 0; i <= last; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x20) {
      if (i === 0 || i === last || text.charCodeAt(i - 1) === 0x20) return false;
    } else if (c < 0x21 || c === 0xa0 || c >= 0x1680) return false;
  }
  return true;
}

/**
 * A name (a section, a school) as a director means it, case and spaces aside: "K-5", "k-5" and
 * "K -5" are one name spelled three ways, which the readers refuse rather than tell apart.
 */
export function spellingKey(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '');
}

/** Trimmed text of a cell; numbers as Sheets would display them plainly. */
export function cellText(v: CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return isTidy(v) ? v : v.replace(/[\u00a0\s]+/g, ' ').trim();
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (isDate(v)) return '';
  return String(v).trim();
}

/** Error text for a Date found where a result or score belongs: someone typed 1/2 into an unformatted cell. */
export const DATE_IN_CELL =
  'holds a date, probably a half point typed as 1/2 that the sheet turned into a date. Enter ½ or 0.5 instead (or format the cells as plain text first).';

/** The quarters of each fraction parsePoints reads. */
const FRACTION_QUARTERS: Readonly<Record<string, number>> = { '½': 2, '1/2': 2, '¼': 1, '1/4': 1, '¾': 3, '3/4': 3 };

/** "4½", "4.5", "4,5", "½", ".5", "1/2", "4 1/2" as quarters; null when it is not such a number. */
export function parsePoints(text: string): Quarters | null {
  const s = text.trim();
  // Most scores are "6" or "5.5": read as the second pattern reads them, without it.
  if (isPlainDecimal(s)) {
    const q = Number(s) * 4;
    return Number.isInteger(q) ? q : null;
  }
  let m = /^(\d*)\s*(½|¼|¾|1\/2|1\/4|3\/4)$/.exec(s);
  if (m) {
    const frac = FRACTION_QUARTERS[m[2]!]!;
    return (m[1] ? Number(m[1]) * 4 : 0) + frac;
  }
  m = /^(\d*)(?:[.,](\d+))?$/.exec(s);
  if (!m || s === '' || s === '.' || s === ',') return null;
  const q = Number(`${m[1] || '0'}.${m[2] ?? '0'}`) * 4;
  return Number.isInteger(q) ? q : null;
}

/** Digits, or digits, a dot and digits ("6", "5.5"). */
function isPlainDecimal(s: string): boolean {
  let dot = -1;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x2e && dot < 0 && i > 0) dot = i;
    else if (c < 0x30 || c > 0x39) return false;
  }
  return s.length > 0 && dot !== s.length - 1;
}

/** One to `most` digits and nothing else: /^\d{1,most}$/ without the pattern. */
export function isDigits(s: string, most: number): boolean {
  if (s.length === 0 || s.length > most) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return false;
  }
  return true;
}

/** A rating cell: "1794", "2,104", "1403P5", "R: 1794 ->1817", "2450.0"; null when unrated, blank or not a rating (see ratingProblem). */
export function parseRating(v: CellValue): number | null {
  const read = readRating(v);
  return typeof read === 'number' ? read : null;
}

/** The error values a spreadsheet formula shows in its cell (#N/A from a failed lookup, #REF! from a deleted column…). */
const FORMULA_ERROR = /^#(?:N\/A|REF!|DIV\/0!|VALUE!|NAME\?|NUM!|NULL!|ERROR!|SPILL!|CALC!|GETTING_DATA)$/i;

/** "holds the formula error #REF!" when the cell shows one; null otherwise. */
export function formulaError(text: string): string | null {
  // Every row's name is asked: most do not start with #, so the pattern is not run.
  return text.charCodeAt(0) === 0x23 && FORMULA_ERROR.test(text)
    ? `holds the formula error ${text}: fix the formula (or paste its values) first`
    : null;
}

/** The most a rating can sensibly be; anything above is a typo or an ID in the wrong column. */
export const MAX_RATING = 3999;

/**
 * A rating as typed: an optional prefix of letters ("R:", "Elo"), the number, an optional mark.
 * The number is whole ("1850"), thousands-separated ("2,104", "1.850", "1 850", "1'850": one or
 * two digits, then a comma, dot, space or apostrophe and exactly three digits), three or four
 * digits with one or two decimals ("2450.0", "1850,5", rounded) or in exponent form ("1e3", "1.85e3"). The
 * mark is US Chess's provisional "P" with or without its games ("1500P", "1500P12"), games after
 * a slash ("1500/12"), "?", "*", a word ("1850 est", "(FIDE)"), or SwissSys's post-event rating
 * ("R: 1794 ->1817"). Anything else with a digit is refused, never cut to the digits it starts with.
 */
const RATING_TEXT =
  /^(?:[a-z]{1,10}(?:\s*:)?\s*)?([1-9]\d?[,.\s'’]\d{3}|\d{3,4}[.,]\d{1,2}|\d{1,6}|\d(?:\.\d{1,4})?e\+?\d)\s*(?:p\s*\d{0,3}|\/\s*\d{1,3}|[?*]|\(?[a-z]{1,12}\.?\)?|->\s*\d{1,4})?$/i;

const EXPECTED_RATING = `expected a rating such as 1850 (at most ${MAX_RATING}), or blank for an unrated player`;

/** The longest rating cell read ("R: 1794 ->1817" is 14 characters). */
const RATING_TEXT_LENGTH = 40;

/** The number in RATING_TEXT's first group, or null where it cannot be one rating. */
function ratingNumber(text: string): number | null {
  if (/^[1-9]\d?[,.\s'’]\d{3}$/.test(text)) return Number(text.replace(/[,.\s'’]/, ''));
  if (/e/i.test(text)) {
    const n = Number(text);
    return Number.isInteger(n) ? n : null;
  }
  return Math.round(Number(text.replace(',', '.')));
}

/**
 * The rating a cell holds (null for unrated), or what is wrong with it. A sheet's number is read
 * as it stands, but a fraction below 100 (1.85: "1.850" typed where a dot is the decimal point)
 * is refused rather than rounded to a rating of 2.
 */
export function readRating(v: CellValue): number | null | { problem: string } {
  if (isDate(v)) return { problem: `the rating holds a date; ${EXPECTED_RATING}.` };
  const text = cellText(v);
  const error = formulaError(text);
  if (error) return { problem: `the rating ${error}; ${EXPECTED_RATING}.` };
  if (typeof v === 'number') {
    if (!Number.isFinite(v) || v < 0 || v > MAX_RATING) return notARating(text);
    if (v > 0 && v < 100 && !Number.isInteger(v))
      return notARating(text, ' (a thousands separator read as a decimal point? type the rating without it, as 1850)');
    return v === 0 ? null : Math.round(v);
  }
  // Most ratings are digits alone ("1794"), which RATING_TEXT would read whole, as they stand.
  if (isDigits(text, 6)) return ratingOrRefusal(Number(text), text);
  // No digit at all ("unr.", "(new)"): a word for unrated, as before.
  if (!/\d/.test(text)) return /^[+-]?(?:inf(?:inity)?|∞|nan)$/i.test(text) ? notARating(text) : null;
  // A leading apostrophe is the spreadsheet's "keep as text" mark; a longer cell is no rating and is not searched.
  const m = text.length <= RATING_TEXT_LENGTH ? RATING_TEXT.exec(text.replace(/^'/, '')) : null;
  return ratingOrRefusal(m ? ratingNumber(m[1]!) : null, text);
}

/** The number read as a rating (0 is unrated), or the refusal of a text that held none. */
function ratingOrRefusal(n: number | null, text: string): number | null | { problem: string } {
  if (n === null || n > MAX_RATING) return notARating(text);
  return n === 0 ? null : n;
}

/** The refusal of a rating cell, worded only for a cell refused: every row of a table is read. */
function notARating(text: string, why = ''): { problem: string } {
  // A pasted page in a rating cell is quoted by its start and length, not whole.
  return { problem: `${quoteText(text, RATING_TEXT_LENGTH)} is not a rating${why}; ${EXPECTED_RATING}.` };
}

/**
 * What is wrong with a rating cell, or null when parseRating may read it. Blank, 0 and words
 * such as "unr" mean unrated; a date, a formula error, a negative, a non-finite or an absurd
 * number, or digits in a form that is not one rating ("1850-1900", "2,10") is reported
 * instead of being read as unrated or cut to the digits it starts with.
 */
export function ratingProblem(v: CellValue): string | null {
  const read = readRating(v);
  return read !== null && typeof read === 'object' ? read.problem : null;
}
