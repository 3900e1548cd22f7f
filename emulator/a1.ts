/** A1 notation both ways, as Sheets writes it: "C7", "A1:K40", open-ended "A:K" and "A2:K". */

/** 1-based, as SpreadsheetApp counts. */
export interface Area {
  row: number;
  col: number;
  rows: number;
  cols: number;
}

function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

/**
 * An area from A1 notation (no sheet name); open-ended references run to the sheet's last row.
 * Throws the message Sheets uses for a reference it cannot read.
 */
export function parseA1(a1: string, maxRows: number): Area {
  const m = /^\$?([A-Za-z]{1,3})\$?(\d*)(?::\$?([A-Za-z]{1,3})\$?(\d*))?$/.exec(a1.trim());
  if (!m || (!m[2] && !m[3]) || (m[3] !== undefined && !m[2] && m[4])) throw new Error(`Range not found: ${a1}`);
  const c1 = columnNumber(m[1]!); // group 1 is not optional
  const r1 = m[2] ? Number(m[2]) : 1;
  const c2 = m[3] ? columnNumber(m[3]) : c1;
  const r2 = m[3] === undefined ? r1 : m[4] ? Number(m[4]) : maxRows;
  if (r1 < 1 || r2 < 1) throw new Error(`Range not found: ${a1}`);
  return { row: Math.min(r1, r2), col: Math.min(c1, c2), rows: Math.abs(r2 - r1) + 1, cols: Math.abs(c2 - c1) + 1 };
}

/** "A", "Z", "AA" for a 0-based column (the product's columnLetter, kept here so the runtime stands alone). */
function columnLetter(col: number): string {
  let s = '';
  for (let n = col + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

export function cellA1(row: number, col: number): string {
  return `${columnLetter(col - 1)}${row}`;
}

export function areaA1(a: Area): string {
  const first = cellA1(a.row, a.col);
  return a.rows === 1 && a.cols === 1 ? first : `${first}:${cellA1(a.row + a.rows - 1, a.col + a.cols - 1)}`;
}

/** "Sheet1!A1:B2" or "'My sheet'!A1" into its sheet name (if any) and reference. */
export function splitSheetRef(ref: string): { sheet?: string; a1: string } {
  const m = /^(?:'((?:[^']|'')+)'|([^'!]+))!(.+)$/.exec(ref.trim());
  if (!m) return { a1: ref.trim() };
  return { sheet: m[1] !== undefined ? m[1].replace(/''/g, "'") : m[2], a1: m[3]! }; // group 3 is not optional
}
