/**
 * Ranking (rules.md §5): group-wise splitting with head-to-head recomputed for every sub-group,
 * shared ranks, the decision recorded for every pair of neighbours, fewest whites (lower is
 * better), drawing of lots only on request, and "after round" validation.
 */
import { CrosstableError } from '../../src/model/problems';
import type { Tournament } from '../../src/model/tournament';
import { tiebreakColumn } from '../../src/standings/column';
import { decidedByText, shownValues, toJson } from '../../src/standings/format';
import { lotsDrawn } from '../../src/standings/lotsDrawn';
import { findPreset } from '../../src/standings/presets';
import { rank, Standings } from '../../src/standings/rank';
import { parseTiebreakSpec, withOptions } from '../../src/tiebreaks/registry';
import { TableBuilder } from '../support/builder';

const order = (codes: string) => codes.split(' ').filter(Boolean).map(parseTiebreakSpec);
const numbers = (s: Standings) => s.rows.map((r) => s.tournament.players[r.player].number);
const ranks = (s: Standings) => s.rows.map((r) => r.rank);
const row = (s: Standings, n: number) => s.rows.find((r) => s.tournament.players[r.player].number === n)!;

/**
 * Four players tied on 2/3 — A(1), B(2), C(3), D(4) — with fillers 5–8 on other scores.
 * A beat B; D beat A; B beat D; C met none of them. D's first point is a forfeit win, so D's
 * Kashdan (5) is below the others' (9).
 * Over the whole group H2H is 0 for everyone (A +1−1, B −1+1, D +1−1, C 0);
 * in the sub-group {A, B, C} left after Kashdan splits D off, it is A +1, C 0, B −1.
 */
function fourTied(): Tournament {
  const b = new TableBuilder(3);
  for (const name of ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']) b.player(name);
  b.game(1, 1, 2, 'W').game(1, 4, 7, 'X').game(1, 3, 8, 'W').game(1, 6, 5, 'W');
  b.game(2, 4, 1, 'W').game(2, 2, 6, 'W').game(2, 5, 3, 'W').game(2, 7, 8, 'W');
  b.game(3, 2, 4, 'W').game(3, 1, 5, 'W').game(3, 3, 7, 'W').game(3, 6, 8, 'D');
  return b.tournament();
}

/**
 * Five players, three rounds. 1 and 2 beat each other and both had a full-point bye (2 points,
 * split by Cumulative 4 vs 2); 3, 4, 5 drew each other in a cycle and each had one half-point
 * bye (1½ each, identical in every US system): a shared rank "3-5".
 */
function sharedThreeToFive(): Tournament {
  const b = new TableBuilder(3);
  for (let i = 0; i < 5; i++) b.player();
  b.game(1, 1, 2, 'W').game(1, 3, 4, 'D').bye(1, 5, 'H');
  b.bye(2, 1, 'B').bye(2, 2, 'B').game(2, 4, 5, 'D').bye(2, 3, 'H');
  b.game(3, 2, 1, 'W').game(3, 5, 3, 'D').bye(3, 4, 'H');
  return b.tournament();
}

/** Four players, every game drawn: nothing separates them. */
function allDrawn(): Tournament {
  const b = new TableBuilder(3);
  for (let i = 0; i < 4; i++) b.player();
  b.game(1, 1, 2, 'D').game(1, 3, 4, 'D');
  b.game(2, 1, 3, 'D').game(2, 2, 4, 'D');
  b.game(3, 1, 4, 'D').game(3, 2, 3, 'D');
  return b.tournament();
}

describe('group-wise splitting, H2H recomputed per sub-group', () => {
  test('the table is as designed', () => {
    const t = fourTied();
    const s = rank(t, { order: [] });
    expect(s.rows.slice(0, 4).map((r) => r.score)).toEqual([8, 8, 8, 8]);
    expect(new Set(s.rows.slice(4).map((r) => r.score)).has(8)).toBe(false);
    const kash = tiebreakColumn(t, withOptions('KASH'));
    expect(kash.slice(0, 4).map((v) => v.value)).toEqual([9, 9, 9, 5]);
    // H2H over the whole score group (what the H2H column shows): 0 for all four.
    expect(
      tiebreakColumn(t, withOptions('H2H'))
        .slice(0, 4)
        .map((v) => v.value),
    ).toEqual([0, 0, 0, 0]);
  });

  test('[KASH, H2H]: D split off first, then H2H among A, B, C only', () => {
    const s = rank(fourTied(), { order: order('KASH H2H') });
    expect(numbers(s).slice(0, 4)).toEqual([1, 3, 2, 4]);
    expect(ranks(s).slice(0, 4)).toEqual(['1', '2', '3', '4']);
    expect(row(s, 1).values[1]!.value).toBe(1);
    expect(row(s, 3).values[1]!.value).toBe(0);
    expect(row(s, 2).values[1]!.value).toBe(-1);
    // H2H never applied to D, who was alone after Kashdan.
    expect(row(s, 4).values[1]).toBeNull();
    expect(row(s, 3).decidedBy).toEqual({ by: 'tiebreak', index: 1, above: 1, here: 0 });
    expect(row(s, 2).decidedBy).toEqual({ by: 'tiebreak', index: 1, above: 0, here: -1 });
    expect(row(s, 4).decidedBy).toEqual({ by: 'tiebreak', index: 0, above: 9, here: 5 });
  });

  test('[H2H, KASH]: H2H over all four is 0 for everyone, so A, B, C stay tied after KASH', () => {
    const s = rank(fourTied(), { order: order('H2H KASH') });
    expect(numbers(s).slice(0, 4)).toEqual([1, 2, 3, 4]);
    expect(ranks(s).slice(0, 4)).toEqual(['1-3', '1-3', '1-3', '4']);
    expect(s.rows.slice(0, 4).map((r) => r.values[0]!.value)).toEqual([0, 0, 0, 0]);
  });

  test('[H2H, KASH, H2H]: the second H2H is computed in the sub-group the split leaves', () => {
    const s = rank(fourTied(), { order: order('H2H KASH H2H') });
    expect(numbers(s).slice(0, 4)).toEqual([1, 3, 2, 4]);
    expect(ranks(s).slice(0, 4)).toEqual(['1', '2', '3', '4']);
    expect(row(s, 1).values.map((v) => v && v.value)).toEqual([0, 9, 1]);
    expect(row(s, 4).values.map((v) => v && v.value)).toEqual([0, 5, null]);
    expect(row(s, 3).decidedBy).toEqual({ by: 'tiebreak', index: 2, above: 1, here: 0 });
  });

  test('a cycle (A beat B, B beat C, C beat A) is not a pairwise comparison: all share the rank', () => {
    const b = new TableBuilder(3);
    for (let i = 0; i < 3; i++) b.player();
    b.game(1, 1, 2, 'W').bye(1, 3, 'U');
    b.game(2, 2, 3, 'W').bye(2, 1, 'U');
    b.game(3, 3, 1, 'W').bye(3, 2, 'U');
    const s = rank(b.tournament(), { order: order('H2H') });
    expect(ranks(s)).toEqual(['1-3', '1-3', '1-3']);
    expect(s.rows.map((r) => r.decidedBy.by)).toEqual(['top', 'shared', 'shared']);
  });

  test('[PLAY, H2H]: a player whose whole score is unplayed loses the tie before H2H', () => {
    // 1, 2 and 3 on 1 point: 1 beat 2, 2 beat 4, but 3's point is a forfeit win.
    const b = new TableBuilder(2);
    for (let i = 0; i < 4; i++) b.player();
    b.game(1, 1, 2, 'W').game(1, 3, 4, 'X');
    b.game(2, 2, 4, 'W').bye(2, 1, 'U').bye(2, 3, 'U');
    const t = b.tournament();
    expect(
      rank(t, { order: [] })
        .rows.slice(0, 3)
        .map((r) => r.score),
    ).toEqual([4, 4, 4]);
    const s = rank(t, { order: order('PLAY H2H') });
    expect(numbers(s)).toEqual([1, 2, 3, 4]);
    expect(row(s, 3).decidedBy).toEqual({ by: 'tiebreak', index: 0, above: 1, here: 0 });
    expect(row(s, 2).decidedBy).toEqual({ by: 'tiebreak', index: 1, above: 1, here: -1 });
    expect(row(s, 3).values[1]).toBeNull();
  });
});

describe('shared ranks, places and decisions', () => {
  test('uscf: ranks 1, 2, 3-5; places 1-2, 3-5', () => {
    const s = rank(sharedThreeToFive(), { order: findPreset('uscf').order });
    expect(numbers(s)).toEqual([1, 2, 3, 4, 5]);
    expect(ranks(s)).toEqual(['1', '2', '3-5', '3-5', '3-5']);
    expect(s.rows.map((r) => r.place)).toEqual(['1-2', '1-2', '3-5', '3-5', '3-5']);
    expect(s.rows.map((r) => r.score)).toEqual([8, 8, 6, 6, 6]);
  });

  test('a decision for every neighbour pair: top, a tiebreak with both values, score, shared', () => {
    const s = rank(sharedThreeToFive(), { order: findPreset('uscf').order });
    expect(s.rows.map((r) => r.decidedBy)).toEqual([
      { by: 'top' },
      // MM 3 = 3 and SOLK 3 = 3; Cumulative 1+2+2−1 = 4 vs 0+1+2−1 = 2 (in quarters).
      { by: 'tiebreak', index: 2, above: 16, here: 8 },
      { by: 'score', above: 8, here: 6 },
      { by: 'shared' },
      { by: 'shared' },
    ]);
    expect(s.rows.map((r) => decidedByText(s, r))).toEqual(['', 'CUM 4 vs 2', 'score 2 vs 1½', 'shared', 'shared']);
    expect(toJson(s).standings.map((r) => r.decidedBy)).toEqual([null, 'CUM', 'score', 'shared', 'shared']);
    // The tied three are equal in every system of the order.
    const tied = s.rows.slice(2).map((r) => r.values.map((v) => v!.value));
    expect(tied[1]).toEqual(tied[0]);
    expect(tied[2]).toEqual(tied[0]);
  });

  test('no order at all: everyone on a score shares the rank', () => {
    const s = rank(sharedThreeToFive(), { order: [] });
    expect(ranks(s)).toEqual(['1-2', '1-2', '3-5', '3-5', '3-5']);
    expect(s.rows.map((r) => r.decidedBy.by)).toEqual(['top', 'shared', 'score', 'shared', 'shared']);
  });

  test('all drawn: one shared rank 1-4 under every preset without lots', () => {
    for (const id of ['uscf', 'madison-swiss', 'big-rapids-rr', 'madison-rr']) {
      const s = rank(allDrawn(), { order: findPreset(id).order });
      expect(ranks(s)).toEqual(['1-4', '1-4', '1-4', '1-4']);
      expect(s.rows.map((r) => r.place)).toEqual(['1-4', '1-4', '1-4', '1-4']);
    }
  });
});

describe('fewest whites: lower is better', () => {
  // 1 beat 2 with White; 3 beat 4 with Black. 2 lost with Black, 4 with White.
  function colours(): Tournament {
    const b = new TableBuilder(1);
    for (let i = 0; i < 4; i++) b.player();
    b.game(1, 1, 2, 'W').game(1, 4, 3, 'L');
    return b.tournament();
  }

  test('WHITES puts the player with fewer whites first', () => {
    const s = rank(colours(), { order: order('WHITES') });
    expect(numbers(s)).toEqual([3, 1, 2, 4]);
    expect(row(s, 1).decidedBy).toEqual({ by: 'tiebreak', index: 0, above: 0, here: 1 });
    expect(decidedByText(s, row(s, 1))).toBe('WHITES 0 vs 1');
    expect(row(s, 4).decidedBy).toEqual({ by: 'tiebreak', index: 0, above: 0, here: 1 });
  });

  test('BLACKS: more is better', () => {
    const s = rank(colours(), { order: order('BLACKS') });
    expect(numbers(s)).toEqual([3, 1, 2, 4]);
    expect(row(s, 1).decidedBy).toEqual({ by: 'tiebreak', index: 0, above: 1, here: 0 });
  });

  test('ljc order ends with WHITES', () => {
    const s = rank(colours(), { order: findPreset('ljc').order });
    expect(numbers(s)).toEqual([3, 1, 2, 4]);
    expect(toJson(s).standings[1].decidedBy).toBe('WHITES');
  });
});

describe('drawing of lots', () => {
  test('only when a seed is given', () => {
    const s = rank(allDrawn(), { order: findPreset('uscf').order });
    expect(s.order.map((o) => o.code)).toEqual(['MM', 'SOLK', 'CUM', 'OPPCUM']);
    expect(s.lotSeed).toBeUndefined();
    expect(ranks(s)).toEqual(['1-4', '1-4', '1-4', '1-4']);
  });

  test('with a seed: distinct ranks, decided by LOTS, reproducible', () => {
    const a = rank(allDrawn(), { order: findPreset('uscf').order, lotSeed: 2026 });
    const b = rank(allDrawn(), { order: findPreset('uscf').order, lotSeed: 2026 });
    expect(a.order.map((o) => o.code)).toEqual(['MM', 'SOLK', 'CUM', 'OPPCUM', 'LOTS']);
    expect(a.lotSeed).toBe(2026);
    expect(ranks(a)).toEqual(['1', '2', '3', '4']);
    expect(a.rows.slice(1).map((r) => r.decidedBy.by === 'tiebreak' && r.decidedBy.index)).toEqual([4, 4, 4]);
    expect(a.rows.slice(1).map((r) => decidedByText(a, r))).toEqual([
      'lots drawn with number 2026',
      'lots drawn with number 2026',
      'lots drawn with number 2026',
    ]);
    // What a director reads in the lots column: the order drawn within the tie of four.
    expect(lotsDrawn(a)).toEqual([1, 2, 3, 4]);
    expect(shownValues(a).map((v) => v[4])).toEqual([1, 2, 3, 4]);
    expect(toJson(b)).toEqual(toJson(a));
    const orders = new Set<string>();
    for (let seed = 0; seed < 20; seed++) orders.add(numbers(rank(allDrawn(), { order: [], lotSeed: seed })).join());
    expect(orders.size).toBeGreaterThan(1);
  });

  test('lots only break what the order leaves tied', () => {
    const plain = rank(sharedThreeToFive(), { order: findPreset('uscf').order });
    const drawn = rank(sharedThreeToFive(), { order: findPreset('uscf').order, lotSeed: 5 });
    expect(numbers(drawn).slice(0, 2)).toEqual(numbers(plain).slice(0, 2));
    expect(ranks(drawn)).toEqual(['1', '2', '3', '4', '5']);
    expect(numbers(drawn).slice(2).sort()).toEqual([3, 4, 5]);
    expect(drawn.rows.map((r) => r.decidedBy.by)).toEqual(['top', 'tiebreak', 'score', 'tiebreak', 'tiebreak']);
    expect(toJson(drawn).standings.map((r) => r.decidedBy)).toEqual([null, 'CUM', 'score', 'LOTS', 'LOTS']);
    // The draw's order within the tie of three on the same score; no lot drawn for the two CUM separated.
    expect(lotsDrawn(drawn)).toEqual([null, null, 1, 2, 3]);
    // The JSON keeps each player's lot itself, the higher first, so a program can check the draw.
    const lots = toJson(drawn).standings.map((r) => r.values.LOTS);
    expect(lots.slice(2)).toEqual([...lots.slice(2)].sort((x, y) => y! - x!));
  });

  test('a player’s lot depends on the seed and pairing number, not on the row', () => {
    const t = allDrawn();
    const reversed: Tournament = { ...t, players: [...t.players].reverse() };
    // Opponent indexes must follow the reversal.
    const n = t.players.length;
    reversed.players = reversed.players.map((p) => ({
      ...p,
      entries: p.entries.map((e) => (e.opponent === undefined ? e : { ...e, opponent: n - 1 - e.opponent })),
    }));
    expect(numbers(rank(reversed, { order: [], lotSeed: 77 }))).toEqual(numbers(rank(t, { order: [], lotSeed: 77 })));
  });
});

describe('after round N', () => {
  test.each([0, 4, -1, 1.5, NaN, Infinity])('afterRound %p is refused with a clear message', (n) => {
    const t = sharedThreeToFive();
    let err: unknown;
    try {
      rank(t, { order: [], afterRound: n });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(CrosstableError);
    expect((err as CrosstableError).message).toBe(`"after round" must be a whole number from 1 to 3; got ${n}.`);
  });

  test.each([1, 2, 3])('afterRound %p is accepted and counts that many rounds', (n) => {
    const s = rank(sharedThreeToFive(), { order: findPreset('uscf').order, afterRound: n });
    expect(s.rounds).toBe(n);
    // Player 1: W, B, L → 1, 2, 2.
    expect(row(s, 1).score).toBe([4, 8, 8][n - 1]);
  });
});

describe('head-to-head within the sub-groups its own split leaves', () => {
  // A beat B and C but lost to D; B beat C and D; C beat D. All four finish on 3 points.
  function fourWayTie() {
    const b = new TableBuilder(5);
    const [A, B, C, D] = ['A', 'B', 'C', 'D'].map((n) => b.player(n));
    b.game(1, A, D, 'L').game(1, B, C, 'W');
    b.game(2, A, C, 'W').game(2, D, B, 'L');
    b.game(3, A, B, 'W').game(3, C, D, 'W');
    b.results(A, [null, null, null, 'W', 'L']);
    b.results(B, [null, null, null, 'W', 'L']);
    b.results(C, [null, null, null, 'W', 'W']);
    b.results(D, [null, null, null, 'W', 'W']);
    return b.tournament();
  }

  test('H2H once: +1, +1, -1, -1 among all four leaves two shared ranks', () => {
    const t = fourWayTie();
    const s = rank(t, { order: [parseTiebreakSpec('H2H')] });
    expect(s.rows.slice(0, 4).map((r) => [t.players[r.player].name, r.rank, r.values[0]!.value])).toEqual([
      ['A', '1-2', 1],
      ['B', '1-2', 1],
      ['C', '3-4', -1],
      ['D', '3-4', -1],
    ]);
    expect(s.rows[2].decidedBy).toEqual({ by: 'tiebreak', index: 0, above: 1, here: -1 });
  });

  test('H2H listed twice is recomputed in each pair, and each pair is decided by its own game', () => {
    const t = fourWayTie();
    const s = rank(t, { order: [parseTiebreakSpec('H2H'), parseTiebreakSpec('H2H')] });
    expect(
      s.rows.slice(0, 4).map((r) => [t.players[r.player].name, r.rank, r.values[0]!.value, r.values[1]!.value]),
    ).toEqual([
      ['A', '1', 1, 1],
      ['B', '2', 1, -1],
      ['C', '3', -1, 1],
      ['D', '4', -1, -1],
    ]);
    expect(toJson(s).tiebreaks).toEqual(['H2H', 'H2H#2']);
    expect(s.rows.slice(0, 4).map((r) => decidedByText(s, r))).toEqual([
      '',
      'H2H#2 1 vs -1',
      'H2H 1 vs -1',
      'H2H#2 1 vs -1',
    ]);
    expect(s.rows[0].values[1]!.explain()).toContain('among #1, #2');
  });
});
