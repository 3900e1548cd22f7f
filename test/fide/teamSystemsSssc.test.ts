/**
 * SSSC (C.07 13.4) against IA Mario Held, "Exercises in Tie-Breaking", FIDE Arbiters'
 * Commission, rev. 2403220900 (C.07-2023, V01 2024-03-22), part two, exercise 49 (pp. 69-70), as
 * transcribed in gnutterts/chesspairing tiebreaker/fide_exercises_o5_test.go: SSSC = GP + BH(MP)
 * / FN with FN = 3 ("14 MP / 4 GP = 3.5 → 3"). Held prints one decimal (38.8); FIDE's
 * TieBreakServer (TEC-FIDE, compute_score_strength_combination) keeps two, as we print (38.83).
 * The exercise's 14-team event is the table of test/fide/teamSystems.test.ts.
 */
import { readAny } from '../../src/read';
import { rank } from '../../src/standings/rank';
import { readTeamEvent } from '../../src/teams/read';
import { parseTiebreakSpec } from '../../src/tiebreaks/registry';
import { explanation, shown } from './support/values';
import { HELD_TEAMS } from './support/heldTeams';

const ALL = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14];
// Held's SSSC column, p. 70, teams #1 to #14.
const HELD = [38.8, 36.0, 35.3, 35.7, 36.3, 27.8, 26.2, 28.7, 31.2, 27.7, 25.2, 21.2, 28.8, 23.5];

describe('SSSC: game points + Buchholz on match points / the normalising factor (Held exercise 49)', () => {
  const t = readTeamEvent(HELD_TEAMS).tournament;

  test('exercise 49: every team, to the decimal Held prints', () => {
    const values = Object.values(shown(t, 'SSSC(fide=2024)', ALL)).map((s) => Math.round(Number(s) * 10) / 10);
    expect(values).toEqual(HELD);
  });

  test('two decimals, as TieBreakServer keeps them', () => {
    expect(shown(t, 'SSSC(fide=2024)', [1, 3, 12, 14])).toEqual({ 1: '38.83', 3: '35.33', 12: '21.17', 14: '23.50' });
  });

  test('the explanation gives the factor and how it was reached', () => {
    expect(explanation(t, 'SSSC(fide=2024)', 1)).toContain(
      'GP 17½ + BH on MP 64 / 3 (factor 3 = ⌊7 rounds × 2 MP / 4 boards⌋); SSSC 38.83',
    );
  });

  test('refused on a table of individual players', () => {
    const individual = readAny('No.,Name,R1\n1,Ann,W2\n2,Ben,L1\n').tournament;
    expect(() => rank(individual, { order: [parseTiebreakSpec('SSSC')] })).toThrow(
      'SSSC (Score and strength combination (teams)) applies only to team events, and this is a table of individual players.',
    );
  });
});
