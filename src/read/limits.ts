/**
 * The largest numbers the readers accept, stated once: messages and docs quote these constants.
 * A number past its limit is refused with its cell, never dropped or read as something else.
 */

/** Rounds: R1 to R999 (a header "R1000" is refused, not taken for a label column). */
export const MAX_ROUND = 999;

/** Player numbers, in the number column and in every cell naming an opponent (six digits). */
export const MAX_PLAYER_NUMBER = 999_999;

/** Team numbers in a team crosstable's number column (four digits, as US team cells allow). */
export const MAX_TEAM_NUMBER = 9_999;

/** Boards of a match in a board-by-board sheet. */
export const MAX_BOARD = 999;

/** "1,000": a limit as a director reads it. */
export function limitText(n: number): string {
  // Apps Script's locale data is not to be relied on; the constants are small whole numbers.
  return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}
