/**
 * Reads a team event in whatever form the director has it: a team crosstable in US team
 * notation ("W12 3-1", "W12 (3)") or chess-results team notation ("18w4½"), or a
 * board-by-board sheet of individual games. teamTableKind tells a team table from an
 * individual one; the request layer (src/request/input.ts) routes a table by it, so the front
 * ends need not be told.
 */
import { CrosstableError } from '../model/problems';
import type { Tournament } from '../model/tournament';
import { cellText, isDate } from '../read/cells';
import type { Grid, Origin } from '../read/crosstable';
import { nonBlankRows } from '../read/crosstable';
import { parseDelimited } from '../read/csv';
import { roundOfHeader } from '../read/layout';
import { refuseLargeGrid } from '../read/readAny';
import { BoardGame, isBoardSheetHeader, readBoardSheet } from './boardSheet';
import { buildTeamEvent } from './build';
import { isTeamHeader, readTeamCrosstable, TEAM_CELL_NOTATIONS } from './crosstable';
import { MatchPoints, matchPointsLabel, DEFAULT_MATCH_POINTS, TEAM_NOTATION_IDS, TeamNotationId } from './model';

export interface TeamReadOptions {
  /** The file's name: ".tsv" is tab-separated. */
  fileName?: string;
  origin?: Origin;
  /** A team notation to use instead of detecting one: us-team, chess-results-team, board-sheet. */
  notation?: string;
  /** Boards of a match; otherwise found from the game points. */
  boards?: number;
  /** Match points for a match won, drawn, lost (default 2, 1, 0). */
  matchPoints?: MatchPoints;
}

export interface TeamEvent {
  /** Teams as players, match results as entries, game points on every entry. */
  tournament: Tournament;
  notation: TeamNotationId;
  /** "read as US team notation, 8 teams, 5 rounds, 4 boards, match points 2,1,0." */
  report: string;
  /** The individual games, when the event was read from a board-by-board sheet (board prizes). */
  games?: BoardGame[];
}

function gridOf(input: string | Grid, fileName = ''): Grid {
  if (typeof input !== 'string') return input;
  return parseDelimited(input.replace(/^\uFEFF/, ''), /\.tsv$/i.test(fileName) ? '\t' : undefined);
}

// Opponent digits bounded and the colour's spaces its own: "\d+\s*[WB]?\s*[\d.,½]+" was quadratic.
const US_TEAM_CELL = /^[WDLXF]\s*\d{1,6}(?:\s*[WB])?\s*(\(\s*[\d.,½]+\s*\)|[\d.,½]+\s*[-:–]\s*[\d.,½]+)$/i;
const CR_TEAM_CELL = /^\d+\s*[wb]\s*(\d+(?:[.,]\d+)?½?|½)$/i;

/** A chess-results cell whose game points exceed 1 cannot be an individual game. */
function isTeamCell(text: string): boolean {
  if (US_TEAM_CELL.test(text)) return true;
  const points = CR_TEAM_CELL.exec(text)?.[1];
  return points !== undefined && Number(points.replace(',', '.').replace('½', '.5') || '0.5') > 1;
}

/**
 * Whether the table is a team event: a board-by-board sheet (Round and Board columns), a
 * header naming a Team column or MP and GP columns, or round cells only a team table has
 * ("W12 3-1", "W12 (3)", "18w4½") making at least half of its filled round cells.
 */
export function looksLikeTeamEvent(input: string | Grid, fileName = ''): boolean {
  return teamTableKind(input, fileName) !== undefined;
}

/**
 * Which team table it is, when it is one (looksLikeTeamEvent): a board-by-board sheet (its header
 * has Round and Board columns) or a team crosstable; undefined for a crosstable of individual players.
 */
export function teamTableKind(input: string | Grid, fileName = ''): 'team' | 'board-sheet' | undefined {
  let grid: Grid;
  try {
    // The header and the first rows decide; a large individual file is not parsed twice.
    grid = gridOf(typeof input === 'string' ? input.split('\n', 42).join('\n') : input, fileName);
  } catch {
    return undefined;
  }
  const rows = nonBlankRows(grid);
  const [first] = rows;
  if (first === undefined) return undefined;
  const header = grid[first];
  if (header === undefined) return undefined;
  if (isBoardSheetHeader(header)) return 'board-sheet';
  if (isTeamHeader(header) || teamCellsDecide(grid, rows.slice(1, 41), header)) return 'team';
  return undefined;
}

/**
 * Whether the round cells of these rows are a team table's: only the round columns are looked
 * at (a name or rating never decides), and team results ("W12 3-1") must be at least half of the
 * filled round cells, so one odd cell in an individual table stays a problem at its own cell
 * instead of turning every other cell into one.
 */
function teamCellsDecide(grid: Grid, rows: readonly number[], header: readonly unknown[]): boolean {
  const roundCols = header.flatMap((v, col) => (roundOfHeader(cellText(v)) !== null ? [col] : []));
  let team = 0;
  let filled = 0;
  for (const r of rows) {
    // rows are nonBlankRows of this grid.
    const row = grid[r]!;
    for (const col of roundCols) {
      const v = row[col];
      const text = isDate(v) ? '' : cellText(v);
      if (text === '') continue;
      filled++;
      if (isTeamCell(text)) team++;
    }
  }
  return team > 0 && team * 2 >= filled;
}

export function readTeamEvent(input: string | Grid, options: TeamReadOptions = {}): TeamEvent {
  const origin = options.origin ?? { row: 1, col: 1 };
  const named = options.notation?.trim().toLowerCase();
  if (named && !(TEAM_NOTATION_IDS as readonly string[]).includes(named)) {
    throw new CrosstableError([
      { message: `Unknown team notation "${options.notation}"; expected one of ${TEAM_NOTATION_IDS.join(', ')}.` },
    ]);
  }
  // A text file is held to the limit while it is parsed; a sheet's range before any cell is read.
  if (typeof input !== 'string') refuseLargeGrid(input, origin);
  const grid = gridOf(input, options.fileName);
  const [first] = nonBlankRows(grid);
  const boardSheet = named ? named === 'board-sheet' : first !== undefined && isBoardSheetHeader(grid[first]!);
  const matchPoints = options.matchPoints ?? DEFAULT_MATCH_POINTS;
  let event: Omit<TeamEvent, 'report'>;
  if (boardSheet) {
    const sheet = readBoardSheet(grid, origin);
    if (options.boards !== undefined && options.boards !== sheet.boards) {
      throw new CrosstableError([
        {
          message: `The sheet has games on ${sheet.boards} boards, but ${options.boards} boards were given; expected them to agree.`,
        },
      ]);
    }
    const tournament = buildTeamEvent(sheet.rows, {
      rounds: sheet.rounds,
      notation: 'board-by-board sheet',
      boards: sheet.boards,
      matchPoints,
    });
    event = { tournament, notation: 'board-sheet', games: sheet.games };
  } else {
    const notation = named ? TEAM_CELL_NOTATIONS.find((n) => n.id === named) : undefined;
    const read = readTeamCrosstable(grid, origin, notation);
    const tournament = buildTeamEvent(read.rows, {
      rounds: read.rounds,
      notation: read.notation.name,
      boards: options.boards,
      matchPoints,
    });
    event = { tournament, notation: read.notation.id };
  }
  const t = event.tournament;
  const report =
    `read as ${t.notation}${named ? ' (as asked)' : ''}, ${t.players.length} team${t.players.length === 1 ? '' : 's'}, ` +
    `${t.rounds} round${t.rounds === 1 ? '' : 's'}, ${t.boards} board${t.boards === 1 ? '' : 's'}, match points ${matchPointsLabel(matchPoints)}.`;
  return { ...event, report };
}
