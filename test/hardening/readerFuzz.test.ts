/**
 * Issue 17, part C: a fuzz test for every reader. test/read/fuzz.test.ts holds readAny to "a
 * Tournament or a CrosstableError"; this goes on from it to every reader a front end calls
 * (readAny with each notation forced, readTable and readTeamEvent for team events,
 * readPrizeTable, and each notation's cell parser) and to what the refusal says: every problem
 * names a cell that is in the table (a line of the file, for a text file), or, with no cell, is
 * about the whole table and says so in a sentence of its own.
 */
import fc from 'fast-check';
import { CrosstableError, Problem } from '../../src/model/problems';
import { readPrizeTable, readPrizeTableText } from '../../src/prizes/table';
import { chessResultsNotation } from '../../src/read/chessResults';
import { NOTATION_IDS } from '../../src/read/notation';
import { readAny } from '../../src/read/readAny';
import { swissPerfectNotation } from '../../src/read/swissPerfect';
import { usNotation } from '../../src/read/usNotation';
import { vegaNotation } from '../../src/read/vega';
import { chessResultsTeamNotation } from '../../src/teams/chessResultsTeam';
import { TEAM_NOTATION_IDS } from '../../src/teams/model';
import { readTable } from '../../src/request';
import { readTeamEvent } from '../../src/teams/read';
import { usTeamNotation } from '../../src/teams/usTeam';
import * as E from '../read/smallEvent';
import { csv, generateTeamEvent, writeBoardSheet, writeChessResultsTeam, writeUsTeam } from '../teams/teamEvent';

/** Modest by default so the suite stays fast; FUZZ_RUNS=20000 for a long hunt. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

type Cell = string | number | boolean | Date | null | undefined;
type Grid = Cell[][];

const TOKENS = [
  '',
  ' ',
  '*',
  'W',
  'B',
  'U',
  'X',
  'H',
  '-',
  '--',
  '0',
  '1',
  '½',
  '1/2',
  '12w1',
  '2b½',
  '-1',
  '+W3',
  '=B2',
  '+BYE',
  '2:W',
  '0:+',
  'W2B',
  'L1',
  'X2',
  'F1',
  'W:2:B',
  'BYE',
  'W2 3-1',
  'L1 1-3',
  'W2 (3)',
  'D2 2-2',
  '2w3½',
  '1b½',
  '2w+',
  '1-0',
  '½-½',
  '+-',
  'No.',
  'Name',
  'Team',
  'Score',
  'MP',
  'GP',
  'R1',
  'R2',
  'Round',
  'Board',
  'Result',
  'Player',
  'Opponent',
  'vs1',
  'vs2',
  'Rating',
  'Group',
  'Place',
  'Prize',
  'Overall',
  'U1800',
  'Unrated',
  'Section=K-5',
  '1st',
  '$150',
  '150.00',
  'Trophy',
  '$1,250.50',
  '2,104',
  '1e3',
  '1800P',
  '99999999',
  '1000000',
  'R1000',
  '=HYPERLINK("x")',
  '__proto__',
  '"',
  ',',
  '\t',
  '\n',
  '001    1',
];

/** A cell as Sheets hands it over: text, a number, a boolean, a Date, or empty. */
const cell: fc.Arbitrary<Cell> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...TOKENS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer({ min: -5, max: 3000 }), fc.double({ noNaN: false })) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Cell>(null, undefined, '', true, false, new Date(2025, 0, 2), new Date(NaN)),
  },
);
const anyGrid = fc.array(fc.array(cell, { maxLength: 8 }), { maxLength: 9 });

/** "AA12" as a 1-based column and row. */
function cellPosition(ref: string): { row: number; col: number } | null {
  const m = /^([A-Z]{1,3})(\d{1,7})$/.exec(ref);
  if (!m) return null;
  const col = [...m[1]].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);
  return { row: Number(m[2]), col };
}

/** A problem about the whole table: a sentence of its own (capital first), never a fragment. */
function saysWholeTable(p: Problem): void {
  expect(p.message).toMatch(/^[A-Z"]/);
  expect(p.message.trim().length).toBeGreaterThan(10);
}

/** Every problem names a cell inside the grid, or is about the whole table. */
function namesGridCells(e: CrosstableError, grid: readonly (readonly unknown[])[]): void {
  expect(e.problems.length).toBeGreaterThan(0);
  const width = Math.max(1, ...grid.map((r) => r.length));
  for (const p of e.problems) {
    expect(typeof p.message).toBe('string');
    if (p.cell === undefined) {
      saysWholeTable(p);
      continue;
    }
    const at = cellPosition(p.cell);
    if (!at) throw new Error(`"${p.cell}" is not a cell: ${p.message}`);
    expect(at.row).toBeGreaterThanOrEqual(1);
    expect(at.row).toBeLessThanOrEqual(Math.max(1, grid.length));
    expect(at.col).toBeLessThanOrEqual(width);
  }
}

/** Every problem names a line of the text (or a cell of it, read as a table), or the whole file. */
function namesLines(e: CrosstableError, text: string): void {
  expect(e.problems.length).toBeGreaterThan(0);
  const lines = text.split(/\r\n|\n|\r/).length;
  for (const p of e.problems) {
    if (p.cell === undefined) {
      saysWholeTable(p);
      continue;
    }
    const line = /^line (\d+)\b/.exec(p.cell);
    const at = line ? { row: Number(line[1]) } : cellPosition(p.cell);
    if (!at) throw new Error(`"${p.cell}" is neither a line nor a cell: ${p.message}`);
    expect(at.row).toBeGreaterThanOrEqual(1);
    expect(at.row).toBeLessThanOrEqual(lines);
  }
}

/** Runs a reader: it reads, or refuses with a CrosstableError that `check` accepts; nothing else. */
function readsOrRefuses(read: () => unknown, check: (e: CrosstableError) => void): void {
  try {
    read();
  } catch (e) {
    if (!(e instanceof CrosstableError)) throw e;
    check(e);
  }
}

/** Real tables of every kind, to mutate a few cells of. */
const team = generateTeamEvent(4, 5, 3, 2, 2);
const PRIZES: string[][] = [
  ['Group', 'Place', 'Prize'],
  ['Overall', '1', '$150'],
  ['Overall', '2', '$75.50'],
  ['U1800', '1st', 'Trophy'],
  ['Section=K-5', '1', '$20'],
];
const GRIDS: string[][][] = [
  E.US,
  E.CHESS_RESULTS,
  E.VEGA,
  E.SWISSPERFECT,
  E.TRF_GRID,
  writeUsTeam(team),
  writeUsTeam(team, 'own'),
  writeChessResultsTeam(team),
  writeBoardSheet(team),
];
const mutated = (grids: string[][][]) =>
  fc
    .tuple(fc.constantFrom(...grids), fc.array(fc.tuple(fc.nat(), fc.nat(), cell), { minLength: 1, maxLength: 4 }))
    .map(([grid, changes]) => {
      const copy: Grid = grid.map((r) => [...r]);
      for (const [r, c, v] of changes) copy[r % copy.length][c % copy[r % copy.length].length] = v;
      return copy;
    });

/** Texts as the CLI reads them, with characters and lines edited. */
const TEXTS = [
  E.TRF,
  E.MSA,
  E.VEGA_TEXT,
  E.csv(E.US),
  csv(writeUsTeam(team)),
  csv(writeChessResultsTeam(team)),
  csv(writeBoardSheet(team)),
];
const editedText = fc
  .tuple(
    fc.constantFrom(...TEXTS),
    fc.array(
      fc.tuple(
        fc.nat(),
        fc.constantFrom('insert', 'delete', 'dropLine'),
        fc.constantFrom(' ', '0', '9', 'w', '-', '|', '\n', ',', '"', '½', '\t'),
      ),
      { maxLength: 6 },
    ),
  )
  .map(([text, edits]) => {
    let t = text;
    for (const [at, how, ch] of edits) {
      const i = at % (t.length + 1);
      const lines = t.split('\n');
      if (how === 'insert') t = t.slice(0, i) + ch + t.slice(i);
      else if (how === 'delete') t = t.slice(0, i) + t.slice(i + 1);
      else t = lines.filter((_, l) => l !== at % lines.length).join('\n');
    }
    return t;
  });
const anyText = fc.oneof(
  editedText,
  fc.string({ maxLength: 300 }),
  fc
    .array(
      fc.array(fc.constantFrom(...TOKENS), { maxLength: 6 }).map((r) => r.join(',')),
      { maxLength: 8 },
    )
    .map((ls) => ls.join('\n')),
);
const fileName = fc.constantFrom('', 'e.csv', 'e.tsv', 'e.trf', 'e.txt');

const notation = fc.option(fc.constantFrom<string>(...NOTATION_IDS), { nil: undefined });
const teamNotation = fc.option(fc.constantFrom<string>(...TEAM_NOTATION_IDS), { nil: undefined });

describe('every reader reads or refuses naming cells, on arbitrary grids', () => {
  test('readAny, detecting or with each notation forced', () => {
    fc.assert(
      fc.property(fc.oneof(anyGrid, mutated(GRIDS)), notation, (grid, n) =>
        readsOrRefuses(
          () => readAny(grid, { notation: n }),
          (e) => namesGridCells(e, grid),
        ),
      ),
      { numRuns: RUNS },
    );
  });

  test('readTable (team event or individual, as "Rank standings" reads)', () => {
    fc.assert(
      fc.property(fc.oneof(anyGrid, mutated(GRIDS)), (grid) =>
        readsOrRefuses(
          () => readTable(grid),
          (e) => namesGridCells(e, grid),
        ),
      ),
      { numRuns: RUNS },
    );
  });

  test('readTeamEvent, detecting or with each team notation forced', () => {
    fc.assert(
      fc.property(fc.oneof(anyGrid, mutated(GRIDS)), teamNotation, (grid, n) =>
        readsOrRefuses(
          () => readTeamEvent(grid, { notation: n }),
          (e) => namesGridCells(e, grid),
        ),
      ),
      { numRuns: RUNS },
    );
  });

  test('readPrizeTable', () => {
    fc.assert(
      fc.property(fc.oneof(anyGrid, mutated([PRIZES])), (grid) =>
        readsOrRefuses(
          () => readPrizeTable(grid, ['Section']),
          (e) => namesGridCells(e, grid),
        ),
      ),
      { numRuns: RUNS },
    );
  });
});

describe('every reader reads or refuses naming lines, on arbitrary text files', () => {
  test('readAny, detecting or with each notation forced', () => {
    fc.assert(
      fc.property(anyText, fileName, notation, (text, f, n) =>
        readsOrRefuses(
          () => readAny(text, { notation: n, fileName: f }),
          (e) => namesLines(e, text),
        ),
      ),
      { numRuns: RUNS },
    );
  });

  test('readTable and readTeamEvent', () => {
    fc.assert(
      fc.property(anyText, fileName, teamNotation, (text, f, n) => {
        readsOrRefuses(
          () => readTable(text, { fileName: f }),
          (e) => namesLines(e, text),
        );
        readsOrRefuses(
          () => readTeamEvent(text, { fileName: f, notation: n }),
          (e) => namesLines(e, text),
        );
      }),
      { numRuns: RUNS },
    );
  });

  test('readPrizeTableText', () => {
    const prizeText = fc.oneof(
      anyText,
      editedText.map(() => E.csv(PRIZES)),
    );
    fc.assert(
      fc.property(prizeText, fileName, (text, f) =>
        readsOrRefuses(
          () => readPrizeTableText(text, ['Section'], f),
          (e) => namesLines(e, text),
        ),
      ),
      { numRuns: RUNS },
    );
  });
});

describe('each notation’s cell parser answers every text with a reading or what it expected', () => {
  const PARSERS = [
    usNotation,
    chessResultsNotation,
    vegaNotation,
    swissPerfectNotation,
    usTeamNotation,
    chessResultsTeamNotation,
  ];
  test.each(PARSERS.map((p) => [p.name, p] as const))('%s', (_name, parser) => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom(...TOKENS),
          fc.string({ maxLength: 60 }),
          fc.string({ unit: 'binary', maxLength: 60 }),
        ),
        (text) => {
          const read = parser.parse(text);
          if (typeof read === 'string') expect(read).toMatch(/^[a-z"(0-9A-Z]/);
          else expect(typeof read.kind).toBe('string');
        },
      ),
      { numRuns: RUNS * 5 },
    );
  });
});
