/**
 * Number formats for the sheets the add-on writes, so each number shows as the CLI's table
 * prints it while the cell stays a number (sortable, chartable, summable).
 *
 * Points: the CLI prints quarters as glyphs ("14½", "5¼", "¾"). No number format can print a
 * glyph for a fraction, so the sheet shows Sheets' own Fraction form instead ("14 1/2",
 * "5 1/4", "3/4"): a real number format, which stays true when the value is edited or copied
 * elsewhere, unlike text. One format per cell, chosen by the value: "# ?/?" alone would pad a
 * whole number with spaces ("12    ") and a value under one with a space (" 1/2").
 */

/** The format that shows `points` (a multiple of ¼) as the CLI prints it, in fraction form. */
export function pointsFormat(points: number): string {
  if (Number.isInteger(points)) return '0';
  return Math.abs(points) < 1 ? '?/?' : '# ?/?';
}

/** The format for a rating, a count or an average: whole numbers plain ("1587", never "1587."), anything else as General shows it. */
export function plainFormat(value: number): string {
  return Number.isInteger(value) ? '0' : 'General';
}

/** Money in dollars, as the CLI prints it ("$37.50", "$1,200.00"). */
export const MONEY_FORMAT = '$#,##0.00';

/** Rank or Place: a number where it is one ("11"), text where it is shared ("12-13", which must never become a date or a subtraction). */
export function placeValue(text: string): string | number {
  return /^\d+$/.test(text) ? Number(text) : text;
}

/** The format for a placeValue: text stays text ("@"), a number shows plain. */
export function placeFormat(value: string | number): string {
  return typeof value === 'number' ? '0' : '@';
}

const GLYPHS: Record<string, string> = { '¼': '1/4', '½': '1/2', '¾': '3/4' };

/**
 * What the sheet shows for a text the CLI prints: "14½" → "14 1/2", "½" → "1/2", "-1¼" → "-1 1/4";
 * everything else is unchanged. The one mapping between the two, used by the tests that compare them.
 */
export function sheetText(cliText: string): string {
  return cliText.replace(
    /(\d?)([¼½¾])/g,
    (_, digit: string, glyph: string) => (digit ? `${digit} ` : '') + GLYPHS[glyph],
  );
}
