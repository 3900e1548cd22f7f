/**
 * Delimited text to rows of cells (RFC 4180 quoting). The separator is the header's: tabs when
 * the first line has more tabs than commas, semicolons when it has semicolons and no comma or tab
 * (the CSV that spreadsheets export in locales whose decimal mark is a comma), otherwise commas.
 *
 * What a file is, is told from its rows, never from raw lines: a quoted field may hold line
 * breaks, and a line inside one (a name holding "001 …") is part of a cell, not a record. Rows
 * remember the line they start on, so the other text formats are detected on real lines only.
 */
import { CrosstableError, Problem } from '../model/problems';
import { limitText, MAX_CELLS_READ, MAX_FILLED_CELLS } from './limits';

/** The refusal of a table past MAX_FILLED_CELLS; `where` names the row or line reached. */
export function tooManyCells(where: string): CrosstableError {
  return new CrosstableError([
    {
      cell: where,
      message:
        `the table has more than ${limitText(MAX_FILLED_CELLS)} filled cells by here; expected at most ${limitText(MAX_FILLED_CELLS)}, ` +
        'the most this program ranks in reasonable memory (about 100,000 players and 15 rounds). Rank each section from its own file or range.',
    },
  ]);
}

/** The refusal of a file past MAX_CELLS_READ, most of them blank. */
function tooManyBlankCells(where: string): CrosstableError {
  return new CrosstableError([
    {
      cell: where,
      message:
        `the file has more than ${limitText(MAX_CELLS_READ)} cells by here, blank ones included; expected at most ${limitText(MAX_CELLS_READ)}. ` +
        'Delete the empty columns and rows of the sheet it came from, and export it again.',
    },
  ]);
}

export interface DelimitedText {
  rows: string[][];
  /** The line (1-based) each row starts on. */
  rowLines: number[];
  separator: string;
  /** A quoted field still open at the end of the text: where it opened. */
  openQuote?: { line: number; field: number; text: string };
}

/** The separator's name in a message or a note. */
export function separatorName(sep: string): string {
  return sep === '\t' ? 'tab' : sep === ';' ? 'semicolon' : sep === ',' ? 'comma' : `"${sep}"`;
}

/**
 * The rows of delimited text, counting filled cells as it goes: past MAX_FILLED_CELLS it stops
 * and refuses. An unterminated quote is reported in `openQuote`, not thrown, so detection can
 * still look at the rows that start before it.
 */
export function scanDelimited(text: string, delimiter?: string): DelimitedText {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const separator = delimiter ?? guessDelimiter(body);
  const { rows, rowLines, openQuote } = scanRows(body, separator);
  return { rows, rowLines, separator, ...(openQuote ? { openQuote } : {}) };
}

/**
 * The loop of scanDelimited, one pass, a field at a time: an optional quoted part (quotes
 * open only at a field's start; "" inside is one quote), then plain characters up to the
 * separator or the line's end, taken as one slice (a quote among them is a plain character).
 * Counters stay in locals and nothing is called per character: it is the hot loop of every
 * CSV read (a class or a closure per cell was several times slower).
 */
function scanRows(body: string, separator: string): Omit<DelimitedText, 'separator'> {
  const rows: string[][] = [];
  const rowLines: number[] = [];
  const sep = separator.length === 1 ? separator.charCodeAt(0) : -1;
  const n = body.length;
  const quoted: QuotedPart = { text: '', end: 0, newlines: 0, closed: true };
  let openQuote: DelimitedText['openQuote'];
  let row: string[] = [];
  let line = 1;
  let rowLine = 1;
  let filled = 0;
  let read = 0;
  for (let i = 0; ;) {
    let value = '';
    let from = i;
    let end = n;
    if (body.charCodeAt(i) === QUOTE) {
      readQuoted(body, i + 1, quoted);
      if (!quoted.closed) openQuote = openQuoteAt(body, line, row.length + 1, quoted.end);
      line += quoted.newlines;
      value = quoted.text;
      from = quoted.end;
    }
    if (quoted.closed) {
      for (end = from; end < n; end++) {
        const c = body.charCodeAt(end);
        if (c === sep || c === LF || c === CR) break;
      }
    }
    if (end > from) value = value === '' ? body.slice(from, end) : value + body.slice(from, end);
    if (end >= n && value === '' && !row.length) break;
    row.push(value);
    if (value !== '') filled++;
    if (filled > MAX_FILLED_CELLS || ++read > MAX_CELLS_READ) throw tooManyRead(filled, rowLine);
    if (end >= n) {
      endRow(rows, rowLines, row, rowLine);
      break;
    }
    const c = body.charCodeAt(end);
    if (c === LF) line++;
    if (c !== sep) {
      if (c === CR && body.charCodeAt(end + 1) === LF) {
        end++;
        line++;
      }
      endRow(rows, rowLines, row, rowLine);
      rowLine = line;
      row = [];
    }
    i = end + 1;
  }
  return { rows, rowLines, openQuote };
}

const QUOTE = 34;
const LF = 10;
const CR = 13;

/** A quoted part read by readQuoted: its text, where it ends, the line breaks inside. */
interface QuotedPart {
  text: string;
  /** Just past the closing quote; when never closed, just past the last quote read. */
  end: number;
  newlines: number;
  closed: boolean;
}

/** The quoted part of a field whose opening quote is just before `start`, into `out` (one object per scan). */
function readQuoted(body: string, start: number, out: QuotedPart): void {
  let text = '';
  let from = start;
  let newlines = 0;
  for (let k = start; k < body.length; k++) {
    const c = body.charCodeAt(k);
    if (c === LF) newlines++;
    else if (c === QUOTE) {
      text += body.slice(from, k);
      if (body.charCodeAt(k + 1) !== QUOTE) return setQuoted(out, text, k + 1, newlines, true);
      text += '"';
      k++;
      from = k + 1;
    }
  }
  setQuoted(out, text, from, newlines, false);
}

/** Fills in a quoted part (one object is reused for every field of a scan). */
function setQuoted(out: QuotedPart, text: string, end: number, newlines: number, closed: boolean): void {
  out.text = text;
  out.end = end;
  out.newlines = newlines;
  out.closed = closed;
}

/** The refusal of a file past one of the limits, by the cells counted when it was passed. */
function tooManyRead(filled: number, rowLine: number): CrosstableError {
  return filled > MAX_FILLED_CELLS ? tooManyCells(`line ${rowLine}`) : tooManyBlankCells(`line ${rowLine}`);
}

/** A row is done: it and the line it started on join the table. */
function endRow(rows: string[][], rowLines: number[], row: string[], rowLine: number): void {
  rows.push(row);
  rowLines.push(rowLine);
}

/** Where a quote still open at the end of the text opened: `from` is just past the quote. */
function openQuoteAt(body: string, line: number, field: number, from: number): DelimitedText['openQuote'] {
  return { line, field, text: body.slice(from - 1, from + 40) };
}

/** The problem of a quote opened and never closed: it swallowed the rest of the file into one cell. */
export function openQuoteProblem(open: NonNullable<DelimitedText['openQuote']>): Problem {
  // The field's start as written, on one line and without control characters.
  const first = open.text.split(/\r?\n|\r/)[0]!.replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');
  const shown = first.length > 30 || first.length < open.text.length ? `${first.slice(0, 30)}…` : first;
  return {
    cell: `line ${open.line}`,
    message:
      `field ${open.field} opens a quote (${shown}) that is never closed, so the rest of the file would be one cell; ` +
      'expected a closing " at the end of the field. Close it, or write a quote inside a quoted field as two ("").',
  };
}

/**
 * What a text's characters say about its encoding, when they say it cannot be a table: NUL
 * characters (UTF-16 read as UTF-8 or Latin-1) or a UTF-16 byte-order mark read as Latin-1.
 */
export function encodingProblem(text: string): Problem | undefined {
  const bom = text.startsWith('\u00FF\u00FE') ? 'UTF-16 LE' : text.startsWith('\u00FE\u00FF') ? 'UTF-16 BE' : undefined;
  const nul = text.indexOf('\u0000');
  if (!bom && nul < 0) return undefined;
  const before = text.slice(0, Math.max(nul, 0));
  const line = before.split('\n').length;
  const found = bom
    ? `starts with the byte-order mark of ${bom} but was decoded as Latin-1`
    : `has NUL characters (the first at line ${line}, character ${nul - before.lastIndexOf('\n')}), as UTF-16 text does when read as UTF-8`;
  return {
    message: `The file ${found}; expected UTF-8 text. Save it as "CSV UTF-8" (or as UTF-16 with a byte-order mark, which the command line decodes).`,
  };
}

/** The rows of delimited text; refuses an unterminated quote, a UTF-16 text and a table past MAX_FILLED_CELLS. */
export function parseDelimited(text: string, delimiter?: string): string[][] {
  const encoding = encodingProblem(text);
  if (encoding) throw new CrosstableError([encoding]);
  const scan = scanDelimited(text, delimiter);
  if (scan.openQuote) throw new CrosstableError([openQuoteProblem(scan.openQuote)]);
  return scan.rows;
}

/** Tabs, commas or semicolons outside quotes on the first filled line, the header's. */
function guessDelimiter(text: string): string {
  const start = text.search(/[^\r\n]/);
  const rest = start < 0 ? '' : text.slice(start);
  const firstLine = rest.slice(0, rest.search(/\r?\n|$/)).replace(/"(?:[^"]|"")*"/g, '""');
  const count = (ch: string) => firstLine.split(ch).length - 1;
  const [tabs, commas, semicolons] = [count('\t'), count(','), count(';')];
  if (tabs > commas) return '\t';
  return semicolons > 0 && commas === 0 && tabs === 0 ? ';' : ',';
}
