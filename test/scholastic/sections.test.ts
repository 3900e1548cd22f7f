/**
 * splitSections (src/request/sections.ts): one table with a Section column becomes one source per
 * section, in first-seen order, each read alone; a problem names the cell of the whole table.
 */
import { CrosstableError } from '../../src/model/problems';
import type { Grid } from '../../src/read/crosstable';
import { MAX_SECTIONS, readInput, splitSections } from '../../src/request';
import { problemsOf } from '../support/builder';

const HEADER = ['No', 'Name', 'Section', 'School', 'Rd 1', 'Rd 2'];
/** Two sections interleaved, each numbered from 1 (as scholastic wall charts are). */
const GRID: string[][] = [
  HEADER,
  ['1', 'Ann', 'K-5', 'Lincoln', 'W2', 'W2'],
  ['1', 'Ben', 'K-8', 'Adams', 'D2', 'L2'],
  ['2', 'Cal', 'K-5', 'Grant', 'L1', 'L1'],
  ['2', 'Dee', 'K-8', 'Adams', 'D1', 'W1'],
];

function tournamentOf(source: string | Grid) {
  const read = readInput(source, { kind: 'individual' });
  if (read.kind === 'refused') throw new Error(read.refusal.code);
  return read.tournament;
}

describe('splitSections', () => {
  test('one source per section, in first-seen order, each read alone', () => {
    const sections = splitSections(GRID, 'Section');
    expect(sections.map((s) => s.section)).toEqual(['K-5', 'K-8']);
    const [k5, k8] = sections.map((s) => tournamentOf(s.source));
    expect(k5!.players.map((p) => p.name)).toEqual(['Ann', 'Cal']);
    expect(k8!.players.map((p) => p.name)).toEqual(['Ben', 'Dee']);
    expect(k8!.players.map((p) => p.labels?.School)).toEqual(['Adams', 'Adams']);
  });

  test("each section keeps the table's rows where they were: the header, its own rows, blanks", () => {
    const [k5] = splitSections(GRID, 'Section');
    expect(k5!.source).toEqual([HEADER, GRID[1], [], GRID[3], []]);
  });

  test('the header is matched whatever its case and spacing; section names are trimmed', () => {
    const grid = [
      ['No', 'Name', '  SECTION ', 'Rd 1'],
      ['1', 'Ann', ' Open ', 'B'],
    ];
    expect(splitSections(grid, 'section').map((s) => s.section)).toEqual(['Open']);
  });

  test('a section spelled another way ("k-5", "K -5") is refused by its cell, not ranked as a second section', () => {
    const grid = [...GRID, ['3', 'Eve', 'k-5', 'Grant', 'B', 'B'], ['3', 'Fay', 'K -8', 'Adams', 'B', 'B']];
    expect(problemsOf(() => splitSections(grid, 'Section', { row: 2, col: 1 }))).toEqual([
      {
        cell: 'C7',
        message:
          'the Section cell says "k-5", but C3 spells this section "K-5"; expected one spelling for each section (as written, they would be ranked as two sections).',
      },
      {
        cell: 'C8',
        message:
          'the Section cell says "K -8", but C4 spells this section "K-8"; expected one spelling for each section (as written, they would be ranked as two sections).',
      },
    ]);
  });

  test('CSV text, and TSV text named by its file name', () => {
    const csv = GRID.map((r) => r.join(',')).join('\n');
    expect(splitSections(csv, 'Section').map((s) => s.section)).toEqual(['K-5', 'K-8']);
    const tsv = GRID.map((r) => r.join('\t')).join('\n');
    expect(splitSections(tsv, 'Section', undefined, 'event.tsv').map((s) => s.section)).toEqual(['K-5', 'K-8']);
  });

  test('rows above the header and blank rows between players are not sections', () => {
    const grid = [[], ['', ''], ...GRID.slice(0, 3), [], ...GRID.slice(3)];
    const sections = splitSections(grid, 'Section');
    expect(sections.map((s) => s.section)).toEqual(['K-5', 'K-8']);
    expect(tournamentOf(sections[1]!.source).players.map((p) => p.name)).toEqual(['Ben', 'Dee']);
  });

  test('the origin is kept, so a problem in a section names the cell of the sheet', () => {
    const bad = GRID.map((r) => [...r]);
    bad[4]![5] = 'Q7';
    const origin = { row: 3, col: 2 };
    const k8 = splitSections(bad, 'Section', origin)[1]!;
    expect(k8.origin).toEqual(origin);
    const problems = problemsOf(() => readInput(k8.source, { kind: 'individual', origin: k8.origin }));
    // Row 5 of the grid (index 4) from B3: sheet row 7; column 6 (index 5) from B: G.
    expect(problems.map((p) => p.cell)).toContain('G7');
  });
});

describe('splitSections refuses', () => {
  test('a table without the column, naming the column and the headers there are', () => {
    const problems = problemsOf(() => splitSections(GRID, 'Division', { row: 2, col: 1 }));
    expect(problems).toEqual([
      {
        cell: 'A2',
        message:
          'the header row has no "Division" column; expected a column naming each player\'s section. ' +
          'The headers there are: "No", "Name", "Section", "School", "Rd 1", "Rd 2".',
      },
    ]);
  });

  test('every blank section cell, each by its cell, in one error', () => {
    const grid = GRID.map((r) => [...r]);
    grid[2]![2] = '';
    grid[4]![2] = '  ';
    const problems = problemsOf(() => splitSections(grid, 'Section'));
    expect(problems).toEqual([
      { cell: 'C3', message: "the Section cell is blank; expected the player's section, such as K-5." },
      { cell: 'C5', message: "the Section cell is blank; expected the player's section, such as K-5." },
    ]);
  });

  test('an empty range', () => {
    expect(() => splitSections([[], ['']], 'Section')).toThrow(CrosstableError);
  });

  test(`more than ${MAX_SECTIONS} sections: the wrong column, most likely`, () => {
    const grid = [HEADER, ...Array.from({ length: MAX_SECTIONS + 1 }, (_, i) => ['1', 'P', `S${i}`, '', 'B', 'B'])];
    const problems = problemsOf(() => splitSections(grid, 'Section'));
    expect(problems).toHaveLength(1);
    expect(problems[0]!.cell).toBe(`C${MAX_SECTIONS + 2}`);
    expect(problems[0]!.message).toMatch(/more than 100 different values by here/);
  });
});
