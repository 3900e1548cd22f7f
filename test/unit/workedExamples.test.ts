/**
 * Every worked example of rules.md §6 (from the seed documents). Values marked ⚠ there correct
 * an arithmetic slip in the seed; the corrected value is asserted.
 */
import { fromPoints } from '../../src/model/points';
import { tiebreakColumn } from '../../src/standings/column';
import { findPreset } from '../../src/standings/presets';
import { rank } from '../../src/standings/rank';
import { TiebreakContext } from '../../src/tiebreaks/context';
import { modifiedMedianDrops, scoreStanding } from '../../src/tiebreaks/modifiedMedian';
import { Contribution } from '../../src/tiebreaks/explain';
import { trim } from '../../src/tiebreaks/opponentScores';
import { parseTiebreakSpec, withOptions } from '../../src/tiebreaks/registry';
import type { Tournament } from '../../src/model/tournament';
import { Result, TableBuilder } from '../support/builder';

const q = fromPoints;

/** Value of `code` for player number `n`, in points. */
function value(t: Tournament, code: string, n: number): number | null {
  const column = tiebreakColumn(t, parseTiebreakSpec(code));
  const i = t.players.findIndex((p) => p.number === n);
  const v = column[i].value;
  return v === null || ['KASH', 'BLACKS', 'WHITES', 'H2H', 'PLAY', 'ARO', 'LOTS'].includes(code.split(':')[0])
    ? v
    : v / 4;
}

/** The 34E1 list rule applied to opponents' (adjusted) scores given directly. */
function modifiedMedianOfList(opponents: number[], score: number): number {
  const rounds = opponents.length;
  const list: Contribution[] = opponents.map((s, round) => ({ round, value: q(s), text: '' }));
  const { low, high } = modifiedMedianDrops(scoreStanding(q(score), rounds), rounds, withOptions('MM').options);
  return trim(list, low, high).kept.reduce((a, c) => a + c.value, 0) / 4;
}

/**
 * A crosstable in which player 1 beats (or meets with `ownResults`) one opponent per round, each
 * opponent's other rounds being `opponentResults[i]` against fresh players, so each opponent's
 * score and Cumulative are exactly as designed.
 */
function playerAgainst(ownResults: Result[], opponentResults: (Result | 'B' | 'H' | 'U' | null)[][]): Tournament {
  const b = new TableBuilder(ownResults.length);
  const hero = b.player('Hero');
  const opponents = ownResults.map((_, i) => b.player(`Opp${i + 1}`));
  ownResults.forEach((r, i) => b.game(i + 1, hero, opponents[i], r));
  opponents.forEach((o, i) =>
    b.results(
      o,
      opponentResults[i].map((r, round) => (round === i ? null : r)),
    ),
  );
  return b.tournament();
}

/**
 * Results for an opponent who scores `points` in `rounds` rounds, `vsHero` being their result in
 * round `heroRound` (0-based) against player 1; a full-point bye first if `bye` is set.
 */
function scoring(
  points: number,
  rounds: number,
  heroRound: number,
  vsHero: Result = 'L',
  bye: 'B' | null = null,
): (Result | 'B')[] {
  const out: (Result | 'B')[] = [];
  let left = q(points) - (vsHero === 'W' ? 4 : vsHero === 'D' ? 2 : 0);
  for (let r = 0; r < rounds; r++) {
    if (r === heroRound) out.push(vsHero);
    else if (bye && !out.includes(bye) && left >= 4) {
      out.push(bye);
      left -= 4;
    } else if (left >= 4) {
      out.push('W');
      left -= 4;
    } else if (left >= 2) {
      out.push('D');
      left -= 2;
    } else out.push('L');
  }
  if (left !== 0) throw new Error(`cannot score ${points} in ${rounds} rounds`);
  return out;
}

describe('Modified Median (seed 001 MM ex. 1, seed 002 Tom–Jerry)', () => {
  test('4/5 with opponents 1, 2, 3, 3½, 4 gives 12½ (the lowest dropped)', () => {
    expect(modifiedMedianOfList([1, 2, 3, 3.5, 4], 4)).toBe(12.5);
  });
  test('4/5 with opponents 2, 2½, 3, 3, 4 gives 12½ (still tied)', () => {
    expect(modifiedMedianOfList([2, 2.5, 3, 3, 4], 4)).toBe(12.5);
  });
});

describe('Modified Median with a bye inside an opponent score (seed 001 MM ex. 2, seed 002 Jane–Fonda)', () => {
  test('list rule: 7/7, opponents 2, 2, 3½, 4, 5, 5, 6 where the 6 counts 5½: MM 25', () => {
    expect(modifiedMedianOfList([2, 2, 3.5, 4, 5, 5, 5.5], 7)).toBe(25);
  });
  test('list rule: 7/7, opponents 1, 2½, 4, 4, 5, 5½, 6: MM 27', () => {
    expect(modifiedMedianOfList([1, 2.5, 4, 4, 5, 5.5, 6], 7)).toBe(27);
  });
  test('as a full crosstable: the 6-point opponent whose points include a full-point bye counts 5½', () => {
    const targets = [2, 2, 3.5, 4, 5, 5, 6];
    const t = playerAgainst(
      targets.map(() => 'W'),
      targets.map((s, i) => scoring(s, 7, i, 'L', s === 6 ? 'B' : null)),
    );
    targets.forEach((s, i) => expect(value(t, 'BH', 2 + i)! >= 0 && new TiebreakContext(t).score[1 + i]).toBe(q(s)));
    expect(value(t, 'MM', 1)).toBe(25);
    expect(value(t, 'SOLK', 1)).toBe(27);
  });
});

describe('Solkoff (seeds 001/002)', () => {
  test('⚠ the two players of MM ex. 1: 13½ and 14½ (the seeds print them swapped)', () => {
    const first = playerAgainst(
      ['W', 'W', 'W', 'W', 'L'],
      [1, 2, 3, 3.5, 4].map((s, i) => scoring(s, 5, i, i === 4 ? 'W' : 'L')),
    );
    expect(value(first, 'SOLK', 1)).toBe(13.5);
    expect(value(first, 'MM', 1)).toBe(12.5);
    const second = playerAgainst(
      ['W', 'W', 'W', 'W', 'L'],
      [2, 2.5, 3, 3, 4].map((s, i) => scoring(s, 5, i, i === 4 ? 'W' : 'L')),
    );
    expect(value(second, 'SOLK', 1)).toBe(14.5);
    expect(value(second, 'MM', 1)).toBe(12.5);
  });
  test('3 rounds, opponents 1, 2, 2½: SOLK 5½; with the 1 a full-point bye: SOLK 5', () => {
    const plain = playerAgainst(['W', 'W', 'D'], [scoring(1, 3, 0), scoring(2, 3, 1), scoring(2.5, 3, 2, 'D')]);
    expect(value(plain, 'SOLK', 1)).toBe(5.5);
    const withBye = playerAgainst(
      ['W', 'W', 'D'],
      [scoring(1, 3, 0, 'L', 'B'), scoring(2, 3, 1), scoring(2.5, 3, 2, 'D')],
    );
    expect(value(withBye, 'SOLK', 1)).toBe(5);
  });
});

describe('Cumulative (34E3)', () => {
  const cum = (results: (Result | 'B' | 'H' | 'U')[]) => {
    const b = new TableBuilder(results.length);
    b.results(b.player('Hero'), results);
    return value(b.tournament(), 'CUM', 1);
  };
  test.each([
    ['001 ex. 1: W, D, W', ['W', 'D', 'W'], 5],
    ['001 ex. 1: D, W, W', ['D', 'W', 'W'], 4.5],
    ['001 ex. 2: bye, W, L, W, W', ['B', 'W', 'L', 'W', 'W'], 11],
    ['001 ex. 2: W, W, L, W, W', ['W', 'W', 'L', 'W', 'W'], 12],
    ['000: bye, W, L, D, W', ['B', 'W', 'L', 'D', 'W'], 10],
    ['003: W, L, W, D, L', ['W', 'L', 'W', 'D', 'L'], 9],
    ['003: W, W, D, L, L (running 1, 2, 2½, 2½, 2½)', ['W', 'W', 'D', 'L', 'L'], 10.5],
  ] as [string, (Result | 'B')[], number][])('%s → %s', (_label, results, expected) => {
    expect(cum(results)).toBe(expected);
  });
  test('a forfeit win is taken back like a bye; a forfeit loss and a zero-point bye change nothing', () => {
    expect(cum(['X', 'W'])).toBe(2);
    expect(cum(['F', 'W'])).toBe(1);
    expect(cum(['U', 'W'])).toBe(1);
    expect(cum(['H', 'W'])).toBe(1.5);
  });
});

describe('Adjusted score (seed 003)', () => {
  test('an opponent who won, won, lost, then withdrew for two rounds has adjusted score 3', () => {
    const b = new TableBuilder(5);
    const opp = b.player('Withdrew');
    // Both rounds of the withdrawal are written (U): a round no player has a result in is not a round.
    b.results(opp, ['W', 'W', 'L', 'U', 'U']);
    const t = b.tournament();
    const ctx = new TiebreakContext(t);
    expect(ctx.score[0]).toBe(q(2));
    expect(ctx.adjustedScore[0]).toBe(q(3));
  });
});

describe('Opposition Cumulative (seed 002)', () => {
  /** Results with a loss in `lossRound` whose Cumulative is `target`, found by search. */
  function withCumulative(target: number, rounds: number, lossRound: number): Result[] {
    const options: Result[] = ['W', 'D', 'L'];
    const search = (prefix: Result[]): Result[] | null => {
      if (prefix.length === rounds) {
        let running = 0;
        let sum = 0;
        for (const r of prefix) sum += running += r === 'W' ? 1 : r === 'D' ? 0.5 : 0;
        return sum === target ? prefix : null;
      }
      for (const r of prefix.length === lossRound ? (['L'] as Result[]) : options) {
        const found = search([...prefix, r]);
        if (found) return found;
      }
      return null;
    };
    const found = search([]);
    if (!found) throw new Error(`no results give CUM ${target}`);
    return found;
  }
  test.each([
    [[5, 5, 10, 13, 10], 43],
    [[5, 8, 5, 13, 11], 42],
  ])("opponents' CUM %j → OPPCUM %d", (cums, expected) => {
    const t = playerAgainst(
      ['W', 'W', 'W', 'W', 'W'],
      cums.map((c, i) => withCumulative(c, 5, i)),
    );
    cums.forEach((c, i) => expect(value(t, 'CUM', 2 + i)).toBe(c));
    expect(value(t, 'OPPCUM', 1)).toBe(expected);
  });
});

/** A complete round robin of an even number of players from its games (result from the first-named side). */
function roundRobin(names: string[], games: [string, string, Result][]): Tournament {
  const n = names.length;
  const b = new TableBuilder(n - 1);
  names.forEach((name) => b.player(name));
  const result = new Map(games.map(([a, c, r]) => [`${a}-${c}`, r]));
  // Circle method: player 0 stays, the others rotate; any order will do for SB and H2H.
  const ring = names.map((_, i) => i);
  for (let round = 1; round < n; round++) {
    for (let k = 0; k < n / 2; k++) {
      const [x, y] = [ring[k], ring[n - 1 - k]];
      const forward = result.get(`${names[x]}-${names[y]}`);
      if (forward) b.game(round, x + 1, y + 1, forward);
      else b.game(round, y + 1, x + 1, result.get(`${names[y]}-${names[x]}`)!);
    }
    ring.splice(1, 0, ring.pop()!);
  }
  return b.tournament();
}

describe('Round robin Sonneborn-Berger and head-to-head (seeds 001/002)', () => {
  test('SB ex. 1: A lost to B, beat C and D; B drew C and D; C beat D', () => {
    const t = roundRobin(
      ['A', 'B', 'C', 'D'],
      [
        ['A', 'B', 'L'],
        ['A', 'C', 'W'],
        ['A', 'D', 'W'],
        ['B', 'C', 'D'],
        ['B', 'D', 'D'],
        ['C', 'D', 'W'],
      ],
    );
    const ctx = new TiebreakContext(t);
    expect(ctx.score.map((s) => s / 4)).toEqual([2, 2, 1.5, 0.5]);
    expect(value(t, 'SB', 1)).toBe(2);
    expect(value(t, 'SB', 2)).toBe(3);
    const s = rank(t, { order: findPreset('big-rapids-rr').order });
    expect(s.rows.map((r) => t.players[r.player].name)).toEqual(['B', 'A', 'C', 'D']);
  });
  test('SB ex. 2: I drew J and K, lost to L; J beat L, lost to K; K lost to L', () => {
    const t = roundRobin(
      ['I', 'J', 'K', 'L'],
      [
        ['I', 'J', 'D'],
        ['I', 'K', 'D'],
        ['I', 'L', 'L'],
        ['J', 'L', 'W'],
        ['J', 'K', 'L'],
        ['K', 'L', 'L'],
      ],
    );
    const ctx = new TiebreakContext(t);
    expect(ctx.score.map((s) => s / 4)).toEqual([1, 1.5, 1.5, 2]);
    expect(value(t, 'SB', 2)).toBe(2.5);
    expect(value(t, 'SB', 3)).toBe(2);
  });
  test('H2H ex. 1: F and H tie on 2½ and on SB 2¼, drew each other: a shared rank', () => {
    const t = roundRobin(
      ['E', 'F', 'G', 'H'],
      [
        ['E', 'F', 'L'],
        ['E', 'H', 'L'],
        ['E', 'G', 'W'],
        ['F', 'H', 'D'],
        ['F', 'G', 'W'],
        ['H', 'G', 'W'],
      ],
    );
    expect(value(t, 'SB', 2)).toBe(2.25);
    expect(value(t, 'SB', 4)).toBe(2.25);
    const s = rank(t, { order: findPreset('madison-rr').order });
    expect(s.rows.slice(0, 2).map((r) => [t.players[r.player].name, r.rank, r.place])).toEqual([
      ['F', '1-2', '1-2'],
      ['H', '1-2', '1-2'],
    ]);
    expect(s.rows[1].decidedBy).toEqual({ by: 'shared' });
  });
  test('H2H ex. 2: M beat R, otherwise tied on score and SB: M ahead', () => {
    // M and R 1½ each and SB 2 each (found by search); S 1, T 2.
    const t = roundRobin(
      ['M', 'R', 'S', 'T'],
      [
        ['M', 'R', 'W'],
        ['M', 'S', 'D'],
        ['M', 'T', 'L'],
        ['R', 'S', 'W'],
        ['R', 'T', 'D'],
        ['S', 'T', 'D'],
      ],
    );
    const ctx = new TiebreakContext(t);
    expect(ctx.score.map((s) => s / 4)).toEqual([1.5, 1.5, 1, 2]);
    expect([value(t, 'SB', 1), value(t, 'SB', 2)]).toEqual([2, 2]);
    const s = rank(t, { order: findPreset('madison-rr').order });
    const names = s.rows.map((r) => t.players[r.player].name);
    expect(names.indexOf('M')).toBeLessThan(names.indexOf('R'));
    const rRow = s.rows[names.indexOf('R')];
    expect(rRow.decidedBy).toEqual({ by: 'tiebreak', index: 1, above: 1, here: -1 });
  });
});

describe('Progressive scores (seed 004)', () => {
  test.each([
    [['W', 'L', 'W', 'W', 'W', 'W'], 16],
    [['W', 'W', 'W', 'W', 'L', 'W'], 19],
  ] as [Result[], number][])('%j → PROG %d', (results, expected) => {
    const b = new TableBuilder(6);
    b.results(b.player(), results);
    expect(value(b.tournament(), 'PROG', 1)).toBe(expected);
  });
});

describe('Kashdan (seed 000, built from its definition)', () => {
  test('W, D, L, bye: 9 with unplayed=2, 7 with unplayed=0', () => {
    const b = new TableBuilder(4);
    b.results(b.player(), ['W', 'D', 'L', 'B']);
    const t = b.tournament();
    expect(value(t, 'KASH:unplayed=2', 1)).toBe(9);
    expect(value(t, 'KASH', 1)).toBe(7);
  });
});

describe('Head-to-head, "plus or minus, not percentage" (seed 000)', () => {
  test('A 3–1 (+2) against the tied group is ahead of B 1–0 (+1), though B beat A; the rest share 3-5', () => {
    const b = new TableBuilder(8);
    const [A, B, C, D, E] = ['A', 'B', 'C', 'D', 'E'].map((n) => b.player(n));
    b.game(1, B, A, 'W').game(2, A, C, 'W').game(3, A, D, 'W').game(4, A, E, 'W').game(5, B, C, 'D');
    // Games against outsiders bring all five to 5 points.
    b.results(A, [null, null, null, null, 'W', 'W', 'L', 'L']);
    b.results(B, [null, 'W', 'W', 'W', null, 'D', 'L', 'L']);
    b.results(C, ['W', null, 'W', 'W', null, 'W', 'D', 'L']);
    b.results(D, ['W', 'W', null, 'W', 'W', 'W', 'L', 'L']);
    b.results(E, ['W', 'W', 'W', null, 'W', 'W', 'L', 'L']);
    const t = b.tournament();
    const s = rank(t, { order: [parseTiebreakSpec('H2H')] });
    const top = s.rows.slice(0, 5).map((r) => [t.players[r.player].name, r.score / 4, r.values[0]!.value, r.rank]);
    expect(top).toEqual([
      ['A', 5, 2, '1'],
      ['B', 5, 1, '2'],
      ['C', 5, -1, '3-5'],
      ['D', 5, -1, '3-5'],
      ['E', 5, -1, '3-5'],
    ]);
    expect(s.rows[1].decidedBy).toEqual({ by: 'tiebreak', index: 0, above: 2, here: 1 });
    expect(s.rows[0].values[0]!.explain()).toContain('H2H +2');
  });
});
