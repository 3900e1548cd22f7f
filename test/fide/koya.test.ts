/**
 * KS (Koya, C.07 9.2): the limit is 50% of the maximum possible score. In a round robin with an
 * odd number of players everyone sits out one round, so the maximum is rounds - 1, not rounds.
 * Every expected value is worked out by hand in the comments.
 */
import { readCrosstable } from '../../src/read';
import { rank } from '../../src/standings/rank';
import { parseTiebreakSpec } from '../../src/tiebreaks/registry';
import { TableBuilder } from '../support/builder';
import { entry, value, values } from './support/values';

/**
 * Three players, three rounds, one out each round: R1 A-B 1-0 (C out), R2 A-C ½ (B out),
 * R3 B-C 1-0 (A out). Scores A 1½, B 1, C ½. Each plays two games: the maximum is 2, the
 * limit 1 (three rounds would wrongly make it 1½ and leave only A above it).
 */
function threePlayers() {
  const b = new TableBuilder(3);
  const [A, B, C] = ['A', 'B', 'C'].map((n) => b.player(n));
  b.game(1, A, B, 'W').bye(1, C, 'U');
  b.game(2, A, C, 'D').bye(2, B, 'U');
  b.game(3, B, C, 'W').bye(3, A, 'U');
  return b.tournament();
}

/**
 * Five players, five rounds, one out each round:
 * R1 A-B ½, C-D ½ (E out) | R2 A-C 1-0, B-E ½ (D out) | R3 A-D 1-0, C-E 1-0 (B out) |
 * R4 A-E 1-0, B-D 1-0 (C out) | R5 B-C ½, D-E 1-0 (A out).
 * Scores A 3½, B 2½, C 2, D 1½, E ½. Maximum 4, limit 2: A, B and C count.
 */
function fivePlayers() {
  const b = new TableBuilder(5);
  const [A, B, C, D, E] = ['A', 'B', 'C', 'D', 'E'].map((n) => b.player(n));
  b.game(1, A, B, 'D').game(1, C, D, 'D').bye(1, E, 'U');
  b.game(2, A, C, 'W').game(2, B, E, 'D').bye(2, D, 'U');
  b.game(3, A, D, 'W').game(3, C, E, 'W').bye(3, B, 'U');
  b.game(4, A, E, 'W').game(4, B, D, 'W').bye(4, C, 'U');
  b.game(5, B, C, 'D').game(5, D, E, 'W').bye(5, A, 'U');
  return b.tournament();
}

describe('KS limit: 50% of the maximum possible score', () => {
  test('3-player round robin: the maximum is 2, the limit 1', () => {
    const t = threePlayers();
    // A: B (1) 1, C (½) below; B: A (1½) 0, C below; C: A (1½) ½, B (1) 0.
    expect(values(t, 'KS')).toEqual({ 1: 1, 2: 0, 3: 0.5 });
    expect(entry(t, 'KS', 1).explain()).toBe(
      'opponents on 1 or more (50% of 2, the maximum possible score): R1 win v #2 (1): 1; KS 1',
    );
  });

  test('5-player round robin: the maximum is 4, the limit 2', () => {
    const t = fivePlayers();
    // A: B ½ + C 1 = 1½; B: A ½ + C ½ = 1; C: A 0 + B ½ = ½; D: A 0, B 0, C ½ = ½;
    // E: A 0, B ½, C 0 = ½. (With the limit at 2½ C would not count: A ½, B ½, D 0.)
    expect(values(t, 'KS')).toEqual({ 1: 1.5, 2: 1, 3: 0.5, 4: 0.5, 5: 0.5 });
    expect(entry(t, 'KS', 3).explain()).toBe(
      'opponents on 2 or more (50% of 4, the maximum possible score): R2 loss v #1 (3½): 0, R5 draw v #2 (2½): ½; KS ½',
    );
  });

  test('a Swiss reading keeps one point a round: 5 rounds, limit 2½', () => {
    const t = fivePlayers();
    // Only A (3½) and B (2½): A: B ½; B: A ½; C: A 0, B ½; D: A 0, B 0; E: A 0, B ½.
    expect(values(t, 'KS(pairings=swiss)')).toEqual({ 1: 0.5, 2: 0.5, 3: 0.5, 4: 0, 5: 0.5 });
  });

  test('"after round 4" of the 5-player round robin: A played all four rounds, so the maximum is 4', () => {
    // After R4: A 3½, B 2 (½, ½, out, 1), C 1½ (½, 0, 1, out), D ½, E ½. Limit 2: A and B.
    // C: A 0, B not met yet -> 0. B: A ½ -> ½.
    const t = fivePlayers();
    expect(value(t, 'KS', 2)).toBe(1); // the full table, for contrast
    const s = rank(t, { order: [parseTiebreakSpec('KS')], afterRound: 4 });
    const ks = Object.fromEntries(s.rows.map((r) => [t.players[r.player].number, r.values[0]!.value! / 4]));
    expect(ks).toEqual({ 1: 0.5, 2: 0.5, 3: 0, 4: 0, 5: 0.5 });
  });

  test('the same 3-player event read from a vs-grid gives the same values', () => {
    const t = readCrosstable([
      ['No.', 'Name', 'vs1', 'vs2', 'vs3'],
      ['1', 'A', '*', '1', '½'],
      ['2', 'B', '0', '*', '1'],
      ['3', 'C', '½', '0', '*'],
    ]);
    expect(t.rounds).toBe(3);
    expect(values(t, 'KS')).toEqual({ 1: 1, 2: 0, 3: 0.5 });
  });

  test('an even round robin is unchanged: 4 players, 3 rounds, limit 1½', () => {
    // R1 A-B 1-0, C-D ½ | R2 A-C ½, B-D 1-0 | R3 A-D 0-1, B-C 0-1. A 1½, B 1, C 2, D 1½.
    // Limit 1½: A, C, D. A: C ½, D 0 = ½; B: A 0, C 0, D 1 = 1; C: A ½, D ½ = 1; D: A 1, C ½ = 1½.
    const b = new TableBuilder(3);
    const [A, B, C, D] = ['A', 'B', 'C', 'D'].map((n) => b.player(n));
    b.game(1, A, B, 'W').game(1, C, D, 'D').game(2, A, C, 'D').game(2, B, D, 'W').game(3, A, D, 'L').game(3, B, C, 'L');
    const t = b.tournament();
    expect(values(t, 'KS')).toEqual({ 1: 0.5, 2: 1, 3: 1, 4: 1.5 });
    expect(entry(t, 'KS', 1).explain()).toContain('opponents on 1½ or more (50% of 3, the maximum possible score)');
  });
});
