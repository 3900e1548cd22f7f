/**
 * The sidebar's reading settings through the emulated runtime on dist/Code.js: Notation,
 * Pairing-allocated bye and FIDE rules version each change Rank standings and Make prize list as
 * the CLI's --notation, --pab-points and --fide-rules do; settings saved before they existed still
 * load; bad values are refused; an ambiguous table's advice names the sidebar, in the sidebar's
 * Crosstable line and in the menu's alert, its cells still listed.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  AppsScriptRuntime,
  EmulatedSpreadsheet,
  loadDist,
  putValues,
  Value,
  valuesFromDelimited,
} from '../../emulator';
import { DIST, ensureBuilt, ROOT } from '../bundle/built';
import * as small from '../read/smallEvent';
import { sheetLabels } from '../support/sheetLabels';
import { standingsTable, titledTable } from '../support/standingsSheet';

type Grid = (string | number)[][];
const KEY = 'tiebreaks.settings';
let dir: string;

beforeAll(() => {
  ensureBuilt();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'readingSettings-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** F, U and H mean different things in US Chess notation and FIDE TRF, and no score column decides. */
const AMBIGUOUS: Grid = [
  ['No.', 'Name', 'R1', 'R2'],
  [1, 'Ann', 'F', 'H'],
  [2, 'Ben', 'U', ''],
  [3, 'Cai', 'H', 'F'],
];
/** US notation without its score column: B is the pairing-allocated bye, whose value is a setting. */
const US_NO_SCORE: Grid = small.US.map((r) => [...r.slice(0, 3), ...r.slice(4)]);

function withTable(values: Value[][], saved?: unknown): AppsScriptRuntime {
  const ss = new EmulatedSpreadsheet('Event', 'Crosstable');
  putValues(ss, 'Crosstable', values);
  const rt = loadDist(DIST, { spreadsheet: ss });
  if (saved !== undefined) rt.properties.hostDocument.setProperty(KEY, JSON.stringify(saved));
  return rt;
}

function csvFile(grid: Grid): string {
  const file = path.join(dir, `t${Math.random().toString(36).slice(2)}.csv`);
  fs.writeFileSync(
    file,
    grid
      .map((r) => r.map((v) => (/[,"]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v))).join(','))
      .join('\n') + '\n',
  );
  return file;
}

/** The CLI's standings for the grid as [number, score, ...tiebreak values], and its labels. */
function cli(grid: Grid, ...args: string[]): { labels: string[]; rows: unknown[][] } {
  const json = JSON.parse(
    execFileSync('node', ['bin/tiebreaks.cjs', 'standings', csvFile(grid), '--format', 'json', ...args], {
      cwd: ROOT,
      encoding: 'utf8',
    }),
  ) as {
    tiebreaks: string[];
    standings: { number: number; score: number; values: Record<string, number | null> }[];
  };
  // The sheet heads its columns short ("FIDE-BH" for "FIDE-BH(fide=2024)"): the one mapping of test/support/sheetLabels.ts.
  const labels = sheetLabels(json.tiebreaks);
  return {
    labels: json.tiebreaks.map((l) => labels.get(l) ?? l),
    rows: json.standings.map((s) => [s.number, s.score, ...json.tiebreaks.map((l) => s.values[l] ?? '')]),
  };
}

/** The Standings sheet as the CLI's rows: [number, score, ...tiebreak values]. */
function sheetRows(rt: AppsScriptRuntime): { labels: string[]; rows: unknown[][] } {
  const { header, rows } = standingsTable(rt.spreadsheet.hostSheet('Standings'));
  return { labels: header.slice(6, -1), rows: rows.map((r) => [r[2], r[5], ...r.slice(6, -1)]) };
}

const rankWith = (
  grid: Grid,
  reading: Record<string, unknown>,
  order: Record<string, unknown> = { preset: 'uscf' },
) => {
  const rt = withTable(grid);
  const out = rt.run('rankStandings', { ...order, ...reading }) as { ok: boolean; message?: string };
  return { rt, out };
};

describe('each reading setting changes the reading as its CLI flag does', () => {
  test('Notation: US Chess notation and FIDE TRF read the ambiguous table as --notation us and --notation trf', () => {
    const us = rankWith(AMBIGUOUS, { notation: 'us' });
    const trf = rankWith(AMBIGUOUS, { notation: 'trf' });
    expect(us.out.ok).toBe(true);
    expect(trf.out.ok).toBe(true);
    expect(sheetRows(us.rt)).toEqual(cli(AMBIGUOUS, '--notation', 'us'));
    expect(sheetRows(trf.rt)).toEqual(cli(AMBIGUOUS, '--notation', 'trf'));
    // F: a forfeit loss in US notation, a full-point bye in TRF.
    const scoreOf1 = (rt: AppsScriptRuntime) => sheetRows(rt).rows.find((r) => r[0] === 1)![1];
    expect([scoreOf1(us.rt), scoreOf1(trf.rt)]).toEqual([0.5, 1.5]);
    // Saved, and recorded in the Standings note.
    expect(JSON.parse(trf.rt.properties.hostDocument.getProperty(KEY)!)).toMatchObject({
      notation: 'trf',
      pab: '',
      fideRules: '',
    });
    expect(trf.rt.spreadsheet.hostSheet('Standings').getRange('A1').getNote()).toContain(
      'Reading: notation FIDE TRF codes (chosen); pairing-allocated bye as the table says\n',
    );
  });

  test('Pairing-allocated bye: ½ point as --pab-points 0.5; "As the table says" as no flag', () => {
    const plain = rankWith(US_NO_SCORE, { pab: '' });
    const half = rankWith(US_NO_SCORE, { pab: '0.5' });
    expect(sheetRows(plain.rt)).toEqual(cli(US_NO_SCORE));
    expect(sheetRows(half.rt)).toEqual(cli(US_NO_SCORE, '--pab-points', '0.5'));
    const scoreOf2 = (rt: AppsScriptRuntime) => sheetRows(rt).rows.find((r) => r[0] === 2)![1];
    expect([scoreOf2(plain.rt), scoreOf2(half.rt)]).toEqual([3, 2.5]);
    expect(half.rt.spreadsheet.hostSheet('Standings').getRange('A1').getNote()).toContain(
      'Reading: notation US Chess notation (detected); pairing-allocated bye ½ points\n',
    );
    // ½ and 1/2 are saved as 0.5, as pab= reads them.
    expect(JSON.parse(rankWith(US_NO_SCORE, { pab: '½' }).rt.properties.hostDocument.getProperty(KEY)!).pab).toBe(
      '0.5',
    );
    expect(sheetRows(rankWith(US_NO_SCORE, { pab: '0' }).rt)).toEqual(cli(US_NO_SCORE, '--pab-points', '0'));
  });

  test('FIDE rules version: BH and SB become the FIDE systems under that version, as --fide-rules does', () => {
    const custom = { preset: 'custom', order: ['BH', 'SB'] };
    const fide = rankWith(small.US, { fideRules: '2024' }, custom);
    const expected = cli(small.US, '--tiebreaks', 'BH, SB', '--fide-rules', '2024');
    expect(expected.labels[0]).toMatch(/^FIDE-BH/);
    expect(sheetRows(fide.rt)).toEqual(expected);
    // A preset too: the FIDE preset under the 2009 rules.
    expect(sheetRows(rankWith(small.US, { fideRules: '2009' }, { preset: 'fide' }).rt)).toEqual(
      cli(small.US, '--preset', 'fide', '--fide-rules', '2009'),
    );
    // Without it, the US systems.
    expect(sheetRows(rankWith(small.US, {}, custom).rt).labels).toEqual(['BH', 'SB']);
    expect(fide.rt.spreadsheet.hostSheet('Standings').getRange('A1').getNote()).toContain(
      'unplayed rounds by FIDE C.07 2024 rules (dummy with own score)',
    );
  });

  test('Make prize list reads the crosstable with the chosen notation, as `tiebreaks prizes --notation trf`', () => {
    const prizes: Grid = [
      ['Group', 'Place', 'Prize'],
      ['Overall', 1, '$100'],
      ['Overall', 2, '$50'],
    ];
    const rt = withTable(AMBIGUOUS);
    rt.spreadsheet.insertSheet('Prize table');
    putValues(rt.spreadsheet, 'Prize table', prizes);
    const request = (notation: string) => ({
      settings: { preset: 'uscf', notation },
      prizes: { prizeRange: "'Prize table'!A1:C3", crosstableRange: 'Crosstable!A1:D4' },
    });
    const refused = rt.run('makePrizeListWithSettings', request('')) as {
      ok: boolean;
      problems: { cell?: string; sheet?: string; message: string }[];
    };
    expect(refused.ok).toBe(false);
    expect(refused.problems[0].message).toContain('Choose Notation: US Chess notation or FIDE TRF in the sidebar');
    expect(refused.problems.filter((p) => p.cell).every((p) => p.sheet === 'Crosstable')).toBe(true);
    expect(rt.run('makePrizeListWithSettings', request('trf'))).toMatchObject({ ok: true, sheetName: 'Prizes' });
    const out: string[] = [];
    const file = csvFile(AMBIGUOUS);
    const prizeFile = csvFile(prizes);
    const json = JSON.parse(
      execFileSync('node', ['bin/tiebreaks.cjs', 'prizes', file, prizeFile, '--notation', 'trf', '--format', 'json'], {
        cwd: ROOT,
        encoding: 'utf8',
      }),
    ) as {
      prizes: { group: string; place: string; number: number; cents: number | null }[];
    };
    out.push(...json.prizes.map((p) => `${p.group} ${p.place} ${p.number} ${p.cents! / 100}`));
    const { rows } = titledTable(rt.spreadsheet.hostSheet('Prizes'), 'Group');
    expect(rows.map((r) => `${r[0]} ${r[1]} ${r[3]} ${r[8]}`)).toEqual(out);
    expect(rt.spreadsheet.hostSheet('Prizes').getRange('A1').getNote()).toContain(
      'Reading: notation FIDE TRF codes (chosen)',
    );
  });

  test('a team notation reads a team table; a bye value on a team table is refused, as --pab-points is', () => {
    const team = valuesFromDelimited(fs.readFileSync(path.join(ROOT, 'examples/team-swiss.csv'), 'utf8'));
    const named = withTable(team);
    expect(named.run('readCrosstableInfo', { notation: 'us-team' })).toMatchObject({
      ok: true,
      notationChosen: true,
      team: { boardSheet: false },
    });
    const pab = withTable(team).run('rankStandings', { preset: 'uscf', pab: '1' }) as {
      ok: boolean;
      problems: { message: string }[];
    };
    expect(pab.ok).toBe(false);
    expect(pab.problems[0].message).toBe(
      'This is a team table: "Pairing-allocated bye" applies to crosstables of individual players (a team bye counts as a match won, ' +
        'with the game points the table gives it). Set it to "As the table says" in the sidebar.',
    );
  });
});

describe('saved settings', () => {
  test('settings saved before the reading settings existed load with their defaults', () => {
    const old = { preset: 'mca', order: [], afterRound: 2, lots: true, lotSeed: 7, matchPoints: '3,1,0' };
    const state = withTable(AMBIGUOUS, old).run('getSidebarState') as { settings: unknown };
    expect(state.settings).toEqual({ ...old, notation: '', pab: '', fideRules: '', missingData: '' });
    // Older still: no match points either.
    const older = withTable(AMBIGUOUS, { preset: 'uscf', order: [], afterRound: null, lots: false, lotSeed: 1 }).run(
      'getSidebarState',
    ) as { settings: unknown };
    expect(older.settings).toEqual({
      preset: 'uscf',
      order: [],
      afterRound: null,
      lots: false,
      lotSeed: 1,
      matchPoints: '2,1,0',
      notation: '',
      pab: '',
      fideRules: '',
      missingData: '',
    });
  });

  test('"When a tie reaches a tiebreak the table has no data for" is saved as pass, stop or the rule set\'s default, and refused otherwise', () => {
    const rt = withTable(AMBIGUOUS, {
      preset: 'mca',
      order: [],
      afterRound: null,
      lots: false,
      lotSeed: 1,
      missingData: 'STOP ',
    });
    expect((rt.run('getSidebarState') as { settings: { missingData: string } }).settings.missingData).toBe('stop');
    expect(() => withTable(AMBIGUOUS).run('saveRankSettings', { preset: 'mca', missingData: 'skip' })).toThrow(
      '"When a tie reaches a tiebreak the table has no data for" must be pass over or stop; got "skip".',
    );
  });

  test('the sidebar is told the notations and FIDE versions it offers, named as the advice names them', () => {
    const state = withTable(AMBIGUOUS).run('getSidebarState') as {
      notations: { id: string; name: string }[];
      fideVersions: { id: string }[];
    };
    expect(state.notations.map((n) => n.id)).toEqual([
      'us',
      'msa',
      'chess-results',
      'vega',
      'swissperfect',
      'trf',
      'rr',
      'us-team',
      'chess-results-team',
    ]);
    expect(state.notations.find((n) => n.id === 'trf')!.name).toBe('FIDE TRF');
    expect(state.notations.find((n) => n.id === 'us-team')!.name).toBe('US team notation');
    expect(state.fideVersions.map((v) => v.id)).toEqual(['2009', '2024', '2026']);
  });

  test.each([
    [
      { notation: 'lothian' },
      'notation="lothian" is not a notation; expected one of us, msa, chess-results, vega, swissperfect, trf, rr, us-team, chess-results-team.',
    ],
    [{ pab: '2' }, 'pab="2": a pairing-allocated bye is worth 1, 0.5 or 0 points.'],
    [{ fideRules: '2017' }, 'fide="2017" is not a version of the FIDE rules; expected 2009, 2024, 2026.'],
  ])('%j is refused with what was expected, and nothing is saved or written', (bad, message) => {
    const rt = withTable(small.US, { preset: 'uscf', notation: 'us' });
    expect(rt.run('rankStandings', { preset: 'uscf', ...bad })).toEqual({ ok: false, message, problems: [] });
    expect(JSON.parse(rt.properties.hostDocument.getProperty(KEY)!)).toEqual({ preset: 'uscf', notation: 'us' });
    expect(rt.spreadsheet.getSheetByName('Standings')).toBeNull();
    expect(() => rt.run('saveRankSettings', { preset: 'uscf', ...bad })).toThrow(message);
    expect(rt.run('readCrosstableInfo', bad)).toMatchObject({ ok: false, problems: [{ message }] });
  });
});

describe('an ambiguous table: the advice names the sidebar', () => {
  const WHY =
    'The letters in this table mean different things in US Chess notation and FIDE TRF, and nothing in the table decides which ' +
    '(no score column that fits only one reading, no cell only one of them uses). Choose Notation: US Chess notation or FIDE TRF ';
  /** In the sidebar the advice names its own setting; the menu's alert says how to open the sidebar. */
  const ADVICE = WHY + 'under "How the table is read" below, or add the score column.';
  const MENU_ADVICE =
    WHY + 'in the sidebar (Extensions → Tiebreaks → Open sidebar, "How the table is read"), or add the score column.';

  test("in the sidebar's Crosstable line, with the ambiguous cells listed; choosing a notation reads it", () => {
    const rt = withTable(AMBIGUOUS);
    const info = rt.run('readCrosstableInfo') as { ok: boolean; problems: { cell?: string; message: string }[] };
    expect(info.ok).toBe(false);
    expect(info.problems[0]).toEqual({ message: ADVICE });
    expect(info.problems.map((p) => p.cell).filter(Boolean)).toEqual(['C2', 'C3', 'D4']);
    expect(info.problems[1].message).toMatch(
      /^"F" is a .* in US Chess notation but a .* in FIDE TRF codes; expected the notation to be named\.$/,
    );
    // The sidebar's unsaved choice reads it, and says so.
    expect(rt.run('readCrosstableInfo', { notation: 'us' })).toMatchObject({
      ok: true,
      notationName: 'US Chess notation',
      notationChosen: true,
      players: 3,
    });
    expect(rt.properties.hostDocument.getProperty(KEY)).toBeNull();
  });

  test("in the menu's alert, with the cells; once the notation is saved the menu ranks it", () => {
    const rt = withTable(AMBIGUOUS);
    rt.run('rankStandingsFromMenu');
    const alert = rt.spreadsheet.hostUi.hostAlerts[0].prompt;
    const lines = alert.split('\n');
    expect(lines[0]).toBe('The crosstable at Crosstable!A1:D4 could not be ranked.');
    expect(lines[1]).toBe(MENU_ADVICE);
    expect(alert).not.toContain('--notation');
    expect(lines.slice(2).map((l) => l.split(':')[0])).toEqual(['C2', 'C3', 'D4']);
    expect(rt.spreadsheet.getSheetByName('Standings')).toBeNull();
    rt.run('saveRankSettings', { preset: 'uscf', notation: 'trf' });
    rt.run('rankStandingsFromMenu');
    expect(rt.spreadsheet.hostUi.hostAlerts).toHaveLength(1);
    expect(sheetRows(rt)).toEqual(cli(AMBIGUOUS, '--notation', 'trf'));
  });
});
