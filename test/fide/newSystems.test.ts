/**
 * The C.07 individual systems added for issue 15: GE (7.6), AOB (8.2), PTP (10.3) and APPO (10.5),
 * each as a director reads it (the text the standings print), against the worked values FIDE
 * published where there are any:
 *
 * - IA Mario Held, "Exercises in Tie-Breaking", FIDE Arbiters' Commission, rev. 2403220900
 *   (C.07-2023, V01 2024-03-22), https://arbiters.fide.com (Arbiters' Commission, training
 *   material): exercise 9 (AOB, pp. 20-22), 22 (PTP, pp. 39-40), 21 (APRO, p. 38), 31 (GE).
 *   The answers as transcribed in OttoMilvang/TieBreakServer
 *   tests/test_fide_held_individual_exercises.py and gnutterts/chesspairing
 *   tiebreaker/c07_exercises_*_test.go, which agree with each other.
 * - The crosstable is ../shared/refdata/fide_tec_exercise_2024_partial.csv (read from ../shared,
 *   never copied). It leaves out most ratings; the exercise's players are rated 2200 for #1 down
 *   by 50 a player to 1450 for #16 (exercise paper p. 5), and those ratings are put back here.
 *
 * No published APPO value could be found: APPO is tested on a hand-worked table below, its
 * arithmetic written out.
 */
import path from 'node:path';
import type { Tournament } from '../../src/model/tournament';
import { rank } from '../../src/standings/rank';
import { tiebreakColumn } from '../../src/standings/column';
import { explainedValue } from '../../src/standings/format';
import { parseTiebreakSpec, TIEBREAKS } from '../../src/tiebreaks/registry';
import { expectedScore, scoringProbability } from '../../src/tiebreaks/fide/perfectPerformance';
import { describeShared, SHARED_DIR } from '../support/shared';
import { TableBuilder } from '../support/builder';
import { readFideExercise } from './support/refdata';
import { AppsScriptRuntime, EmulatedSpreadsheet, putValues } from '../../emulator';
import { readAny, readCrosstable } from '../../src/read';
import { ensureBuilt, readDist } from '../bundle/built';
import { SMALL_TABLE } from '../bundle/surface';
import { byNumber, explanation, shown } from './support/values';

describeShared('the FIDE exercise crosstable (Held, C.07-2023): published values', () => {
  const read = readFideExercise(path.join(SHARED_DIR, 'refdata', 'fide_tec_exercise_2024_partial.csv')).tournament;
  // Exercise paper p. 5: #1 Alyx 2200, #2 Bruno 2150, ... #16 Stephan 1450.
  const t: Tournament = { ...read, players: read.players.map((p) => ({ ...p, rating: 2250 - 50 * p.number })) };

  test('exercise 31, GE: rounds minus half- and zero-point byes and forfeit losses', () => {
    expect(shown(t, 'GE')).toEqual(byNumber([5, 5, 5, 4, 5, 5, 5, 5, 3, 5, 5, 3, 5, 3, 5, 5]));
    // #9 Jessica: R3 half-point bye and R4 forfeit loss were her choice; her two pairing-allocated byes were not.
    expect(explanation(t, 'GE', 9)).toBe('rounds elected to play: R1, R2, R5 (full-point bye); GE 3');
  });

  test("exercise 9, AOB: every player's average of opponents' Buchholz, to two decimals (2023 rules: fide=2024)", () => {
    expect(shown(t, 'AOB(fide=2024)')).toEqual(
      byNumber([
        '12.60',
        '13.60',
        '13.40',
        '13.38',
        '13.40',
        '13.25',
        '11.90',
        '13.00',
        '12.75',
        '10.90',
        '12.75',
        '15.00',
        '12.10',
        '13.17',
        '12.20',
        '13.30',
      ]),
    );
    // #4 David met #12, #13, #3, #1 over the board (R2 was a half-point bye): (11½ + 14 + 15½ + 12½) / 4 = 13.375.
    expect(explanation(t, 'AOB(fide=2024)', 4)).toBe(
      "FIDE C.07 2024 rules (dummy with own score): opponents' Buchholz R1 #12 11½, R3 #13 14, R4 #3 15½, R5 #1 12½; 53½ / 4 = AOB 13.38",
    );
  });

  test('AOB under the 2026 caps: only the opponents whose Buchholz the caps lower move', () => {
    // conformance.test.ts: the 2026 caps take 1 off the Buchholz of #4 (15 -> 14) and #11 (13½ -> 12½).
    // #12 met only #4: 14.00. #5 met #13, #15, #11, #7, #10: (14 + 12 + 12½ + 14½ + 13) / 5 = 13.20.
    const v = shown(t, 'AOB');
    expect([v[12], v[5]]).toEqual(['14.00', '13.20']);
    // #2 met neither #4 nor #11: unchanged.
    expect(v[2]).toBe('13.60');
  });

  test('exercise 22, PTP: Charline 2112', () => {
    expect(shown(t, 'PTP')[3]).toBe('2112');
    // 3½ of 5 against 1700, 1950, 1850, 2050, 2150. At 2112 the differences are 412, 162, 262, 62, -38:
    // .93 + .71 + .82 + .59 + .45 = 3.50; at 2111, 411 is .92 and 61 is .58: 3.48.
    expect(expectedScore(2112, [1700, 1950, 1850, 2050, 2150])).toBe(350);
    expect(expectedScore(2111, [1700, 1950, 1850, 2050, 2150])).toBe(348);
    expect(explanation(t, 'PTP', 3)).toBe(
      'opponents R1 #11 1700 (½), R2 #6 1950 (1), R3 #8 1850 (1), R4 #4 2050 (½), R5 #2 2150 (½): expected 3.50 at 2112 reaches 3½, 3.48 at 2111 does not; PTP 2112',
    );
  });

  test('exercise 21, APRO (already in the registry) beside them, on the same ratings', () => {
    const v = shown(t, 'APRO');
    expect([v[1], v[3], v[4], v[16]]).toEqual(['1789', '1904', '1772', '1805']);
  });

  test('a ranking by the four new systems runs and prints them', () => {
    const s = rank(t, { order: ['GE', 'AOB', 'PTP', 'APPO'].map(parseTiebreakSpec) });
    expect(s.rows).toHaveLength(16);
  });
});

describe('PTP and APPO on a table worked by hand (no published APPO value exists)', () => {
  // P (2000) beat Q (1800) in round 1 and drew R (2200) in round 2; Q and R played nobody else.
  const b = new TableBuilder(2);
  const P = b.player('P', 2000);
  const Q = b.player('Q', 1800);
  const R = b.player('R', 2200);
  b.game(1, P, Q, 'W').game(2, R, P, 'D').bye(2, Q, 'U').bye(1, R, 'U');
  const t = b.tournament();

  test('the scoring probability table of B.02 8.1b, without the 400-point limit', () => {
    expect([0, 3, 4, 10, 11, 735, 736, 1000].map(scoringProbability)).toEqual([50, 50, 51, 51, 52, 99, 100, 100]);
    expect([-3, -4, -736].map(scoringProbability)).toEqual([50, 49, 0]);
  });

  test('PTP: a draw against one opponent is that rating - 3; a zero score the lowest opponent - 800', () => {
    // R: ½ of 1 against 2000. PD(D) >= .50 needs D >= -3: 1997. Q: 0 of 1: 2000 - 800 = 1200.
    // P: 1½ of 2 against 1800 and 2200. At 2200: D = 400 (.92) and 0 (.50) = 1.42; at 2240:
    // 440 (.94) + 40 (.56) = 1.50; at 2239: 439 (.94) + 39 (.55) = 1.49. So 2240.
    expect(shown(t, 'PTP')).toEqual({ [P]: '2240', [Q]: '1200', [R]: '1997' });
    expect(explanation(t, 'PTP', Q)).toBe('opponents R1 #1 2000 (0): zero score: lowest opponent 2000 - 800; PTP 1200');
  });

  test("APPO: P's opponents' PTPs 1200 and 1997: 3197 / 2 = 1598.5, rounded half up 1599", () => {
    expect(shown(t, 'APPO')[P]).toBe('1599');
    // Q's and R's only opponent was P: 2240.
    expect(shown(t, 'APPO')[Q]).toBe('2240');
    expect(explanation(t, 'APPO', P)).toBe("opponents' PTP R1 #2 1200, R2 #3 1997; mean of 2 rounded; APPO 1599");
  });

  test('a full score mirrors the zero score: the highest opponent + 800', () => {
    const c = new TableBuilder(2);
    const [A, B, C] = [c.player('A', 1900), c.player('B', 1700), c.player('C', 2100)];
    c.game(1, A, B, 'W').game(2, A, C, 'W').bye(2, B, 'U').bye(1, C, 'U');
    expect(shown(c.tournament(), 'PTP')[A]).toBe('2900');
  });

  test('no rated opponent: no value, and the explanation says so', () => {
    const c = new TableBuilder(1);
    const [A, B] = [c.player('A', 1900), c.player('B', null)];
    c.game(1, A, B, 'W');
    const u = c.tournament();
    expect(shown(u, 'PTP')[A]).toBe('');
    expect(explanation(u, 'PTP', A)).toBe('no rated opponent met over the board');
    // --explain and TBEXPLAIN put "no value:" in front once (standings/format.ts explainedValue).
    const i = u.players.findIndex((p) => p.number === A);
    const spec = parseTiebreakSpec('PTP');
    expect(explainedValue(spec, tiebreakColumn(u, spec)[i])).toBe('no value: no rated opponent met over the board');
    // unrated=1500 counts B at 1500: full score, 1500 + 800.
    expect(shown(u, 'PTP(unrated=1500)')[A]).toBe('2300');
  });
});

describe('the registry entries', () => {
  test('each new system cites its C.07 article and says what it is in a line', () => {
    expect(['GE', 'AOB', 'PTP', 'APPO'].map((c) => [c, TIEBREAKS[parseTiebreakSpec(c).code].rule])).toEqual([
      ['GE', 'FIDE C.07 7.6'],
      ['AOB', 'FIDE C.07 8.2, 16'],
      ['PTP', 'FIDE C.07 10.3'],
      ['APPO', 'FIDE C.07 10.5'],
    ]);
  });

  test('AOB/F on a round-robin grid, which gives no round order, is refused with the reason', () => {
    // Six players, every game played: AOB is computed, AOB/F needs the final round.
    const grid =
      'No.,Name,1,2,3,4,5,6\n1,A,*,1,1,1,1,1\n2,B,0,*,1,1,1,1\n3,C,0,0,*,1,1,1\n4,D,0,0,0,*,1,1\n5,E,0,0,0,0,*,1\n6,F,0,0,0,0,0,*\n';
    const t = readAny(grid, { notation: 'rr' }).tournament;
    expect(() => rank(t, { order: [parseTiebreakSpec('AOB/F')] })).toThrow(
      "AOB/F (Average of opponents' Buchholz) needs the order of the rounds, which this table does not give: Fore Buchholz counts the final round as draws. AOB without /F does not need it.",
    );
    expect(() => rank(t, { order: [parseTiebreakSpec('AOB')] })).not.toThrow();
  });

  test('AOB/F reads as the Fore Buchholz variant and prints back the same way', () => {
    const spec = parseTiebreakSpec('aob/f');
    expect(spec).toEqual({ code: 'AOB', options: { fore: 'F', fide: '2026' } });
  });
});

describe('=TIEBREAK() in a sheet (the built add-on) gives each new code as the engine does', () => {
  test('GE, AOB, PTP and APPO beside the small table: the code on the header row, the numbers on the player rows', () => {
    ensureBuilt();
    const runtime = new AppsScriptRuntime({ code: readDist('Code.js'), spreadsheet: new EmulatedSpreadsheet('Club') });
    runtime.spreadsheet.getActiveSheet().setName('Crosstable');
    putValues(runtime.spreadsheet, 'Crosstable', SMALL_TABLE);
    const t = readCrosstable(SMALL_TABLE);
    for (const code of ['GE', 'AOB', 'PTP', 'APPO']) {
      const column = tiebreakColumn(t, parseTiebreakSpec(code));
      // AOB is held in hundredths and shown as 13.40; the others are plain numbers. No value is a blank.
      const cell = (i: number) =>
        column[i].value === null ? '' : code === 'AOB' ? column[i].value! / 100 : column[i].value;
      const result = runtime.setFormula('Crosstable', 'I1', `=TIEBREAK(A1:G7, "${code}")`);
      expect({ code, values: result.values }).toEqual({
        code,
        values: [[''], [code], [cell(0)], [cell(1)], [''], [cell(2)], [cell(3)]],
      });
    }
  });
});
