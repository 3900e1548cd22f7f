/**
 * Issue 8 for team events: properties over generated team events (test/teams/teamEvent.ts),
 * written in every team notation and read back by the real readers. Teams, rounds, boards,
 * forfeited matches and byes vary; the generator's own bookkeeping (expectedTotals) is the oracle
 * for match and game points, and README "Team events" states the rest: a forfeited match gives
 * the team that showed up every board, a bye is a match won worth half the boards.
 */
import fc from 'fast-check';
import type { Tournament } from '../../src/model/tournament';
import { findPreset } from '../../src/standings/presets';
import type { Standings } from '../../src/standings/rank';
import { MatchPoints } from '../../src/teams/model';
import { teamJson } from '../../src/teams/format';
import { readTeamEvent } from '../../src/teams/read';
import { rankTeams } from '../../src/teams/standings';
import type { TiebreakSpec } from '../../src/tiebreaks/registry';
import { rng, shuffleInPlace } from '../support/generate';
import { runs, swissPinned, usable } from '../support/properties';
import {
  csv,
  expectedTotals,
  generateTeamEvent,
  TeamEventSpec,
  writeBoardSheet,
  writeChessResultsTeam,
  writeUsTeam,
} from './teamEvent';

// PROPERTY_RUNS=2000 npx jest test/teams/teams.property for a deeper search (test/support/properties.ts).

interface Writer {
  label: string;
  write: (spec: TeamEventSpec, seed: number) => string[][];
  /** One row per team (renumbering applies); the board sheet numbers teams as they first appear. */
  rowPerTeam: boolean;
}

const WRITERS: Writer[] = [
  { label: 'US "W5B 3-1" with MP/GP', write: (s) => writeUsTeam(s, 'both'), rowPerTeam: true },
  { label: 'US "W 5 B (3)" with MP/GP', write: (s) => writeUsTeam(s, 'own'), rowPerTeam: true },
  { label: 'US "W5B 3-1" without MP/GP', write: (s) => writeUsTeam(s, 'both', false), rowPerTeam: true },
  { label: 'chess-results "5w3"', write: (s) => writeChessResultsTeam(s), rowPerTeam: true },
  {
    label: 'board sheet, whole-match forfeit row',
    write: (s, seed) => writeBoardSheet(s, 'match', seed),
    rowPerTeam: false,
  },
  {
    label: 'board sheet, forfeit on every board',
    write: (s, seed) => writeBoardSheet(s, 'boards', seed),
    rowPerTeam: false,
  },
];

const MATCH_POINTS: [string, MatchPoints][] = [
  ['2/1/0', { win: 8, draw: 4, loss: 0 }],
  ['3/1/0', { win: 12, draw: 4, loss: 0 }],
];

// Auto pairing detection pinned to Swiss (swissPinned): the circle method's full cycle is a round robin that its cut is not.
const ORDERS: [string, TiebreakSpec[]][] = (['mca', 'big-rapids-swiss', 'uscf'] as const).map((name) => [
  name,
  swissPinned(findPreset(name).order),
]);

interface Case {
  spec: TeamEventSpec;
  seed: number;
  writer: Writer;
  mp: MatchPoints;
  order: TiebreakSpec[];
}

/**
 * A generated event: 2-10 teams (odd: a bye each round), up to one round fewer than the circle's
 * cycle, 1-6 boards, the generator's forfeited match (or none) and more forfeited matches by
 * either side.
 */
const specArb: fc.Arbitrary<{ spec: TeamEventSpec; seed: number }> = fc
  .record({
    seed: fc.integer({ min: 0, max: 0x7fffffff }),
    teams: fc.integer({ min: 2, max: 10 }),
    boards: fc.integer({ min: 1, max: 6 }),
    roundsFrac: fc.double({ min: 0, max: 1, noNaN: true }),
    forfeitRate: fc.constantFrom(0, 0.1, 0.4),
  })
  .map(({ seed, teams, boards, roundsFrac, forfeitRate }) => {
    const cycle = teams % 2 ? teams : teams - 1;
    const rounds = 1 + Math.floor(roundsFrac * cycle * 0.999);
    const rand = rng(seed ^ 0x5bd1e995);
    const forfeitRound = Math.floor(rand() * (rounds + 1)); // 0: none
    const spec = generateTeamEvent(seed, teams, rounds, boards, forfeitRound);
    for (const m of spec.matches) {
      if (m.forfeitBy || rand() >= forfeitRate) continue;
      m.forfeitBy = rand() < 0.5 ? 'a' : 'b';
      m.games = [];
    }
    return { spec, seed };
  });

const caseArb: fc.Arbitrary<Case> = fc
  .record({
    s: specArb,
    writer: fc.constantFrom(...WRITERS),
    mp: fc.constantFrom(...MATCH_POINTS.map(([, mp]) => mp)),
    order: fc.constantFrom(...ORDERS.map(([, o]) => o)),
  })
  .map(({ s, writer, mp, order }) => ({ ...s, writer, mp, order }))
  // A board sheet is one row per game: a sheet of forfeited matches alone has no games to read.
  .filter((c) => c.writer.rowPerTeam || c.spec.matches.some((m) => !m.forfeitBy));

/** Boards must be given only when no match was played over the board (README: --board-count). */
const boardsOption = (spec: TeamEventSpec) => (spec.matches.some((m) => !m.forfeitBy) ? undefined : spec.boards);

/**
 * The writers print the MP column at 2/1/0; under other match points the column is written as
 * the director's table would print it (the reader checks it against the results).
 */
function withMatchPointsColumn(grid: string[][], spec: TeamEventSpec, mp: MatchPoints): string[][] {
  const col = grid[0].indexOf('MP');
  if (col < 0) return grid;
  const totals = expectedTotals(spec, mp).matchPoints;
  return grid.map((row, r) =>
    r === 0 ? row : row.map((c, i) => (i === col ? String(totals[Number(row[0]) - 1] / 4) : c)),
  );
}

function read(grid: string[][], spec: TeamEventSpec, mp: MatchPoints): Tournament {
  if (mp.win !== 8) grid = withMatchPointsColumn(grid, spec, mp);
  return readTeamEvent(csv(grid), { fileName: 'event.csv', matchPoints: mp, boards: boardsOption(spec) }).tournament;
}

/**
 * The standings keyed by team name, in rank order; inside a shared rank rows follow the team
 * number, which renumbering changes, so those are put in name order.
 */
function byName(s: Standings) {
  const json = teamJson(s).standings;
  // A shared rank's first row says how the group was separated from the row above; which team
  // is written first inside it follows the numbering, so every row of the group carries that.
  const groupDecision = new Map<string, string | null>();
  for (const row of json) if (!groupDecision.has(row.rank)) groupDecision.set(row.rank, row.decidedBy);
  const rows = json.map(({ number: _number, ...row }) => ({
    ...row,
    decidedBy: row.rank.includes('-') ? groupDecision.get(row.rank) : row.decidedBy,
  }));
  const at = (rank: string) => Number(rank.split('-')[0]);
  return rows.sort((a, b) => at(a.rank) - at(b.rank) || a.team.localeCompare(b.team));
}

/** The event with its teams in a new order (team i becomes team perm[i]): renumbered. */
function renumberSpec(spec: TeamEventSpec, perm: readonly number[]): TeamEventSpec {
  const teams: string[] = [];
  const players: string[][] = [];
  perm.forEach((to, from) => {
    teams[to] = spec.teams[from];
    players[to] = spec.players[from];
  });
  return {
    ...spec,
    teams,
    players,
    matches: spec.matches.map((m) => ({ ...m, a: perm[m.a], b: perm[m.b] })),
    byes: spec.byes.map((b) => ({ ...b, team: perm[b.team] })),
  };
}

/** The event as it stood after round n. */
function cutSpec(spec: TeamEventSpec, n: number): TeamEventSpec {
  return {
    ...spec,
    rounds: n,
    matches: spec.matches.filter((m) => m.round <= n),
    byes: spec.byes.filter((b) => b.round <= n),
  };
}

/** The data rows shuffled (header first): for the board sheet, the games in any order. */
function shuffleDataRows(grid: string[][], seed: number): string[][] {
  return [grid[0], ...shuffleInPlace(rng(seed), grid.slice(1))];
}

describe('team events: every notation, generated events', () => {
  test('reading twice gives the same tournament and the same standings', () => {
    fc.assert(
      fc.property(caseArb, ({ spec, seed, writer, mp, order }) => {
        const grid = writer.write(spec, seed);
        const a = read(grid, spec, mp);
        const b = read(grid, spec, mp);
        expect(b).toEqual(a);
        expect(teamJson(rankTeams(b, { order: usable(b, order) }))).toEqual(
          teamJson(rankTeams(a, { order: usable(a, order) })),
        );
      }),
      runs(20),
    );
  });

  test("match points and game points are the generator's, under 2/1/0 and 3/1/0", () => {
    fc.assert(
      fc.property(caseArb, ({ spec, seed, writer, mp, order }) => {
        const oracle = expectedTotals(spec, mp);
        const t = read(writer.write(spec, seed), spec, mp);
        expect(t.boards).toBe(spec.boards);
        expect(t.players).toHaveLength(spec.teams.length);
        const json = teamJson(rankTeams(t, { order: usable(t, order) }));
        for (const row of json.standings) {
          const i = spec.teams.indexOf(row.team);
          expect(row.matchPoints * 4).toBe(oracle.matchPoints[i]);
          expect(row.gamePoints * 4).toBe(oracle.gamePoints[i]);
        }
      }),
      runs(20),
    );
  });

  test('game points: a team and its opponents score boards × matches; byes half the boards; match points sum as the README says', () => {
    fc.assert(
      fc.property(caseArb, ({ spec, seed, writer, mp }) => {
        const t = read(writer.write(spec, seed), spec, mp);
        const full = spec.boards * 4;
        let totalMatchPoints = 0;
        let expectedTotal = 0;
        for (const team of t.players) {
          let own = 0;
          let theirs = 0;
          let matches = 0;
          team.entries.forEach((e, r) => {
            totalMatchPoints += t.scoring![e.kind];
            if (e.opponent === undefined) {
              if (e.kind === 'fullBye') {
                expect(e.gamePoints).toBe(full / 2);
                expectedTotal += mp.win;
              } else expect(e.kind).toBe('zeroBye'); // not paired: the generator writes no other
              return;
            }
            const back = t.players[e.opponent].entries[r];
            expect(back.opponent).toBe(t.players.indexOf(team));
            own += e.gamePoints!;
            theirs += back.gamePoints!;
            matches += 1;
            // Each match counted once, from its lower-indexed team.
            if (t.players.indexOf(team) < e.opponent) {
              const decided = e.gamePoints !== back.gamePoints;
              expectedTotal += decided ? mp.win + mp.loss : 2 * mp.draw;
            }
          });
          expect(own + theirs).toBe(full * matches);
        }
        expect(totalMatchPoints).toBe(expectedTotal);
      }),
      runs(20),
    );
  });

  test('standings are invariant under row order and, for row-per-team forms, renumbering of the teams', () => {
    fc.assert(
      fc.property(
        caseArb,
        fc.integer({ min: 0, max: 0x7fffffff }),
        ({ spec, seed, writer, mp, order }, shuffleSeed) => {
          const t = read(writer.write(spec, seed), spec, mp);
          order = usable(t, order);
          const base = byName(rankTeams(t, { order }));
          const shuffled = shuffleDataRows(writer.write(spec, seed), shuffleSeed);
          expect(byName(rankTeams(read(shuffled, spec, mp), { order }))).toEqual(base);
          if (writer.rowPerTeam) {
            const perm = shuffleInPlace(
              rng(shuffleSeed + 1),
              spec.teams.map((_, i) => i),
            );
            const renumbered = renumberSpec(spec, perm);
            const grid = shuffleDataRows(writer.write(renumbered, seed), shuffleSeed + 2);
            expect(byName(rankTeams(read(grid, renumbered, mp), { order }))).toEqual(base);
          }
        },
      ),
      runs(15),
    );
  });

  test('after round N equals the table cut at N, written in the same notation', () => {
    fc.assert(
      fc.property(caseArb, fc.double({ min: 0, max: 1, noNaN: true }), ({ spec, seed, writer, mp, order }, frac) => {
        const n = 1 + Math.floor(frac * spec.rounds * 0.999);
        const full = read(writer.write(spec, seed), spec, mp);
        const cut = cutSpec(spec, n);
        fc.pre(writer.rowPerTeam || cut.matches.some((m) => !m.forfeitBy));
        const cutTable = read(writer.write(cut, seed), cut, mp);
        order = usable(cutTable, order);
        const after = rankTeams(full, { order, afterRound: n });
        const direct = rankTeams(cutTable, { order });
        expect(after.rounds).toBe(n);
        expect(byName(direct)).toEqual(byName(after));
        // And the cut table's totals are the generator's after n rounds.
        const oracle = expectedTotals(cut, mp);
        for (const row of teamJson(direct).standings) {
          const i = spec.teams.indexOf(row.team);
          expect([row.matchPoints * 4, row.gamePoints * 4]).toEqual([oracle.matchPoints[i], oracle.gamePoints[i]]);
        }
      }),
      runs(15),
    );
  });
});
