/**
 * The rest of C.07's team section: Buchholz on match points (13 with 8.1), the team direct
 * encounter EDE (13.3), and the board systems BC, TBR, BBE (12.1-12.3), against the worked
 * values of IA Mario Held, "Exercises in Tie-Breaking", FIDE Arbiters' Commission, rev.
 * 2403220900 (C.07-2023, V01 2024-03-22), part two, team tournaments: exercises 35 (BH, pp.
 * 53-55), 36 (BH Cut-1, p. 55), 42-45 (EDE, pp. 62-64), 46-48 (BC, TBR, BBE, pp. 66-67); the
 * answers as transcribed in gnutterts/chesspairing tiebreaker/fide_exercises_o5_test.go. The
 * exercise's 14-team event is the table of test/fide/teamSystems.test.ts (a US team wall chart).
 */
import { readAny } from '../../src/read';
import { rank } from '../../src/standings/rank';
import { tiebreakColumn } from '../../src/standings/column';
import { formatValue } from '../../src/standings/format';
import { teamJson } from '../../src/teams/format';
import { readTeamEvent } from '../../src/teams/read';
import { rankTeams } from '../../src/teams/standings';
import { parseTiebreakSpec } from '../../src/tiebreaks/registry';
import { explanation, shown } from './support/values';
import { HELD_TEAMS } from './support/heldTeams';

const ALL = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14];

describe("Buchholz on a team table counts the opponents' match points (C.07 13, Held exercises 35-36)", () => {
  const t = readTeamEvent(HELD_TEAMS).tournament;

  test('exercise 35: BH of every team, 2023 rules (fide=2024)', () => {
    expect(Object.values(shown(t, 'FIDE-BH(fide=2024)', ALL))).toEqual([
      '64',
      '57',
      '58',
      '56',
      '55',
      '46',
      '44',
      '41',
      '50',
      '44',
      '41',
      '41',
      '52',
      '36',
    ]);
  });

  test('exercise 36: BH Cut-1 of every team, a voluntarily unplayed round cut first (16.5)', () => {
    expect(Object.values(shown(t, 'BH/C1(fide=2024)', ALL))).toEqual([
      '57',
      '52',
      '53',
      '52',
      '53',
      '39',
      '38',
      '39',
      '48',
      '42',
      '39',
      '39',
      '48',
      '32',
    ]);
  });

  test('the explanation names the match points and the dummy', () => {
    expect(explanation(t, 'FIDE-BH(fide=2024)', 1)).toBe(
      "FIDE C.07 2024 rules (dummy with own score): team event, opponents' MP (C.07 13): R1 #8 7, R2 #4 10, R3 #7 7, R4 #2 10, R5 #5 10, R6 dummy with own 10 MP 10, R7 #3 10; BH 64",
    );
  });
});

describe('EDE, direct encounter for teams (C.07 13.3; Held exercises 42-45)', () => {
  const t = readTeamEvent(HELD_TEAMS).tournament;
  /** The team standings ranked by EDE straight after match points (GP named after it, so not first). */
  const standings = teamJson(rankTeams(t, { order: [parseTiebreakSpec('EDE'), parseTiebreakSpec('GP')] })).standings;
  const place = (name: string) => standings.findIndex((r) => r.team === name) + 1;

  test('exercise 42: #11 and #14 drew 2-2, 1 MP and 2 GP each: level', () => {
    expect(shown(t, 'EDE', [11, 14])).toEqual({ 11: '1', 14: '1' });
    expect(explanation(t, 'EDE', 11)).toBe(
      'Swiss; tied: #11, #14; match points among 2: #11 1, #14 1 (all met): level; then game points among 2: #11 2, #14 2 (all met): level; EDE 1 MP (2 GP), place 1 of 2',
    );
  });

  test('exercise 43: #6 beat #8 3-1, 2 MP to 0, and ranks above it', () => {
    expect(shown(t, 'EDE', [6, 8])).toEqual({ 6: '2', 8: '0' });
    expect(place('Falcons')).toBeLessThan(place('Hippopotami'));
  });

  test('exercise 44: #7 2 MP, #9 and #13 1 each, but #9 and #13 never met: no order (6.3), on MP nor on GP', () => {
    expect(shown(t, 'EDE', [7, 9, 13])).toEqual({ 7: '2', 9: '1', 13: '1' });
    expect(explanation(t, 'EDE', 7)).toContain(
      'game points among 3, not all met: #7 4 (at most 4), #9 2 (at most 6), #13 2 (at most 6); no one is ahead whatever the missing games',
    );
  });

  test('exercise 45: the five teams on 10 MP, 4 MP each; GP 8, 8, 8, 8½, 7½; then #1, #2, #3 on GP again: 5, 5½, 1½; order 4, 2, 1, 3, 5', () => {
    expect(shown(t, 'EDE', [1, 2, 3, 4, 5])).toEqual({ 1: '4', 2: '4', 3: '4', 4: '4', 5: '4' });
    expect(explanation(t, 'EDE', 1)).toContain(
      'game points among 5: #4 8½, #1 8, #2 8, #3 8, #5 7½ (all met); then game points among 3: #2 5½, #1 5, #3 1½ (all met)',
    );
    expect(standings.slice(0, 5).map((r) => r.team)).toEqual(['Deer', 'Bonobos', 'Antelopes', 'Cougars', 'Elephants']);
  });
});

describe('the board systems BC, TBR, BBE (C.07 12) on a board-by-board sheet', () => {
  /** Held exercises 46-48 (pp. 66-67): the round-3 match #11 Koalas v #14 Narwhals, 2-2, board by board. */
  const HELD_MATCH = `Round,Board,Team,Player,Colour,Result,Opponent team,Opponent
1,1,Koalas,Kelpa,W,1-0,Narwhals,Neric
1,2,Koalas,Kort,B,½-½,Narwhals,Negus
1,3,Koalas,Koman,W,½-½,Narwhals,Neba
1,4,Koalas,Kontos,B,0-1,Narwhals,Negri
`;
  const held = readTeamEvent(HELD_MATCH).tournament;

  test('exercise 46: BC 3.5 for Koalas (1×1 + 2×½ + 3×½ + 4×0) and 6.5 for Narwhals; lower ranks higher', () => {
    expect(shown(held, 'BC', [1, 2])).toEqual({ 1: '3½', 2: '6½' });
    expect(explanation(held, 'BC', 1)).toBe('R1 #2 1×1 + 2×½ + 3×½ + 4×0; BC 3½');
    const s = teamJson(rankTeams(held, { order: [parseTiebreakSpec('BC')] })).standings;
    // Level on MP and on GP (2-2), BC puts Koalas first.
    expect(s.map((r) => r.team)).toEqual(['Koalas', 'Narwhals']);
  });

  test('exercise 47: TBR, board 1 won by Koalas: 1 against 0', () => {
    expect(shown(held, 'TBR', [1, 2])).toEqual({ 1: '1', 2: '0' });
  });

  test('exercise 48: BBE, board 4 left out: Koalas 1 + ½ + ½ = 2, Narwhals 0 + ½ + ½ = 1', () => {
    expect(shown(held, 'BBE', [1, 2])).toEqual({ 1: '2', 2: '1' });
    expect(explanation(held, 'BBE', 2)).toBe('R1 #1 0 + ½ + ½ (board 4 left out); BBE 1');
  });

  /**
   * Worked by hand over two rounds (the sheet of test/teams/boardPrizes.test.ts), a board won by
   * forfeit counted as its point: Queens R1 [1, ½] R2 [½, 0]; Rooks [0, ½] [½, 0]; Kings [0, 1]
   * (board 2 by forfeit) [½, 1]; Pawns [1, 0] [½, 1].
   */
  const TWO_ROUNDS = `Round,Board,Team,Player,Colour,Result,Opponent team,Opponent
1,1,Queens,Q1,W,1-0,Rooks,R1
1,2,Queens,Q2,B,½-½,Rooks,R2
1,1,Kings,K1,W,0-1,Pawns,P1
1,2,Kings,K2,,+-,Pawns,P2
2,1,Queens,Q1,B,½-½,Kings,K1
2,2,Queens,Q3,W,0-1,Kings,K2
2,1,Pawns,P1,W,½-½,Rooks,R1
2,2,Pawns,P2,B,1-0,Rooks,R2
`;
  const two = readTeamEvent(TWO_ROUNDS).tournament;
  const byName = (code: string) => {
    const spec = parseTiebreakSpec(code);
    const column = tiebreakColumn(two, spec);
    return Object.fromEntries(two.players.map((p, i) => [p.name, formatValue(spec, column[i].value!)]));
  };

  test('summed over the matches: BC, TBR and BBE of each team', () => {
    // BC: Queens 1+1 + ½+0 = 2½; Rooks 0+1 + ½+0 = 1½; Kings 0+2 + ½+2 = 4½; Pawns 1+0 + ½+2 = 3½.
    expect(byName('BC')).toEqual({ Queens: '2½', Rooks: '1½', Kings: '4½', Pawns: '3½' });
    expect(byName('TBR')).toEqual({ Queens: '1½', Rooks: '½', Kings: '½', Pawns: '1½' });
    expect(byName('BBE')).toEqual({ Queens: '1½', Rooks: '½', Kings: '½', Pawns: '1½' });
  });

  test('a match won by forfeit counts as won on every board: it does not beat a match won over the board on BC', () => {
    // Alpha's opponents did not come (+- on both boards); Gamma won both games over the board.
    const sheet = [
      'Round,Board,Team,Player,Colour,Result,Opponent team,Opponent',
      '1,1,Alpha,A1,W,+-,Beta,B1',
      '1,2,Alpha,A2,B,+-,Beta,B2',
      '1,1,Gamma,G1,W,1-0,Delta,D1',
      '1,2,Gamma,G2,B,1-0,Delta,D2',
    ].join('\n');
    const t = readTeamEvent(sheet).tournament;
    const values = (code: string) => {
      const spec = parseTiebreakSpec(code);
      const column = tiebreakColumn(t, spec);
      return Object.fromEntries(
        t.players.map((p, i) => [p.name, column[i].value === null ? 'no value' : formatValue(spec, column[i].value!)]),
      );
    };
    // Every board won: 1×1 + 2×1 = 3 for both winners, 0 for both losers.
    expect(values('BC')).toEqual({ Alpha: '3', Beta: '0', Gamma: '3', Delta: '0' });
    expect(values('TBR')).toEqual({ Alpha: '1', Beta: '0', Gamma: '1', Delta: '0' });
    const alpha = t.players.findIndex((p) => p.name === 'Alpha');
    expect(tiebreakColumn(t, parseTiebreakSpec('BC'))[alpha].explain()).toMatch(
      /not played on the boards, every board alike: 1×1 \+ 2×1; BC 3$/,
    );
    // So BC does not separate the two winners: the order falls to the next tiebreak, not to the forfeit.
    const ranked = rankTeams(t, { order: [parseTiebreakSpec('BC')] });
    const winners = teamJson(ranked).standings.filter((r) => r.team === 'Alpha' || r.team === 'Gamma');
    expect(winners.map((r) => r.rank)).toEqual(['1-2', '1-2']);
  });

  test('refused, saying why, on a team table without boards and on a table of players', () => {
    const wallChart = readTeamEvent(HELD_TEAMS).tournament;
    for (const [code, name] of [
      ['BC', 'Board count'],
      ['TBR', 'Top board result'],
      ['BBE', 'Bottom board elimination'],
    ]) {
      expect(() => rankTeams(wallChart, { order: [parseTiebreakSpec(code)] })).toThrow(
        `${code} (${name}) needs the result of every board, which only a board-by-board sheet gives; this table (${wallChart.notation}) has each match's game points only.`,
      );
      expect(() =>
        rank(readAny('No.,Name,R1\n1,Ann,W2\n2,Ben,L1\n').tournament, { order: [parseTiebreakSpec(code)] }),
      ).toThrow(`${code} (${name}) applies only to team events`);
    }
  });
});
