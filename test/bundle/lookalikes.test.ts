/**
 * Issue 26 in a custom function, as Sheets runs it (dist/Code.js in the emulated runtime): a
 * rating typed in full-width digits is that rating in =TIEBREAK(range, "ARO"), and a rating with
 * letters for digits is the function's error, naming the cell of the range.
 */
import { AppsScriptRuntime } from '../../emulator';
import { ensureBuilt, readDist } from './built';
import { SMALL_TABLE } from './surface';

let runtime: AppsScriptRuntime;

beforeAll(() => {
  ensureBuilt();
  runtime = new AppsScriptRuntime({ code: readDist('Code.js') });
});

/** SMALL_TABLE with Ann Ames's rating (1800, cell C3 of the range) typed as `rating`. */
const withAnnRated = (rating: string) =>
  SMALL_TABLE.map((row, r) => (r === 2 ? row.map((v, c) => (c === 2 ? rating : v)) : row));

test('=TIEBREAK(range, "ARO") reads "１８００" as 1800', () => {
  const typed = runtime.run('TIEBREAK', withAnnRated('１８００'), 'ARO') as unknown[][];
  // Bob (row 4) met Ann and Di, who is unrated: his average is Ann's 1800 alone.
  expect(typed).toEqual(runtime.run('TIEBREAK', SMALL_TABLE, 'ARO'));
  expect(typed[3]).toEqual([1800]);
});

test('"18OO" is the error, at its cell', () => {
  expect(() => runtime.run('TIEBREAK', withAnnRated('18OO'), 'ARO')).toThrow(
    'Cell C3 of the range: "18OO" is not a rating (the letters "OO" stand for digits; type the digits (0 and 1, not O and l))',
  );
});
