/**
 * Team Buchholz on game points (GBH, C.07 13 with 8.1), against IA Mario Held, "Exercises in
 * Tie-Breaking", FIDE Arbiters' Commission, rev. 2403220900 (C.07-2023, V01 2024-03-22), part
 * two, team tournaments: exercise 37 (BH and BH Cut-1 on game points, p. 56), as transcribed in
 * gnutterts/chesspairing tiebreaker/fide_exercises_o5_test.go. The exercise's 14-team event is
 * the table of test/fide/teamSystems.test.ts (a US team wall chart).
 */
import { readAny } from '../../src/read';
import { rank } from '../../src/standings/rank';
import { parseTiebreakSpec } from '../../src/tiebreaks/registry';
import { readTeamEvent } from '../../src/teams/read';
import { explanation, shown } from './support/values';
import { HELD_TEAMS } from './support/heldTeams';

const ALL = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14];

describe("GBH: Buchholz on the opponents' game points (Held exercise 37)", () => {
  const t = readTeamEvent(HELD_TEAMS).tournament;

  test('exercise 37: BH on game points of every team, 2023 rules (fide=2024)', () => {
    expect(Object.values(shown(t, 'GBH(fide=2024)', ALL))).toEqual([
      '114',
      '107½',
      '109½',
      '106',
      '99',
      '92',
      '94½',
      '90',
      '97½',
      '92',
      '88',
      '92',
      '101',
      '87',
    ]);
  });

  test('exercise 37: BH Cut-1 on game points, a voluntarily unplayed round cut first (16.5)', () => {
    expect(Object.values(shown(t, 'GBH/C1(fide=2024)', ALL))).toEqual([
      '100½',
      '96',
      '97',
      '94½',
      '91½',
      '79½',
      '83',
      '82½',
      '90',
      '84½',
      '80½',
      '84½',
      '89½',
      '75½',
    ]);
  });

  test('the explanation names the game points and the dummy', () => {
    expect(explanation(t, 'GBH(fide=2024)', 1)).toContain("opponents' GP (C.07 13)");
  });

  test('refused on a table of individual players', () => {
    const individual = readAny('No.,Name,R1\n1,Ann,W2\n2,Ben,L1\n').tournament;
    expect(() => rank(individual, { order: [parseTiebreakSpec('GBH')] })).toThrow(
      'GBH (Buchholz on game points (teams)) applies only to team events, and this is a table of individual players.',
    );
  });
});
