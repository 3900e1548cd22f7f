/**
 * Drawing of lots as a director reads it (US Chess 34E13). The draw compares each player's lot,
 * a ten-digit number worked out from the number the director gave and the player's pairing number
 * (tiebreaks/lots.ts); what a director needs is the order drawn within each tie the tiebreaks
 * left: 1 goes first, then 2, 3. The lots themselves stay in the CLI's JSON and CSV, so a program
 * can check the draw.
 */
import type { Standings } from './rank';

/** "lots drawn with number 7": the draw named by its number, never "seed". */
export function lotsNumberWords(seed: number): string {
  return `lots drawn with number ${seed}`;
}

/** The whole sentence for a note or a footnote: what the number is for. */
export function lotsWords(seed: number): string {
  return `${lotsNumberWords(seed)}; the same number draws the same lots`;
}

/**
 * Each row's place in the draw of its tie (1 first), or null when no lot was drawn for the row:
 * it was not tied when the tiebreaks ran out. The rows a draw ordered are consecutive, each after
 * the first separated from the one above by the draw.
 */
export function lotsDrawn(s: Standings): (number | null)[] {
  const lots = s.order.findIndex((spec) => spec.code === 'LOTS');
  const byLot = s.rows.map((row) => row.decidedBy.by === 'tiebreak' && row.decidedBy.index === lots);
  return s.rows.map((_, i) => {
    if (lots === -1 || (!byLot[i] && !byLot[i + 1])) return null;
    let first = i;
    while (byLot[first]) first--;
    return i - first + 1;
  });
}
