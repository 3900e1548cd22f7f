/**
 * Issue 5 through the emulated runtime, on the built dist/Code.js: the menu, "Rank standings"
 * writing its own sheet (values as the CLI prints them), what it never touches, its constant
 * number of service calls, formula-like names, the document lock, and the sidebar's calls.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  AppsScriptRuntime,
  EmulatedSpreadsheet,
  loadDist,
  putValues,
  Value,
  valuesFromDelimited,
} from '../../emulator';
import { readAny } from '../../src/read/readAny';
import { decidedByText } from '../../src/standings/format';
import { sheetHeaders } from '../../src/standings/columnWords';
import { lotsDrawn } from '../../src/standings/lotsDrawn';
import { findPreset } from '../../src/standings/presets';
import { rank } from '../../src/standings/rank';
import { DIST, ensureBuilt, ROOT } from '../bundle/built';
import { generateSwiss } from '../support/generate';
import { standingsTable } from '../support/standingsSheet';
import { placeValue } from '../../src/sheets/numberFormats';
import { RANK_PLACE_WORDS } from '../../src/sheets/standingsSheet';
import { describeShared, sharedFiles } from '../support/shared';

interface CliStandings {
  tiebreaks: string[];
  standings: {
    rank: string;
    place: string;
    number: number;
    name: string;
    score: number;
    values: Record<string, number | null>;
    decidedBy: string | null;
  }[];
}

const EXAMPLE = path.join(ROOT, 'examples/spring-swiss.csv');

beforeAll(() => ensureBuilt());

function cli(file: string, preset: string): CliStandings {
  return JSON.parse(
    execFileSync('node', ['bin/tiebreaks.cjs', 'standings', file, '--preset', preset, '--format', 'json'], {
      cwd: ROOT,
      encoding: 'utf8',
    }),
  );
}

/** A runtime whose active sheet "Crosstable" holds the given values. */
function withTable(values: Value[][], name = 'Crosstable'): AppsScriptRuntime {
  const ss = new EmulatedSpreadsheet('Event', name);
  putValues(ss, name, values);
  return loadDist(DIST, { spreadsheet: ss });
}

const exampleValues = () => valuesFromDelimited(fs.readFileSync(EXAMPLE, 'utf8'));

/** Every sheet's values and formats, to show nothing but the standings sheet changed. */
function snapshot(rt: AppsScriptRuntime, except: string[] = []) {
  return rt.spreadsheet
    .getSheets()
    .filter((s) => !except.includes(s.getName()))
    .map((s) => ({
      name: s.getName(),
      values: JSON.stringify(s.hostValues()),
      formats: JSON.stringify(s.getDataRange().getNumberFormats()),
    }));
}

/** The standings sheet checked against the CLI's JSON for the same file and preset. */
function expectLikeCli(rt: AppsScriptRuntime, sheetName: string, expected: CliStandings): void {
  const { header, rows } = standingsTable(rt.spreadsheet.hostSheet(sheetName));
  expect(header).toEqual(['Rank', 'Place', 'No.', 'Name', 'Rating', 'Score', ...expected.tiebreaks, 'Decided by']);
  expect(rows).toHaveLength(expected.standings.length);
  expected.standings.forEach((row, i) => {
    const line = rows[i];
    // Rank and Place are numbers unless shared ("3-5" stays text).
    expect(line.slice(0, 4)).toEqual([placeValue(row.rank), placeValue(row.place), row.number, row.name]);
    expect(line[5]).toBe(row.score);
    expected.tiebreaks.forEach((label, k) => expect(line[6 + k]).toBe(row.values[label] ?? ''));
  });
}

describe('the menu', () => {
  test('onOpen builds the add-on menu only; every item names a real global function', () => {
    const rt = withTable(exampleValues());
    rt.calls.reset();
    rt.run('onOpen', { authMode: 'NONE' });
    // No properties, no sheet data: only the UI.
    expect(Object.keys(rt.calls.toJSON()).every((k) => /^(SpreadsheetApp\.getUi|Ui\.|Menu\.)/.test(k))).toBe(true);
    const [menu] = rt.spreadsheet.hostUi.hostMenus;
    const items = menu.hostItems.filter((i) => !i.separator);
    expect(items.map((i) => i.caption)).toEqual([
      'Rank standings',
      'Rank all sections',
      'Print standings',
      'Before the last round',
      'Open sidebar',
      'Make prize list',
      'Rating report',
      "Check another program's numbers",
      'New crosstable',
      'Insert example crosstable',
      'Help',
      'Self-test in this spreadsheet',
    ]);
    const globals = rt.functionNames();
    for (const item of items) expect(globals).toContain(item.functionName);
  });

  test('onInstall builds the same menu', () => {
    const rt = withTable(exampleValues());
    rt.run('onInstall', {});
    expect(rt.spreadsheet.hostUi.hostMenus[0].hostItems.filter((i) => !i.separator)).toHaveLength(12);
  });

  test('Insert example crosstable puts the example on a new sheet, values as the CSV import gives them', () => {
    const rt = withTable([['x']], 'Mine');
    rt.run('insertExampleCrosstable');
    rt.run('insertExampleCrosstable');
    expect(rt.spreadsheet.getSheets().map((s) => s.getName())).toEqual(['Mine', 'Spring Swiss', 'Spring Swiss 2']);
    expect(rt.spreadsheet.hostSheet('Spring Swiss').hostValues()).toEqual(exampleValues());
    expect(rt.spreadsheet.hostSheet('Mine').hostValues()).toEqual([['x']]);
    // Numbers show as the CSV writes them: "1" and "2104", never "1." (the format "0.##" on a whole number).
    const shown = rt.spreadsheet.hostSheet('Spring Swiss').getDataRange().getDisplayValues();
    const csv = fs
      .readFileSync(EXAMPLE, 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split(','));
    expect(shown.map((r) => r.slice(0, 4))).toEqual(csv.map((r) => r.slice(0, 4)));
  });

  test('Help lists every preset with its source, the systems, team events and prize lists', () => {
    const rt = withTable(exampleValues());
    rt.run('showHelp');
    const html = rt.spreadsheet.hostUi.hostDialogs[0].html.getContent();
    expect(html).toContain('US Chess Official Rules of Chess, 7th edition, rule 34E');
    expect(html).toContain('Modified Median');
    expect(html).toContain('=STANDINGS(');
    expect(html).toContain('<b>Team events.</b>');
    expect(html).toContain('<b>Make prize list</b>');
  });

  test('Open sidebar shows dist/sidebar.html', () => {
    const rt = withTable(exampleValues());
    rt.run('showSidebar');
    expect(rt.spreadsheet.hostUi.hostSidebar?.getContent()).toBe(
      fs.readFileSync(path.join(DIST, 'sidebar.html'), 'utf8'),
    );
  });
});

describe('Rank standings on the example', () => {
  test('writes the standings sheet with the values the CLI prints (uscf), and leaves the crosstable alone', () => {
    const rt = withTable(exampleValues());
    const before = snapshot(rt);
    rt.run('rankStandingsFromMenu');
    expect(snapshot(rt, ['Standings'])).toEqual(before);
    const expected = cli(EXAMPLE, 'uscf');
    expectLikeCli(rt, 'Standings', expected);
    const sheet = rt.spreadsheet.hostSheet('Standings');
    // Player 1's line, as the CLI prints it.
    const one = expected.standings.find((r) => r.number === 1)!;
    const line = sheet.hostValues().find((r) => r[2] === 1)!;
    expect(line.slice(6, 10)).toEqual([one.values.MM, one.values.SOLK, one.values.CUM, one.values.OPPCUM]);
    expect(line[4]).toBe(2104);
    // Decided by: the engine's own words.
    const t = readAny(exampleValues()).tournament;
    const s = rank(t, { order: findPreset('uscf').order });
    const table = standingsTable(sheet);
    expect(table.rows.map((r) => r[r.length - 1])).toEqual(s.rows.map((r) => decidedByText(s, r)));
    // Ready to print: a title naming the event and rule set, the header bold and frozen with it,
    // the table banded, and a footnote naming the rule set's source.
    expect(table.title).toBe('Event standings, US Chess 7th edition, after round 5');
    expect(table.footnote).toBe(
      'Tiebreaks in order: MM Modified Median; SOLK Solkoff; CUM Cumulative; OPPCUM Opposition Cumulative.\n' +
        `${RANK_PLACE_WORDS}\n` +
        'Rule set: US Chess 7th edition, from US Chess Official Rules of Chess, 7th edition, rule 34E.',
    );
    expect(table.headerRow).toBe(2);
    expect(sheet.getFrozenRows()).toBe(2);
    expect(sheet.getRange(1, 1, 2, table.header.length).getFontWeights()).toEqual([
      table.header.map(() => 'bold'),
      table.header.map(() => 'bold'),
    ]);
    expect(sheet.getRange(3, 1).getFontWeight()).toBe('normal');
    expect(sheet.getBandings().map((b) => b.getRange().getA1Notation())).toEqual([`A2:K${2 + table.rows.length}`]);
    // Widths fit the text (about 7 pixels a character): every column shows its longest text.
    const widths = table.header.map((_, c) => sheet.getColumnWidth(c + 1));
    table.header.forEach((_, c) =>
      expect(widths[c]).toBeGreaterThanOrEqual(7 * Math.max(...table.displayed.map((r) => r[c].length))),
    );
    expect(widths[3]).toBeGreaterThan(widths[2]);
    // Half points stay numbers, shown in Sheets' fraction form; ratings plain.
    expect(typeof sheet.hostValue(3, 6)).toBe('number');
    expect(table.displayed[1].slice(0, 10)).toEqual([
      '1',
      '1-3',
      '1',
      'Marcus Webb',
      '2104',
      '4',
      '14',
      '16½',
      '12½',
      '49½',
    ]);
    expect(sheet.getRange('A1').getNote()).toMatch(
      /Rule set: US Chess 7th edition\nTiebreaks in order: MM, SOLK, CUM, OPPCUM\nOptions: each tiebreak as its rule defines it/,
    );
    expect(sheet.getRange('A1').getNote()).toContain(
      "A tie reaching a tiebreak the table has no data for: pass it over (the rule set's default)",
    );
    // Its mark, and the crosstable it was made from (a sidebar opened on it reads that table).
    const crosstableId = rt.spreadsheet.getSheetByName('Crosstable')!.getSheetId();
    expect(sheet.getDeveloperMetadata().map((m) => [m.getKey(), m.getValue()])).toEqual([
      ['tiebreaks-addon', 'standings'],
      ['tiebreaks-source', JSON.stringify({ sheetId: crosstableId, range: '' })],
    ]);
    expect(rt.spreadsheet.hostToasts.at(-1)?.msg).toMatch(/^15 players ranked; \d+ ties? decided by /);
  });

  test('re-running replaces only its own sheet; a "Standings" it does not own survives', () => {
    const rt = withTable(exampleValues());
    putValues(rt.spreadsheet, 'Standings', [['my notes'], ['keep']]);
    rt.spreadsheet.hostSelect('Crosstable', 'A1');
    rt.run('rankStandingsFromMenu');
    expect(rt.spreadsheet.hostSheet('Standings').hostValues()).toEqual([['my notes'], ['keep']]);
    const first = rt.spreadsheet.hostSheet('Standings (2)').hostValues();
    rt.spreadsheet.hostSelect('Crosstable', 'A1');
    rt.run('rankStandingsFromMenu');
    expect(rt.spreadsheet.getSheets().map((s) => s.getName())).toEqual(['Crosstable', 'Standings', 'Standings (2)']);
    expect(rt.spreadsheet.hostSheet('Standings (2)').hostValues()).toEqual(first);
  });

  test('a selection of more than one cell is what is read; problems are listed with sheet cells', () => {
    const values = exampleValues();
    values[3][6] = 'Q99'; // player 3, round 3
    const ss = new EmulatedSpreadsheet('Event', 'Crosstable');
    ss.getActiveSheet().hostSetValues(3, 2, values); // the table starts at B3
    const rt = loadDist(DIST, { spreadsheet: ss });
    ss.hostSelect('Crosstable', `B3:J${values.length + 2}`);
    rt.run('rankStandingsFromMenu');
    const alert = rt.spreadsheet.hostUi.hostAlerts[0].prompt;
    expect(alert).toMatch(/\bH6: /);
    expect(rt.spreadsheet.getSheets()).toHaveLength(1);
  });

  test('saved settings are used: a preset, after round, lots', () => {
    const rt = withTable(exampleValues());
    rt.properties.hostDocument.setProperty(
      'tiebreaks.settings',
      JSON.stringify({ preset: 'madison-swiss', afterRound: 4, lots: true, lotSeed: 1234 }),
    );
    rt.run('rankStandingsFromMenu');
    const table = standingsTable(rt.spreadsheet.hostSheet('Standings'));
    expect(table.header).toEqual([
      'Rank',
      'Place',
      'No.',
      'Name',
      'Rating',
      'Score',
      'MM',
      'CUM',
      'SOLK',
      'OPPCUM',
      'Lots',
      'Decided by',
    ]);
    expect(table.title).toBe('Event standings, Madison City Chess League, Swiss, after round 4');
    const t = readAny(exampleValues()).tournament;
    const s = rank(t, { order: findPreset('madison-swiss').order, afterRound: 4, lotSeed: 1234 });
    expect(table.rows.map((r) => r[r.length - 1])).toEqual(
      s.rows.map((r) => decidedByText(s, r, sheetHeaders(s.order))),
    );
    // No tie was left for the lots after round 4: the column is blank.
    expect(table.rows.map((r) => r[r.length - 2])).toEqual(lotsDrawn(s).map(() => ''));
    expect(table.footnote).toContain(
      'Drawing of lots: lots drawn with number 1234; the same number draws the same lots.',
    );
    expect(table.footnote).toContain(
      'Lots Drawing of lots, the order drawn within a tie the tiebreaks left (1 goes first)',
    );
    expect(rt.spreadsheet.hostSheet('Standings').getRange('A1').getNote()).toContain('after round 4');
  });
});

test('the Lots column shows the order drawn within each tie, not the lots themselves', () => {
  const rt = withTable(exampleValues());
  rt.properties.hostDocument.setProperty(
    'tiebreaks.settings',
    JSON.stringify({ preset: 'custom', order: ['BLACKS'], lots: true, lotSeed: 1234 }),
  );
  rt.run('rankStandingsFromMenu');
  const table = standingsTable(rt.spreadsheet.hostSheet('Standings'));
  expect(table.header.slice(-3)).toEqual(['BLACKS', 'Lots', 'Decided by']);
  // Games with Black leave, on 4 points, Marcus Webb and David Okafor tied on 2 (Elena Sokolova has 3);
  // on 3 all three players on 3; on 2½ three of the four (Nora Lindqvist has 3); on 1½ both players.
  expect(table.rows.map((r) => r[table.header.length - 2])).toEqual(['', 1, 2, 1, 2, 3, '', 1, 2, 3, '', 1, 2, '', '']);
  expect(table.rows[2]![table.header.length - 1]).toBe('lots drawn with number 1234');
});

describe('safety and cost', () => {
  test('a formula-like or HTML-like name is written as text', () => {
    const values = exampleValues();
    values[1][1] = '=HYPERLINK("http://x","y")';
    values[2][1] = '+1-2';
    values[3][1] = '<img src=x onerror=alert(1)>';
    const rt = withTable(values);
    rt.run('rankStandingsFromMenu');
    const sheet = rt.spreadsheet.hostSheet('Standings');
    expect(sheet.hostFormulas()).toEqual([]);
    const names = sheet.hostValues().map((r) => r[3]);
    expect(names).toContain('=HYPERLINK("http://x","y")');
    expect(names).toContain('+1-2');
    expect(names).toContain('<img src=x onerror=alert(1)>');
  });

  test('a held document lock makes Rank fail with a clear message and write nothing', () => {
    const rt = withTable(exampleValues());
    rt.locks.hostDocument.hostHoldElsewhere();
    const before = snapshot(rt);
    rt.run('rankStandingsFromMenu');
    expect(rt.spreadsheet.hostUi.hostAlerts[0].prompt).toMatch(
      /^Rank standings is already running in this spreadsheet .*nothing was written by it/,
    );
    expect(snapshot(rt)).toEqual(before);
    const out = rt.run('rankStandings', { preset: 'uscf' }) as { ok: boolean; message: string };
    expect(out.ok).toBe(false);
    expect(snapshot(rt)).toEqual(before);
    rt.locks.hostDocument.hostRelease();
    expect((rt.run('rankStandings', { preset: 'uscf' }) as { ok: boolean }).ok).toBe(true);
  });

  test('one read and one write whatever the size: the same service calls for 10 and 1,000 players', () => {
    const counts = [10, 1000].map((n) => {
      const g = generateSwiss(7, n, 7);
      const rt = withTable(g.grid.map((r) => r.map((c) => (c === '' ? '' : /^\d+(\.\d+)?$/.test(c) ? Number(c) : c))));
      rt.calls.reset();
      rt.run('rankStandingsFromMenu');
      expect(standingsTable(rt.spreadsheet.hostSheet('Standings')).rows).toHaveLength(n);
      const calls = rt.calls.toJSON();
      expect(calls['Range.getValues']).toBe(1);
      expect(calls['Range.setValues']).toBe(1);
      // A new sheet has 1,000 rows: more players need one call to add rows, the only difference allowed.
      delete calls['Sheet.insertRowsAfter'];
      return calls;
    });
    expect(counts[1]).toEqual(counts[0]);
  });
});

describe('the sidebar server calls', () => {
  test('state is plain JSON: settings, every preset, every system, what the table reads as', () => {
    const rt = withTable(exampleValues());
    const state = rt.run('getSidebarState') as Record<string, any>;
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    expect(state.settings).toEqual({
      preset: 'uscf',
      order: [],
      afterRound: null,
      lots: false,
      lotSeed: 1,
      matchPoints: '2,1,0',
      notation: '',
      pab: '',
      fideRules: '',
      missingData: '',
    });
    expect(state.presets.map((p: any) => p.id)).toEqual(expect.arrayContaining(['uscf', 'mca', 'fide']));
    expect(state.table).toMatchObject({ ok: true, sheet: 'Crosstable', players: 15, rounds: 5, colours: true });
  });

  test('rankStandings saves the settings per spreadsheet and reports the summary', () => {
    const rt = withTable(exampleValues());
    const out = rt.run('rankStandings', {
      preset: 'custom',
      order: ['SOLK', 'sb(scores=adjusted)'],
      afterRound: null,
      lots: false,
      lotSeed: 5,
    }) as any;
    expect(out).toMatchObject({ ok: true, sheetName: 'Standings', players: 15 });
    expect(JSON.parse(rt.properties.hostDocument.getProperty('tiebreaks.settings')!)).toEqual({
      preset: 'custom',
      order: ['SOLK', 'SB(scores=adjusted)'],
      afterRound: null,
      lots: false,
      lotSeed: 5,
      // Not sent: the default scale, used only on a team table.
      matchPoints: '2,1,0',
      // Not sent: the notation detected, the table's bye value, no FIDE rules version, the rule set's missing-data default.
      notation: '',
      pab: '',
      fideRules: '',
      missingData: '',
    });
    const table = standingsTable(rt.spreadsheet.hostSheet('Standings'));
    // A short header; what the option changes is said in words under the table and in the note.
    expect(table.header.slice(6, 8)).toEqual(['SOLK', 'SB']);
    expect(table.footnote).toBe(
      "Tiebreaks in order: SOLK Solkoff; SB Sonneborn-Berger, over opponents' adjusted scores.\n" +
        `${RANK_PLACE_WORDS}\nRule set: a custom order chosen for this event.`,
    );
    expect(rt.spreadsheet.hostSheet('Standings').getRange('A1').getNote()).toContain(
      "Options: SB over opponents' adjusted scores",
    );
  });

  test('problems come back with their cells; selectProblemCell selects one', () => {
    const values = exampleValues();
    values[2][5] = 'Q99';
    const rt = withTable(values);
    const info = rt.run('readCrosstableInfo') as any;
    expect(info.ok).toBe(false);
    expect(info.problems.map((p: any) => p.cell)).toContain('F3');
    putValues(rt.spreadsheet, 'Other', [['x']]);
    expect(rt.run('selectProblemCell', 'Crosstable', 'F3')).toBe(true);
    expect(rt.spreadsheet.getActiveSheet().getName()).toBe('Crosstable');
    expect(rt.spreadsheet.getActiveRange().getA1Notation()).toBe('F3');
  });
});

describeShared('Rank standings on a SwissSys reference file', () => {
  const [file] = sharedFiles('refdata', /^swisssys_.*\.csv$/);
  test(`${path.basename(file ?? '')}: the sheet holds what the CLI prints`, () => {
    const rt = withTable(valuesFromDelimited(fs.readFileSync(file, 'utf8')));
    const before = snapshot(rt);
    rt.run('rankStandingsFromMenu');
    expect(snapshot(rt, ['Standings'])).toEqual(before);
    expectLikeCli(rt, 'Standings', cli(file, 'uscf'));
  });
});
