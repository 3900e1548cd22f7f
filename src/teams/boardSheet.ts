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
import { cellText, isDate, parsePoints } from '../read/cells';
import type { Grid, Origin } from '../read/crosstable';
import { nonBlankRows } from '../read/crosstable';
import { limitText, MAX_BOARD, MAX_ROUND } from '../read/limits';
import { quoteCell, resultTooLong } from '../read/notation';
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
  if (!m) return null;
  const own = parsePoints(m[1]);
  const theirs = parsePoints(m[2]);
  if (own === null || theirs === null || own + theirs !== 4) return null;
  return { own, theirs, forfeit: false };
}

const RESULT_EXPECTED = 'expected the first player\'s result: 1-0, 0-1 or ½-½, or +- / -+ / -- for a game not played';

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

export function readBoardSheet(grid: Grid, origin: Origin = { row: 1, col: 1 }): BoardSheet {
  const rowIndexes = nonBlankRows(grid);
  if (!rowIndexes.length) throw new CrosstableError([{ message: 'The range is empty; expected a board-by-board sheet with a header row and one row per game.' }]);
  const headerRow = rowIndexes[0];
  const layout = layoutOf(grid[headerRow]);
  const missing = REQUIRED.filter((c) => layout[c] === undefined);
  if (missing.length) {
    throw new CrosstableError([
      { cell: cellRef(headerRow, 0, origin), message: `a board-by-board sheet needs the columns Round, Board, Team, Player, Result, Opponent team and Opponent (Colour optional); missing ${missing.map((m) => HEADERS[m][0]).join(', ')}.` },
    ]);
  }
  const col = layout as Record<Column, number>;
  const problems: Problem[] = [];
  const teamNames: string[] = [];
  const teamIndex = new Map<string, number>();
  const teamOf = (name: string) => {
    const key = name.toLowerCase();
    if (!teamIndex.has(key)) {
      teamIndex.set(key, teamNames.length);
      teamNames.push(name);
    }
    return teamIndex.get(key)!;
  };
  const teamCell: string[] = [];
  const matches: Match[] = [];
  const gamesOut: BoardGame[] = [];
  /** "round:team" → the match that team plays in that round. */
  const matchOf = new Map<string, Match>();

  for (const gridRow of rowIndexes.slice(1)) {
    const row = grid[gridRow];
    const ref = (c: number) => cellRef(gridRow, c, origin);
    const text = (c: Column) => (layout[c] === undefined ? '' : cellText(row[col[c]]));
    const roundText = text('round');
    if (!/^\d{1,3}$/.test(roundText) || Number(roundText) < 1) {
      const over = /^\d+$/.test(roundText) && Number(roundText) > MAX_ROUND ? ` (at most ${limitText(MAX_ROUND)})` : '';
      problems.push({ cell: ref(col.round), message: `"${roundText}" is not a round number; expected a whole number such as 3${over}.` });
      continue;
    }
    const round = Number(roundText);
    const teamName = text('team');
    if (!teamName) {
      problems.push({ cell: ref(col.team), message: 'the team is missing; expected the name of the team of the first player.' });
      continue;
    }
    const team = teamOf(teamName);
    teamCell[team] ??= ref(col.team);
    const oppName = text('opponentTeam');
    const boardText = text('board');
    const resultText = text('result');
    if (isDate(row[col.result])) {
      problems.push({ cell: ref(col.result), message: 'the result holds a date, probably ½-½ or 1/2 typed into an unformatted cell; enter ½-½ or 0.5-0.5 as text.' });
      continue;
    }
    const isBye = /^(bye|-)$/i.test(oppName);
    if (!oppName) {
      problems.push({ cell: ref(col.opponentTeam), message: 'the opposing team is missing; expected its name, or BYE.' });
      continue;
    }
    const opp = isBye ? undefined : teamOf(oppName);
    if (opp !== undefined) teamCell[opp] ??= ref(col.opponentTeam);
    if (opp === team) {
      problems.push({ cell: ref(col.opponentTeam), message: `"${oppName}" plays itself; expected another team.` });
      continue;
    }
    // Find or open the match these two teams play in this round; a team plays one match a round.
    const key = (t: number) => `${round}:${t}`;
    let match = matchOf.get(key(team));
    const flipped = match !== undefined && match.teams[0] !== team;
    if (match && match.teams[flipped ? 0 : 1] !== opp) {
      const other = match.teams[0] === team ? match.teams[1] : match.teams[0];
      problems.push({
        cell: ref(col.opponentTeam),
        message: `${teamName} already plays ${other === undefined ? 'a bye' : teamNames[other]} in round ${round} (${match.cell}); expected one match per team per round.`,
      });
      continue;
    }
    if (!match && opp !== undefined && matchOf.has(key(opp))) {
      const theirs = matchOf.get(key(opp))!;
      const other = theirs.teams[0] === opp ? theirs.teams[1] : theirs.teams[0];
      problems.push({ cell: ref(col.opponentTeam), message: `${oppName} already plays ${other === undefined ? 'a bye' : teamNames[other]} in round ${round} (${theirs.cell}); expected one match per team per round.` });
      continue;
    }
    if (!match) {
      match = { round, teams: [team, opp], cell: ref(col.result), games: [] };
      matches.push(match);
      matchOf.set(key(team), match);
      if (opp !== undefined) matchOf.set(key(opp), match);
    }
    const swap = (r: Result): Result => (flipped ? { own: r.theirs, theirs: r.own, forfeit: r.forfeit } : r);

    if (boardText === '') {
      if (isBye) {
        const gp = resultText === '' ? undefined : parsePoints(resultText);
        if (gp === null) problems.push({ cell: ref(col.result), message: `"${resultText}" is not the bye's game points; expected a number such as 2, or nothing for half the boards.` });
        else match.bye = { gamePoints: gp };
        continue;
      }
      const r = resultOf(resultText);
      if (!r || !r.forfeit) {
        problems.push({ cell: ref(col.board), message: `a row without a board is a whole match, and ${quoteCell(resultText)} is not +-, -+ or --; expected a board number, or a forfeited match.` });
        continue;
      }
      match.forfeit = swap(r);
      continue;
    }
    if (isBye) {
      problems.push({ cell: ref(col.board), message: 'a bye is a whole-match row; expected the board left empty.' });
      continue;
    }
    if (!/^\d{1,3}$/.test(boardText) || Number(boardText) < 1) {
      const over = /^\d+$/.test(boardText) && Number(boardText) > MAX_BOARD ? ` (at most ${limitText(MAX_BOARD)})` : '';
      problems.push({ cell: ref(col.board), message: `"${boardText}" is not a board number; expected a whole number such as 1${over}.` });
      continue;
    }
    const board = Number(boardText);
    const r = resultOf(resultText);
    if (!r) {
      problems.push({ cell: ref(col.result), message: `${quoteCell(resultText)} cannot be read: ${resultTooLong(resultText) ?? RESULT_EXPECTED}.` });
      continue;
    }
    const colourText = text('colour').toUpperCase();
    let colour: Colour | undefined;
    if (colourText) {
      if (colourText !== 'W' && colourText !== 'B' && colourText !== 'WHITE' && colourText !== 'BLACK') {
        problems.push({ cell: ref(col.colour!), message: `"${text('colour')}" is not a colour; expected W or B, the colour of the first player.` });
        continue;
      }
      colour = colourText[0] as Colour;
      if (flipped) colour = colour === 'W' ? 'B' : 'W';
    }
    const earlier = match.games.find((g) => g.board === board);
    if (earlier) {
      problems.push({ cell: ref(col.board), message: `board ${board} of this match is already at ${earlier.cell}; expected each board once.` });
      continue;
    }
    match.games.push({ board, result: swap(r), cell: ref(col.board), colour });
    const player = text('player');
    const opponent = text('opponent');
    gamesOut.push({ round, board, team, player, opponentTeam: opp!, opponent, points: r.own, played: !r.forfeit, cell: ref(col.player) });
    gamesOut.push({ round, board, team: opp!, player: opponent, opponentTeam: team, opponent: player, points: r.theirs, played: !r.forfeit, cell: ref(col.opponent) });
  }
  if (problems.length) throw new CrosstableError(problems);

  // The boards of a match: the most boards any match played.
  const boards = Math.max(0, ...matches.flatMap((m) => m.games.map((g) => g.board)));
  const rounds = Math.max(0, ...matches.map((m) => m.round));
  if (!matches.length || boards === 0) {
    throw new CrosstableError([{ cell: cellRef(headerRow, 0, origin), message: 'the sheet has no games; expected one row per game below the header.' }]);
  }
  const cells: (TeamCell & { raw: string; cell: string })[][] = teamNames.map((_, t) =>
    Array.from({ length: rounds }, () => ({ kind: 'zeroBye' as const, raw: '', cell: teamCell[t] })),
  );
  for (const m of matches) {
    const [a, b] = m.teams;
    const label = `round ${m.round}, ${teamNames[a]}${b === undefined ? ' bye' : ` v ${teamNames[b]}`}`;
    if (b === undefined) {
      cells[a][m.round - 1] = { kind: 'fullBye', gamePoints: m.bye?.gamePoints, raw: label, cell: m.cell };
      continue;
    }
    const boardsHere = m.games.map((g) => g.board).sort((x, y) => x - y);
    if (!m.forfeit && boardsHere.length !== boards) {
      problems.push({ cell: m.cell, message: `${label} has boards ${boardsHere.join(', ')}; expected boards 1 to ${boards}, each once.` });
      continue;
    }
    if (m.forfeit && m.games.length) {
      problems.push({ cell: m.cell, message: `${label} is marked forfeited and also has games on boards ${boardsHere.join(', ')}; expected one or the other.` });
      continue;
    }
    // Every board forfeited the same way is a forfeited match.
    const allForfeit = m.games.length > 0 && m.games.every((g) => g.result.forfeit && g.result.own === m.games[0].result.own && g.result.theirs === m.games[0].result.theirs);
    const forfeit = m.forfeit ?? (allForfeit ? m.games[0].result : undefined);
    if (forfeit) {
      const side = (won: boolean) => (won ? ('forfeitWin' as const) : ('forfeitLoss' as const));
      cells[a][m.round - 1] = { kind: side(forfeit.own > 0), opponent: b + 1, raw: label, cell: m.cell };
      cells[b][m.round - 1] = { kind: side(forfeit.theirs > 0), opponent: a + 1, raw: label, cell: m.cell };
      continue;
    }
    let own = 0;
    let theirs = 0;
    for (const g of m.games) {
      own += g.result.own;
      theirs += g.result.theirs;
    }
    const colour = m.games.find((g) => g.board === 1)?.colour;
    const byBoard = [...m.games].sort((x, y) => x.board - y.board);
    const other = (c: Colour | undefined): Colour | undefined => (c === undefined ? undefined : c === 'W' ? 'B' : 'W');
    cells[a][m.round - 1] = { kind: 'win', fromGamePoints: true, opponent: b + 1, colour, gamePoints: own, boardPoints: byBoard.map((g) => g.result.own), raw: `${label}, ${formatPoints(own)}-${formatPoints(theirs)}`, cell: m.cell };
    cells[b][m.round - 1] = { kind: 'win', fromGamePoints: true, opponent: a + 1, colour: other(colour), gamePoints: theirs, boardPoints: byBoard.map((g) => g.result.theirs), raw: `${label}, ${formatPoints(own)}-${formatPoints(theirs)}`, cell: m.cell };
  }
  if (problems.length) throw new CrosstableError(problems);
  const rows: TeamRow[] = teamNames.map((name, t) => ({ number: t + 1, name, cell: teamCell[t], cells: cells[t] }));
  return { rows, rounds, boards, games: gamesOut };
}
