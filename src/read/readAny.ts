/**
 * Reads any crosstable a director already has, text or sheet grid, and says how it read it:
 * "read as chess-results notation, 220 players, 9 rounds". Whole-text formats are recognised
 * first (TRF player lines, Vega's printed cross table), then the grid's shape (MSA's two lines a
 * player, a round-robin "vs" grid), then the notation of the round cells (detect.ts). A named
 * notation overrides detection.
 */
import { fromPoints, Quarters } from '../model/points';
import { CrosstableError, cellRef } from '../model/problems';
import type { Tournament } from '../model/tournament';
import { CellValue } from './cells';
import { buildFromScan, Grid, Origin, scanTable } from './crosstable';
import { DelimitedText, encodingProblem, openQuoteProblem, scanDelimited, separatorName, tooManyCells } from './csv';
import { CELL_NOTATIONS, chooseCellNotation } from './detect';
import { MAX_FILLED_CELLS } from './limits';
import { looksLikeMsa, readMsa } from './msa';
import { isNotationId, NOT_PAIRED, NOTATION_IDS, NotationId } from './notation';
import { roundInProgressNote, roundsText } from './rounds';
import { looksLikeRoundRobin, readRoundRobin } from './roundRobin';
import { looksLikeTrf, readTrf, trfLinesOfText, TrfLine } from './trf';
import { trfCellNotation } from './trfCodes';
import { looksLikeVegaText, readVegaText } from './vegaText';
import { doubleLossNotes } from './doubleLoss';
import { isSwissSysEvent, readSwissSys, SWISSSYS_ID } from './swissSys';

export interface ReadAnyOptions {
  /** The notation, when the director names it; otherwise it is detected. */
  notation?: NotationId | string;
  /** The file's name: ".tsv" is tab-separated, ".trf" is a TRF file. */
  fileName?: string;
  /** What a pairing-allocated bye is worth: 1, 0.5 or 0 (default: what the notation prints). */
  pabPoints?: number;
  /** Where a grid's top-left cell sits in the sheet (1-based), so messages name real cells. */
  origin?: Origin;
}

/** How a text was read: a notation, or a whole event file of another program (SwissSys's .sjson). */
export type ReadingId = NotationId | typeof SWISSSYS_ID;

export interface ReadResult {
  tournament: Tournament;
  notation: ReadingId;
  /** "read as chess-results notation, 220 players, 9 rounds; …". */
  report: string;
  notes: string[];
}

interface Reading {
  tournament: Tournament;
  notation: ReadingId;
  notes: string[];
}

export function readAny(input: string | Grid, options: ReadAnyOptions = {}): ReadResult {
  const notation = options.notation?.trim().toLowerCase();
  if (notation !== undefined && notation !== '' && !isNotationId(notation)) {
    throw new CrosstableError([
      { message: `Unknown notation "${options.notation}"; expected one of ${NOTATION_IDS.join(', ')}.` },
    ]);
  }
  const id = notation ? (notation as NotationId) : undefined;
  const pab = pabQuarters(options.pabPoints);
  const reading =
    typeof input === 'string' ? readText(input, id, pab, options) : readGrid(input, id, pab, options.origin);
  const { tournament } = reading;
  const notes = [...roundsNotes(tournament, reading.notation), ...reading.notes, ...doubleLossNotes(tournament)];
  const how = id ? ' (as asked)' : '';
  const report =
    `read as ${tournament.notation}${how}, ${tournament.players.length} player${tournament.players.length === 1 ? '' : 's'}, ` +
    roundsText(tournament) +
    (notes.length ? `; ${notes.join('; ')}` : '') +
    '.';
  return { tournament, notation: reading.notation, report, notes };
}

/** What the director is told of rounds not counted: a round in progress, or rounds with no result yet. */
function roundsNotes(t: Tournament, notation: ReadingId): string[] {
  // An event file has no blank round to write "not paired" in.
  const notPaired = notation === SWISSSYS_ID ? undefined : NOT_PAIRED[notation];
  if (t.roundInProgress) return [roundInProgressNote(t.roundInProgress, t.rounds, { notPaired })];
  if (t.plannedRounds === undefined) return [];
  const next = t.rounds + 1;
  return [
    next === t.plannedRounds
      ? `round ${next} has no result yet`
      : `rounds ${next} to ${t.plannedRounds} have no result yet`,
  ];
}

function pabQuarters(points: number | undefined): Quarters | undefined {
  if (points === undefined) return undefined;
  if (points !== 1 && points !== 0.5 && points !== 0) {
    throw new CrosstableError([{ message: `A pairing-allocated bye is worth 1, ½ or 0 points; got ${points}.` }]);
  }
  return fromPoints(points);
}

function readText(
  text: string,
  id: NotationId | undefined,
  pab: Quarters | undefined,
  options: ReadAnyOptions,
): Reading {
  const encoding = encodingProblem(text);
  if (encoding) throw new CrosstableError([encoding]);
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  // Split into lines only when a line could be read as text, not as cells: most tables cannot.
  const lines = mayBeLineFormat(body) ? body.split(/\r?\n/) : undefined;
  const fileName = options.fileName ?? '';
  if (isSwissSysEvent(body, fileName)) return readSwissSysText(body, id, pab);
  const isTrfFile = /\.trf$/i.test(fileName);
  if (id === 'trf' ? (lines !== undefined && looksLikeTrf(lines)) || isTrfFile : !id && isTrfFile)
    return readTrfText(body, pab);
  const table = scanDelimited(body, /\.tsv$/i.test(fileName) ? '\t' : undefined);
  const asLines = lines && readLineFormat(body, lines, table, id, pab);
  if (asLines) return asLines;
  if (table.openQuote) throw new CrosstableError([openQuoteProblem(table.openQuote)]);
  const read = () => readGrid(table.rows, id, pab, { row: 1, col: 1 }, body);
  const reading = withSeparatorHint(read, body, table.separator);
  if (table.separator === ';') reading.notes.unshift('semicolon-separated (the header has semicolons and no comma)');
  return reading;
}

/**
 * Whether some line of the text could be a TRF record or a line of a printed table: TRF needs a
 * line starting "001 " or "012 " (looksLikeTrf), Vega's printout and the barred tables a bar.
 * Without either, every line test below says no, so none is made: a few searches of the text
 * instead of its lines split out, trimmed and matched.
 */
export function mayBeLineFormat(body: string): boolean {
  return (
    body.includes('|') ||
    body.startsWith('001 ') ||
    body.startsWith('012 ') ||
    body.includes('\n001 ') ||
    body.includes('\n012 ')
  );
}

/**
 * The text read by its lines (a TRF, Vega's printout, a barred table), or undefined when it is a
 * table of cells. Other formats are told from lines that start a row: a line inside a quoted field
 * is part of a cell.
 */
function readLineFormat(
  body: string,
  lines: readonly string[],
  table: DelimitedText,
  id: NotationId | undefined,
  pab: Quarters | undefined,
): Reading | undefined {
  const real = id ? lines : linesStartingRows(lines, table.rowLines);
  if (!id && looksLikeTrfRecords(real)) return readTrfText(body, pab);
  if (!id || id === 'vega') {
    refuseLargeText(real);
    if (looksLikeVegaText(real)) return { ...readVegaText(lines, { pabQuarters: pab }), notation: 'vega' };
  }
  const filled = real.filter((l) => l.trim() !== '');
  // Published text crosstables (MSA, chess-results copied as text) separate their columns with bars.
  const barred = filled.length > 0 && filled.filter((l) => l.includes('|')).length * 2 >= filled.length;
  if (!barred) return undefined;
  return readGrid(
    lines.map((l) =>
      l
        .replace(/^\s*\|/, '')
        .replace(/\|\s*$/, '')
        .split('|'),
    ),
    id,
    pab,
    { row: 1, col: 1 },
  );
}

/**
 * TRF player lines, in lines that are mostly TRF records: every line of a TRF starts with its
 * three-character record type, so a table whose name cell holds "001    1 …" (its other rows
 * "1,Ann Adams,…") is still a table.
 */
function looksLikeTrfRecords(lines: readonly string[]): boolean {
  if (!looksLikeTrf(lines)) return false;
  const players = lines.filter((l) => /^001 +\d/.test(l)).length;
  const others = lines.filter((l) => l.trim() !== '' && !/^\S{3}( |$)/.test(l)).length;
  return others < players;
}

/** A SwissSys event file is read by its own format: a notation named for a table's cells cannot apply. */
function readSwissSysText(body: string, id: NotationId | undefined, pab: Quarters | undefined): Reading {
  if (id)
    throw new CrosstableError([
      {
        message: `This is a SwissSys event file, read by its own format; the notation "${id}" says how a table's round cells are written, so it does not apply. Leave the notation out.`,
      },
    ]);
  return { ...readSwissSys(body, { pabQuarters: pab }), notation: SWISSSYS_ID };
}

function readTrfText(body: string, pab: Quarters | undefined): Reading {
  return { ...readTrf(trfLinesOfText(body), { pabQuarters: pab }), notation: 'trf' };
}

/** The lines on which a row of the delimited text starts (rowLines, 1-based, ascending). */
function linesStartingRows(lines: readonly string[], rowLines: readonly number[]): string[] {
  const out: string[] = [];
  let last = 0;
  for (const n of rowLines) {
    const line = lines[n - 1];
    if (n !== last && line !== undefined) out.push(line);
    last = n;
  }
  return out;
}

/**
 * Refuses a printed text table past MAX_FILLED_CELLS before its cells are split out: each line
 * is counted as its four fields before the bar (number, name, rating, points) and one cell per
 * word between the first two bars (Vega's rounds).
 */
function refuseLargeText(lines: readonly string[]): void {
  let cells = 0;
  lines.forEach((line, i) => {
    const bar = line.indexOf('|');
    if (bar < 0) return;
    const end = line.indexOf('|', bar + 1);
    cells += 4 + (line.slice(bar + 1, end < 0 ? undefined : end).match(/\S+/g)?.length ?? 0);
    if (cells > MAX_FILLED_CELLS) throw tooManyCells(`line ${i + 1}`);
  });
}

/**
 * A comma-separated reading that finds no table, of a header that also has semicolons: says the
 * separator was a guess, so a director with a semicolon file whose header holds a comma knows why.
 */
function withSeparatorHint(read: () => Reading, body: string, separator: string): Reading {
  try {
    return read();
  } catch (e) {
    const header =
      body
        .slice(0, 2000)
        .split(/\r?\n/)
        .find((l) => l.trim() !== '') ?? '';
    if (!(e instanceof CrosstableError) || separator !== ',' || !header.includes(';') || !header.includes(',')) throw e;
    const hint = {
      message:
        `The first line has both commas and semicolons, so the file was read as ${separatorName(separator)}-separated. ` +
        'If its columns are separated by semicolons, remove the commas from the header line (or save the file with commas as separators).',
    };
    throw new CrosstableError([...e.problems, hint]);
  }
}

/** A TRF pasted into a sheet: one line per row, in the first filled cell (a split paste is joined back). */
function trfLinesOfGrid(grid: Grid, origin: Origin): TrfLine[] {
  return grid.map((row, r) => {
    const filled = row
      .map((v, c) => ({ v, c }))
      .filter(({ v }) => v !== null && v !== undefined && String(v).trim() !== '');
    const [first] = filled;
    const text = filled.length === 1 && first ? String(first.v) : filled.map(({ v }) => String(v).trim()).join(' ');
    return { text, where: cellRef(r, first?.c ?? 0, origin) };
  });
}

/** A range past MAX_FILLED_CELLS is refused before any cell is read; the message names the row reached. Team tables use it too. */
export function refuseLargeGrid(grid: Grid, origin: Origin): void {
  // Most ranges have fewer cells, filled or not, than the limit: nothing to count.
  let all = 0;
  for (const row of grid) all += row.length;
  if (all <= MAX_FILLED_CELLS) return;
  let cells = 0;
  for (const [r, row] of grid.entries()) {
    for (const v of row) if (v !== null && v !== undefined && v !== '') cells++;
    if (cells > MAX_FILLED_CELLS) throw tooManyCells(cellRef(r, 0, origin));
  }
}

function firstCells(grid: Grid): string[] {
  return grid.map((row) => {
    const v = firstFilled(row);
    return v === undefined ? '' : String(v).replace(/^\s+(?=\d{3} )/, '');
  });
}

/** A row's first cell with anything in it but spaces. */
function firstFilled(row: readonly CellValue[]): CellValue {
  for (const x of row)
    if (typeof x === 'string' ? hasNonSpace(x) : x !== null && x !== undefined && String(x).trim() !== '') return x;
  return undefined;
}

/** text.trim() !== '', told by the first character when it is no space (a player number, a name). */
function hasNonSpace(text: string): boolean {
  const c = text.charCodeAt(0);
  return (c > 0x20 && c !== 0xa0 && c < 0x1680) || text.trim() !== '';
}

/**
 * Whether the first filled cell of some row could be a TRF record's, as looksLikeTrf needs one:
 * "001 " or "012 ", spaces before it allowed. Most grids have none, and their first cells are not
 * gathered.
 */
export function mayHoldTrfRecords(grid: Grid): boolean {
  for (const row of grid) {
    const v = firstFilled(row);
    if (v === undefined) continue;
    const text = typeof v === 'string' ? v : String(v);
    // A first character that is neither 0 nor a space rules the cell out without the pattern.
    const c = text.charCodeAt(0);
    if ((c === 0x30 || c <= 0x20 || c === 0xa0 || c >= 0x1680) && /^\s*0(?:01|12) /.test(text)) return true;
  }
  return false;
}

/**
 * Whether a cell scanned from the text (scanDelimited) could hold "R:", as an MSA second line's
 * rating does: a cell is the text's characters less the quotes around its quoted part, so "R:" in
 * a cell is "R:" or 'R":' in the text. Two searches of the text instead of one per cell.
 */
export function textMayHoldRatings(body: string): boolean {
  return body.includes('R:') || body.includes('R":');
}

/** `scannedFrom`: the text the grid's cells were scanned from, which counted its filled cells as it went. */
function readGrid(
  grid: Grid,
  id: NotationId | undefined,
  pab: Quarters | undefined,
  origin: Origin = { row: 1, col: 1 },
  scannedFrom?: string,
): Reading {
  if (scannedFrom === undefined) refuseLargeGrid(grid, origin);
  if ((!id || id === 'trf') && mayHoldTrfRecords(grid) && looksLikeTrfRecords(firstCells(grid))) {
    return { ...readTrf(trfLinesOfGrid(grid, origin), { pabQuarters: pab }), notation: 'trf' };
  }
  // An MSA crosstable is US Chess notation on two lines, so naming "us" reads it too.
  const ratingsPossible = scannedFrom === undefined || textMayHoldRatings(scannedFrom);
  if (id === 'msa' || ((!id || id === 'us') && looksLikeMsa(grid, ratingsPossible)))
    return { ...readMsa(grid, { origin, pabQuarters: pab }), notation: 'msa' };
  if (id === 'rr' || (!id && looksLikeRoundRobin(grid))) return { ...readRoundRobin(grid, { origin }), notation: 'rr' };
  const scan = scanTable(grid, origin);
  if (id) {
    const named = id === 'trf' ? trfCellNotation : CELL_NOTATIONS.find((n) => n.id === id)!;
    return { ...buildFromScan(scan, named, pab), notation: id };
  }
  const choice = chooseCellNotation(scan, pab);
  const built = buildFromScan(scan, choice.notation, pab, choice.shared);
  return { tournament: built.tournament, notation: choice.notation.id, notes: [...choice.notes, ...built.notes] };
}
