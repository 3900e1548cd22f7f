/**
 * Data validation as Sheets applies it to what a person types. The emulator is not a formula
 * engine (formula.ts evaluates only a custom-function call), so a custom-formula rule is
 * evaluated for exactly the shape the add-on writes, =REGEXMATCH(TO_TEXT(D2),"^…$"), with D2
 * relative to the rule's range as Sheets adjusts it for each cell. The pattern is run as a
 * JavaScript RegExp, which reads the same as RE2 only without escapes, (?flags) and "." (see
 * src/read/usResultPattern.ts); any other formula or pattern is refused rather than guessed.
 */
import { parseA1 } from './a1';
import type { Value } from './value';

/** The rule's shape, its two arguments separated by `separator` (the spreadsheet locale's). */
const shape = (separator: string) =>
  new RegExp(
    `^=\\s*REGEXMATCH\\(\\s*TO_TEXT\\(\\s*(\\$?[A-Za-z]{1,3}\\$?\\d+)\\s*\\)\\s*${separator}\\s*"((?:[^"]|"")*)"\\s*\\)\\s*$`,
    'i',
  );

/**
 * The argument separator Sheets reads in a formula, by the spreadsheet's locale: ";" where the
 * locale writes a decimal comma (1,5), "," elsewhere. A formula written with the other one does
 * not parse ("Formula parse error"), so a rule written for the US locale refuses every entry in a
 * German spreadsheet. (Sheets may forgive a typed ";" in a "," locale; the emulator takes the
 * strict reading both ways, so the add-on must write the locale's own.) The emulator knows the locales its tests use, and refuses any other rather
 * than guess; this table is written from Sheets' File > Settings, not from the add-on's code.
 */
const SEPARATORS: Readonly<Record<string, ',' | ';'>> = {
  en_US: ',',
  en_GB: ',',
  en_AU: ',',
  ja_JP: ',',
  es_MX: ',',
  de_CH: ',',
  de_DE: ';',
  fr_FR: ';',
  es_ES: ';',
  it_IT: ';',
  nl_NL: ';',
  pt_BR: ';',
  ru_RU: ';',
  pl_PL: ';',
  tr_TR: ';',
};

export function localeSeparator(locale: string): ',' | ';' {
  const separator = SEPARATORS[locale];
  if (separator === undefined)
    throw new Error(`The emulator does not know the argument separator of locale ${locale}.`);
  return separator;
}

/** RE2 and JavaScript part ways on escapes (\s, \d…), inline flags ((?i): case folding) and "." (line ends). */
const NOT_PORTABLE = /\\|\(\?(?!:)|\./;

export interface CustomFormula {
  /** The referenced cell, relative to the rule's top-left cell (absolute parts kept). */
  ref: { row: number; col: number; rowFixed: boolean; colFixed: boolean };
  pattern: RegExp;
}

/** The rule's formula read once, in a locale whose argument separator is `separator`; throws saying what the emulator can evaluate. */
export function parseCustomFormula(formula: string, separator: ',' | ';' = ','): CustomFormula {
  if (shape(separator === ',' ? ';' : ',').test(formula))
    throw new Error(
      `Formula parse error: ${formula} separates its arguments with "${separator === ',' ? ';' : ','}", and this spreadsheet's locale with "${separator}".`,
    );
  const m = shape(separator).exec(formula);
  const cell = m?.[1];
  const quoted = m?.[2];
  if (cell === undefined || quoted === undefined)
    throw new Error(
      `The emulator evaluates a data-validation formula of the shape =REGEXMATCH(TO_TEXT(D2)${separator}"pattern") only, not ${formula}`,
    );
  const source = quoted.replace(/""/g, '"');
  if (NOT_PORTABLE.test(source))
    throw new Error(
      `The emulator runs a REGEXMATCH pattern only where RE2 and JavaScript agree (no \\, (?flags) or "."): ${source}`,
    );
  const a = parseA1(cell.replace(/\$/g, ''), 1e6);
  return {
    ref: { row: a.row, col: a.col, rowFixed: /\$\d/.test(cell), colFixed: cell.startsWith('$') },
    pattern: new RegExp(source),
  };
}

/** TO_TEXT: a value as its text (numbers plainly; the cells validated here are formatted as text). */
function toText(v: Value): string {
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  return v instanceof Date ? v.toISOString() : String(v);
}

/**
 * Whether the formula holds for the cell `offset` rows and columns from the rule's top-left cell,
 * reading cells through `valueAt` (which gives the typed value for the cell being typed into).
 */
export function formulaHolds(
  f: CustomFormula,
  offset: { rows: number; cols: number },
  valueAt: (row: number, col: number) => Value,
): boolean {
  const row = f.ref.row + (f.ref.rowFixed ? 0 : offset.rows);
  const col = f.ref.col + (f.ref.colFixed ? 0 : offset.cols);
  return f.pattern.test(toText(valueAt(row, col)));
}

/** What Sheets shows when a rejected entry's rule has no help text of its own. */
export const DEFAULT_REJECTION = (a1: string) =>
  `The data you entered in cell ${a1} violates the data validation rules set on this cell.`;
