/**
 * Small team events worked by hand, so every value the engine prints is checked against
 * arithmetic a director can redo: match points, game points, the team forms of the MCA and
 * Big Rapids rule sets (seeds 000 and 001), PLAY on teams, and 3/1/0 match points.
 */
import { findPreset } from '../../src/standings/presets';
import { teamJson } from '../../src/teams/format';
import { parseMatchPoints, scoringOf } from '../../src/teams/model';
import { readTeamEvent } from '../../src/teams/read';
import { teamOrder } from '../../src/standings/teamOrder';
import { rankTeams } from '../../src/teams/standings';
import { TiebreakContext } from '../../src/tiebreaks/context';
import { parseTiebreakSpec, specLabel, TIEBREAKS } from '../../src/tiebreaks/registry';

/**
 * Four teams, two boards, a round robin in three rounds:
 *   R1 1-2 2-0, 3-4 1-1;  R2 1-3 0-2, 2-4 1-1;  R3 1-4 1-1, 2-3 1½-½.
 * Every team has 3 match points (2/1/0): team 1 W L D, 2 L D W, 3 D W L, 4 D D D.
 * Game points: 1: 2+0+1 = 3; 2: 0+1+1½ = 2½; 3: 1+2+½ = 3½; 4: 1+1+1 = 3.
 * GP orders 3, then 1 and 4 (3 each), then 2. Teams 1 and 4: every opponent has 1½ (all teams
 * do), so MM (even score: drop highest and lowest) is 1½ and SOLK 4½ for both; CUM splits them:
 * team 1 running 1, 1, 1½ = 3½; team 4 ½, 1, 1½ = 3.
 * At 3/1/0, teams 1, 2, 3 have 4 match points and team 4, who drew everything, 3.
 */
const ROUND_ROBIN = `No.,Team,MP,GP,R1,R2,R3
1,Queens,3,3,W2W 2-0,L3B 0-2,D4W 1-1
2,Bishops,3,2½,L1B 0-2,D4W 1-1,W3B 1½-½
3,Knights,3,3½,D4W 1-1,W1W 2-0,L2W ½-1½
4,Pawns,3,3,D3B 1-1,D2B 1-1,D1B 1-1
`;

describe('four teams, two boards: a tie on match points decided by game points, then Cumulative', () => {
  const event = readTeamEvent(ROUND_ROBIN);
  const t = event.tournament;

  test('read as US team notation with 2 boards and match points 2,1,0', () => {
    expect(event.report).toBe('read as US team notation, 4 teams, 3 rounds, 2 boards, match points 2,1,0.');
    expect(t.players.map((p) => p.entries.map((e) => `${e.kind}:${e.gamePoints}`))).toEqual([
      ['win:8', 'loss:0', 'draw:4'],
      ['loss:0', 'draw:4', 'win:6'],
      ['draw:4', 'win:8', 'loss:2'],
      ['draw:4', 'draw:4', 'draw:4'],
    ]);
  });

  test('uscf in its team form: GP, MM, SOLK, CUM, OPPCUM', () => {
    const s = teamJson(rankTeams(t, { order: findPreset('uscf').order }));
    expect(s.tiebreaks).toEqual(['GP', 'MM', 'SOLK', 'CUM', 'OPPCUM']);
    expect(s.standings.map((r) => [r.rank, r.place, r.team, r.matchPoints, r.gamePoints, r.decidedBy])).toEqual([
      ['1', '1-4', 'Knights', 3, 3.5, null],
      ['2', '1-4', 'Queens', 3, 3, 'GP'],
      ['3', '1-4', 'Pawns', 3, 3, 'CUM'],
      ['4', '1-4', 'Bishops', 3, 2.5, 'GP'],
    ]);
    const queens = s.standings[1].values;
    const pawns = s.standings[2].values;
    expect([queens.MM, queens.SOLK, queens.CUM]).toEqual([1.5, 4.5, 3.5]);
    expect([pawns.MM, pawns.SOLK, pawns.CUM]).toEqual([1.5, 4.5, 3]);
  });

  test('GP explains itself round by round', () => {
    const ctx = new TiebreakContext(t);
    const gp = TIEBREAKS.GP;
    if (gp.kind !== 'player') throw new Error('GP is a player tiebreak');
    expect(gp.compute(ctx, 1, {}).explain()).toBe('R1 0 (loss v #1), R2 1 (draw v #4), R3 1½ (win v #3); GP 2½');
  });

  test('match points 3,1,0 with unplayed rounds: a bye or forfeit win is a match won (3), a half-point bye a match drawn (1)', () => {
    const s = scoringOf(parseMatchPoints('3,1,0'));
    expect([s.fullBye, s.forfeitWin, s.halfBye, s.forfeitDraw, s.forfeitLoss, s.zeroBye].map((q) => q / 4)).toEqual([
      3, 3, 1, 1, 0, 0,
    ]);
  });

  test('match points 3,1,0: a team that drew every match falls below those that won one', () => {
    const at310 = readTeamEvent(
      ROUND_ROBIN.replace(/^(\d,\w+,)3,/gm, (_m, head: string) => `${head}${head.startsWith('4') ? 3 : 4},`),
      {
        matchPoints: parseMatchPoints('3,1,0'),
      },
    );
    const s = teamJson(rankTeams(at310.tournament, { order: findPreset('uscf').order }));
    expect(s.matchPoints).toEqual({ win: 3, draw: 1, loss: 0 });
    expect(s.standings.map((r) => [r.rank, r.place, r.team, r.matchPoints, r.decidedBy])).toEqual([
      ['1', '1-3', 'Knights', 4, null],
      ['2', '1-3', 'Queens', 4, 'GP'],
      ['3', '1-3', 'Bishops', 4, 'GP'],
      ['4', '4', 'Pawns', 3, 'matchPoints'],
    ]);
  });

  test('the printed MP column is checked against the match points in use', () => {
    expect(() => readTeamEvent(ROUND_ROBIN, { matchPoints: parseMatchPoints('3,1,0') })).toThrow(
      "C2: the match points column says 3 but team 1's matches give 4 at 3,1,0 for a match won, drawn, lost; expected them to agree (or name the match points the event uses).",
    );
  });
});

/**
 * Five teams, four boards, three rounds, a bye each round and a forfeited match:
 *   X: bye (2 GP), forfeit win over B (4 GP), lost to A 0-4 -> MP 4, GP 6, no match points from play.
 *   Y: beat A 2½-1½, lost to C 0-4, beat B 2½-1½          -> MP 4, GP 5.
 *   A: lost to Y 1½-2½, bye (2), beat X 4-0                -> MP 4, GP 7½.
 *   B: drew C 2-2, forfeited to X, lost to Y 1½-2½         -> MP 1 (from play), GP 3½.
 *   C: drew B 2-2, beat Y 4-0, bye (2)                     -> MP 5, GP 8.
 * MCA and Big Rapids apply scored-in-play before any tiebreak: X, whose 4 match points all came
 * from the bye and the forfeit, is last of the three teams on 4 although its GP (6) beats Y's (5).
 */
const WITH_BYES = `No.,Team,MP,GP,R1,R2,R3
1,X,4,6,B,X4,L3B 0-4
2,Y,4,5,W3W 2½-1½,L5B 0-4,W4W 2½-1½
3,A,4,7½,L2B 1½-2½,B,W1W 4-0
4,B,1,3½,D5W 2-2,F1,L2B 1½-2½
5,C,5,8,D4B 2-2,W2W 4-0,B
`;

describe('the MCA and Big Rapids team forms (seeds 000 and 001)', () => {
  const t = readTeamEvent(WITH_BYES).tournament;

  test('GP comes first, right after the scored-in-play rule', () => {
    expect(teamOrder(findPreset('mca').order).map(specLabel)).toEqual([
      'PLAY',
      'GP',
      'MM',
      'SOLK',
      'CUM',
      'H2H',
      'BLACKS',
      'SB(scores=adjusted)',
      'KASH(unplayed=2)',
    ]);
    expect(teamOrder(findPreset('big-rapids-swiss').order).map(specLabel)).toEqual([
      'PLAY',
      'GP',
      'MM',
      'SOLK',
      'CUM',
      'H2H',
      'BLACKS',
    ]);
    expect(teamOrder(findPreset('uscf').order).map(specLabel)).toEqual(['GP', 'MM', 'SOLK', 'CUM', 'OPPCUM']);
  });

  test.each(['mca', 'big-rapids-swiss'])('%s: C, then A (GP 7½ vs 5), Y, X (no match points from play), B', (id) => {
    const s = teamJson(rankTeams(t, { order: findPreset(id).order }));
    expect(s.standings.map((r) => [r.rank, r.team, r.matchPoints, r.gamePoints, r.values.PLAY, r.decidedBy])).toEqual([
      ['1', 'C', 5, 8, 1, null],
      ['2', 'A', 4, 7.5, 1, 'matchPoints'],
      ['3', 'Y', 4, 5, 1, 'GP'],
      ['4', 'X', 4, 6, 0, 'PLAY'],
      ['5', 'B', 1, 3.5, 1, 'matchPoints'],
    ]);
  });

  test('without the scored-in-play rule game points put X second', () => {
    const s = teamJson(rankTeams(t, { order: findPreset('uscf').order }));
    expect(s.standings.map((r) => r.team)).toEqual(['C', 'A', 'X', 'Y', 'B']);
  });

  test('a bye and a forfeited match count what the table says, and defaults otherwise', () => {
    const x = t.players[0].entries;
    expect(x.map((e) => [e.kind, e.gamePoints])).toEqual([
      ['fullBye', 8],
      ['forfeitWin', 16],
      ['loss', 0],
    ]);
    const written = readTeamEvent(WITH_BYES.replace('1,X,4,6,B,X4,', '1,X,4,7,B (3),X4 4-0,')).tournament;
    expect(written.players[0].entries[0].gamePoints).toBe(12);
  });

  test('an order that names GP is taken as written', () => {
    const s = rankTeams(t, { order: ['MM', 'GP'].map(parseTiebreakSpec) });
    expect(s.order.map(specLabel)).toEqual(['MM', 'GP']);
  });
});

/**
 * The other unplayed rounds: a half-point bye (a match drawn, half the boards in game points),
 * a round not paired, and a match both teams forfeited (nothing to either).
 *   A: beat B 3-1, double forfeit with C -> MP 2, GP 3.   B: lost 1-3, half-point bye -> MP 1, GP 3.
 *   C: not paired, double forfeit        -> MP 0, GP 0.
 */
test('half-point bye, unpaired round, double forfeit; chess-results "0w0" and "-0" are not paired', () => {
  const t = readTeamEvent('No.,Team,R1,R2\n1,A,W2W 3-1,F3\n2,B,L1B 1-3,H\n3,C,U,F1\n').tournament;
  expect(t.players.map((p) => p.entries.map((e) => `${e.kind} ${e.gamePoints! / 4}`))).toEqual([
    ['win 3', 'forfeitLoss 0'],
    ['loss 1', 'halfBye 2'],
    ['zeroBye 0', 'forfeitLoss 0'],
  ]);
  const s = teamJson(rankTeams(t, { order: findPreset('uscf').order }));
  expect(s.standings.map((r) => [r.team, r.matchPoints, r.gamePoints])).toEqual([
    ['A', 2, 3],
    ['B', 1, 3],
    ['C', 0, 0],
  ]);
  const cr = readTeamEvent('No.,Team,1.Rd,2.Rd\n1,A,2w3,0w0\n2,B,1b1,-0\n', {
    notation: 'chess-results-team',
  }).tournament;
  expect(cr.players.map((p) => p.entries.map((e) => e.kind))).toEqual([
    ['win', 'zeroBye'],
    ['loss', 'zeroBye'],
  ]);
});
