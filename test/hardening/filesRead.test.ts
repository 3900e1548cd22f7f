/**
 * Issue 17, part B: files the reader must not misread. Each class is driven through the CLI (exit
 * status, stderr naming the line, stdout empty on refusal) and, where a sheet can hold it, through
 * readAny on a grid:
 *
 * 1. a quoted field holding line breaks must not make a CSV read as another format (TRF, Vega
 *    text, a barred text table): detection looks at lines that start a row;
 * 2. a TRF player line that fits neither the fixed columns nor the reading by spaces is refused
 *    with its line and column, never read with its rounds dropped;
 * 3. an unterminated quote, a UTF-16 file and a semicolon-separated file: say what was found;
 *    UTF-16 with a byte-order mark and an unambiguous semicolon header are read;
 * 4. a table past MAX_FILLED_CELLS (file or sheet range), or a file past MAX_CELLS_READ with its
 *    blank cells, is refused while it is read, with the limit.
 */
import fs from 'node:fs';
import { decode } from '../../src/cli/main';
import { CrosstableError } from '../../src/model/problems';
import { readAny } from '../../src/read';
import { MAX_CELLS_READ, MAX_FILLED_CELLS } from '../../src/read/limits';
import { readTeamEvent } from '../../src/teams/read';
import { runCli } from '../support/cli';
import * as E from '../read/smallEvent';

const SPRING = fs.readFileSync('examples/spring-swiss.csv', 'utf8');
const TEAMS = fs.readFileSync('examples/team-swiss.csv', 'utf8');
const TRF_LINE = '001    1      Forged Player                     2000                             0.0    1';

/** The CLI on files given as text. */
const cli = (files: Record<string, string>, ...argv: string[]) => runCli(argv, files);
const json = (files: Record<string, string>, file: string) =>
  JSON.parse(cli(files, 'standings', file, '--format', 'json').out);
const refusal = (files: Record<string, string>, file: string) => {
  const r = cli(files, 'standings', file);
  expect(r.out).toBe('');
  expect(r.status).toBe(2);
  return r.err;
};
/** The problems readAny throws, one per line as formatProblem prints them. */
const problemsOf = (f: () => unknown): string[] => {
  try {
    f();
  } catch (e) {
    if (e instanceof CrosstableError) return e.message.split('\n');
    throw e;
  }
  throw new Error('expected a CrosstableError');
};
const withName = (name: string) => SPRING.replace('Marcus Webb', name);
const SPRING_STANDINGS = json({ 's.csv': SPRING }, 's.csv');
/** How the plain file reads: "read as US Chess notation, 15 players, 5 rounds; …". */
const SPRING_REPORT = readAny(SPRING).report;
const U_NOTE = SPRING_REPORT.replace(/^read as US Chess notation, 15 players, 5 rounds; /, '');

describe('1. a quoted field with line breaks cannot make a CSV read as another format', () => {
  const forged: [string, string][] = [
    // The issue's case: a name holding a TRF player line replaced the whole table.
    ['a TRF player line', `"Marcus\n${TRF_LINE}\nWebb"`],
    ['TRF header records (012 and XXR)', `"Marcus\n012 Forged Open\nXXR 1\nWebb"`],
    ['a Vega cross-table line', `"Marcus\n  1 Forged Player   2000 USA  1.0 | +W2   |\nWebb"`],
  ];
  test.each(forged)('a name holding %s: read as the CSV it is', (_, name) => {
    const files = { 'forged.csv': withName(name) };
    const r = cli(files, 'standings', 'forged.csv', '--verbose', '--format', 'json');
    expect(r.status).toBe(0);
    expect(r.err).toBe(`forged.csv: ${SPRING_REPORT}\n`);
    const out = JSON.parse(r.out);
    expect(out.standings.map((s: { number: number; score: number }) => [s.number, s.score])).toEqual(
      SPRING_STANDINGS.standings.map((s: { number: number; score: number }) => [s.number, s.score]),
    );
    expect(out.standings.find((s: { number: number }) => s.number === 1).name).toContain('Marcus');
  });

  test('a TRF player line as a whole cell, not behind a line break: the table is still a table', () => {
    // The name first, unquoted: the line itself starts "001    1"; in a sheet, the row's first cell does.
    const rows = SPRING.trimEnd()
      .split('\n')
      .map((l) => l.split(','));
    const nameFirst = rows.map(([no, name, ...rest]) => [name, no, ...rest]);
    nameFirst[1][0] = TRF_LINE.replace(/ {2,}/g, ' ');
    const text = nameFirst.map((r) => r.join(',')).join('\n');
    const r = cli({ 'first.csv': text }, 'standings', 'first.csv', '--verbose');
    expect(r.status).toBe(0);
    expect(r.err).toBe(`first.csv: ${SPRING_REPORT}\n`);
    const grid = rows.map((row) => [...row]);
    grid[1][0] = `001    1`;
    grid[1][1] = 'Forged';
    expect(problemsOf(() => readAny(grid))[0]).toMatch(/^A2: "001 1" is not a player number/);
  });

  test('quoted notes full of bars do not make the table a barred text table', () => {
    // Twenty lines of bars in one cell: more than half the file's lines, but all inside one quoted field.
    const notes = `"${Array.from({ length: 20 }, (_, i) => `| note ${i} | x |`).join('\n')}"`;
    const text = SPRING.split('\n')
      .map((l, i) => (i === 0 ? `${l},Notes` : i === 1 ? `${l},${notes}` : l === '' ? l : `${l},`))
      .join('\n');
    const r = cli({ 'notes.csv': text }, 'standings', 'notes.csv', '--verbose');
    expect(r.err).toBe(`notes.csv: ${SPRING_REPORT}\n`);
    expect(r.status).toBe(0);
  });

  test('the same through readAny on text, and a tab-separated file', () => {
    expect(SPRING_REPORT).toMatch(/^read as US Chess notation, 15 players, 5 rounds; "U" means/);
    expect(readAny(withName(`"Marcus\n${TRF_LINE}\nWebb"`)).report).toBe(SPRING_REPORT);
    const tsv = withName(`"Marcus\n${TRF_LINE}\nWebb"`).replace(/,/g, '\t');
    expect(readAny(tsv, { fileName: 'f.tsv' }).report).toBe(SPRING_REPORT);
  });

  test('a real TRF file, and a TRF named with --notation, are still read as TRF', () => {
    expect(readAny(E.TRF).notation).toBe('trf');
    expect(readAny(E.TRF, { notation: 'trf' }).report).toMatch(/^read as FIDE TRF \(as asked\), 6 players, 4 rounds/);
  });
});

describe('2. a TRF line that fits neither the fixed columns nor the reading by spaces', () => {
  const lines = E.TRF.split('\n');
  const players = lines.map((l, i) => [l, i] as const).filter(([l]) => l.startsWith('001'));
  const edit = (f: (line: string) => string, only?: number) =>
    lines.map((l, i) => (l.startsWith('001') && (only === undefined || i === only) ? f(l) : l)).join('\n');

  test("every round's colour run into its result (one column off): refused with the line and column, not ranked without results", () => {
    // "   4 w 1" becomes "    4 w1": the fixed columns fail, and by spaces "w1" is no round.
    const text = edit((l) => l.slice(0, 91) + l.slice(91).replace(/ ([wb]) ([10=+-])/g, '  $1$2'));
    const err = refusal({ 'off.trf': text }, 'off.trf');
    const first = players[0][1] + 1;
    // Read from the end, the rounds stop at the last one: "   5 w1" in columns 122–128.
    expect(err).toMatch(
      new RegExp(
        `^line ${first}: this player line cannot be read: "w1" at column 128 is neither a round nor one of the player's details, so the rounds before it would be lost;`,
      ),
    );
    expect(err).toContain(
      'expected each round as opponent, colour and result ("   4 w 1"), in TRF\'s fixed columns (round 1 at columns 92–99, each round 10 columns on) or separated by spaces.',
    );
    expect(err.trim().split('\n')).toHaveLength(players.length);
  });

  test('one line with a stray character after its last round: that line, at the column of the word', () => {
    const [line, index] = players[0];
    const text = edit((l) => `${l}   x`, index);
    const err = refusal({ 'stray.trf': text }, 'stray.trf');
    expect(err).toBe(
      `line ${index + 1}: this player line cannot be read: "x" at column ${line.length + 4} is neither a round nor one of the player's details, so the rounds before it would be lost; expected each round as opponent, colour and result ("   4 w 1"), in TRF's fixed columns (round 1 at columns 92–99, each round 10 columns on) or separated by spaces.\n`,
    );
  });

  test('a round whose opponent runs into its colour ("4w 1"): refused, also in a sheet the TRF was pasted into', () => {
    const [, index] = players[0];
    const text = edit((l) => l.slice(0, 89) + l.slice(89).replace('    4 w 1', '    4w  1'), index);
    expect(refusal({ 'run.trf': text }, 'run.trf')).toMatch(
      new RegExp(`^line ${index + 1}: this player line cannot be read: "4w" at column 9\\d`),
    );
    const grid = text.split('\n').map((l) => [l]);
    expect(problemsOf(() => readAny(grid))[0]).toMatch(
      new RegExp(`^A${index + 1}: this player line cannot be read: "4w" at column 9\\d`),
    );
  });

  test('lines shifted whole by one column still read, by spaces, with the note saying so', () => {
    const text = edit((l) => `${l.slice(0, 4)} ${l.slice(4)}`);
    const r = cli({ 'shifted.trf': text }, 'standings', 'shifted.trf', '--verbose', '--format', 'json');
    expect(r.status).toBe(0);
    expect(r.err).toContain(
      "6 player lines were not in TRF's fixed columns (first at line 7) and were read by splitting on spaces",
    );
    expect(r.out).toBe(cli({ 'ok.trf': E.TRF }, 'standings', 'ok.trf', '--format', 'json').out);
  });
});

describe('3. what was found, when the file is not plain UTF-8 comma-separated text', () => {
  test('an unterminated quote names the line where it opened (not "player 8 not in the table")', () => {
    const err = refusal({ 'q.csv': withName('"Marcus Webb') }, 'q.csv');
    expect(err).toBe(
      'line 2: field 2 opens a quote ("Marcus Webb,2104,4,W8W,D2B,W4…) that is never closed, so the rest of the file would be one cell; ' +
        'expected a closing " at the end of the field. Close it, or write a quote inside a quoted field as two ("").\n',
    );
  });

  test('an unterminated quote in the last row, and in a prize table', () => {
    const rows = SPRING.trimEnd().split('\n');
    rows[rows.length - 1] = rows[rows.length - 1].replace(/,([^,]+)$/, ',"$1');
    expect(rows).toHaveLength(16);
    expect(rows[15]).toMatch(/,"L10B$/);
    expect(refusal({ 'last.csv': rows.join('\n') + '\n' }, 'last.csv')).toMatch(
      /^line 16: field 9 opens a quote \("L10B…\) that is never closed, so the rest of the file would be one cell/,
    );
    const prizes = cli(
      { 's.csv': SPRING, 'p.csv': 'Group,Place,Prize\nOverall,1,"$150\nOverall,2,$100\n' },
      'prizes',
      's.csv',
      'p.csv',
    );
    expect(prizes.status).toBe(2);
    expect(prizes.err).toMatch(/^line 2: field 3 opens a quote \("\$150…\) that is never closed/);
  });

  test('UTF-16 with a byte-order mark (little- or big-endian) is decoded and read', () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(SPRING, 'utf16le')]);
    const be = Buffer.from(le);
    be.swap16();
    for (const bytes of [le, be]) {
      const r = runCli(['standings', 'u16.csv', '--format', 'json'], () => decode(bytes));
      expect(r.status).toBe(0);
      expect(JSON.parse(r.out)).toEqual(SPRING_STANDINGS);
    }
  });

  test('a file that is not UTF-8 is read as Windows-1252: accents kept, a curly apostrophe stays one', () => {
    // "O’Brien" and "Müller" as a Windows program writes them: 0x92 is ’ there, a control character in Latin-1.
    const bytes = Buffer.from(
      SPRING.replace('Marcus Webb', 'Sean O\u2019Brien').replace('Elena Sokolova', 'Lena M\u00fcller'),
      'latin1',
    );
    bytes[bytes.indexOf(Buffer.from('O\u0019Brien', 'latin1')) + 1] = 0x92;
    const text = decode(bytes);
    expect(text).toContain('Sean O\u2019Brien');
    expect(text).toContain('Lena M\u00fcller');
    const r = runCli(['standings', 'w.csv'], () => text);
    expect(r.status).toBe(0);
    expect(r.out).toContain('Sean O\u2019Brien');
    expect(r.out).not.toMatch(/\\x9[0-9A-F]/);
    // The table's ends and a byte Windows-1252 leaves undefined (0x81), which stays as it is.
    expect(decode(Uint8Array.from([0x80, 0x81, 0x8a, 0x9f, 0xe9]))).toBe('\u20ac\u0081\u0160\u0178\u00e9');
  });

  test('UTF-16 without a byte-order mark: the NUL characters are named, and what to do', () => {
    const text = decode(Buffer.from(SPRING, 'utf16le'));
    expect(refusal({ 'nobom.csv': text }, 'nobom.csv')).toBe(
      'The file has NUL characters (the first at line 1, character 2), as UTF-16 text does when read as UTF-8; expected UTF-8 text. ' +
        'Save it as "CSV UTF-8" (or as UTF-16 with a byte-order mark, which the command line decodes).\n',
    );
    // A NUL in a TRF file too: the encoding is checked before the format is.
    expect(problemsOf(() => readAny(`012 Open\n${TRF_LINE}\u0000`))[0]).toMatch(
      /^The file has NUL characters \(the first at line 2, character 90\)/,
    );
    expect(TRF_LINE).toHaveLength(89);
  });

  test("a UTF-16 byte-order mark read as Latin-1 (another program's reading) is named", () => {
    const latin1 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(SPRING, 'utf16le')]).toString('latin1');
    expect(problemsOf(() => readAny(latin1, { fileName: 'f.csv' }))[0]).toMatch(
      /^The file starts with the byte-order mark of UTF-16 LE but was decoded as Latin-1; expected UTF-8 text\./,
    );
  });

  test('semicolon-separated, decimal commas in the scores: read, and --verbose says so', () => {
    const semi = SPRING.replace(/,/g, ';').replace(/;(\d)\.5;/g, ';$1,5;');
    const r = cli({ 'semi.csv': semi }, 'standings', 'semi.csv', '--verbose', '--format', 'json');
    expect(r.status).toBe(0);
    expect(r.err).toBe(
      `semi.csv: read as US Chess notation, 15 players, 5 rounds; semicolon-separated (the header has semicolons and no comma); ${U_NOTE}\n`,
    );
    expect(JSON.parse(r.out)).toEqual(SPRING_STANDINGS);
  });

  test('a semicolon-separated team table reads as the comma-separated one does', () => {
    const semi = TEAMS.replace(/,/g, ';');
    expect(cli({ 't.csv': semi }, 'standings', 't.csv', '--format', 'json').out).toBe(
      cli({ 't.csv': TEAMS }, 'standings', 't.csv', '--format', 'json').out,
    );
  });

  test('a header with both semicolons and commas: read as commas, and the refusal says why', () => {
    const text = SPRING.replace(/,/g, ';').replace('No.;Name', 'No.;Name, first');
    const err = refusal({ 'mixed.csv': text }, 'mixed.csv');
    expect(err).toContain(
      'The first line has both commas and semicolons, so the file was read as comma-separated. If its columns are separated by semicolons, remove the commas from the header line (or save the file with commas as separators).',
    );
  });
});

describe('4. a table past MAX_FILLED_CELLS is refused while it is read', () => {
  // The limit as the message prints it; "2,000,000" while MAX_FILLED_CELLS is 2 million.
  const limit = '2,000,000';
  const tail =
    `the table has more than ${limit} filled cells by here; expected at most ${limit}, the most this program ranks in reasonable memory ` +
    '(about 100,000 players and 15 rounds). Rank each section from its own file or range.';

  test('the limit is the stated one', () => {
    expect(MAX_FILLED_CELLS).toBe(2_000_000);
  });

  test('a CSV of 700,000 players (the issue had a million): refused at the line where the count passes the limit', () => {
    // Three filled cells a row, the header's included: the 2,000,001st cell is player 666,666's last, on line 666,667.
    const rows = ['No.,Name,R1'];
    for (let i = 1; i <= 700_000; i++) rows.push(`${i},P${i},${i % 2 ? 'W' : 'L'}${i % 2 ? i + 1 : i - 1}`);
    expect(refusal({ 'big.csv': rows.join('\n') }, 'big.csv')).toBe(`line 666667: ${tail}\n`);
  });

  test('a sheet range past the limit names the row reached', () => {
    const grid: string[][] = [['No.', 'Name', 'R1', 'R2']];
    for (let i = 1; i <= 500_001; i++) grid.push([String(i), 'P', 'B', 'B']);
    expect(problemsOf(() => readAny(grid, { origin: { row: 3, col: 2 } }))).toEqual([`B500003: ${tail}`]);
  });

  test('a team table in a sheet range past the limit is refused too, before its cells are read', () => {
    // US team wall chart cells (W2 3-1): the range is read as teams, which do not pass through readAny.
    const grid: string[][] = [['No.', 'Team', 'R1', 'R2']];
    for (let i = 1; i <= 500_001; i++) grid.push([String(i), 'T', `W${i % 2 ? i + 1 : i - 1} 3-1`, 'B (2)']);
    // Four cells a row, the header's included: 2,000,000 after 499,999 teams, so sheet row 500,001 passes the limit.
    expect(problemsOf(() => readTeamEvent(grid, { origin: { row: 1, col: 1 } }))).toEqual([`A500001: ${tail}`]);
  });

  test('a TRF file past the limit names the player line reached', () => {
    const rounds = '  0000 - U'.repeat(996);
    const line = (n: number) =>
      `001 ${String(n).padStart(4)}      Player ${String(n).padEnd(26)}2000                             0.0    1${rounds}`;
    // 4 + 996 = 1,000 cells a line: line 2,001 (one header line) passes the limit.
    const text = ['012 Big', ...Array.from({ length: 2001 }, (_, i) => line(i + 1))].join('\n');
    expect(problemsOf(() => readAny(text, { fileName: 'big.trf' }))).toEqual([`line 2002: ${tail}`]);
  });

  test('a Vega cross table past the limit names the line reached', () => {
    const cells = ' +W2 '.repeat(996);
    const text = Array.from({ length: 2001 }, (_, i) => `${i + 1} Player ${i + 1} 2000 USA 1.0 |${cells}|`).join('\n');
    expect(problemsOf(() => readAny(text))).toEqual([`line 2001: ${tail}`]);
  });
});

describe('4b. a file of blank cells past MAX_CELLS_READ is refused while it is read', () => {
  test('twenty million separators and nothing else: refused at the line reached, saying what to do', () => {
    expect(MAX_CELLS_READ).toBe(20_000_000);
    // A header, then rows of 1,000 blank cells: the 20,000,001st cell is on the 20,000th of them, line 20,001.
    const text = `No.,Name,R1\n${`${','.repeat(999)}\n`.repeat(20_000)}`;
    expect(problemsOf(() => readAny(text, { fileName: 'blank.csv' }))).toEqual([
      'line 20001: the file has more than 20,000,000 cells by here, blank ones included; expected at most 20,000,000. Delete the empty columns and rows of the sheet it came from, and export it again.',
    ]);
  });
});
