/**
 * Each FIDE C.07 system on a small hand-built table; every expected value is worked out in the
 * comments from the regulation text.
 */
import { rank } from '../../src/standings/rank';
import { tiebreakColumn } from '../../src/standings/column';
import { parseTiebreakSpec } from '../../src/tiebreaks/registry';
import { TiebreakContext } from '../../src/tiebreaks/context';
import { directEncounter } from '../../src/tiebreaks/fide/directEncounter';
import { isRoundRobin } from '../../src/tiebreaks/fide/pairings';
import { ratingDifference } from '../../src/tiebreaks/fide/ratings';
import type { Tournament } from '../../src/model/tournament';
import { TableBuilder } from '../support/builder';
import { entry, value, values } from './support/values';

/** DE places within `group` (player numbers), by number: the order C.07 6 gives (the value shown is points). */
function dePlaces(t: Tournament, group: number[], option = 'DE'): Record<number, number> {
  const spec = parseTiebreakSpec(option);
  const idx = group.map((n) => t.players.findIndex((p) => p.number === n));
  const out = directEncounter.computeInGroup(new TiebreakContext(t), idx, spec.options);
  return Object.fromEntries(group.map((n, i) => [n, out[i].place!.place]));
}

describe('DE, direct encounter (C.07 6)', () => {
  test('6.2: all met; players still level are ranked again among themselves', () => {
    // A-B ½, C-D 1-0 | A-C ½, B-D 0-1 | A-D 1-0, B-C 1-0 | R4 against others: A 0, B ½, C ½, D 1.
    // Everyone on 2. Separate standings: A 2, B 1½, C 1½, D 1; B and C again: B beat C.
    const b = new TableBuilder(4);
    const [A, B, C, D] = ['A', 'B', 'C', 'D'].map((n) => b.player(n));
    b.game(1, A, B, 'D').game(1, C, D, 'W').game(2, A, C, 'D').game(2, B, D, 'L').game(3, A, D, 'W').game(3, B, C, 'W');
    b.results(A, [null, null, null, 'L'])
      .results(B, [null, null, null, 'D'])
      .results(C, [null, null, null, 'D'])
      .results(D, [null, null, null, 'W']);
    const t = b.tournament();
    expect(dePlaces(t, [A, B, C, D])).toEqual({ [A]: 1, [B]: 2, [C]: 3, [D]: 4 });
    const s = rank(t, { order: [parseTiebreakSpec('DE')] });
    expect(s.rows.slice(0, 4).map((r) => t.players[r.player].name)).toEqual(['A', 'B', 'C', 'D']);
    const text = entry(t, 'DE', B).explain();
    expect(text).toContain('among 4: #1 2, #2 1½, #3 1½, #4 1 (all met)');
    expect(text).toContain('then among 2: #2 1, #3 0 (all met)');
  });

  test('6.3: not all met; a player ahead whatever the missing games is first, the rest stay level', () => {
    // P beat Q and R; Q and R never met. P 2 against at most 1 for Q and R: P first.
    // Q and R, again among themselves: not met, nobody ahead: level.
    const b = new TableBuilder(3);
    const [P, Q, R] = ['P', 'Q', 'R'].map((n) => b.player(n));
    b.game(1, P, Q, 'W').game(2, P, R, 'W');
    b.results(P, [null, null, 'L']).results(Q, [null, 'W', 'W']).results(R, ['W', null, 'W']);
    const t = b.tournament();
    expect(dePlaces(t, [P, Q, R])).toEqual({ [P]: 1, [Q]: 2, [R]: 2 });
    expect(entry(t, 'DE', Q).explain()).toContain(
      'not all met: #1 2 (at most 2), #2 0 (at most 1), #3 0 (at most 1); ahead whatever the missing games: #1',
    );
  });

  test('6.3: nobody is ahead while a missing game could still catch up', () => {
    // P beat Q; R met neither: P 1, but R could reach 2.
    const b = new TableBuilder(3);
    const [P, Q, R] = ['P', 'Q', 'R'].map((n) => b.player(n));
    b.game(1, P, Q, 'W');
    b.results(P, [null, 'L', 'D']).results(Q, [null, 'W', 'D']).results(R, ['D', 'D', 'L']);
    const t = b.tournament();
    expect(dePlaces(t, [P, Q, R])).toEqual({ [P]: 1, [Q]: 1, [R]: 1 });
  });

  test('6.1.1: a forfeit is no encounter in a Swiss; with pre-determined pairings it is (15.2)', () => {
    const b = new TableBuilder(2);
    const [P, Q] = ['P', 'Q'].map((n) => b.player(n));
    b.game(1, P, Q, 'X').results(P, [null, 'L']).results(Q, [null, 'W']);
    const t = b.tournament();
    expect(dePlaces(t, [P, Q])).toEqual({ [P]: 1, [Q]: 1 });
    expect(dePlaces(t, [P, Q], 'DE(pairings=rr)')).toEqual({ [P]: 1, [Q]: 2 });
  });

  test('6.1.2: players who met more than once count the average of their games', () => {
    // P beat Q, then drew: ¾ against ¼.
    const b = new TableBuilder(3);
    const [P, Q] = ['P', 'Q'].map((n) => b.player(n));
    b.game(1, P, Q, 'W').game(2, Q, P, 'D').results(P, [null, null, 'L']).results(Q, [null, null, 'W']);
    const t = b.tournament();
    expect(dePlaces(t, [P, Q])).toEqual({ [P]: 1, [Q]: 2 });
    expect(entry(t, 'DE', P).explain()).toContain('#1 ¾, #2 ¼ (all met)');
  });

  test('in a standings column, DE is computed within each score group', () => {
    const b = new TableBuilder(1);
    const [P, Q] = ['P', 'Q'].map((n) => b.player(n));
    b.game(1, P, Q, 'W');
    const t = b.tournament();
    // Each alone on its score: first, and 0 points against tied players, as Swiss-Manager prints it.
    expect(tiebreakColumn(t, parseTiebreakSpec('DE')).map((v) => [v.value, v.place!.place])).toEqual([
      [0, 1],
      [0, 1],
    ]);
  });
});

/**
 * A four-player round robin with a forfeit (R1: A wins by forfeit against B, C-D 1-0; R2: A-C
 * 1-0, B-D ½; R3: A-D 1-0, B-C 1-0). Scores: A 3, B 1½, C 1, D ½; half the maximum is 1½.
 */
function roundRobin() {
  const b = new TableBuilder(3);
  const [A, B, C, D] = ['A', 'B', 'C', 'D'].map((n) => b.player(n));
  b.game(1, A, B, 'X').game(1, C, D, 'W').game(2, A, C, 'W').game(2, B, D, 'D').game(3, A, D, 'W').game(3, B, C, 'W');
  return b.tournament();
}

describe('round robin: C.07 15.2 (forfeits count as games)', () => {
  const t = roundRobin();

  test('auto-detected: every pair was paired once', () => {
    expect(isRoundRobin(t)).toBe(true);
  });

  test('KS, Koya (9.2): points against the opponents on 1½ or more (A 3, B 1½)', () => {
    expect(values(t, 'KS')).toEqual({ 1: 1, 2: 0, 3: 0, 4: 0.5 }); // A: the forfeit win over B counts
    expect(value(t, 'KS(pairings=swiss)', 1)).toBe(0); // a Swiss does not count forfeits
    expect(entry(t, 'KS', 4).explain()).toBe(
      'opponents on 1½ or more (50% of 3, the maximum possible score): R2 draw v #2 (1½): ½, R3 loss v #1 (3): 0; KS ½',
    );
  });

  test("FIDE-SB: opponents' final scores, the forfeit as a game", () => {
    // A: B 1½ + C 1 + D ½ = 3; B: C 1 + D ½ × ½ = 1¼; C: D ½; D: B 1½ × ½ = ¾.
    expect(values(t, 'FIDE-SB')).toEqual({ 1: 3, 2: 1.25, 3: 0.5, 4: 0.75 });
    expect(value(t, 'SB', 1)).toBe(1.5); // US 34E8: played games only
    expect(value(t, 'FIDE-SB(pairings=swiss,fide=2024)', 1)).toBe(3 + 1 + 0.5); // Swiss: a dummy with A's own 3
    expect(entry(t, 'FIDE-SB', 1).explain()).toContain(
      'round robin (C.07 15.2: forfeits count as games): R1 forfeit win v #2 1½ × 1 = 1½',
    );
  });

  test('SB/C1 cuts the lowest contribution among the lowest-scored opponents (14.1.1.4)', () => {
    // B: A 3 (0), C 1 (1), D ½ (¼): D is the lowest-scored opponent: 1¼ - ¼ = 1.
    expect(value(t, 'SB/C1', 2)).toBe(1);
  });

  test('DE: forfeits count between tied players', () => {
    expect(dePlaces(t, [1, 2])).toEqual({ 1: 1, 2: 2 });
  });
});

describe('counts (C.07 7.1-7.4) and progressive scores (7.5)', () => {
  // R1: 1-2 1-0, 3-4 ½, 6-5 1-0 | R2: 3-1 ½, 2 forfeit win v 5, 4-6 0-1 |
  // R3: 1 half-point bye, 5 absent, 4-2 0-1, 6-3 ½ | R4: 5 absent, 6-1 0-1, 2-3 0-1, 4 full-point bye.
  // The first player named is White.
  const b = new TableBuilder(4);
  for (let i = 1; i <= 6; i++) b.player();
  b.game(1, 1, 2, 'W').game(1, 3, 4, 'D').game(1, 6, 5, 'W');
  b.game(2, 3, 1, 'D').game(2, 2, 5, 'X').game(2, 4, 6, 'L');
  b.bye(3, 1, 'H').bye(3, 5, 'U').game(3, 4, 2, 'L').game(3, 6, 3, 'D');
  b.bye(4, 5, 'U').game(4, 6, 1, 'L').game(4, 2, 3, 'L').bye(4, 4, 'B');
  const t = b.tournament();

  test('WIN counts rounds worth a win, played or not', () => {
    expect(values(t, 'WIN')).toEqual({ 1: 2, 2: 2, 3: 1, 4: 1, 5: 0, 6: 2 });
    expect(entry(t, 'WIN', 2).explain()).toBe('rounds worth a win: R2 (forfeit win), R3; WIN 2');
  });

  test('WON counts games won over the board', () => {
    expect(values(t, 'WON')).toEqual({ 1: 2, 2: 1, 3: 1, 4: 0, 5: 0, 6: 2 });
  });

  test('BPG and BWG count games played and won with Black', () => {
    expect(values(t, 'BPG')).toEqual({ 1: 2, 2: 2, 3: 2, 4: 1, 5: 1, 6: 1 });
    expect(values(t, 'BWG')).toEqual({ 1: 1, 2: 1, 3: 1, 4: 0, 5: 0, 6: 1 });
    expect(values(t, 'BPG')).toEqual(values(t, 'BLACKS')); // the same count as US 34E6
  });

  test('PS sums the running scores; PS/C1 and PS/C2 leave out the first ones (14.1.1.3)', () => {
    // #1: 1, 1½, 2, 3; #4: ½, ½, ½, 1½; #6: 1, 2, 2½, 2½.
    expect(value(t, 'PS', 1)).toBe(7.5);
    expect(value(t, 'PS/C1', 1)).toBe(6.5);
    expect(value(t, 'PS/C2', 1)).toBe(5);
    expect(value(t, 'PS', 4)).toBe(3); // byes count: nothing deducted (unlike CUM)
    expect(value(t, 'PS/C1', 6)).toBe(7);
    expect(entry(t, 'PS/C1', 1).explain()).toBe('running scores 1, 1½, 2, 3; cut R1 1; PS/C1 6½');
  });
});

describe('rating systems (C.07 10)', () => {
  // Ratings: #1 2000, #2 1800, #3 1900, #4 unrated, #5 1700, #6 2100.
  // R1: 1-2 1-0, 3-4 ½, 5-6 0-1 | R2: 1-3 ½, 2 forfeit win v 5, 4-6 0-1 | R3: 1-6 0-1, 2-4 ½, 3-5 1-0.
  const b = new TableBuilder(3);
  [2000, 1800, 1900, null, 1700, 2100].forEach((r, i) => b.player(`P${i + 1}`, r));
  b.game(1, 1, 2, 'W').game(1, 3, 4, 'D').game(1, 5, 6, 'L');
  b.game(2, 1, 3, 'D').game(2, 2, 5, 'X').game(2, 4, 6, 'L');
  b.game(3, 1, 6, 'L').game(3, 2, 4, 'D').game(3, 3, 5, 'W');
  const t = b.tournament();

  test('the dp table of FIDE B.02 8.1a', () => {
    expect([0, 25, 33, 50, 67, 75, 100].map(ratingDifference)).toEqual([-800, -193, -125, 0, 125, 193, 800]);
  });

  test('ARO: opponents met over the board, rounded half up; unrated left out; forfeits never count', () => {
    // #1: (1800 + 1900 + 2100) / 3 = 1933⅓; #2: 2000 (#4 unrated, #5 a forfeit); #4: 5800 / 3.
    expect(values(t, 'FIDE-ARO')).toEqual({ 1: 1933, 2: 2000, 3: 1850, 4: 1933, 5: 2000, 6: 1850 });
    expect(value(t, 'FIDE-ARO(unrated=1600)', 2)).toBe(1800);
    expect(value(t, 'ARO', 1)).toBe(1933); // US 34E11 agrees here
  });

  test('ARO modifiers cut ratings; an unrated opponent is cut first', () => {
    expect(value(t, 'ARO/C1', 1)).toBe(2000); // 1800 cut
    expect(value(t, 'ARO/M1', 1)).toBe(1900); // 1800 and 2100 cut
    expect(value(t, 'ARO/C1', 3)).toBe(1850); // the unrated #4 is what is cut
    expect(entry(t, 'ARO/C1', 3).explain()).toBe(
      'opponents R1 #4 unrated, R2 #1 2000, R3 #5 1700; cut R1 #4 unrated; mean of 2 rounded; ARO/C1 1850',
    );
  });

  test('TPR: ARO + dp of the percentage scored over the board, in hundredths', () => {
    // #1 1½/3 = .50: 1933; #2 0/1 (rated) = .00: 2000 - 800; #3 1½/2 = .75: 1850 + 193;
    // #4 1/3 = .33: 1933 - 125; #5 0/2: 2000 - 800; #6 2/2 (rated): 1850 + 800.
    expect(values(t, 'TPR')).toEqual({ 1: 1933, 2: 1200, 3: 2043, 4: 1808, 5: 1200, 6: 2650 });
    expect(value(t, 'TPR(unrated=1600)', 2)).toBe(1800 - 193); // ½/2 = .25 against 2000 and 1600
    expect(entry(t, 'TPR', 4).explain()).toBe(
      'opponents R1 #3 1900, R2 #6 2100, R3 #2 1800: ARO 1933; scored 1 of 3 = 0.33, dp -125; TPR 1808',
    );
  });

  test("APRO: the mean of the opponents' TPRs, rounded half up", () => {
    // #1: (1200 + 2043 + 2650) / 3 = 1964⅓; #2: (1933 + 1808) / 2 = 1870½ → 1871; #3: (1808 + 1933 + 1200) / 3 = 1647.
    expect(value(t, 'APRO', 1)).toBe(1964);
    expect(value(t, 'APRO', 2)).toBe(1871);
    expect(value(t, 'APRO', 3)).toBe(1647);
  });

  test('no rated opponent: ARO and TPR have no value', () => {
    const solo = new TableBuilder(1);
    const a = solo.player('A', 1500);
    const u = solo.player('U', null);
    solo.game(1, a, u, 'W');
    const s = solo.tournament();
    expect(value(s, 'TPR', a)).toBeNull();
    expect(entry(s, 'TPR', a).explain()).toBe('no rated opponent met over the board');
    expect(value(s, 'FIDE-ARO', a)).toBeNull();
  });
});
