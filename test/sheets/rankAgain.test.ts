/**
 * Rank, and rank again, through the built dist/Code.js in the emulated runtime: the table ranked
 * is remembered (document properties) and ranked again wherever the cursor is, including from the
 * Standings sheet; a sheet the add-on wrote is never read as a crosstable; a renamed crosstable
 * is still found, a deleted one gives way to the selection; a second ranking while one runs is
 * refused, never queued.
 */
import fs from 'node:fs';
import path from 'node:path';
import { AppsScriptRuntime, EmulatedSpreadsheet, loadDist, putValues, valuesFromDelimited } from '../../emulator';
import { ordinal, placeWords } from '../../src/standings/ties';
import { DIST, ensureBuilt, ROOT } from '../bundle/built';
import { standingsTable } from '../support/standingsSheet';

beforeAll(() => ensureBuilt());

const example = () => valuesFromDelimited(fs.readFileSync(path.join(ROOT, 'examples/spring-swiss.csv'), 'utf8'));

/** The example on "Crosstable", and a second, smaller event on "Juniors" (the first four rows and two rounds). */
function twoEvents(): AppsScriptRuntime {
  const ss = new EmulatedSpreadsheet('Club', 'Crosstable');
  putValues(ss, 'Crosstable', example());
  ss.insertSheet('Juniors');
  putValues(ss, 'Juniors', [
    ['No.', 'Name', 'Rating', 'R1', 'R2'],
    [1, 'Ann', 1200, 'W2', 'D3'],
    [2, 'Ben', 1100, 'L1', 'B'],
    [3, 'Cai', 1000, 'B', 'D1'],
  ]);
  ss.setActiveSheet(ss.getSheetByName('Crosstable')!);
  return loadDist(DIST, { spreadsheet: ss });
}

const names = (rt: AppsScriptRuntime) => standingsTable(rt.spreadsheet.hostSheet('Standings')).rows.map((r) => r[3]);
const alerts = (rt: AppsScriptRuntime) => rt.spreadsheet.hostUi.hostAlerts.map((a) => a.prompt);

describe('Rank again', () => {
  test('from the Standings sheet, the menu ranks the crosstable it ranked before', () => {
    const rt = twoEvents();
    rt.run('rankStandingsFromMenu');
    expect(alerts(rt)).toEqual([]);
    expect(rt.spreadsheet.getActiveSheet().getName()).toBe('Standings');
    const first = names(rt);
    expect(first).toHaveLength(15);
    // Rank again with the Standings sheet active: the same 15 players, no "expected a header row".
    rt.run('rankStandingsFromMenu');
    expect(alerts(rt)).toEqual([]);
    expect(names(rt)).toEqual(first);
    expect(JSON.parse(rt.properties.hostDocument.getProperty('tiebreaks.table')!)).toEqual({
      sheetId: rt.spreadsheet.getSheetByName('Crosstable')!.getSheetId(),
      range: '',
    });
  });

  test('the remembered table is ranked wherever the cursor is; "Use selection" chooses another', () => {
    const rt = twoEvents();
    rt.run('rankStandingsFromMenu');
    rt.spreadsheet.hostSelect('Juniors', 'B2');
    rt.run('rankStandingsFromMenu');
    expect(names(rt)).toHaveLength(15);
    // The sidebar's "Use selection" makes Juniors the table, for the menu too.
    rt.spreadsheet.hostSelect('Juniors', 'A1:E4');
    const info = rt.run('useSelectedTable', null) as { sheet: string; range: string; ok: boolean; players: number };
    expect(info).toMatchObject({ sheet: 'Juniors', range: 'A1:E4', ok: true, players: 3 });
    rt.spreadsheet.setActiveSheet(rt.spreadsheet.getSheetByName('Crosstable')!);
    rt.run('rankStandingsFromMenu');
    expect([...names(rt)].sort()).toEqual(['Ann', 'Ben', 'Cai']);
  });

  test('a whole-sheet table takes the rows added since it was ranked', () => {
    const rt = twoEvents();
    rt.spreadsheet.hostSelect('Juniors', 'A1');
    rt.run('rankStandingsFromMenu');
    expect(names(rt)).toHaveLength(3);
    rt.spreadsheet.hostSheet('Juniors').hostSetValues(5, 1, [[4, 'Dee', 900, 'U', 'U']]);
    rt.run('rankStandingsFromMenu');
    expect(names(rt)).toContain('Dee');
  });

  test('a renamed crosstable is still the table; a deleted one gives way to the selection', () => {
    const rt = twoEvents();
    rt.spreadsheet.hostSelect('Juniors', 'A1');
    rt.run('rankStandingsFromMenu');
    rt.spreadsheet.getSheetByName('Juniors')!.setName('Juniors (final)');
    rt.spreadsheet.setActiveSheet(rt.spreadsheet.getSheetByName('Crosstable')!);
    rt.run('rankStandingsFromMenu');
    expect(names(rt)).toHaveLength(3);
    expect(rt.spreadsheet.hostSheet('Standings').getRange('A1').getNote()).toContain(
      'Crosstable: Juniors (final)!A1:E4',
    );
    rt.spreadsheet.deleteSheet(rt.spreadsheet.getSheetByName('Juniors (final)')!);
    rt.spreadsheet.setActiveSheet(rt.spreadsheet.getSheetByName('Crosstable')!);
    rt.run('rankStandingsFromMenu');
    expect(alerts(rt)).toEqual([]);
    expect(names(rt)).toHaveLength(15);
  });

  test("a selection of all the sheet's data is remembered as the whole sheet: a round added later is ranked", () => {
    const rt = twoEvents();
    rt.spreadsheet.hostSelect('Juniors', 'A1:E4');
    rt.run('useSelectedTable', null);
    expect(JSON.parse(rt.properties.hostDocument.getProperty('tiebreaks.table')!).range).toBe('');
    rt.spreadsheet.hostSheet('Juniors').hostSetValues(1, 6, [['R3'], ['L2'], ['W1'], ['B']]);
    rt.spreadsheet.setActiveSheet(rt.spreadsheet.getSheetByName('Crosstable')!);
    rt.run('rankStandingsFromMenu');
    expect(alerts(rt)).toEqual([]);
    expect(standingsTable(rt.spreadsheet.hostSheet('Standings')).rows.map((r) => r[5])).toEqual([2.5, 2, 1.5]);
  });

  test('a block of a sheet that has grown beside it is refused by name, never ranked without the new cells', () => {
    const rt = twoEvents();
    // A note far from the table makes the sheet's data larger than the table: the block is remembered as it is.
    rt.spreadsheet.hostSheet('Juniors').hostSetValues(10, 8, [['notes']]);
    rt.spreadsheet.hostSelect('Juniors', 'A1:E4');
    rt.run('useSelectedTable', null);
    expect(JSON.parse(rt.properties.hostDocument.getProperty('tiebreaks.table')!).range).toBe('A1:E4');
    rt.spreadsheet.hostSheet('Juniors').hostSetValues(1, 6, [['R3'], ['L2'], ['W1'], ['B']]);
    rt.run('rankStandingsFromMenu');
    expect(alerts(rt)).toEqual([
      'Nothing was ranked or written.\nThe table ranked last is Juniors!A1:E4, but Juniors!F1 beside it now holds "R3": the table has grown. ' +
        'Select the whole table and choose "Use selection" in the sidebar (Extensions → Tiebreaks → Open sidebar), then rank again.',
    ]);
    expect(rt.spreadsheet.getSheetByName('Standings')).toBeNull();
    // The sidebar says the same under its table line and still opens.
    const state = rt.run('getSidebarState') as { table: { ok: boolean; problems: { message: string }[] } };
    expect(state.table.ok).toBe(false);
    expect(state.table.problems[0].message).toMatch(/^The table ranked last is Juniors!A1:E4, but Juniors!F1/);
  });

  test('a remembered range that no longer fits its sheet is refused by name; the sidebar still opens', () => {
    const rt = twoEvents();
    const id = rt.spreadsheet.getSheetByName('Juniors')!.getSheetId();
    rt.properties.hostDocument.setProperty('tiebreaks.table', JSON.stringify({ sheetId: id, range: 'A1:E5000' }));
    rt.run('rankStandingsFromMenu');
    expect(alerts(rt)[0]).toMatch(
      /^Nothing was ranked or written\.\nThe table ranked last, Juniors!A1:E5000, no longer fits its sheet/,
    );
    const state = rt.run('getSidebarState') as { table: { ok: boolean; problems: { message: string }[] } };
    expect(state.table.problems[0].message).toMatch(/no longer fits its sheet .*"Use selection"/);
    // Choosing the table again clears it.
    rt.spreadsheet.hostSelect('Juniors', 'A1');
    expect((rt.run('useSelectedTable', null) as { ok: boolean }).ok).toBe(true);
  });

  test('with nothing remembered, a sheet the add-on wrote ranks the crosstable it was made from', () => {
    const rt = twoEvents();
    rt.spreadsheet.setActiveSheet(rt.spreadsheet.getSheetByName('Juniors')!);
    rt.run('rankStandingsFromMenu');
    rt.properties.hostDocument.deleteProperty('tiebreaks.table');
    // The Standings sheet is active and keeps where it came from: Juniors, not the first sheet.
    expect(rt.spreadsheet.getActiveSheet().getName()).toBe('Standings');
    const info = rt.run('readCrosstableInfo', null, null) as { ok: boolean; sheet: string; players: number };
    expect(info).toMatchObject({ ok: true, sheet: 'Juniors', players: 3 });
    rt.run('rankStandingsFromMenu');
    expect(alerts(rt)).toEqual([]);
    expect([...names(rt)].sort()).toEqual(['Ann', 'Ben', 'Cai']);
  });

  test('with nothing remembered, a sheet the add-on wrote that does not say its table is refused by name, and nothing is written', () => {
    const rt = twoEvents();
    rt.run('rankStandingsFromMenu');
    rt.properties.hostDocument.deleteProperty('tiebreaks.table');
    // As a sheet written before the add-on kept its crosstable with it.
    for (const m of rt.spreadsheet.hostSheet('Standings').getDeveloperMetadata())
      if (m.getKey() === 'tiebreaks-source') m.remove();
    const before = JSON.stringify(rt.spreadsheet.hostSheet('Standings').hostValues());
    rt.run('rankStandingsFromMenu');
    expect(alerts(rt)).toEqual([
      'Nothing was ranked or written.\n"Standings" is a sheet Tiebreaks wrote, not a crosstable. Go to the sheet with your crosstable (or select the table there) and choose "Use selection" in the sidebar.',
    ]);
    expect(JSON.stringify(rt.spreadsheet.hostSheet('Standings').hostValues())).toBe(before);
    // The sidebar says the same as its table line, and "Use selection" there refuses too,
    // in plain words, as what to do rather than a problem to fix.
    const info = rt.run('readCrosstableInfo', null, null) as {
      ok: boolean;
      sheet: string;
      problems: { message: string }[];
      advice: string;
    };
    expect(info).toMatchObject({ ok: false, sheet: 'Standings', problems: [] });
    expect(info.advice).toMatch(/^"Standings" is a sheet Tiebreaks wrote/);
    expect((rt.run('useSelectedTable', null) as { ok: boolean }).ok).toBe(false);
  });

  test('the sidebar ranks exactly the table it shows, and a failure carries that table for its problems', () => {
    const rt = twoEvents();
    const juniors = { sheetId: rt.spreadsheet.getSheetByName('Juniors')!.getSheetId(), range: 'A1:E4' };
    const out = rt.run('rankStandings', { preset: 'uscf' }, juniors) as {
      ok: boolean;
      table: { sheet: string; a1: string };
      ranked: { name: string }[];
    };
    expect(out.ok).toBe(true);
    expect(out.table).toMatchObject({ sheet: 'Juniors', a1: 'A1:E4' });
    expect(out.ranked.map((p) => p.name)).toEqual(names(rt));
    expect(out.ranked).toHaveLength(3);
    rt.spreadsheet.hostSheet('Juniors').hostSetValues(2, 4, [['Q7']]);
    const failed = rt.run('rankStandings', { preset: 'uscf' }, juniors) as {
      ok: boolean;
      table: { sheet: string };
      problems: { cell: string }[];
    };
    expect(failed).toMatchObject({ ok: false, table: { sheet: 'Juniors' } });
    expect(failed.problems[0].cell).toBe('D2');
  });

  test('a ranking while another holds the lock is refused at once, not queued', () => {
    const rt = twoEvents();
    rt.locks.hostDocument.hostHoldElsewhere();
    const out = rt.run('rankStandings', { preset: 'uscf' }, null) as { ok: boolean; message: string };
    expect(out.ok).toBe(false);
    expect(out.message).toMatch(/^Rank standings is already running in this spreadsheet .*This request was not run/);
    expect(rt.spreadsheet.getSheetByName('Standings')).toBeNull();
  });
});

describe('Ties in words', () => {
  test('ordinals and shared places', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
    expect(placeWords('1-3')).toBe('1st–3rd');
    expect(placeWords('7')).toBe('7th');
  });

  test('every score group of the example, with the tiebreak and both values the "Decided by" column gives', () => {
    const rt = twoEvents();
    const out = rt.run('rankStandings', { preset: 'uscf' }, null) as { ties: string[] };
    const { rows } = standingsTable(rt.spreadsheet.hostSheet('Standings'));
    // One line per place shared on score; each step names the two players and the Decided by values.
    const groups = new Set(rows.map((r) => String(r[1])).filter((p) => p.includes('-')));
    expect(out.ties).toHaveLength(groups.size);
    for (let i = 1; i < rows.length; i++) {
      const decided = String(rows[i][rows[i].length - 1]);
      const m = /^MM (\S+) vs (\S+)$/.exec(decided);
      if (!m) continue;
      expect(out.ties.join('\n')).toContain(
        `${rows[i - 1][3]} ahead of ${rows[i][3]} on Modified Median ${m[1]} vs ${m[2]}`,
      );
    }
  });
});
