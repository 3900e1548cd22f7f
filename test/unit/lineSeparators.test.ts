/**
 * Issue 26: a line separator (U+2028) or paragraph separator (U+2029) in a name or in
 * `export-trf --name` must not start a record in a reader that splits lines there (JavaScript,
 * Python's str.splitlines, Unicode line breaking). A TRF keeps a name's characters, so the small
 * event's TRF with one in a name drives the writers: the table, CSV and --explain show it as
 * \u2028 and hold none, JSON escapes it, raw CSV quotes the field, and the TRF export refuses it,
 * naming the field. A sheet or CSV cell reads it as a space. (Sheets: test/sheets/lineSeparators.test.ts.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { csvField, lineBreaking, neutralise, oneLine, printableCell, printableText } from '../../src/standings/text';
import { runCli } from '../support/cli';
import * as E from '../read/smallEvent';

const ROOT = path.resolve(__dirname, '../..');
const example = (name: string) => fs.readFileSync(path.join(ROOT, 'examples', name), 'utf8');
const FORGED = '\u2028001    9 m    Forged Player';

/** The small event's TRF, Ann Adams's name (columns 15–47) holding a separator: TRF keeps a name's characters. */
const annAs = (name: string) => E.TRF.replace('Ann Adams', name.padEnd(9).slice(0, 9));
const FILES: Record<string, string> = {
  'event.trf': annAs('Ann\u2028Adams'),
  'paragraph.trf': annAs('Ann\u2029Adams'),
  'event.csv': example('spring-swiss.csv'),
  'prizes.csv': 'Group,Place,Prize\nOverall,1,$100\n',
  'teams.csv': example('team-swiss.csv').replace('Ann Arbor Knights', `Ann Arbor Knights${FORGED}`),
};
const cli = (...argv: string[]) => runCli(argv, FILES);

/** Each writer of an individual event, with the text it must show. */
const WRITERS: [string, string[]][] = [
  ['standings', ['standings', 'event.trf']],
  ['prizes', ['prizes', 'event.trf', 'prizes.csv']],
];

describe.each(WRITERS)('%s', (_, argv) => {
  test.each(['table', 'csv'])('--format %s shows the separator and holds none', (format) => {
    const r = cli(...argv, '--format', format);
    expect(r.err).toBe('');
    expect(r.status).toBe(0);
    expect(r.out).toContain('Ann\\u2028Adams');
    expect(r.out).not.toMatch(/[\u2028\u2029]/);
  });
});

test('--explain shows it too, and the paragraph separator', () => {
  const r = cli('standings', 'paragraph.trf', '--explain', '1');
  expect(r.status).toBe(0);
  expect(r.out).toContain('Ann\\u2029Adams');
  expect(r.out).not.toMatch(/[\u2028\u2029]/);
});

test('--format json escapes it, and the name reads back as it was', () => {
  const r = cli('standings', 'event.trf', '--format', 'json');
  expect(r.status).toBe(0);
  expect(r.out).toContain('"Ann\\u2028Adams"');
  expect(r.out).not.toMatch(/[\u2028\u2029]/);
  expect(JSON.parse(r.out).standings.map((p: { name: string }) => p.name)).toContain('Ann\u2028Adams');
});

test('--csv-raw keeps the name as read, inside quotes as a line break is', () => {
  const r = cli('standings', 'event.trf', '--format', 'csv', '--csv-raw');
  expect(r.status).toBe(0);
  expect(r.out).toContain(',"Ann\u2028Adams",');
});

test('a sheet or CSV cell never hands one on: it reads as a space, as every space does', () => {
  const r = cli('standings', 'teams.csv', '--format', 'csv', '--csv-raw');
  expect(r.status).toBe(0);
  expect(r.out).toContain('Ann Arbor Knights 001 9 m Forged Player');
});

describe('export-trf refuses a separator in any field it writes', () => {
  test('--name', () => {
    const r = cli('export-trf', 'event.csv', '--name', `Spring${FORGED}`);
    expect(r.status).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toContain(
      'the event name (--name, TRF line 012) holds a line separator (U+2028) at character 7; expected one line of printable text.',
    );
  });

  test("a player's name", () => {
    const r = cli('export-trf', 'paragraph.trf');
    expect(r.status).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toContain(
      "line 7: player 1's name holds a paragraph separator (U+2029) at character 4; a TRF name (line 001) is printable text on one line; expected the name without it.",
    );
  });
});

test('one rule: each helper shows or finds both separators', () => {
  expect(oneLine('a\u2028b\u2029c\nd')).toBe('a\\u2028b\\u2029c\nd');
  expect(neutralise('=x\u2028')).toBe("'=x\\u2028");
  expect(neutralise('\u2028=x')).toBe('\\u2028=x');
  expect(printableCell('a\u2028b\nc')).toBe('a\\u2028b\\x0Ac');
  expect(printableText('a\u2029b\nc')).toBe('a\\u2029b\nc');
  expect(csvField('a\u2028b')).toBe('"a\u2028b"');
  expect(lineBreaking('ab\u2029')).toEqual({ char: '\u2029', index: 2 });
  expect(lineBreaking('a b')).toBeNull();
});
