/**
 * A value with nothing in it is no value (issue 15): an average, performance or cut system with
 * nothing left (ARO/C1 of a player who met one opponent over the board; TPR or ARO without a rated
 * opponent) has no value: null in JSON, an empty cell in CSV, the table and the sheet, "no value:
 * …" in --explain. It ranks below every value (C.07 names no place for it; this is our reading)
 * and leaves the players without one level for the next tiebreak (C.07 4.2: the next tie-break
 * applies "whenever a persisting tie cannot be broken",
 * https://handbook.fide.com/chapter/TieBreakRegulations082024); for the US ARO (34E11) that is
 * ranking it as 0, below every rating.
 * The worked case: the FIDE exercise's player 12 (IA Mario Held, "Exercises in Tie-Breaking",
 * exercise 18, ARO-C1: no value; as transcribed in OttoMilvang/TieBreakServer
 * tests/test_fide_held_individual_exercises.py, ARO_C1[12] = "None").
 */
import path from 'node:path';
import { toCsv, toJson, toTable } from '../../src/standings/format';
import { explainPlayer } from '../../src/standings/explain';
import { rank } from '../../src/standings/rank';
import { parseTiebreakSpec } from '../../src/tiebreaks/registry';
import { AppsScriptRuntime, EmulatedSpreadsheet, putValues } from '../../emulator';
import { ensureBuilt, readDist } from '../bundle/built';
import { TableBuilder } from '../support/builder';
import { runCli } from '../support/cli';
import { describeShared, SHARED_DIR } from '../support/shared';
import { readFideExercise } from './support/refdata';
import { entry, value } from './support/values';

/**
 * A, B and C on 1 point, all rated 1500. A drew X (1800) and Y (1400); B had a half-point bye and
 * drew Z (1600); C had two half-point byes. ARO/C1: A 1800 (1400 cut), B nothing left, C nothing.
 */
function table(): TableBuilder {
  const b = new TableBuilder(2);
  const [A, B, C] = ['A', 'B', 'C'].map((n) => b.player(n, 1500));
  const [X, Y, Z] = [1800, 1400, 1600].map((r, i) => b.player(`Opp${i + 1}`, r));
  b.game(1, A, X, 'D').game(2, A, Y, 'D').game(2, B, Z, 'D');
  b.bye(1, B, 'H').bye(1, C, 'H').bye(2, C, 'H').bye(2, X, 'U').bye(1, Y, 'U').bye(1, Z, 'U');
  return b;
}

const ORDER = ['ARO/C1', 'FIDE-ARO'].map(parseTiebreakSpec);

describe('no value: shown empty, ranked below every value', () => {
  const t = table().tournament();
  const s = rank(t, { order: ORDER });

  test('JSON null; A ahead on ARO/C1, B ahead of C on ARO, C without either', () => {
    const rows = toJson(s).standings.slice(0, 3);
    expect(rows.map((r) => [r.name, r.rank, r.values, r.decidedBy])).toEqual([
      ['A', '1', { 'ARO/C1': 1800, 'FIDE-ARO': 1600 }, null],
      ['B', '2', { 'ARO/C1': null, 'FIDE-ARO': 1600 }, 'ARO/C1'],
      ['C', '3', { 'ARO/C1': null, 'FIDE-ARO': null }, 'FIDE-ARO'],
    ]);
  });

  test('an empty cell in CSV and in the table; "Decided by" says "no value"', () => {
    expect(toCsv(s).split('\n').slice(1, 4)).toEqual([
      '1,1-3,1,A,1500,1,1800,1600',
      '2,1-3,2,B,1500,1,,1600',
      '3,1-3,3,C,1500,1,,',
    ]);
    const lines = toTable(s)
      .split('\n')
      .slice(2, 5)
      .map((l) => l.replace(/\s+/g, ' ').trim());
    expect(lines).toEqual([
      '1 1-3 1 A 1500 1 1800 1600',
      '2 1-3 2 B 1500 1 1600 ARO/C1 1800 vs no value',
      '3 1-3 3 C 1500 1 FIDE-ARO 1600 vs no value',
    ]);
  });

  test('--explain says "no value:" and why', () => {
    const text = explainPlayer(s, 2);
    expect(text).toContain(
      'ARO/C1 (Average rating of opponents (FIDE), the least significant value cut, FIDE C.07 10.1, 14): no value: opponents R2 #6 1600; cut R2 #6 1600; no rated opponent left to average',
    );
    expect(explainPlayer(s, 3)).toContain(
      'FIDE-ARO (Average rating of opponents (FIDE), FIDE C.07 10.1, 14): no value: opponents none; no rated opponent left to average',
    );
  });

  test('TPR and APRO: no value without a rated opponent; the US ARO the same, ranked as 0', () => {
    expect(value(t, 'TPR', 3)).toBeNull();
    expect(entry(t, 'TPR', 3).explain()).toBe('no rated opponent met over the board');
    expect(value(t, 'APRO', 3)).toBeNull();
    expect(entry(t, 'APRO', 3).explain()).toBe("opponents' TPR none; no opponent with a TPR to average");
    const us = toJson(rank(t, { order: [parseTiebreakSpec('ARO')] })).standings.slice(0, 3);
    expect(us.map((r) => [r.name, r.rank, r.values.ARO])).toEqual([
      ['A', '1-2', 1600],
      ['B', '1-2', 1600],
      ['C', '3', null],
    ]);
    expect(entry(t, 'ARO', 3).explain()).toBe('no rated opponents in played games');
  });
});

describe('no value on the sheet', () => {
  test('=TIEBREAK(…, "ARO/C1") leaves an empty cell where nothing is left', () => {
    ensureBuilt();
    const runtime = new AppsScriptRuntime({ code: readDist('Code.js'), spreadsheet: new EmulatedSpreadsheet('Club') });
    runtime.spreadsheet.getActiveSheet().setName('Crosstable');
    putValues(runtime.spreadsheet, 'Crosstable', table().grid());
    // The opponents met one player each: nothing left after the cut either.
    const result = runtime.setFormula('Crosstable', 'H1', '=TIEBREAK(A1:E7, "ARO/C1")');
    expect(result.values.map((r) => r[0])).toEqual(['ARO/C1', 1800, '', '', '', '', '']);
    expect(runtime.setFormula('Crosstable', 'I1', '=TIEBREAK(A1:E7, "FIDE-ARO")').values.map((r) => r[0])).toEqual([
      'FIDE-ARO',
      1600,
      1600,
      '',
      1500,
      1500,
      1500,
    ]);
  });
});

describeShared('the FIDE exercise (exercise 18): player 12 met one opponent over the board', () => {
  const t = readFideExercise(path.join(SHARED_DIR, 'refdata', 'fide_tec_exercise_2024_partial.csv')).tournament;

  test('ARO/C1 of player 12 has no value, as the worked solution prints it', () => {
    // #12: R1 lost to #4 over the board, R2 full-point bye, R3 forfeit win, R4-R5 absent.
    expect(value(t, 'ARO/C1', 12)).toBeNull();
    expect(entry(t, 'ARO/C1', 12).explain()).toMatch(
      /^opponents R1 #4 \S+; cut R1 #4 \S+; no rated opponent left to average$/,
    );
  });

  test('through the CLI: null in JSON, empty in CSV', () => {
    const file = path.join(SHARED_DIR, 'refdata', 'fide_tec_exercise_2024_partial.csv');
    const json = JSON.parse(runCli(['standings', file, '--tiebreaks', 'ARO/C1', '--format', 'json']).out);
    expect(json.standings.find((r: { number: number }) => r.number === 12).values).toEqual({ 'ARO/C1': null });
    const csv = runCli(['standings', file, '--tiebreaks', 'ARO/C1', '--format', 'csv']).out;
    expect(csv.split('\n').find((l) => /^[^,]+,[^,]+,12,/.test(l))).toMatch(/,$/);
  });
});
