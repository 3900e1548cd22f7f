/**
 * A problem found in a crosstable or a request, named the way a spreadsheet user finds it:
 * the cell ("E7") and what was expected there. Readers collect every problem before failing,
 * so a director fixes them all in one pass.
 */
export interface Problem {
  /** A1-style reference, when the problem sits in one cell. */
  cell?: string;
  message: string;
  /**
   * Nothing is wrong, there is only nothing to rank yet (a blank chart, round 1 paired and not
   * played): a front end may say it as what to do next rather than as a mistake to fix.
   */
  notYet?: true;
}

export function formatProblem(p: Problem): string {
  return p.cell ? `${p.cell}: ${p.message}` : p.message;
}

/** Thrown with every problem at once; its message lists them one per line. */
export class CrosstableError extends Error {
  constructor(readonly problems: readonly Problem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'CrosstableError';
  }
}

/** "A", "Z", "AA" for a 0-based column index. */
export function columnLetter(col: number): string {
  let s = '';
  for (let n = col + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** "E7" for 0-based row and column offsets from an origin cell (1-based, as Sheets counts). */
export function cellRef(row: number, col: number, origin: { row: number; col: number } = { row: 1, col: 1 }): string {
  return `${columnLetter(origin.col - 1 + col)}${origin.row + row}`;
}

/** "200,000": digits grouped without the runtime's locale data, which Apps Script may lack. */
export function groupDigits(n: number): string {
  const digits = String(n);
  let out = '';
  for (let i = 0; i < digits.length; i++) out += (i > 0 && (digits.length - i) % 3 === 0 ? ',' : '') + digits[i];
  return out;
}

/**
 * Text from the user as a message quotes it: whole when it is at most `max` characters, else its
 * start and its length, so one pasted page does not bury the rest of the message.
 */
export function quoteText(raw: string, max: number): string {
  if (raw.length <= max) return `"${raw}"`;
  return `"${raw.slice(0, Math.floor(max / 2))}…" (${groupDigits(raw.length)} characters)`;
}
