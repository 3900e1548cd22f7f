/**
 * School teams in the sheets front end (issue 16), on the built dist/Code.js: the "School teams"
 * sheet Rank standings writes beside the standings when the table has a school column (asserted
 * as Sheets DISPLAYS it), =SCHOOLTEAMS against the CLI's JSON, and the school-team settings.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { EmulatedSpreadsheet, loadDist, putValues, Value, valuesFromDelimited } from '../../emulator';
import type { RankOutcome, RankSettings } from '../../src/sheets/shapes';
import { normaliseSettings } from '../../src/sheets/settings';
import { textWidthPx } from '../../src/sheets/ownedSheet';
import type { SchoolTeamsJson } from '../../src/cli/schoolTeams';
import { SCHOOL_TIEBREAK_IDS } from '../../src/teams/school';
import { DIST, ensureBuilt, ROOT } from '../bundle/built';

beforeAll(() => ensureBuilt());

const K5 = path.join(ROOT, 'examples/scholastic-k5.csv');
const k5Values = () => valuesFromDelimited(fs.readFileSync(K5, 'utf8'));

function runtimeWith(values: Value[][]) {
  const ss = new EmulatedSpreadsheet('Spring Scholastic', 'K-5');
  putValues(ss, 'K-5', values);
  return loadDist(DIST, { spreadsheet: ss });
}

/** The CLI's JSON: a contract of issue 16, so the formula is checked against it. */
function cliTeams(file: string, ...args: string[]): SchoolTeamsJson {
  return JSON.parse(
    execFileSync('node', ['bin/tiebreaks.cjs', 'school-teams', file, ...args, '--format', 'json'], {
      cwd: ROOT,
      encoding: 'utf8',
    }),
  );
}

describe('Rank standings writes the School teams sheet when the table has a school column', () => {
  test('the sheet shows the teams as Sheets displays them: points, shared places, who counted, short teams', () => {
    const rt = runtimeWith(k5Values());
    const out = rt.run('rankStandings', { preset: 'uscf' }, null) as RankOutcome;
    expect(out.ok).toBe(true);
    expect(out.sheetName).toBe('Standings');
    expect(out.also).toBe('School teams (4 teams, top 4 of each School) written to "School teams".');
    const sheet = rt.spreadsheet.hostSheet('School teams');
    const shown = sheet.getDataRange().getDisplayValues();
    expect(shown[0][0]).toBe('Spring Scholastic school teams: the top 4 scores of each School');
    expect(shown[1]).toEqual([
      'Rank',
      'Place',
      'Team',
      'Score',
      'SOLK',
      'CUM',
      'SB',
      'KASH',
      'Counted (top 4)',
      'Decided by',
    ]);
    expect(shown.slice(2, 6)).toEqual([
      [
        '1',
        '1',
        'Lincoln',
        '10',
        '24½',
        '22',
        '15¼',
        '43',
        '#4 Ethan Park 3, #1 Maya Chen 3, #8 Liam Garcia 2, #11 Sofia Rossi 2',
        '',
      ],
      [
        '2',
        '2-3',
        'Jefferson',
        '5',
        '25½',
        '13',
        '8¾',
        '21',
        '#3 Lucia Ortiz 3, #10 Mason Lee 1, #7 Ava Johnson 1',
        'score 10 vs 5',
      ],
      [
        '3',
        '2-3',
        'Adams',
        '5',
        '25½',
        '13',
        '8',
        '22',
        '#2 Owen Brooks 2½, #9 Emma Davis 2, #6 Noah Patel ½',
        'SB 8¾ vs 8',
      ],
      ['4', '4', 'Monroe', '4½', '13½', '10½', '5', '19', '#12 Jack Turner 2½, #5 Zoe Williams 2', 'score 5 vs 4½'],
    ]);
    const notes = shown.slice(7).map((r) => r[0]);
    expect(notes.slice(0, 3)).toEqual([
      'Jefferson has 3 players, fewer than 4: its score is the sum of the 3 it has.',
      'Adams has 3 players, fewer than 4: its score is the sum of the 3 it has.',
      'Monroe has 2 players, fewer than 4: its score is the sum of the 2 it has.',
    ]);
    expect(notes[3]).toMatch(/^A school's score is the sum of its top 4 players' scores/);
    // "Decided by" reads as on the Standings sheet (the CLI's words); the shared place stays text, the points numbers.
    expect(sheet.hostValues()[3][1]).toBe('2-3');
    expect(sheet.hostValues()[5][3]).toBe(4.5);
  });

  test('top N and a named column come from the settings; a named column the table lacks leaves the standings', () => {
    const rt = runtimeWith(k5Values());
    const out = rt.run('rankStandings', { preset: 'uscf', schoolTop: 2 }, null) as RankOutcome;
    expect(out.also).toBe('School teams (4 teams, top 2 of each School) written to "School teams".');
    const shown = rt.spreadsheet.hostSheet('School teams').getDataRange().getDisplayValues();
    expect(shown[2].slice(0, 4)).toEqual(['1', '1', 'Lincoln', '6']);
    const missing = rt.run('rankStandings', { preset: 'uscf', schoolColumn: 'District' }, null) as RankOutcome;
    expect(missing.ok).toBe(true);
    expect(missing.also).toMatch(/^No school teams: There is no "District" column to take the school teams from/);
  });

  test('a table without a school column writes no School teams sheet and says nothing more', () => {
    const values = k5Values().map((r) => [...r.slice(0, 2), ...r.slice(3)]);
    const rt = runtimeWith(values);
    const out = rt.run('rankStandings', { preset: 'uscf' }, null) as RankOutcome;
    expect(out.ok).toBe(true);
    expect(out.also).toBeUndefined();
    expect(rt.spreadsheet.getSheets().map((s) => s.getName())).toEqual(['K-5', 'Standings']);
  });
});

describe('the School teams sheet, columns wide enough', () => {
  test('the Counted column shows its longest text, however long (it was cut at 320 pixels)', () => {
    const rt = runtimeWith(k5Values());
    rt.run('rankStandings', { preset: 'uscf' }, null);
    const sheet = rt.spreadsheet.hostSheet('School teams');
    const shown = sheet.getDataRange().getDisplayValues();
    const counted = shown[1].indexOf('Counted (top 4)');
    const table = shown.slice(2).filter((r) => r[counted] !== '');
    const longest = Math.max(...table.map((r) => textWidthPx(r[counted])));
    expect(longest).toBeGreaterThan(320);
    expect(sheet.getColumnWidth(counted + 1)).toBeGreaterThanOrEqual(Math.ceil(longest));
  });
});

describe('=SCHOOLTEAMS', () => {
  test("returns the CLI's teams: rank, place, team, score, tiebreaks, the players who counted", () => {
    const rt = runtimeWith(k5Values());
    const table = rt.run('SCHOOLTEAMS', k5Values(), 4) as (string | number)[][];
    const [header, ...rows] = table;
    expect(header).toEqual([
      'Rank',
      'Place',
      'Team',
      'Score',
      'SOLK',
      'CUM',
      'SB',
      'KASH',
      'Players',
      'Note',
      'Decided by',
    ]);
    const [cli] = cliTeams(K5, '--top', '4').sections;
    expect(rows.map((r) => [String(r[0]), String(r[1]), r[2], r[3], r.slice(4, 8), r[8]])).toEqual(
      cli.teams.map((t) => [t.rank, t.place, t.team, t.score, Object.values(t.values), t.players.join(', ')]),
    );
    expect(rows.map((r) => r[9])).toEqual([
      '',
      '3 of 4 players: the sum of those it has',
      '3 of 4 players: the sum of those it has',
      '2 of 4 players: the sum of those it has',
    ]);
  });

  test('top, team-column and team-tiebreak as the CLI takes them; a wrong option says what was expected', () => {
    const rt = runtimeWith(k5Values());
    const table = rt.run('SCHOOLTEAMS', k5Values(), 3, 'team-column=school; team-tiebreak=none') as (
      string | number
    )[][];
    const [cli] = cliTeams(K5, '--top', '3', '--team-column', 'school', '--team-tiebreak', 'none').sections;
    expect(table.slice(1).map((r) => [r[2], r[3]])).toEqual(cli.teams.map((t) => [t.team, t.score]));
    expect(() => rt.run('SCHOOLTEAMS', k5Values(), 4, 'colum=School')).toThrow(
      /Unknown option "colum=School"; expected team-column=NAME/,
    );
    expect(() => rt.run('SCHOOLTEAMS', k5Values(), 0)).toThrow(/top must be how many players' scores count/);
    expect(() => rt.run('SCHOOLTEAMS', k5Values(), 4, 'team-column=District')).toThrow(/no "District" column/);
  });
});

describe('=SCHOOLTEAMS help', () => {
  test('the options it lists are the team tiebreaks there are (the JSDoc is text Sheets shows)', () => {
    const source = fs.readFileSync(path.join(ROOT, 'src/sheets/customFunctions.ts'), 'utf8');
    const [, listed] = /team-tiebreak=([a-z|-]+)/.exec(source) ?? [];
    expect(listed?.split('|')).toEqual([...SCHOOL_TIEBREAK_IDS]);
  });
});

describe('the school-team settings', () => {
  const base: Partial<RankSettings> = { preset: 'uscf' };
  test('absent, blank or "auto" leave them out (settings saved before school teams load unchanged)', () => {
    expect(normaliseSettings(base)).not.toHaveProperty('schoolColumn');
    expect(normaliseSettings(base)).not.toHaveProperty('schoolTop');
    expect(normaliseSettings({ ...base, schoolColumn: ' auto ', schoolTop: '' })).not.toHaveProperty('schoolColumn');
    expect(normaliseSettings({ ...base, schoolColumn: ' Club ', schoolTop: '3' })).toMatchObject({
      schoolColumn: 'Club',
      schoolTop: 3,
    });
  });
  test('a top that is not a whole number from 1 to 50 is refused', () => {
    for (const bad of [0, -1, 2.5, 'four', 51])
      expect(() => normaliseSettings({ ...base, schoolTop: bad })).toThrow(
        /School teams count the best 1 to 50 players/,
      );
  });
});
