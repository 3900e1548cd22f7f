/**
 * Detection reads each shape of cell once ("W12 B" and "W34 B" are one shape, the number set
 * aside: src/read/cellShapes.ts) and fills in the number. That must never change what is read:
 *
 * - every notation keeps CellNotation's contract on the opponent (notation.ts): a text whose
 *   first digit run it reads as the opponent reads, with another run of as many digits, the same
 *   way with that opponent;
 * - cellShapes groups exactly the texts that differ only in that run;
 * - chooseCellNotation answers exactly as the plain rule (referenceDetect.ts: every notation
 *   parses every distinct text) on generated tables in every notation, on tables of mixed and
 *   noisy cells, and on ambiguous ones: the same notation, notes and readings, or the same refusal.
 */
import fc from 'fast-check';
import { CrosstableError } from '../../src/model/problems';
import { cellShapes } from '../../src/read/cellShapes';
import { scanTable } from '../../src/read/crosstable';
import { CELL_NOTATIONS, chooseCellNotation } from '../../src/read/detect';
import { CellNotation, ParsedCell, withRaw } from '../../src/read/notation';
import { WRITERS, writtenSwiss } from '../property/notationWriters';
import { referenceChooseCellNotation } from './referenceDetect';

/** Characters cells are made of, without ASCII digits, plus spaces, other digits and letters case mapping changes. */
const NON_DIGITS = [...'WLDNRSXFZBHUwldnrsxfzbhuEYeyK+=-:½ ()*.,/'].concat([
  ' ',
  '\t',
  '\u00a0',
  'ſ',
  'ı',
  'ß',
  'é',
  '١',
  '２',
]);
const nonDigitText = (max: number) =>
  fc.array(fc.constantFrom(...NON_DIGITS), { maxLength: max }).map((a) => a.join(''));
const anyText = (max: number) =>
  fc.array(fc.constantFrom(...NON_DIGITS, ...'0123456789'), { maxLength: max }).map((a) => a.join(''));

/** A run of 1 to 12 digits, often with leading zeros. */
const digitRun = fc
  .oneof(
    fc
      .integer({ min: 1, max: 12 })
      .chain((n) => fc.array(fc.constantFrom(...'0123456789'), { minLength: n, maxLength: n })),
    fc.array(fc.constantFrom('0', '1', '9'), { minLength: 1, maxLength: 10 }),
  )
  .map((a) => (Array.isArray(a) ? a.join('') : a));

/** The documented cells of every notation, each as (before its first digit run, after it). */
const DOCUMENTED: [string, string][] = [
  ['W', ''],
  ['L ', ''],
  ['D', ' B'],
  ['w', 'b'],
  ['X', ''],
  ['F', ''],
  ['Z', ' W'],
  ['B', ''],
  ['H', ''],
  ['U', '---'],
  ['W:', ':B'],
  ['H:', ':-'],
  ['X:', ':W'],
  ['n', ''],
  ['', 'b1'],
  ['', 'w½'],
  ['', 'b0'],
  ['', 'w+'],
  ['', 'b-'],
  ['', 'b'],
  ['', 'w 1'],
  ['-', ''],
  ['+W', ''],
  ['=B', ''],
  ['-W', ''],
  ['+F', ''],
  ['-F', ''],
  ['', ':W'],
  ['', ':+'],
  ['', ':='],
  ['', ':-'],
  ['', ':'],
  ['', ' w 1'],
  ['', ' b ='],
  ['', ' w +'],
  ['', ' - H'],
  ['', ' 1'],
  ['', 'w1'],
  [' ', ' '],
];

describe("CellNotation's contract on the opponent", () => {
  /** A documented cell's two sides, or anything around the run. */
  const around = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...DOCUMENTED) },
    { weight: 1, arbitrary: fc.tuple(nonDigitText(4), anyText(5)) },
  );
  const sameLength = digitRun.chain((run) =>
    fc
      .array(fc.constantFrom(...'0123456789'), { minLength: run.length, maxLength: run.length })
      .map((other) => [run, other.join('')] as const),
  );

  for (const notation of CELL_NOTATIONS) {
    test(`${notation.name}: a reading that takes the first run as the opponent holds for every run of that length`, () => {
      let taken = 0;
      fc.assert(
        fc.property(around, sameLength, ([b, a], [run, other]) => {
          if (/^0*$/.test(run) || /^0*$/.test(other)) return;
          const first = notation.parse(b + run + a);
          if (typeof first === 'string' || first.opponent !== Number(run)) return;
          taken++;
          expect(notation.parse(b + other + a)).toStrictEqual({ ...first, opponent: Number(other) });
        }),
        { numRuns: 6000 },
      );
      // The property was not vacuous: many texts were read with their run as the opponent.
      expect(taken).toBeGreaterThan(100);
    });
  }
});

describe('cellShapes', () => {
  const cell = fc.oneof(
    anyText(7),
    fc.tuple(fc.constantFrom(...DOCUMENTED), digitRun).map(([[b, a], run]) => b + run + a),
  );
  test('one shape holds exactly the texts that differ only in a first run of 1-9 digits, not all zeros', () => {
    /** The text with its first run set aside (as "#" and its length), or the whole text. */
    const plain = (t: string) => {
      const m = /^(\D*)(\d+)(.*)$/s.exec(t);
      if (!m || m[2]!.length > 9 || /^0+$/.test(m[2]!)) return { key: `=${t}`, n: -1 };
      return { key: `${m[1]}#${m[2]!.length}#${m[3]}`, n: Number(m[2]) };
    };
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 30 }), (rows) => {
        const grid = [['No', 'Name', 'Rd 1', 'Rd 2', 'Rd 3'], ...rows.map((r, i) => [String(i + 1), `P${i}`, ...r])];
        const scan = scanTable(grid);
        const shapes = cellShapes(scan);
        const texts = scan.rows.flatMap((row) => row.texts);
        const shapeOfKey = new Map<string, number>();
        texts.forEach((t, i) => {
          const s = shapes.shapeOf[i]!;
          if (t === '') return expect([s, shapes.numberOf[i]]).toEqual([-1, -1]);
          const { key, n } = plain(t);
          expect(shapes.numberOf[i]).toBe(n);
          expect(shapeOfKey.get(key) ?? s).toBe(s);
          shapeOfKey.set(key, s);
        });
        // Different keys, different shapes; each shape's cells linked in table order and counted.
        expect(new Set(shapeOfKey.values()).size).toBe(shapeOfKey.size);
        shapes.texts.forEach((text, s) => {
          const cells: number[] = [];
          for (let i = shapes.first[s]!; i >= 0; i = shapes.nextOf[i]!) cells.push(i);
          expect(cells).toEqual(texts.flatMap((_, i) => (shapes.shapeOf[i] === s ? [i] : [])));
          expect(shapes.counts[s]).toBe(cells.length);
          expect(text).toBe(texts[cells[0]!]);
        });
      }),
      { numRuns: 500 },
    );
  });
});

/** What detection answers for a table: the choice, or the refusal. */
function outcome(choose: typeof chooseCellNotation, grid: string[][], pab?: number) {
  const scan = scanTable(grid);
  try {
    const c = choose(scan, pab);
    return { notation: c.notation.id, notes: c.notes, readings: c.readings };
  } catch (e) {
    if (!(e instanceof CrosstableError)) throw e;
    return { refused: e.message, problems: e.problems, notations: (e as { notations?: unknown }).notations };
  }
}

const sameAnswer = (grid: string[][], pab?: number) =>
  expect(outcome(chooseCellNotation, grid, pab)).toStrictEqual(outcome(referenceChooseCellNotation, grid, pab));

describe('chooseCellNotation answers as every notation parsing every text', () => {
  for (const writer of WRITERS) {
    test(`a generated Swiss in ${writer.label}`, () => {
      for (const [seed, players, rounds] of [
        [7, 120, 7],
        [11, 31, 5],
      ]) {
        const written = writtenSwiss(writer, seed, players, rounds);
        if (typeof written === 'string') return;
        sameAnswer(written);
        sameAnswer(written, 2);
        sameAnswer(written, 0);
      }
    });
  }

  /** Cells of one notation, '#' standing for an opponent's number. */
  const FAMILIES = [
    ['W#', 'L#', 'D#', 'W# B', 'l# w', 'X#', 'F#', 'F', 'U', 'H', 'B', '-', 'U---', 'W:#:B', 'Z', 'BYE', 'h'],
    ['#w1', '#b0', '#w½', '#b+', '#w-', '-1', '-0', '-½', '0', '#b'],
    ['+W#', '=B#', '-W#', '+F#', '-F#', '+BYE', '=BYE', '--'],
    ['#:W', '#:L', '#:D', '#:+', '#:-', '0:+', '0:=', '0:-', '#:'],
    ['# w 1', '# b =', '# w +', '# b -', '0000 - H', 'H', 'F', 'U', 'Z', '#w1', '- U'],
    ['U', 'H', 'F', 'Z', '-', 'X', 'B'],
  ];
  const number = fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 1, max: 14 }).map(String) },
    { weight: 1, arbitrary: fc.constantFrom('0', '00', '007', '0000', '1234567', '999999999', '12345678901234567890') },
    { weight: 1, arbitrary: digitRun },
  );
  const fill = (pattern: string) => number.map((n) => pattern.replace('#', n));
  const tableOf = (families: string[][]) => {
    const cell = fc.oneof(
      { weight: 12, arbitrary: fc.constantFrom(...families.flat()).chain(fill) },
      { weight: 1, arbitrary: anyText(6) },
      { weight: 1, arbitrary: fc.constant('') },
    );
    return fc.record({
      rows: fc.array(fc.array(cell, { minLength: 4, maxLength: 4 }), { minLength: 1, maxLength: 14 }),
      scores: fc.option(fc.array(fc.constantFrom('0', '1', '1.5', '2', '3', '4', '½', ''), { maxLength: 14 })),
      pab: fc.option(fc.constantFrom(4, 2, 0), { nil: undefined }),
    });
  };
  const gridOf = ({ rows, scores }: { rows: string[][]; scores: string[] | null }) => [
    ['No', 'Name', ...(scores ? ['Total'] : []), 'Rd 1', 'Rd 2', 'Rd 3', 'Rd 4'],
    ...rows.map((r, i) => [String(i + 1), `P${i + 1}`, ...(scores ? [scores[i] ?? ''] : []), ...r]),
  ];

  test('tables of one or two notations with noise, numbers of any length, zeros and leading zeros', () => {
    const families = fc.subarray(FAMILIES, { minLength: 1, maxLength: 2 });
    fc.assert(
      fc.property(
        families.chain((f) => tableOf(f.length ? f : FAMILIES)),
        (t) => sameAnswer(gridOf(t), t.pab),
      ),
      { numRuns: 1500 },
    );
  });

  test('US Chess against FIDE TRF letters, with and without a score column that fits', () => {
    const letters = fc.array(
      fc
        .array(fc.constantFrom('U', 'F', 'H', 'Z', 'B', '-', 'X', 'W#', 'F#'), { minLength: 4, maxLength: 4 })
        .chain((r) => fc.tuple(...r.map(fill))),
      { minLength: 1, maxLength: 10 },
    );
    fc.assert(
      fc.property(letters, fc.boolean(), fc.boolean(), (rows, usScores, withScores) => {
        const us = { U: 0, F: 0, H: 0.5, Z: 0.5, B: 1, '-': 0, X: 1, W: 1 } as Record<string, number>;
        const trf = { ...us, U: 1, F: 1, Z: 0 } as Record<string, number>;
        const points = (r: string[]) =>
          String(r.reduce((s, c) => s + ((usScores ? us : trf)[c.replace(/\d+/, '').charAt(0)] ?? 0), 0));
        const scores = withScores ? rows.map(points) : null;
        sameAnswer(gridOf({ rows, scores }));
      }),
      { numRuns: 800 },
    );
  });
});

describe('a notation that breaks the contract on the opponent', () => {
  /** G12: won against an odd number, lost against an even one; P12: drawn against 12, or against 13 from 5 up. */
  const rogue: CellNotation = {
    id: 'us',
    name: 'a contract-breaking notation',
    parse(text) {
      const m = /^([GP])(\d+)$/.exec(text.trim());
      if (!m) return 'G or P and a number';
      const n = Number(m[2]);
      return m[1] === 'G'
        ? { kind: n % 2 ? 'win' : 'loss', opponent: n }
        : { kind: 'draw', opponent: n < 5 ? n : n + 1 };
    },
  };

  test('is read cell by cell where a second cell of a shape reads otherwise, every cell as its own text', () => {
    const rows = [
      ['G2', 'P3'],
      ['G4', 'P7'],
      ['G3', 'P6'],
      ['G5', 'P9'],
    ];
    const grid = [['No', 'Name', 'Rd 1', 'Rd 2'], ...rows.map((r, i) => [String(i + 1), `P${i + 1}`, ...r])];
    const choice = chooseCellNotation(scanTable(grid), undefined, [rogue]);
    expect(choice.notation).toBe(rogue);
    expect(choice.readings).toStrictEqual(rows.flat().map((t) => withRaw(rogue.parse(t) as ParsedCell, t)));
  });
});
