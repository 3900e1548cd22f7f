/**
 * Which crosstable "Rank standings" ranks. Once ranked (or chosen in the sidebar), a table is
 * remembered in the document properties and ranked again wherever the cursor is: after a ranking
 * the Standings sheet is active, and reading it as a crosstable would fail or, worse, rank the
 * wrong thing. With nothing remembered, the selection (more than one cell) or the active sheet's
 * data is the table. A sheet the add-on writes is never a crosstable: it stands for the crosstable
 * it was made from, which it keeps in its developer metadata (ownedSheet.ts, SOURCE_KEY).
 */
import { cellRef, CrosstableError } from '../model/problems';
import { saveDocumentJson } from './documentJson';
import { OWNER_KEY, SOURCE_KEY } from './ownedSheet';
import type { TableRef } from './shapes';

type Range = GoogleAppsScript.Spreadsheet.Range;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

export const TABLE_KEY = 'tiebreaks.table';

/** A crosstable's place (shapes.ts: the sidebar sends it back with every request). */
export type { TableRef };

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

/**
 * No table where the add-on looked, which is not a mistake in a table: an empty sheet, or a sheet
 * the add-on wrote whose crosstable it does not know. The sidebar says it in plain words, not as a
 * problem to fix; the menu's alert still refuses with the same words.
 */
export class NoTableHere extends CrosstableError {
  constructor(
    message: string,
    /** Nothing at all to rank here: a blank crosstable is what the director needs next. */
    readonly empty: boolean,
  ) {
    super([{ message }]);
    this.name = 'NoTableHere';
  }
}

/** The crosstable an owned sheet was made from (ownedSheet.ts keeps it), or null when it does not say. */
export function sourceOfSheet(sheet: Sheet): TableRef | null {
  const kept = sheet.getDeveloperMetadata().find((m) => m.getKey() === SOURCE_KEY);
  try {
    return kept ? tableRefOf(JSON.parse(kept.getValue() ?? '')) : null;
  } catch {
    return null;
  }
}

/** The refusal for a sheet the add-on wrote, naming it and what to do instead. */
function ownedSheetProblem(sheet: Sheet): CrosstableError {
  return new NoTableHere(
    `"${sheet.getName()}" is a sheet Tiebreaks wrote, not a crosstable. Go to the sheet with your crosstable ` +
      '(or select the table there) and choose "Use selection" in the sidebar.',
    false,
  );
}

const CHOOSE_AGAIN =
  'Select the whole table and choose "Use selection" in the sidebar (Extensions → Tiebreaks → Open sidebar), then rank again.';

/**
 * The range a reference names, or null when its sheet is gone. A saved range that no longer fits
 * its sheet, or beside which the table has grown (a round or a player added next to it), is refused
 * by name: ranking the old block would leave the new results out without a word.
 */
export function rangeOf(ss: Spreadsheet, ref: TableRef): Range | null {
  const sheet = ss.getSheets().find((s) => s.getSheetId() === ref.sheetId);
  if (!sheet) return null;
  if (!ref.range) return sheet.getDataRange();
  const saved = `${sheet.getName()}!${ref.range}`;
  let range: Range;
  try {
    range = sheet.getRange(ref.range);
  } catch {
    throw new CrosstableError([
      {
        message: `The table ranked last, ${saved}, no longer fits its sheet (rows or columns were deleted). ${CHOOSE_AGAIN}`,
      },
    ]);
  }
  const grown = contentBeside(sheet, range);
  if (grown) {
    throw new CrosstableError([
      {
        message: `The table ranked last is ${saved}, but ${sheet.getName()}!${grown.cell} beside it now holds "${grown.text}": the table has grown. ${CHOOSE_AGAIN}`,
      },
    ]);
  }
  return range;
}

/** The first filled cell in the row just below `range` or the column just right of it, if any. */
function contentBeside(sheet: Sheet, range: Range): { cell: string; text: string } | null {
  const below =
    sheet.getLastRow() > range.getLastRow()
      ? sheet.getRange(range.getLastRow() + 1, range.getColumn(), 1, range.getNumColumns())
      : null;
  const right =
    sheet.getLastColumn() > range.getLastColumn()
      ? sheet.getRange(range.getRow(), range.getLastColumn() + 1, range.getNumRows(), 1)
      : null;
  for (const strip of [below, right]) {
    if (!strip) continue;
    const values = strip.getValues();
    for (const [r, line] of values.entries()) {
      for (const [c, value] of line.entries()) {
        const text = String(value).trim();
        if (text !== '')
          return { cell: cellRef(r, c, { row: strip.getRow(), col: strip.getColumn() }), text: text.slice(0, 40) };
      }
    }
  }
  return null;
}

/**
 * The table the selection names: the selection when it is more than one cell, else the active
 * sheet's data; on a sheet the add-on wrote, the crosstable it was made from.
 */
export function selectedTable(ss: Spreadsheet): { range: Range; ref: TableRef } {
  const selection = ss.getActiveRange();
  const single = !selection || (selection.getNumRows() <= 1 && selection.getNumColumns() <= 1);
  const range = single ? ss.getActiveSheet().getDataRange() : selection;
  const sheet = range.getSheet();
  if (isOwnedSheet(sheet)) return sourceTable(ss, sheet);
  return { range, ref: single ? { sheetId: sheet.getSheetId(), range: '' } : refOfRange(range) };
}

/** The crosstable a sheet the add-on wrote was made from; refused by name when it does not say or it is gone. */
function sourceTable(ss: Spreadsheet, sheet: Sheet): { range: Range; ref: TableRef } {
  const ref = sourceOfSheet(sheet);
  const range = ref && rangeOf(ss, ref);
  if (!ref || !range || isOwnedSheet(range.getSheet())) throw ownedSheetProblem(sheet);
  return { range, ref };
}

/** A range as a reference: all of the sheet's data as the whole sheet, so rows and rounds added later are ranked. */
export function refOfRange(range: Range): TableRef {
  const sheet = range.getSheet();
  const whole = range.getA1Notation() === sheet.getDataRange().getA1Notation();
  return { sheetId: sheet.getSheetId(), range: whole ? '' : range.getA1Notation() };
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
 * selection, which on a sheet the add-on wrote (Standings K-5 after Rank all sections) is the table
 * it was made from. A table whose sheet was deleted gives way to the next. Throws CrosstableError
 * for a sheet the add-on wrote whose crosstable is not known.
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
