/**
 * Issue 26 in the Sheets writers (dist/Code.js on the emulated runtime): a line separator
 * (U+2028) or paragraph separator (U+2029) in what the add-on writes to a cell (the event's name
 * in the Standings sheet's title, a name read from a TRF pasted into one column) is shown as
 * \u2028, so a program reading the sheet's CSV export by lines keeps the record whole.
 */
import { EmulatedSpreadsheet, loadDist, putValues, Value } from '../../emulator';
import { DIST, ensureBuilt } from '../bundle/built';
import * as E from '../read/smallEvent';

beforeAll(() => ensureBuilt());

/** The small event's TRF, one line a cell of column A, Ann Adams's name holding a line separator. */
const TRF_COLUMN: Value[][] = E.TRF.replace('Ann Adams', 'Ann\u2028Adams')
  .split('\n')
  .map((line) => [line]);

function ranked(event: string) {
  const ss = new EmulatedSpreadsheet(event, 'Crosstable');
  putValues(ss, 'Crosstable', TRF_COLUMN);
  const rt = loadDist(DIST, { spreadsheet: ss });
  rt.run('rankStandingsFromMenu');
  return rt;
}
const cellsHolding = (values: Value[][], re: RegExp) =>
  values.flat().filter((v) => typeof v === 'string' && re.test(v));

test('the Standings sheet shows the separators of the event and a name, and holds none', () => {
  const rt = ranked('Spring\u2029Open');
  const values = rt.spreadsheet.hostSheet('Standings').hostValues();
  expect(cellsHolding(values, /[\u2028\u2029]/)).toEqual([]);
  expect(cellsHolding(values, /Spring\\u2029Open/)).toHaveLength(1);
  expect(values.map((r) => r[3])).toContain('Ann\\u2028Adams');
});

test('=STANDINGS shows it too', () => {
  const rt = ranked('Event');
  const column = rt.run('STANDINGS', TRF_COLUMN) as Value[][];
  expect(cellsHolding(column, /[\u2028\u2029]/)).toEqual([]);
  expect(column.map((r) => r[3])).toContain('Ann\\u2028Adams');
});
