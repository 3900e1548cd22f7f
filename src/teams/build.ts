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
function findBoards(rows: readonly TeamRow[], indexOf: Map<number, number>): number | undefined {
  const totals = new Map<Quarters, number>();
  rows.forEach((row) =>
    row.cells.forEach((c, r) => {
      if (!isMatch(c) || c.gamePoints === undefined || c.opponent === undefined) return;
      let against = c.against;
      const opp = indexOf.get(c.opponent);
      const theirs = opp === undefined ? undefined : rows[opp].cells[r];
      if (against === undefined && theirs && theirs.opponent === row.number) against = theirs.gamePoints;
      if (against === undefined) return;
      const total = c.gamePoints + against;
      totals.set(total, (totals.get(total) ?? 0) + 1);
    }),
  );
  let best: Quarters | undefined;
  for (const [total, count] of totals) if (best === undefined || count > totals.get(best)! || (count === totals.get(best)! && total > best)) best = total;
  return best !== undefined && best > 0 && best % 4 === 0 ? best / 4 : undefined;
}

export function buildTeamEvent(rows: readonly TeamRow[], options: TeamBuildOptions): Tournament {
  const problems: Problem[] = [];
  const indexOf = new Map<number, number>();
  rows.forEach((row, i) => indexOf.has(row.number) || indexOf.set(row.number, i));
  const boards = options.boards ?? findBoards(rows, indexOf);
  if (boards === undefined || !(Number.isInteger(boards) && boards >= 1)) {
    throw new CrosstableError([
      {
        cell: rows[0]?.cell,
        message:
          'cannot tell how many boards a match has: expected matches played with both teams\' game points (W12 3-1, or 18w3 and 12b1), adding up to the same whole number of boards.',
      },
    ]);
  }
  const full = boards * 4;
  const half = boards * 2;
  const boardsText = `the ${boards} board${boards === 1 ? '' : 's'} of a match`;

  // The game points of every cell, defaults filled in: a forfeited match goes to the team present
  // on every board, a bye counts half the boards.
  const scored: ReadCell[][] = rows.map((row) =>
    row.cells.map((c) => ({
      ...c,
      gamePoints: c.gamePoints ?? (c.kind === 'forfeitWin' ? full : c.kind === 'forfeitDraw' || c.kind === 'fullBye' || c.kind === 'halfBye' ? half : 0),
    })),
  );
  /** The opposing team's cell of the same match, when the pairing mirrors (otherwise buildTournament reports it). */
  const mirrorOf = (t: number, r: number): ReadCell | undefined => {
    const c = scored[t][r];
    const o = c.opponent === undefined ? undefined : indexOf.get(c.opponent);
    const theirs = o === undefined ? undefined : scored[o][r];
    return theirs?.opponent === rows[t].number ? theirs : undefined;
  };

  // The match result: the team with more game points wins the match. Not "more than half the
  // boards": a board both teams left empty scores nothing, so 2-1 on four boards is a match won
  // (chess-results prints such matches, e.g. "14b3" against "6w0" on five boards).
  const resolved: ReadCell[][] = scored.map((cells, t) =>
    cells.map((c, r) => {
      const out: ReadCell = { ...c };
      const own = c.gamePoints!;
      const against = c.against ?? mirrorOf(t, r)?.gamePoints ?? full - own;
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
      if (own > full) {
        problems.push({ cell: c.cell, message: `${describe(c)} gives ${formatPoints(own)} game points; expected at most ${boards}, ${boardsText}.` });
      } else if (c.against !== undefined && own + c.against > full) {
        problems.push({ cell: c.cell, message: `${describe(c)} adds up to ${formatPoints(own + c.against)} game points; expected at most ${boards}, ${boardsText}.` });
      }
      return out;
    }),
  );

  // Mirror: each team says what the other scored, and together they score at most the boards
  // (less when both teams left a board empty).
  resolved.forEach((cells, t) =>
    cells.forEach((c, r) => {
      const theirs = mirrorOf(t, r);
      if (!theirs) return;
      const o = indexOf.get(c.opponent!)!;
      const where = `team ${c.opponent}'s round ${r + 1} (${theirs.cell})`;
      if (c.against !== undefined && theirs.gamePoints !== c.against) {
        problems.push({ cell: c.cell, message: `${describe(c)} says team ${c.opponent} scored ${formatPoints(c.against)}, but ${where} says ${describe(theirs)}, ${formatPoints(theirs.gamePoints!)}; expected the same game points.` });
      } else if (t < o && c.gamePoints! + theirs.gamePoints! > full && (c.against === undefined || theirs.against === undefined)) {
        problems.push({
          cell: c.cell,
          message: `${describe(c)} gives ${formatPoints(c.gamePoints!)} game points and ${where} gives ${formatPoints(theirs.gamePoints!)}: ${formatPoints(c.gamePoints! + theirs.gamePoints!)} together; expected at most ${boards}, ${boardsText}.`,
        });
      }
    }),
  );

  const players: ReadPlayer[] = rows.map((row, t) => ({
    number: row.number,
    name: row.name,
    rating: null,
    cell: row.cell,
    cells: resolved[t].map((c) => ({ kind: c.kind, opponent: c.opponent, colour: c.colour, raw: c.raw, cell: c.cell })),
  }));
  let tournament: Tournament | undefined;
  try {
    tournament = buildTournament(players, { rounds: options.rounds, notation: options.notation });
  } catch (e) {
    if (!(e instanceof CrosstableError)) throw e;
    // The shared checks speak of players; here every row is a team.
    problems.push(...e.problems.map((p) => ({ ...p, message: p.message.replace(/\bplayer(s?)\b/g, 'team$1') })));
  }
  if (problems.length || !tournament) throw new CrosstableError(problems);

  const matchPoints = options.matchPoints ?? DEFAULT_MATCH_POINTS;
  const scoring = scoringOf(matchPoints);
  tournament.players.forEach((team, t) =>
    team.entries.forEach((e, r) => {
      e.gamePoints = resolved[t][r].gamePoints;
      // Board by board only: each board's points, for C.07 12 (BC, TBR, BBE).
      if (resolved[t][r].boardPoints) e.boardPoints = resolved[t][r].boardPoints;
    }),
  );
  rows.forEach((row, t) => {
    const entries = tournament!.players[t].entries;
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
  if (problems.length) throw new CrosstableError(problems);
  return { ...tournament, boards, scoring };
}

