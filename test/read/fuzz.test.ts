/**
 * Whatever a director pastes, the reader answers with a Tournament or a CrosstableError that
 * names the problems: never another exception, never a hang. Random grids and texts, and real
 * tables of every notation with cells mutated.
 */
import fc from 'fast-check';
import { CrosstableError } from '../../src/model/problems';
import { Tournament } from '../../src/model/tournament';
import { NOTATION_IDS, readAny } from '../../src/read';
import { toTrf } from '../../src/write/trf';
import * as E from './smallEvent';

/** Modest by default so the suite stays fast; FUZZ_RUNS=20000 for a long hunt. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 400);

const TOKENS = [
  '',
  ' ',
  '*',
  'W',
  'B',
  'F',
  'U',
  'Z',
  'X',
  'H',
  'D',
  'L',
  '0',
  '1',
  '½',
  '.5',
  '1/2',
  '0.5',
  '-',
  '--',
  '+',
  '=',
  '12w1',
  '2b½',
  '3b',
  '-1',
  '-½',
  '-0',
  '4w+',
  '1b-',
  '+W3',
  '=B2',
  '-W1',
  '+F2',
  '-F1',
  '+BYE',
  '=BYE',
  '2:W',
  '0:=',
  '1:+',
  '3 w 1',
  '0000 - U',
  '2 b =',
  'W2B',
  'W2',
  'L1',
  'D3W',
  'X2',
  'F1',
  'W:2:B',
  'H:0:-',
  'BYE',
  'B---',
  'vs1',
  'vs2',
  'R1',
  'R2',
  'No.',
  'Name',
  'Score',
  'Rk.',
  '1.Rd',
  '001    1',
  'Pair',
  'Num',
  'Round',
  '15445895 / R: 1794 ->1817',
  'Ann (W)',
  '99999999',
  '1e9',
  '-5',
  'NaN',
  '240 H 001    1',
  'XXR 3',
  'TBK    1   1 X',
  '|',
  '\t',
  '"',
  ',',
];

const cell = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...TOKENS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 10 }) },
  { weight: 1, arbitrary: fc.integer({ min: -5, max: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, undefined, true, new Date(2025, 0, 2), 0.5, NaN) },
);

const options = fc.record({
  notation: fc.option(fc.constantFrom<string>(...NOTATION_IDS, 'nonsense'), { nil: undefined }),
  pabPoints: fc.option(fc.constantFrom(1, 0.5, 0, 0.3), { nil: undefined }),
});

/** Runs the reader; anything but a Tournament or a CrosstableError fails the property. */
function readsOrExplains(read: () => { tournament: Tournament }): void {
  try {
    const { tournament } = read();
    for (const p of tournament.players) expect(p.entries).toHaveLength(tournament.rounds);
  } catch (e) {
    if (!(e instanceof CrosstableError)) throw e;
    expect(e.problems.length).toBeGreaterThan(0);
  }
}

const SAMPLES: (string | string[][])[] = [
  E.US,
  E.CHESS_RESULTS,
  E.VEGA,
  E.SWISSPERFECT,
  E.TRF_GRID,
  E.TRF,
  E.MSA,
  E.VEGA_TEXT,
  E.csv(E.US),
];
/** A round-robin grid to mutate: games of its own (any valid grid serves), not a shared fixture. */
const RR = [
  ['No.', 'Name', 'vs1', 'vs2', 'vs3', 'vs4'],
  ['1', 'A', '*', '0', '1', '1'],
  ['2', 'B', '1', '*', '½', '½'],
  ['3', 'C', '0', '½', '*', '1'],
  ['4', 'D', '0', '½', '0', '*'],
];

describe('the reader never throws anything but a CrosstableError', () => {
  test('random grids', () => {
    fc.assert(
      fc.property(fc.array(fc.array(cell, { maxLength: 8 }), { maxLength: 9 }), options, (grid, opts) =>
        readsOrExplains(() => readAny(grid, opts)),
      ),
      { numRuns: RUNS },
    );
  });

  test('random grids under a real header', () => {
    const header = fc.constantFrom(
      ['No.', 'Name', 'Score', 'R1', 'R2', 'R3'],
      ['Rk.', 'Name', 'Pts.', '1.Rd', '2.Rd'],
      ['No.', 'vs1', 'vs2', 'vs3'],
      ['1', '2', '3'],
      ['Pair', 'Player Name', 'Total', 'Round', 'Round'],
    );
    const row = fc
      .tuple(fc.integer({ min: 0, max: 7 }), fc.array(cell, { maxLength: 6 }))
      .map(([n, cells]) => [String(n), ...cells]);
    fc.assert(
      fc.property(header, fc.array(row, { maxLength: 8 }), options, (h, rows, opts) =>
        readsOrExplains(() => readAny([h, ...rows], opts)),
      ),
      { numRuns: RUNS },
    );
  });

  test('real tables of every notation with cells mutated', () => {
    const grids = [...SAMPLES.filter((s): s is string[][] => Array.isArray(s)), RR];
    const mutation = fc.array(fc.tuple(fc.nat(), fc.nat(), cell), { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(fc.constantFrom(...grids), mutation, options, (grid, changes, opts) => {
        const copy: unknown[][] = grid.map((r) => [...r]);
        for (const [r, c, v] of changes) copy[r % copy.length][c % copy[r % copy.length].length] = v;
        readsOrExplains(() => readAny(copy, opts));
      }),
      { numRuns: RUNS },
    );
  });

  test('real texts (TRF, MSA, Vega, CSV) with characters and lines mutated', () => {
    const texts = [...SAMPLES.filter((s): s is string => typeof s === 'string'), toTrf(readAny(E.US).tournament)];
    const edit = fc.tuple(
      fc.nat(),
      fc.constantFrom('insert', 'delete', 'replace', 'dropLine', 'doubleLine'),
      fc.constantFrom(' ', '0', '9', 'w', 'b', '-', 'U', '|', '\n', ':', '½', 'x'),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...texts),
        fc.array(edit, { minLength: 1, maxLength: 6 }),
        options,
        fc.constantFrom('', 'e.trf', 'e.csv', 'e.tsv', 'e.txt'),
        (text, edits, opts, fileName) => {
          let t = text;
          for (const [at, how, ch] of edits) {
            const i = at % (t.length + 1);
            const lines = t.split('\n');
            const l = at % lines.length;
            if (how === 'insert') t = t.slice(0, i) + ch + t.slice(i);
            else if (how === 'delete') t = t.slice(0, i) + t.slice(i + 1);
            else if (how === 'replace') t = t.slice(0, i) + ch + t.slice(i + 1);
            else if (how === 'dropLine') t = [...lines.slice(0, l), ...lines.slice(l + 1)].join('\n');
            else t = [...lines.slice(0, l + 1), ...lines.slice(l)].join('\n');
          }
          readsOrExplains(() => readAny(t, { ...opts, fileName }));
        },
      ),
      { numRuns: RUNS },
    );
  });

  test('random text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), options, (text, opts) => readsOrExplains(() => readAny(text, opts))),
      { numRuns: RUNS },
    );
  });
});
