/**
 * The emulated Sheets runtime: an in-memory spreadsheet and services, and dist/Code.js loaded
 * the way Apps Script loads it. Used by the tests, `npm start` and the sidebar preview.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseDelimited } from '../read/csv';
import { AppsScriptRuntime, RuntimeOptions } from './runtime';
import { asTyped, EmulatedSpreadsheet, Value } from './spreadsheet';

export { AppsScriptRuntime, CallLog, ScriptError } from './runtime';
export type { FormulaResult, RuntimeOptions } from './runtime';
export { EmulatedSpreadsheet, EmulatedSheet, EmulatedRange, EmulatedUi, EmulatedMenu, asTyped } from './spreadsheet';
export type { Value } from './spreadsheet';
export { parseFormula } from './formula';
export { areaA1, cellA1, parseA1 } from './a1';

/** A runtime on the built project in `dir` (dist/): Code.js and its HTML files. */
export function loadDist(dir: string, options: Omit<RuntimeOptions, 'code' | 'htmlFiles'> = {}): AppsScriptRuntime {
  const htmlFiles: Record<string, string> = {};
  for (const f of fs.readdirSync(dir)) if (f.endsWith('.html')) htmlFiles[f.slice(0, -5)] = fs.readFileSync(path.join(dir, f), 'utf8');
  return new AppsScriptRuntime({ ...options, code: fs.readFileSync(path.join(dir, 'Code.js'), 'utf8'), htmlFiles });
}

/** A CSV or TSV file's cells as Sheets holds them after an import: numbers as numbers, blanks as "". */
export function valuesFromDelimited(text: string): Value[][] {
  const rows = parseDelimited(text);
  while (rows.length && rows[rows.length - 1].every((c) => c.trim() === '')) rows.pop();
  const width = Math.max(0, ...rows.map((r) => r.length));
  return rows.map((r) => Array.from({ length: width }, (_, c) => (r[c] === undefined || r[c].trim() === '' ? '' : asTyped(r[c]))));
}

/** Puts values on a sheet (created if needed) from A1, exactly as given. */
export function putValues(spreadsheet: EmulatedSpreadsheet, sheetName: string, values: Value[][]): void {
  const sheet = spreadsheet.getSheetByName(sheetName) ?? spreadsheet.insertSheet(sheetName);
  sheet.hostSetValues(1, 1, values);
}
