/**
 * The benchmark's floor (bench/floor.ts) must really read every cell: it splits the text into
 * exactly the cells the project's CSV reader finds, quoted cells included.
 */
import { floor } from '../../bench/floor';
import { parseDelimited } from '../../src/read/csv';
import { generateSwiss } from '../support/generate';

const cellsOf = (text: string) => parseDelimited(text, ',').reduce((n, row) => n + row.length, 0);

describe('benchmark floor', () => {
  test.each([1, 2, 3, 4, 5])('generated event %i: the same cell count as the CSV reader', (seed) => {
    const g = generateSwiss(seed, 50, 9);
    expect(floor(g.csv).cells).toBe(cellsOf(g.csv));
    expect(floor(g.csv).cells).toBe(g.grid.length * g.grid[0].length);
  });

  test('quoted cells, doubled quotes, CRLF and empty cells', () => {
    const text = 'No,Name,R1\r\n1,"Webb, Marcus ""Mac""",W2\r\n2,,\r\n';
    expect(floor(text).cells).toBe(9);
    expect(floor(text).cells).toBe(cellsOf(text));
    // The checksum depends on what the cells hold, so the pass cannot be skipped.
    expect(floor(text).checksum).not.toBe(floor(text.replace('""Mac""', 'Mac!!!!')).checksum);
  });
});
