/**
 * The emulator shows what Sheets shows: Range.getDisplayValue(s) renders each cell's value with
 * its number format, so tests read the text a director sees, not the value underneath.
 */
import { EmulatedSpreadsheet } from '../../emulator';
import { displayText } from '../../emulator/display';
import { placeValue, plainFormat, pointsFormat, sheetText } from '../../src/sheets/numberFormats';
import { formatPoints } from '../../src/model/points';

/** One cell holding `value` under `format`, as the sheet shows it. */
function shown(value: string | number | boolean | Date, format?: string): string {
  const ss = new EmulatedSpreadsheet();
  const cell = ss.getActiveSheet().getRange('B2');
  if (format) cell.setNumberFormat(format);
  ss.getActiveSheet().hostSet(2, 2, value);
  return cell.getDisplayValue();
}

describe('number formats as Sheets renders them', () => {
  test.each([
    [12, '0', '12'],
    [1587, '0', '1587'],
    [2.5, '0', '3'],
    [1587, '0.##', '1587.'],
    [1587.4, '0.##', '1587.4'],
    [37.5, '$#,##0.00', '$37.50'],
    [1250, '$#,##0.00', '$1,250.00'],
    [5.25, '# ?/?', '5 1/4'],
    [14.5, '# ?/?', '14 1/2'],
    [5.25, '# ?/2', '5 1/2'],
    [0.75, '?/?', '3/4'],
    [0.5, '0%', '50%'],
    [1587, 'General', '1587'],
    [0.1, 'General', '0.1'],
    [42, '@', '42'],
  ])('%p under %p shows %p', (value, format, text) => {
    expect(shown(value, format)).toBe(text);
  });

  test('a cell with no format is General; an empty cell shows nothing', () => {
    expect(shown(14.5)).toBe('14.5');
    expect(shown('')).toBe('');
  });

  test('text shows as it is whatever the format; booleans as TRUE and FALSE', () => {
    expect(shown('12-13', '@')).toBe('12-13');
    expect(shown('Marcus Webb', '0.00')).toBe('Marcus Webb');
    expect(shown(true)).toBe('TRUE');
    expect(shown(false, '0')).toBe('FALSE');
  });

  test('dates show in the US date format Sheets gives a written date, or in their own date format', () => {
    expect(shown(new Date(2026, 0, 2))).toBe('1/2/2026');
    expect(shown(new Date(2026, 0, 2, 14, 5, 9))).toBe('1/2/2026 14:05:09');
    expect(shown(new Date(2026, 10, 25), 'yyyy-mm-dd')).toBe('2026-11-25');
    // A number format on a date shows the day number underneath.
    expect(shown(new Date(1900, 0, 1), '0')).toBe('2');
  });

  test('getDisplayValues gives a block, row by row, each cell through its own format', () => {
    const ss = new EmulatedSpreadsheet();
    const sheet = ss.getActiveSheet();
    sheet.getRange('A1:C2').setNumberFormats([
      ['@', '0', '# ?/?'],
      ['General', '$#,##0.00', '?/?'],
    ]);
    sheet.getRange('A1:C2').setValues([
      ['1-2', 1587, 2.75],
      ['x', 37.5, 0.25],
    ]);
    expect(sheet.getRange('A1:C2').getDisplayValues()).toEqual([
      ['1-2', '1587', '2 3/4'],
      ['x', '$37.50', '1/4'],
    ]);
    expect(sheet.getRange('A1:C3').getDisplayValues()[2]).toEqual(['', '', '']);
    expect(sheet.hostDisplayValues()).toEqual(sheet.getRange('A1:C2').getDisplayValues());
  });

  test('a number that is not finite shows as an error', () => {
    expect(displayText(Infinity)).toBe('#NUM!');
  });
});

describe("the sheets' number formats show what the CLI prints", () => {
  const quarters = Array.from({ length: 81 }, (_, i) => i - 20); // -5 to 15 points in quarters

  test('every multiple of a quarter shows as the CLI prints it, glyphs and all (issue 27: points look the same everywhere)', () => {
    for (const q of quarters) expect(shown(q / 4, pointsFormat(q / 4))).toBe(formatPoints(q));
    expect([14.5, 5.25, 2.75, 0.5, 0.75, -1.5, -0.25].map((p) => shown(p, pointsFormat(p)))).toEqual([
      '14½',
      '5¼',
      '2¾',
      '½',
      '¾',
      '-1½',
      '-¼',
    ]);
  });

  test('a cell edited to another value shows that value, never the text of the one written', () => {
    expect(shown(14.25, pointsFormat(14.5))).toBe('14.25');
    expect(shown(3, pointsFormat(0.5))).toBe('3');
  });

  test('the sheet shows the CLI text as it is: Decided by and the cells in one form', () => {
    expect(['14½', 'SOLK 14½ vs 13½', '12'].map(sheetText)).toEqual(['14½', 'SOLK 14½ vs 13½', '12']);
  });

  test('whole numbers show no stray spaces or points', () => {
    for (const n of [0, 1, 12, 1587, 4294967295]) {
      expect(shown(n, pointsFormat(n))).toBe(String(n));
      expect(shown(n, plainFormat(n))).toBe(String(n));
    }
    expect(shown(1587.5, plainFormat(1587.5))).toBe('1587.5');
  });

  test('Rank and Place are numbers unless shared', () => {
    expect(placeValue('11')).toBe(11);
    expect(placeValue('12-13')).toBe('12-13');
  });
});

describe('presentation calls are kept for tests to read', () => {
  test('bold, column widths and row banding', () => {
    const ss = new EmulatedSpreadsheet();
    const sheet = ss.getActiveSheet();
    sheet.getRange('A2:C2').setFontWeight('bold');
    sheet.setColumnWidth(2, 150);
    const banding = sheet.getRange('A2:C10').applyRowBanding();
    expect(sheet.getRange('A2:D2').getFontWeights()).toEqual([['bold', 'bold', 'bold', 'normal']]);
    expect(sheet.getRange('A1').getFontWeight()).toBe('normal');
    expect([1, 2].map((c) => sheet.getColumnWidth(c))).toEqual([100, 150]);
    expect(sheet.getBandings().map((b) => b.getRange().getA1Notation())).toEqual(['A2:C10']);
    expect(() => sheet.getRange('B5:B6').applyRowBanding()).toThrow('already has alternating colors');
    const state = sheet.hostState();
    expect(state.bandings).toEqual(['A2:C10']);
    expect(state.columnWidths).toEqual([[2, 150]]);
    expect(ss.hostClone().getSheets()[0].hostState()).toEqual(state);
    banding.remove();
    expect(sheet.getBandings()).toEqual([]);
  });
});
