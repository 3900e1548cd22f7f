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

const SHAPE = /^=\s*REGEXMATCH\(\s*TO_TEXT\(\s*(\$?[A-Za-z]{1,3}\$?\d+)\s*\)\s*,\s*"((?:[^"]|"")*)"\s*\)\s*$/i;

/** RE2 and JavaScript part ways on escapes (\s, \d…), inline flags ((?i): case folding) and "." (line ends). */
const NOT_PORTABLE = /\\|\(\?(?!:)|\./;

export interface CustomFormula {
  /** The referenced cell, relative to the rule's top-left cell (absolute parts kept). */
  ref: { row: number; col: number; rowFixed: boolean; colFixed: boolean };
  pattern: RegExp;
}

/** The rule's formula read once; throws saying what the emulator can evaluate. */
export function parseCustomFormula(formula: string): CustomFormula {
  const m = SHAPE.exec(formula);
  const cell = m?.[1];
  const quoted = m?.[2];
  if (cell === undefined || quoted === undefined)
    throw new Error(
      `The emulator evaluates a data-validation formula of the shape =REGEXMATCH(TO_TEXT(D2),"pattern") only, not ${formula}`,
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
