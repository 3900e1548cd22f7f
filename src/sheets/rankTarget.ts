/**
 * Which crosstable "Rank standings" ranks. Once ranked (or chosen in the sidebar), a table is
 * remembered in the document properties and ranked again wherever the cursor is: after a ranking
 * the Standings sheet is active, and reading it as a crosstable would fail or, worse, rank the
 * wrong thing. With nothing remembered, the selection (more than one cell) or the active sheet's
 * data is the table. A sheet the add-on writes is never a crosstable.
 */
import { CrosstableError } from '../model/problems';
import { saveDocumentJson } from './documentJson';
import { OWNER_KEY } from './ownedSheet';

type Range = GoogleAppsScript.Spreadsheet.Range;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

export const TABLE_KEY = 'tiebreaks.table';

/**
 * A crosstable's place: its sheet (by id, so a renamed sheet is still found) and its range, or
 * `range: ""` for all of the sheet's data (rows the director adds later are included).
 */
export interface TableRef {
  sheetId: number;
  range: string;
}

const A1_RANGE = /^[A-Z]{1,3}\d{1,7}(:[A-Z]{1,3}\d{1,7})?$/;

/** A stored or sent table reference, checked; null when it is not one. */
export function tableRefOf(input: unknown): TableRef | null {
  if (input === null || typeof input !== 'object') return null;
  const o = input as Record<string, unknown>;
  const sheetId = Number(o.sheetId);
  const range = typeof o.range === 'string' ? o.range.trim().toUpperCase() : '';
  if (!Number.isInteger(sheetId) || (range !== '' && !A1_RANGE.test(range))) return null;
  return { sheetId, range };
}

/** Whether the add-on wrote this sheet (Standings, Prizes, Board prizes…): its developer metadata says so. */
export function isOwnedSheet(sheet: Sheet): boolean {
  return sheet.getDeveloperMetadata().some((m) => m.getKey() === OWNER_KEY);
}

/** The refusal for a sheet the add-on wrote, naming it and what to do instead. */
function ownedSheetProblem(sheet: Sheet): CrosstableError {
  return new CrosstableError([
    {
      message:
        `"${sheet.getName()}" is a sheet Tiebreaks wrote, not a crosstable. Go to the sheet with your crosstable ` +
        '(or select the table there) and choose "Use selection" in the sidebar, or Rank standings again.',
    },
  ]);
}

/** The range a reference names, or null when its sheet is gone. */
export function rangeOf(ss: Spreadsheet, ref: TableRef): Range | null {
  const sheet = ss.getSheets().find((s) => s.getSheetId() === ref.sheetId);
  if (!sheet) return null;
  return ref.range ? sheet.getRange(ref.range) : sheet.getDataRange();
}

/** The table the selection names: the selection when it is more than one cell, else the active sheet's data. */
export function selectedTable(ss: Spreadsheet): { range: Range; ref: TableRef } {
  const selection = ss.getActiveRange();
  const whole = !selection || (selection.getNumRows() <= 1 && selection.getNumColumns() <= 1);
  const range = whole ? ss.getActiveSheet().getDataRange() : selection;
  const sheet = range.getSheet();
  if (isOwnedSheet(sheet)) throw ownedSheetProblem(sheet);
  return { range, ref: { sheetId: sheet.getSheetId(), range: whole ? '' : range.getA1Notation() } };
}

/** The table ranked or chosen last in this spreadsheet; null when none is, or what is saved no longer checks. */
export function rememberedTable(): TableRef | null {
  const text = PropertiesService.getDocumentProperties().getProperty(TABLE_KEY);
  try {
    return text ? tableRefOf(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

export function rememberTable(ref: TableRef): void {
  saveDocumentJson(TABLE_KEY, ref);
}

/**
 * The table to rank: `asked` (the one the sidebar shows), else the remembered one, else the
 * selection. A remembered table whose sheet was deleted gives way to the selection. Throws
 * CrosstableError for a sheet the add-on wrote.
 */
export function tableToRank(ss: Spreadsheet, asked?: TableRef | null): { range: Range; ref: TableRef } {
  for (const ref of [asked, rememberedTable()]) {
    if (!ref) continue;
    const range = rangeOf(ss, ref);
    if (!range) continue;
    if (isOwnedSheet(range.getSheet())) throw ownedSheetProblem(range.getSheet());
    return { range, ref };
  }
  return selectedTable(ss);
}
