/**
 * Round-robin grids (chess-results' "vs1 … vsN", or a wall chart headed 1 … N): the cell in
 * row A, column B is A's result against B (1, ½, 0, + or - for forfeits), "*" on the diagonal,
 * blank for a game not yet played. The grid says who met whom but not in which round nor with
 * which colour, so the games are laid out on a Berger schedule (any consistent order gives the
 * same order-free tiebreaks), the table is marked `roundOrderKnown: false`, and systems that
 * need the order (Cumulative, Opposition Cumulative, Progressive) are refused.
 * With an odd number of players each sits out one round, which reads as not paired.
 */
import { CrosstableError, Problem, cellRef } from '../model/problems';
import type { EntryKind, Tournament } from '../model/tournament';
import { buildTournament, ReadPlayer } from './build';
import {
  asciiDigits,
  cellText,
  CellValue,
  DATE_IN_CELL,
  ForeignDigits,
  isDate,
  parsePoints,
  parseRating,
  ratingProblem,
} from './cells';
import { labelsOf } from './crosstable';
import type { Grid, Origin } from './crosstable';
import { Layout, playerColumns } from './layout';
import { quoteCell, resultTooLong } from './notation';

const NAME = 'round-robin grid';

/** "vs3", "vs. 3", "v3" and, in a grid with "*" on its diagonal, a bare "3". */
function opponentOfHeader(header: string, bareNumbers: boolean): number | null {
  const m = /^(?:vs?\.?\s*)(\d{1,4})$/i.exec(header) ?? (bareNumbers ? /^(\d{1,4})$/.exec(header) : null);
  return m ? Number(m[1]) : null;
}

function headerRow(grid: Grid): number {
  return grid.findIndex((row) => row.some((v) => cellText(v) !== ''));
}

export function looksLikeRoundRobin(grid: Grid): boolean {
  const h = headerRow(grid);
  const header = grid[h];
  if (!header) return false;
  const headers = header.map(cellText);
  if (headers.filter((t) => opponentOfHeader(t, false) !== null).length >= 2) return true;
  const bare = headers.filter((t) => /^\d{1,4}$/.test(t)).length >= 2;
  return bare && grid.slice(h + 1).some((row) => row.some((v) => cellText(v) === '*'));
}

const RESULT: Record<string, EntryKind> = { '+': 'forfeitWin', '-': 'forfeitLoss' };

function readResult(text: string): EntryKind | null | 'self' | 'unplayed' {
  const s = text.trim();
  if (resultTooLong(s)) return null;
  if (s === '*' || s === 'x' || s === 'X') return 'self';
  if (s === '') return 'unplayed';
  if (s === '=') return 'draw';
  // Own keys only: a cell reading "constructor" is a bad result, not Object's constructor.
  if (Object.prototype.hasOwnProperty.call(RESULT, s)) return RESULT[s]!;
  const q = parsePoints(s);
  return q === 4 ? 'win' : q === 2 ? 'draw' : q === 0 ? 'loss' : null;
}

/**
 * Rounds of a single round robin (circle method): round r pairs `pairs[r]`; with an odd count
 * a dummy index n sits opposite the player who is out.
 */
export function bergerRounds(n: number): [number, number][][] {
  const size = n % 2 ? n + 1 : n;
  const ring = Array.from({ length: size }, (_, i) => i);
  const rounds: [number, number][][] = [];
  for (let r = 0; r < size - 1; r++) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < size / 2; i++) pairs.push([ring[i]!, ring[size - 1 - i]!]);
    rounds.push(pairs);
    ring.splice(1, 0, ring.pop()!);
  }
  return rounds;
}

export function readRoundRobin(
  grid: Grid,
  options: { origin?: Origin } = {},
): { tournament: Tournament; notes: string[] } {
  const origin = options.origin ?? { row: 1, col: 1 };
  const h = headerRow(grid);
  const header = grid[h];
  if (!header)
    throw new CrosstableError([{ message: 'The range is empty; expected a round-robin grid with a header row.' }]);
  const problems: Problem[] = [];
  const digits = new ForeignDigits();
  const { layout, vsColumn } = readHeader(header, h, origin, problems);
  const rows = readPlayerRows(grid, h, layout, origin, { problems, digits });
  const numbers = new Set(rows.map((p) => p.number));
  for (const p of rows)
    if (!vsColumn.has(p.number))
      problems.push({
        cell: cellRef(p.gridRow, layout.number ?? 0, origin),
        message: `player ${p.number} has no column of their own (vs${p.number}); expected one column per player.`,
      });
  for (const [n, c] of vsColumn)
    if (!numbers.has(n))
      problems.push({
        cell: cellRef(h, c, origin),
        message: `the column for player ${n} has no row; expected a row for every column.`,
      });
  if (!rows.length && !problems.length)
    problems.push({
      cell: cellRef(h, 0, origin),
      message: 'the grid has a header row but no players; expected one row per player below it.',
    });
  if (problems.length) throw new CrosstableError(problems);

  const n = rows.length;
  const schedule = bergerRounds(n);
  const players: ReadPlayer[] = rows.map((p) => ({
    number: p.number,
    name: p.name,
    rating: p.rating,
    cells: [],
    cell: cellRef(p.gridRow, layout.number ?? layout.name ?? 0, origin),
    ...(p.score !== undefined ? { declaredScore: p.score, scoreCell: p.scoreCell } : {}),
    ...(p.labels ? { labels: p.labels } : {}),
  }));
  checkDiagonal(grid, rows, vsColumn, origin, problems);
  const games: GridGames = { grid, rows, players, vsColumn, origin, problems, digits };
  for (const round of schedule) readRound(games, round);
  // Half a pairing left blank: the other cell names a result, this one does not.
  if (problems.length) throw new CrosstableError(problems);
  const notes = [
    `the grid gives no round order or colours: the games are laid out on a Berger schedule, so Cumulative, Opposition Cumulative, Progressive and colour tiebreaks cannot be used`,
  ];
  if (n % 2) notes.push('with an odd number of players each sits out one round, read as not paired');
  if (digits.note) notes.push(digits.note);
  return {
    tournament: buildTournament(players, { rounds: schedule.length, notation: NAME, roundOrderKnown: false }),
    notes,
  };
}

/** A player's row of the grid, read before the games. */
interface GridRow {
  number: number;
  name: string;
  rating: number | null;
  gridRow: number;
  score?: number;
  scoreCell?: string;
  /** The other headed columns (printed tiebreaks such as TB1), as a crosstable row keeps them. */
  labels?: Record<string, string>;
}

/** The header row: the number, name, rating and score columns, and each player's column ("vs3", or a bare "3"). */
function readHeader(
  header: readonly CellValue[],
  h: number,
  origin: Origin,
  problems: Problem[],
): { layout: Omit<Layout, 'rounds'>; vsColumn: Map<number, number> } {
  const headers = header.map(cellText);
  const bare = !headers.some((t) => opponentOfHeader(t, false) !== null);
  // The other columns by the usual header words; a bare "3" heads player 3's column, not a round.
  const layout = playerColumns(header.map((v) => (opponentOfHeader(cellText(v), bare) !== null ? '' : v)));
  const vsColumn = new Map<number, number>();
  headers.forEach((t, c) => {
    const n = opponentOfHeader(t, bare);
    if (n === null) return;
    if (vsColumn.has(n))
      problems.push({
        cell: cellRef(h, c, origin),
        message: `a second column for player ${n}; expected one column per player.`,
      });
    else vsColumn.set(n, c);
  });
  // Every other headed column (a printed TB1…) is kept for the row, as a crosstable keeps it.
  const used = new Set([...Object.values(layout).filter((v) => typeof v === 'number'), ...vsColumn.values()]);
  const labels = headers.flatMap((t, col) => (t.trim() && !used.has(col) ? [{ header: t.trim(), col }] : []));
  return { layout: labels.length ? { ...layout, labels } : layout, vsColumn };
}

/** Every filled row under the header: its number (else its place), name, rating and printed score. */
function readPlayerRows(
  grid: Grid,
  h: number,
  layout: Omit<Layout, 'rounds'>,
  origin: Origin,
  { problems, digits }: { problems: Problem[]; digits: ForeignDigits },
): GridRow[] {
  const rows: GridRow[] = [];
  for (let r = h + 1; r < grid.length; r++) {
    const row = grid[r]!;
    if (!row.some((v) => cellText(v) !== '' || isDate(v))) continue;
    const numberText =
      layout.number !== undefined
        ? digits.read(cellText(row[layout.number]), () => cellRef(r, layout.number!, origin))
        : String(rows.length + 1);
    if (layout.rating !== undefined) digits.saw(row[layout.rating], () => cellRef(r, layout.rating!, origin));
    if (layout.score !== undefined) digits.saw(row[layout.score], () => cellRef(r, layout.score!, origin));
    if (!/^\d{1,4}$/.test(numberText) || Number(numberText) < 1) {
      problems.push({
        cell: cellRef(r, layout.number ?? 0, origin),
        message: `"${numberText}" is not a player number; expected a whole number such as 3.`,
      });
      continue;
    }
    const badRating = layout.rating !== undefined ? ratingProblem(row[layout.rating]) : null;
    if (badRating) problems.push({ cell: cellRef(r, layout.rating!, origin), message: badRating });
    const entry: GridRow = {
      number: Number(numberText),
      name: layout.name !== undefined ? cellText(row[layout.name]) : '',
      rating: layout.rating !== undefined && !badRating ? parseRating(row[layout.rating]) : null,
      gridRow: r,
    };
    if (layout.score !== undefined) readScore(entry, row[layout.score], cellRef(r, layout.score, origin), problems);
    if (layout.labels) entry.labels = labelsOf(row, layout.labels);
    rows.push(entry);
  }
  return rows;
}

/** The printed score, kept to check against the results; a date or a word is a problem. */
function readScore(entry: GridRow, v: CellValue, cell: string, problems: Problem[]): void {
  entry.scoreCell = cell;
  if (isDate(v)) problems.push({ cell, message: `the score ${DATE_IN_CELL}` });
  else if (cellText(v) !== '') {
    const q = parsePoints(asciiDigits(cellText(v)));
    if (q === null)
      problems.push({ cell, message: `"${cellText(v)}" is not a score; expected points such as 4, 4.5 or 4½.` });
    else entry.score = q;
  }
}

/** Each player's own cell on the diagonal must be "*". */
function checkDiagonal(
  grid: Grid,
  rows: readonly GridRow[],
  vsColumn: ReadonlyMap<number, number>,
  origin: Origin,
  problems: Problem[],
): void {
  for (const p of rows) {
    // Every row has a column of its own by now, else the grid was refused.
    const c = vsColumn.get(p.number)!;
    const v = grid[p.gridRow]![c];
    if (readResult(cellText(v)) !== 'self')
      problems.push({
        cell: cellRef(p.gridRow, c, origin),
        message: `"${cellText(v)}" is on the diagonal (player ${p.number} against themselves); expected *.`,
      });
  }
}

/** What the games of the grid are read with: rows and players in the same order. */
interface GridGames {
  grid: Grid;
  rows: readonly GridRow[];
  players: ReadPlayer[];
  vsColumn: ReadonlyMap<number, number>;
  origin: Origin;
  problems: Problem[];
  digits: ForeignDigits;
}

/** One Berger round: both cells of each pairing, and a round not paired for whoever sits out. */
function readRound(games: GridGames, round: readonly [number, number][]): void {
  const n = games.rows.length;
  const out = new Set(Array.from({ length: n }, (_, i) => i));
  for (const [a, b] of round) {
    if (a >= n || b >= n) continue;
    out.delete(a);
    out.delete(b);
    readGame(games, a, b);
    readGame(games, b, a);
  }
  for (const i of out) games.players[i]!.cells.push({ kind: 'zeroBye', raw: '', cell: games.players[i]!.cell });
}

/** Row `me`'s cell in the column of `them`: its result against them, blank for a game not yet played. */
function readGame(games: GridGames, me: number, them: number): void {
  // me and them are places in rows (and players), below n by the caller's check.
  const gridRow = games.rows[me]!.gridRow;
  const opponent = games.rows[them]!.number;
  const col = games.vsColumn.get(opponent)!;
  const value = games.grid[gridRow]![col];
  const cell = cellRef(gridRow, col, games.origin);
  const raw = games.digits.read(cellText(value), () => cell);
  const kind = isDate(value) ? null : readResult(raw);
  if (isDate(value)) games.problems.push({ cell, message: `the result ${DATE_IN_CELL}` });
  else if (kind === null || kind === 'self') {
    games.problems.push({
      cell,
      message: `${quoteCell(raw)} cannot be read: ${resultTooLong(raw) ?? 'expected 1, ½ (or .5, 1/2), 0, + or - (forfeit), or blank for a game not yet played'}.`,
    });
  } else if (kind === 'unplayed') games.players[me]!.cells.push({ kind: 'zeroBye', raw, cell });
  else games.players[me]!.cells.push({ kind, opponent, raw, cell });
}
