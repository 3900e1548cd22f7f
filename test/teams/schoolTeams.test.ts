/**
 * School teams from an individual section (src/teams/school.ts), checked on a section worked by
 * hand: examples/scholastic-k5.csv, 12 players from four schools, 4 rounds, a half-point bye, a
 * full-point bye and a forfeit. Every value below is arithmetic a director can redo.
 *
 *  No. Name          School     R1   R2   R3   R4   Score
 *   1  Maya Chen     Lincoln    W7   D2   W10  D3   3
 *   2  Owen Brooks   Adams      W8   D1   W5   L4   2½
 *   3  Lucia Ortiz   Jefferson  W9   W5   D4   D1   3
 *   4  Ethan Park    Lincoln    D10  W12  D3   W2   3
 *   5  Zoe Williams  Monroe     W11  L3   L2   W6   2
 *   6  Noah Patel    Adams      L12  D10  L11  L5   ½
 *   7  Ava Johnson   Jefferson  L1   L8   B    L11  1   (B: full-point bye)
 *   8  Liam Garcia   Lincoln    L2   W7   L9   W10  2
 *   9  Emma Davis    Adams      L3   X11  W8   L12  2   (X11: won by forfeit against 11)
 *  10  Mason Lee     Jefferson  D4   D6   L1   L8   1
 *  11  Sofia Rossi   Lincoln    L5   F9   W6   W7   2   (F9: lost by forfeit)
 *  12  Jack Turner   Monroe     W6   L4   H    W9   2½  (H: half-point bye)
 *
 * Adjusted scores (US Chess 34E: each unplayed round counts ½), used by Solkoff and Modified
 * Median: 7 has ½ (three losses, B counts ½), 9 has 1½ (X counts ½), 11 has 2½ (F counts ½),
 * 12 has 2½ (H counts ½); everyone else's equals his score.
 *
 * Individual standings (US Chess order MM, SOLK, CUM, OPPCUM), the order in which a school's
 * players count: 3, 4, 1 (3 points); 2, 12 (2½); 5, 9, 8, 11 (2); 10, 7 (1); 6 (½).
 * The tie for a Lincoln place that counts: Lincoln has 4 (3), 1 (3), then 8 and 11 on 2 each.
 * With N = 3 only one of them counts: the better individual rank, decided by Modified Median
 * (2 of 4 is an even score, so the highest and the lowest opponent are dropped):
 *   8: opponents 2 (2½), 7 (½), 9 (1½), 10 (1) → drop 2½ and ½ → MM 1½ + 1 = 2½
 *  11: opponents 5 (2), forfeit (own unplayed round: 0), 6 (½), 7 (½) → drop 2 and 0 → MM 1
 * so 8 counts and 11 does not.
 *
 * Team scores with the top 3 (N = 3):
 *   Lincoln   4 + 1 + 8 = 3 + 3 + 2 = 8
 *   Jefferson 3 + 10 + 7 = 3 + 1 + 1 = 5
 *   Adams     2 + 9 + 6 = 2½ + 2 + ½ = 5
 *   Monroe    12 + 5 = 2½ + 2 = 4½, only two players: short
 * Jefferson and Adams share place 2-3; the team tiebreaks (us-scholastic: totals of the counting
 * players' Solkoff, Cumulative, Sonneborn-Berger, Kashdan) decide the rank.
 *
 * Solkoff (sum of opponents' adjusted scores; the player's own unplayed rounds add 0):
 *   1: 7 (½) + 2 (2½) + 10 (1) + 3 (3) = 7      2: 8 (2) + 1 (3) + 5 (2) + 4 (3) = 10
 *   3: 9 (1½) + 5 (2) + 4 (3) + 1 (3) = 9½      4: 10 (1) + 12 (2½) + 3 (3) + 2 (2½) = 9
 *   5: 11 (2½) + 3 (3) + 2 (2½) + 6 (½) = 8½    6: 12 (2½) + 10 (1) + 11 (2½) + 5 (2) = 8
 *   7: 1 (3) + 8 (2) + bye 0 + 11 (2½) = 7½     8: 2 (2½) + 7 (½) + 9 (1½) + 10 (1) = 5½
 *   9: 3 (3) + forfeit 0 + 8 (2) + 12 (2½) = 7½ 10: 4 (3) + 6 (½) + 1 (3) + 8 (2) = 8½
 *  12: 6 (½) + 4 (3) + bye 0 + 9 (1½) = 5
 *   Lincoln 9 + 7 + 5½ = 21½; Jefferson 9½ + 8½ + 7½ = 25½; Adams 10 + 7½ + 8 = 25½;
 *   Monroe 5 + 8½ = 13½.  Jefferson and Adams still level.
 * Cumulative (running scores, less 1 for a full-point bye or forfeit win, ½ for a half-point bye):
 *   1: 1 + 1½ + 2½ + 3 = 8     2: 1 + 1½ + 2½ + 2½ = 7½    3: 1 + 2 + 2½ + 3 = 8½
 *   4: ½ + 1½ + 2 + 3 = 7      5: 1 + 1 + 1 + 2 = 5        6: 0 + ½ + ½ + ½ = 1½
 *   7: 0 + 0 + 1 + 1 = 2, less 1 (B) = 1                   8: 0 + 1 + 1 + 2 = 4
 *   9: 0 + 1 + 2 + 2 = 5, less 1 (X) = 4                   10: ½ + 1 + 1 + 1 = 3½
 *  12: 1 + 1 + 1½ + 2½ = 6, less ½ (H) = 5½
 *  11: 0 + 0 + 1 + 2 = 3 (a forfeit loss takes nothing back)
 *   Lincoln 7 + 8 + 4 = 19; Jefferson 8½ + 3½ + 1 = 13; Adams 7½ + 4 + 1½ = 13;
 *   Monroe 5½ + 5 = 10½.  Still level.
 * Sonneborn-Berger (US Chess 34E8, final scores: a beaten opponent's score, half a drawn one's):
 *   1: W7 1 + D2 1¼ + W10 1 + D3 1½ = 4¾   2: W8 2 + D1 1½ + W5 2 = 5½
 *   3: W9 2 + W5 2 + D4 1½ + D1 1½ = 7     4: D10 ½ + W12 2½ + D3 1½ + W2 2½ = 7
 *   5: W11 2 + W6 ½ = 2½                    6: D10 ½          7: no win or draw: 0
 *   8: W7 1 + W10 1 = 2                     9: W8 2 (the forfeit is not a game)
 *  10: D4 1½ + D6 ¼ = 1¾                   12: W6 ½ + W9 2 = 2½
 *   Lincoln 7 + 4¾ + 2 = 13¾; Jefferson 7 + 1¾ + 0 = 8¾; Adams 5½ + 2 + ½ = 8;
 *   Monroe 2½ + 2½ = 5.  Jefferson ranks above Adams: "SB 8¾ vs 8".
 * Kashdan (4 a win, 2 a draw, 1 a loss played, 0 unplayed), shown though no longer needed:
 *   1: 4+2+4+2 = 12  4: 2+4+2+4 = 12  8: 1+4+1+4 = 10        → Lincoln 34
 *   3: 4+4+2+2 = 12  10: 2+2+1+1 = 6  7: 1+1+0+1 = 3         → Jefferson 21
 *   2: 4+2+4+1 = 11  9: 1+0+4+1 = 6   6: 1+2+1+1 = 5         → Adams 22
 *  12: 4+1+0+4 = 9   5: 4+1+1+4 = 10                         → Monroe 19
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { CrosstableError } from '../../src/model/problems';
import { readAny } from '../../src/read/readAny';
import { findPreset } from '../../src/standings/presets';
import { rank, Standings } from '../../src/standings/rank';
import type { Tournament } from '../../src/model/tournament';
import { rankSchoolTeams, schoolColumnOf, SchoolTeamsRequest } from '../../src/teams/school';
import { rankTeamGroups } from '../../src/teams/schoolRank';
import type { ScoredTeam, TeamColumn } from '../../src/teams/schoolTiebreaks';

const EXAMPLE = readFileSync(join(__dirname, '../../examples/scholastic-k5.csv'), 'utf8');
const US = findPreset('uscf')!.order;

function section(text: string = EXAMPLE): { t: Tournament; standings: Standings } {
  const t = readAny(text).tournament;
  return { t, standings: rank(t, { order: US }) };
}

function teams(text: string, request: Partial<SchoolTeamsRequest> = {}) {
  const { t, standings } = section(text);
  return rankSchoolTeams(t, standings, { column: 'School', top: 3, order: US, ...request });
}

describe('the worked example: 12 players, four schools, top 3', () => {
  const result = teams(EXAMPLE);

  test('the individual standings order the players who count', () => {
    const { t, standings } = section();
    const numbers = standings.rows.map((r) => t.players[r.player]!.number);
    expect(numbers).toEqual([3, 4, 1, 2, 12, 5, 9, 8, 11, 10, 7, 6]);
  });

  test('team scores, counting players best first, short, places and ranks', () => {
    expect(result.teams.map((x) => [x.team, x.score / 4, x.players, x.short, x.place, x.rank])).toEqual([
      ['Lincoln', 8, [4, 1, 8], false, '1', '1'],
      ['Jefferson', 5, [3, 10, 7], false, '2-3', '2'],
      ['Adams', 5, [2, 9, 6], false, '2-3', '3'],
      ['Monroe', 4.5, [12, 5], true, '4', '4'],
    ]);
  });

  test('of the two Lincoln players on 2, the better individual rank (8, MM 2½ vs 1) counts', () => {
    const lincoln = result.teams.find((x) => x.team === 'Lincoln')!;
    expect(lincoln.players).toContain(8);
    expect(lincoln.players).not.toContain(11);
  });

  test('the team tiebreaks, value by value', () => {
    expect(result.tiebreaks).toEqual(['SOLK', 'CUM', 'SB', 'KASH']);
    expect(Object.fromEntries(result.teams.map((x) => [x.team, x.values]))).toEqual({
      Lincoln: { SOLK: 21.5, CUM: 19, SB: 13.75, KASH: 34 },
      Jefferson: { SOLK: 25.5, CUM: 13, SB: 8.75, KASH: 21 },
      Adams: { SOLK: 25.5, CUM: 13, SB: 8, KASH: 22 },
      Monroe: { SOLK: 13.5, CUM: 10.5, SB: 5, KASH: 19 },
    });
  });

  test('"Decided by", as in individual standings', () => {
    expect(result.teams.map((x) => [x.decidedBy, x.decidedByText])).toEqual([
      [null, ''],
      ['score', 'score 8 vs 5'],
      ['SB', 'SB 8¾ vs 8'],
      ['score', 'score 5 vs 4½'],
    ]);
  });

  test('the note says what counts, who plays for no school, and the tiebreaks', () => {
    expect(result.note).toContain('top 3');
    expect(result.note).toContain('fewer has the sum of those it has');
    expect(result.note).toContain('blank School cell');
    expect(result.note).toContain('SOLK, CUM, SB, KASH');
  });
});

describe('N and the other team tiebreaks', () => {
  test('top 4 (the default most events announce): Lincoln counts 11 too; the others are short', () => {
    const result = teams(EXAMPLE, { top: 4 });
    expect(result.teams.map((x) => [x.team, x.score / 4, x.short, x.place])).toEqual([
      ['Lincoln', 10, false, '1'],
      ['Jefferson', 5, true, '2-3'],
      ['Adams', 5, true, '2-3'],
      ['Monroe', 4.5, true, '4'],
    ]);
  });

  test("sum-of-tiebreaks: the counting players' individual tiebreaks added, in the individual order", () => {
    const result = teams(EXAMPLE, { tiebreak: 'sum-of-tiebreaks' });
    expect(result.tiebreaks).toEqual(['MM', 'SOLK', 'CUM', 'OPPCUM']);
    // MM: Lincoln 8 + 6½ + 2½ (players 4, 1, 8) = 17; Jefferson 8 + 5½ + 4½ = 18; Adams 8 + 4½ + 5½ = 18.
    // MM of Monroe's 12 and 5: 5 each (12: 2½ of 4, plus: opponents ½, 3, bye 0, 1½, drop the lowest 0;
    // 5: 2 of 4, even: opponents 2½, 3, 2½, ½, drop 3 and ½) → 10.
    // OPPCUM, the opponents' Cumulatives (above) over played games:
    //   4: 10 (3½) + 12 (5½) + 3 (8½) + 2 (7½) = 25; 1: 7 (1) + 2 (7½) + 10 (3½) + 3 (8½) = 20½;
    //   8: 2 (7½) + 7 (1) + 9 (4) + 10 (3½) = 16 → Lincoln 61½.
    //   3: 9 (4) + 5 (5) + 4 (7) + 1 (8) = 24; 10: 4 (7) + 6 (1½) + 1 (8) + 8 (4) = 20½;
    //   7: 1 (8) + 8 (4) + 11 (3) = 15 → Jefferson 59½.
    //   2: 8 (4) + 1 (8) + 5 (5) + 4 (7) = 24; 9: 3 (8½) + 8 (4) + 12 (5½) = 18;
    //   6: 12 (5½) + 10 (3½) + 11 (3) + 5 (5) = 17 → Adams 59.
    //   12: 6 (1½) + 4 (7) + 9 (4) = 12½; 5: 11 (3) + 3 (8½) + 2 (7½) + 6 (1½) = 20½ → Monroe 33.
    expect(result.teams.map((x) => [x.team, x.values.MM, x.values.OPPCUM, x.decidedByText])).toEqual([
      ['Lincoln', 17, 61.5, ''],
      ['Jefferson', 18, 59.5, 'score 8 vs 5'],
      ['Adams', 18, 59, 'OPPCUM 59½ vs 59'],
      ['Monroe', 10, 33, 'score 5 vs 4½'],
    ]);
  });

  test("next-player: the score of the school's first player who did not count", () => {
    // Top 2: Jefferson 3 + 1 = 4 (next: 7, 1 point); Adams 2½ + 2 = 4½; Lincoln 6 (next: 8, 2);
    // Monroe 4½, no third player: no value, so below Adams (next: 6, ½).
    const result = teams(EXAMPLE, { top: 2, tiebreak: 'next-player' });
    expect(result.tiebreaks).toEqual(['P3']);
    expect(result.teams.map((x) => [x.team, x.score / 4, x.values.P3, x.rank, x.place, x.decidedByText])).toEqual([
      ['Lincoln', 6, 2, '1', '1', ''],
      ['Adams', 4.5, 0.5, '2', '2-3', 'score 6 vs 4½'],
      ['Monroe', 4.5, null, '3', '2-3', 'P3 ½ vs no value'],
      ['Jefferson', 4, 1, '4', '4', 'score 4½ vs 4'],
    ]);
  });

  test('none: teams on equal score share the rank, listed by name', () => {
    const result = teams(EXAMPLE, { tiebreak: 'none' });
    expect(result.tiebreaks).toEqual([]);
    expect(result.teams.map((x) => [x.team, x.rank, x.place, x.decidedBy])).toEqual([
      ['Lincoln', '1', '1', null],
      ['Adams', '2-3', '2-3', 'score'],
      ['Jefferson', '2-3', '2-3', 'shared'],
      ['Monroe', '4', '4', 'score'],
    ]);
  });
});

describe('drawing of lots, only when asked (indivisible trophies)', () => {
  test('after the team tiebreaks, with the seed shown, whatever the row order', () => {
    const result = teams(EXAMPLE, { tiebreak: 'none', lotSeed: 7 });
    expect(result.tiebreaks).toEqual(['LOTS']);
    expect(result.teams.map((x) => x.rank)).toEqual(['1', '2', '3', '4']);
    expect(result.teams[2]!.decidedByText).toBe('lots drawn with number 7');
    expect(result.teams[2]!.decidedBy).toBe('LOTS');
    expect(result.note).toContain(
      'then drawing of lots (lots drawn with number 7; the same number draws the same lots).',
    );
    const [header, ...rows] = EXAMPLE.trim().split('\n');
    expect(teams([header, ...rows.reverse()].join('\n'), { tiebreak: 'none', lotSeed: 7 })).toEqual(result);
  });

  test('not asked: teams still level share their rank', () => {
    expect(teams(EXAMPLE, { tiebreak: 'none' }).note).toContain('Ties: none; teams still level share their rank.');
  });
});

describe('the school column', () => {
  test('found by its header, School before Team before Club, case-insensitive', () => {
    expect(schoolColumnOf(section().t)).toBe('School');
    const club = EXAMPLE.replace('School', 'CLUB');
    expect(schoolColumnOf(section(club).t)).toBe('CLUB');
    expect(schoolColumnOf(section(club).t, 'club')).toBe('CLUB');
  });

  test('none when the table has no such column', () => {
    const plain = EXAMPLE.replace('School', 'Grade');
    expect(schoolColumnOf(section(plain).t)).toBeNull();
  });

  test('a column the director names but the table lacks is refused, naming the columns there are', () => {
    const { t } = section();
    expect(() => schoolColumnOf(t, 'District')).toThrow(CrosstableError);
    expect(() => schoolColumnOf(t, 'District')).toThrow(
      'There is no "District" column to take the school teams from: the columns beside the results are "School".',
    );
  });

  test('a player with a blank school cell plays for no school', () => {
    const blank = EXAMPLE.replace('11,Sofia Rossi,Lincoln', '11,Sofia Rossi,').replace(
      '8,Liam Garcia,Lincoln',
      '8,Liam Garcia, ',
    );
    const result = teams(blank);
    const lincoln = result.teams.find((x) => x.team === 'Lincoln')!;
    expect([lincoln.players, lincoln.short, lincoln.score / 4]).toEqual([[4, 1], true, 6]);
    expect(result.teams.flatMap((x) => x.players)).not.toContain(11);
  });

  test('a school spelled two ways is refused by its rows, not scored as two teams', () => {
    const twice = EXAMPLE.replace('1,Maya Chen,Lincoln', '1,Maya Chen,lincoln').replace(
      '11,Sofia Rossi,Lincoln',
      '11,Sofia Rossi,LIN COLN',
    );
    let problems: unknown;
    try {
      teams(twice);
    } catch (e) {
      problems = (e as CrosstableError).problems;
    }
    // Player 4 is Lincoln's best in the standings, so his cell's spelling is the one the others are held to.
    expect(problems).toEqual([
      {
        cell: 'A2',
        message:
          'player 1\'s School cell says "lincoln", but player 4\'s says "Lincoln"; expected one spelling for each school (as written, they would be two teams).',
      },
      {
        cell: 'A12',
        message:
          'player 11\'s School cell says "LIN COLN", but player 4\'s says "Lincoln"; expected one spelling for each school (as written, they would be two teams).',
      },
    ]);
  });

  test('an unknown team tiebreak is refused, naming the ones there are', () => {
    expect(() => teams(EXAMPLE, { tiebreak: 'median' as never })).toThrow(
      'Unknown school team tiebreak "median"; expected one of us-scholastic, sum-of-tiebreaks, next-player, none.',
    );
  });

  test('N must be a whole number from 1', () => {
    expect(() => teams(EXAMPLE, { top: 0 })).toThrow('whole number from 1 up; got 0');
    expect(() => teams(EXAMPLE, { top: 2.5 })).toThrow(CrosstableError);
  });
});

describe('group-wise ranking (src/teams/schoolRank.ts)', () => {
  const column = (label: string, i: number): TeamColumn => ({
    label,
    valueOf: (t) => VALUES[t.team]![i]!,
    shown: (v) => v,
    text: (v) => (v === null ? '' : String(v)),
    unit: 'count',
  });
  const VALUES: Record<string, number[]> = { X: [5, 1], Y: [5, 2], Z: [4, 9], W: [5, 2] };
  const team = (name: string): ScoredTeam => ({ team: name, members: [], counting: [], score: 40, short: false });

  test('four teams on one score: C1 puts Z last, C2 splits X from Y and W, who share rank 1-2', () => {
    const ranked = rankTeamGroups(['X', 'Y', 'Z', 'W'].map(team), [column('C1', 0), column('C2', 1)]);
    expect(ranked.map((r) => [r.team.team, r.rank, r.place, r.decidedBy, r.decidedByText])).toEqual([
      ['W', '1-2', '1-4', null, ''],
      ['Y', '1-2', '1-4', 'shared', 'shared'],
      ['X', '3', '1-4', 'C2', 'C2 2 vs 1'],
      ['Z', '4', '1-4', 'C1', 'C1 5 vs 4'],
    ]);
  });
});

describe('invariance', () => {
  test('the rows in another order give the same team standings', () => {
    const [header, ...rows] = EXAMPLE.trim().split('\n');
    const shuffled = [header, ...rows.reverse()].join('\n') + '\n';
    expect(teams(shuffled)).toEqual(teams(EXAMPLE));
  });

  test('a round-robin-like table without the round order: CUM is left out and the note says so', () => {
    const { t, standings } = section();
    const gridLike: Tournament = { ...t, roundOrderKnown: false };
    const result = rankSchoolTeams(
      gridLike,
      { ...standings, tournament: gridLike },
      {
        column: 'School',
        top: 3,
        order: US,
      },
    );
    expect(result.tiebreaks).toEqual(['SOLK', 'SB', 'KASH']);
    expect(result.note).toContain('CUM left out');
  });
});
