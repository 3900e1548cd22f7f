/**
 * "Rank standings": read the crosstable once, rank it, write the standings once, to a sheet the
 * add-on created and marked as its own (developer metadata). The crosstable and every other sheet
 * are never written; a "Standings" sheet the add-on does not own is left alone and a new name is
 * used. The read-compute-write runs under the document lock, so two rankings never interleave.
 */
import { CrosstableError, Problem } from '../model/problems';
import { toPoints } from '../model/points';
import { readAny } from '../read/readAny';
import { decidedByText, numericValue, orderLabels } from '../standings/format';
import { rank, Standings } from '../standings/rank';
import { TIEBREAKS } from '../tiebreaks/registry';
import { RankSettings, settingsName, settingsOrder } from './settings';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Range = GoogleAppsScript.Spreadsheet.Range;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

export const OWNER_KEY = 'tiebreaks-addon';
export const OWNER_VALUE = 'standings';
export const STANDINGS_NAME = 'Standings';
const LOCK_TIMEOUT_MS = 10_000;
/** Shows 4½ as "4 1/2" and keeps the cell a number. */
export const HALF_FORMAT = '# ?/2';

/** A player-supplied string Sheets would read as a formula gets a leading apostrophe (OWASP ASVS 1.2.10). */
export function neutralise<T>(value: T): T | string {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export interface RankOutcome {
  ok: true;
  sheetName: string;
  players: number;
  /** "24 players ranked; 3 ties decided by Solkoff, 1 left shared". */
  summary: string;
}

export interface RankFailure {
  ok: false;
  message: string;
  /** The reader's problems, cells relative to the sheet ("E7"). */
  problems: Problem[];
}

/** The range "Rank standings" reads: the selection when it is more than one cell, else the active sheet's data. */
export function sourceRange(ss: Spreadsheet): Range {
  const selection = ss.getActiveRange();
  if (selection && (selection.getNumRows() > 1 || selection.getNumColumns() > 1)) return selection;
  return ss.getActiveSheet().getDataRange();
}

function owns(sheet: Sheet): boolean {
  return sheet.getDeveloperMetadata().some((m) => m.getKey() === OWNER_KEY && m.getValue() === OWNER_VALUE);
}

/** The add-on's standings sheet, or a new one named "Standings" (or "Standings (2)"… when that name is taken). */
function standingsSheet(ss: Spreadsheet, source: Sheet): Sheet {
  const sheets = ss.getSheets();
  const names = sheets.map((s) => s.getName().toLowerCase());
  const own = sheets.find((s) => s.getSheetId() !== source.getSheetId() && owns(s));
  if (own) {
    own.clear();
    return own;
  }
  let name = STANDINGS_NAME;
  for (let n = 2; names.includes(name.toLowerCase()); n++) name = `${STANDINGS_NAME} (${n})`;
  const sheet = ss.insertSheet(name);
  sheet.addDeveloperMetadata(OWNER_KEY, OWNER_VALUE);
  return sheet;
}

/** Header and rows, numbers kept numeric; the column formats to go with them. */
export function standingsGrid(s: Standings): { values: (string | number)[][]; formats: string[][] } {
  const labels = orderLabels(s.order);
  const header = ['Rank', 'Place', 'No.', 'Name', 'Rating', 'Score', ...labels, 'Decided by'];
  const colFormats = ['@', '@', '0', 'General', '0', HALF_FORMAT, ...s.order.map((spec) => (TIEBREAKS[spec.code].unit === 'points' ? HALF_FORMAT : '0.##')), 'General'];
  const rows = s.rows.map((row) => {
    const p = s.tournament.players[row.player];
    return [
      row.rank,
      row.place,
      p.number,
      neutralise(p.name),
      p.rating ?? '',
      toPoints(row.score),
      ...row.values.map((v, i) => (v ? numericValue(s.order[i], v.value) : '')),
      decidedByText(s, row),
    ];
  });
  return { values: [header, ...rows], formats: [header.map(() => '@'), ...rows.map(() => colFormats)] };
}

/** "24 players ranked; 3 ties decided by Solkoff, 1 left shared". */
export function summaryText(s: Standings): string {
  const by = new Map<string, number>();
  let shared = 0;
  for (const row of s.rows) {
    if (row.decidedBy.by === 'shared') shared++;
    if (row.decidedBy.by === 'tiebreak') {
      const name = TIEBREAKS[s.order[row.decidedBy.index].code].name;
      by.set(name, (by.get(name) ?? 0) + 1);
    }
  }
  const parts = [...by].map(([name, n], i) => (i === 0 ? `${n} tie${n === 1 ? '' : 's'} decided by ${name}` : `${n} by ${name}`));
  if (shared) parts.push(`${shared} left shared`);
  const n = s.rows.length;
  return `${n} player${n === 1 ? '' : 's'} ranked${parts.length ? `; ${parts.join(', ')}` : '; no ties to break'}`;
}

/** The header note: what produced this sheet, and when. */
function provenance(settings: RankSettings, s: Standings, source: string): string {
  const options = s.order
    .filter((spec) => Object.keys(spec.options).length > 0)
    .map((spec) => `${spec.code}(${Object.entries(spec.options).map(([k, v]) => `${k}=${v}`).join(', ')})`);
  return [
    `Ranked by Tiebreaks for Google Sheets on ${new Date().toISOString()}`,
    `Crosstable: ${source}`,
    `Preset: ${settingsName(settings)}`,
    `Order: ${orderLabels(s.order).join(', ')}`,
    `Options: ${options.length ? options.join('; ') : 'none'}`,
    `Rounds counted: ${s.rounds}${settings.afterRound ? ` (after round ${settings.afterRound})` : ''}`,
    `Drawing of lots: ${s.lotSeed !== undefined ? `seed ${s.lotSeed}` : 'not asked for'}`,
  ].join('\n');
}

/** Rank the crosstable in `range` and write the standings sheet, all under the document lock. */
export function rankToSheet(settings: RankSettings, range?: Range): RankOutcome | RankFailure {
  const lock = LockService.getDocumentLock();
  if (!lock.tryLock(LOCK_TIMEOUT_MS)) {
    return {
      ok: false,
      message: 'Another ranking is running in this spreadsheet (the document lock is held). Nothing was written; try again in a moment.',
      problems: [],
    };
  }
  try {
    const ss = SpreadsheetApp.getActiveSpreadsheet();
    const source = range ?? sourceRange(ss);
    const values = source.getValues();
    const origin = { row: source.getRow(), col: source.getColumn() };
    const sourceSheet = source.getSheet();
    const where = `${sourceSheet.getName()}!${source.getA1Notation()}`;
    let standings: Standings;
    try {
      const { tournament } = readAny(values, { origin });
      standings = rank(tournament, {
        order: settingsOrder(settings),
        afterRound: settings.afterRound ?? undefined,
        lotSeed: settings.lots ? settings.lotSeed : undefined,
      });
    } catch (e) {
      if (e instanceof CrosstableError) return { ok: false, message: `The crosstable at ${where} could not be ranked.`, problems: [...e.problems] };
      throw e;
    }
    const { values: grid, formats } = standingsGrid(standings);
    const sheet = standingsSheet(ss, sourceSheet);
    const width = grid[0].length;
    const maxRows = sheet.getMaxRows();
    if (maxRows < grid.length) sheet.insertRowsAfter(maxRows, grid.length - maxRows);
    const maxCols = sheet.getMaxColumns();
    if (maxCols < width) sheet.insertColumnsAfter(maxCols, width - maxCols);
    const out = sheet.getRange(1, 1, grid.length, width);
    // Formats first: Rank and Place are text ("3-5" is a shared rank, not a date).
    out.setNumberFormats(formats);
    out.setValues(grid);
    sheet.setFrozenRows(1);
    sheet.getRange(1, 1).setNote(provenance(settings, standings, where));
    SpreadsheetApp.flush();
    return { ok: true, sheetName: sheet.getName(), players: standings.rows.length, summary: summaryText(standings) };
  } finally {
    lock.releaseLock();
  }
}

/** An alert's text for a failure: the message, then each problem with its cell. */
export function failureText(f: RankFailure): string {
  return [f.message, ...f.problems.map((p) => (p.cell ? `${p.cell}: ${p.message}` : p.message))].join('\n');
}
