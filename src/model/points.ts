/**
 * Exact tournament arithmetic. Every score and every point-based tiebreak is a multiple of ¼
 * (a draw is ½, Sonneborn-Berger halves a half), so values are held as whole numbers of
 * quarter-points and compared exactly, never with a floating-point tolerance.
 */

/** A number of quarter-points: 4 is one point, 2 is a draw. Always an integer. */
export type Quarters = number;

export const WIN: Quarters = 4;
export const DRAW: Quarters = 2;
export const LOSS: Quarters = 0;

/** Points as a director writes them (4.5) from quarters (18). */
export function toPoints(q: Quarters): number {
  return q / 4;
}

/** Quarters from points; throws if the value is not a multiple of ¼. */
export function fromPoints(points: number): Quarters {
  const q = points * 4;
  if (!Number.isInteger(q)) throw new RangeError(`${points} is not a multiple of ¼`);
  return q;
}

const FRACTIONS: Record<number, string> = { 0: '', 1: '¼', 2: '½', 3: '¾' };

/** "14½", "2¼", "0", "-1½": how a wall chart prints points. */
export function formatPoints(q: Quarters): string {
  const sign = q < 0 ? '-' : '';
  const abs = Math.abs(q);
  const whole = Math.floor(abs / 4);
  const frac = FRACTIONS[abs % 4];
  return sign + (whole === 0 && frac ? frac : `${whole}${frac}`);
}
