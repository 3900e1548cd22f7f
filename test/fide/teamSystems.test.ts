/**
 * The team systems of FIDE C.07 (13.2, Extended Sonneborn-Berger: EMMSB, EMGSB, EGMSB, EGGSB)
 * against the worked values FIDE published: IA Mario Held, "Exercises in Tie-Breaking", FIDE
 * Arbiters' Commission, rev. 2403220900 (C.07-2023, V01 2024-03-22), part two, team
 * tournaments: exercises 38 (EMMSB and EMMSB Cut-1, pp. 57-58), 39 (EGMSB, p. 59), 40 (EMGSB,
 * pp. 59-60) and 41 (EGGSB, pp. 60-61); the answers as transcribed in gnutterts/chesspairing
 * tiebreaker/fide_exercises_o5_test.go.
 *
 * The exercise's Swiss team event (section 2.3, pp. 6-9): 14 teams of 4, 7 rounds, match
 * points 2-1-0. It is written below as a US team wall chart and read by the real reader. The
 * exercise gives a pairing-allocated bye 1 MP and 2 GP (p. 8), as much as a half-point bye, and
 * the US notation gives a bye B a match won: the byes of #12 (R5) and #14 (R7) are written as
 * H (2). For these sums that is the same: a bye followed by games counts as awarded (16.2.3), and
 * #14's last-round bye counted as a draw (16.2.5) is again 1 MP and 2 GP. Only a cut could tell
 * them apart (16.5), and no cut of #12 or #14 is checked here.
 */
import { readAny } from '../../src/read';
import { rank } from '../../src/standings/rank';
import { teamJson } from '../../src/teams/format';
import { readTeamEvent } from '../../src/teams/read';
import { rankTeams } from '../../src/teams/standings';
import { parseTiebreakSpec, TIEBREAKS } from '../../src/tiebreaks/registry';
import { explanation, shown } from './support/values';
import { HELD_TEAMS } from './support/heldTeams';

describe("FIDE's team exercise (Held, C.07-2023, part two): the published values, under the 2023 rules (fide=2024)", () => {
  const event = readTeamEvent(HELD_TEAMS);
  const t = event.tournament;
  const TEN = [1, 2, 3, 4, 5];

  test('the table reads with the match and game points the exercise prints (the reader checks the MP and GP columns)', () => {
    expect(event.report).toBe('read as US team notation, 14 teams, 7 rounds, 4 boards, match points 2,1,0.');
  });

  test('exercise 38: EMMSB and EMMSB Cut-1 of the teams on 10 MP', () => {
    expect(shown(t, 'EMMSB(fide=2024)', TEN)).toEqual({ 1: '88', 2: '74', 3: '76', 4: '72', 5: '70' });
    expect(shown(t, 'EMMSB/C1(fide=2024)', TEN)).toEqual({ 1: '74', 2: '64', 3: '66', 4: '64', 5: '66' });
    // #1: R6 won by forfeit is a match against a dummy with #1's own 10 MP (16.4); #7's last-round
    // zero-point bye counts as a drawn match for its opponents (16.2.5): 7 MP, not 6.
    expect(explanation(t, 'EMMSB(fide=2024)', 1)).toBe(
      "FIDE C.07 2024 rules (dummy with own score): opponent's MP × own MP: R1 #8 7 × 2, R2 #4 10 × 0, R3 #7 7 × 2, R4 #2 10 × 2, R5 #5 10 × 0, R6 dummy with own 10 MP 10 × 2, R7 #3 10 × 2; EMMSB 88",
    );
  });

  test('exercise 39: EGMSB (opponent GP × own MP) of the teams on 10 MP', () => {
    expect(shown(t, 'EGMSB(fide=2024)', TEN)).toEqual({ 1: '158', 2: '144', 3: '150', 4: '146', 5: '132' });
  });

  test('exercise 40: EMGSB (opponent MP × own GP) of the teams on 6 MP', () => {
    expect(shown(t, 'EMGSB(fide=2024)', [7, 9, 13])).toEqual({ 7: '68½', 9: '83', 13: '73' });
  });

  test('exercise 41: EGGSB (opponent GP × own GP) of the teams on 7 MP', () => {
    expect(shown(t, 'EGGSB(fide=2024)', [6, 8])).toEqual({ 6: '157½', 8: '181½' });
  });

  test('the 2026 cap on a forfeit win (16.4.1), worked by hand: #1 drops from 88 to 82', () => {
    // The dummy for #1's R6 forfeit win may not exceed #6's adjusted 7 MP: 7 × 2 = 14 instead of 10 × 2 = 20.
    expect(shown(t, 'EMMSB', [1])).toEqual({ 1: '82' });
    expect(explanation(t, 'EMMSB', 1)).toContain('R6 dummy capped at 7 MP 7 × 2');
    // #2 to #5 had no unplayed round and met no team whose dummy changed: as in 2024.
    expect(shown(t, 'EMMSB', [2, 3, 4, 5])).toEqual({ 2: '74', 3: '76', 4: '72', 5: '70' });
  });

  test('ranked in the team standings, the column prints under its C.07 code', () => {
    const s = teamJson(rankTeams(t, { order: [parseTiebreakSpec('EMMSB(fide=2024)')] }));
    expect(s.tiebreaks).toEqual(['GP', 'EMMSB(fide=2024)']);
    // The teams on 10 MP: GP first (the team form of every order), so #5 (18 GP) and #1 (17½) lead.
    expect(s.standings.slice(0, 2).map((r) => r.team)).toEqual(['Elephants', 'Antelopes']);
  });
});

describe('a team round robin (pre-determined pairings, C.07 15.2), worked by hand', () => {
  // Four teams, two boards. R1 1-2 2-0, 3-4 1-1; R2 1-3 0-2, 2-4 1-1; R3 1-4 forfeited by 4 (2-0), 2-3 1½-½.
  // Match points: 1: W L X = 4; 2: L D W = 3; 3: D W L = 3; 4: D D F = 2.
  const ROUND_ROBIN = `No.,Team,MP,GP,R1,R2,R3
1,Queens,4,4,W2 2-0,L3 0-2,X4 2-0
2,Bishops,3,2½,L1 0-2,D4 1-1,W3 1½-½
3,Knights,3,3½,D4 1-1,W1 2-0,L2 ½-1½
4,Pawns,2,2,D3 1-1,D2 1-1,F1 0-2
`;
  const t = readTeamEvent(ROUND_ROBIN).tournament;

  test('a forfeited match counts as a match against the scheduled team', () => {
    // Team 1: R1 v 2 (3 MP) × 2 = 6, R2 v 3 (3) × 0 = 0, R3 v 4 (2) × 2 = 4: 10.
    // Team 4: R1 v 3 (3) × 1 = 3, R2 v 2 (3) × 1 = 3, R3 v 1 (4) × 0 = 0: 6.
    expect(shown(t, 'EMMSB', [1, 4])).toEqual({ 1: '10', 4: '6' });
    expect(explanation(t, 'EMMSB', 1)).toBe(
      "round robin (C.07 15.2: forfeits count as games): opponent's MP × own MP: R1 #2 3 × 2, R2 #3 3 × 0, R3 #4 2 × 2; EMMSB 10",
    );
  });

  test('asked as a Swiss, the forfeit is a match against a dummy with the own score (16.4)', () => {
    // Team 1, 2024 rules: R3 dummy 4 MP × 2 = 8 instead of 4: 14.
    expect(shown(t, 'EMMSB(fide=2024,pairings=swiss)', [1])).toEqual({ 1: '14' });
  });
});

describe('the team systems on an individual table', () => {
  test('each is refused by name', () => {
    const t = readAny('No.,Name,R1\n1,Ann,W2\n2,Ben,L1\n').tournament;
    for (const code of ['EMMSB', 'EMGSB', 'EGMSB', 'EGGSB']) {
      expect(() => rank(t, { order: [parseTiebreakSpec(code)] })).toThrow(
        `${code} (${TIEBREAKS[parseTiebreakSpec(code).code].name}) applies only to team events, and this is a table of individual players.`,
      );
    }
  });

  test('each cites C.07 13.2 and takes Cut-1/Cut-2, the rule version and the pairings', () => {
    for (const code of ['EMMSB', 'EMGSB', 'EGMSB', 'EGGSB']) {
      const tb = TIEBREAKS[parseTiebreakSpec(code).code];
      expect(tb.rule).toBe('FIDE C.07 13.2, 14, 15.2, 16');
      expect(parseTiebreakSpec(`${code}/C2(fide=2009)`).options).toEqual({ cut: 'C2', fide: '2009', pairings: 'auto' });
    }
  });
});
