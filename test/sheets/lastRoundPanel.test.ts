/**
 * The sidebar's "Before the last round" panel, server side: when the Crosstable line says the last
 * round is ahead (TableInfo.lastRound), the panel's answer in the sheet's own words (bounds named
 * as bounds, with why, as the Last round sheet says them), its refusals, and its sheet written
 * with the sidebar's rule set and places. The example before round 5 is a TRF pasted one line a
 * cell (test/support/pendingTrf.ts); the built add-on runs on the emulated runtime.
 */
import fs from 'node:fs';
import path from 'node:path';
import { EmulatedSpreadsheet, loadDist, putValues, Value, valuesFromDelimited } from '../../emulator';
import { lastRoundEvent } from '../../src/lastRound/event';
import { outlookJson, OutlookJson } from '../../src/lastRound/format';
import { lastRoundOutlook } from '../../src/lastRound/outlook';
import { readCrosstableText } from '../../src/read';
import { panelAnswer, placesText } from '../../src/sheets/lastRoundServer';
import { lastRoundValues } from '../../src/sheets/lastRoundSheet';
import { DEFAULT_SETTINGS } from '../../src/sheets/settings';
import type { LastRoundAnswer, LastRoundFailure, TableInfo } from '../../src/sheets/shapes';
import { findPreset } from '../../src/standings/presets';
import { DIST, ensureBuilt, ROOT } from '../bundle/built';
import { runCli } from '../support/cli';
import { forbiddenIn } from '../support/directorWords';
import { EXAMPLE, pendingTrf, unpairedRows } from '../support/pendingTrf';

const pasted = (trf: string): Value[][] =>
  trf
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => [line]);

function runtime(values: Value[][]) {
  const ss = new EmulatedSpreadsheet('Spring Swiss 2026', 'Crosstable');
  putValues(ss, 'Crosstable', values);
  const rt = loadDist(DIST, { spreadsheet: ss });
  rt.spreadsheet.hostSelect('Crosstable', 'A1');
  return rt;
}

describe('the answer in the sheet’s words', () => {
  // Too few endings allowed to rank them all, and no search: most answers are bounds.
  const tournament = readCrosstableText(pendingTrf());
  const json = outlookJson(
    lastRoundOutlook(lastRoundEvent(tournament), { order: findPreset('uscf').order, budget: 243, search: false }),
    5,
  );
  const answer = panelAnswer(json, DEFAULT_SETTINGS, 6);
  const player = (n: number) => answer.players.find((p) => p.number === n)!;

  test('bounds are said as bounds, with why, exactly as the Last round sheet says them', () => {
    expect(answer.bounds).toBe(true);
    expect(player(1)).toEqual({
      number: 1,
      name: 'Marcus Webb',
      score: '3½',
      board: 1,
      ranks: 'between 1st and 5th',
      line: "a win gives clear 1st; a draw gives 1st–4th; a loss gives between 2nd and 5th (bounds: 6 boards can change this player's tiebreaks (729 endings), too many to rank them all)",
      places: ['1st', '2nd', '3rd', '4th', '5th'].map((prize) => ({
        prize,
        said: expect.stringMatching(
          /^needs .*\(6 boards can change this player's tiebreaks \(729 endings\), too many to rank them all\)$/,
        ),
      })),
      outOfReach: '',
    });
    // A player whose last round is recorded (a half-point bye) is exact all the same.
    expect(player(5)).toMatchObject({ board: null, ranks: '14th', line: 'gives clear 14th', outOfReach: '1st–5th' });
    const sheet = lastRoundValues('title', json);
    for (const p of answer.players) expect(sheet.find((r) => r[0] === String(p.number))![6]).toBe(p.line);
  });

  test('each prize place: its contenders as the sheet lists them, in the same order', () => {
    expect(answer.places.map((x) => x.prize)).toEqual(['1st', '2nd', '3rd', '4th', '5th']);
    expect(answer.places[0]!.clinched).toEqual([]);
    expect(answer.places[0]!.possible.map((x) => x.number)).toEqual([1, 3, 2, 6]);
    const sheet = lastRoundValues('title', json);
    const start = sheet.findIndex((r) => r[0] === '1st place:');
    expect(answer.places[0]!.possible.map((x) => [String(x.number), x.name, x.said])).toEqual(
      sheet.slice(start + 1, start + 5).map((r) => [r[0], r[1], r[6]]),
    );
    expect(answer.players.flatMap((p) => [p.line, ...p.places.map((x) => x.said)]).flatMap(forbiddenIn)).toEqual([]);
  });

  test('searched answers: the ranges every ending gives, with the boards that decide, and no note of bounds', () => {
    const of = (request: { budget: number }) =>
      panelAnswer(
        outlookJson(lastRoundOutlook(lastRoundEvent(tournament), { order: findPreset('uscf').order, ...request }), 5),
        DEFAULT_SETTINGS,
        6,
      );
    const searched = of({ budget: 243 });
    const complete = of({ budget: 729 });
    expect(searched.bounds).toBe(false);
    // The same best and worst ranks as ranking all 729 endings.
    expect(searched.players.map((p) => [p.number, p.ranks])).toEqual(complete.players.map((p) => [p.number, p.ranks]));
    expect(searched.players[0]).toMatchObject({
      number: 1,
      ranks: '1st–4th',
      line: 'a win gives clear 1st; a draw gives 1st–4th; a loss gives 2nd–4th',
      outOfReach: '5th',
    });
    expect(searched.players[0]!.places.map((x) => x.said)).toEqual([
      'needs a win; or a draw if other boards fall right (boards 2, 3, 4, 5 and 6 decide)',
      ...Array(3).fill('needs a draw or a loss if other boards fall right (boards 2, 3, 4, 5 and 6 decide)'),
    ]);
  });

  test('places out of reach are said in runs', () => {
    expect(placesText([])).toBe('');
    expect(placesText([3])).toBe('3rd');
    expect(placesText([1, 2, 3, 5, 9, 10, 11, 12])).toBe('1st–3rd, 5th, 9th–12th');
  });
});

describe('on the built add-on', () => {
  beforeAll(() => ensureBuilt());
  const info = (values: Value[][]) => runtime(values).run('readCrosstableInfo', null, null) as TableInfo;

  test('the Crosstable line says the last round is ahead only when it is: paired, and the chart’s last', () => {
    expect(info(pasted(pendingTrf()))).toMatchObject({ ok: true, lastRound: { round: 5, boards: 6, paired: true } });
    // Not paired yet: the panel answers on score; 15 players make 7 boards and a bye.
    expect(info(unpairedRows())).toMatchObject({ ok: true, lastRound: { round: 5, boards: 7, paired: false } });
    // Two rounds left (a chart made for 6), and a finished table: no panel.
    const twoLeft = info(pasted(pendingTrf().replace(/^XXR 5$/m, 'XXR 6')));
    expect([twoLeft.ok, twoLeft.roundsText, twoLeft.lastRound]).toEqual([true, 'after round 4 of 6', undefined]);
    const finished = info(valuesFromDelimited(EXAMPLE));
    expect([finished.ok, finished.lastRound]).toEqual([true, undefined]);
  });

  test('the panel’s answer for the sidebar’s rule set and places; nothing is written', () => {
    const rt = runtime(pasted(pendingTrf()));
    const out = rt.run('getLastRoundAnswer', {
      settings: { preset: 'mca' },
      table: null,
      places: '3',
    }) as LastRoundAnswer;
    expect([out.ok, out.round, out.boards, out.ruleSet, out.places.length, out.players.length]).toEqual([
      true,
      5,
      6,
      'Michigan Chess Association',
      3,
      15,
    ]);
    expect(rt.spreadsheet.getSheets().map((s) => s.getName())).toEqual(['Crosstable']);
    // Nothing saved by looking.
    expect(rt.properties.hostDocument.getProperty('tiebreaks.settings')).toBeNull();
  });

  test('refusals say why: a finished table, prize places that are not a whole number from 1 to 100', () => {
    const finished = runtime(valuesFromDelimited(EXAMPLE)).run('getLastRoundAnswer', {
      settings: {},
      table: null,
    }) as LastRoundFailure;
    expect(finished.ok).toBe(false);
    expect(finished.message).toMatch(
      /^What each player needs could not be worked out\. No round is in progress: every round of the table \(5\) has all its results\./,
    );
    const places = runtime(pasted(pendingTrf())).run('getLastRoundAnswer', {
      settings: {},
      places: '0',
    }) as LastRoundFailure;
    expect(places).toEqual({
      ok: false,
      message: 'Prize places must be a whole number from 1 to 100; got "0".',
      problems: [],
    });
  });

  test('the prize list: each prize by name as the CLI answers it; refused, in words, with no prize table', () => {
    const prizesCsv = fs.readFileSync(path.join(ROOT, 'examples/spring-prizes.csv'), 'utf8');
    const rt = runtime(pasted(pendingTrf()));
    rt.spreadsheet.insertSheet('Prize table');
    putValues(rt.spreadsheet, 'Prize table', valuesFromDelimited(prizesCsv));
    rt.spreadsheet.hostSelect('Crosstable', 'A1');
    const asked = { settings: {}, table: null, places: 'prize list', prizes: { prizeRange: "'Prize table'!A1:C8" } };
    const out = rt.run('getLastRoundAnswer', asked) as LastRoundAnswer;
    expect(out.ok).toBe(true);
    const cli = runCli(['scenarios', 'e.trf', '--format', 'json', '--prizes', 'p.csv'], {
      'e.trf': pendingTrf(),
      'p.csv': prizesCsv,
    });
    const json = JSON.parse(cli.out) as OutlookJson;
    expect(out.places.map((p) => p.heading)).toEqual(json.players[0]!.prizes.map((p) => p.prize));
    expect(out.places.map((p) => p.heading)).toContain('U1800 1st');
    for (const [i, place] of out.places.entries())
      expect(place.clinched.map((c) => c.number)).toEqual(
        json.players.filter((j) => j.prizes[i]!.status === 'clinched').map((j) => j.number),
      );
    const none = rt.run('getLastRoundAnswer', { ...asked, prizes: { prizeRange: '' } }) as LastRoundFailure;
    expect(none.message).toBe('Choose the range of the prize table (Group, Place, Prize), e.g. Prizes table!A1:C12.');
  });

  test('the prize list before the pairing: answered over every pairing where few are left to pair, bounds said as such', () => {
    const prizesCsv = fs.readFileSync(path.join(ROOT, 'examples/spring-prizes.csv'), 'utf8');
    // Seven players not paired: the other eight's 105 pairings × 81 results are all ranked.
    const written = { 5: 'U', 8: 'U', 9: 'U', 10: 'U', 11: 'U', 13: 'U', 14: 'U' };
    const unpaired = runtime(unpairedRows(written));
    unpaired.spreadsheet.insertSheet('Prize table');
    putValues(unpaired.spreadsheet, 'Prize table', valuesFromDelimited(prizesCsv));
    unpaired.spreadsheet.hostSelect('Crosstable', 'A1');
    const asked = { settings: {}, table: null, places: 'prize list', prizes: { prizeRange: "'Prize table'!A1:C8" } };
    const before = unpaired.run('getLastRoundAnswer', asked) as LastRoundAnswer;
    expect(before).toMatchObject({ ok: true, paired: false });
    expect(before.heading).toMatch(/The prize list is worked out with tiebreaks over every pairing and result\.$/);
    const unrated = before.places.find((p) => p.heading === 'Unrated 1st')!;
    expect(unrated.clinched.map((c) => c.number)).toEqual([14]);
    const overall = before.places.find((p) => p.heading === 'Overall 1st')!;
    expect(overall.possible.find((p) => p.number === 1)!.said).toBe(
      'possible with a win; or a draw or a loss, depending on the pairing and other results',
    );
    // The same words the CLI prints for the same table.
    const cli = runCli(['scenarios', 'u.csv', '--format', 'json', '--prizes', 'p.csv'], {
      'u.csv': unpairedRows(written)
        .map((r) => r.join(','))
        .join('\n'),
      'p.csv': prizesCsv,
    });
    const json = JSON.parse(cli.out) as OutlookJson;
    expect(before.players.map((p) => p.outOfReach)).toEqual(
      panelAnswer(json, DEFAULT_SETTINGS, 4).players.map((p) => p.outOfReach),
    );
    // Too many to pair to rank them all: the heading says how the prize list was worked out.
    expect(panelAnswer(json, DEFAULT_SETTINGS, 4, false).heading).toMatch(
      /over the pairings tried, as there are too many to try them all: a prize is possible where one tried gives it, out of reach only where none can, and otherwise unknown\.$/,
    );
  });

  test('the panel’s button: the settings saved, the sheet written by the sidebar’s rule set and places', () => {
    const rt = runtime(pasted(pendingTrf()));
    const out = rt.run('writeLastRoundSheet', { settings: { preset: 'mca' }, table: null, places: 2 });
    expect(out).toEqual({
      ok: true,
      sheetName: 'Last round',
      text: 'What each player needs, written to the sheet "Last round".',
    });
    const shown = rt.spreadsheet.hostSheet('Last round').getDataRange().getDisplayValues();
    expect(shown[0]![0]).toBe('Spring Swiss 2026: before round 5, Michigan Chess Association');
    expect(shown.filter((r) => / place:$/.test(r[0]!)).map((r) => r[0])).toEqual(['1st place:', '2nd place:']);
    expect(JSON.parse(rt.properties.hostDocument.getProperty('tiebreaks.settings')!).preset).toBe('mca');
  });
});
