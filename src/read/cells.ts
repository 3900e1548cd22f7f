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
 * Characters a reader of the sheet cannot see: format characters (zero-width space, joiner and
 * non-joiner, word joiner, byte-order mark, soft hyphen, the bidirectional marks and overrides,
 * Unicode category Cf), the combining grapheme joiner, variation selectors and the Hangul fillers.
 */
const INVISIBLE = /\u034f|\p{Variation_Selector}|[\p{Cf}\u115f\u1160\u3164\uffa0]/gu;

/**
 * A name as a person reads it: in Unicode's composed form (NFC, so "É" typed as E and a combining
 * accent is the one letter "É") and without invisible characters ("Ad<zero-width space>ams" is
 * "Adams"). Text of Latin-1 alone (below U+0300, no soft hyphen) is so already and is not copied.
 */
export function visibleName(name: string): string {
  let plain = true;
  for (let i = 0; i < name.length && plain; i++) {
    const c = name.charCodeAt(i);
    plain = c < 0x300 && c !== 0xad;
  }
  return plain ? name : name.normalize('NFC').replace(INVISIBLE, '');
}

/**
 * A name (a section, a school, a prize group's value) as a director means it, case, spaces and
 * what cannot be seen aside (visibleName): "K-5", "k-5" and "K -5" are one name spelled three
 * ways, which the readers refuse rather than tell apart; "Élite" composed or decomposed, and
 * "Adams" with a zero-width space inside, are one name written alike.
 */
export function spellingKey(name: string): string {
  return visibleName(name).toLowerCase().replace(/\s+/g, '');
}

/**
 * A name quoted for a message, its invisible characters and combining marks shown by code
 * ("Ad<U+200B>ams", "E<U+0301>lite"), so two spellings that look alike can be told apart and fixed.
 */
export function shownName(name: string): string {
  // Combining marks are shown only where NFC would compose them: "हिंदी" keeps its vowel signs.
  const hidden = name === name.normalize('NFC') ? INVISIBLE : /[\p{Cf}\p{M}\u115f\u1160\u3164\uffa0]/gu;
  return JSON.stringify(
    name.replace(hidden, (ch) => `<U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}>`),
  );
}

/**
 * Digits of other scripts, as a phone keyboard or an input method types them: full-width "２０００",
 * Arabic-Indic "١٧٠٠", mathematical "𝟏𝟕𝟎𝟎" (Unicode's decimal digits, category Nd). They are
 * the digits they look like, so a number is read from them (with a reading note, ForeignDigits),
 * never taken for a word ("unrated", a trophy). Every Nd digit is U+0660 or above.
 */
const FIRST_FOREIGN_DIGIT = 0x660;
const DECIMAL_DIGIT = /\p{Nd}/u;
const DECIMAL_DIGITS = /\p{Nd}/gu;
const FOREIGN_DIGIT = /[^\P{Nd}0-9]/u;

/** Whether the text holds a decimal digit other than 0–9; a loop first, as most cells are ASCII. */
export function hasForeignDigits(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) >= FIRST_FOREIGN_DIGIT) return FOREIGN_DIGIT.test(text);
  }
  return false;
}

/**
 * The value of a decimal digit: Unicode encodes each script's digits 0 to 9 in a row, and runs
 * of scripts side by side (the mathematical digits) start at a 0, so it is the count of digits
 * before it in its run, modulo 10.
 */
function digitValue(digit: string): number {
  let code = digit.codePointAt(0)!;
  let before = 0;
  while (DECIMAL_DIGIT.test(String.fromCodePoint(code - 1))) {
    code--;
    before++;
  }
  return before % 10;
}

/** The text with every decimal digit written 0–9 ("２０００" is "2000"); other characters as they are. */
export function asciiDigits(text: string): string {
  return hasForeignDigits(text) ? text.replace(DECIMAL_DIGITS, (d) => String(digitValue(d))) : text;
}

/**
 * The cells of one table read with digits other than 0–9, for the one reading note the table
 * gets: `2 cells have digits other than 0–9, read as the digits they are (first C4 "２０００" as "2000")`.
 */
export class ForeignDigits {
  private first = '';
  private count = 0;

  /** The text with its digits written 0–9; `where` names the cell, asked only of the first. */
  read(text: string, where: () => string): string {
    const ascii = asciiDigits(text);
    if (ascii !== text && this.count++ === 0)
      this.first = `${where()} ${quoteText(text, 20)} as ${quoteText(ascii, 20)}`;
    return ascii;
  }

  /** A cell read by a function that writes its digits 0–9 itself (readRating): only counted for the note. */
  saw(value: unknown, where: () => string): void {
    if (typeof value === 'string' && hasForeignDigits(value)) this.read(value.trim(), where);
  }

  get note(): string | undefined {
    if (this.count === 0) return undefined;
    const cells = this.count === 1 ? '1 cell has' : `${this.count} cells have`;
    return `${cells} digits other than 0–9, read as the digits they are (${this.count === 1 ? '' : 'first '}${this.first})`;
  }
}

/** Letters typed for digits: O or o for 0, l or I for 1. */
const DIGIT_LOOKALIKE = /^[OolI]+$/;

/**
 * The letters typed for digits in a number ("15OO", "l500", "1O5O"), or null: a run of O, o, l
 * and I that touches a digit and is not part of a longer word ("Elo 2104", "1850 (FIDE)" are
 * words). A number so typed is refused with its cell, never cut to the digits before the letter.
 */
export function lettersForDigits(text: string): string | null {
  const words = text.match(/[A-Za-z]+/g);
  if (!words) return null;
  let from = 0;
  for (const word of words) {
    const at = text.indexOf(word, from);
    from = at + word.length;
    if (!DIGIT_LOOKALIKE.test(word)) continue;
    if (isAsciiDigit(text.charCodeAt(at - 1)) || isAsciiDigit(text.charCodeAt(from))) return word;
  }
  return null;
}

const isAsciiDigit = (c: number) => c >= 0x30 && c <= 0x39;

/** What a refused number's message adds: `the letters "OO" stand for digits; type the digits (0 and 1, not O and l)`. */
export function lettersForDigitsHint(letters: string): string {
  const which =
    letters.length > 1 ? `the letters "${letters}" stand for digits` : `the letter "${letters}" stands for a digit`;
  return `${which}; type the digits (0 and 1, not O and l)`;
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
  const typed = cellText(v);
  const text = asciiDigits(typed);
  const error = formulaError(text);
  if (error) return { problem: `the rating ${error}; ${EXPECTED_RATING}.` };
  if (typeof v === 'number') {
    if (!Number.isFinite(v) || v < 0 || v > MAX_RATING) return notARating(text);
    if (v > 0 && v < 100 && !Number.isInteger(v))
      return notARating(text, ' (a thousands separator read as a decimal point? type the rating without it, as 1850)');
    return v === 0 ? null : Math.round(v);
  }
  // Most ratings are digits alone ("1794"), which RATING_TEXT would read whole, as they stand.
  if (isDigits(text, 6)) return ratingOrRefusal(Number(text), typed);
  // No digit at all ("unr.", "(new)"): a word for unrated, as before; but a numeral of another
  // kind ("①", "Ⅻ", "²") or infinity is a number that is no rating.
  if (!/\d/.test(text))
    return /^[+-]?(?:inf(?:inity)?|∞|nan)$/i.test(text) || /\p{N}/u.test(text) ? notARating(typed) : null;
  const letters = text.length <= RATING_TEXT_LENGTH ? lettersForDigits(text) : null;
  if (letters) return notARating(typed, ` (${lettersForDigitsHint(letters)})`);
  // A leading apostrophe is the spreadsheet's "keep as text" mark; a longer cell is no rating and is not searched.
  const m = text.length <= RATING_TEXT_LENGTH ? RATING_TEXT.exec(text.replace(/^'/, '')) : null;
  return ratingOrRefusal(m ? ratingNumber(m[1]!) : null, typed);
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
