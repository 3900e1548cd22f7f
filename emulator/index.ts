/**
 * The emulated Sheets runtime: an in-memory spreadsheet and services, and dist/Code.js loaded
 * the way Apps Script loads it. Used by the tests, `npm start` and the sidebar preview.
 */
import fs from 'node:fs';
import path from 'node:path';
// Sheets' CSV import is emulated with the product's own CSV reader: the fixtures are read as the
// add-on's tests have always read them.
import { parseDelimited } from '../src/read/csv';
import { AppsScriptRuntime, RuntimeOptions } from './runtime';
import { asTyped, EmulatedSpreadsheet, Value } from './spreadsheet';

export { AppsScriptRuntime, CallLog, FailureInjector, ScriptError } from './runtime';
export type { FormulaResult, RuntimeOptions } from './runtime';
export {
  EmulatedSpreadsheet,
  EmulatedSheet,
  EmulatedRange,
  EmulatedBanding,
  EmulatedUi,
  EmulatedMenu,
  asTyped,
} from './spreadsheet';
export { displayText } from './display';
export type { SheetState, SpreadsheetState, Value } from './spreadsheet';
export { parseFormula } from './formula';
export { areaA1, cellA1, parseA1 } from './a1';

/** The files of a dist/ folder as last read, and what they were read from (names, sizes, times). */
const distRead = new Map<string, { stamp: string; code: string; htmlFiles: Record<string, string> }>();

/** A runtime on the built project in `dir` (dist/): Code.js and its HTML files (read again only when they change). */
export function loadDist(dir: string, options: Omit<RuntimeOptions, 'code' | 'htmlFiles'> = {}): AppsScriptRuntime {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f === 'Code.js' || f.endsWith('.html'))
    .sort();
  const stamp = files
    .map((f) => {
      const st = fs.statSync(path.join(dir, f));
      return `${f}:${st.size}:${st.mtimeMs}`;
    })
    .join('|');
  let read = distRead.get(path.resolve(dir));
  if (read?.stamp !== stamp) {
    const htmlFiles: Record<string, string> = {};
    for (const f of files)
      if (f.endsWith('.html')) htmlFiles[f.slice(0, -5)] = fs.readFileSync(path.join(dir, f), 'utf8');
    read = { stamp, code: fs.readFileSync(path.join(dir, 'Code.js'), 'utf8'), htmlFiles };
    distRead.set(path.resolve(dir), read);
  }
  return new AppsScriptRuntime({ ...options, code: read.code, htmlFiles: { ...read.htmlFiles } });
}

/** A CSV or TSV file's cells as Sheets holds them after an import: numbers as numbers, blanks as "". */
export function valuesFromDelimited(text: string): Value[][] {
  const rows = parseDelimited(text);
  while (rows.length && rows[rows.length - 1]!.every((c) => c.trim() === '')) rows.pop();
  const width = Math.max(0, ...rows.map((r) => r.length));
  return rows.map((r) =>
    Array.from({ length: width }, (_, c) => {
      const cell = r[c];
      return cell === undefined || cell.trim() === '' ? '' : asTyped(cell);
    }),
  );
}

/** Puts values on a sheet (created if needed) from A1, exactly as given. */
export function putValues(spreadsheet: EmulatedSpreadsheet, sheetName: string, values: Value[][]): void {
  const sheet = spreadsheet.getSheetByName(sheetName) ?? spreadsheet.insertSheet(sheetName);
  sheet.hostSetValues(1, 1, values);
}
