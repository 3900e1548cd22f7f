/**
 * The board-by-board sheet: one row per game, the way a director keys in a team event's
 * results, from which the team results are derived. A header row names the columns (matched
 * ignoring case and punctuation):
 *
 *   Round | Board | Team | Player | Colour | Result | Opponent team | Opponent
 *
 * Colour (optional) is the colour of the first-named player, W or B. Result is from the
 * first-named player's side: 1-0, 0-1, ½-½ (also 1/2-1/2, 0.5-0.5), and for a game not played
 * +- (won by forfeit), -+ (lost by forfeit), -- (both absent).
 *
 * A row without a board is about the whole match: Opponent team "BYE" is a bye (its Result,
 * optional, is the game points it is given), and Result +-, -+ or -- is a match forfeited by
 * the opposing team, by the team, or by both. A match whose every board was forfeited by the
 * same team is a forfeited match too. A round in which a team appears on no row is a round it
 * was not paired. Teams are numbered in the order they first appear.
 */
import { formatPoints, Quarters } from '../model/points';
import { CrosstableError, Problem, cellRef } from '../model/problems';
import type { Colour } from '../model/tournament';
import { cellText, CellValue, isDate, parsePoints, visibleName } from '../read/cells';
import type { Grid, Origin } from '../read/crosstable';
import { nonBlankRows } from '../read/crosstable';
import { limitText, MAX_BOARD, MAX_ROUND } from '../read/limits';
import { quoteCell, resultTooLong } from '../read/notation';
import { at } from '../tiebreaks/lookup';
import type { TeamCell, TeamRow } from './model';

type Column = 'round' | 'board' | 'team' | 'player' | 'colour' | 'result' | 'opponentTeam' | 'opponent';

const HEADERS: Record<Column, string[]> = {
  round: ['round', 'rd', 'rnd', 'r'],
  board: ['board', 'bd', 'brd', 'boardno'],
  team: ['team', 'team1', 'hometeam', 'home', 'whiteteam'],
  player: ['player', 'name', 'player1', 'homeplayer', 'white'],
  colour: ['colour', 'color', 'col'],
  result: ['result', 'res', 'score'],
  opponentTeam: ['opponentteam', 'oppteam', 'opposingteam', 'team2', 'awayteam', 'away', 'blackteam'],
  opponent: ['opponent', 'opp', 'player2', 'awayplayer', 'black'],
};
const REQUIRED: Column[] = ['round', 'board', 'team', 'player', 'result', 'opponentTeam', 'opponent'];

function normalise(header: string): string {
  return header.toLowerCase().replace(/[\s._:\-()#]/g, '');
}

function layoutOf(header: readonly unknown[]): Partial<Record<Column, number>> {
  const layout: Partial<Record<Column, number>> = {};
  header.forEach((v, col) => {
    const text = normalise(cellText(v));
    const key = (Object.keys(HEADERS) as Column[]).find((k) => HEADERS[k].includes(text) && layout[k] === undefined);
    if (key) layout[key] = col;
  });
  return layout;
}

/** Whether a header row is a board-by-board sheet's: it names a Round and a Board column. */
export function isBoardSheetHeader(header: readonly unknown[]): boolean {
  const layout = layoutOf(header);
  return layout.round !== undefined && layout.board !== undefined;
}

/** One player's game on one board, as board prizes count it. */
export interface BoardGame {
  round: number;
  board: number;
  /** Team index (into the tournament's players) and the player's name. */
  team: number;
  player: string;
  opponentTeam: number;
  opponent: string;
  /** Points scored in the game, in quarters (a forfeit win counts 1, as on the match score). */
  points: Quarters;
  /** Played over the board (not a forfeit). */
  played: boolean;
  cell: string;
}

export interface BoardSheet {
  rows: TeamRow[];
  rounds: number;
  boards: number;
  games: BoardGame[];
}

type Result = { own: Quarters; theirs: Quarters; forfeit: boolean };

/** "1-0", "½-½", "0.5 - 0.5", "1/2-1/2", "+-", "-+", "--", "+/-": the first player's side first. */
function resultOf(text: string): Result | null {
  if (resultTooLong(text)) return null;
  const s = text.replace(/\s+/g, '');
  const forfeit = /^([+-])\/?([+-])$/.exec(s);
  if (forfeit) {
    if (forfeit[1] === '+' && forfeit[2] === '+') return null;
    return { own: forfeit[1] === '+' ? 4 : 0, theirs: forfeit[2] === '+' ? 4 : 0, forfeit: true };
  }
  const m = /^(1\/2|[\d.,]*½?)[-:–](1\/2|[\d.,]*½?)$/.exec(s);
  const [, ownText, theirsText] = m ?? [];
  if (ownText === undefined || theirsText === undefined) return null;
  const own = parsePoints(ownText);
  const theirs = parsePoints(theirsText);
  if (own === null || theirs === null || own + theirs !== 4) return null;
  return { own, theirs, forfeit: false };
}

const RESULT_EXPECTED = "expected the first player's result: 1-0, 0-1 or ½-½, or +- / -+ / -- for a game not played";

interface Match {
  round: number;
  /** Team indexes: the first-named team, then the opposing team (undefined for a bye). */
  teams: [number, number | undefined];
  cell: string;
  games: { board: number; result: Result; cell: string; colour?: Colour }[];
  /** Whole-match rows: a bye's game points, or a forfeited match. */
  bye?: { gamePoints?: Quarters };
  forfeit?: Result;
}

/** The header's column of each field; only Colour may be absent. */
type Columns = Record<Exclude<Column, 'colour'>, number> & { colour?: number };

/** One team as the sheet names it, with the cell where it first appears. */
interface Team {
  name: string;
  cell: string;
}

/** What the rows read so far: the teams in order of first appearance, the matches, the games. */
interface Reading {
  teams: Team[];
  /** Lower-cased name → team index: a team's name matches ignoring case. */
  teamIndex: Map<string, number>;
  matches: Match[];
  /** "round:team" → the match that team plays in that round. */
  matchOf: Map<string, Match>;
  games: BoardGame[];
}

/** One row of the sheet, read by column: the cell's text, its value, and its reference. */
interface SheetRow {
  text(c: Column): string;
  value(c: Column): CellValue;
  ref(c: Column): string;
}

type SheetCell = TeamCell & { raw: string; cell: string };

export function readBoardSheet(grid: Grid, origin: Origin = { row: 1, col: 1 }): BoardSheet {
  const { headerRow, bodyRows, col } = readHeader(grid, origin);
  const reading: Reading = { teams: [], teamIndex: new Map(), matches: [], matchOf: new Map(), games: [] };
  const problems: Problem[] = [];
  for (const gridRow of bodyRows) {
    // nonBlankRows gives indexes of this grid's rows.
    const problem = readRow(reading, sheetRow(grid[gridRow]!, gridRow, col, origin));
    if (problem) problems.push(problem);
  }
  if (problems.length) throw new CrosstableError(problems);
  return { ...teamRows(reading, cellRef(headerRow, 0, origin)), games: reading.games };
}

/** The header row's columns and the rows below it; throws when the range is empty or a column is missing. */
function readHeader(grid: Grid, origin: Origin): { headerRow: number; bodyRows: number[]; col: Columns } {
  const [headerRow, ...bodyRows] = nonBlankRows(grid);
  if (headerRow === undefined)
    throw new CrosstableError([
      { message: 'The range is empty; expected a board-by-board sheet with a header row and one row per game.' },
    ]);
  const layout = layoutOf(grid[headerRow]!);
  const missing = REQUIRED.filter((c) => layout[c] === undefined);
  if (missing.length) {
    throw new CrosstableError([
      {
        cell: cellRef(headerRow, 0, origin),
        message: `a board-by-board sheet needs the columns Round, Board, Team, Player, Result, Opponent team and Opponent (Colour optional); missing ${missing.map((m) => HEADERS[m][0]).join(', ')}.`,
      },
    ]);
  }
  return { headerRow, bodyRows, col: layout as Columns };
}

function sheetRow(row: readonly CellValue[], gridRow: number, col: Columns, origin: Origin): SheetRow {
  const value = (c: Column) => {
    const at = col[c];
    return at === undefined ? undefined : row[at];
  };
  return {
    text: (c) => (col[c] === undefined ? '' : cellText(value(c))),
    value,
    ref: (c) => {
      const at = col[c];
      // Only Colour may be absent, and its cell is named only when the row gives a colour.
      if (at === undefined) throw new Error(`board-by-board sheet: no ${c} column to name a cell in`);
      return cellRef(gridRow, at, origin);
    },
  };
}

/** The team's index, numbering it (first seen at cell) when new. */
function teamOf(reading: Reading, name: string, cell: string): number {
  // One team however its name's case, composition or invisible characters differ (visibleName).
  const key = visibleName(name).toLowerCase();
  let index = reading.teamIndex.get(key);
  if (index === undefined) {
    index = reading.teams.length;
    reading.teamIndex.set(key, index);
    reading.teams.push({ name, cell });
  }
  return index;
}

function teamName(reading: Reading, index: number): string {
  return at(reading.teams, index).name;
}

/** Reads one game row or whole-match row into the reading; returns the problem that stops it. */
function readRow(reading: Reading, row: SheetRow): Problem | undefined {
  const round = numberIn(row, 'round', 3, MAX_ROUND);
  if (typeof round !== 'number') return round;
  const name = row.text('team');
  if (!name)
    return {
      cell: row.ref('team'),
      message: 'the team is missing; expected the name of the team of the first player.',
    };
  const team = teamOf(reading, name, row.ref('team'));
  const oppName = row.text('opponentTeam');
  if (isDate(row.value('result'))) {
    return {
      cell: row.ref('result'),
      message:
        'the result holds a date, probably ½-½ or 1/2 typed into an unformatted cell; enter ½-½ or 0.5-0.5 as text.',
    };
  }
  const isBye = /^(bye|-)$/i.test(oppName);
  if (!oppName)
    return { cell: row.ref('opponentTeam'), message: 'the opposing team is missing; expected its name, or BYE.' };
  const opp = isBye ? undefined : teamOf(reading, oppName, row.ref('opponentTeam'));
  if (opp === team)
    return { cell: row.ref('opponentTeam'), message: `"${oppName}" plays itself; expected another team.` };
  const found = matchFor(reading, round, [team, name], [opp, oppName], row);
  if (!('match' in found)) return found;
  if (row.text('board') === '') return readWholeMatch(found.match, found.flipped, row);
  if (opp === undefined)
    return { cell: row.ref('board'), message: 'a bye is a whole-match row; expected the board left empty.' };
  return readGame(reading, found.match, found.flipped, [team, opp], row);
}

/** A round or board number, 1 to 999; the message names the limit when the number is past it. */
function numberIn(row: SheetRow, c: 'round' | 'board', example: number, max: number): number | Problem {
  const text = row.text(c);
  if (/^\d{1,3}$/.test(text) && Number(text) >= 1) return Number(text);
  const over = /^\d+$/.test(text) && Number(text) > max ? ` (at most ${limitText(max)})` : '';
  return {
    cell: row.ref(c),
    message: `"${text}" is not a ${c} number; expected a whole number such as ${example}${over}.`,
  };
}

/**
 * The match these two teams play in this round, opened on first sight; flipped when the row
 * names the match's second team first. A team plays one match a round.
 */
function matchFor(
  reading: Reading,
  round: number,
  [team, name]: [number, string],
  [opp, oppName]: [number | undefined, string],
  row: SheetRow,
): { match: Match; flipped: boolean } | Problem {
  const key = (t: number) => `${round}:${t}`;
  const match = reading.matchOf.get(key(team));
  if (match) {
    const flipped = match.teams[0] !== team;
    if (match.teams[flipped ? 0 : 1] !== opp) return alreadyPlays(reading, name, team, match, row);
    return { match, flipped };
  }
  const theirs = opp === undefined ? undefined : reading.matchOf.get(key(opp));
  if (theirs && opp !== undefined) return alreadyPlays(reading, oppName, opp, theirs, row);
  const opened: Match = { round, teams: [team, opp], cell: row.ref('result'), games: [] };
  reading.matches.push(opened);
  reading.matchOf.set(key(team), opened);
  if (opp !== undefined) reading.matchOf.set(key(opp), opened);
  return { match: opened, flipped: false };
}

function alreadyPlays(reading: Reading, name: string, team: number, match: Match, row: SheetRow): Problem {
  const other = match.teams[0] === team ? match.teams[1] : match.teams[0];
  return {
    cell: row.ref('opponentTeam'),
    message: `${name} already plays ${other === undefined ? 'a bye' : teamName(reading, other)} in round ${match.round} (${match.cell}); expected one match per team per round.`,
  };
}

/** A result from the first-named team's side, turned to the match's first team's side. */
function sideOf(r: Result, flipped: boolean): Result {
  return flipped ? { own: r.theirs, theirs: r.own, forfeit: r.forfeit } : r;
}

/** A row without a board: a bye's game points, or a match forfeited by one team or both. */
function readWholeMatch(match: Match, flipped: boolean, row: SheetRow): Problem | undefined {
  const resultText = row.text('result');
  // A bye's match has no opposing team.
  if (match.teams[1] === undefined) {
    const gp = resultText === '' ? undefined : parsePoints(resultText);
    if (gp === null)
      return {
        cell: row.ref('result'),
        message: `"${resultText}" is not the bye's game points; expected a number such as 2, or nothing for half the boards.`,
      };
    match.bye = { gamePoints: gp };
    return undefined;
  }
  const r = resultOf(resultText);
  if (!r || !r.forfeit) {
    return {
      cell: row.ref('board'),
      message: `a row without a board is a whole match, and ${quoteCell(resultText)} is not +-, -+ or --; expected a board number, or a forfeited match.`,
    };
  }
  match.forfeit = sideOf(r, flipped);
  return undefined;
}

/** A game on one board: its result goes to the match, and each player's side to the games board prizes count. */
function readGame(
  reading: Reading,
  match: Match,
  flipped: boolean,
  [team, opp]: [number, number],
  row: SheetRow,
): Problem | undefined {
  const board = numberIn(row, 'board', 1, MAX_BOARD);
  if (typeof board !== 'number') return board;
  const resultText = row.text('result');
  const r = resultOf(resultText);
  if (!r)
    return {
      cell: row.ref('result'),
      message: `${quoteCell(resultText)} cannot be read: ${resultTooLong(resultText) ?? RESULT_EXPECTED}.`,
    };
  const colour = colourOf(row, flipped);
  if (typeof colour === 'object') return colour;
  const earlier = match.games.find((g) => g.board === board);
  if (earlier)
    return {
      cell: row.ref('board'),
      message: `board ${board} of this match is already at ${earlier.cell}; expected each board once.`,
    };
  match.games.push({ board, result: sideOf(r, flipped), cell: row.ref('board'), colour });
  const player = row.text('player');
  const opponent = row.text('opponent');
  const round = match.round;
  reading.games.push({
    round,
    board,
    team,
    player,
    opponentTeam: opp,
    opponent,
    points: r.own,
    played: !r.forfeit,
    cell: row.ref('player'),
  });
  reading.games.push({
    round,
    board,
    team: opp,
    player: opponent,
    opponentTeam: team,
    opponent: player,
    points: r.theirs,
    played: !r.forfeit,
    cell: row.ref('opponent'),
  });
  return undefined;
}

/** The first-named player's colour turned to the match's first team's side; undefined when the row gives none. */
function colourOf(row: SheetRow, flipped: boolean): Colour | undefined | Problem {
  const colourText = row.text('colour').toUpperCase();
  if (!colourText) return undefined;
  if (colourText !== 'W' && colourText !== 'B' && colourText !== 'WHITE' && colourText !== 'BLACK') {
    return {
      cell: row.ref('colour'),
      message: `"${row.text('colour')}" is not a colour; expected W or B, the colour of the first player.`,
    };
  }
  const colour: Colour = colourText.startsWith('W') ? 'W' : 'B';
  return flipped ? otherColour(colour) : colour;
}

function otherColour(c: Colour): Colour {
  return c === 'W' ? 'B' : 'W';
}

/** Each team's row of match results, a round it was not paired left as an unpaired round. */
function teamRows(reading: Reading, headerCell: string): { rows: TeamRow[]; rounds: number; boards: number } {
  const { matches, teams } = reading;
  // The boards of a match: the most boards any match played.
  const boards = Math.max(0, ...matches.flatMap((m) => m.games.map((g) => g.board)));
  const rounds = Math.max(0, ...matches.map((m) => m.round));
  if (!matches.length || boards === 0) {
    throw new CrosstableError([
      { cell: headerCell, message: 'the sheet has no games; expected one row per game below the header.' },
    ]);
  }
  const rows = teams.map(({ name, cell }, t) => ({
    number: t + 1,
    name,
    cell,
    cells: Array.from({ length: rounds }, (): SheetCell => ({ kind: 'zeroBye', raw: '', cell })),
  }));
  const put = (team: number, round: number, cell: SheetCell) => {
    at(rows, team).cells[round - 1] = cell;
  };
  const problems: Problem[] = [];
  for (const m of matches) {
    const outcome = matchCells(reading, m, boards);
    if ('message' in outcome) {
      problems.push(outcome);
      continue;
    }
    put(m.teams[0], m.round, outcome.first);
    if (outcome.second) put(outcome.second.team, m.round, outcome.second.cell);
  }
  if (problems.length) throw new CrosstableError(problems);
  return { rows, rounds, boards };
}

/** The cells a match gives its first team and its opposing team, or why it cannot count. */
function matchCells(
  reading: Reading,
  m: Match,
  boards: number,
): { first: SheetCell; second?: { team: number; cell: SheetCell } } | Problem {
  const [a, b] = m.teams;
  const label = `round ${m.round}, ${teamName(reading, a)}${b === undefined ? ' bye' : ` v ${teamName(reading, b)}`}`;
  if (b === undefined) return { first: { kind: 'fullBye', gamePoints: m.bye?.gamePoints, raw: label, cell: m.cell } };
  const boardsHere = m.games.map((g) => g.board).sort((x, y) => x - y);
  if (!m.forfeit && boardsHere.length !== boards) {
    return {
      cell: m.cell,
      message: `${label} has boards ${boardsHere.join(', ')}; expected boards 1 to ${boards}, each once.`,
    };
  }
  if (m.forfeit && m.games.length) {
    return {
      cell: m.cell,
      message: `${label} is marked forfeited and also has games on boards ${boardsHere.join(', ')}; expected one or the other.`,
    };
  }
  const forfeit = m.forfeit ?? sameForfeitOnEveryBoard(m);
  if (forfeit) {
    const side = (won: boolean) => (won ? ('forfeitWin' as const) : ('forfeitLoss' as const));
    return {
      first: { kind: side(forfeit.own > 0), opponent: b + 1, raw: label, cell: m.cell },
      second: { team: b, cell: { kind: side(forfeit.theirs > 0), opponent: a + 1, raw: label, cell: m.cell } },
    };
  }
  return playedMatchCells(m, a, b, label);
}

/** The cells of a match played over the board: each team's game points, board by board. */
function playedMatchCells(
  m: Match,
  a: number,
  b: number,
  label: string,
): { first: SheetCell; second: { team: number; cell: SheetCell } } {
  let own = 0;
  let theirs = 0;
  for (const g of m.games) {
    own += g.result.own;
    theirs += g.result.theirs;
  }
  const colour = m.games.find((g) => g.board === 1)?.colour;
  const byBoard = [...m.games].sort((x, y) => x.board - y.board);
  const raw = `${label}, ${formatPoints(own)}-${formatPoints(theirs)}`;
  return {
    first: {
      kind: 'win',
      fromGamePoints: true,
      opponent: b + 1,
      colour,
      gamePoints: own,
      boardPoints: byBoard.map((g) => g.result.own),
      raw,
      cell: m.cell,
    },
    second: {
      team: b,
      cell: {
        kind: 'win',
        fromGamePoints: true,
        opponent: a + 1,
        colour: colour === undefined ? undefined : otherColour(colour),
        gamePoints: theirs,
        boardPoints: byBoard.map((g) => g.result.theirs),
        raw,
        cell: m.cell,
      },
    },
  };
}

/** Every board forfeited the same way is a forfeited match: that result, or undefined. */
function sameForfeitOnEveryBoard(m: Match): Result | undefined {
  const [first] = m.games;
  if (!first) return undefined;
  const same = m.games.every(
    (g) => g.result.forfeit && g.result.own === first.result.own && g.result.theirs === first.result.theirs,
  );
  return same ? first.result : undefined;
}
