/**
 * The largest numbers the readers accept, stated once: messages and docs quote these constants.
 * A number past its limit is refused with its cell, never dropped or read as something else.
 */

import { groupDigits } from '../model/problems';

/** Rounds: R1 to R999 (a header "R1000" is refused, not taken for a label column). */
export const MAX_ROUND = 999;

/** Player numbers, in the number column and in every cell naming an opponent (six digits). */
export const MAX_PLAYER_NUMBER = 999_999;

/** Team numbers in a team crosstable's number column (four digits, as US team cells allow). */
export const MAX_TEAM_NUMBER = 9_999;

/** Boards of a match in a board-by-board sheet. */
export const MAX_BOARD = 999;

/**
 * Filled cells in one table, file or sheet range (a TRF player line counts its four details and
 * one cell a round). Memory grows with the cells read, about 0.6 KB each, measured with the CLI
 * (peak resident memory): 100,000 players × 9 rounds, 1.3 million filled cells, 0.73 GB; × 16
 * rounds, 1.9 million, 1.2 GB; × 20 rounds, 2.3 million, 1.5 GB. Two million keeps a ranking near
 * 1.2 GB (a few seconds), with room for any real event (100,000 players and 15 rounds); a larger
 * table is refused before its cells are read (src/read/csv.ts tooManyCells), where a million
 * players once took 3.25 GB.
 */
export const MAX_FILLED_CELLS = 2_000_000;

/**
 * Cells read from a delimited file, blank ones included: ten for every filled cell allowed, room
 * for any sheet's empty columns. A file of separators alone (100 MB of commas, 100 million blank
 * cells) took 1.5 GB and 38 s before it was found to hold no players.
 */
export const MAX_CELLS_READ = 10 * MAX_FILLED_CELLS;

/** "1,000": a limit as a director reads it. */
export function limitText(n: number): string {
  return groupDigits(n);
}
