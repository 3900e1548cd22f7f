/**
 * Boards left empty by both teams inside a played match (a double forfeit on a board, or a team
 * that filled fewer boards against a team that also did): the two teams' game points then add up
 * to fewer than the boards, and the match goes to the team with more game points, not to the one
 * above half the boards. Real example: chess-results tnr368281 (2018 Western Province League,
 * 5 boards), "Ranking crosstable after Round 2": GPCA F "14b3" against Kraaifontein D "6w0",
 * and Kraaifontein D "22b3" against Sibanye B "14w0"; Kraaifontein D has 2 match points.
 */
import { readTeamEvent } from '../../src/teams/read';

const kinds = (e: ReturnType<typeof readTeamEvent>) =>
  e.tournament.players.map((p) => p.entries.map((x) => `${x.kind}:${(x.gamePoints ?? 0) / 4}`));

describe('game points below the boards: boards both teams left empty', () => {
  test('chess-results: 3-0 on 5 boards is a match won (real tnr368281 cells)', () => {
    // Rk 1-4: 1 and 2 play 4½-½ and 5-0 so the boards (5) are found; 3 beats 4 by 3-0.
    const grid = [
      ['Rk.', 'Team', '1.Rd', '2.Rd'],
      ['1', 'Stellenbosch E', '2w4½', '3w5'],
      ['2', 'Mitchells Plain D', '1b½', '4b2½'],
      ['3', 'GPCA F', '4b3', '1b0'],
      ['4', 'Kraaifontein D', '3w0', '2w2½'],
    ];
    const e = readTeamEvent(grid);
    expect(e.tournament.boards).toBe(5);
    expect(kinds(e)).toEqual([
      ['win:4.5', 'win:5'],
      ['loss:0.5', 'draw:2.5'],
      ['win:3', 'loss:0'],
      ['loss:0', 'draw:2.5'],
    ]);
  });

  test('US notation: "W2 2-1" on 4 boards is a match won, "D3 1½-1½" a match drawn', () => {
    const grid = [
      ['No.', 'Team', 'R1', 'R2'],
      ['1', 'A', 'W2 2-1', 'W3 4-0'],
      ['2', 'B', 'L1 1-2', 'D4 1½-1½'],
      ['3', 'C', 'W4 3-1', 'L1 0-4'],
      ['4', 'D', 'L3 1-3', 'D2 1½-1½'],
    ];
    const e = readTeamEvent(grid);
    expect(e.tournament.boards).toBe(4);
    expect(kinds(e)).toEqual([
      ['win:2', 'win:4'],
      ['loss:1', 'draw:1.5'],
      ['win:3', 'loss:0'],
      ['loss:1', 'draw:1.5'],
    ]);
  });

  test('board sheet: a board forfeited by both players inside a played match', () => {
    const grid = [
      ['Round', 'Board', 'Team', 'Player', 'Result', 'Opponent team', 'Opponent'],
      ['1', '1', 'A', 'a1', '1-0', 'B', 'b1'],
      ['1', '2', 'A', 'a2', '--', 'B', 'b2'],
      ['1', '3', 'A', 'a3', '0-1', 'B', 'b3'],
      ['1', '4', 'A', 'a4', '+-', 'B', 'b4'],
      ['2', '1', 'A', 'a1', '½-½', 'B', 'b1'],
      ['2', '2', 'A', 'a2', '½-½', 'B', 'b2'],
      ['2', '3', 'A', 'a3', '½-½', 'B', 'b3'],
      ['2', '4', 'A', 'a4', '1-0', 'B', 'b4'],
    ];
    const e = readTeamEvent(grid);
    expect(e.tournament.boards).toBe(4);
    expect(kinds(e)).toEqual([
      ['win:2', 'win:2.5'],
      ['loss:1', 'loss:1.5'],
    ]);
  });

  test('more game points than boards is still an error naming the cell', () => {
    const grid = [
      ['No.', 'Team', 'R1', 'R2'],
      ['1', 'A', '2w4', '3w3'],
      ['2', 'B', '1b0', '4b2'],
      ['3', 'C', '4w2', '1b2'],
      ['4', 'D', '3b2', '2w2'],
    ];
    expect(() => readTeamEvent(grid, { notation: 'chess-results-team' })).toThrow(
      /D2: "3w3" gives 3 game points and team 3's round 2 \(D4\) gives 2: 5 together; expected at most 4/,
    );
  });
});

test('the whole chess-results table reads: match points and game points as its TB1 and TB2 print them', () => {
  // tnr368281 "Ranking crosstable after Round 2" (Rk., Team, 1.Rd, 2.Rd, TB1 match points 2/1/0, TB2 game points).
  const rows: [string, string, string, number, number][] = [
    ['Stellenbosch E', '18w4½', '13w5', 4, 9.5],
    ['Mitchells Plain C', '16w4', '19w5', 4, 9],
    ['Elsies River C', '19b4½', '18w4½', 4, 9],
    ['UWC C', '8b4', '10w4', 4, 8],
    ['Bellville C', '9w3½', '12w4', 4, 7.5],
    ['GPCA F', '14b3', '7w2½', 3, 5.5],
    ['Kraaifontein B', '15b3', '6b2½', 3, 5.5],
    ['Sibanye Khayelitsha Chess Club A', '4w1', '17b5', 2, 6],
    ['Surrey Estate A', '5b1½', '15w4', 2, 5.5],
    ['Kraaifontein C', '11w4', '4b1', 2, 5],
    ['Manyanani C', '10b1', '16w4', 2, 5],
    ['Sibanye khayelitsha Chess Club C', '17w4', '5b1', 2, 5],
    ['GPCA E', '22w5', '1b0', 2, 5],
    ['Kraaifontein D', '6w0', '22b3', 2, 3],
    ['GPCA G', '7w2', '9b1', 0, 3],
    ['Crossroads C', '2b1', '11b1', 0, 2],
    ['En Passant B', '12b1', '8w0', 0, 1],
    ['Mitchells Plain D', '1b½', '3b½', 0, 1],
    ['Drakenstein Dragons B', '3w½', '2b0', 0, 0.5],
    ['Bellville D', '0w0', '0w0', 0, 0],
    ['Crossroads D', '0w0', '0w0', 0, 0],
    ['Sibanye Khayelitsha Chess Club B', '13b0', '14w0', 0, 0],
    ['Sibanye Khayelitsha Chess Club D', '0w0', '0w0', 0, 0],
  ];
  const grid = [
    ['Rk.', 'Team', '1.Rd', '2.Rd', 'TB1', 'TB2'],
    ...rows.map(([team, r1, r2, tb1, tb2], i) => [String(i + 1), team, r1, r2, String(tb1), String(tb2)]),
  ];
  const e = readTeamEvent(grid);
  expect(e.report).toBe('read as chess-results team notation, 23 teams, 2 rounds, 5 boards, match points 2,1,0.');
  const t = e.tournament;
  expect(t.players.map((p) => p.entries.reduce((s, x) => s + t.scoring![x.kind], 0) / 4)).toEqual(
    rows.map((r) => r[3]),
  );
  expect(t.players.map((p) => p.entries.reduce((s, x) => s + (x.gamePoints ?? 0), 0) / 4)).toEqual(
    rows.map((r) => r[4]),
  );
});
