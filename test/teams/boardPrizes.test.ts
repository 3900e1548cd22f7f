/**
 * Board prizes from a board-by-board sheet, worked by hand: each board's players by score on
 * that board, then percentage (score over games on that board), then shared.
 *
 *   R1 Queens v Rooks: Q1-R1 1-0, Q2-R2 ½-½;   Kings v Pawns: K1-P1 0-1, K2-P2 +- (forfeit)
 *   R2 Queens v Kings: Q1-K1 ½-½, Q3-K2 0-1;   Pawns v Rooks: P1-R1 ½-½, P2-R2 1-0
 * Board 1: Q1 1½ of 2, P1 1½ of 2 (shared 1-2), K1 ½ of 2, R1 ½ of 2 (shared 3-4).
 * Board 2: K2 2 of 2 (one by forfeit), P2 1 of 2 (one lost by forfeit), Q2 ½ of 1 (50%) ahead of
 * R2 ½ of 2 (25%), Q3 0.
 * Matches: R1 Queens 1½-½ Rooks, Kings 1-1 Pawns; R2 Queens ½-1½ Kings, Pawns 1½-½ Rooks.
 */
import { boardPrizes } from '../../src/teams/boardPrizes';
import { boardPrizesCsv, boardPrizesTable } from '../../src/teams/format';
import { readTeamEvent } from '../../src/teams/read';

const SHEET = `Round,Board,Team,Player,Colour,Result,Opponent team,Opponent
1,1,Queens,Q1,W,1-0,Rooks,R1
1,2,Queens,Q2,B,½-½,Rooks,R2
1,1,Kings,K1,W,0-1,Pawns,P1
1,2,Kings,K2,,+-,Pawns,P2
2,1,Queens,Q1,B,½-½,Kings,K1
2,2,Queens,Q3,W,0-1,Kings,K2
2,1,Pawns,P1,W,½-½,Rooks,R1
2,2,Pawns,P2,B,1-0,Rooks,R2
`;

const event = readTeamEvent(SHEET);

test('the team results derived from the boards', () => {
  const t = event.tournament;
  expect(event.report).toBe('read as board-by-board sheet, 4 teams, 2 rounds, 2 boards, match points 2,1,0.');
  expect(t.players.map((p) => [p.name, p.entries.map((e) => `${e.kind} ${e.gamePoints! / 4}`)])).toEqual([
    ['Queens', ['win 1.5', 'loss 0.5']],
    ['Rooks', ['loss 0.5', 'loss 0.5']],
    ['Kings', ['draw 1', 'win 1.5']],
    ['Pawns', ['draw 1', 'win 1.5']],
  ]);
  // Board 1 colours: Queens had White in round 1, Black in round 2.
  expect(t.players[0].entries.map((e) => e.colour)).toEqual(['W', 'B']);
});

test('each board ranked by score, then percentage, then shared', () => {
  const rows = boardPrizes(event.tournament, event.games!);
  expect(rows.map((r) => [r.board, r.rank, r.player, r.teamName, r.points / 4, r.games, r.played])).toEqual([
    [1, '1-2', 'Q1', 'Queens', 1.5, 2, 2],
    [1, '1-2', 'P1', 'Pawns', 1.5, 2, 2],
    [1, '3-4', 'R1', 'Rooks', 0.5, 2, 2],
    [1, '3-4', 'K1', 'Kings', 0.5, 2, 2],
    [2, '1', 'K2', 'Kings', 2, 2, 1],
    [2, '2', 'P2', 'Pawns', 1, 2, 1],
    [2, '3', 'Q2', 'Queens', 0.5, 1, 1],
    [2, '4', 'R2', 'Rooks', 0.5, 2, 2],
    [2, '5', 'Q3', 'Queens', 0, 1, 1],
  ]);
});

test('a minimum number of games, and the standings after a round', () => {
  expect(
    boardPrizes(event.tournament, event.games!, { minGames: 2 })
      .filter((r) => r.board === 2)
      .map((r) => [r.rank, r.player]),
  ).toEqual([
    ['1', 'K2'],
    ['2', 'P2'],
    ['3', 'R2'],
  ]);
  expect(
    boardPrizes(event.tournament, event.games!, { afterRound: 1 })
      .filter((r) => r.board === 1)
      .map((r) => [r.rank, r.player, r.points / 4]),
  ).toEqual([
    ['1-2', 'Q1', 1],
    ['1-2', 'P1', 1],
    ['3-4', 'R1', 0],
    ['3-4', 'K1', 0],
  ]);
});

test('table and CSV', () => {
  const rows = boardPrizes(event.tournament, event.games!);
  expect(boardPrizesTable(rows).split('\n').slice(0, 3)).toEqual([
    'Board  Rank  Player  Team    Score  Games    %',
    '-----  ----  ------  ------  -----  -----  ---',
    '    1   1-2  Q1      Queens     1½      2   75',
  ]);
  expect(boardPrizesCsv(rows).split('\n').slice(0, 2)).toEqual([
    'board,rank,player,team,score,games,played',
    '1,1-2,Q1,Queens,1.5,2,2',
  ]);
});

test('an empty seat (a board forfeited with no player named) is nobody: not ranked for a board prize', () => {
  const sheet = `Round,Board,Team,Player,Colour,Result,Opponent team,Opponent
1,1,A,A1,W,1-0,B,B1
1,2,A,A2,B,+-,B,
2,1,A,A1,B,½-½,B,B1
2,2,A,,W,-+,B,B2
`;
  const e = readTeamEvent(sheet);
  expect(boardPrizes(e.tournament, e.games!).map((r) => [r.board, r.rank, r.player, r.points / 4, r.games])).toEqual([
    [1, '1', 'A1', 1.5, 2],
    [1, '2', 'B1', 0.5, 2],
    [2, '1-2', 'A2', 1, 1],
    [2, '1-2', 'B2', 1, 1],
  ]);
});
