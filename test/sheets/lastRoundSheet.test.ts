/**
 * Before the last round from the menu, on the built add-on (the emulated runtime): the example
 * before its last round, pasted as a TRF one line a cell, gives a "Last round" sheet the add-on
 * owns, each player's line and each prize place's contenders; the crosstable is not touched; a
 * finished table is an alert that says what to write, and no sheet. The menu answers the prize
 * places or the prize list the panel last chose (lastRoundChoice.ts), else its default.
 */
import fs from 'node:fs';
import path from 'node:path';
import { EmulatedSpreadsheet, loadDist, putValues, Value, valuesFromDelimited } from '../../emulator';
import type { SidebarState } from '../../src/sheets/shapes';
import { DIST, ensureBuilt, ROOT } from '../bundle/built';
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

describe('the menu answers what the panel chose last', () => {
  const prizesCsv = fs.readFileSync(path.join(ROOT, 'examples/spring-prizes.csv'), 'utf8');
  const PRIZE_RANGE = "'Prize table'!A1:C8";

  /** The table, and a prize table on its own sheet, named in the Prize list's saved settings when `named`. */
  function withPrizeTable(values: Value[][], named: boolean) {
    const rt = runtime(values);
    rt.spreadsheet.insertSheet('Prize table');
    putValues(rt.spreadsheet, 'Prize table', valuesFromDelimited(prizesCsv));
    rt.spreadsheet.hostSelect('Crosstable', 'A1');
    // As Make prize list saves them.
    if (named) rt.properties.hostDocument.setProperty('tiebreaks.prizes', JSON.stringify({ prizeRange: PRIZE_RANGE }));
    return rt;
  }
  const written = (rt: ReturnType<typeof runtime>) =>
    rt.spreadsheet.hostSheet('Last round').getDataRange().getDisplayValues();
  /** The prize headings the sheet lists ("1st place:", "U1800 1st:"). */
  const headings = (shown: string[][]) => shown.slice(2).flatMap((r) => (/:$/.test(r[0]!) ? [r[0]!] : []));
  const PLACES_5 = ['1st place:', '2nd place:', '3rd place:', '4th place:', '5th place:'];

  test('after the panel chose 3 places: 3 prize places', () => {
    const rt = withPrizeTable(pasted(), true);
    expect(rt.run('saveLastRoundChoice', { places: '3', prizeList: false })).toEqual({ places: 3, prizeList: false });
    rt.run('lastRoundFromMenu');
    expect(rt.spreadsheet.hostUi.hostAlerts).toEqual([]);
    expect(headings(written(rt))).toEqual(['1st place:', '2nd place:', '3rd place:']);
    expect(written(rt)[0]![0]).toBe('Spring Swiss 2026: before round 5, US Chess 7th edition');
  });

  test("after the panel chose places, then the prize list: the table's prizes by name", () => {
    const rt = withPrizeTable(pasted(), true);
    rt.run('saveLastRoundChoice', { places: '3', prizeList: false });
    const kept = rt.run('saveLastRoundChoice', { places: '3', prizeList: true, prizes: { prizeRange: PRIZE_RANGE } });
    expect(kept).toEqual({ places: 3, prizeList: true });
    rt.run('lastRoundFromMenu');
    expect(rt.spreadsheet.hostUi.hostAlerts).toEqual([]);
    const shown = headings(written(rt));
    expect(shown).toContain('U1800 1st:');
    expect(shown.every((h) => /^(Overall|U1800|U1600|Unrated) \d(st|nd|rd)$/.test(h.slice(0, -1)))).toBe(true);
  });

  test("the panel's button with the prize list: kept, with the prize table, for the menu and the panel", () => {
    const rt = withPrizeTable(pasted(), false);
    const asked = { settings: {}, table: null, places: 'prize list', prizes: { prizeRange: PRIZE_RANGE } };
    expect(rt.run('writeLastRoundSheet', asked)).toMatchObject({ ok: true });
    rt.spreadsheet.deleteSheet(rt.spreadsheet.hostSheet('Last round'));
    rt.run('lastRoundFromMenu');
    expect(headings(written(rt))).toContain('U1800 1st:');
    expect((rt.run('getSidebarState') as SidebarState).lastRoundChoice).toEqual({ places: 5, prizeList: true });
  });

  test('the prize list ticked in the panel: kept with the prize table it names, which the menu then answers', () => {
    const rt = withPrizeTable(pasted(), false);
    const kept = rt.run('saveLastRoundChoice', { places: 5, prizeList: true, prizes: { prizeRange: PRIZE_RANGE } });
    expect(kept).toEqual({ places: 5, prizeList: true });
    expect(JSON.parse(rt.properties.hostDocument.getProperty('tiebreaks.prizes')!).prizeRange).toBe(PRIZE_RANGE);
    rt.run('lastRoundFromMenu');
    expect(headings(written(rt))).toContain('U1800 1st:');
  });

  test('a fresh spreadsheet: the prize list when the Prize list names a prize table, else places 1 to 5', () => {
    const named = withPrizeTable(pasted(), true);
    named.run('lastRoundFromMenu');
    expect(headings(written(named))).toContain('U1800 1st:');
    expect((named.run('getSidebarState') as SidebarState).lastRoundChoice).toEqual({ places: 5, prizeList: true });
    const none = withPrizeTable(pasted(), false);
    none.run('lastRoundFromMenu');
    expect(headings(written(none))).toEqual(PLACES_5);
    expect((none.run('getSidebarState') as SidebarState).lastRoundChoice).toEqual({ places: 5, prizeList: false });
  });

  test('the prize list chosen before the round is paired: the prize list on score, the title says so', () => {
    const rt = withPrizeTable(unpairedRows(), true);
    const kept = rt.run('saveLastRoundChoice', { places: 4, prizeList: true, prizes: { prizeRange: PRIZE_RANGE } });
    expect(kept).toEqual({ places: 4, prizeList: true });
    rt.run('lastRoundFromMenu');
    expect(rt.spreadsheet.hostUi.hostAlerts).toEqual([]);
    const shown = written(rt);
    expect(shown[0]![0]).toBe(
      'Spring Swiss 2026: before round 5, US Chess 7th edition. Round 5 is not paired yet: places and ranks are on score only; tiebreaks decide among those level, and are not known until the round is paired. The prize list is worked out with tiebreaks over the pairings tried, as there are too many to try them all: a prize is possible where one tried gives it, out of reach only where none can, and otherwise unknown.',
    );
    expect(headings(shown)).toContain('U1800 1st:');
    expect((rt.run('getSidebarState') as SidebarState).lastRoundChoice).toEqual({ places: 4, prizeList: true });
  });

  test('a choice that cannot be kept is refused in words, and nothing is saved', () => {
    const rt = runtime(pasted());
    expect(rt.run('saveLastRoundChoice', { places: '0' })).toEqual({
      ok: false,
      message: 'Prize places must be a whole number from 1 to 100; got "0".',
      problems: [],
    });
    expect(rt.run('saveLastRoundChoice', { places: 5, prizeList: true, prizes: { prizeRange: '' } })).toMatchObject({
      ok: false,
      message: 'Choose the range of the prize table (Group, Place, Prize), e.g. Prizes table!A1:C12.',
    });
    expect(rt.properties.hostDocument.getProperty('tiebreaks.lastRound')).toBeNull();
  });
});
