/**
 * =LASTROUND(range, player) as Sheets runs it (dist/Code.js in the emulated runtime): the example
 * before its last round, as a TRF pasted one line a cell, gives a player's line in words; a table
 * with no round in progress is the function's error.
 */
import { AppsScriptRuntime } from '../../emulator';
import { parseDelimited } from '../../src/read/csv';
import { EXAMPLE, pendingTrf, unpairedRows } from '../support/pendingTrf';
import { ensureBuilt, readDist } from './built';

let runtime: AppsScriptRuntime;

beforeAll(() => {
  ensureBuilt();
  runtime = new AppsScriptRuntime({ code: readDist('Code.js') });
});

const pasted = pendingTrf()
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => [line]);

test('Webb (1) and Oduya (13): what each result gives, in words', () => {
  expect(runtime.run('LASTROUND', pasted, 1)).toBe(
    '#1 Marcus Webb: a win gives clear 1st; a draw gives 1st–4th; a loss gives 2nd–4th',
  );
  // Ben Oduya is not paired (U): his last round is as recorded, last whatever happens.
  expect(runtime.run('LASTROUND', pasted, 13)).toBe('#13 Ben Oduya: gives clear 15th');
});

test('before round 5 is paired: on score only, and said so', () => {
  expect(runtime.run('LASTROUND', unpairedRows(), 1)).toBe(
    '#1 Marcus Webb: a win gives between 1st and 2nd; a draw gives between 1st and 4th; a loss gives between 1st and 6th (bounds: the last round is not paired yet: places are on score only, and tiebreaks cannot be worked out before the pairings)',
  );
  // Two requested byes leave 13 to pair: the odd one out takes a half-point PAB (pab=0.5), read as the table's option.
  expect(runtime.run('LASTROUND', unpairedRows({ 2: 'H', 5: 'H' }), 13, '', 'pab=0.5')).toMatch(
    /^#13 Ben Oduya: a win gives between /,
  );
});

test('a finished table has no round to ask about: the error says what to write', () => {
  const finished = parseDelimited(EXAMPLE);
  expect(() => runtime.run('LASTROUND', finished, 1)).toThrow(
    /^No round is in progress: every round of the table \(5\) has all its results\./,
  );
});
