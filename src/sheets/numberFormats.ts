/**
 * Number formats for the sheets the add-on writes, so each number shows as the CLI's table
 * prints it while the cell stays a number (sortable, chartable, summable).
 *
 * Points look the same everywhere a director reads them: "14½", "5¼", "¾", as the CLI, Decided
 * by, the ties list and the explanations print them (model/points.ts formatPoints). No number
 * format computes a glyph for a fraction, so each cell gets a format of its own, chosen by its
 * value: `[=14.5]"14½";General` shows the glyphs while the cell holds exactly 14.5 and the plain
 * number otherwise. The cell stays a number (sortable, summable, copied as 14.5), and a value
 * edited later shows as it is, never as the old text. Whole points are "0": no stray point.
 * The self-test (selfTest.ts) checks in a real spreadsheet that Sheets shows what this says.
 */
import { formatPoints, fromPoints } from '../model/points';

/** The format that shows `points` (a multiple of ¼) as the CLI prints it ("14½"). */
export function pointsFormat(points: number): string {
  if (Number.isInteger(points)) return '0';
  return `[=${points}]"${formatPoints(fromPoints(points))}";General`;
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

/**
 * What the sheet shows for a text the CLI prints: the same text, points included ("14½"), since
 * pointsFormat shows them so. Kept as the one place that relates the two, which the sheets' text
 * widths and the tests comparing the sheet with the CLI go through.
 */
export function sheetText(cliText: string): string {
  return cliText;
}
