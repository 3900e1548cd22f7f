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
import { CrosstableError, Problem, cellRef } from '../model/problems';
import { cellText, CellValue, isDate } from '../read/cells';
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
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/**
 * The prize table from a grid (a sheet range or a parsed CSV). `labelHeaders` are the
 * crosstable's other columns, which "Column=value" groups may name. Throws CrosstableError.
 */
export function readPrizeTable(grid: readonly (readonly CellValue[])[], labelHeaders: readonly string[], origin = { row: 1, col: 1 }): PrizeTable {
  const problems: Problem[] = [];
  const rows = grid.map((r, i) => ({ r, i })).filter(({ r }) => r.some((v) => cellText(v) !== '' || isDate(v)));
  if (!rows.length) throw new CrosstableError([{ message: 'The prize table is empty; expected a header row Group, Place, Prize and one row per prize.' }]);
  const header = rows[0];
  const cols: Partial<Record<keyof typeof HEADERS, number>> = {};
  header.r.forEach((v, c) => {
    const key = (Object.keys(HEADERS) as (keyof typeof HEADERS)[]).find((k) => (HEADERS[k] as readonly string[]).includes(labelKey(cellText(v))));
    if (key && cols[key] === undefined) cols[key] = c;
  });
  const missing = (Object.keys(HEADERS) as (keyof typeof HEADERS)[]).filter((k) => cols[k] === undefined);
  if (missing.length) {
    throw new CrosstableError([
      {
        cell: cellRef(header.i, 0, origin),
        message: `the prize table has no ${missing.map((k) => k[0].toUpperCase() + k.slice(1)).join(', ')} column; expected a header row naming the columns Group, Place and Prize.`,
      },
    ]);
  }
  const byLabel = new Map<string, { group: PrizeGroup; prizes: Prize[]; cell: string }>();
  const fund = fundCheck(problems);
  rows.slice(1).forEach(({ r, i }, order) => {
    const ref = (c: number) => cellRef(i, c, origin);
    const groupText = cellText(r[cols.group!]);
    const placeValue = r[cols.place!];
    const prizeValue = r[cols.prize!];
    const group = parseGroup(groupText, labelHeaders);
    if (typeof group === 'string') problems.push({ cell: ref(cols.group!), message: `${group}.` });
    const placeText = cellText(placeValue);
    const place = isDate(placeValue) ? null : parsePlace(placeText);
    if (place === null) {
      problems.push({ cell: ref(cols.place!), message: `"${isDate(placeValue) ? 'a date' : placeText}" is not a place; expected a whole number such as 1 or 2nd.` });
    }
    const text = typeof prizeValue === 'number' ? prizeValue.toFixed(2) : cellText(prizeValue);
    let cash: Cents | null = null;
    if (text === '' || isDate(prizeValue)) {
      problems.push({ cell: ref(cols.prize!), message: 'the prize is blank; expected an amount such as $150 or 150.00, or an indivisible prize such as Trophy.' });
    } else {
      cash = parseMoney(text);
      // Digits or a $ that do not make an amount are a typo, not the name of a trophy.
      if (cash === null && (/\$/.test(text) || /^[\d\s.,-]+$/.test(text))) {
        problems.push({
          cell: ref(cols.prize!),
          message: `"${text}" is not an amount; expected dollars and at most two decimals such as $150, 150.00 or $1,250.50 (a cash prize and a trophy for the same place go in two rows of different groups).`,
        });
        return;
      }
      if (cash === 0) problems.push({ cell: ref(cols.prize!), message: `"${text}" is a prize of nothing; expected an amount above $0.00, or leave the row out.` });
      if (cash !== null && !fund(cash, text, ref(cols.prize!))) return;
    }
    if (typeof group === 'string' || place === null || text === '') return;
    const key = labelKey(group.label);
    const entry = byLabel.get(key) ?? { group, prizes: [], cell: ref(cols.group!) };
    byLabel.set(key, entry);
    const twice = entry.prizes.find((p) => p.place === place);
    if (twice) {
      problems.push({ cell: ref(cols.place!), message: `${group.label} ${ordinal(place)} is listed twice (also at ${twice.cell}); expected each place of a group once.` });
      return;
    }
    entry.prizes.push({ place, cash, text, cell: ref(cols.prize!), order });
  });
  for (const { group, prizes } of byLabel.values()) {
    prizes.sort((a, b) => a.place - b.place);
    const gap = prizes.findIndex((p, k) => p.place !== k + 1);
    if (gap >= 0) {
      const p = prizes[gap];
      problems.push({ cell: p.cell, message: `${group.label} has a ${ordinal(p.place)} prize but no ${ordinal(gap + 1)}; expected places 1, 2, 3… with none missing.` });
    }
  }
  if (!problems.length && !byLabel.size) problems.push({ cell: cellRef(header.i, 0, origin), message: 'the prize table has a header row but no prizes; expected one row per prize below it.' });
  if (problems.length) throw new CrosstableError(problems);
  return { groups: [...byLabel.values()].map(({ group, prizes }) => ({ group, prizes })) };
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
      problems.push({ cell, message: `"${text}" is more than the largest prize fund this add-on pays to the cent, ${most}; expected a smaller amount.` });
      return false;
    }
    if (total <= MAX_PRIZE_FUND_CENTS && total + cash > MAX_PRIZE_FUND_CENTS) {
      problems.push({ cell, message: `the cash prizes down to this one add up to ${formatMoney(total + cash)}, more than the largest prize fund this add-on pays to the cent, ${most}; expected prizes that add up to no more.` });
    }
    total += cash;
    return true;
  };
}

/** A prize table file (CSV or TSV). */
export function readPrizeTableText(text: string, labelHeaders: readonly string[], fileName = ''): PrizeTable {
  return readPrizeTable(parseDelimited(text, /\.tsv$/i.test(fileName) ? '\t' : undefined), labelHeaders);
}
