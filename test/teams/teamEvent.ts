/**
 * A seeded team event and test-side writers for every team notation, so one event can be
 * written as a US team wall chart ("W12 3-1" or "W12 (3)"), a chess-results team crosstable
 * ("18w4½") and a board-by-board sheet, and each read back by the real readers.
 *
 * The event is decided board by board (each game 1-0, ½-½ or 0-1 by a strength model); the
 * match results, match points and game points are derived here, independently of the engine,
 * as the oracle the tests compare with.
 */
import { rng } from '../support/generate';

export type Side = 'W' | 'B';

export interface Game {
  board: number;
  /** Quarters scored by team a's player: 4, 2 or 0. */
  a: 0 | 2 | 4;
}

export interface Match {
  round: number;
  a: number;
  b: number;
  /** Team a's colour on board 1; boards alternate. */
  colourA: Side;
  games: Game[];
  /** A match forfeited: 'a' did not show up (b wins on every board), or 'b'. */
  forfeitBy?: 'a' | 'b';
}

export interface TeamEventSpec {
  teams: string[];
  /** Per team, the player on each board. */
  players: string[][];
  rounds: number;
  boards: number;
  matches: Match[];
  /** Team index of the bye in each round (0-based), if any. */
  byes: { round: number; team: number }[];
}

/** Game points team a scored in a match (quarters). */
export function gamePointsA(m: Match, boards: number): number {
  if (m.forfeitBy) return m.forfeitBy === 'b' ? boards * 4 : 0;
  return m.games.reduce((s, g) => s + g.a, 0);
}

/**
 * `teamCount` teams (odd: one bye a round), `rounds` rounds by the circle method, `boards`
 * boards; in round `forfeitRound` the last match of the round is forfeited by its second team.
 */
export function generateTeamEvent(
  seed: number,
  teamCount = 9,
  rounds = 5,
  boards = 4,
  forfeitRound = 3,
  names?: { teams: string[]; players: string[][] },
): TeamEventSpec {
  const rand = rng(seed);
  const teams =
    names?.teams ??
    Array.from(
      { length: teamCount },
      (_, i) => `Team ${String.fromCharCode(65 + i)}${i % 3 === 0 ? ' Knights' : i % 3 === 1 ? ' Rooks' : ' Pawns'}`,
    );
  const players = names?.players ?? teams.map((_, t) => Array.from({ length: boards }, (_, b) => `P${t + 1}.${b + 1}`));
  const strength = teams.map(() => rand());
  const slots = teamCount % 2 ? teamCount + 1 : teamCount; // the last slot is the bye
  const ring = Array.from({ length: slots }, (_, i) => i);
  const matches: Match[] = [];
  const byes: { round: number; team: number }[] = [];
  for (let round = 1; round <= rounds; round++) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < slots / 2; i++) pairs.push([ring[i], ring[slots - 1 - i]]);
    const roundMatches: Match[] = [];
    for (const [x, y] of pairs) {
      if (x >= teamCount || y >= teamCount) {
        byes.push({ round, team: x < teamCount ? x : y });
        continue;
      }
      const colourA: Side = (round + x) % 2 ? 'W' : 'B';
      const games: Game[] = Array.from({ length: boards }, (_, b) => {
        const p = 0.5 + (strength[x] - strength[y]) * 0.6;
        const r = rand();
        return { board: b + 1, a: r < p - 0.15 ? 4 : r < p + 0.15 ? 2 : 0 } as Game;
      });
      roundMatches.push({ round, a: x, b: y, colourA, games });
    }
    if (round === forfeitRound) {
      const last = roundMatches[roundMatches.length - 1];
      last.forfeitBy = 'b';
      last.games = [];
    }
    matches.push(...roundMatches);
    ring.splice(1, 0, ring.pop()!);
  }
  return { teams, players, rounds, boards, matches, byes };
}

/** Match points (2/1/0) and game points per team, in quarters: the oracle. */
export function expectedTotals(
  spec: TeamEventSpec,
  mp = { win: 8, draw: 4, loss: 0 },
): { matchPoints: number[]; gamePoints: number[] } {
  const matchPoints = spec.teams.map(() => 0);
  const gamePoints = spec.teams.map(() => 0);
  const full = spec.boards * 4;
  for (const m of spec.matches) {
    const a = gamePointsA(m, spec.boards);
    gamePoints[m.a] += a;
    gamePoints[m.b] += full - a;
    const half = full / 2;
    matchPoints[m.a] += a > half ? mp.win : a === half ? mp.draw : mp.loss;
    matchPoints[m.b] += a < half ? mp.win : a === half ? mp.draw : mp.loss;
  }
  for (const bye of spec.byes) {
    matchPoints[bye.team] += mp.win;
    gamePoints[bye.team] += full / 2;
  }
  return { matchPoints, gamePoints };
}

function pts(q: number): string {
  const whole = Math.floor(q / 4);
  return q % 4 ? (whole ? `${whole}½` : '½') : String(whole);
}

function matchOf(
  spec: TeamEventSpec,
  round: number,
  team: number,
): { m: Match; own: number; theirs: number; opp: number; colour: Side; forfeited?: 'won' | 'lost' } | undefined {
  const m = spec.matches.find((x) => x.round === round && (x.a === team || x.b === team));
  if (!m) return undefined;
  const isA = m.a === team;
  const a = gamePointsA(m, spec.boards);
  const own = isA ? a : spec.boards * 4 - a;
  const colour: Side = isA ? m.colourA : m.colourA === 'W' ? 'B' : 'W';
  const forfeited = m.forfeitBy ? ((m.forfeitBy === 'b') === isA ? 'won' : 'lost') : undefined;
  return { m, own, theirs: spec.boards * 4 - own, opp: isA ? m.b : m.a, colour, forfeited };
}

/** US team wall chart: "W5B 3-1" (form 'both') or "W5B (3)" (form 'own'); X/F forfeits; B byes. */
export function writeUsTeam(spec: TeamEventSpec, form: 'both' | 'own' = 'both', columns = true): string[][] {
  const totals = expectedTotals(spec);
  const header = [
    'No.',
    'Team',
    ...(columns ? ['MP', 'GP'] : []),
    ...Array.from({ length: spec.rounds }, (_, r) => `R${r + 1}`),
  ];
  const rows = spec.teams.map((name, t) => {
    const cells = Array.from({ length: spec.rounds }, (_, r) => {
      const round = r + 1;
      if (spec.byes.some((b) => b.round === round && b.team === t))
        return form === 'both' ? 'B' : `B (${pts(spec.boards * 2)})`;
      const x = matchOf(spec, round, t);
      if (!x) return 'U';
      if (x.forfeited) return `${x.forfeited === 'won' ? 'X' : 'F'}${x.opp + 1}`;
      const half = spec.boards * 2;
      const letter = x.own > half ? 'W' : x.own === half ? 'D' : 'L';
      return form === 'both'
        ? `${letter}${x.opp + 1}${x.colour} ${pts(x.own)}-${pts(x.theirs)}`
        : `${letter} ${x.opp + 1} ${x.colour} (${pts(x.own)})`;
    });
    return [String(t + 1), name, ...(columns ? [pts(totals.matchPoints[t]), pts(totals.gamePoints[t])] : []), ...cells];
  });
  return [header, ...rows];
}

/** chess-results team crosstable: "5w3", "2b1½", forfeits "7w+"/"3b-", a bye "-2". */
export function writeChessResultsTeam(spec: TeamEventSpec): string[][] {
  const totals = expectedTotals(spec);
  const header = ['No.', 'Team', ...Array.from({ length: spec.rounds }, (_, r) => `${r + 1}.Rd`), 'MP', 'GP'];
  const rows = spec.teams.map((name, t) => {
    const cells = Array.from({ length: spec.rounds }, (_, r) => {
      const round = r + 1;
      if (spec.byes.some((b) => b.round === round && b.team === t)) return `-${pts(spec.boards * 2)}`;
      const x = matchOf(spec, round, t);
      if (!x) return '-0';
      const c = x.colour.toLowerCase();
      if (x.forfeited) return `${x.opp + 1}${c}${x.forfeited === 'won' ? '+' : '-'}`;
      return `${x.opp + 1}${c}${pts(x.own)}`;
    });
    return [String(t + 1), name, ...cells, pts(totals.matchPoints[t]).replace('½', ',5'), pts(totals.gamePoints[t])];
  });
  return [header, ...rows];
}

/**
 * Board-by-board sheet, one row per game, rounds in order and matches shuffled within a round;
 * a forfeited match as one whole-match row ('match') or as a forfeit on every board ('boards').
 */
export function writeBoardSheet(spec: TeamEventSpec, forfeitStyle: 'match' | 'boards' = 'match', seed = 1): string[][] {
  const rand = rng(seed);
  const header = ['Round', 'Board', 'Team', 'Player', 'Colour', 'Result', 'Opponent team', 'Opponent'];
  const rows: string[][] = [];
  const other = (s: Side): Side => (s === 'W' ? 'B' : 'W');
  for (let round = 1; round <= spec.rounds; round++) {
    const ms = spec.matches.filter((m) => m.round === round).sort(() => rand() - 0.5);
    for (const m of ms) {
      // Sometimes the second team is written first, as a director keying in by table would.
      const flip = rand() < 0.3;
      const [first, second] = flip ? [m.b, m.a] : [m.a, m.b];
      if (m.forfeitBy) {
        const firstWon = (m.forfeitBy === 'b') !== flip;
        const result = firstWon ? '+-' : '-+';
        if (forfeitStyle === 'match')
          rows.push([String(round), '', spec.teams[first], '', '', result, spec.teams[second], '']);
        else
          for (let b = 1; b <= spec.boards; b++)
            rows.push([
              String(round),
              String(b),
              spec.teams[first],
              spec.players[first][b - 1],
              '',
              result,
              spec.teams[second],
              spec.players[second][b - 1],
            ]);
        continue;
      }
      for (const g of m.games) {
        const colourA: Side = g.board % 2 ? m.colourA : other(m.colourA);
        const own = flip ? 4 - g.a : g.a;
        const result = own === 4 ? '1-0' : own === 2 ? '½-½' : '0-1';
        rows.push([
          String(round),
          String(g.board),
          spec.teams[first],
          spec.players[first][g.board - 1],
          flip ? other(colourA) : colourA,
          result,
          spec.teams[second],
          spec.players[second][g.board - 1],
        ]);
      }
    }
    for (const bye of spec.byes.filter((b) => b.round === round))
      rows.push([String(round), '', spec.teams[bye.team], '', '', '', 'BYE', '']);
  }
  return [header, ...rows];
}

export function csv(grid: readonly (readonly string[])[]): string {
  return (
    grid.map((row) => row.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\n') + '\n'
  );
}
