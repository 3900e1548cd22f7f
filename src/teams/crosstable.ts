/**
 * Team crosstables, one row per team: a header row names the columns (No., Team, MP, GP, R1,
 * R2, …, matched ignoring case and punctuation) and each round cell is read in a team notation
 * (US "W12 3-1" / "W12 (3)", or chess-results "18w4½"), detected from the cells unless named.
 */
import { CrosstableError, Problem, cellRef } from '../model/problems';
import { CellValue, cellText, DATE_IN_CELL, isDate, parsePoints } from '../read/cells';
import type { Grid, Origin } from '../read/crosstable';
import { nonBlankRows } from '../read/crosstable';
import { roundHeaderProblem, roundOfHeader } from '../read/layout';
import { limitText, MAX_TEAM_NUMBER } from '../read/limits';
import { quoteCell } from '../read/notation';
import { chessResultsTeamNotation } from './chessResultsTeam';
import type { TeamCellNotation, TeamRow } from './model';
import { usTeamNotation } from './usTeam';

export const TEAM_CELL_NOTATIONS: readonly TeamCellNotation[] = [usTeamNotation, chessResultsTeamNotation];

interface TeamLayout {
  number?: number;
  name?: number;
  matchPoints?: number;
  gamePoints?: number;
  rounds: number[];
}

const HEADERS: Record<Exclude<keyof TeamLayout, 'rounds'>, string[]> = {
  number: ['no', 'teamno', 'num', 'number', '#', 'sno', 'startno', 'rk', 'pair'],
  name: ['team', 'teamname', 'name', 'club', 'school'],
  matchPoints: ['mp', 'matchpoints', 'matchpts', 'mpts', 'score', 'pts', 'points', 'total'],
  gamePoints: ['gp', 'gamepoints', 'gamepts', 'gpts', 'bp', 'boardpoints'],
};

/** Headers that name individual players (as the individual reader knows them), normalised. */
const PLAYER_NAME_HEADERS = ['player', 'playername', 'players', 'name'];

function normalise(header: string): string {
  return header.toLowerCase().replace(/[\s._:\-()]/g, '');
}

/**
 * Whether a header row names a team table: a Team column where no column names players, or match
 * and game points columns. A scholastic crosstable has a Name (Player) column beside its Team
 * column (the school): its header does not decide, its round cells do (teamCellsDecide).
 */
export function isTeamHeader(header: readonly unknown[]): boolean {
  const texts = header.map((v) => normalise(cellText(v)));
  const has = (names: string[]) => texts.some((t) => names.includes(t));
  const teamNamed = has(['team', 'teamname', 'teamno']) && !has(PLAYER_NAME_HEADERS);
  return (
    (teamNamed || (has(HEADERS.gamePoints) && has(['mp', 'matchpoints', 'matchpts', 'mpts']))) &&
    texts.some((t) => roundOfHeader(t) !== null)
  );
}

function findTeamLayout(header: readonly unknown[], origin: Origin): { layout: TeamLayout; problems: Problem[] } {
  const layout: TeamLayout = { rounds: [] };
  const problems: Problem[] = [];
  const rounds: [number, number][] = [];
  header.forEach((v, col) => {
    const text = normalise(cellText(v));
    if (!text) return;
    const key = (Object.keys(HEADERS) as (keyof typeof HEADERS)[]).find(
      (k) => HEADERS[k].includes(text) && layout[k] === undefined,
    );
    if (key) {
      layout[key] = col;
      return;
    }
    const round = roundOfHeader(cellText(v));
    if (round === null) return;
    const badRound = roundHeaderProblem(round, cellText(v));
    if (badRound) {
      problems.push({ cell: cellRef(0, col, origin), message: `the header ${badRound}` });
      return;
    }
    if (rounds.some(([r]) => r === round))
      problems.push({
        cell: cellRef(0, col, origin),
        message: `round ${round} has a second column; expected each round once.`,
      });
    else rounds.push([round, col]);
  });
  rounds.sort((a, b) => a[0] - b[0]);
  rounds.forEach(([round, col], i) => {
    if (round !== i + 1)
      problems.push({
        cell: cellRef(0, col, origin),
        message: `round ${round} follows round ${i}; expected rounds numbered 1, 2, 3… with none missing.`,
      });
  });
  layout.rounds = rounds.map(([, col]) => col);
  if (!layout.rounds.length && !problems.length) {
    problems.push({
      cell: cellRef(0, 0, origin),
      message:
        'expected a header row naming the columns: No., Team, MP, GP and one column per round (R1, R2… or Round 1, Round 2…).',
    });
  }
  return { layout, problems };
}

interface RawTeam extends Omit<TeamRow, 'cells'> {
  rounds: { raw: string; cell: string; isDate: boolean }[];
}

// The shape of scanTable (src/read/crosstable.ts), whose pieces it shares, over a team layout: MP and GP columns, no ratings or labels.
function scanTeams(grid: Grid, origin: Origin): { teams: RawTeam[]; rounds: number } {
  const [headerRow, ...bodyRows] = nonBlankRows(grid);
  if (headerRow === undefined)
    throw new CrosstableError([
      { message: 'The range is empty; expected a team crosstable with a header row and one row per team.' },
    ]);
  // nonBlankRows gives indexes of this grid's rows.
  const { layout, problems } = findTeamLayout(grid[headerRow]!, { row: origin.row + headerRow, col: origin.col });
  if (problems.length) throw new CrosstableError(problems);
  const teams: RawTeam[] = [];
  bodyRows.forEach((gridRow, i) => {
    const row = grid[gridRow]!;
    const ref = (col: number) => cellRef(gridRow, col, origin);
    const cell = ref(layout.number ?? layout.name ?? 0);
    let number = i + 1;
    if (layout.number !== undefined) {
      const text = cellText(row[layout.number]);
      if (!/^\d{1,15}$/.test(text) || Number(text) < 1 || Number(text) > MAX_TEAM_NUMBER) {
        const over =
          /^\d+$/.test(text) && Number(text) > MAX_TEAM_NUMBER ? ` (at most ${limitText(MAX_TEAM_NUMBER)})` : '';
        problems.push({ cell, message: `"${text}" is not a team number; expected a whole number such as 12${over}.` });
        return;
      }
      number = Number(text);
    }
    const team: RawTeam = {
      number,
      name: layout.name !== undefined ? cellText(row[layout.name]) : '',
      cell,
      rounds: layout.rounds.map((col) => ({ raw: cellText(row[col]), cell: ref(col), isDate: isDate(row[col]) })),
    };
    [team.declaredMatchPoints, team.matchPointsCell] = declaredPoints(
      row,
      layout.matchPoints,
      'match points',
      ref,
      problems,
    );
    [team.declaredGamePoints, team.gamePointsCell] = declaredPoints(
      row,
      layout.gamePoints,
      'game points',
      ref,
      problems,
    );
    for (const c of team.rounds)
      if (c.isDate) problems.push({ cell: c.cell, message: `the round cell ${DATE_IN_CELL}` });
    teams.push(team);
  });
  if (!teams.length && !problems.length)
    problems.push({
      cell: cellRef(headerRow, 0, origin),
      message: 'the table has a header row but no teams; expected one row per team below it.',
    });
  if (problems.length) throw new CrosstableError(problems);
  return { teams, rounds: layout.rounds.length };
}

/** A declared points cell (match or game points): its points, if readable, and its name. */
function declaredPoints(
  row: readonly CellValue[],
  col: number | undefined,
  what: string,
  ref: (col: number) => string,
  problems: Problem[],
): [number | undefined, string | undefined] {
  if (col === undefined) return [undefined, undefined];
  const v = row[col];
  if (isDate(v)) {
    problems.push({ cell: ref(col), message: `the ${what} ${DATE_IN_CELL}` });
    return [undefined, ref(col)];
  }
  const text = cellText(v);
  if (text === '') return [undefined, ref(col)];
  const q = parsePoints(text);
  if (q === null)
    problems.push({
      cell: ref(col),
      message: `"${text}" is not a number of ${what}; expected points such as 6, 6.5 or 6½.`,
    });
  return [q ?? undefined, ref(col)];
}

/** Reads every round cell in `notation`; the problems are every cell it cannot read. */
function readTeamCells(
  teams: readonly RawTeam[],
  notation: TeamCellNotation,
): { rows: TeamRow[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const rows = teams.map(({ rounds, ...team }) => ({
    ...team,
    cells: rounds.flatMap((c) => {
      if (c.isDate) return [];
      const parsed = notation.parse(c.raw);
      if (typeof parsed === 'string') {
        problems.push({ cell: c.cell, message: `${quoteCell(c.raw)} cannot be read: ${parsed}.` });
        return [];
      }
      return [{ ...parsed, raw: c.raw, cell: c.cell }];
    }),
  }));
  return { rows, problems };
}

/**
 * The team rows of a team crosstable, each cell read in the named notation or, when none is
 * named, in the team notation that reads the most cells (the other's problems are dropped).
 */
export function readTeamCrosstable(
  grid: Grid,
  origin: Origin,
  notation?: TeamCellNotation,
): { rows: TeamRow[]; notation: TeamCellNotation; rounds: number } {
  const { teams, rounds } = scanTeams(grid, origin);
  const tries = (notation ? [notation] : TEAM_CELL_NOTATIONS).map((n) => ({ n, ...readTeamCells(teams, n) }));
  const best = tries.reduce((a, b) => (b.problems.length < a.problems.length ? b : a));
  if (best.problems.length) throw new CrosstableError(best.problems);
  return { rows: best.rows, notation: best.n, rounds };
}
