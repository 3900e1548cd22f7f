/**
 * Before the last round from the menu, on the built add-on (the emulated runtime): the example
 * before its last round, pasted as a TRF one line a cell, gives a "Last round" sheet the add-on
 * owns, each player's line and each prize place's contenders; the crosstable is not touched; a
 * finished table is an alert that says what to write, and no sheet.
 */
import { EmulatedSpreadsheet, loadDist, putValues, Value, valuesFromDelimited } from '../../emulator';
import { DIST, ensureBuilt } from '../bundle/built';
import { forbiddenIn } from '../support/directorWords';
import { EXAMPLE, pendingTrf, unpairedRows } from '../support/pendingTrf';

beforeAll(() => ensureBuilt());

function runtime(values: Value[][]) {
  const ss = new EmulatedSpreadsheet('Spring Swiss 2026', 'Crosstable');
  putValues(ss, 'Crosstable', values);
  const rt = loadDist(DIST, { spreadsheet: ss });
  rt.spreadsheet.hostSelect('Crosstable', 'A1');
  return rt;
}

const pasted = () =>
  pendingTrf()
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => [line]);

test('the Last round sheet: the title, a line a player, the prize places, and the crosstable untouched', () => {
  const rt = runtime(pasted());
  const before = rt.spreadsheet.hostSheet('Crosstable').hostValues();
  rt.run('lastRoundFromMenu');
  expect(rt.spreadsheet.hostUi.hostAlerts).toEqual([]);
  const shown = rt.spreadsheet.hostSheet('Last round').getDataRange().getDisplayValues();
  expect(shown[0]![0]).toBe('Spring Swiss 2026: before round 5, US Chess 7th edition');
  expect(shown[1]).toEqual(['No.', 'Name', 'Score now', 'Board', 'Best rank', 'Worst rank', 'What each result gives']);
  expect(shown[2]).toEqual([
    '1',
    'Marcus Webb',
    '3½',
    '1',
    '1',
    '4',
    'a win gives clear 1st; a draw gives 1st–4th; a loss gives 2nd–4th',
  ]);
  expect(shown.find((r) => r[0] === '1st place:')).toBeDefined();
  expect(shown).toContainEqual(['1', 'Marcus Webb', '', '', '', '', expect.stringMatching(/^needs a win; or a draw /)]);
  expect(shown.flat().flatMap((t) => forbiddenIn(t))).toEqual([]);
  expect(rt.spreadsheet.hostSheet('Crosstable').hostValues()).toEqual(before);
  expect(rt.spreadsheet.hostToasts.map((t) => t.msg)).toEqual([
    'What each player needs, written to the sheet "Last round".',
  ]);
});

test('before the last round is paired: the title says it is on score only, and each contender what allows it', () => {
  const rt = runtime(unpairedRows());
  rt.run('lastRoundFromMenu');
  expect(rt.spreadsheet.hostUi.hostAlerts).toEqual([]);
  const shown = rt.spreadsheet.hostSheet('Last round').getDataRange().getDisplayValues();
  expect(shown[0]![0]).toBe(
    'Spring Swiss 2026: before round 5, US Chess 7th edition. Round 5 is not paired yet: places and ranks are on score only; tiebreaks decide among those level, and are not known until the round is paired.',
  );
  expect(shown[2]!.slice(0, 6)).toEqual(['1', 'Marcus Webb', '3½', '', '1', '6']);
  expect(shown).toContainEqual(['12', 'Nora Lindqvist', '', '', '', '', 'possible with a win, on score']);
  expect(shown.flat().flatMap((t) => forbiddenIn(t))).toEqual([]);
});

test('a finished table: an alert that says what to write, and no sheet', () => {
  const rt = runtime(valuesFromDelimited(EXAMPLE));
  rt.run('lastRoundFromMenu');
  expect(rt.spreadsheet.hostUi.hostAlerts.map((a) => a.prompt)).toEqual([
    expect.stringMatching(
      /^Nothing was written\. No round is in progress: every round of the table \(5\) has all its results\./,
    ),
  ]);
  expect(rt.spreadsheet.getSheets().map((s) => s.getName())).toEqual(['Crosstable']);
});
