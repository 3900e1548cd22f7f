/**
 * No number on a sheet the add-on writes displays differently from the CLI's table. For every
 * tiebreak system and every preset, on the example and on a generated event with byes, forfeits
 * and quarter points, "Rank standings" runs through the built add-on in the emulator; the
 * Standings sheet's displayed text (getDisplayValues, the number formats rendered) is compared
 * cell by cell with what `tiebreaks standings` prints for the same settings, through the one
 * mapping sheetText (points shown with ¼ ½ ¾, as the CLI prints them). The Prizes sheet is compared with `tiebreaks prizes`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  AppsScriptRuntime,
  EmulatedSheet,
  EmulatedSpreadsheet,
  loadDist,
  putValues,
  Value,
  valuesFromDelimited,
} from '../../emulator';
import { sheetText } from '../../src/sheets/numberFormats';
import { PRESETS } from '../../src/standings/presets';
import { TIEBREAK_CODES } from '../../src/tiebreaks/registry';
import { DIST, ensureBuilt, ROOT } from '../bundle/built';
import { runCli } from '../support/cli';
import { generateSwiss } from '../support/generate';
import { onSheet, sheetLabels } from '../support/sheetLabels';
import { standingsTable, titledTable } from '../support/standingsSheet';

beforeAll(() => ensureBuilt());

const example = (name: string) => fs.readFileSync(path.join(ROOT, 'examples', name), 'utf8');

/** A 20-player, 7-round Swiss with many draws (quarter-point Sonneborn-Berger), byes of every kind, forfeits and unrated players. */
function generatedEvent(): string {
  const g = generateSwiss(20261125, 20, 7, {
    draw: 0.35,
    halfBye: 0.06,
    zeroBye: 0.03,
    forfeit: 0.06,
    forfeitDraw: 0.02,
    withdraw: 0.04,
    unrated: 0.15,
  });
  return g.csv;
}

const EVENTS: [string, string][] = [
  ['examples/spring-swiss.csv', example('spring-swiss.csv')],
  ['a generated Swiss with byes, forfeits and quarter points', generatedEvent()],
];

/** The cells of a fixed-width table the CLI printed (header, dashes, rows), split at the columns the dashes mark; stops at the first blank line. */
function cliTable(out: string): string[][] {
  const lines = out.split('\n');
  const end = lines.indexOf('', 2);
  const dashes = lines[1];
  const spans: [number, number][] = [];
  for (const m of dashes.matchAll(/-+/g)) spans.push([m.index!, m.index! + m[0].length]);
  const cells = (line: string) =>
    spans.map(([a, b], c) => (c === spans.length - 1 ? line.slice(a) : line.slice(a, b)).trim());
  return [cells(lines[0]), ...lines.slice(2, end === -1 ? undefined : end).map(cells)];
}

/**
 * The CLI's table with its tiebreak labels as the sheet heads them ("SB(scores=adjusted)" → "SB"),
 * in the header and at the start of "Decided by" (test/support/sheetLabels.ts).
 */
function asSheetHeads(cli: string[][]): string[][] {
  const [header = [], ...lines] = cli;
  const first = header.indexOf('Score') >= 0 ? header.indexOf('Score') : header.indexOf('MP');
  const last = header.indexOf('Decided by');
  if (first < 0 || last < 0) return cli;
  const labels = sheetLabels(header.slice(first + 1, last));
  return [
    header.map((h, c) => (c > first && c < last ? (labels.get(h) ?? h) : h)),
    ...lines.map((line) => line.map((text, c) => (c === last ? onSheet(text, labels) : text))),
  ];
}

/**
 * The sheet's displayed table against the CLI's: the same header and, cell by cell, the same
 * text, a number's glyphs ¼ ½ ¾ in the sheet's fraction form. Every non-empty cell of the
 * number columns is a number on the sheet (it sorts and sums), and a cell is text only where
 * the CLI's is not a number (a shared rank "3-5", a name, "Decided by").
 */
function expectShownAsCli(
  sheet: { displayed: string[][]; rows: Value[][] },
  cliCells: string[][],
  where: string,
): void {
  const cli = asSheetHeads(cliCells);
  const [header, ...lines] = cli;
  expect({ where, header: sheet.displayed[0] }).toEqual({ where, header });
  expect({ where, rows: sheet.rows.length }).toEqual({ where, rows: lines.length });
  const differ: string[] = [];
  lines.forEach((line, r) => {
    line.forEach((text, c) => {
      const value = sheet.rows[r][c];
      const shown = sheet.displayed[r + 1][c];
      // AOB prints two decimals ("13.40"): a number too.
      const numeric = /^-?\d*(\.\d+)?[¼½¾]?$/.test(text) && text !== '' && text !== '-';
      const expected = typeof value === 'number' ? sheetText(text) : text;
      if (shown !== expected) differ.push(`row ${r + 1} ${header[c]}: sheet "${shown}", CLI "${text}"`);
      if (numeric !== (typeof value === 'number') && header[c] !== 'Name')
        differ.push(`row ${r + 1} ${header[c]}: ${JSON.stringify(value)} for CLI "${text}"`);
    });
  });
  expect({ where, differ: differ.slice(0, 5) }).toEqual({ where, differ: [] });
}

/** One runtime per event, its crosstable on "Crosstable", ranked again for each setting. */
function eventRuntime(csv: string): AppsScriptRuntime {
  const ss = new EmulatedSpreadsheet('Event', 'Crosstable');
  putValues(ss, 'Crosstable', valuesFromDelimited(csv));
  return loadDist(DIST, { spreadsheet: ss });
}

/** Ranks from the sidebar with `settings`, the crosstable selected; the Standings sheet, or the failure message. */
function rankOn(rt: AppsScriptRuntime, settings: Record<string, unknown>): EmulatedSheet | string {
  rt.spreadsheet.hostSelect('Crosstable', 'A1');
  const out = rt.run('rankStandings', { lots: false, lotSeed: 1, afterRound: null, order: [], ...settings }) as {
    ok: boolean;
    message?: string;
    sheetName?: string;
  };
  return out.ok ? rt.spreadsheet.hostSheet(out.sheetName!) : out.message!;
}

describe.each(EVENTS)('the Standings sheet shows what the CLI prints: %s', (_name, csv) => {
  let rt: AppsScriptRuntime;
  beforeAll(() => {
    rt = eventRuntime(csv);
  });

  const cases: [string, string[], Record<string, unknown>][] = [
    ...PRESETS.map((p): [string, string[], Record<string, unknown>] => [
      `preset ${p.id}`,
      ['--preset', p.id],
      { preset: p.id },
    ]),
    ...TIEBREAK_CODES.map((code): [string, string[], Record<string, unknown>] => [
      `system ${code}`,
      ['--tiebreaks', code],
      { preset: 'custom', order: [code] },
    ]),
  ];

  test.each(cases)('%s', (what, flags, settings) => {
    const cli = runCli(['standings', 'event.csv', ...flags], { 'event.csv': csv });
    const sheet = rankOn(rt, settings);
    if (cli.status !== 0) {
      // A system the event cannot use (game points on individual players): refused by both.
      expect(typeof sheet).toBe('string');
      return;
    }
    expect(typeof sheet === 'string' ? sheet : 'ranked').toBe('ranked');
    const table = standingsTable(sheet as EmulatedSheet);
    expectShownAsCli(table, cliTable(cli.out), what);
    // Both events have Sonneborn-Berger quarters (a draw against a half-point score), shown "5¼" as the CLI prints them.
    if (what === 'system SB') expect(table.displayed.some((r) => /^\d+[¼¾]$/.test(r[6]))).toBe(true);
  });
});

test('a team event: MP and GP show as the CLI prints them', () => {
  const csv = example('team-swiss.csv');
  const rt = eventRuntime(csv);
  const cli = runCli(['standings', 'event.csv'], { 'event.csv': csv });
  expect(cli.status).toBe(0);
  const sheet = rankOn(rt, { preset: 'uscf' });
  const table = standingsTable(sheet as EmulatedSheet);
  // The CLI's team table prints the team's name under "Team".
  expectShownAsCli(table, cliTable(cli.out), 'team-swiss.csv');
  expect(table.displayed.some((r) => /\d½$/.test(r[5]))).toBe(true);
});

test('the Prizes sheet shows what `tiebreaks prizes` prints, money as "$37.50"', () => {
  const ss = new EmulatedSpreadsheet('Event', 'Crosstable');
  putValues(ss, 'Crosstable', valuesFromDelimited(example('spring-swiss.csv')));
  ss.insertSheet('Prize table');
  putValues(ss, 'Prize table', valuesFromDelimited(example('spring-prizes.csv')));
  ss.setActiveSheet(ss.getSheetByName('Crosstable')!);
  const rt = loadDist(DIST, { spreadsheet: ss });
  const out = rt.run('makePrizeList', { prizeRange: "'Prize table'!A1:C8", crosstableRange: 'Crosstable!A1:I16' }) as {
    ok: boolean;
  };
  expect(out.ok).toBe(true);
  const prizes = rt.spreadsheet.hostSheet('Prizes');
  const { displayed, rows } = titledTable(prizes, 'Group');
  const cli = runCli(['prizes', 'examples/spring-swiss.csv', 'examples/spring-prizes.csv'], (p) =>
    fs.readFileSync(path.join(ROOT, p), 'utf8'),
  );
  expect(cli.status).toBe(0);
  const table = cliTable(cli.out);
  expect(displayed[0]).toEqual(table[0]);
  expect(rows).toHaveLength(table.length - 1);
  table
    .slice(1)
    .forEach((line, r) =>
      line.forEach((text, c) =>
        expect([r, table[0][c], displayed[r + 1][c]]).toEqual([
          r,
          table[0][c],
          typeof rows[r][c] === 'number' ? sheetText(text) : text,
        ]),
      ),
    );
  // Money and scores stay numbers.
  expect(rows.map((r) => typeof r[8])).toContain('number');
  expect(displayed.slice(1).map((r) => r[8])).toContain('$100.00');
  expect(displayed.slice(1).map((r) => r[6])).toContain('2½');
  // Ready to print: a bold header, frozen, banded with the rows.
  expect(prizes.getRange('A2:J2').getFontWeights()).toEqual([Array(10).fill('bold')]);
  expect(prizes.getFrozenRows()).toBe(2);
  expect(prizes.getBandings().map((b) => b.getRange().getA1Notation())).toEqual([`A2:J${rows.length + 2}`]);
});
