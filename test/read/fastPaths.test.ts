/**
 * The reader's shortcuts must never change what is read: detection skips parsing a text whose
 * first character no cell of the notation starts with (CellNotation.firstChars), the CSV parser
 * takes plain runs as slices, and cellText returns space-free text untouched. Each is checked
 * against the plain rule it stands for, on generated text.
 */
import fc from 'fast-check';
import { cellText } from '../../src/read/cells';
import { parseDelimited, scanDelimited } from '../../src/read/csv';
import { CELL_NOTATIONS } from '../../src/read/detect';
import { scanTable } from '../../src/read/crosstable';
import { looksLikeMsa } from '../../src/read/msa';
import { cellRef } from '../../src/model/problems';

/** Characters cells are made of, plus spaces, fractions and letters that case mapping turns into ASCII (ſ→S, ı→I). */
const CELL_CHARS = [...'WLDNRSXFZBHUwldnrsxfzbhuEYeyK+=-:0123456789½ ()*.,/'].concat([
  ' ',
  '\t',
  '\u00a0',
  'ſ',
  'ı',
  'ß',
  'é',
]);
const cellTextArb = fc.array(fc.constantFrom(...CELL_CHARS), { minLength: 1, maxLength: 8 }).map((a) => a.join(''));

/** The cells every notation documents, so the property is not only checked on random text. */
const EXAMPLES = [
  'W12',
  'L 5',
  'D7',
  'X',
  'X12',
  'F',
  'F12',
  'Z',
  'B',
  'BYE',
  'H',
  'U',
  '-',
  'W12B',
  'W12 W',
  'W:12:B',
  'H:0:-',
  'H---',
  'n4',
  'r5',
  's6',
  '54b1',
  '29w½',
  '3b0',
  '21w+',
  '76b-',
  '-1',
  '-½',
  '-0',
  '0',
  '13b',
  '+W86',
  '=B42',
  '-W3',
  '+F148',
  '-F54',
  '+BYE',
  '=BYE',
  '--',
  '12:W',
  '0:=',
  '0:+',
  '0:-',
  '12:',
  '12 w 1',
  '7 b =',
  '3 w +',
  '0000 - H',
  '- U',
  '12w1',
  'h',
  'f',
  'u',
  'z',
  '+',
  '=',
];

describe('CellNotation.firstChars', () => {
  /** Whether the text starts, after spaces, with a plain ASCII character the notation does not list. */
  const excluded = (firstChars: string, text: string) => {
    const c = text.trimStart()[0];
    return c !== undefined && c.charCodeAt(0) < 128 && !firstChars.toUpperCase().includes(c.toUpperCase());
  };

  for (const notation of CELL_NOTATIONS) {
    test(`${notation.name}: every cell it reads starts with one of "${notation.firstChars}"`, () => {
      expect(notation.firstChars).toBeDefined();
      const reads = (text: string) => typeof notation.parse(text) !== 'string';
      // The documented cells this notation reads all pass the test…
      for (const text of EXAMPLES) if (reads(text)) expect(excluded(notation.firstChars!, text)).toBe(false);
      // …and so does anything it reads.
      fc.assert(
        fc.property(cellTextArb, (text) => !reads(text) || !excluded(notation.firstChars!, text)),
        { numRuns: 5000 },
      );
    });
  }

  test('each notation reads some of the documented cells (the test above is not empty)', () => {
    for (const notation of CELL_NOTATIONS)
      expect(EXAMPLES.filter((t) => typeof notation.parse(t) !== 'string').length).toBeGreaterThan(3);
  });
});

/** RFC 4180 as the CSV reader first had it: one character at a time. */
function referenceCsv(body: string, sep: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"') {
        if (body[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === sep) {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

describe('parseDelimited', () => {
  test('reads every text as the character-by-character reference does', () => {
    const text = fc
      .array(fc.constantFrom('"', ',', '\t', '\n', '\r', 'a', 'W12', ' '), { maxLength: 30 })
      .map((a) => a.join(''));
    fc.assert(
      fc.property(text, fc.constantFrom(',', '\t'), (t, sep) => {
        // The rows as scanned: parseDelimited refuses a quote left open (test/hardening/filesRead.test.ts).
        expect(scanDelimited(t, sep).rows).toEqual(referenceCsv(t, sep));
      }),
      { numRuns: 5000 },
    );
  });

  test('quoted cells: doubled quotes, separators and line breaks inside', () => {
    expect(parseDelimited('No.,Name\n1,"Lee, ""Ben"""\n2,"a\nb",x\r\n')).toEqual([
      ['No.', 'Name'],
      ['1', 'Lee, "Ben"'],
      ['2', 'a\nb', 'x'],
    ]);
  });
});

describe('cellText', () => {
  test('equals collapsing every run of spaces and trimming, for any text', () => {
    const text = fc
      .array(fc.constantFrom(...CELL_CHARS, '\u2003', '\u3000', '\ufeff', '\u0085', '\u009f', '\n'), { maxLength: 10 })
      .map((a) => a.join(''));
    fc.assert(
      fc.property(text, (t) => {
        expect(cellText(t)).toBe(t.replace(/[\u00a0\s]+/g, ' ').trim());
      }),
      { numRuns: 5000 },
    );
  });
});

describe('scanTable cell names', () => {
  test('each column named once gives the same names as cellRef, past column Z and from any origin', () => {
    const header = ['No.', 'Name', 'Score', 'Rd 1', 'Rd 2', 'Rd 3', 'Rd 4'];
    const grid = [header, [1, 'Ann', 1, 'W2', 'D2', 'H', 'L2'], [], [2, 'Bob', 2, 'L1', 'D1', 'B', 'W1']];
    for (const origin of [
      { row: 1, col: 1 },
      { row: 7, col: 22 },
      { row: 120, col: 700 },
    ]) {
      const scan = scanTable(grid, origin);
      expect(scan.rows.map((r) => r.gridRow)).toEqual([1, 3]);
      for (const row of scan.rows) {
        expect(row.cell).toBe(cellRef(row.gridRow, 0, origin));
        expect(row.scoreCell).toBe(cellRef(row.gridRow, 2, origin));
        expect(row.rounds.map((c) => c.cell)).toEqual([3, 4, 5, 6].map((col) => cellRef(row.gridRow, col, origin)));
      }
    }
    // Spot checks that do not lean on cellRef: columns Y…AC on row 10.
    expect(scanTable(grid, { row: 7, col: 22 }).rows[1].rounds.map((c) => c.cell)).toEqual([
      'Y10',
      'Z10',
      'AA10',
      'AB10',
    ]);
  });
});

describe('looksLikeMsa', () => {
  // Only text holding "R:" is matched against the rating-line pattern: the plain rule is the pattern on every cell.
  const plain = (v: unknown) => /\bR:\s*\d/.test(cellText(v));
  const values = fc.oneof(
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constantFrom(null, undefined, '', new Date(2024, 0, 2), { toString: () => 'ID / R: 1794' }),
    fc.array(fc.constantFrom(...'R:r 1794->/ID\u00a0\t'.split('')), { maxLength: 12 }).map((a) => a.join('')),
  );
  test('a lone cell looks like MSA exactly when it holds a rating line', () => {
    for (const v of ['12345 / R: 1794 ->1817', 'R:\u00a01500', ' R:\t9', 'R 1794', 'r: 1794', 'AR: 1', 1794, 'R:']) {
      expect(looksLikeMsa([[v]])).toBe(plain(v));
    }
    fc.assert(
      fc.property(values, (v) => looksLikeMsa([[v]]) === plain(v)),
      { numRuns: 3000 },
    );
  });
});
