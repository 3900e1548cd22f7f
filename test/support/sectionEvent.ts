/**
 * A two-section event in one table, as the section rule's tests use it: a 4-round K-5 (its Rd 5
 * blank) and a 5-round Open, each numbered from 1, rows interleaved, with a School column.
 * Each section's rows alone are the oracle: the rule says a section gets exactly what they give.
 */
export const SECTION_HEADER_ROW = ['No', 'Name', 'Section', 'School', 'Rd 1', 'Rd 2', 'Rd 3', 'Rd 4', 'Rd 5'];

export const K5_ROWS = [
  ['1', 'Ann', 'K-5', 'Lincoln', 'W2', 'D3', 'W4', 'L3', ''],
  ['2', 'Bo', 'K-5', 'Grant', 'L1', 'W4', 'L3', 'D4', ''],
  ['3', 'Cy', 'K-5', 'Lincoln', 'W4', 'D1', 'W2', 'W1', ''],
  ['4', 'Di', 'K-5', 'Grant', 'L3', 'L2', 'L1', 'D2', ''],
];

export const OPEN_ROWS = [
  ['1', 'Ola', 'Open', 'Adams', 'W2', 'D3', 'W4', 'D2', 'L3'],
  ['2', 'Pat', 'Open', 'Grant', 'L1', 'L4', 'W3', 'D1', 'D4'],
  ['3', 'Quin', 'Open', 'Adams', 'D4', 'D1', 'L2', 'W4', 'W1'],
  ['4', 'Rae', 'Open', 'Lincoln', 'D3', 'W2', 'L1', 'L3', 'D2'],
];

/** The event's grid: header, then the sections' rows interleaved (K-5 1, Open 1, K-5 2, …). */
export const EVENT_GRID: string[][] = [SECTION_HEADER_ROW, ...K5_ROWS.flatMap((k, i) => [k, OPEN_ROWS[i]!])];

/** Each section's rows as a table by themselves. */
export const SECTION_ALONE: Record<'K-5' | 'Open', string[][]> = {
  'K-5': [SECTION_HEADER_ROW, ...K5_ROWS],
  Open: [SECTION_HEADER_ROW, ...OPEN_ROWS],
};

export const csvOf = (grid: readonly (readonly string[])[]): string => grid.map((r) => r.join(',')).join('\n');
