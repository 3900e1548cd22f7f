/**
 * Bad team tables: every problem is reported at once, with the cell and what was expected.
 */
import { CrosstableError } from '../../src/model/problems';
import { readAny } from '../../src/read';
import { rank } from '../../src/standings/rank';
import { parseMatchPoints } from '../../src/teams/model';
import { looksLikeTeamEvent, readTeamEvent } from '../../src/teams/read';
import { parseTiebreakSpec } from '../../src/tiebreaks/registry';
import { problemsOf } from '../support/builder';

const GOOD = `No.,Team,R1,R2
1,Queens,W2W 3-1,D3B 2-2
2,Bishops,L1B 1-3,W4W 2½-1½
3,Knights,L4W 1½-2½,D1W 2-2
4,Pawns,W3B 2½-1½,L2B 1½-2½
`;

const problems = (text: string, options = {}) =>
  problemsOf(() => readTeamEvent(text, options)).map((p) => `${p.cell}: ${p.message}`);

test('the good table reads', () => {
  expect(readTeamEvent(GOOD).tournament.boards).toBe(4);
});

test("the two teams' cells must agree on the game points", () => {
  const bad = GOOD.replace('L1B 1-3', 'L1B (2)');
  expect(problems(bad)).toEqual([
    'C2: "W2W 3-1" says team 2 scored 1, but team 2\'s round 1 (C3) says "L1B (2)", 2; expected the same game points.',
  ]);
});

test('own-points cells: the sum may not exceed the boards', () => {
  const bad = GOOD.replace('W2W 3-1', 'W2W (3½)');
  expect(problems(bad)).toEqual([
    'C2: "W2W (3½)" gives 3½ game points and team 2\'s round 1 (C3) gives 1: 4½ together; expected at most 4, the 4 boards of a match.',
    'C3: "L1B 1-3" says team 1 scored 3, but team 1\'s round 1 (C2) says "W2W (3½)", 3½; expected the same game points.',
  ]);
});

test('the match result must agree with the game points', () => {
  const bad = GOOD.replace('W3B 2½-1½', 'L3B 2½-1½').replace('L4W 1½-2½', 'W4W 1½-2½');
  expect(problems(bad)).toEqual([
    'C4: "W4W 1½-2½": a match won with 1½ game points to 2½; expected more than 2½, or a match lost.',
    'C5: "L3B 2½-1½": a match lost with 2½ game points to 1½; expected less than 1½, or a match won.',
  ]);
});

test('a cell whose own two numbers add up to more than the boards', () => {
  const bad = GOOD.replace('W2W 3-1', 'W2W 3-2').replace('L1B 1-3', 'L1B 2-3');
  expect(problems(bad)).toContain(
    'C2: "W2W 3-2" adds up to 5 game points; expected at most 4, the 4 boards of a match.',
  );
});

test('an unreadable cell', () => {
  expect(problems(GOOD.replace('D3B 2-2', 'D3B two-two'))).toEqual([
    'D2: "D3B two-two" cannot be read: expected a team result such as W12 3-1 or W12 (3) (won against team 12, game points), D5 2-2, L3 1½-2½, X12 or F12 (forfeited match), B or B (2) (bye), H, or U/- (not paired).',
  ]);
});

test('an opposing team not in the table, and pairings that do not mirror', () => {
  const found = problems(GOOD.replace('W4W 2½-1½', 'W9W 2½-1½'));
  expect(found).toContain(
    'D3: "W9W 2½-1½" names team 9, who is not in the table; expected the number of a team listed.',
  );
  expect(found).toContain(
    'D5: team 4\'s round 2 says "L2B 1½-2½" but team 2\'s round 2 (D3) says "W9W 2½-1½"; expected a win or loss against team 4 in D3 or another result in D5. Nothing else in the table tells which is wrong: fix one of the two.',
  );
});

test('the printed GP column must agree with the matches', () => {
  const bad = `No.,Team,GP,R1\n1,Queens,3½,W2 3-1\n2,Bishops,1,L1 1-3\n`;
  expect(problems(bad)).toEqual([
    "C2: the game points column says 3½ but team 1's matches add up to 3; expected them to agree.",
  ]);
});

test('a table with no played match cannot say how many boards a match has', () => {
  expect(problems(`No.,Team,R1\n1,Queens,X2\n2,Bishops,F1\n`)).toEqual([
    "A2: cannot tell how many boards a match has: expected matches played with both teams' game points (W12 3-1, or 18w3 and 12b1), adding up to the same whole number of boards.",
  ]);
  expect(
    readTeamEvent(`No.,Team,R1\n1,Queens,X2\n2,Bishops,F1\n`, { boards: 6 }).tournament.players[0].entries[0]
      .gamePoints,
  ).toBe(24);
});

test('chess-results team cells: a cell without game points, and a team 0 with points', () => {
  const bad = `No.,Team,1.Rd,2.Rd\n1,Queens,2w3,2b\n2,Bishops,1b1,0w2\n`;
  expect(problems(bad, { notation: 'chess-results-team' })).toEqual([
    'D2: "2b" cannot be read: the game points are missing; expected a chess-results team result such as 18w4½ or 3b2 (opposing team, colour of board 1 w/b, game points scored), 18w+ or 18w- (forfeited match), -2 (bye with its game points) or -0 (not paired).',
    'D3: "0w2" cannot be read: there is no team 0; expected a chess-results team result such as 18w4½ or 3b2 (opposing team, colour of board 1 w/b, game points scored), 18w+ or 18w- (forfeited match), -2 (bye with its game points) or -0 (not paired).',
  ]);
});

test('match points: three numbers, highest first', () => {
  expect(parseMatchPoints('3,1,0')).toEqual({ win: 12, draw: 4, loss: 0 });
  expect(parseMatchPoints('2 1 0')).toEqual({ win: 8, draw: 4, loss: 0 });
  expect(() => parseMatchPoints('1,2,0')).toThrow(
    'expected three numbers for a match won, drawn and lost, highest first, such as 2,1,0 or 3,1,0.',
  );
  expect(() => parseMatchPoints('2,1')).toThrow('Match points "2,1"');
});

test('GP asked of an individual event is refused by name', () => {
  const t = readAny('No.,Name,R1\n1,Ann,W2\n2,Ben,L1\n').tournament;
  expect(() => rank(t, { order: [parseTiebreakSpec('GP')] })).toThrow(
    'GP (Game points) applies only to team events, and this is a table of individual players. Read a team table (match results with game points) to use it.',
  );
});

describe('board-by-board sheet', () => {
  const HEADER = 'Round,Board,Team,Player,Colour,Result,Opponent team,Opponent\n';
  const MATCH = (round: number, a: string, b: string, results: string[]) =>
    results
      .map((r, i) => `${round},${i + 1},${a},${a}${i + 1},${i % 2 ? 'B' : 'W'},${r},${b},${b}${i + 1}`)
      .join('\n') + '\n';

  test('a board given twice, a board missing, an unreadable result', () => {
    const sheet =
      HEADER +
      MATCH(1, 'Queens', 'Rooks', ['1-0', '½-½']) +
      '1,2,Queens,Q9,W,0-1,Rooks,R9\n' +
      MATCH(1, 'Kings', 'Pawns', ['1-0']) +
      MATCH(2, 'Queens', 'Kings', ['1-0', '2-0']);
    expect(problems(sheet)).toEqual([
      'B4: board 2 of this match is already at B3; expected each board once.',
      'F7: "2-0" cannot be read: expected the first player\'s result: 1-0, 0-1 or ½-½, or +- / -+ / -- for a game not played.',
    ]);
    const short = HEADER + MATCH(1, 'Queens', 'Rooks', ['1-0', '½-½']) + MATCH(1, 'Kings', 'Pawns', ['1-0']);
    expect(problems(short)).toEqual(['F4: round 1, Kings v Pawns has boards 1; expected boards 1 to 2, each once.']);
  });

  test('a team in two matches in one round', () => {
    const sheet = HEADER + MATCH(1, 'Queens', 'Rooks', ['1-0']) + MATCH(1, 'Kings', 'Rooks', ['1-0']);
    expect(problems(sheet)).toEqual([
      'G3: Rooks already plays Queens in round 1 (F2); expected one match per team per round.',
    ]);
  });

  test('the header must name the columns', () => {
    expect(problems('Round,Board,Team,Player\n1,1,Queens,Q1\n')).toEqual([
      'A1: a board-by-board sheet needs the columns Round, Board, Team, Player, Result, Opponent team and Opponent (Colour optional); missing result, opponentteam, opponent.',
    ]);
  });
});

describe('detection', () => {
  test('a team table is told from an individual one', () => {
    expect(looksLikeTeamEvent(GOOD)).toBe(true);
    expect(looksLikeTeamEvent(GOOD.replace('Team', 'Name'))).toBe(true); // by its cells: W2W 3-1
    expect(looksLikeTeamEvent('No.,Name,1.Rd\n1,Ann,2w1\n2,Ben,1b0\n')).toBe(false); // chess-results, individual
    expect(looksLikeTeamEvent('No.,Name,1.Rd\n1,Ann,2w3½\n2,Ben,1b½\n')).toBe(true); // game points above 1
    expect(looksLikeTeamEvent('No.,Name,R1\n1,Ann,W2\n2,Ben,L1\n')).toBe(false);
    expect(looksLikeTeamEvent('Round,Board,Team,Player,Result,Opponent team,Opponent\n')).toBe(true);
  });

  test('an unknown team notation is refused by name', () => {
    expect(() => readTeamEvent(GOOD, { notation: 'vega' })).toThrow(CrosstableError);
    expect(() => readTeamEvent(GOOD, { notation: 'vega' })).toThrow(
      'Unknown team notation "vega"; expected one of us-team, chess-results-team, board-sheet.',
    );
  });
});
