/**
 * A team table through the add-on, on the built dist/Code.js in the emulated runtime: "Rank
 * standings" writes team standings (Team, MP, GP first) with the values the CLI prints, and the
 * sidebar says the table was read as a team event.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { EmulatedSpreadsheet, loadDist, putValues, valuesFromDelimited } from '../../emulator';
import { fromPoints, formatPoints } from '../../src/model/points';
import { placeValue, sheetText } from '../../src/sheets/numberFormats';
import { DIST, ensureBuilt, ROOT } from '../bundle/built';
import { standingsTable, titledTable } from '../support/standingsSheet';

const EXAMPLE = path.join(ROOT, 'examples/team-boards.csv');

beforeAll(() => ensureBuilt());

test('Rank standings on a board-by-board sheet writes the team standings the CLI prints', () => {
  const ss = new EmulatedSpreadsheet('League', 'Games');
  putValues(ss, 'Games', valuesFromDelimited(fs.readFileSync(EXAMPLE, 'utf8')));
  const rt = loadDist(DIST, { spreadsheet: ss });
  // The sidebar says how the table reads before anything is ranked.
  const table = rt.run('readCrosstableInfo') as { ok: boolean; report: string };
  expect(table.ok).toBe(true);
  expect(table.report).toBe('read as board-by-board sheet, 9 teams, 5 rounds, 4 boards, match points 2,1,0.');
  rt.run('rankStandingsFromMenu');
  const { header, rows: values, displayed, title } = standingsTable(rt.spreadsheet.hostSheet('Standings'));
  const cli = JSON.parse(
    execFileSync('node', ['bin/tiebreaks.cjs', 'standings', EXAMPLE, '--format', 'json'], {
      cwd: ROOT,
      encoding: 'utf8',
    }),
  );
  expect(title).toBe('League standings, US Chess 7th edition, after round 5');
  expect(header).toEqual(['Rank', 'Place', 'No.', 'Team', 'MP', 'GP', 'MM', 'SOLK', 'CUM', 'OPPCUM', 'Decided by']);
  expect(cli.tiebreaks).toEqual(['GP', 'MM', 'SOLK', 'CUM', 'OPPCUM']);
  // Rank and Place are numbers unless shared.
  expect(values.map((r) => [r[0], r[1], r[2], r[3], r[4], r[5]])).toEqual(
    cli.standings.map(
      (s: { rank: string; place: string; number: number; team: string; matchPoints: number; gamePoints: number }) => [
        placeValue(s.rank),
        placeValue(s.place),
        s.number,
        s.team,
        s.matchPoints,
        s.gamePoints,
      ],
    ),
  );
  expect(values[1][values[1].length - 1]).toBe('GP 18½ vs 15');
  // Game points show in fraction form, as the CLI's 18½.
  expect(displayed.some((r) => r[5] === '18½')).toBe(true);
  expect(values.some((r) => r[r.length - 1] === 'MP 10 vs 6')).toBe(true);
});

const cliJson = (args: string[]) =>
  JSON.parse(execFileSync('node', ['bin/tiebreaks.cjs', ...args, '--format', 'json'], { cwd: ROOT, encoding: 'utf8' }));

function boardsRuntime(edit?: (values: ReturnType<typeof valuesFromDelimited>) => void) {
  const ss = new EmulatedSpreadsheet('League', 'Games');
  const values = valuesFromDelimited(fs.readFileSync(EXAMPLE, 'utf8'));
  edit?.(values);
  putValues(ss, 'Games', values);
  return loadDist(DIST, { spreadsheet: ss });
}

describe('the sidebar on a team table', () => {
  test('names the notation in words and counts teams and boards, individual tables their notation too', () => {
    const table = boardsRuntime().run('readCrosstableInfo') as Record<string, unknown>;
    expect(table).toMatchObject({
      notation: 'board-sheet',
      notationName: 'board-by-board sheet',
      players: 9,
      rounds: 5,
      team: { boards: 4, boardSheet: true },
    });
    const us = new EmulatedSpreadsheet('League', 'Teams');
    putValues(us, 'Teams', valuesFromDelimited(fs.readFileSync(path.join(ROOT, 'examples/team-swiss.csv'), 'utf8')));
    expect(loadDist(DIST, { spreadsheet: us }).run('readCrosstableInfo')).toMatchObject({
      notation: 'us-team',
      notationName: 'US team notation',
      team: { boards: 4, boardSheet: false },
    });
    const solo = new EmulatedSpreadsheet('Club', 'Crosstable');
    putValues(
      solo,
      'Crosstable',
      valuesFromDelimited(fs.readFileSync(path.join(ROOT, 'examples/spring-swiss.csv'), 'utf8')),
    );
    const individual = loadDist(DIST, { spreadsheet: solo }).run('readCrosstableInfo') as Record<string, unknown>;
    expect(individual).toMatchObject({ notation: 'us', notationName: 'US Chess notation', players: 15 });
    expect(individual.team).toBeUndefined();
  });

  test('the summary counts teams', () => {
    const out = boardsRuntime().run('rankStandings', { preset: 'uscf' }) as { ok: boolean; summary: string };
    expect(out.ok).toBe(true);
    expect(out.summary).toMatch(/^9 teams ranked; /);
  });
});

describe('match points in Sheets', () => {
  test('3,1,0 from the sidebar: saved, read with, recorded in the note, and the same MP as the CLI', () => {
    const rt = boardsRuntime();
    const out = rt.run('rankStandings', { preset: 'big-rapids-swiss', matchPoints: '3, 1, 0' }) as { ok: boolean };
    expect(out.ok).toBe(true);
    expect(JSON.parse(rt.properties.hostDocument.getProperty('tiebreaks.settings')!)).toMatchObject({
      preset: 'big-rapids-swiss',
      matchPoints: '3,1,0',
    });
    const sheet = rt.spreadsheet.hostSheet('Standings');
    const cli = cliJson(['standings', EXAMPLE, '--preset', 'big-rapids-swiss', '--match-points', '3,1,0']);
    const values = standingsTable(sheet).rows;
    expect(values.map((r) => [r[3], r[4]])).toEqual(
      cli.standings.map((s: { team: string; matchPoints: number }) => [s.team, s.matchPoints]),
    );
    // 3,1,0 really changed the match points: the leaders' 10 on 2,1,0 are 15 (five wins) or less.
    expect(values[0][5]).not.toBe(
      cliJson(['standings', EXAMPLE, '--preset', 'big-rapids-swiss']).standings[0].matchPoints,
    );
    expect(sheet.getRange('A1').getNote()).toContain('Match points: 3,1,0 (match won, drawn, lost); 4 boards');
    // The sidebar's report reads with the saved match points (the director back on the games sheet).
    rt.spreadsheet.setActiveSheet(rt.spreadsheet.getSheetByName('Games')!);
    expect((rt.run('readCrosstableInfo') as { report: string }).report).toMatch(/match points 3,1,0\.$/);
  });

  test('settings saved before match points existed load as 2,1,0; a bad scale is refused with what was expected', () => {
    const rt = boardsRuntime();
    rt.properties.hostDocument.setProperty(
      'tiebreaks.settings',
      JSON.stringify({ preset: 'mca', order: [], afterRound: null, lots: false, lotSeed: 1 }),
    );
    // toMatchObject: the settings gain other fields (the sidebar's area); this test is about match points.
    expect((rt.run('getSidebarState') as { settings: unknown }).settings).toMatchObject({
      preset: 'mca',
      order: [],
      afterRound: null,
      lots: false,
      lotSeed: 1,
      matchPoints: '2,1,0',
    });
    rt.run('rankStandingsFromMenu');
    expect(rt.spreadsheet.hostSheet('Standings').getRange('A1').getNote()).toContain('Match points: 2,1,0');
    const bad = rt.run('rankStandings', { preset: 'mca', matchPoints: '1,2,0' }) as { ok: boolean; message: string };
    expect(bad.ok).toBe(false);
    expect(bad.message).toBe(
      'Match points "1,2,0": expected three numbers for a match won, drawn and lost, highest first, such as 2,1,0 or 3,1,0.',
    );
  });

  test('an individual crosstable ranks as before whatever match points are saved', () => {
    const solo = new EmulatedSpreadsheet('Club', 'Crosstable');
    putValues(
      solo,
      'Crosstable',
      valuesFromDelimited(fs.readFileSync(path.join(ROOT, 'examples/spring-swiss.csv'), 'utf8')),
    );
    const rt = loadDist(DIST, { spreadsheet: solo });
    const out = rt.run('rankStandings', { preset: 'uscf', matchPoints: '3,1,0' }) as {
      ok: boolean;
      summary: string;
      also?: string;
    };
    expect(out.ok).toBe(true);
    expect(out.summary).toMatch(/^15 players ranked/);
    expect(out.also).toBeUndefined();
    expect(rt.spreadsheet.hostSheet('Standings').getRange('A1').getNote()).not.toContain('Match points');
    expect(rt.spreadsheet.getSheetByName('Board prizes')).toBeNull();
  });
});

describe('board prizes in Sheets', () => {
  type BoardJson = {
    board: number;
    rank: string;
    player: string;
    team: string;
    score: number;
    games: number;
    played: number;
  };

  test('Rank standings on a board-by-board sheet also writes the "Board prizes" sheet the CLI `boards` prints', () => {
    const rt = boardsRuntime();
    const out = rt.run('rankStandings', { preset: 'uscf' }) as { ok: boolean; also: string };
    expect(out.ok).toBe(true);
    const cli = cliJson(['boards', EXAMPLE]).boards as BoardJson[];
    expect(out.also).toBe(`Board prizes (4 boards, ${cli.length} players) written to "Board prizes".`);
    const sheet = rt.spreadsheet.hostSheet('Board prizes');
    const table = titledTable(sheet, 'Board');
    expect(table.header).toEqual(['Board', 'Rank', 'Player', 'Team', 'Score', 'Games', 'Played', '%']);
    // Rank is a number unless shared; scores stay numbers, shown in fraction form as the CLI's ½.
    expect(table.rows.map((r) => r.slice(0, 7))).toEqual(
      cli.map((b) => [b.board, placeValue(b.rank), b.player, b.team, b.score, b.games, b.played]),
    );
    expect(table.displayed.slice(1).map((r) => r[4])).toEqual(
      cli.map((b) => sheetText(formatPoints(fromPoints(b.score)))),
    );
    // Ready to post, as the Standings sheet: a title (the event, the rounds counted) and a bold header,
    // both frozen; under the table how many were ranked and in what order.
    expect(table.title).toBe('League board prizes, after round 5');
    expect(sheet.getRange('A1:H2').getFontWeights()).toEqual([Array(8).fill('bold'), Array(8).fill('bold')]);
    expect(sheet.getFrozenRows()).toBe(2);
    expect(table.footnote).toBe(
      `4 boards, ${cli.length} players ranked.\nEach board: score on that board (a forfeit counted as on the match score), then percentage of games on that board, then shared.`,
    );
    expect(table.rows.map((r) => r[7])).toEqual(cli.map((b) => Math.round((100 * b.score) / b.games)));
    // Its mark, and the board-by-board sheet it was made from (a sidebar opened on it reads that table).
    const gamesId = rt.spreadsheet.getSheetByName('Games')!.getSheetId();
    expect(sheet.getDeveloperMetadata().map((m) => [m.getKey(), m.getValue()])).toEqual([
      ['tiebreaks-addon', 'boards'],
      ['tiebreaks-source', JSON.stringify({ sheetId: gamesId, range: '' })],
    ]);
    expect(sheet.getRange('A1').getNote()).toContain('Board-by-board sheet: Games!');
    // From the menu too, the toast says so.
    rt.run('rankStandingsFromMenu');
    expect(rt.spreadsheet.getSheets().map((s) => s.getName())).toEqual(['Games', 'Standings', 'Board prizes']);
  });

  test('a service failure while writing the board prizes says the standings were written, and leaves no half sheet', () => {
    const rt = boardsRuntime();
    // The standings write makes the first Range.setValues; the board prizes the second.
    rt.failures.clear().failOn('Range.setValues', 2);
    const out = rt.run('rankStandings', { preset: 'uscf' }) as { ok: boolean; summary: string; also: string };
    expect(rt.failures.injected).toEqual([expect.stringMatching(/ Range\.setValues$/)]);
    expect(out.ok).toBe(true);
    expect(out.also).toBe(
      'Writing the sheet "Board prizes" failed (Service error: Spreadsheets). Nothing was changed: no sheet was added. The standings were written; rank again to write the board prizes.',
    );
    expect(rt.spreadsheet.getSheets().map((s) => s.getName())).toEqual(['Games', 'Standings']);
    rt.failures.clear();
    rt.spreadsheet.setActiveSheet(rt.spreadsheet.getSheetByName('Games')!);
    expect((rt.run('rankStandings', { preset: 'uscf' }) as { also: string }).also).toMatch(
      /written to "Board prizes"\.$/,
    );
  });

  test('after round N counts the games up to N, as `boards --after-round`', () => {
    const rt = boardsRuntime();
    rt.run('rankStandings', { preset: 'uscf', afterRound: 2 });
    const cli = cliJson(['boards', EXAMPLE, '--after-round', '2']).boards as BoardJson[];
    const table = titledTable(rt.spreadsheet.hostSheet('Board prizes'), 'Board');
    expect(table.title).toBe('League board prizes, after round 2');
    expect(table.rows.map((r) => [r[0], r[1], r[2], r[4]])).toEqual(
      cli.map((b) => [b.board, placeValue(b.rank), b.player, b.score]),
    );
    expect(cli.some((b) => b.games > 2)).toBe(false);
  });

  test('player and team names that look like formulas are written as text', () => {
    const rt = boardsRuntime((values) => {
      for (const row of values) {
        if (row[3] === 'Gus Gray') row[3] = '=HYPERLINK("http://x","Gus")';
        for (const c of [2, 6]) if (row[c] === 'Saginaw Sharks') row[c] = '+Sharks';
      }
    });
    expect((rt.run('rankStandings', { preset: 'uscf' }) as { ok: boolean }).ok).toBe(true);
    const values = rt.spreadsheet.hostSheet('Board prizes').hostValues();
    expect(values.some((r) => r[2] === `'=HYPERLINK("http://x","Gus")`)).toBe(true);
    expect(values.some((r) => r[3] === "'+Sharks")).toBe(true);
    expect(values.flat().some((v) => typeof v === 'string' && /^[=+]/.test(v))).toBe(false);
  });
});
