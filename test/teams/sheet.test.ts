/**
 * A team table through the add-on, on the built dist/Code.js in the emulated runtime: "Rank
 * standings" writes team standings (Team, MP, GP first) with the values the CLI prints, and the
 * sidebar says the table was read as a team event.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { EmulatedSpreadsheet, loadDist, putValues, valuesFromDelimited } from '../../src/emulator';
import { DIST, ensureBuilt, ROOT } from '../bundle/built';

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
  const values = rt.spreadsheet.hostSheet('Standings').hostValues();
  const cli = JSON.parse(execFileSync('node', ['bin/tiebreaks.cjs', 'standings', EXAMPLE, '--format', 'json'], { cwd: ROOT, encoding: 'utf8' }));
  expect(values[0]).toEqual(['Rank', 'Place', 'No.', 'Team', 'Rating', 'MP', 'GP', 'MM', 'SOLK', 'CUM', 'OPPCUM', 'Decided by']);
  expect(cli.tiebreaks).toEqual(['GP', 'MM', 'SOLK', 'CUM', 'OPPCUM']);
  expect(values.slice(1).map((r) => [r[0], r[1], r[2], r[3], r[5], r[6]])).toEqual(
    cli.standings.map((s: { rank: string; place: string; number: number; team: string; matchPoints: number; gamePoints: number }) => [s.rank, s.place, s.number, s.team, s.matchPoints, s.gamePoints]),
  );
  expect(values[2][values[2].length - 1]).toBe('GP 18½ vs 15');
  expect(values.some((r) => r[r.length - 1] === 'MP 10 vs 6')).toBe(true);

});
