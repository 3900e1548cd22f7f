/**
 * Unplayed rounds under each version of the FIDE rules, on one hand-built Swiss whose values are
 * worked out below from the regulation texts:
 *
 *   R1: 1-2 1-0, 3-4 ½, 6-5 1-0
 *   R2: 3-1 ½, 2 wins by forfeit against 5, 4-6 0-1
 *   R3: 1 half-point bye (requested, played again in R4), 5 absent (withdrew), 4-2 0-1, 6-3 ½
 *   R4: 5 absent, 6-1 0-1, 2-3 0-1, 4 full-point bye
 *
 * Scores: #1 3, #2 2, #3 2½, #4 1½, #5 0, #6 2½ (N = 4 rounds).
 *
 * Opponents' scores for tiebreaks:
 * - 2009, every unplayed round counts ½: #1 3, #2 1½, #3 2½, #4 1, #5 1½, #6 2½.
 * - 2024/2026 (C.07 16.3): as awarded, except #5's R3-R4 absences, requested byes followed only by
 *   voluntarily unplayed rounds, which count as draws (16.3.2): #1 3, #2 2, #3 2½, #4 1½, #5 1, #6 2½.
 *
 * Own unplayed rounds:
 * - 2009 virtual opponent = score before the round + (1 - points got) + ½ × rounds after it:
 *   #1 R3: 1½ + ½ + ½ = 2½; #2 R2: 0 + 0 + 1 = 1; #4 R4: ½ + 0 + 0 = ½;
 *   #5 R2: 0 + 1 + 1 = 2, R3: 0 + 1 + ½ = 1½, R4: 0 + 1 + 0 = 1.
 * - 2024 dummy = own score: #1 3, #2 2, #4 1½, #5 0.
 * - 2026 dummy = own score capped (16.4): #1 R3 bye: min(3, ½ × 4 = 2) = 2; #2 R2 forfeit: min(2,
 *   #5's adjusted 1) = 1; #4 R4 bye: min(1½, 2) = 1½; #5: 0.
 */
import { fromPoints } from '../../src/model/points';
import { rank } from '../../src/standings/rank';
import { parseTiebreakSpec } from '../../src/tiebreaks/registry';
import { TiebreakContext } from '../../src/tiebreaks/context';
import { fideView } from '../../src/tiebreaks/fide/unplayed';
import { TableBuilder } from '../support/builder';
import { entry, value } from './support/values';

function table() {
  const b = new TableBuilder(4);
  for (let i = 1; i <= 6; i++) b.player(`P${i}`);
  b.game(1, 1, 2, 'W').game(1, 3, 4, 'D').game(1, 6, 5, 'W');
  b.game(2, 3, 1, 'D').game(2, 2, 5, 'X').game(2, 4, 6, 'L');
  b.bye(3, 1, 'H').bye(3, 5, 'U').game(3, 4, 2, 'L').game(3, 6, 3, 'D');
  b.bye(4, 5, 'U').game(4, 6, 1, 'L').game(4, 2, 3, 'L').bye(4, 4, 'B');
  return b.tournament();
}

const t = table();
const q = fromPoints;

describe("opponents' scores for tiebreaks (2009: unplayed = ½; C.07 16.3)", () => {
  const ctx = new TiebreakContext(t);
  test.each([
    ['2009', [3, 1.5, 2.5, 1, 1.5, 2.5]],
    ['2024', [3, 2, 2.5, 1.5, 1, 2.5]],
    ['2026', [3, 2, 2.5, 1.5, 1, 2.5]],
  ] as const)('%s', (version, expected) => {
    expect(fideView(ctx, version).adjusted).toEqual(expected.map(q));
  });
});

describe('Buchholz', () => {
  test.each([
    // #1: #2, #3, own R3 half-point bye, #6
    ['FIDE-BH(fide=2009)', 1, 1.5 + 2.5 + 2.5 + 2.5], // 9
    ['FIDE-BH(fide=2024)', 1, 2 + 2.5 + 3 + 2.5], // 10
    ['FIDE-BH', 1, 2 + 2.5 + 2 + 2.5], // 9: 2026 is the default
    // #2: #1, own R2 forfeit win, #4, #3
    ['FIDE-BH(fide=2009)', 2, 3 + 1 + 1 + 2.5], // 7½
    ['FIDE-BH(fide=2024)', 2, 3 + 2 + 1.5 + 2.5], // 9
    ['FIDE-BH(fide=2026)', 2, 3 + 1 + 1.5 + 2.5], // 8
    // #5: #6, own R2 forfeit loss, R3 and R4 absences
    ['FIDE-BH(fide=2009)', 5, 2.5 + 2 + 1.5 + 1], // 7
    ['FIDE-BH(fide=2024)', 5, 2.5],
    ['FIDE-BH(fide=2026)', 5, 2.5],
    // #4: #3, #6, #2, own R4 full-point bye
    ['FIDE-BH(fide=2009)', 4, 2.5 + 2.5 + 1.5 + 0.5], // 7
    ['FIDE-BH(fide=2024)', 4, 2.5 + 2.5 + 2 + 1.5], // 8½
    ['FIDE-BH(fide=2026)', 4, 8.5],
    // #3 and #6 played every round: only the opponents' adjustments differ
    ['FIDE-BH(fide=2009)', 3, 1 + 3 + 2.5 + 1.5], // 8
    ['FIDE-BH(fide=2024)', 3, 1.5 + 3 + 2.5 + 2], // 9
    ['FIDE-BH(fide=2009)', 6, 1.5 + 1 + 2.5 + 3], // 8
    ['FIDE-BH(fide=2024)', 6, 1 + 1.5 + 2.5 + 3], // 8
  ])('%s of #%i is %d', (code, n, expected) => {
    expect(value(t, code, n)).toBe(expected);
  });

  test('plain BH is still the Lothian system: final scores of opponents met over the board', () => {
    expect(value(t, 'BH', 1)).toBe(2 + 2.5 + 2.5); // #2, #3, #6; the bye adds nothing
    expect(value(t, 'BH', 2)).toBe(3 + 1.5 + 2.5); // the forfeit is not a game
  });
});

describe('Buchholz modifiers and the 16.5 cut of voluntarily unplayed rounds', () => {
  test.each([
    // 2009: the lowest value is cut, whatever it comes from
    ['BH/C1(fide=2009)', 1, 9 - 1.5],
    ['BH/C1(fide=2009)', 2, 7.5 - 1], // the virtual opponent (1) ties #4 (1); one of them goes
    ['BH/C1(fide=2009)', 5, 7 - 1], // the virtual opponent of R4
    // 2024: #1's requested bye (a VUR) is cut first although it is the highest value
    ['BH/C1(fide=2024)', 1, 10 - 3],
    ['BH/C2(fide=2024)', 1, 10 - 3 - 2], // then the least significant value, #2's 2
    ['BH/M1(fide=2024)', 1, 10 - 3 - 2.5], // then the most significant, #3's or #6's 2½
    ['BH/M2(fide=2024)', 1, 0], // four values, four cut
    ['BH/C1(fide=2024)', 2, 9 - 1.5], // a forfeit win is no VUR: #4's 1½ is the least
    ['BH/C1(fide=2024)', 5, 2.5], // a 0 from a VUR
    // 2026: the capped dummy (2) ties #2's 2 as the least value; 16.5 cuts the VUR
    ['BH/C1', 1, 9 - 2],
    ['BH/C1', 2, 8 - 1], // the capped forfeit dummy is now the least
  ])('%s of #%i is %d', (code, n, expected) => {
    expect(value(t, code, n)).toBe(expected);
  });
});

describe('Sonneborn-Berger', () => {
  test.each([
    // #1: beat #2, drew #3, R3 half-point bye, beat #6
    ['FIDE-SB(fide=2024)', 1, 2 + 2.5 / 2 + 3 / 2 + 2.5], // 7¼: the dummy times the ½ awarded
    ['FIDE-SB(fide=2026)', 1, 2 + 2.5 / 2 + 2 / 2 + 2.5], // 6¾
    ['FIDE-SB(fide=2009)', 1, 1.5 + 2.5 / 2 + 2.5 / 2 + 2.5], // 6½: the virtual opponent counted as a draw
    // #2: lost to #1, forfeit win R2, beat #4, lost to #3
    ['FIDE-SB(fide=2024)', 2, 2 + 1.5], // 3½
    ['FIDE-SB(fide=2026)', 2, 1 + 1.5], // 2½
    ['FIDE-SB(fide=2009)', 2, 1 / 2 + 1], // 1½: "modified points": ½ × the virtual opponent even for a forfeit win
    // #4: drew #3, lost twice, R4 full-point bye
    ['FIDE-SB(fide=2024)', 4, 2.5 / 2 + 1.5], // 2¾
    ['FIDE-SB(fide=2009)', 4, 2.5 / 2 + 0.5 / 2], // 1½
    // SB/C1 cuts the product of the lowest-scored opponent; 16.5: or the VUR's, whichever is higher
    ['SB/C1(fide=2024)', 1, 7.25 - 2], // #2 (score 2, product 2) beats the bye's product 1½
    ['SB/C1(fide=2026)', 1, 6.75 - 1], // the capped dummy (2) ties #2 on score with the lower product
    ['SB/C1(fide=2009)', 1, 6.5 - 1.5],
  ])('%s of #%i is %d', (code, n, expected) => {
    expect(value(t, code, n)).toBe(expected);
  });

  test('plain SB is still US 34E8 (played games, final scores)', () => {
    expect(value(t, 'SB', 1)).toBe(2 + 1.25 + 2.5);
  });
});

describe('Fore Buchholz: final-round pairings counted as draws (C.07 8.3)', () => {
  // With R4's games drawn: #1 2½, #2 2½, #3 2, #4 1½, #5 0, #6 3 (and the same adjusted, 2024).
  test.each([
    ['FB(fide=2024)', 1, 2.5 + 2 + 2.5 + 3], // dummy = own fore score 2½
    ['FB(fide=2026)', 1, 2.5 + 2 + 2 + 3], // capped at 2
    ['FB(fide=2024)', 2, 2.5 + 2.5 + 1.5 + 2],
    ['FB(fide=2026)', 2, 2.5 + 1 + 1.5 + 2], // forfeit dummy capped at #5's adjusted 1
    ['FB(fide=2024)', 3, 1.5 + 2.5 + 3 + 2.5],
    ['FB(fide=2024)', 4, 2 + 3 + 2.5 + 1.5], // R4 bye unchanged
    ['FB/C1(fide=2024)', 1, 10 - 2.5], // the VUR dummy is cut
  ])('%s of #%i is %d', (code, n, expected) => {
    expect(value(t, code, n)).toBe(expected);
  });
});

describe('explanations name the rules, the dummy and the cut', () => {
  test('2026: the capped dummy and the 16.5 cut', () => {
    const text = entry(t, 'BH/C1', 1).explain();
    expect(text).toContain('FIDE C.07 2026 rules (capped dummy)');
    expect(text).toContain('R3 2 (half-point bye: dummy capped at ½ × 4 rounds = 2 (16.4.2); own score 3)');
    expect(text).toContain('cut R3 2');
    expect(text).toContain('voluntarily unplayed, cut first: 16.5');
    expect(text).toMatch(/BH\/C1 7$/);
  });

  test("2026: a forfeit capped at the scheduled opponent's adjusted score", () => {
    expect(entry(t, 'FIDE-BH', 2).explain()).toContain(
      "R2 1 (forfeit win: dummy capped at #5's adjusted score 1 (16.4.1); own score 2)",
    );
  });

  test('2024: the dummy with the own score', () => {
    expect(entry(t, 'FIDE-BH(fide=2024)', 1).explain()).toContain(
      'R3 3 (half-point bye: dummy with own score 3 (16.4))',
    );
  });

  test('2009: the virtual opponent, worked out', () => {
    const text = entry(t, 'FIDE-BH(fide=2009)', 1).explain();
    expect(text).toContain('FIDE 2009 rules (virtual opponent)');
    expect(text).toContain(
      'R3 2½ (half-point bye: virtual opponent 1½ before the round + ½ + ½ × 1 later rounds = 2½)',
    );
    expect(text).toContain('R1 #2 1½ (adjusted; scored 2)');
  });

  test("opponents' terminal absences counted as draws are shown as adjusted scores", () => {
    expect(entry(t, 'FIDE-BH(fide=2024)', 6).explain()).toContain('R1 #5 1 (adjusted; scored 0)');
  });

  test('Sonneborn-Berger shows each product and the cut', () => {
    const text = entry(t, 'SB/C1(fide=2024)', 1).explain();
    expect(text).toContain('R3 3 (half-point bye: dummy with own score 3 (16.4)) × ½ = 1½');
    expect(text).toContain('cut R1 #2 2 × 1 = 2');
  });
});

describe('standings with FIDE codes', () => {
  test('#3 and #6 (2½ each) are separated by BH/C1, and the decision says so', () => {
    const s = rank(t, { order: ['BH/C1', 'FIDE-BH', 'FIDE-SB'].map(parseTiebreakSpec) });
    const order = s.rows.map((r) => t.players[r.player].number);
    expect(order).toEqual([1, 3, 6, 2, 4, 5]);
    // #3: #4 1½ cut from 1½, 3, 2½, 2 = 7½; #6: #5 1 cut from 1, 1½, 2½, 3 = 7
    const six = s.rows.find((r) => t.players[r.player].number === 6)!;
    expect(six.decidedBy).toEqual({ by: 'tiebreak', index: 0, above: q(7.5), here: q(7) });
  });
});
