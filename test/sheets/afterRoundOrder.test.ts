/**
 * "After round N" on a round-robin "vs" grid (round order unknown) is refused by every sheet
 * front end with the engine's message (src/standings/rank.ts afterRoundNeedsOrder): a custom
 * function shows it as its error, "Rank standings" from the sidebar fails and writes nothing.
 */
import { AppsScriptRuntime, EmulatedSpreadsheet, loadDist, putValues } from '../../emulator';
import { DIST, ensureBuilt, readDist } from '../bundle/built';
import { FOUR_PLAYER_RR } from '../support/roundRobinGrid';

const REFUSAL = /"after round 2" needs the order of the rounds, which this table does not give.*US notation/;

beforeAll(() => ensureBuilt());

test('custom functions: after_round on the grid is an error naming what to do; the whole table is not', () => {
  const runtime = new AppsScriptRuntime({ code: readDist('Code.js'), spreadsheet: new EmulatedSpreadsheet('Club') });
  runtime.spreadsheet.getActiveSheet().setName('Crosstable');
  putValues(runtime.spreadsheet, 'Crosstable', FOUR_PLAYER_RR);
  for (const f of [
    '=SONNEBORNBERGER(A1:F5,,2)',
    '=TIEBREAK(A1:F5,"KS",,,2)',
    '=STANDINGS(A1:F5,"fide-rr",2)',
    '=TBEXPLAIN(A1:F5,1,"SB",2)',
  ]) {
    expect([f, runtime.setFormula('Crosstable', 'H1', f).error]).toEqual([f, expect.stringMatching(REFUSAL)]);
  }
  const whole = runtime.setFormula('Crosstable', 'H1', '=SONNEBORNBERGER(A1:F5,,3)');
  expect(whole.error).toBeUndefined();
  // Ann: Ben 2 × ½ + Cai 1 + Dee ½ = 2½.
  expect(whole.values[1][0]).toBe(2.5);
});

test('Rank standings from the sidebar fails with the message and writes nothing', () => {
  const ss = new EmulatedSpreadsheet('Event', 'Crosstable');
  putValues(ss, 'Crosstable', FOUR_PLAYER_RR);
  const rt = loadDist(DIST, { spreadsheet: ss });
  const out = rt.run('rankStandings', { preset: 'fide-rr', order: [], afterRound: 2, lots: false, lotSeed: 1 }) as {
    ok: boolean;
    message: string;
    problems: { message: string }[];
  };
  expect(out.ok).toBe(false);
  expect([out.message, ...out.problems.map((p) => p.message)].join('\n')).toMatch(REFUSAL);
  expect(rt.spreadsheet.getSheets().map((s) => s.getName())).toEqual(['Crosstable']);
  const whole = rt.run('rankStandings', { preset: 'fide-rr', order: [], afterRound: 3, lots: false, lotSeed: 1 }) as {
    ok: boolean;
  };
  expect(whole.ok).toBe(true);
});
