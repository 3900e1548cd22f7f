/**
 * Reads a crosstable from a grid of cells (a sheet range or a parsed CSV/TSV file): the header
 * row says which column is which, each round cell is read in the table's notation, and the
 * result is a validated Tournament or a CrosstableError listing every problem with its cell.
 *
 * The scan (header, player rows, raw round cells) is kept apart from reading the cells, so
 * detection can try every cell notation on the same scan.
 */
import { CrosstableError, Problem, cellRef, columnLetter } from '../model/problems';
import type { Quarters } from '../model/points';
import type { Tournament } from '../model/tournament';
import { buildTournament, ReadPlayer } from './build';
import {
  asciiDigits,
  cellText,
  CellValue,
  DATE_IN_CELL,
  ForeignDigits,
  formulaError,
  hasForeignDigits,
  isDate,
  isDigits,
  lettersForDigits,
  lettersForDigitsHint,
  parsePoints,
  readRating,
} from './cells';
import { findLayout, Layout } from './layout';
import { limitText, MAX_PLAYER_NUMBER } from './limits';
import { CellNotation, quoteCell, ReadCell, withPabPoints, withRaw } from './notation';
import { readingAt, ShapeReadings, sharedReadingAt } from './shapeReadings';

export type Origin = { row: number; col: number };
export type Grid = readonly (readonly CellValue[])[];

export interface ReadOptions {
  /** Where the grid's top-left cell sits in the sheet (1-based), so messages name real cells. */
  origin?: { row: number; col: number };
  /** A cell notation to use instead of detecting one. */
  notation?: CellNotation;
}

export interface RoundCell {
  /** The cell's text, trimmed; '' for a Date (reported separately). */
  raw: string;
  cell: string;
  isDate: boolean;
}

export interface ScannedRow {
  gridRow: number;
  number: number;
  nameText: string;
  rating: number | null;
  /** The other headed columns of the row (Layout.labels), header -> text. */
  labels?: Record<string, string>;
  declaredScore?: number;
  scoreCell?: string;
  /** Further score columns' scores (Layout.moreScores). */
  moreScores?: { score: Quarters; cell: string; header: string }[];
  cell: string;
  /** Each round's cell text, trimmed; '' for a Date (reported by the scan). What the readers read. */
  texts: string[];
  /** Per round, whether the cell holds a Date; absent when none does. */
  dates?: boolean[];
  /** Where round r's cell is ("E7"), worked out when a message asks. */
  roundCell(r: number): string;
  /** The round cells with their references, built when asked (messages, tests), never in a hot path. */
  readonly rounds: readonly RoundCell[];
}

export interface TableScan {
  origin: Origin;
  headerIndex: number;
  layout: Layout;
  rows: ScannedRow[];
  /** Problems that do not depend on the notation (player numbers, scores, dates in cells). */
  problems: Problem[];
  /** The reading note for number, rating, score and round cells with digits other than 0–9, read as those digits. */
  digitsNote?: string;
}

/** Rows that hold anything at all; blank rows (merged cells, spacing) are skipped. */
export function nonBlankRows(grid: Grid): number[] {
  const rows: number[] = [];
  for (let i = 0; i < grid.length; i++) if (holdsAnything(grid[i]!)) rows.push(i);
  return rows;
}

/** Whether a row holds any text or a Date; it stops at the first cell that does (most rows' first). */
function holdsAnything(row: readonly CellValue[]): boolean {
  for (const v of row) if (cellText(v) !== '' || isDate(v)) return true;
  return false;
}

/** Header, layout and the raw cells of each player row; throws when the table has no usable header. */
export function scanTable(grid: Grid, origin: Origin = { row: 1, col: 1 }): TableScan {
  const rowIndexes = nonBlankRows(grid);
  if (!rowIndexes.length)
    throw new CrosstableError([
      { message: 'The range is empty; expected a crosstable with a header row and one row per player.' },
    ]);
  const headerIndex = rowIndexes[0]!;
  const header = grid[headerIndex]!;
  const { layout, problems } = findLayout(header, { row: origin.row + headerIndex, col: origin.col });
  if (problems.length) throw new CrosstableError(problems);
  const rows: ScannedRow[] = [];
  const digits = new ForeignDigits();
  for (const col of layout.rounds) digits.saw(header[col], () => cellRef(headerIndex, col, origin));
  const table: ScanContext = { layout, header, names: new CellNames(origin), problems, digits };
  for (let i = 1; i < rowIndexes.length; i++) {
    // nonBlankRows gives rows of the grid.
    const gridRow = rowIndexes[i]!;
    const scanned = scanPlayerRow(grid[gridRow]!, gridRow, i, table);
    if (scanned) rows.push(scanned);
  }
  if (!rows.length && !problems.length) {
    problems.push({
      cell: cellRef(headerIndex, 0, origin),
      message: 'the table has a header row but no players; expected one row per player below it.',
    });
  }
  return { origin, headerIndex, layout, rows, problems, digitsNote: digits.note };
}

/**
 * The names of a table's cells ("E7"). Each column's letters are worked out once; a cell's name
 * is made only when a message or a player's cell asks, not for each of a large table's cells.
 */
class CellNames {
  private readonly letters: string[] = [];

  constructor(private readonly origin: Origin) {}

  of(col: number, gridRow: number): string {
    const letters = this.letters[col] ?? (this.letters[col] = columnLetter(this.origin.col - 1 + col));
    return letters + (this.origin.row + gridRow);
  }
}

/** What every row of one table is scanned against. */
interface ScanContext {
  layout: Layout;
  header: readonly CellValue[];
  names: CellNames;
  problems: Problem[];
  digits: ForeignDigits;
}

/** The text without the spreadsheet's "keep as text" mark, a leading apostrophe, when it has one. */
function withoutTextMark(text: string): string {
  return text.charCodeAt(0) === 39 ? text.slice(1) : text;
}

/** One player row's cells (`position` is its place among the rows); undefined when its number is unreadable. */
function scanPlayerRow(
  row: readonly CellValue[],
  gridRow: number,
  position: number,
  { layout, header, names, problems, digits }: ScanContext,
): ScannedRow | undefined {
  const firstCell = names.of(layout.number ?? layout.name ?? 0, gridRow);
  let number = position;
  if (layout.number !== undefined) {
    const text = digits.read(withoutTextMark(cellText(row[layout.number])), () => firstCell);
    number = isDigits(text, 6) ? Number(text) : 0;
    if (number < 1 || number > MAX_PLAYER_NUMBER) {
      problems.push({ cell: firstCell, message: numberProblem(row[layout.number], text) });
      return undefined;
    }
  }
  const rating = layout.rating !== undefined ? readRating(row[layout.rating]) : null;
  if (layout.rating !== undefined) digits.saw(row[layout.rating], () => names.of(layout.rating!, gridRow));
  const scanned = new PlayerRow(gridRow, firstCell, names, layout.rounds);
  scanned.number = number;
  scanned.nameText = layout.name !== undefined ? cellText(row[layout.name]) : '';
  scanned.rating = typeof rating === 'number' ? rating : null;
  scanRounds(scanned, row, layout.rounds, digits);
  if (layout.labels) scanned.labels = labelsOf(row, layout.labels);
  if (rating !== null && typeof rating === 'object')
    problems.push({ cell: names.of(layout.rating!, gridRow), message: rating.problem });
  const nameError = formulaError(scanned.nameText);
  if (nameError && layout.name !== undefined)
    problems.push({
      cell: names.of(layout.name, gridRow),
      message: `the name ${nameError}; expected the player's name.`,
    });
  if (layout.score !== undefined) {
    scanned.scoreCell = names.of(layout.score, gridRow);
    digits.saw(row[layout.score], () => scanned.scoreCell!);
    const q = scoreOf(row[layout.score], scanned.scoreCell, problems);
    if (q !== undefined) scanned.declaredScore = q;
  }
  // Most tables have one score column: no empty list to loop over in every row.
  if (layout.moreScores) scanMoreScores(scanned, row, layout.moreScores, { layout, header, names, problems, digits });
  scanned.dates?.forEach((date, r) => {
    if (date) problems.push({ cell: scanned.roundCell(r), message: `the round cell ${DATE_IN_CELL}` });
  });
  return scanned;
}

/** The row's further score columns (Layout.moreScores), each score with its cell and header. */
function scanMoreScores(
  scanned: PlayerRow,
  row: readonly CellValue[],
  columns: readonly number[],
  { header, names, problems, digits }: ScanContext,
): void {
  for (const col of columns) {
    digits.saw(row[col], () => names.of(col, scanned.gridRow));
    const q = scoreOf(row[col], names.of(col, scanned.gridRow), problems);
    if (q !== undefined)
      (scanned.moreScores ??= []).push({
        score: q,
        cell: names.of(col, scanned.gridRow),
        header: `"${cellText(header[col])}"`,
      });
  }
}

/** The other headed columns of a row, header -> text (a later column of the same header wins, as in Object.fromEntries). */
export function labelsOf(row: readonly CellValue[], labels: NonNullable<Layout['labels']>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { header, col } of labels) {
    const text = cellText(row[col]).trim();
    // "__proto__" is a header like any other: an own property, never the object's prototype.
    if (header === '__proto__')
      Object.defineProperty(out, header, { value: text, enumerable: true, writable: true, configurable: true });
    else out[header] = text;
  }
  return out;
}

/**
 * A scanned player row. The round cells are kept as their texts; a cell's reference ("E7") is
 * made only when a message asks for it, not for each of a large table's hundred thousand cells.
 */
class PlayerRow implements ScannedRow {
  number = 0;
  nameText = '';
  rating: number | null = null;
  labels?: Record<string, string>;
  declaredScore?: number;
  scoreCell?: string;
  moreScores?: { score: Quarters; cell: string; header: string }[];
  /** Set by scanRounds, once per row. */
  texts!: string[];
  dates?: boolean[];

  constructor(
    readonly gridRow: number,
    readonly cell: string,
    private readonly names: CellNames,
    private readonly columns: readonly number[],
  ) {}

  roundCell(r: number): string {
    const col = this.columns[r];
    if (col === undefined) throw new Error(`PlayerRow.roundCell: no round ${r + 1}`);
    return this.names.of(col, this.gridRow);
  }

  get rounds(): RoundCell[] {
    return this.texts.map((raw, r) => ({ raw, cell: this.roundCell(r), isDate: this.dates?.[r] === true }));
  }
}

/** The row's round texts (digits written 0–9), and which rounds hold a Date (only an object can be one). */
function scanRounds(
  scanned: PlayerRow,
  row: readonly CellValue[],
  columns: readonly number[],
  digits: ForeignDigits,
): void {
  // Sized once: a table's rows are most of what a read keeps.
  const texts = new Array<string>(columns.length);
  for (let r = 0; r < columns.length; r++) {
    const value = row[columns[r]!];
    const text = cellText(value);
    // Asked first, so the usual cell of ASCII digits makes no function to name its cell.
    texts[r] = hasForeignDigits(text) ? digits.read(text, () => scanned.roundCell(r)) : text;
    if (typeof value === 'object' && isDate(value))
      (scanned.dates ??= new Array<boolean>(columns.length).fill(false))[r] = true;
  }
  scanned.texts = texts;
}

/** The points a score cell prints; undefined when blank or, with a problem, unreadable. */
function scoreOf(value: CellValue, cell: string, problems: Problem[]): Quarters | undefined {
  const text = withoutTextMark(cellText(value));
  if (isDate(value)) problems.push({ cell, message: `the score ${DATE_IN_CELL}` });
  if (isDate(value) || text === '') return undefined;
  const q = parsePoints(asciiDigits(text));
  if (q === null) {
    const error = formulaError(text);
    problems.push({
      cell,
      message: error
        ? `the score ${error}; expected points such as 4, 4.5 or 4½.`
        : `"${text}" is not a score${lettersNote(text)}; expected points such as 4, 4.5 or 4½.`,
    });
  }
  return q ?? undefined;
}

/** " (the letter "O" stands for a digit…)" when letters are typed for digits, else "". */
function lettersNote(text: string): string {
  const letters = lettersForDigits(text);
  return letters ? ` (${lettersForDigitsHint(letters)})` : '';
}

/** Why a number cell is not a player number, in the words a director needs to find it. */
function numberProblem(value: CellValue, text: string): string {
  const expected = 'expected a whole number such as 12';
  if (isDate(value)) return `the player number holds a date; ${expected}.`;
  if (text === '')
    return `the player number is blank (below a merged cell, only the top cell has the value); ${expected}.`;
  const error = formulaError(text);
  if (error) return `the player number ${error}; ${expected}.`;
  // A number past the limit is refused by name, not left to look like a typo.
  if (/^\d+$/.test(text) && Number(text) > MAX_PLAYER_NUMBER)
    return `"${text}" is not a player number; ${expected} (at most ${limitText(MAX_PLAYER_NUMBER)}).`;
  return `"${text}" is not a player number${lettersNote(text)}; ${expected}.`;
}

export interface CellReading {
  players: ReadPlayer[];
  problems: Problem[];
  /** Sentences for the report: withdrawn marks (the rounds' own are readAny's, from the tournament). */
  notes: string[];
}

/** Detection's readings of a table's cells: one per cell, or each shape's without an object per cell. */
export type KnownReadings = readonly (ReadCell | null)[] | ShapeReadings;

/**
 * The players of the scan, their cells read in `notation`. Nothing is thrown. `readings` are the
 * cells as detection already read them in that notation (CellChoice.shared or .readings), so a
 * large table is not parsed twice; a cell detection could not read is parsed again for its message.
 */
export function readCells(
  scan: TableScan,
  notation: CellNotation,
  pabQuarters?: number,
  readings?: KnownReadings,
): CellReading {
  const problems = [...scan.problems];
  const withdrawn: string[] = [];
  const shared = readings && 'shapeOf' in readings ? readings : undefined;
  // Most tables have no cell to report: their rows need no checking cell by cell.
  const checking = shared !== undefined && mayGiveProblems(shared);
  const found: RowReading = {
    known: knownReading(readings),
    from: 0,
    read: readOnce(notation, pabQuarters),
    problems,
  };
  const players = scan.rows.map((row, i): ReadPlayer => {
    const named = notation.readName ? notation.readName(row.nameText) : undefined;
    const name = named ? named.name : row.nameText;
    if (named?.withdrawn) withdrawn.push(name || `#${row.number}`);
    found.from = i * row.texts.length;
    // Detection's shared readings stand for the row's cells; a row with a Date is read cell by cell.
    const sharing = shared !== undefined && !row.dates;
    if (sharing && checking) checkRow(row, shared, found);
    // Every field at once, so all players have one layout (build's loops over them stay optimised).
    return {
      number: row.number,
      name,
      rating: row.rating,
      cells: sharing ? NO_CELLS : readRow(row, found),
      cell: row.cell,
      declaredScore: row.declaredScore,
      scoreCell: row.scoreCell || undefined,
      moreScores: row.moreScores,
      labels: row.labels,
      // A row with a Date has a problem and is never built; its readings carry their cells all the same.
      row: row.dates ? undefined : row,
      shared: sharing ? shared : undefined,
      sharedFrom: sharing ? found.from : undefined,
    };
  });
  const notes: string[] = [];
  if (scan.digitsNote) notes.push(scan.digitsNote);
  if (withdrawn.length)
    notes.push(
      `${withdrawn.length} player${withdrawn.length > 1 ? 's' : ''} marked withdrawn (W): ${withdrawn.join(', ')}`,
    );
  return { players, problems, notes };
}

/** The cells of a row whose readings detection shares (ReadPlayer.shared): one array for all, which nothing adds to. */
const NO_CELLS = Object.freeze([]) as unknown as ReadCell[];

/** Detection's reading of cell i (its text `raw`): null when it could not read it, undefined when it did not try. */
function knownReading(readings: KnownReadings | undefined): (i: number, raw: string) => ReadCell | null | undefined {
  if (readings === undefined) return () => undefined;
  if ('shapeOf' in readings) return (i, raw) => readingAt(readings, i, raw);
  return (i) => readings[i];
}

/** Where a row's readings are found (detection's from cell `from` on, else `read`) and what is found wrong put. */
interface RowReading {
  known: (i: number, raw: string) => ReadCell | null | undefined;
  from: number;
  read: (raw: string) => ReadCell | string;
  problems: Problem[];
}

/** A row's cells read; a cell that cannot be read is a problem. */
function readRow(row: ScannedRow, { known, from, read, problems }: RowReading): ReadCell[] {
  const { texts, dates } = row;
  // Sized once and cut to what was read: a table's cells are most of what a read keeps.
  const cells = new Array<ReadCell>(texts.length);
  let count = 0;
  for (let r = 0; r < texts.length; r++) {
    if (dates?.[r]) continue;
    const raw = texts[r]!;
    const cell = known(from + r, raw) ?? read(raw);
    if (typeof cell === 'string') {
      unreadable(row, r, raw, cell, problems);
      continue;
    }
    cells[count++] = dates ? { ...cell, cell: row.roundCell(r) } : cell;
  }
  if (count < cells.length) cells.length = count;
  return cells;
}

/** Whether a shape gives some cell what checkRow reports: a reading the notation could not make. */
function mayGiveProblems(readings: ShapeReadings): boolean {
  for (const shape of readings.byShape) {
    if (shape instanceof Map) {
      for (const reading of shape.values()) if (reading === null) return true;
    } else if (shape === null) return true;
  }
  return false;
}

/**
 * A row without a Date whose cells detection read by shape (ReadPlayer.shared keeps them): each
 * cell checked as readRow does, in the same order, and none made into an object.
 */
function checkRow(row: ScannedRow, readings: ShapeReadings, { from, read, problems }: RowReading): void {
  const { texts } = row;
  for (let r = 0; r < texts.length; r++) {
    const raw = texts[r]!;
    const cell = sharedReadingAt(readings, from + r) ?? read(raw);
    if (typeof cell === 'string') unreadable(row, r, raw, cell, problems);
  }
}

/** Round r's cell of the row, `raw`, cannot be read: `why` is what the notation expected. */
function unreadable(row: ScannedRow, r: number, raw: string, why: string, problems: Problem[]): void {
  const error = formulaError(raw);
  problems.push({
    cell: row.roundCell(r),
    message: error ? `the round cell ${error}; ${why}.` : `${quoteCell(raw)} cannot be read: ${why}.`,
  });
}

/**
 * The notation's reading of a cell text with the text itself, or what it expected instead; each
 * distinct text is parsed once, and the cells that hold it share the reading (a reading carries
 * no cell: the player's roundCell names it when a message asks).
 */
function readOnce(notation: CellNotation, pabQuarters: number | undefined): (raw: string) => ReadCell | string {
  const byText = new Map<string, ReadCell | string>();
  return (raw) => {
    let cell = byText.get(raw);
    if (cell === undefined) {
      const parsed = notation.parse(raw);
      cell = typeof parsed === 'string' ? parsed : withRaw(withPabPoints(parsed, pabQuarters), raw);
      byText.set(raw, cell);
    }
    return cell;
  };
}

/** The cell-by-cell reader in one notation; throws CrosstableError with every problem. */
export function readCellGrid(
  grid: Grid,
  notation: CellNotation,
  options: { origin?: Origin; pabQuarters?: number } = {},
): { tournament: Tournament; notes: string[] } {
  const scan = scanTable(grid, options.origin);
  return buildFromScan(scan, notation, options.pabQuarters);
}

export function buildFromScan(
  scan: TableScan,
  notation: CellNotation,
  pabQuarters?: number,
  readings?: KnownReadings,
): { tournament: Tournament; notes: string[] } {
  const reading = readCells(scan, notation, pabQuarters, readings);
  if (reading.problems.length) throw new CrosstableError(reading.problems);
  const tournament = buildTournament(reading.players, { rounds: scan.layout.rounds.length, notation: notation.name });
  return { tournament, notes: reading.notes };
}
