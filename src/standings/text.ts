/**
 * Plain-text output shared by the individual, team and prize formats: CSV fields, the
 * fixed-width tables printed to a terminal, and the two rules that keep a player's name from
 * acting on whatever shows it (a spreadsheet, a terminal).
 */

/**
 * A player-supplied string a spreadsheet would read as a formula gets a leading apostrophe:
 * text that starts with = + - @, a tab or a carriage return (OWASP, "CSV Injection",
 * https://owasp.org/www-community/attacks/CSV_Injection; ASVS 1.2.10). The one rule for the
 * Sheets writers and every CSV the CLI writes; numbers pass unchanged (-3 is not a formula).
 */
export function neutralise<T>(value: T): T | string {
  if (typeof value !== 'string') return value;
  const text = oneLine(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR: no line break to a spreadsheet, but a new
 * line (so a new record) to a reader that splits lines there: JavaScript's line terminators,
 * Python's str.splitlines, Unicode line breaking (UAX #14, class BK).
 */
const LINE_SEPARATORS = /[\u2028\u2029]/g;

/**
 * The text with its line and paragraph separators shown as \u2028 and \u2029, so a name that
 * holds one stays in its record wherever it is written (a sheet cell, a CSV line, a terminal).
 */
export function oneLine(text: string): string {
  return text.replace(LINE_SEPARATORS, visible);
}

/**
 * JSON as the command line prints it, two spaces an indent and a final line break, with U+2028
 * and U+2029 escaped (\u2028): JSON allows them raw inside a string, but a reader that splits
 * lines there would cut the string in two. Only a string can hold one, so the escape is exact.
 */
export function jsonText(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(LINE_SEPARATORS, visible) + '\n';
}

/**
 * What a record's text field must not hold, or null: C0 controls (the line break among them), DEL,
 * C1 controls (NEL, U+0085) and the line and paragraph separators. The writers that refuse rather
 * than show (the TRF export) ask this.
 */
export function lineBreaking(text: string): { char: string; index: number } | null {
  const found = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.exec(text);
  return found ? { char: found[0], index: found.index } : null;
}

/** C0 controls, DEL and C1 controls (ESC, CSI and the rest can drive a terminal), and the line and paragraph separators. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
/** The same, but a line break is kept (an explanation, a list of problems). */
const CONTROL_BUT_LINE_BREAK = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;

/** "\x1B" for ESC, "\u2028" for the line separator: a control character shown, not obeyed. */
function visible(ch: string): string {
  const code = ch.charCodeAt(0);
  return code > 0xff
    ? `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`
    : `\\x${code.toString(16).toUpperCase().padStart(2, '0')}`;
}

/** One cell's text for a terminal: every control character, line breaks included, shown as \xNN. */
export function printableCell(text: string): string {
  return text.replace(CONTROL, visible);
}

/** Lines of text for a terminal (explanations, messages): control characters but the line break shown as \xNN. */
export function printableText(text: string): string {
  return text.replace(CONTROL_BUT_LINE_BREAK, visible);
}

/** How CSV is written: for a spreadsheet (the default), or raw for a program that reads it. */
export interface CsvOptions {
  /** Write text exactly as read: no apostrophe before a formula-like name, control characters kept. */
  raw?: boolean;
}

/** A CSV cell: text (a name, a group: made safe unless raw) or a number (written as it is). */
export type CsvCell = string | number;

/**
 * A CSV field, quoted when it holds a quote, comma or line break (RFC 4180), or a line or
 * paragraph separator (raw CSV keeps them, inside the quotes as a line break is).
 */
export function csvField(text: string): string {
  return /[",\n\r\u2028\u2029]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV line of those cells. Text is neutralised and its control characters other than a line
 * break shown (a CSV printed to a terminal is read there too), unless options.raw.
 */
export function csvLine(cells: readonly CsvCell[], options: CsvOptions = {}): string {
  return cells
    .map((cell) =>
      typeof cell === 'number' ? String(cell) : options.raw ? cell : String(neutralise(printableText(cell))),
    )
    .map(csvField)
    .join(',');
}

/**
 * The lines of a fixed-width table: the header, a rule of dashes, then the body; numbers
 * (rightAligned) padded on the left, text on the right, two spaces between columns. Control
 * characters in a cell are shown as \xNN, so a name cannot move the cursor or recolour the terminal.
 */
export function fixedWidthLines(
  header: readonly string[],
  body: readonly string[][],
  rightAligned: (column: number) => boolean,
): string[] {
  const ragged = body.findIndex((r) => r.length !== header.length);
  if (ragged >= 0)
    throw new Error(`Table row ${ragged + 1} has ${body[ragged]?.length} cells for ${header.length} columns.`);
  const head = header.map(printableCell);
  const rows = body.map((r) => r.map(printableCell));
  // A loop, not Math.max(...column): a spread of 100,000 arguments overflows the stack. Every
  // row has a cell in every column (checked above).
  const widths = head.map((h, c) => rows.reduce((w, r) => Math.max(w, r[c]!.length), h.length));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, c) => (rightAligned(c) ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!)))
      .join('  ')
      .trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
}

/**
 * Labels made distinct: a label met again gets its count by `mark` ("SB 2", "H2H#2"), so every
 * column of an order that lists a system twice has a header, and a JSON key, of its own.
 */
export function numberedRepeats(labels: readonly string[], mark: (label: string, n: number) => string): string[] {
  const seen = new Map<string, number>();
  return labels.map((label) => {
    const n = (seen.get(label) ?? 0) + 1;
    seen.set(label, n);
    return n === 1 ? label : mark(label, n);
  });
}
