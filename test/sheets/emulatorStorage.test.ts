/**
 * The emulator's own bookkeeping: the row-array cell storage (emulator/grid.ts) must behave
 * as the sheet it stands for (last row and column after removals, blocks read and written), and
 * a fork of a runtime must be a deep, independent copy of everything the services hold.
 */
import { AppsScriptRuntime, EmulatedSpreadsheet, loadDist, putValues } from '../../emulator';
import { CellGrid } from '../../emulator/grid';
import { DIST, ensureBuilt } from '../bundle/built';

describe('cell storage', () => {
  test('the last row and column follow writes and removals, holes included', () => {
    const g = new CellGrid<string>();
    expect([g.lastRow(), g.lastCol()]).toEqual([0, 0]);
    g.set(3, 2, 'a');
    g.set(1, 5, 'b');
    expect([g.lastRow(), g.lastCol()]).toEqual([3, 5]);
    g.delete(1, 5);
    expect([g.lastRow(), g.lastCol()]).toEqual([3, 2]);
    g.delete(3, 2);
    expect([g.lastRow(), g.lastCol()]).toEqual([0, 0]);
    g.set(7, 1, 'c');
    g.delete(2, 2); // nothing there: no change
    expect([g.lastRow(), g.lastCol()]).toEqual([7, 1]);
  });

  test('blocks read "" and General where empty, and copies, so a read value cannot change the sheet', () => {
    const ss = new EmulatedSpreadsheet();
    const sheet = ss.getActiveSheet();
    const day = new Date(Date.UTC(2026, 0, 2));
    sheet.getRange(2, 2, 2, 2).setValues([
      ['x', 1],
      [day, true],
    ]);
    sheet.getRange('C3').setNumberFormat('0.00');
    const values = sheet.getRange('A1:C3').getValues();
    expect(values).toEqual([
      ['', '', ''],
      ['', 'x', 1],
      ['', day, true],
    ]);
    (values[2][1] as Date).setUTCFullYear(1999);
    expect(sheet.getRange('B3').getValue()).toEqual(day);
    expect(sheet.getRange('B3:C3').getNumberFormats()).toEqual([['General', '0.00']]);
    sheet.getRange('B2:C3').clearContent();
    expect([sheet.getLastRow(), sheet.getLastColumn()]).toEqual([0, 0]);
    expect(sheet.getDataRange().getA1Notation()).toBe('A1');
  });

  test('text is typed as Sheets types it, and a text-formatted cell keeps it as text', () => {
    const sheet = new EmulatedSpreadsheet().getActiveSheet();
    sheet.getRange('A1:H1').setValues([[' 12 ', '-.5', 'TRUE', '1/2/2026', "'007", 'W12', '', 'x1']]);
    sheet.getRange('A2').setNumberFormat('@');
    sheet.getRange('A2').setValue('12');
    const row = sheet.getRange('A1:H2').getValues();
    expect(row[0]).toEqual([12, -0.5, true, new Date(2026, 0, 2), '007', 'W12', '', 'x1']);
    expect(row[1][0]).toBe('12');
  });
});

describe('a forked runtime', () => {
  beforeAll(() => ensureBuilt());

  function prepared(): AppsScriptRuntime {
    const ss = new EmulatedSpreadsheet('Event', 'Crosstable');
    putValues(ss, 'Crosstable', [
      ['No.', 'Name'],
      [1, 'Ann'],
    ]);
    const notes = ss.insertSheet('Notes');
    notes.hostSetValues(1, 1, [['keep', new Date(Date.UTC(2025, 3, 5))]]);
    notes.hostSetFormat(1, 2, '0.00');
    notes.hostSetNote(1, 1, 'mine');
    notes.addDeveloperMetadata('k', 'v');
    notes.setFrozenRows(1);
    ss.addDeveloperMetadata('doc', 'x');
    ss.hostSelect('Crosstable', 'B2');
    const rt = loadDist(DIST, { spreadsheet: ss });
    rt.properties.hostDocument.setProperty('a', '1');
    rt.caches.hostScript.put('c', 'cached');
    rt.locks.hostDocument.hostHoldElsewhere();
    return rt;
  }

  test('starts in exactly the same state, next ids included', () => {
    const rt = prepared();
    const copy = rt.fork();
    expect(copy.spreadsheet.hostState()).toEqual(rt.spreadsheet.hostState());
    expect(copy.spreadsheet.hostNextIds()).toEqual(rt.spreadsheet.hostNextIds());
    expect(copy.properties.hostDocument.getProperties()).toEqual({ a: '1' });
    expect(copy.caches.hostScript.get('c')).toBe('cached');
    expect(copy.locks.hostDocument.holder).not.toBeNull();
    expect(copy.spreadsheet.getActiveRange().getA1Notation()).toBe('B2');
  });

  test('and neither changes the other', () => {
    const rt = prepared();
    const before = JSON.stringify(rt.spreadsheet.hostState());
    const copy = rt.fork();
    const sheet = copy.spreadsheet.hostSheet('Notes');
    sheet.getRange('A1').setValue('changed');
    sheet.hostSetNote(1, 1, '');
    sheet.getDeveloperMetadata()[0].setValue('w');
    copy.spreadsheet.insertSheet('New');
    copy.properties.hostDocument.setProperty('a', '2');
    copy.locks.hostDocument.hostRelease();
    expect(JSON.stringify(rt.spreadsheet.hostState())).toBe(before);
    expect(rt.properties.hostDocument.getProperty('a')).toBe('1');
    expect(rt.locks.hostDocument.holder).not.toBeNull();
    rt.spreadsheet.hostSheet('Crosstable').getRange('A1').setValue('No');
    expect(copy.spreadsheet.hostSheet('Crosstable').getRange('A1').getValue()).toBe('No.');
  });
});
