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
import { parseDelimited } from './csv';
import { CELL_NOTATIONS, chooseCellNotation } from './detect';
import { looksLikeMsa, readMsa } from './msa';
import { isNotationId, NOTATION_IDS, NotationId } from './notation';
import { looksLikeRoundRobin, readRoundRobin } from './roundRobin';
import { looksLikeTrf, readTrf, trfLinesOfText, TrfLine } from './trf';
import { trfCellNotation } from './trfCodes';
import { looksLikeVegaText, readVegaText } from './vegaText';

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

export interface ReadResult {
  tournament: Tournament;
  notation: NotationId;
  /** "read as chess-results notation, 220 players, 9 rounds; …". */
  report: string;
  notes: string[];
}

interface Reading {
  tournament: Tournament;
  notation: NotationId;
  notes: string[];
}

export function readAny(input: string | Grid, options: ReadAnyOptions = {}): ReadResult {
  const notation = options.notation?.trim().toLowerCase();
  if (notation !== undefined && notation !== '' && !isNotationId(notation)) {
    throw new CrosstableError([{ message: `Unknown notation "${options.notation}"; expected one of ${NOTATION_IDS.join(', ')}.` }]);
  }
  const id = notation ? (notation as NotationId) : undefined;
  const pab = pabQuarters(options.pabPoints);
  const reading = typeof input === 'string' ? readText(input, id, pab, options) : readGrid(input, id, pab, options.origin);
  const { tournament, notes } = reading;
  const how = id ? ' (as asked)' : '';
  const report =
    `read as ${tournament.notation}${how}, ${tournament.players.length} player${tournament.players.length === 1 ? '' : 's'}, ` +
    `${tournament.rounds} round${tournament.rounds === 1 ? '' : 's'}` +
    (notes.length ? `; ${notes.join('; ')}` : '') +
    '.';
  return { tournament, notation: reading.notation, report, notes };
}

function pabQuarters(points: number | undefined): Quarters | undefined {
  if (points === undefined) return undefined;
  if (points !== 1 && points !== 0.5 && points !== 0) {
    throw new CrosstableError([{ message: `A pairing-allocated bye is worth 1, ½ or 0 points; got ${points}.` }]);
  }
  return fromPoints(points);
}

function readText(text: string, id: NotationId | undefined, pab: Quarters | undefined, options: ReadAnyOptions): Reading {
  const body = text.replace(/^\uFEFF/, '');
  const lines = body.split(/\r?\n/);
  const isTrfFile = /\.trf$/i.test(options.fileName ?? '');
  if (id === 'trf' ? looksLikeTrf(lines) || isTrfFile : !id && (isTrfFile || looksLikeTrf(lines))) {
    return { ...readTrf(trfLinesOfText(body), { pabQuarters: pab }), notation: 'trf' };
  }
  if ((!id || id === 'vega') && looksLikeVegaText(lines)) return { ...readVegaText(lines, { pabQuarters: pab }), notation: 'vega' };
  const filled = lines.filter((l) => l.trim() !== '');
  // Published text crosstables (MSA, chess-results copied as text) separate their columns with bars.
  const barred = filled.length > 0 && filled.filter((l) => l.includes('|')).length * 2 >= filled.length;
  const grid = barred
    ? lines.map((l) => l.replace(/^\s*\|/, '').replace(/\|\s*$/, '').split('|'))
    : parseDelimited(body, /\.tsv$/i.test(options.fileName ?? '') ? '\t' : undefined);
  return readGrid(grid, id, pab, { row: 1, col: 1 });
}

/** A TRF pasted into a sheet: one line per row, in the first filled cell (a split paste is joined back). */
function trfLinesOfGrid(grid: Grid, origin: Origin): TrfLine[] {
  return grid.map((row, r) => {
    const filled = row.map((v, c) => ({ v, c })).filter(({ v }) => v !== null && v !== undefined && String(v).trim() !== '');
    const text = filled.length === 1 ? String(filled[0].v) : filled.map(({ v }) => String(v).trim()).join(' ');
    return { text, where: cellRef(r, filled[0]?.c ?? 0, origin) };
  });
}

function firstCells(grid: Grid): string[] {
  return grid.map((row) => {
    const v = row.find((x: CellValue) => x !== null && x !== undefined && String(x).trim() !== '');
    return v === undefined ? '' : String(v).replace(/^\s+(?=\d{3} )/, '');
  });
}

function readGrid(grid: Grid, id: NotationId | undefined, pab: Quarters | undefined, origin: Origin = { row: 1, col: 1 }): Reading {
  if ((!id || id === 'trf') && looksLikeTrf(firstCells(grid))) {
    return { ...readTrf(trfLinesOfGrid(grid, origin), { pabQuarters: pab }), notation: 'trf' };
  }
  // An MSA crosstable is US Chess notation on two lines, so naming "us" reads it too.
  if (id === 'msa' || ((!id || id === 'us') && looksLikeMsa(grid))) return { ...readMsa(grid, { origin, pabQuarters: pab }), notation: 'msa' };
  if (id === 'rr' || (!id && looksLikeRoundRobin(grid))) return { ...readRoundRobin(grid, { origin }), notation: 'rr' };
  const scan = scanTable(grid, origin);
  if (id) {
    const named = id === 'trf' ? trfCellNotation : CELL_NOTATIONS.find((n) => n.id === id)!;
    return { ...buildFromScan(scan, named, pab), notation: id };
  }
  const choice = chooseCellNotation(scan, pab);
  const built = buildFromScan(scan, choice.notation, pab, choice.readings);
  return { tournament: built.tournament, notation: choice.notation.id, notes: [...choice.notes, ...built.notes] };
}

