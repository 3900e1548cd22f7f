/**
 * "New crosstable": a blank US Chess wall chart on a new sheet, for the rounds and players the
 * director chooses, that refuses a mistyped result as it is typed.
 *
 * Layout: No., Name, Rating, R1…Rn, the header the reader finds with no settings (layout.ts), in
 * US Chess notation, the notation it tries first. No Score/Total column: the reader adds up the
 * results itself, and a total typed by hand is only a cross-check that stops Rank standings when
 * it disagrees with the results; the director can still add one.
 *
 * Every round cell carries a rule, =REGEXMATCH(TO_TEXT(D2),"…") (";" for "," in a locale with a
 * decimal comma, argumentSeparator), whose pattern is the reader's
 * own grammar (usResultPattern) narrowed to the table's player numbers, and refuses what does not
 * match (setAllowInvalid(false)): the reader would stop on that very cell anyway, so refusing it
 * loses nothing, and the director fixes it with the pairing sheet still in hand, where a warning
 * triangle on a 300-row chart is easily missed until Rank standings refuses the whole table.
 *
 * With colours (the sidebar ticks it for a rule set with Most blacks, fewest whites or FIDE's
 * black-game systems), a game must be typed with the colour played, W12B, so those systems can
 * be counted; without, the colour is optional, and a tie that reaches such a system passes it
 * over (src/standings/missingData.ts).
 */
import { columnLetter } from '../model/problems';
import { usResultPattern } from '../read/usResultPattern';
import { messageOf } from './ownedSheet';
import type { NewCrosstableOutcome } from './shapes';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

export const MAX_ROUNDS = 30;
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 1000;
const BASE_NAME = 'Crosstable';
/** Columns before the first round: No., Name, Rating. */
const PLAYER_COLUMNS = ['No.', 'Name', 'Rating'];

export interface NewCrosstableRequest {
  rounds: number;
  players: number;
  /** Every game is typed with its colour (W12B); absent or false: the colour is optional. */
  colours: boolean;
}

/** The sheet made and the table's range, or why not (shapes.ts). */
export type { NewCrosstableOutcome };

/** A whole number from a form (12 or "12"), or null. */
function wholeNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isInteger(v) ? v : null;
  if (typeof v === 'string' && /^\s*\d{1,7}\s*$/.test(v)) return Number(v);
  return null;
}

function rangeProblem(what: string, v: unknown, min: number, max: number): string | null {
  const n = wholeNumber(v);
  if (n !== null && n >= min && n <= max) return null;
  const got = v === undefined || v === null || v === '' ? 'nothing was given' : `got ${JSON.stringify(v)}`;
  return `The number of ${what} must be a whole number from ${min} to ${max} (${got}).`;
}

/** The request checked: rounds 1..30 and players 2..1000, or a sentence saying what to change. */
export function checkNewCrosstable(request: unknown): NewCrosstableRequest | string {
  const r = (request !== null && typeof request === 'object' ? request : {}) as Record<string, unknown>;
  const problems = [
    rangeProblem('rounds', r.rounds, 1, MAX_ROUNDS),
    rangeProblem('players', r.players, MIN_PLAYERS, MAX_PLAYERS),
  ].filter((p) => p !== null);
  if (r.colours !== undefined && typeof r.colours !== 'boolean') problems.push('Colours must be on or off.');
  if (problems.length) return problems.join(' ');
  return { rounds: wholeNumber(r.rounds)!, players: wholeNumber(r.players)!, colours: r.colours === true };
}

/** The header row: No., Name, Rating, R1…Rn. */
export function crosstableHeader(rounds: number): string[] {
  return [...PLAYER_COLUMNS, ...Array.from({ length: rounds }, (_, i) => `R${i + 1}`)];
}

/** What the director sees on a round cell and when a result is refused; the examples name players the table has. */
export function resultHelpText(players: number, colours = false): string {
  const [a, b, c, d] = [12, 3, 7, 5].map((n) => Math.min(n, players));
  if (colours)
    return (
      `Enter a result with the colour played, against a player numbered 1 to ${players}: W${a}B (won against player ${a} with Black), ` +
      `L${b}W (lost to ${b} with White), D${c}B (draw with ${c}, Black); H (half-point bye), B (full-point bye), U or blank (no game); ` +
      `X${d} / F${d} (forfeit won / lost against ${d}, no colour: not a game), Z${d} (both forfeited, scored as a draw); ` +
      `N${d}W, R${d}B, S${d}W (win, draw, loss ruled by the director); or SwissSys W:${a}:B.`
    );
  return (
    `Enter a result against a player numbered 1 to ${players}: W${a} (won against player ${a}), L${b} (lost to ${b}), D${c} (draw with ${c}), ` +
    `with the colour if you like (W${a}B, L${b} W); H (half-point bye), B (full-point bye), U or blank (no game); ` +
    `X${d} / F${d} (forfeit won / lost against ${d}; X or F alone: no opponent), Z${d} (both forfeited, scored as a draw); ` +
    `N${d}, R${d}, S${d} (win, draw, loss against ${d} ruled by the director); or SwissSys W:${a}:B.`
  );
}

/**
 * The argument separator a formula is read with in a spreadsheet of this locale ("de_DE"): ";"
 * where the locale writes a decimal comma (1,5), as Sheets' formula bar does, else ",". The
 * decimal sign is the locale's own (Intl, CLDR's data); a locale it cannot tell is given ",",
 * the form every US and UK spreadsheet reads. Google documents no locale-free way to write a
 * data-validation formula, and REGEXMATCH takes two arguments, so one separator must be chosen.
 */
export function argumentSeparator(locale: string): ',' | ';' {
  let sample = '1.5';
  try {
    sample = (1.5).toLocaleString(locale.replace(/_/g, '-'));
  } catch {
    // A locale tag Intl refuses: the US form.
  }
  return sample.includes(',') ? ';' : ',';
}

/**
 * The custom formula for the block whose top-left cell is `firstCell` (Sheets shifts D2 for every
 * other cell), its arguments separated as the spreadsheet's locale reads them.
 */
export function resultFormula(players: number, firstCell: string, colours = false, separator: ',' | ';' = ','): string {
  return `=REGEXMATCH(TO_TEXT(${firstCell})${separator}"${usResultPattern(players, colours)}")`;
}

/** "Crosstable", or "Crosstable 2"… when a sheet has the name (in any case). */
export function freeSheetName(taken: readonly string[]): string {
  const lower = taken.map((n) => n.toLowerCase());
  let name = BASE_NAME;
  for (let n = 2; lower.includes(name.toLowerCase()); n++) name = `${BASE_NAME} ${n}`;
  return name;
}

/** Header and numbered rows, with their formats: text for the header, names and rounds, numbers for No. and Rating. */
export function blankTable(t: NewCrosstableRequest): { values: (string | number)[][]; formats: string[][] } {
  const header = crosstableHeader(t.rounds);
  const rowFormats = ['0', '@', '0', ...Array.from({ length: t.rounds }, () => '@')];
  const rows = Array.from({ length: t.players }, (_, i) => [
    i + 1,
    '',
    '',
    ...Array.from({ length: t.rounds }, () => ''),
  ]);
  return { values: [header, ...rows], formats: [header.map(() => '@'), ...rows.map(() => rowFormats)] };
}

/** Grows a new sheet (1000 rows, 26 columns) to hold the table. */
function makeRoom(sheet: Sheet, rows: number, cols: number): void {
  const maxRows = sheet.getMaxRows();
  if (maxRows < rows) sheet.insertRowsAfter(maxRows, rows - maxRows);
  const maxCols = sheet.getMaxColumns();
  if (maxCols < cols) sheet.insertColumnsAfter(maxCols, cols - maxCols);
}

function fillSheet(sheet: Sheet, t: NewCrosstableRequest, separator: ',' | ';'): string {
  const { values, formats } = blankTable(t);
  // No., Name, Rating and one column per round: the header's width (crosstableHeader).
  const cols = PLAYER_COLUMNS.length + t.rounds;
  makeRoom(sheet, values.length, cols);
  const table = sheet.getRange(1, 1, values.length, cols);
  table.setNumberFormats(formats);
  table.setValues(values);
  const first = PLAYER_COLUMNS.length + 1;
  const firstCell = `${columnLetter(first - 1)}2`;
  const rule = SpreadsheetApp.newDataValidation()
    .requireFormulaSatisfied(resultFormula(t.players, firstCell, t.colours, separator))
    .setHelpText(resultHelpText(t.players, t.colours))
    .setAllowInvalid(false)
    .build();
  sheet.getRange(2, first, t.players, t.rounds).setDataValidation(rule);
  sheet.setFrozenRows(1);
  sheet.getRange(firstCell).activate();
  return table.getA1Notation();
}

/** Removes a half-made sheet after a failure; a second failure leaves it (named in the message). */
function removeQuietly(ss: Spreadsheet, sheet: Sheet): boolean {
  try {
    ss.deleteSheet(sheet);
    return true;
  } catch {
    return false;
  }
}

/**
 * Inserts the blank crosstable on a new sheet, never touching existing ones; the sheet becomes
 * active with the first result cell selected. A service failure removes the half-made sheet.
 */
export function insertBlankCrosstable(request: unknown): NewCrosstableOutcome {
  const t = checkNewCrosstable(request);
  if (typeof t === 'string') return { ok: false, message: t };
  let ss: Spreadsheet | undefined;
  let sheet: Sheet | undefined;
  let sheetName = '';
  try {
    ss = SpreadsheetApp.getActiveSpreadsheet();
    sheetName = freeSheetName(ss.getSheets().map((s) => s.getName()));
    const separator = argumentSeparator(ss.getSpreadsheetLocale());
    sheet = ss.insertSheet(sheetName);
    return { ok: true, sheetName, range: fillSheet(sheet, t, separator) };
  } catch (e) {
    const reason = messageOf(e);
    const left =
      sheet && ss && !removeQuietly(ss, sheet)
        ? ` The sheet "${sheetName}" was left half-made: delete it.`
        : ' Nothing was added.';
    return { ok: false, message: `New crosstable stopped (${reason}).${left} Try again in a moment.` };
  }
}
