/**
 * FIDE systems on a table without a round order (a round-robin "vs" grid): a value must never
 * follow the order the director typed the rows. The Swiss handling of unplayed rounds values
 * some of them by their round (C.07 16.2.5 and the 2009 virtual opponent), so FIDE Buchholz and
 * Swiss Sonneborn-Berger are refused where the table's unplayed rounds would move them, and
 * computed where they would not (src/tiebreaks/fide/roundOrder.ts). Values worked by hand below.
 */
import { CrosstableError } from '../../src/model/problems';
import type { Tournament } from '../../src/model/tournament';
import { readAny } from '../../src/read';
import { checkRequest, rank } from '../../src/standings/rank';
import { parseTiebreakSpec } from '../../src/tiebreaks/registry';
import { values } from './support/values';

const grid = (rows: string[][]) =>
  readAny(
    [['No.', 'Name', ...rows.map((_, i) => `vs${i + 1}`)], ...rows.map((r, i) => [String(i + 1), `P${i + 1}`, ...r])],
    { notation: 'rr' },
  ).tournament;
/** The same grid with its rows typed in another order. */
const gridInOrder = (rows: string[][], order: number[]) =>
  readAny(
    [
      ['No.', 'Name', ...rows.map((_, i) => `vs${i + 1}`)],
      ...order.map((i) => [String(i + 1), `P${i + 1}`, ...rows[i]]),
    ],
    { notation: 'rr' },
  ).tournament;

function refusal(t: Tournament, code: string): string {
  try {
    checkRequest(t, [parseTiebreakSpec(code)]);
  } catch (e) {
    if (e instanceof CrosstableError) return e.problems.map((p) => p.message).join('\n');
    throw e;
  }
  return '';
}

const BH_CODES = ['FIDE-BH', 'FIDE-BH(fide=2024)', 'FIDE-BH(fide=2009)', 'BH/C1', 'BH/C2', 'BH/M1', 'BH/M2'];

describe('3-player round robin (each player sits out one round)', () => {
  // 1 beat 2 and drew 3, 2 beat 3. Scores: #1 1½, #2 1, #3 ½.
  const rows = [
    ['*', '1', '½'],
    ['0', '*', '1'],
    ['½', '0', '*'],
  ];

  test('every FIDE Buchholz and Swiss SB is refused on the grid, naming the sit-outs and what to do', () => {
    for (const t of [grid(rows), gridInOrder(rows, [2, 0, 1])]) {
      for (const code of [...BH_CODES, 'FIDE-SB(pairings=swiss)', 'SB/C1(pairings=swiss,fide=2009)']) {
        const message = refusal(t, code);
        expect(message).toMatch(
          /does not give the order of the rounds, so the value would depend on the order of the rows/,
        );
        expect(message).toMatch(
          /players 1, 2, 3\. Enter the crosstable with its rounds \(e\.g\. US Chess notation: W12, X7, U\), or /,
        );
      }
      expect(refusal(t, 'FIDE-BH')).toMatch(
        /^FIDE-BH \(Buchholz \(FIDE\)\) counts a zero-point bye as a draw for the opponents only when no game follows it \(C\.07 16\.2\.5, 16\.3\.2\)/,
      );
      expect(refusal(t, 'BH/C1')).toMatch(/^BH\/C1 .*rank this round robin by FIDE-SB or KS/);
      expect(refusal(t, 'FIDE-BH(fide=2009)')).toMatch(/virtual opponent .*Unplayed rounds: players 1, 2, 3\./);
      expect(refusal(t, 'FIDE-SB(pairings=swiss)')).toMatch(/or leave pairings at auto \(or rr\)/);
      expect(() => rank(t, { order: [parseTiebreakSpec('BH/C1')] })).toThrow(CrosstableError);
    }
  });

  test('FIDE-SB and KS (round robin, C.07 15.2) are computed, whatever the row order', () => {
    const a = grid(rows);
    const b = gridInOrder(rows, [2, 0, 1]);
    // SB: #1 1 × #2's 1 + ½ × #3's ½ = 1¼; #2 1 × #3's ½ = ½; #3 ½ × #1's 1½ = ¾.
    expect(values(a, 'FIDE-SB')).toEqual({ 1: 1.25, 2: 0.5, 3: 0.75 });
    expect(values(b, 'FIDE-SB')).toEqual(values(a, 'FIDE-SB'));
    expect(values(b, 'KS')).toEqual(values(a, 'KS'));
    expect(refusal(a, 'FIDE-SB')).toBe('');
  });

  test('with the rounds given (US notation) the same games have a FIDE Buchholz, and it shows why the order matters', () => {
    // R1 1-2 (3 out), R2 1-3 (2 out), R3 2-3 (1 out). 2024/2026: #1's sit-out is last, so it
    // counts as a draw for the opponents (16.2.5): adjusted #1 2, #2 1, #3 ½.
    // BH: #1 1 + ½ + dummy 1½ = 3; #2 2 + dummy 1 + ½ = 3½; #3 dummy ½ + 2 + 1 = 3½.
    const us = readAny(
      [
        ['No.', 'Name', 'R1', 'R2', 'R3'],
        ['1', 'P1', 'W2', 'D3', 'U'],
        ['2', 'P2', 'L1', 'U', 'W3'],
        ['3', 'P3', 'U', 'D1', 'L2'],
      ],
      { notation: 'us' },
    ).tournament;
    expect(values(us, 'FIDE-BH(fide=2024)')).toEqual({ 1: 3, 2: 3.5, 3: 3.5 });
    // Played in another order (#3's sit-out last), #3's adjusted score and so #1's and #2's sums change.
    const other = readAny(
      [
        ['No.', 'Name', 'R1', 'R2', 'R3'],
        ['1', 'P1', 'W2', 'U', 'D3'],
        ['2', 'P2', 'L1', 'W3', 'U'],
        ['3', 'P3', 'U', 'L2', 'D1'],
      ],
      { notation: 'us' },
    ).tournament;
    expect(values(other, 'FIDE-BH(fide=2024)')).not.toEqual(values(us, 'FIDE-BH(fide=2024)'));
  });
});

describe('4-player round robin with a forfeit (1 beat 2 by forfeit)', () => {
  // 1 +2, 1 beat 3 and 4; 2 beat 3, drew 4; 3 drew 4. Scores: #1 3, #2 1½, #3 ½, #4 1.
  const rows = [
    ['*', '+', '1', '1'],
    ['-', '*', '1', '½'],
    ['0', '0', '*', '½'],
    ['0', '½', '½', '*'],
  ];

  test('2024/2026 Buchholz needs no order for a forfeit (dummy, 16.4) and is the same whatever the row order', () => {
    const a = grid(rows);
    const b = gridInOrder(rows, [3, 1, 0, 2]);
    for (const code of ['FIDE-BH', 'FIDE-BH(fide=2024)', 'BH/C1', 'FIDE-SB(pairings=swiss)']) {
      expect(refusal(a, code)).toBe('');
      expect(values(b, code)).toEqual(values(a, code));
    }
    // No byes, so adjusted scores are the scores. #1's forfeit win: 2024 dummy = own 3; 2026
    // capped at #2's 1½ (16.4.1). #2's forfeit loss: dummy 1½ (cap #1's 3).
    expect(values(a, 'FIDE-BH(fide=2024)')).toEqual({ 1: 4.5, 2: 3, 3: 5.5, 4: 5 });
    expect(values(a, 'FIDE-BH')).toEqual({ 1: 3, 2: 3, 3: 5.5, 4: 5 });
    // C1 (16.5): #2 cuts the forfeit loss (voluntarily unplayed) 1½ rather than #3's ½.
    expect(values(a, 'BH/C1')).toEqual({ 1: 2.5, 2: 1.5, 3: 4.5, 4: 4.5 });
    // Swiss SB 2026: #1 dummy 1½ × 1 + ½ + 1 = 3; #2 dummy × 0 + ½ × 1 + 1 × ½ = 1; #3 1 × ½; #4 1½ × ½ + ½ × ½ = 1.
    expect(values(a, 'FIDE-SB(pairings=swiss)')).toEqual({ 1: 3, 2: 1, 3: 0.5, 4: 1 });
  });

  test('2009 Buchholz (virtual opponent from the score before the round) is refused, naming the forfeit', () => {
    const message = refusal(grid(rows), 'FIDE-BH(fide=2009)');
    expect(message).toMatch(
      /^FIDE-BH\(fide=2009\) \(Buchholz \(FIDE\)\) values an own unplayed round by a virtual opponent/,
    );
    expect(message).toMatch(/Unplayed rounds: players 1, 2\. .*or rank this round robin by FIDE-SB or KS/);
  });

  test('FIDE-SB of a round robin counts the forfeit as a game (C.07 15.2)', () => {
    // #1 1 × 1½ + 1 × ½ + 1 × 1 = 3; #2 1 × ½ + ½ × 1 = 1; #3 ½ × 1 = ½; #4 ½ × 1½ + ½ × ½ = 1.
    expect(values(grid(rows), 'FIDE-SB')).toEqual({ 1: 3, 2: 1, 3: 0.5, 4: 1 });
    expect(values(gridInOrder(rows, [2, 3, 1, 0]), 'FIDE-SB')).toEqual({ 1: 3, 2: 1, 3: 0.5, 4: 1 });
  });
});

test('a complete round robin with every game played answers every FIDE Buchholz and SB on the grid', () => {
  // 1 beat everyone, 2 beat 3 and 4, 3 drew 4. Scores #1 3, #2 2, #3 ½, #4 ½.
  const rows = [
    ['*', '1', '1', '1'],
    ['0', '*', '1', '1'],
    ['0', '0', '*', '½'],
    ['0', '0', '½', '*'],
  ];
  const t = grid(rows);
  for (const code of [...BH_CODES, 'FIDE-SB', 'FIDE-SB(pairings=swiss)', 'FIDE-SB(fide=2009,pairings=swiss)'])
    expect(refusal(t, code)).toBe('');
  // BH: #1 2 + ½ + ½ = 3; #2 3 + ½ + ½ = 4; #3 3 + 2 + ½ = 5½; #4 the same.
  expect(values(t, 'FIDE-BH')).toEqual({ 1: 3, 2: 4, 3: 5.5, 4: 5.5 });
  expect(values(gridInOrder(rows, [2, 3, 0, 1]), 'FIDE-BH(fide=2009)')).toEqual(values(t, 'FIDE-BH'));
});

test('a grid with a game not yet played (blank) is not a complete round robin: Swiss SB is refused without suggesting the round-robin systems', () => {
  const rows = [
    ['*', '', '1', '1'],
    ['', '*', '1', '½'],
    ['0', '0', '*', '½'],
    ['0', '½', '½', '*'],
  ];
  const message = refusal(grid(rows), 'FIDE-SB');
  expect(message).toMatch(
    /Zero-point byes \(a sit-out in an odd round robin, or a game not played\): players 1, 2\. Enter the crosstable with its rounds \(e\.g\. US Chess notation: W12, X7, U\)\.$/,
  );
});
