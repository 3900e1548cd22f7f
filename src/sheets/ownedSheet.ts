/**
 * Writing a sheet the add-on owns (Standings, Prizes…) so that a failure at any service call
 * leaves either the old sheet or the complete new one, never a half-written sheet, and never
 * touches a sheet the add-on does not own.
 *
 * How: the new sheet is built completely under a temporary name, marked "being built" in its
 * developer metadata; only then is it swapped in (old renamed aside, new renamed, new marked as
 * owned, old deleted). The delete of the old sheet is the single commit point: every call before
 * it can be undone, and nothing after it can fail. Apps Script has no transactions, so this is
 * the order that makes every single failing call recoverable:
 *
 *   build   insertSheet(temp) → mark "building" → size → formats → values → bold rows →
 *           column widths → row banding → frozen → note → flush
 *           a failure here: delete the temporary sheet. The old sheet was never touched. The
 *           presentation (bold, widths, banding) belongs to the temporary sheet too, so a sheet
 *           is never seen half dressed, and deleting it undoes every part.
 *   swap 1  old.setName("<name> ~old")    a failure: delete temp; old untouched.
 *   swap 2  new.setName("<name>")         a failure: delete temp; old renamed back.
 *   swap 3  mark.setValue(owner)          a failure: delete temp; old renamed back.
 *   commit  deleteSheet(old)              a failure: delete new; old renamed back.
 *
 * A failure inside the rollback itself (a second failure) cannot lose the old data either: each
 * rollback step is tried on its own, and what a failed step leaves is recognisable and cleaned up
 * by the next write: a sheet still marked "building" is deleted, and an owned sheet still named
 * "<name> ~old" gets its name back. (Failures that report an error after the change was made,
 * or an execution killed mid-way, are outside this model; the next-write clean-up covers them.)
 */

import type { TableRef } from './shapes';
import { neutralise } from '../standings/text';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type DeveloperMetadata = GoogleAppsScript.Spreadsheet.DeveloperMetadata;

/** The developer-metadata key that marks a sheet as the add-on's; the value says which sheet ("standings"). */
export const OWNER_KEY = 'tiebreaks-addon';
/**
 * The developer-metadata key under which a sheet the add-on wrote keeps the crosstable it was made
 * from (a TableRef as JSON), so a sidebar opened on it reads that table, not the sheet itself.
 */
export const SOURCE_KEY = 'tiebreaks-source';
/** Appended to the owner value while a sheet is being built: such a sheet is never shown as finished. */
const BUILDING = ':building';
const OLD_SUFFIX = ' ~old';
const NEW_SUFFIX = ' ~new';
const OLD_NAME = /^(.*) ~old(?: \(\d+\))?$/;
const NEW_NAME = / ~new(?: \(\d+\))?$/;

export type CellValue = string | number | boolean | Date;

export interface OwnedSheetContent {
  /** Which of the add-on's sheets this is: the metadata value under OWNER_KEY ("standings", "prizes"). */
  owner: string;
  /**
   * The name of a first sheet ("Standings"; "Standings (2)"… when a sheet the add-on does not own
   * has it). An existing owned sheet keeps its name, so a director may rename it.
   */
  baseName: string;
  /** Rows of cell values, rectangular, at least one row and one column. Neutralise player text first. */
  values: CellValue[][];
  /** Number formats, the same shape as values; written before the values, so "@" keeps "3-5" text. */
  formats?: string[][];
  /** The note on A1 (what produced the sheet). */
  note?: string;
  /** Rows to freeze (a title and the header). */
  frozenRows?: number;
  /** Rows (1-based) set in bold: a title, the header. */
  boldRows?: number[];
  /** Each column's width in pixels, from column A (readableWidths gives widths that fit the text). */
  columnWidths?: number[];
  /** Rows given alternating colours, the first coloured as a header (Sheets' default banding), across every column. */
  bandedRows?: { first: number; count: number };
  /** Columns (1-based) aligned right over these rows: a column that mixes numbers and text ("11", "12-13") lines up. */
  rightAligned?: { columns: number[]; first: number; count: number };
  /** A sheet never replaced even when it is owned: the sheet the input was just read from. */
  spare?: Sheet;
  /** The crosstable the sheet was made from, kept with it (SOURCE_KEY). */
  source?: TableRef;
}

/** A table's cells, their number formats (the same shape) and its column widths in pixels. */
export interface SheetGrid {
  values: CellValue[][];
  formats: string[][];
  widths: number[];
}

/** A table under one header row, bold, frozen and banded with the rows: the Prizes and Board prizes sheets. */
export function headedTable(
  grid: SheetGrid,
): Pick<OwnedSheetContent, 'values' | 'formats' | 'frozenRows' | 'boldRows' | 'columnWidths' | 'bandedRows'> {
  const { values, formats, widths } = grid;
  return {
    values,
    formats,
    frozenRows: 1,
    boldRows: [1],
    columnWidths: widths,
    bandedRows: { first: 1, count: values.length },
  };
}

/**
 * A table as the Standings sheet lays one out, ready to post: a title in row 1 (bold, frozen with
 * the header), the header and rows (banded), then a blank row and lines of words under the table.
 * The title and the lines spill across the empty cells beside them; the table's columns fit its
 * text (the grid's widths). Title and lines are neutralised here: they quote the director's names.
 */
export function titledTable(
  title: string,
  grid: SheetGrid,
  under: readonly string[],
  /** Columns (1-based) that mix numbers and shared text ("3-4"): aligned right, so each reads straight. */
  rightColumns: readonly number[] = [],
): Pick<
  OwnedSheetContent,
  'values' | 'formats' | 'frozenRows' | 'boldRows' | 'columnWidths' | 'bandedRows' | 'rightAligned'
> {
  const { values, formats, widths } = grid;
  const width = values[0]?.length ?? 1;
  const line = (text: string) => [text === '' ? '' : String(neutralise(text)), ...Array<string>(width - 1).fill('')];
  const asText = () => Array<string>(width).fill('@');
  const lines = under.length ? ['', ...under] : [];
  return {
    values: [line(title), ...values, ...lines.map(line)],
    formats: [asText(), ...formats, ...lines.map(asText)],
    frozenRows: 2,
    boldRows: [1, 2],
    columnWidths: widths,
    bandedRows: { first: 2, count: values.length },
    ...(rightColumns.length ? { rightAligned: { columns: [...rightColumns], first: 2, count: values.length } } : {}),
  };
}

/** The sheet written and its name (known without another service call). */
export interface WrittenSheet {
  sheet: Sheet;
  name: string;
}

/** A write that failed and was rolled back; `message` says what the spreadsheet holds now. */
export class OwnedSheetError extends Error {
  constructor(
    message: string,
    /** The error of the call that failed ("Service error: Spreadsheets"). */
    readonly reason: string,
  ) {
    super(message);
    this.name = 'OwnedSheetError';
  }
}

/** An exception's message without Apps Script's "Exception: " prefix, for a sentence in the director's words. */
export const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e)).replace(/^Exception: /, '');

/**
 * Apps Script's refusal of an edit to a protected sheet or range ("You are trying to edit a
 * protected cell or object. Please contact the spreadsheet owner to remove protection if you need
 * to edit."): unlike a service error, it fails again however long one waits.
 */
const isProtection = (reason: string): boolean => /\bprotected (cell|range|sheet|object)|\bprotection\b/i.test(reason);

/** "failed (reason)", or for a protected sheet "failed: it is protected (reason)". */
const failedBecause = (reason: string): string =>
  isProtection(reason) ? `failed: it is protected (${reason})` : `failed (${reason})`;

/** What the director can do about a protected sheet the add-on was writing. */
const protectionAdvice = (name: string): string =>
  'Remove the protection (Data → Protect sheets and ranges) and run it again, ' +
  `or delete the sheet "${name}" (copy what you need from it first) so that the add-on writes a new one.`;

/**
 * The last sentence of a failure's message: "Try again in a moment." for a passing failure (a
 * service error, the lock); nothing for a protected sheet, whose message already says what to do.
 */
export function retryAdvice(e: unknown): string {
  return e instanceof OwnedSheetError && isProtection(e.reason) ? '' : ' Try again in a moment.';
}

/** This owner's mark on a sheet: "own", "building", or null (not this owner's). */
function markOf(sheet: Sheet, owner: string): 'own' | 'building' | null {
  for (const m of sheet.getDeveloperMetadata()) {
    if (m.getKey() !== OWNER_KEY) continue;
    const v = m.getValue();
    if (v === owner) return 'own';
    if (v === owner + BUILDING) return 'building';
  }
  return null;
}

/** `name`, or `name (2)`, `name (3)`… : the first not in `taken` (lower-cased; sheet names ignore case). */
function freeName(name: string, taken: Set<string>): string {
  let out = name;
  for (let n = 2; taken.has(out.toLowerCase()); n++) out = `${name} (${n})`;
  return out;
}

/**
 * Writes `content` to the sheet the add-on owns for `content.owner` (found by developer metadata,
 * created under `baseName` if there is none), atomically: on any exception the spreadsheet is
 * left as it was (the old sheet, or no sheet) and an OwnedSheetError says so; on success the new
 * sheet stands where the old one stood, under its name, and is returned with that name (it is the
 * active sheet). Make no service call after it that could fail and hide the success.
 * Sheets the add-on does not own are never written, renamed or deleted.
 *
 * Service calls: a constant number whatever the size of `values` (one setNumberFormats, one
 * setValues, one setFontWeight per bold row, one banding), one setColumnWidth per column, plus
 * a few per sheet in the spreadsheet to read ownership marks.
 */
export function writeOwnedSheet(ss: Spreadsheet, content: OwnedSheetContent): WrittenSheet {
  const size = checkedSize(content);
  let survey: Survey;
  try {
    survey = surveyFor(ss, content);
  } catch (e) {
    // Only reads so far, and deletes of sheets that were never finished.
    const reason = messageOf(e);
    const advice = isProtection(reason) ? ` ${protectionAdvice(content.baseName)}` : '';
    throw new OwnedSheetError(
      `Writing the sheet "${content.baseName}" ${failedBecause(reason)}. Nothing was changed.${advice}`,
      reason,
    );
  }
  const done: Progress = { oldRenamed: false, newRenamed: false, promoted: false };
  try {
    build(ss, content, survey, size, done);
    return swapIn(ss, content.owner, survey, done);
  } catch (e) {
    const reason = messageOf(e);
    const { old, oldName, finalName } = survey;
    const leftovers = rollback(ss, { ...done, ...survey, owner: content.owner });
    const what = old ? `the sheet "${oldName}" is as it was` : 'no sheet was added';
    const after = leftovers.length
      ? `The previous data is kept. ${leftovers.join(' ')}`
      : `Nothing was changed: ${what}.`;
    const advice = isProtection(reason) ? ` ${protectionAdvice(finalName)}` : '';
    throw new OwnedSheetError(`Writing the sheet "${finalName}" ${failedBecause(reason)}. ${after}${advice}`, reason);
  }
}

/** The rows and columns of `content.values`, checked rectangular (and the formats the same shape): a caller's bug otherwise. */
function checkedSize(content: OwnedSheetContent): { rows: number; cols: number } {
  const { values, formats } = content;
  const rows = values.length;
  const cols = values[0]?.length ?? 0;
  if (!rows || !cols || values.some((r) => r.length !== cols))
    throw new Error('writeOwnedSheet: values must be non-empty rows of one length.');
  if (formats && (formats.length !== rows || formats.some((r) => r.length !== cols))) {
    throw new Error('writeOwnedSheet: formats must have the shape of values.');
  }
  return { rows, cols };
}

/** How far a write got: what the rollback has to undo. */
interface Progress {
  sheet?: Sheet;
  mark?: DeveloperMetadata;
  oldRenamed: boolean;
  newRenamed: boolean;
  promoted: boolean;
}

/** Build the new sheet completely under its temporary name, marked "building", out of sight of the old sheet. */
function build(
  ss: Spreadsheet,
  content: OwnedSheetContent,
  survey: Survey,
  size: { rows: number; cols: number },
  done: Progress,
): void {
  const { rows, cols } = size;
  const sheet = ss.insertSheet(survey.tempName, survey.index);
  done.sheet = sheet;
  sheet.addDeveloperMetadata(OWNER_KEY, content.owner + BUILDING);
  done.mark = sheet.getDeveloperMetadata().find((m) => m.getKey() === OWNER_KEY);
  if (!done.mark) throw new Error('The new sheet lost its developer metadata.');
  if (content.source) sheet.addDeveloperMetadata(SOURCE_KEY, JSON.stringify(content.source));
  const maxRows = sheet.getMaxRows();
  if (maxRows < rows) sheet.insertRowsAfter(maxRows, rows - maxRows);
  const maxCols = sheet.getMaxColumns();
  if (maxCols < cols) sheet.insertColumnsAfter(maxCols, cols - maxCols);
  const range = sheet.getRange(1, 1, rows, cols);
  if (content.formats) range.setNumberFormats(content.formats);
  range.setValues(content.values);
  dress(sheet, content, cols);
  if (content.frozenRows) sheet.setFrozenRows(content.frozenRows);
  if (content.note) sheet.getRange(1, 1).setNote(content.note);
  // Pending writes fail here, before the swap, rather than after the commit.
  SpreadsheetApp.flush();
}

/** The swap: every step before the delete of the old sheet is undone by the rollback; the delete commits. */
function swapIn(ss: Spreadsheet, owner: string, survey: Survey, done: Progress): WrittenSheet {
  const { sheet, mark } = done;
  if (!sheet || !mark) throw new Error('writeOwnedSheet: the new sheet was not built.');
  const { old, retiredName, finalName } = survey;
  if (old) {
    old.setName(retiredName);
    done.oldRenamed = true;
  }
  sheet.setName(finalName);
  done.newRenamed = true;
  mark.setValue(owner);
  done.promoted = true;
  if (old) ss.deleteSheet(old); // the commit
  // No service call after the commit: a failure there would report a write that happened as failed.
  return { sheet, name: finalName };
}

/** Bold rows, column widths, banding and right-aligned columns: a constant number of calls for any number of rows. */
function dress(sheet: Sheet, content: OwnedSheetContent, cols: number): void {
  for (const row of content.boldRows ?? []) sheet.getRange(row, 1, 1, cols).setFontWeight('bold');
  content.columnWidths?.forEach((width, i) => sheet.setColumnWidth(i + 1, width));
  const band = content.bandedRows;
  if (band && band.count > 0) sheet.getRange(band.first, 1, band.count, cols).applyRowBanding();
  const right = content.rightAligned;
  if (right && right.count > 0)
    for (const col of right.columns) sheet.getRange(right.first, col, right.count, 1).setHorizontalAlignment('right');
}

/**
 * A character's advance width in Arial (Sheets' default font), in thousandths of an em, by the
 * classes that matter: narrow letters and punctuation, capitals, the widest letters, the vulgar
 * fractions, and CJK (a full em). Enough to size a column; Sheets itself has no "fit" call.
 */
function charEm(c: string): number {
  if (c.charCodeAt(0) >= 0x2e80) return 1000;
  if (/[ijl'|.,:;!]/.test(c)) return 250;
  if (/[ftrI\-() /[\]]/.test(c)) return 320;
  if (/[mwMW%@]/.test(c)) return 880;
  if (/[½¼¾]/.test(c)) return 834;
  if (/[A-Z]/.test(c)) return 700;
  return 560;
}

/** Arial 10 pt is 13⅓ px an em; bold is about a tenth wider; a cell pads its text on both sides. */
const EM_PX = 40 / 3;
const BOLD = 1.1;
const PADDING_PX = 16;

/** The pixels `text` takes in a cell of Sheets' default font. */
export function textWidthPx(text: string, bold = false): number {
  let em = 0;
  for (const c of text) em += charEm(c);
  return (em / 1000) * EM_PX * (bold ? BOLD : 1);
}

/**
 * Column widths (pixels) that show every cell's text in `rows` (the table: its bold header first,
 * then the body; not a title or note, which may spill across): the widest text, within 40 and 320
 * pixels, except the `uncapped` columns (0-based), whose text is a list that must be read whole.
 */
export function readableWidths(rows: readonly (readonly string[])[], uncapped: readonly number[] = []): number[] {
  const cols = rows[0]?.length ?? 0;
  const cell = (r: readonly string[], c: number) => {
    const text = r[c];
    if (text === undefined) throw new Error('readableWidths: rows must have one length.');
    return text;
  };
  return Array.from({ length: cols }, (_, c) => {
    const px = Math.max(0, ...rows.map((r, i) => textWidthPx(cell(r, c), i === 0)));
    return Math.min(uncapped.includes(c) ? Infinity : 320, Math.max(40, Math.ceil(px + PADDING_PX)));
  });
}

interface Survey {
  active: Sheet;
  old?: Sheet;
  oldName?: string;
  finalName: string;
  tempName: string;
  retiredName: string;
  /** Where the new sheet goes (0-based): the old sheet's place, else the end. */
  index: number;
}

/** Which sheet to replace and the names to use, after deleting what an earlier failed write left. */
function surveyFor(ss: Spreadsheet, content: OwnedSheetContent): Survey {
  const { owner } = content;
  // Survey. What an earlier failed write left is cleaned up now: a sheet still marked "building",
  // or an owned sheet under a temporary "~new" name, was never shown as finished and is deleted.
  const spareId = content.spare?.getSheetId();
  const active = ss.getActiveSheet();
  const names: string[] = [];
  const owned: { sheet: Sheet; name: string }[] = [];
  for (const sheet of ss.getSheets()) {
    const mark = sheet.getSheetId() === spareId ? null : markOf(sheet, owner);
    const name = sheet.getName();
    if (mark === 'building' || (mark === 'own' && NEW_NAME.test(name))) ss.deleteSheet(sheet);
    else {
      names.push(name);
      if (mark === 'own') owned.push({ sheet, name });
    }
  }
  // The owned sheet to replace: one under its own name first, else one set aside as "X ~old" by a rollback that could not rename it back.
  const found = owned.find((o) => !OLD_NAME.test(o.name)) ?? owned[0];
  const old = found?.sheet;
  const oldName = found?.name;
  const taken = new Set(names.map((n) => n.toLowerCase()));
  let finalName = oldName ?? freeName(content.baseName, taken);
  const aside = oldName === undefined ? null : OLD_NAME.exec(oldName);
  if (aside) {
    // Back to its own name when that is free, else a name of its own.
    taken.delete(oldName!.toLowerCase());
    finalName = aside[1] && !taken.has(aside[1].toLowerCase()) ? aside[1] : freeName(content.baseName, taken);
    taken.add(oldName!.toLowerCase());
  }
  const tempName = freeName(finalName + NEW_SUFFIX, taken);
  taken.add(tempName.toLowerCase());
  const retiredName = freeName(finalName + OLD_SUFFIX, taken);
  const index = old ? names.indexOf(oldName!) : names.length;
  return { active, old, oldName, finalName, tempName, retiredName, index };
}

/**
 * Undoes a write that has not committed. Each step is tried on its own, so one failing step does
 * not stop the others; returns what could not be undone, in the director's words.
 */
function rollback(ss: Spreadsheet, s: Progress & Survey & { owner: string }): string[] {
  const left: string[] = [];
  const attempt = (f: () => void) => {
    try {
      f();
      return true;
    } catch {
      return false;
    }
  };
  // Deleting the new sheet first frees the old sheet's name for its rename back.
  if (s.sheet && !attempt(() => ss.deleteSheet(s.sheet!))) {
    // It stays, but marked "building" under its temporary name: the next write deletes it.
    const demoted = s.mark
      ? !s.promoted || attempt(() => s.mark!.setValue(s.owner + BUILDING))
      : attempt(() => s.sheet!.addDeveloperMetadata(OWNER_KEY, s.owner + BUILDING));
    const renamed = !s.newRenamed || attempt(() => s.sheet!.setName(s.tempName));
    const name = renamed ? s.tempName : s.finalName;
    left.push(
      demoted
        ? `An unfinished sheet "${name}" is left; the next run removes it.`
        : `The new sheet "${name}" could not be removed.`,
    );
  }
  if (s.old && s.oldRenamed && !attempt(() => s.old!.setName(s.oldName!))) {
    left.push(`The previous sheet is kept as "${s.retiredName}"; the next run gives it its name back.`);
  }
  attempt(() => s.active.activate());
  return left;
}
