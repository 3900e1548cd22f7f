/**
 * Plain-text output shared by the individual, team and prize formats: CSV fields, and the
 * fixed-width tables printed to a terminal.
 */

/** A CSV field, quoted when it holds a quote, comma or line break (RFC 4180). */
export function csvField(text: string): string {
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV line of those fields. */
export function csvLine(cells: readonly string[]): string {
  return cells.map(csvField).join(',');
}

/**
 * The lines of a fixed-width table: the header, a rule of dashes, then the body; numbers
 * (rightAligned) padded on the left, text on the right, two spaces between columns.
 */
export function fixedWidthLines(header: readonly string[], body: readonly string[][], rightAligned: (column: number) => boolean): string[] {
  // A loop, not Math.max(...column): a spread of 100,000 arguments overflows the stack.
  const widths = header.map((h, c) => body.reduce((w, r) => Math.max(w, r[c].length), h.length));
  const line = (cells: readonly string[]) =>
    cells.map((cell, c) => (rightAligned(c) ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)];
}
