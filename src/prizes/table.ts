/**
 * The prize table a director fills in, one prize a row:
 *
 *   Group    | Place | Prize
 *   Overall  | 1     | $150
 *   Overall  | 2     | 100.00
 *   U1800    | 1     | $50
 *   Unrated  | 1     | Trophy
 *
 * Prize is cash ("$150", "150", "150.00", "$1,000") or the name of an indivisible prize
 * ("Trophy", "Medal", "Book"). Every bad cell is reported at once with its cell and what was
 * expected, the way the crosstable reader reports.
 */
import { CrosstableError, Problem, cellRef, groupDigits } from '../model/problems';
import { cellText, CellValue, hasForeignDigits, isDate, lettersForDigits, lettersForDigitsHint } from '../read/cells';
import { parseDelimited } from '../read/csv';
import { labelKey, parseGroup, PrizeGroup } from './groups';
import { Cents, formatMoney, MAX_PRIZE_FUND_CENTS, parseMoney } from './money';

export interface Prize {
  /** 1-based place within its group. */
  place: number;
  /** Cash in cents, or null for an indivisible prize. */
  cash: Cents | null;
  /** As written: "$150", "Trophy". */
  text: string;
  /** Cell of the prize, for messages. */
  cell: string;
  /** Row order in the table: ties in value are settled by it. */
  order: number;
}

export interface PrizeTableGroup {
  group: PrizeGroup;
  /** In place order 1, 2, 3… */
  prizes: Prize[];
}

export interface PrizeTable {
  /** In the order the table first names them. */
  groups: PrizeTableGroup[];
}

const HEADERS = {
  group: ['group', 'prizegroup', 'category', 'for'],
  place: ['place', 'pos', 'position'],
  prize: ['prize', 'amount', 'award'],
} as const;

/** "1", "1st", "2nd", "3rd", "10th" -> 1, 2, 3, 10; null otherwise. */
function parsePlace(text: string): number | null {
  const m = /^(\d{1,3})(?:st|nd|rd|th)?\.?$/i.exec(text.trim());
  return m && Number(m[1]) >= 1 ? Number(m[1]) : null;
}

/** An ordinal for output: 1st, 2nd, 3rd, 4th, 11th, 22nd. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

type Column = keyof typeof HEADERS;
type Grid = readonly (readonly CellValue[])[];

/**
 * The most prize rows one table may have. The largest opens list a few hundred prizes over all
 * their sections; past a thousand the table is a wrong file or range, refused at the first row
 * over (with its cell) rather than read and reported row by row (100,000 rows were 100,000 problems).
 */
export const MAX_PRIZES = 1000;

/** A non-blank row of the grid and its index there. */
interface GridRow {
  r: readonly CellValue[];
  i: number;
}

/** A group's prizes as read so far, and the cell that first names the group. */
interface GroupEntry {
  group: PrizeGroup;
  prizes: Prize[];
  cell: string;
}

/**
 * The prize table from a grid (a sheet range or a parsed CSV). `labelHeaders` are the
 * crosstable's other columns, which "Column=value" groups may name. Throws CrosstableError.
 */
export function readPrizeTable(grid: Grid, labelHeaders: readonly string[], origin = { row: 1, col: 1 }): PrizeTable {
  const problems: Problem[] = [];
  const { header, body, cols } = readHeader(grid, origin);
  const byLabel = new Map<string, GroupEntry>();
  const fund = fundCheck(problems);
  body.forEach(({ r, i }, order) => {
    const ref = (c: Column) => cellRef(i, cols[c], origin);
    const group = parseGroup(cellText(r[cols.group]), labelHeaders);
    if (typeof group === 'string') problems.push({ cell: ref('group'), message: `${group}.` });
    const place = readPlace(r[cols.place], ref('place'), problems);
    const prize = readPrize(r[cols.prize], ref('prize'), fund, problems);
    if (!prize || typeof group === 'string' || place === null || prize.text === '') return;
    addPrize(byLabel, group, { place, cash: prize.cash, text: prize.text, cell: ref('prize'), order }, ref, problems);
  });
  for (const { group, prizes } of byLabel.values()) checkPlaces(group, prizes, problems);
  if (!problems.length && !byLabel.size)
    problems.push({
      cell: cellRef(header.i, 0, origin),
      message: 'the prize table has a header row but no prizes; expected one row per prize below it.',
    });
  if (problems.length) throw new CrosstableError(problems);
  return { groups: [...byLabel.values()].map(({ group, prizes }) => ({ group, prizes })) };
}

/** The header row, the prize rows below it and the column of each field; throws when the table is empty or a column is missing. */
function readHeader(
  grid: Grid,
  origin: { row: number; col: number },
): { header: GridRow; body: GridRow[]; cols: Record<Column, number> } {
  const rows = grid.map((r, i) => ({ r, i })).filter(({ r }) => r.some((v) => cellText(v) !== '' || isDate(v)));
  const [header, ...body] = rows;
  if (!header)
    throw new CrosstableError([
      { message: 'The prize table is empty; expected a header row Group, Place, Prize and one row per prize.' },
    ]);
  const over = body[MAX_PRIZES];
  if (over) {
    const most = groupDigits(MAX_PRIZES);
    throw new CrosstableError([
      {
        cell: cellRef(over.i, 0, origin),
        message: `the prize table has more than ${most} prize rows; expected at most ${most} (one row per prize).`,
      },
    ]);
  }
  const cols: Partial<Record<Column, number>> = {};
  header.r.forEach((v, c) => {
    const key = (Object.keys(HEADERS) as Column[]).find((k) =>
      (HEADERS[k] as readonly string[]).includes(labelKey(cellText(v))),
    );
    if (key && cols[key] === undefined) cols[key] = c;
  });
  const { group, place, prize } = cols;
  if (group === undefined || place === undefined || prize === undefined) {
    const missing = (Object.keys(HEADERS) as Column[]).filter((k) => cols[k] === undefined);
    throw new CrosstableError([
      {
        cell: cellRef(header.i, 0, origin),
        message: `the prize table has no ${missing.map((k) => k.charAt(0).toUpperCase() + k.slice(1)).join(', ')} column; expected a header row naming the columns Group, Place and Prize.`,
      },
    ]);
  }
  return { header, body, cols: { group, place, prize } };
}

/** The place, or null with the problem reported. */
function readPlace(value: CellValue, cell: string, problems: Problem[]): number | null {
  const placeText = cellText(value);
  const place = isDate(value) ? null : parsePlace(placeText);
  if (place === null) {
    problems.push({
      cell,
      message: `"${isDate(value) ? 'a date' : placeText}" is not a place${lookalikeHint(placeText)}; expected a whole number such as 1 or 2nd.`,
    });
  }
  return place;
}

/**
 * The prize as written and its cash (null for an indivisible prize); a blank prize is reported
 * and read as "". Undefined when the row is refused outright: an amount mistyped, or past the fund.
 */
function readPrize(
  value: CellValue,
  cell: string,
  fund: ReturnType<typeof fundCheck>,
  problems: Problem[],
): { text: string; cash: Cents | null } | undefined {
  const text = typeof value === 'number' ? value.toFixed(2) : cellText(value);
  if (text === '' || isDate(value)) {
    problems.push({
      cell,
      message: 'the prize is blank; expected an amount such as $150 or 150.00, or an indivisible prize such as Trophy.',
    });
    return { text, cash: null };
  }
  const cash = parseMoney(text);
  // Digits or a currency sign that do not make an amount are a typo, not the name of a trophy.
  if (cash === null && looksLikeAmount(text)) {
    problems.push({
      cell,
      message: `"${text}" is not an amount${lookalikeHint(text)}; expected dollars and at most two decimals such as $150, 150.00 or $1,250.50 (a cash prize and a trophy for the same place go in two rows of different groups).`,
    });
    return undefined;
  }
  if (cash === 0)
    problems.push({
      cell,
      message: `"${text}" is a prize of nothing; expected an amount above $0.00, or leave the row out.`,
    });
  if (cash !== null && !fund(cash, text, cell)) return undefined;
  return { text, cash };
}

/**
 * Whether a prize that is no amount was meant as one: it has a currency sign ("$15O", "＄50",
 * "50¢", "€50"), or is digits of any script with separators ("５０", "1,5"), or digits with letters
 * typed for some ("15O"). Anything else ("Trophy", "Book (2 vols)") is an indivisible prize.
 */
function looksLikeAmount(text: string): boolean {
  return /\p{Sc}/u.test(text) || /^[\p{Nd}\s.,-]+$/u.test(text) || /^[\dOolI\s.,]+$/.test(text);
}

/**
 * Why a place or an amount is not read, when its characters only look like one: the prize table
 * has no reading report to say it read "５０" as 50, and money is read exactly as typed, so such a
 * cell is refused with what to type.
 */
function lookalikeHint(text: string): string {
  const letters = lettersForDigits(text);
  if (letters) return ` (${lettersForDigitsHint(letters)})`;
  if (hasForeignDigits(text)) return ' (its digits are not 0–9; type them with 0–9)';
  const sign = /[^\P{Sc}$]/u.exec(text)?.[0];
  if (sign === '¢') return ' (cents are written as dollars: $0.50)';
  if (sign) return ` ("${sign}" is not the dollar sign $)`;
  return '';
}

/** Adds the prize to its group (opened on first sight); a place listed twice in a group is a problem. */
function addPrize(
  byLabel: Map<string, GroupEntry>,
  group: PrizeGroup,
  prize: Prize,
  ref: (c: Column) => string,
  problems: Problem[],
): void {
  const key = labelKey(group.label);
  const entry = byLabel.get(key) ?? { group, prizes: [], cell: ref('group') };
  byLabel.set(key, entry);
  const twice = entry.prizes.find((p) => p.place === prize.place);
  if (twice) {
    problems.push({
      cell: ref('place'),
      message: `${group.label} ${ordinal(prize.place)} is listed twice (also at ${twice.cell}); expected each place of a group once.`,
    });
    return;
  }
  entry.prizes.push(prize);
}

/** Sorts a group's prizes by place; the first place missing below a prize is a problem. */
function checkPlaces(group: PrizeGroup, prizes: Prize[], problems: Problem[]): void {
  prizes.sort((a, b) => a.place - b.place);
  for (const [k, p] of prizes.entries()) {
    if (p.place === k + 1) continue;
    problems.push({
      cell: p.cell,
      message: `${group.label} has a ${ordinal(p.place)} prize but no ${ordinal(k + 1)}; expected places 1, 2, 3… with none missing.`,
    });
    return;
  }
}

/**
 * Each cash prize, and the sum of them all, must stay within MAX_PRIZE_FUND_CENTS, so every pool
 * is counted to the cent. Returns a check that reports at the prize's cell; false when refused.
 */
function fundCheck(problems: Problem[]): (cash: Cents, text: string, cell: string) => boolean {
  const most = formatMoney(MAX_PRIZE_FUND_CENTS);
  let total = 0;
  return (cash, text, cell) => {
    if (cash > MAX_PRIZE_FUND_CENTS) {
      problems.push({
        cell,
        message: `"${text}" is more than the largest prize fund this add-on pays to the cent, ${most}; expected a smaller amount.`,
      });
      return false;
    }
    if (total <= MAX_PRIZE_FUND_CENTS && total + cash > MAX_PRIZE_FUND_CENTS) {
      problems.push({
        cell,
        message: `the cash prizes down to this one add up to ${formatMoney(total + cash)}, more than the largest prize fund this add-on pays to the cent, ${most}; expected prizes that add up to no more.`,
      });
    }
    total += cash;
    return true;
  };
}

/** A prize table file (CSV or TSV). */
export function readPrizeTableText(text: string, labelHeaders: readonly string[], fileName = ''): PrizeTable {
  return readPrizeTable(parseDelimited(text, /\.tsv$/i.test(fileName) ? '\t' : undefined), labelHeaders);
}
