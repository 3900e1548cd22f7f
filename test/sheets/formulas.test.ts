/**
 * The custom functions as a director uses them: formulas typed beside the crosstable on the
 * emulated sheet, results spilled into the cells below, problems shown as #ERROR! with a
 * tooltip that names the cell.
 */
import { AppsScriptRuntime, EmulatedSpreadsheet, putValues } from '../../emulator';
import { readCrosstable } from '../../src/read';
import { tiebreakColumn } from '../../src/standings/column';
import { withOptions } from '../../src/tiebreaks/registry';
import { ensureBuilt, readDist } from '../bundle/built';
import { SMALL_TABLE } from '../bundle/surface';
import * as small from '../read/smallEvent';

let code: string;
beforeAll(() => {
  ensureBuilt();
  code = readDist('Code.js');
});

/** A spreadsheet with SMALL_TABLE at A1 of sheet "Crosstable" (A1:G7). */
function sheet(table: (string | number | Date)[][] = SMALL_TABLE): AppsScriptRuntime {
  const runtime = new AppsScriptRuntime({ code, spreadsheet: new EmulatedSpreadsheet('Club') });
  runtime.spreadsheet.getActiveSheet().setName('Crosstable');
  putValues(runtime.spreadsheet, 'Crosstable', table);
  return runtime;
}

describe('one formula fills a column beside the table', () => {
  test('=SOLKOFF(A1:G7) in I1: label on the header row, blanks stay blank, numbers on player rows', () => {
    const runtime = sheet();
    const result = runtime.setFormula('Crosstable', 'I1', '=SOLKOFF(A1:G7)');
    const solk = tiebreakColumn(readCrosstable(SMALL_TABLE), withOptions('SOLK'));
    expect(result).toEqual({
      values: [
        [''],
        ['SOLK'],
        [solk[0].value! / 4],
        [solk[1].value! / 4],
        [''],
        [solk[2].value! / 4],
        [solk[3].value! / 4],
      ],
    });
    // The cells below I1 hold the spilled values; I1 keeps the formula.
    const s = runtime.spreadsheet.hostSheet('Crosstable');
    expect(s.getRange('I3').getValue()).toBe(solk[0].value! / 4);
    expect(s.getRange('I1').getFormula()).toBe('=SOLKOFF(A1:G7)');
    expect(s.getRange('I3').getFormula()).toBe('');
  });

  test('whole-column references (A:G) work: rows past the table come back blank', () => {
    const runtime = sheet();
    const result = runtime.setFormula('Crosstable', 'I1', '=modmedian(A:G)');
    expect(result.error).toBeUndefined();
    expect(result.values.slice(0, 7).map((r) => r[0])).toEqual(
      runtime.setFormula('Crosstable', 'J1', '=MODMEDIAN(A1:G7)').values.map((r) => r[0]),
    );
  });

  test('a range on another sheet, options, a player number and "after round"', () => {
    const runtime = sheet();
    runtime.spreadsheet.insertSheet('Tiebreaks');
    const t = readCrosstable(SMALL_TABLE);
    const sb = tiebreakColumn(t, withOptions('SB', { scores: 'adjusted' }));
    expect(runtime.setFormula('Tiebreaks', 'A1', '=SONNEBORNBERGER(Crosstable!A1:G7, 4, , "adjusted")').values).toEqual(
      [[sb[3].value! / 4]],
    );
    expect(
      runtime.setFormula('Tiebreaks', 'B1', `=TIEBREAK('Crosstable'!A1:G7, "SB", "scores=adjusted", 4)`).values,
    ).toEqual([[sb[3].value! / 4]]);
    const cum2 = tiebreakColumn(t, withOptions('CUM'), 2);
    expect(runtime.setFormula('Tiebreaks', 'C1', '=CUMULATIVE(Crosstable!A1:G7,,2)').values.map((r) => r[0])).toEqual([
      '',
      'CUM',
      cum2[0].value! / 4,
      cum2[1].value! / 4,
      '',
      cum2[2].value! / 4,
      cum2[3].value! / 4,
    ]);
  });

  test('a column of player numbers gives a column of values beside it', () => {
    const runtime = sheet();
    const s = runtime.spreadsheet.hostSheet('Crosstable');
    s.hostSetValues(10, 1, [[4], [''], [1]]);
    const solk = tiebreakColumn(readCrosstable(SMALL_TABLE), withOptions('SOLK'));
    expect(runtime.setFormula('Crosstable', 'B10', '=SOLKOFF(A1:G7, A10:A12)').values).toEqual([
      [solk[3].value! / 4],
      [''],
      [solk[0].value! / 4],
    ]);
  });

  test('=STANDINGS spills the ranked table with its header', () => {
    const runtime = sheet();
    runtime.spreadsheet.insertSheet('Standings');
    const { values, error } = runtime.setFormula('Standings', 'A1', '=STANDINGS(Crosstable!A1:G7)');
    expect(error).toBeUndefined();
    expect(values[0]).toEqual(['Rank', 'Place', 'No.', 'Name', 'Score', 'MM', 'SOLK', 'CUM', 'OPPCUM', 'Decided by']);
    expect(
      values
        .slice(1)
        .map((r) => r[3])
        .sort(),
    ).toEqual(['Ann Ames', 'Bob Bell', 'Cy Cole', 'Di Dunn']);
    // Rank and Place are numbers where not shared, so sorting the spilled table gives 1, 2, 10.
    expect(values[1].slice(0, 5)).toEqual([1, 1, 1, 'Ann Ames', 2.5]);
  });

  test('=TBEXPLAIN gives one cell of text', () => {
    const runtime = sheet();
    const { values } = runtime.setFormula('Crosstable', 'I1', '=TBEXPLAIN(A1:G7, 2, "MM")');
    expect(values).toHaveLength(1);
    expect(values[0][0]).toMatch(/^#2 Bob Bell: MM \(Modified Median, US Chess 34E1\): /);
  });

  test('a result that would overwrite data shows #REF!, and fills once the way is clear', () => {
    const runtime = sheet();
    const s = runtime.spreadsheet.hostSheet('Crosstable');
    s.hostSet(4, 9, 'note');
    expect(runtime.setFormula('Crosstable', 'I1', '=SOLKOFF(A1:G7)')).toEqual({
      values: [['#REF!']],
      error: 'Array result was not expanded because it would overwrite data in I4.',
    });
    s.getRange('I4').clearContent();
    runtime.recalculate();
    expect(runtime.formulaResult(s, 1, 9).values).toHaveLength(7);
  });

  test('custom functions call no service at all', () => {
    const runtime = sheet();
    for (const f of ['=SOLKOFF(A1:G7)', '=STANDINGS(A1:G7,"mca")', '=TBEXPLAIN(A1:G7,1)', '=TIEBREAK(A1:G7,"H2H")']) {
      runtime.setFormula('Crosstable', 'I1', f);
    }
    expect(runtime.calls.total).toBe(0);
  });
});

describe("every notation the reader knows: each value lands on its player's row", () => {
  const msaGrid = small.MSA.split('\n').map((l) =>
    l
      .replace(/^\s*\|/, '')
      .replace(/\|\s*$/, '')
      .split('|'),
  );
  test.each([
    ['US', small.US],
    ['chess-results', small.CHESS_RESULTS],
    ['Vega', small.VEGA],
    ['SwissPerfect', small.SWISSPERFECT],
    ['TRF codes', small.TRF_GRID],
    ['MSA, two rows a player', msaGrid],
  ])('%s', (_name, grid) => {
    const t = readCrosstable(grid);
    const solk = tiebreakColumn(t, withOptions('SOLK'));
    const valueOf = new Map(t.players.map((p, i) => [p.number, solk[i].value! / 4]));
    const column = sheet().run('SOLKOFF', grid) as unknown[][];
    expect(column).toHaveLength(grid.length);
    // A row whose first cell is a player number (below the header) carries that player's value.
    grid.forEach((row, r) => {
      const n = /^\s*(\d+)\s*$/.exec(String(row[0]))?.[1];
      if (r > 0 && n) expect([n, column[r][0]]).toEqual([n, valueOf.get(Number(n))]);
    });
    expect(column.flat().filter((v) => typeof v === 'number')).toHaveLength(t.players.length);
  });
});

describe('problems show as #ERROR! with the cell and what was expected', () => {
  const withCell = (row: number, col: number, v: string | number | Date) => {
    const t = SMALL_TABLE.map((r) => [...r]) as (string | number | Date)[][];
    t[row][col] = v;
    return t;
  };

  test('a result that cannot be read names its cell of the range', () => {
    const runtime = sheet(withCell(3, 5, 'L9W'));
    const { values, error } = runtime.setFormula('Crosstable', 'I1', '=SOLKOFF(A1:G7)');
    expect(values).toEqual([['#ERROR!']]);
    expect(error).toContain('Cell F4 of the range: "L9W" names player 9, who is not in the table');
  });

  test('the same error comes back as an Error from a direct call', () => {
    const runtime = sheet();
    expect(() => runtime.run('MODMEDIAN', withCell(5, 4, 'W7Q'))).toThrow(/^Cell E6 of the range: "W7Q"/);
  });

  test('a half point typed as 1/2 (which Sheets turns into a date) names the cell and the fix', () => {
    const runtime = sheet();
    runtime.spreadsheet.hostSheet('Crosstable').getRange('D3').setValue('1/2');
    const { error } = runtime.setFormula('Crosstable', 'I1', '=CUMULATIVE(A1:G7)');
    expect(error).toMatch(/^Cell D3 of the range: .*date.*½/);
  });

  test('cells are named within the range, and the tooltip says so', () => {
    const runtime = sheet();
    const s = runtime.spreadsheet.hostSheet('Crosstable');
    s.hostSetValues(20, 3, withCell(3, 5, 'L9W'));
    const error = runtime.setFormula('Crosstable', 'K20', '=SOLKOFF(C20:I26)').error!;
    expect(error).toMatch(/^Cell F4 of the range: "L9W"/);
    expect(error).not.toContain('\n');
    expect(error).toMatch(/ \(Cells are named as if the range's top-left cell were A1\.\)$/);
  });

  test('a range that is not a crosstable', () => {
    const runtime = sheet();
    expect(runtime.setFormula('Crosstable', 'I1', '=SOLKOFF(K1:L3)').error).toMatch(/empty/i);
    expect(runtime.setFormula('Crosstable', 'I1', '=SOLKOFF(B2:C7)').error).toMatch(/^Cell A1 of the range: .*header/);
  });

  test('bad arguments say what was expected', () => {
    const runtime = sheet();
    const error = (f: string) => runtime.setFormula('Crosstable', 'I1', f).error;
    expect(error('=SOLKOFF(A1:G7,,9)')).toMatch(/after round.*1 to 3.*9/);
    expect(error('=SOLKOFF(A1:G7,,"last")')).toMatch(/after_round must be a whole number/);
    expect(error('=SOLKOFF(A1:G7,12)')).toBe('There is no player number 12 in the table.');
    expect(error('=TIEBREAK(A1:G7,"XYZ")')).toMatch(/Unknown tiebreak "XYZ"\. Expected one of .*SOLK/);
    expect(error('=SONNEBORNBERGER(A1:G7,,,"sideways")')).toMatch(/SB: cannot tell which option "sideways" sets/);
    expect(error('=TIEBREAK(A1:G7,"SB:scores=final","scores=adjusted")')).toMatch(/not both/);
    expect(error('=STANDINGS(A1:G7,"nosuch")')).toMatch(
      /Unknown tiebreak or preset "nosuch"\. Expected a preset \(uscf, /,
    );
    // A slip of typing: the nearest name suggested.
    expect(error('=STANDINGS(A1:G7,"uscff")')).toMatch(/^Unknown tiebreak or preset "uscff"\. Did you mean "uscf"\? /);
    expect(error('=TIEBREAK(A1:G7,"SOLKK")')).toMatch(/^Unknown tiebreak "SOLKK"\. Did you mean "SOLK"\? /);
    expect(error('=STANDINGS(A1:G7,"MM LOTS")')).toMatch(/lot_seed/);
    runtime.spreadsheet.hostSheet('Crosstable').hostSet(1, 11, new Date(2026, 0, 2));
    expect(error('=SOLKOFF(A1:G7,,K1)')).toBe('after_round must be a whole number of rounds such as 3; got a date.');
  });

  test('many problems: as many as fit in the tooltip, then how many more', () => {
    let t = SMALL_TABLE.map((r) => [...r]) as (string | number | Date)[][];
    for (const [row, col] of [
      [2, 4],
      [2, 5],
      [2, 6],
      [3, 4],
      [3, 5],
      [3, 6],
      [5, 4],
    ])
      t = withCellOf(t, row, col, 'Q');
    const runtime = sheet(t);
    // One line (the tooltip shows no line breaks) of at most 1,000 characters: three of these
    // problems (240 characters each), then the count of the rest.
    const error = runtime.setFormula('Crosstable', 'I1', '=SOLKOFF(A1:G7)').error!;
    expect(error).not.toContain('\n');
    const problems = error.split(/ (?=Cell [A-Z]+\d+ of the range: |…and )/);
    expect(error.length).toBeLessThanOrEqual(1000);
    expect(problems.slice(0, 3).every((l) => /^Cell [E-G][2-7] of the range: /.test(l))).toBe(true);
    expect(problems[3]).toBe("…and 4 more problems. (Cells are named as if the range's top-left cell were A1.)");
  });
});

function withCellOf(
  t: (string | number | Date)[][],
  row: number,
  col: number,
  v: string,
): (string | number | Date)[][] {
  const copy = t.map((r) => [...r]);
  copy[row][col] = v;
  return copy;
}
