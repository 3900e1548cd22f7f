/**
 * Reads a crosstable from a grid of cells (a sheet range or a parsed CSV/TSV file): the header
 * row says which column is which, each round cell is read in the table's notation, and the
 * result is a validated Tournament or a CrosstableError listing every problem with its cell.
 */
import { CrosstableError, Problem, cellRef } from '../model/problems';
import { buildTournament, ReadPlayer } from './build';
import { cellText, CellValue, DATE_IN_CELL, isDate, parsePoints, parseRating } from './cells';
import { findLayout } from './layout';
import type { CellNotation } from './notation';
import { usNotation } from './usNotation';

export interface ReadOptions {
  /** Where the grid's top-left cell sits in the sheet (1-based), so messages name real cells. */
  origin?: { row: number; col: number };
  notation?: CellNotation;
}

export function readCrosstable(grid: readonly (readonly CellValue[])[], options: ReadOptions = {}): ReturnType<typeof buildTournament> {
  const origin = options.origin ?? { row: 1, col: 1 };
  const notation = options.notation ?? usNotation;
  // Blank rows (merged cells, spacing) are skipped; indexes stay those of the grid for messages.
  const rowIndexes: number[] = [];
  grid.forEach((row, i) => {
    if (row.some((v) => cellText(v) !== '' || isDate(v))) rowIndexes.push(i);
  });
  if (!rowIndexes.length) throw new CrosstableError([{ message: 'The range is empty; expected a crosstable with a header row and one row per player.' }]);
  const headerIndex = rowIndexes[0];
  const { layout, problems } = findLayout(grid[headerIndex], { row: origin.row + headerIndex, col: origin.col });
  if (problems.length) throw new CrosstableError(problems);
  const players: ReadPlayer[] = [];

  rowIndexes.slice(1).forEach((gridRow, i) => {
    const row = grid[gridRow];
    const ref = (col: number) => cellRef(gridRow, col, origin);
    const firstCell = ref(layout.number ?? layout.name ?? 0);
    let number = i + 1;
    if (layout.number !== undefined) {
      const text = cellText(row[layout.number]);
      if (!/^\d+$/.test(text) || Number(text) < 1) {
        problems.push({ cell: firstCell, message: `"${text}" is not a player number; expected a whole number such as 12.` });
        return;
      }
      number = Number(text);
    }
    const player: ReadPlayer = {
      number,
      name: layout.name !== undefined ? cellText(row[layout.name]) : '',
      rating: layout.rating !== undefined ? parseRating(row[layout.rating]) : null,
      cells: [],
      cell: firstCell,
    };
    if (layout.score !== undefined) {
      const scoreValue = row[layout.score];
      const scoreText = cellText(scoreValue);
      player.scoreCell = ref(layout.score);
      if (isDate(scoreValue)) problems.push({ cell: player.scoreCell, message: `the score ${DATE_IN_CELL}` });
      else if (scoreText !== '') {
        const q = parsePoints(scoreText);
        if (q === null) problems.push({ cell: player.scoreCell, message: `"${scoreText}" is not a score; expected points such as 4, 4.5 or 4½.` });
        else player.declaredScore = q;
      }
    }
    layout.rounds.forEach((col) => {
      const value = row[col];
      const cell = ref(col);
      if (isDate(value)) {
        problems.push({ cell, message: `the round cell ${DATE_IN_CELL}` });
        return;
      }
      const raw = cellText(value);
      const parsed = notation.parse(raw);
      if (typeof parsed === 'string') problems.push({ cell, message: `"${raw}" cannot be read: ${parsed}.` });
      else player.cells.push({ ...parsed, raw, cell });
    });
    players.push(player);
  });
  if (!players.length && !problems.length) {
    problems.push({ cell: cellRef(headerIndex, 0, origin), message: 'the table has a header row but no players; expected one row per player below it.' });
  }
  if (problems.length) throw new CrosstableError(problems);
  return buildTournament(players, { rounds: layout.rounds.length, notation: notation.name });
}
