/**
 * The "Prizes" sheet through the emulated runtime, on the built dist/Code.js: the sidebar's call
 * makePrizeList writes a sheet the add-on owns with the same winners and cents as the CLI, leaves
 * the crosstable and the prize table alone, neutralises formula-like names, and reports a bad
 * prize-table cell by its real address.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  AppsScriptRuntime,
  EmulatedSpreadsheet,
  loadDist,
  putValues,
  Value,
  valuesFromDelimited,
} from '../../emulator';
import { run } from '../../src/cli/main';
import { DIST, ensureBuilt, ROOT } from '../bundle/built';
import { EVENT_GRID } from '../support/sectionEvent';
import { forbiddenIn } from '../support/directorWords';
import { titledTable } from '../support/standingsSheet';
import { textWidthPx } from '../../src/sheets/ownedSheet';

beforeAll(() => ensureBuilt());

const csv = (name: string) => valuesFromDelimited(fs.readFileSync(path.join(ROOT, 'examples', name), 'utf8'));

function runtime(crosstable: Value[][], prizes: Value[][]): AppsScriptRuntime {
  const ss = new EmulatedSpreadsheet('Event', 'Crosstable');
  putValues(ss, 'Crosstable', crosstable);
  ss.insertSheet('Prize table');
  putValues(ss, 'Prize table', prizes);
  ss.setActiveSheet(ss.getSheetByName('Crosstable')!);
  return loadDist(DIST, { spreadsheet: ss });
}

/** A prize table for spring-swiss.csv on which 32B3's combined pool changes the result: #3 (1987) ties on 4 with two masters above 2000. */
const COMBINE_PRIZES =
  'Group,Place,Prize\nOverall,1,$300\nOverall,2,$200\nOverall,3,$100\nOverall,4,$50\nU2000,1,$150\nU2000,2,$100\n';

/** What `tiebreaks prizes … --format json` prints; `prizeText` stands in for the prize table file when given. */
function cliJson(
  extra: string[] = [],
  prizeText?: string,
): {
  prizes: { number: number; name: string; cents: number | null; item: string | null; group: string; place: string }[];
  options: string;
} {
  const out: string[] = [];
  const io = {
    out: (s: string) => void out.push(s),
    err: () => undefined,
    readFile: (p: string) =>
      p === 'prizes.csv' && prizeText !== undefined ? prizeText : fs.readFileSync(path.join(ROOT, p), 'utf8'),
  };
  expect(
    run(
      [
        'prizes',
        'examples/spring-swiss.csv',
        prizeText === undefined ? 'examples/spring-prizes.csv' : 'prizes.csv',
        '--format',
        'json',
        ...extra,
      ],
      io,
    ),
  ).toBe(0);
  return JSON.parse(out.join(''));
}

test('makePrizeList writes the Prizes sheet with what the CLI prints, and touches nothing else', () => {
  const rt = runtime(csv('spring-swiss.csv'), csv('spring-prizes.csv'));
  const before = ['Crosstable', 'Prize table'].map((n) => JSON.stringify(rt.spreadsheet.hostSheet(n).hostValues()));
  const out = rt.run('makePrizeList', { prizeRange: "'Prize table'!A1:C8", crosstableRange: 'Crosstable!A1:I16' }) as {
    ok: boolean;
    sheetName: string;
    summary: string;
  };
  expect(out).toEqual({
    ok: true,
    sheetName: 'Prizes',
    summary: '7 prizes to 9 players; 2 pools split',
    prizes: 7,
    players: 9,
    pooled: [
      'Overall 1st-3rd: 3 tied on 4, $150.00 + $100.00 + $50.00 = $300.00 pooled and split 3 ways (US Chess 32B2), $100.00 each',
      'U1600 1st: 3 tied on 2½, $30.00 pooled and split 3 ways (US Chess 32B2), $10.00 each',
    ],
    notAwarded: [],
  });
  expect(['Crosstable', 'Prize table'].map((n) => JSON.stringify(rt.spreadsheet.hostSheet(n).hostValues()))).toEqual(
    before,
  );
  const sheet = rt.spreadsheet.hostSheet('Prizes');
  const table = titledTable(sheet, 'Group');
  expect(table.header).toEqual(['Group', 'Place', 'Prize', 'No.', 'Name', 'Rating', 'Score', 'Rank', 'Award', 'How']);
  const expected = cliJson().prizes;
  expect(table.rows.map((r) => [r[0], r[1], r[3], r[4], r[8]])).toEqual(
    expected.map((p) => [p.group, p.place, p.number, p.name, p.cents === null ? p.item : p.cents / 100]),
  );
});

test('the Prizes sheet is ready to post: a title as the Standings sheet has, the totals under the list, no cell cut', () => {
  const rt = runtime(csv('spring-swiss.csv'), csv('spring-prizes.csv'));
  rt.run('makePrizeList', { prizeRange: "'Prize table'!A1:C8", crosstableRange: 'Crosstable!A1:I16' });
  const sheet = rt.spreadsheet.hostSheet('Prizes');
  const table = titledTable(sheet, 'Group');
  // The event (the spreadsheet's name), the rule set in words, the rounds counted.
  expect(table.title).toBe('Event prizes, US Chess 7th edition, after round 5');
  expect(table.headerRow).toBe(2);
  expect(sheet.getFrozenRows()).toBe(2);
  expect(sheet.getRange('A1:J2').getFontWeights()).toEqual([Array(10).fill('bold'), Array(10).fill('bold')]);
  // Worked from the prize table: $150 + $100 + $50 pooled by three, $40, $20 and $30 pooled by three
  // (Marcus, David, Elena, Hannah, Owen, Nora, Aisha, Ray: 8 players); the book prize is the one other prize.
  expect(table.footnote.split('\n').slice(0, 2)).toEqual([
    'Cash paid: $390.00 to 8 players, the whole $390.00 prize fund.',
    'Trophies and other prizes given: 1 of 1.',
  ]);
  expect(forbiddenIn([table.title, table.footnote].join('\n'))).toEqual([]);
  // Every cell of the table but the last column (How, a sentence that spills) fits its column.
  const cut = table.displayed.flatMap((row, r) =>
    row
      .slice(0, -1)
      .map((text, c) => ({ text, c, px: textWidthPx(text, r === 0) + 16 }))
      .filter(({ c, px }) => px > sheet.getColumnWidth(c + 1)),
  );
  expect(cut).toEqual([]);
});

test('a prize fund not all paid says how much was not awarded', () => {
  // No one can win U1200: the lowest rating is Ray Tanaka's 1210, and the unrated Chloe Martin wins
  // only place and unrated prizes (US Chess 28D). Its $25 is not paid.
  const prizes = [...csv('spring-prizes.csv'), ['U1200', '1', '$25']];
  const rt = runtime(csv('spring-swiss.csv'), prizes);
  rt.run('makePrizeList', { prizeRange: "'Prize table'!A1:C9", crosstableRange: 'Crosstable!A1:I16' });
  const table = titledTable(rt.spreadsheet.hostSheet('Prizes'), 'Group');
  expect(table.footnote).toContain('Cash paid: $390.00 to 8 players, of a $415.00 prize fund ($25.00 not awarded).');
});

test('a team table is refused with what to do instead, and nothing is written', () => {
  const rt = runtime(csv('team-swiss.csv'), csv('spring-prizes.csv'));
  const names = () => rt.spreadsheet.getSheets().map((s) => s.getName());
  const before = names();
  const out = rt.run('makePrizeList', { prizeRange: "'Prize table'!A1:C8", crosstableRange: 'Crosstable!A1:H10' }) as {
    ok: boolean;
    message: string;
    problems: unknown[];
  };
  expect(out.ok).toBe(false);
  expect(out.message).toMatch(/team event; prize lists are for crosstables of individual players/);
  expect(out.problems).toEqual([]);
  expect(names()).toEqual(before);
});

test('a formula-like name is written as text, and a bad prize cell is named by its sheet address', () => {
  const crosstable = csv('spring-swiss.csv');
  crosstable[1][1] = '=HYPERLINK("http://x","Marcus")';
  const rt = runtime(crosstable, csv('spring-prizes.csv'));
  rt.run('makePrizeList', { prizeRange: "'Prize table'!A1:C8", crosstableRange: 'Crosstable!A1:I16' });
  const sheet = rt.spreadsheet.hostSheet('Prizes');
  // Written as text (the apostrophe), so it shows as typed and never runs as a formula.
  expect(sheet.hostFormulas()).toEqual([]);
  expect(sheet.hostValues().map((r) => r[4])).toContain('=HYPERLINK("http://x","Marcus")');

  const bad = csv('spring-prizes.csv');
  bad[3][2] = '$5O';
  const rt2 = runtime(csv('spring-swiss.csv'), bad);
  const failed = rt2.run('makePrizeList', {
    prizeRange: "'Prize table'!A1:C8",
    crosstableRange: 'Crosstable!A1:I16',
  }) as { ok: boolean; problems: { cell: string; message: string }[] };
  expect(failed.ok).toBe(false);
  expect(failed.problems.map((p) => p.cell)).toEqual(['C4']);
  // The cell is on the prize table's sheet, so the sidebar selects it there.
  expect(failed.problems).toEqual([
    { sheet: 'Prize table', cell: 'C4', message: expect.stringContaining('"$5O" is not an amount') },
  ]);
  expect(rt2.spreadsheet.getSheetByName('Prizes')).toBeNull();
});

describe("the sidebar's server call makePrizeListWithSettings", () => {
  const prizes = {
    prizeRange: "'Prize table'!A1:C8",
    crosstableRange: "'Crosstable'!A1:I16",
    limit: 'off',
    cashAndTrophy: 'cash',
    unratedInRatingGroups: false,
  };
  const settings = { preset: 'custom', order: ['SB', 'CUM'], afterRound: null, lots: false, lotSeed: 1 };
  type Out = {
    ok: boolean;
    summary?: string;
    message?: string;
    problems?: { sheet?: string; cell?: string; message: string }[];
  };

  test('ranks with the settings it is sent, saves them and the prize options, and writes what the CLI prints with the same options', () => {
    const rt = runtime(csv('spring-swiss.csv'), csv('spring-prizes.csv'));
    const out = rt.run('makePrizeListWithSettings', { settings, prizes }) as Out;
    expect(out.ok).toBe(true);
    const expected = cliJson(['--tiebreaks', 'SB,CUM', '--one-prize', 'off', '--cash-and-trophy', 'cash']).prizes;
    const values = titledTable(rt.spreadsheet.hostSheet('Prizes'), 'Group').rows;
    expect(values.map((r) => [r[0], r[1], r[3], r[8]])).toEqual(
      expected.map((p) => [p.group, p.place, p.number, p.cents === null ? p.item : p.cents / 100]),
    );
    // "off" lets a player win in two groups: some player number appears twice.
    const numbers = values.map((r) => r[3]);
    expect(new Set(numbers).size).toBeLessThan(numbers.length);
    const note = rt.spreadsheet.hostSheet('Prizes').getRange('A1').getNote();
    expect(note).toContain('Rule set: custom order');
    // The note is read by a director: the time in words, no option syntax (issue 27).
    expect(forbiddenIn(note)).toEqual([]);
    expect(JSON.parse(rt.properties.hostDocument.getProperty('tiebreaks.settings')!)).toMatchObject({
      preset: 'custom',
      order: ['SB', 'CUM'],
    });
    expect(JSON.parse(rt.properties.hostDocument.getProperty('tiebreaks.prizes')!)).toEqual({
      prizeRange: "'Prize table'!A1:C8",
      limit: 'off',
      cashAndTrophy: 'cash',
      unratedInRatingGroups: false,
      tiedClassPrizes: 'separate',
    });
    // Shown again when the sidebar opens next time.
    expect((rt.run('getSidebarState') as { prizes: unknown }).prizes).toEqual({
      prizeRange: "'Prize table'!A1:C8",
      limit: 'off',
      cashAndTrophy: 'cash',
      unratedInRatingGroups: false,
      tiedClassPrizes: 'separate',
    });
  });

  test('prize settings saved with the earlier "prefer" still load: trophy keeps its meaning, cash (the old default) becomes one of each', () => {
    const state = (saved: unknown) => {
      const rt = runtime(csv('spring-swiss.csv'), csv('spring-prizes.csv'));
      rt.properties.hostDocument.setProperty('tiebreaks.prizes', JSON.stringify(saved));
      return (rt.run('getSidebarState') as { prizes: unknown }).prizes;
    };
    const old = { prizeRange: "'Prize table'!A1:C8", limit: 'first', unratedInRatingGroups: true };
    // Saved before 32B3's combined pool was offered, so without tiedClassPrizes: each group's prizes on their own.
    expect(state({ ...old, prefer: 'trophy' })).toEqual({
      ...old,
      cashAndTrophy: 'trophy',
      tiedClassPrizes: 'separate',
    });
    expect(state({ ...old, prefer: 'cash' })).toEqual({ ...old, cashAndTrophy: 'both', tiedClassPrizes: 'separate' });
    // A value no version wrote: the defaults.
    expect(state({ ...old, cashAndTrophy: 'medal' })).toEqual({
      prizeRange: '',
      limit: 'larger',
      cashAndTrophy: 'both',
      unratedInRatingGroups: false,
      tiedClassPrizes: 'separate',
    });
  });

  test('the Prizes sheet note states the cash-and-trophy option', () => {
    const rt = runtime(csv('spring-swiss.csv'), csv('spring-prizes.csv'));
    expect(
      (
        rt.run('makePrizeListWithSettings', {
          settings,
          prizes: { ...prizes, limit: 'larger', cashAndTrophy: 'both' },
        }) as Out
      ).ok,
    ).toBe(true);
    expect(rt.spreadsheet.hostSheet('Prizes').getRange('A1').getNote()).toContain(
      'one cash prize and one trophy per player, each limited on its own; the larger cash prize (US Chess 32B1), trophies by place and tiebreak rank;',
    );
  });

  test('with tied winners of different prizes combined (US Chess 32B3), the Prizes sheet is what the CLI prints with --tied-class-prizes combine', () => {
    const rt = runtime(csv('spring-swiss.csv'), valuesFromDelimited(COMBINE_PRIZES));
    const combined = {
      ...prizes,
      prizeRange: "'Prize table'!A1:C7",
      limit: 'larger',
      cashAndTrophy: 'both',
      tiedClassPrizes: 'combine',
    };
    const out = rt.run('makePrizeListWithSettings', { settings, prizes: combined }) as Out & { pooled: string[] };
    expect(out.ok).toBe(true);
    const cli = cliJson(['--tiebreaks', 'SB,CUM', '--tied-class-prizes', 'combine'], COMBINE_PRIZES);
    const row = (p: { group: string; place: string; number: number; cents: number | null; item: string | null }) => [
      p.group,
      p.place,
      p.number,
      p.cents === null ? p.item : p.cents / 100,
    ];
    const values = titledTable(rt.spreadsheet.hostSheet('Prizes'), 'Group').rows;
    expect(values.map((r) => [r[0], r[1], r[3], r[8]])).toEqual(cli.prizes.map(row));
    // The three on 4 pool 1st, 2nd and U2000 1st ($650, one prize per winner); #4, #6 and #8 on 3
    // pool 3rd, 4th and U2000 2nd. Each group on its own would pay the top three $200 each.
    expect(values.map((r) => [r[1], r[3], r[8]])).toEqual([
      ['1st-2nd + U2000 1st', 1, 216.67],
      ['1st-2nd + U2000 1st', 3, 216.67],
      ['1st-2nd + U2000 1st', 2, 216.66],
      ['3rd-4th + U2000 2nd', 4, 83.34],
      ['3rd-4th + U2000 2nd', 6, 83.33],
      ['3rd-4th + U2000 2nd', 8, 83.33],
    ]);
    expect(cliJson(['--tiebreaks', 'SB,CUM'], COMBINE_PRIZES).prizes.map(row)).not.toEqual(cli.prizes.map(row));
    expect(out.pooled[0]).toMatch(
      /^32B3: 3 tied on 4 for Overall 1st-3rd \+ U2000 1st: \$300\.00 \+ \$200\.00 \+ \$150\.00 = \$650\.00 pooled/,
    );
    // The note states the option, in the words the CLI's "options" line uses.
    expect(cli.options).toContain("tied winners of different groups' prizes share them combined (US Chess 32B3)");
    expect(rt.spreadsheet.hostSheet('Prizes').getRange('A1').getNote()).toContain(cli.options);
    const saved = {
      prizeRange: "'Prize table'!A1:C7",
      limit: 'larger',
      cashAndTrophy: 'both',
      unratedInRatingGroups: false,
      tiedClassPrizes: 'combine',
    };
    expect(JSON.parse(rt.properties.hostDocument.getProperty('tiebreaks.prizes')!)).toEqual(saved);
    expect((rt.run('getSidebarState') as { prizes: unknown }).prizes).toEqual(saved);
  });

  test('saved prize settings with a tiedClassPrizes no version wrote, or combine with another limit, load as the defaults', () => {
    const state = (saved: unknown) => {
      const rt = runtime(csv('spring-swiss.csv'), csv('spring-prizes.csv'));
      rt.properties.hostDocument.setProperty('tiebreaks.prizes', JSON.stringify(saved));
      return (rt.run('getSidebarState') as { prizes: unknown }).prizes;
    };
    const defaults = {
      prizeRange: '',
      limit: 'larger',
      cashAndTrophy: 'both',
      unratedInRatingGroups: false,
      tiedClassPrizes: 'separate',
    };
    const base = {
      prizeRange: "'Prize table'!A1:C8",
      limit: 'larger',
      cashAndTrophy: 'both',
      unratedInRatingGroups: true,
    };
    expect(state({ ...base, tiedClassPrizes: 'combine' })).toEqual({ ...base, tiedClassPrizes: 'combine' });
    expect(state({ ...base, tiedClassPrizes: 'pool' })).toEqual(defaults);
    expect(state({ ...base, limit: 'off', tiedClassPrizes: 'combine' })).toEqual(defaults);
  });

  test('a bad request is refused with a message; nothing is saved or written', () => {
    const rt = runtime(csv('spring-swiss.csv'), csv('spring-prizes.csv'));
    const refuse = (request: unknown, message: RegExp) => {
      const out = rt.run('makePrizeListWithSettings', request) as Out;
      expect(out).toEqual({ ok: false, message: expect.stringMatching(message), problems: [] });
    };
    refuse(
      { settings, prizes: { ...prizes, limit: 'most' } },
      /"one prize per player" must be larger, first or off; got most/,
    );
    refuse(
      { settings, prizes: { ...prizes, cashAndTrophy: 'medal' } },
      /"cash prize and trophy" must be both, cash or trophy; got medal/,
    );
    // The earlier name is still read, and checked.
    refuse(
      { settings, prizes: { ...prizes, cashAndTrophy: undefined, prefer: 'medal' } },
      /"prefer" must be cash or trophy/,
    );
    refuse({ settings, prizes: { ...prizes, prizeRange: '  ' } }, /Choose the range of the prize table/);
    refuse(
      { settings, prizes: { ...prizes, limit: 'larger', cashAndTrophy: 'both', tiedClassPrizes: 'pool' } },
      /"tied winners of different prizes" must be separate or combine; got pool/,
    );
    // As the CLI refuses --tied-class-prizes combine with --one-prize first or --cash-and-trophy cash.
    const needs =
      /US Chess 32B3\) needs "one prize per player" set to the larger and "cash prize and trophy" set to one of each/;
    refuse(
      { settings, prizes: { ...prizes, limit: 'first', cashAndTrophy: 'both', tiedClassPrizes: 'combine' } },
      needs,
    );
    refuse(
      { settings, prizes: { ...prizes, limit: 'larger', cashAndTrophy: 'cash', tiedClassPrizes: 'combine' } },
      needs,
    );
    refuse({ settings: { ...settings, order: [] }, prizes }, /A custom order needs at least one tiebreak/);
    refuse({ settings: { ...settings, order: ['NOPE'] }, prizes }, /NOPE/);
    refuse(null, /Choose the range of the prize table/);
    expect(rt.properties.hostDocument.getProperty('tiebreaks.settings')).toBeNull();
    expect(rt.properties.hostDocument.getProperty('tiebreaks.prizes')).toBeNull();
    expect(rt.spreadsheet.getSheetByName('Prizes')).toBeNull();
  });

  test("each problem names the sheet its cell is on: the crosstable's or the prize table's", () => {
    const crosstable = csv('spring-swiss.csv');
    crosstable[2][5] = 'Q99';
    const rt = runtime(crosstable, csv('spring-prizes.csv'));
    const out = rt.run('makePrizeListWithSettings', { settings, prizes }) as Out;
    expect(out.ok).toBe(false);
    expect(out.problems).toEqual([{ sheet: 'Crosstable', cell: 'F3', message: expect.stringContaining('Q99') }]);

    const bad = csv('spring-prizes.csv');
    bad[6][0] = 'Under-achievers';
    const rt2 = runtime(csv('spring-swiss.csv'), bad);
    const out2 = rt2.run('makePrizeListWithSettings', { settings, prizes }) as Out;
    expect(out2.problems).toEqual([
      { sheet: 'Prize table', cell: 'A7', message: expect.stringContaining('"Under-achievers" is not a prize group') },
    ]);
    expect(rt2.run('selectProblemCell', 'Prize table', 'A7')).toBe(true);
    expect(rt2.spreadsheet.getActiveSheet().getName()).toBe('Prize table');
    expect(rt2.spreadsheet.getActiveRange().getA1Notation()).toBe('A7');
  });

  test('"Use selection" gets the selected range with its sheet, quoted as Sheets reads it back', () => {
    const rt = runtime(csv('spring-swiss.csv'), csv('spring-prizes.csv'));
    rt.spreadsheet.hostSelect('Prize table', 'A1:C8');
    expect(rt.run('getSelectionA1')).toBe("'Prize table'!A1:C8");
    const renamed = rt.spreadsheet.getSheetByName('Prize table')!;
    renamed.setName("Bob's prizes");
    rt.spreadsheet.hostSelect("Bob's prizes", 'A1:C8');
    const a1 = rt.run('getSelectionA1') as string;
    expect(a1).toBe("'Bob''s prizes'!A1:C8");
    expect((rt.run('makePrizeListWithSettings', { settings, prizes: { ...prizes, prizeRange: a1 } }) as Out).ok).toBe(
      true,
    );
  });

  test('the menu item Make prize list opens the sidebar at its Prizes section', () => {
    const rt = runtime(csv('spring-swiss.csv'), csv('spring-prizes.csv'));
    rt.run('showPrizeSidebar');
    // A script that sets the section, appended to the page: HtmlService ignores <meta> tags, so
    // the marker is what the page is served with, not a tag it drops.
    const page = rt.spreadsheet.hostUi.hostSidebarPage()!;
    expect(page).toMatch(/<script>var TIEBREAKS_OPEN_AT = "prizes";<\/script>$/);
    expect(page).toContain('id="prizesHeading"');
    expect(page).not.toMatch(/<meta\b/i);
    rt.run('showNewCrosstableSidebar');
    expect(rt.spreadsheet.hostUi.hostSidebarPage()).toMatch(
      /<script>var TIEBREAKS_OPEN_AT = "new-crosstable";<\/script>$/,
    );
    rt.run('showSidebar');
    expect(rt.spreadsheet.hostUi.hostSidebarPage()).not.toContain('TIEBREAKS_OPEN_AT =');
  });
});

test('a table of sections gets no prize list mixed from its sections: refused, naming them, nothing written', () => {
  const event = EVENT_GRID.map((r) => [...r]) as Value[][];
  const rt = runtime(event, [
    ['Group', 'Place', 'Prize'],
    ['Section=K-5', 1, 'Trophy'],
  ]);
  const out = rt.run('makePrizeList', { prizeRange: "'Prize table'!A1:C2", crosstableRange: 'Crosstable!A1:I9' }) as {
    ok: boolean;
    message: string;
  };
  expect(out).toEqual({
    ok: false,
    message:
      "The crosstable has sections (K-5, Open), each ranked alone, and a prize list is one section's. " +
      "Put a section's rows on a sheet of their own (with the header row) and make its prize list from there.",
    problems: [],
  });
  expect(rt.spreadsheet.getSheets().map((s) => s.getName())).toEqual(['Crosstable', 'Prize table']);
});
