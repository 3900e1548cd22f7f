/**
 * The "Board prizes" sheet: when Rank standings reads a board-by-board sheet, each board's
 * individual standings (src/teams/boardPrizes.ts, what the CLI `boards` prints) go to a sheet of
 * their own, beside the team standings: a director hands out board prizes from a list per board,
 * and a separate add-on-owned sheet keeps the Standings sheet one table a formula can read.
 * Written like every owned sheet (ownedSheet.ts): atomically, never over a sheet the add-on does
 * not own.
 */
import { toPoints } from '../model/points';
import type { Tournament } from '../model/tournament';
import { afterRoundTitle } from '../read';
import type { BoardGame } from '../teams/boardSheet';
import { boardPrizes, BoardPrizeRow } from '../teams/boardPrizes';
import { placeFormat, placeValue, pointsFormat } from './numberFormats';
import type { TableRef } from './shapes';
import { CellValue, readableWidths, titledTable, WrittenSheet, writeOwnedSheet } from './ownedSheet';
import { rankedAt } from './rankedAt';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

export const BOARDS_OWNER = 'boards';
export const BOARDS_NAME = 'Board prizes';

/**
 * Header and rows, one row per player and board, boards in order; player and team names
 * neutralised by the caller's `neutralise` (the same rule as the Standings sheet).
 */
export function boardPrizesGrid(
  rows: readonly BoardPrizeRow[],
  neutralise: (v: string) => string,
): { values: CellValue[][]; formats: string[][]; widths: number[] } {
  const header = ['Board', 'Rank', 'Player', 'Team', 'Score', 'Games', 'Played', '%'];
  // Rank is a number unless shared: "2-3" stays text, never a date. Scores show "2½", as on the Standings sheet.
  const cells = rows.map((r) => {
    const rank = placeValue(r.rank);
    const score = toPoints(r.points);
    // Whole percent, as the CLI prints it; the ranking itself compares exact fractions.
    const percent = r.games ? Math.round((100 * r.points) / (4 * r.games)) : '';
    return {
      values: [r.board, rank, neutralise(r.player), neutralise(r.teamName), score, r.games, r.played, percent],
      formats: ['0', placeFormat(rank), '@', '@', pointsFormat(score), '0', '0', '0'],
    };
  });
  const body = cells.map((c) => c.values);
  const formats = cells.map((c) => c.formats);
  const widths = readableWidths([
    header,
    ...body.map((r) => r.map((v) => (typeof v === 'number' && !Number.isInteger(v) ? `${v} 1/2` : String(v)))),
  ]);
  return { values: [header, ...body], formats: [header.map(() => '@'), ...formats], widths };
}

/** How each board's players are ordered, in words (src/teams/boardPrizes.ts). */
export const BOARD_ORDER_WORDS =
  'Each board: score on that board (a forfeit counted as on the match score), then percentage of games on that board, then shared';

/** "Spring Team board prizes, after round 5", and under the table how many were ranked and in what order. */
export function boardPrizesWords(
  event: string,
  t: Tournament,
  rows: readonly BoardPrizeRow[],
  afterRound?: number,
): { title: string; under: string[] } {
  const boards = new Set(rows.map((r) => r.board)).size;
  const s = (n: number) => (n === 1 ? '' : 's');
  return {
    title: `${event} board prizes, ${afterRoundTitle(t, afterRound ?? t.rounds)}`,
    under: [`${boards} board${s(boards)}, ${rows.length} player${s(rows.length)} ranked.`, `${BOARD_ORDER_WORDS}.`],
  };
}

export interface BoardPrizesWritten extends WrittenSheet {
  boards: number;
  players: number;
}

/** Writes the board prizes of a board-by-board sheet read from `source` (a description such as "Games!A1:H80"). */
export function writeBoardPrizesSheet(
  ss: Spreadsheet,
  event: { tournament: Tournament; games: readonly BoardGame[]; afterRound?: number },
  options: { source: string; spare: Sheet; ref: TableRef; neutralise: (v: string) => string },
): BoardPrizesWritten {
  const rows = boardPrizes(event.tournament, event.games, { afterRound: event.afterRound });
  const words = boardPrizesWords(ss.getName(), event.tournament, rows, event.afterRound);
  const note = [
    `Board prizes by Tiebreaks for Google Sheets on ${rankedAt(new Date(), ss.getSpreadsheetTimeZone())}`,
    `Board-by-board sheet: ${options.source}`,
    BOARD_ORDER_WORDS,
    `Rounds counted: ${event.afterRound ? `up to round ${event.afterRound}` : 'all'}`,
  ].join('\n');
  const written = writeOwnedSheet(ss, {
    owner: BOARDS_OWNER,
    baseName: BOARDS_NAME,
    // Rank mixes numbers and shared text ("3-4"), as on the Standings sheet.
    ...titledTable(words.title, boardPrizesGrid(rows, options.neutralise), words.under, [2]),
    note,
    spare: options.spare,
    source: options.ref,
  });
  return { ...written, boards: new Set(rows.map((r) => r.board)).size, players: rows.length };
}
