/**
 * A game lost by both players (0-0): the small event of smallEvent.ts with its round 4 game 1-5
 * (1 beat 5) turned into a double loss, written in every notation that can write it. Each side
 * is a loss naming the other; each player scores 0 for it (1 ends on 2½, 5 on 2). It stays a game
 * played over the board, and the reading says so in its report (--verbose).
 */
import { readAny } from '../../src/read';
import { isPlayed } from '../../src/model/tournament';
import { rank } from '../../src/standings/rank';
import { parseTiebreakSpec } from '../../src/tiebreaks/registry';
import * as E from './smallEvent';

/** A grid with R4 of rows 1 and 5 replaced and the scores column put right. */
function doubleLoss(grid: string[][], one: string, five: string): string[][] {
  const out = grid.map((row) => [...row]);
  out[1]![7] = one;
  out[5]![7] = five;
  out[1]![3] = '2.5';
  return out;
}

const GRIDS: [string, string[][]][] = [
  ['us', doubleLoss(E.US, 'L5W', 'L1B')],
  ['chess-results', doubleLoss(E.CHESS_RESULTS, '5w0', '1b0')],
  ['vega', doubleLoss(E.VEGA, '-W5', '-B1')],
  ['swissperfect', doubleLoss(E.SWISSPERFECT, '5:L', '1:L')],
  ['trf codes', doubleLoss(E.TRF_GRID, '5 w 0', '1 b 0')],
];

const TRF_TEXT = E.TRF.replace('   5 w 1', '   5 w 0').replace(' 3.5 ', ' 2.5 ');

describe.each(GRIDS)('a 0-0 game in %s notation', (_, grid) => {
  const read = readAny(grid);
  const [one, , , , five] = read.tournament.players;

  test('is a loss for both, each naming the other, played over the board', () => {
    expect(one!.entries[3]).toMatchObject({ kind: 'loss', opponent: 4 });
    expect(five!.entries[3]).toMatchObject({ kind: 'loss', opponent: 0 });
    expect(isPlayed(one!.entries[3]!)).toBe(true);
  });

  test('scores 0 for both', () => {
    const s = rank(read.tournament, { order: [] });
    const score = (n: number) => s.rows.find((r) => r.player === n - 1)!.score;
    expect([score(1), score(5)]).toEqual([10, 8]); // 2½ and 2, in quarter points
  });

  test('is said in the reading report', () => {
    expect(read.report).toContain('round 4: players 1 and 5 both lost (0-0)');
  });
});

test('a 0-0 game in a TRF file', () => {
  const read = readAny(TRF_TEXT);
  expect(read.tournament.players[0]!.entries[3]).toMatchObject({ kind: 'loss', opponent: 4 });
  expect(read.tournament.players[4]!.entries[3]).toMatchObject({ kind: 'loss', opponent: 0 });
  expect(read.notes).toContain('round 4: players 1 and 5 both lost (0-0)');
});

test("Buchholz counts the opponent of a 0-0 game; Sonneborn-Berger adds 0 for it (0 × the opponent's score)", () => {
  const t = readAny(GRIDS[0]![1]).tournament;
  const s = rank(t, { order: ['FIDE-BH', 'FIDE-SB'].map(parseTiebreakSpec) });
  const row = s.rows.find((r) => r.player === 0)!;
  // #1 met #4 (1), #3 (2), #2 (3) and #5 (2): BH 8. SB: won v #4 1, won v #3 2, drew #2 1½, lost to #5 0.
  expect(row.values.map((v) => v?.value)).toEqual([8 * 4, 4.5 * 4]);
});

test('a loss answered by a draw is still refused', () => {
  const grid = doubleLoss(E.US, 'L5W', 'D1B');
  grid[5]![3] = '2.5';
  expect(() => readAny(grid)).toThrow(
    `H2: player 1's round 4 says "L5W" but player 5's round 4 (H6) says "D1B"; expected a win or loss against player 1 in H6 or a draw against player 5 in H2.`,
  );
});
