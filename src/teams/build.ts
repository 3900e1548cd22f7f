/**
 * From team rows, in any team notation, to a validated Tournament whose players are the teams:
 * each entry is the match result (won, drawn, lost, forfeited, bye) and carries the game points
 * the team scored. The pairing and mirror checks of individual tables (src/read/build.ts) apply
 * unchanged; on top of them every match is checked the way a director checks a team wall chart:
 * the two teams' game points add up to at most the boards of a match (less when both left a board
 * empty), and the match result agrees with them. Every problem is reported at once with its cell.
 */
import { formatPoints, Quarters } from '../model/points';
import { CrosstableError, Problem } from '../model/problems';
import { EntryKind, Tournament } from '../model/tournament';
import { buildTournament, ReadPlayer } from '../read/build';
import { at } from '../tiebreaks/lookup';
import { DEFAULT_MATCH_POINTS, MatchPoints, matchPointsLabel, scoringOf, TeamCell, TeamRow } from './model';

export interface TeamBuildOptions {
  rounds: number;
  /** "US team notation", as the reader reports it. */
  notation: string;
  /** Boards of a match; found from the game points of the matches played when not given. */
  boards?: number;
  /** Match points for a match won, drawn, lost (default 2, 1, 0). */
  matchPoints?: MatchPoints;
}

type ReadCell = TeamRow['cells'][number];

const describe = (c: ReadCell) => `"${c.raw}"`;
const isMatch = (c: TeamCell) => c.fromGamePoints || c.kind === 'win' || c.kind === 'draw' || c.kind === 'loss';

/** A match is won by the team with more game points than the opposing team. */
function resultOf(own: Quarters, against: Quarters): EntryKind {
  return own > against ? 'win' : own === against ? 'draw' : 'loss';
}

/**
 * The boards of a match: the total game points the matches played add up to (the most common
 * total; matches that disagree are reported by buildTeamEvent).
 */
function findBoards(rows: readonly TeamRow[], rowOf: ReadonlyMap<number, TeamRow>): number | undefined {
  const totals = new Map<Quarters, number>();
  rows.forEach((row) =>
    row.cells.forEach((c, r) => {
      if (!isMatch(c) || c.gamePoints === undefined || c.opponent === undefined) return;
      let against = c.against;
      const theirs = rowOf.get(c.opponent)?.cells[r];
      if (against === undefined && theirs && theirs.opponent === row.number) against = theirs.gamePoints;
      if (against === undefined) return;
      const total = c.gamePoints + against;
      totals.set(total, (totals.get(total) ?? 0) + 1);
    }),
  );
  let best: { total: Quarters; count: number } | undefined;
  for (const [total, count] of totals)
    if (best === undefined || count > best.count || (count === best.count && total > best.total))
      best = { total, count };
  return best !== undefined && best.total > 0 && best.total % 4 === 0 ? best.total / 4 : undefined;
}

/** A cell with its game points filled in. */
type ScoredCell = ReadCell & { gamePoints: Quarters };

/** One team row with its cells scored, found by its number (the first row with that number). */
interface Team {
  row: TeamRow;
  index: number;
  scored: ScoredCell[];
}

/** A team's row with each match's result settled from the game points. */
interface ResolvedTeam extends Team {
  resolved: ScoredCell[];
}

/** The boards of a match and what they allow, in quarters, and as a message names them. */
interface MatchSize {
  boards: number;
  full: Quarters;
  half: Quarters;
  text: string;
}

export function buildTeamEvent(rows: readonly TeamRow[], options: TeamBuildOptions): Tournament {
  const problems: Problem[] = [];
  const size = matchSize(rows, options);
  const teams = rows.map((row, index): Team => ({ row, index, scored: row.cells.map((c) => withGamePoints(c, size)) }));
  const byNumber = new Map<number, Team>();
  for (const team of teams) if (!byNumber.has(team.row.number)) byNumber.set(team.row.number, team);
  const resolved = teams.map((team): ResolvedTeam => ({
    ...team,
    resolved: team.scored.map((c, r) =>
      resolveMatch(c, mirrorOf(byNumber, c, team.row.number, r)?.theirs, size, problems),
    ),
  }));
  checkMirrors(resolved, byNumber, size, problems);

  const players: ReadPlayer[] = resolved.map(({ row, resolved: cells }) => ({
    number: row.number,
    name: row.name,
    rating: null,
    cell: row.cell,
    cells: cells.map((c) => ({ kind: c.kind, opponent: c.opponent, colour: c.colour, raw: c.raw, cell: c.cell })),
  }));
  let tournament: Tournament | undefined;
  try {
    tournament = buildTournament(players, {
      rounds: options.rounds,
      notation: options.notation,
      everyRoundCounts: true,
    });
  } catch (e) {
    if (!(e instanceof CrosstableError)) throw e;
    // The shared checks speak of players; here every row is a team.
    problems.push(...e.problems.map((p) => ({ ...p, message: p.message.replace(/\bplayer(s?)\b/g, 'team$1') })));
  }
  if (problems.length || !tournament) throw new CrosstableError(problems);

  const matchPoints = options.matchPoints ?? DEFAULT_MATCH_POINTS;
  const scoring = scoringOf(matchPoints);
  addGamePoints(tournament, resolved);
  checkDeclaredTotals(tournament, rows, matchPoints, problems);
  if (problems.length) throw new CrosstableError(problems);
  return { ...tournament, boards: size.boards, scoring };
}

/** The boards of a match, given or found; throws when they cannot be told. */
function matchSize(rows: readonly TeamRow[], options: TeamBuildOptions): MatchSize {
  const rowOf = new Map<number, TeamRow>();
  for (const row of rows) if (!rowOf.has(row.number)) rowOf.set(row.number, row);
  const boards = options.boards ?? findBoards(rows, rowOf);
  if (boards === undefined || !(Number.isInteger(boards) && boards >= 1)) {
    throw new CrosstableError([
      {
        cell: rows[0]?.cell,
        message:
          "cannot tell how many boards a match has: expected matches played with both teams' game points (W12 3-1, or 18w3 and 12b1), adding up to the same whole number of boards.",
      },
    ]);
  }
  return {
    boards,
    full: boards * 4,
    half: boards * 2,
    text: `the ${boards} board${boards === 1 ? '' : 's'} of a match`,
  };
}

/** A cell's game points, defaults filled in: a forfeited match goes to the team present on every board, a bye counts half the boards. */
function withGamePoints(c: ReadCell, { full, half }: MatchSize): ScoredCell {
  return {
    ...c,
    gamePoints:
      c.gamePoints ??
      (c.kind === 'forfeitWin'
        ? full
        : c.kind === 'forfeitDraw' || c.kind === 'fullBye' || c.kind === 'halfBye'
          ? half
          : 0),
  };
}

/** The opposing team's cell of the same match and that team, when the pairing mirrors (otherwise buildTournament reports it). */
function mirrorOf(
  byNumber: ReadonlyMap<number, Team>,
  c: TeamCell,
  teamNumber: number,
  r: number,
): { theirs: ScoredCell; team: Team } | undefined {
  const team = c.opponent === undefined ? undefined : byNumber.get(c.opponent);
  const theirs = team?.scored[r];
  return team && theirs?.opponent === teamNumber ? { theirs, team } : undefined;
}

/**
 * The match result: the team with more game points wins the match. Not "more than half the
 * boards": a board both teams left empty scores nothing, so 2-1 on four boards is a match won
 * (chess-results prints such matches, e.g. "14b3" against "6w0" on five boards).
 */
function resolveMatch(c: ScoredCell, theirs: ScoredCell | undefined, size: MatchSize, problems: Problem[]): ScoredCell {
  const out: ScoredCell = { ...c };
  const own = c.gamePoints;
  const against = c.against ?? theirs?.gamePoints ?? size.full - own;
  const should = resultOf(own, against);
  if (c.fromGamePoints) out.kind = should;
  else if (isMatch(c) && should !== c.kind) {
    const word = (k: EntryKind) => (k === 'win' ? 'won' : k === 'draw' ? 'drawn' : 'lost');
    const more = c.kind === 'win' ? 'more than' : c.kind === 'draw' ? 'exactly' : 'less than';
    problems.push({
      cell: c.cell,
      message: `${describe(c)}: a match ${word(c.kind)} with ${formatPoints(own)} game points to ${formatPoints(against)}; expected ${more} ${formatPoints(against)}, or a match ${word(should)}.`,
    });
  }
  if (own > size.full) {
    problems.push({
      cell: c.cell,
      message: `${describe(c)} gives ${formatPoints(own)} game points; expected at most ${size.boards}, ${size.text}.`,
    });
  } else if (c.against !== undefined && own + c.against > size.full) {
    problems.push({
      cell: c.cell,
      message: `${describe(c)} adds up to ${formatPoints(own + c.against)} game points; expected at most ${size.boards}, ${size.text}.`,
    });
  }
  return out;
}

/**
 * Mirror: each team says what the other scored, and together they score at most the boards
 * (less when both teams left a board empty).
 */
function checkMirrors(
  teams: readonly ResolvedTeam[],
  byNumber: ReadonlyMap<number, Team>,
  size: MatchSize,
  problems: Problem[],
): void {
  for (const { row, index: t, resolved } of teams) {
    resolved.forEach((c, r) => {
      const mirror = mirrorOf(byNumber, c, row.number, r);
      if (!mirror) return;
      const { theirs } = mirror;
      const where = `team ${c.opponent}'s round ${r + 1} (${theirs.cell})`;
      if (c.against !== undefined && theirs.gamePoints !== c.against) {
        problems.push({
          cell: c.cell,
          message: `${describe(c)} says team ${c.opponent} scored ${formatPoints(c.against)}, but ${where} says ${describe(theirs)}, ${formatPoints(theirs.gamePoints)}; expected the same game points.`,
        });
      } else if (
        t < mirror.team.index &&
        c.gamePoints + theirs.gamePoints > size.full &&
        (c.against === undefined || theirs.against === undefined)
      ) {
        problems.push({
          cell: c.cell,
          message: `${describe(c)} gives ${formatPoints(c.gamePoints)} game points and ${where} gives ${formatPoints(theirs.gamePoints)}: ${formatPoints(c.gamePoints + theirs.gamePoints)} together; expected at most ${size.boards}, ${size.text}.`,
        });
      }
    });
  }
}

/** Each entry's game points; board by board only, each board's points, for C.07 12 (BC, TBR, BBE). */
function addGamePoints(tournament: Tournament, teams: readonly ResolvedTeam[]): void {
  tournament.players.forEach((player, t) => {
    const { resolved } = at(teams, t);
    player.entries.forEach((e, r) => {
      const c = at(resolved, r);
      e.gamePoints = c.gamePoints;
      if (c.boardPoints) e.boardPoints = c.boardPoints;
    });
  });
}

/** The match points and game points columns, when the table prints them, must agree with the matches. */
function checkDeclaredTotals(
  tournament: Tournament,
  rows: readonly TeamRow[],
  matchPoints: MatchPoints,
  problems: Problem[],
): void {
  const scoring = scoringOf(matchPoints);
  tournament.players.forEach(({ entries }, t) => {
    const row = at(rows, t);
    const mp = entries.reduce((s, e) => s + scoring[e.kind], 0);
    const gp = entries.reduce((s, e) => s + (e.gamePoints ?? 0), 0);
    if (row.declaredMatchPoints !== undefined && row.declaredMatchPoints !== mp) {
      problems.push({
        cell: row.matchPointsCell ?? row.cell,
        message: `the match points column says ${formatPoints(row.declaredMatchPoints)} but team ${row.number}'s matches give ${formatPoints(mp)} at ${matchPointsLabel(matchPoints)} for a match won, drawn, lost; expected them to agree (or name the match points the event uses).`,
      });
    }
    if (row.declaredGamePoints !== undefined && row.declaredGamePoints !== gp) {
      problems.push({
        cell: row.gamePointsCell ?? row.cell,
        message: `the game points column says ${formatPoints(row.declaredGamePoints)} but team ${row.number}'s matches add up to ${formatPoints(gp)}; expected them to agree.`,
      });
    }
  });
}
