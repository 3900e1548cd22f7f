/**
 * From rows that a notation has read to a validated Tournament: opponents resolved to players,
 * and every inconsistency reported at once with the cell it sits in. Shared by every notation.
 */
import { formatPoints, Quarters } from '../model/points';
import { CrosstableError, Problem } from '../model/problems';
import {
  Colour,
  Entry,
  EntryKind,
  isPlayed,
  KIND_LABEL,
  MIRROR,
  Player,
  POINTS,
  Tournament,
} from '../model/tournament';
import type { ReadCell } from './notation';

export interface ReadPlayer {
  number: number;
  name: string;
  rating: number | null;
  /** The score the table prints, when it has a score column. */
  declaredScore?: Quarters;
  /** One per round; `raw` says what the cell held, `cell` (or roundCell) where it is. */
  cells: ReadCell[];
  /** Where round r's cell is, for a reading that carries no cell (the grid reader's shared readings). */
  roundCell?: (round: number) => string;
  /** Cell of the player's number (or first cell of the row), and of the score. */
  cell: string;
  scoreCell?: string;
  /** The scores of further score columns ("Total" beside "Score"), each with its cell. */
  moreScores?: { score: Quarters; cell: string; header: string }[];
  /** The row's other columns (Section, Age, School…), header -> text. */
  labels?: Record<string, string>;
}

export interface BuildOptions {
  rounds: number;
  notation: string;
  roundOrderKnown?: boolean;
}

const DESCRIBE = (e: { kind: Entry['kind']; raw?: string }) => (e.raw ? `"${e.raw}"` : KIND_LABEL[e.kind]);

export function buildTournament(rows: readonly ReadPlayer[], options: BuildOptions): Tournament {
  const problems: Problem[] = [];
  const indexOf = indexByNumber(rows, problems);
  const players: Player[] = rows.map((row) => ({
    number: row.number,
    name: row.name,
    rating: row.rating,
    cell: row.cell,
    ...(row.labels ? { labels: row.labels } : {}),
    entries: row.cells.map((c, r) => toEntry(c, r, row, indexOf, problems)),
  }));
  checkPairings(players, options.rounds, problems);
  checkScores(rows, players, problems);

  if (problems.length) throw new CrosstableError(problems);
  return {
    players,
    rounds: options.rounds,
    hasColours: everyGameHasColour(players),
    roundOrderKnown: options.roundOrderKnown ?? true,
    notation: options.notation,
  };
}

/** True when the table has played games and every one carries a colour. */
function everyGameHasColour(players: readonly Player[]): boolean {
  let played = false;
  for (const p of players) {
    for (const e of p.entries) {
      if (!isPlayed(e)) continue;
      if (e.colour === undefined) return false;
      played = true;
    }
  }
  return played;
}

/** Each player number's place in the rows; a number used twice is a problem at the second. */
function indexByNumber(rows: readonly ReadPlayer[], problems: Problem[]): Map<number, number> {
  const indexOf = new Map<number, number>();
  rows.forEach((row, i) => {
    const first = indexOf.get(row.number);
    if (first !== undefined) {
      problems.push({
        cell: row.cell,
        message: `player number ${row.number} is used twice (also at ${rows[first]!.cell}); expected each number once.`,
      });
    } else indexOf.set(row.number, i);
  });
  return indexOf;
}

/**
 * A round as the reader built it. Every entry has the same fields, so the loops over them stay
 * fast; `cell` ("E7") is worked out when something asks (a message, an explanation), since a
 * large table has a hundred thousand cells and few are ever named.
 */
class ReadEntry implements Entry {
  colour: Colour | undefined;
  opponent: number | undefined = undefined;

  constructor(
    public kind: EntryKind,
    public raw: string,
    colour: Colour | undefined,
    private readonly at: string | ((round: number) => string),
    private readonly round: number,
  ) {
    this.colour = colour || undefined;
  }

  get cell(): string {
    return typeof this.at === 'string' ? this.at : this.at(this.round);
  }
}

/** Where round r's cell of the row is: the reading's own cell, or the row's namer. */
function whereIs(c: ReadCell, r: number, row: ReadPlayer): string | ((round: number) => string) {
  if (c.cell !== undefined) return c.cell;
  if (!row.roundCell) throw new Error(`buildTournament: player ${row.number}'s round ${r + 1} names no cell`);
  return row.roundCell;
}

/** Round r's cell as an entry, its opponent's number resolved to their place; an unknown number, or the player's own, is a problem. */
function toEntry(
  c: ReadCell,
  r: number,
  row: ReadPlayer,
  indexOf: ReadonlyMap<number, number>,
  problems: Problem[],
): Entry {
  const entry = new ReadEntry(c.kind, c.raw, c.colour, whereIs(c, r, row), r);
  if (c.opponent === undefined) return entry;
  const opp = indexOf.get(c.opponent);
  if (opp === undefined) {
    problems.push({
      cell: entry.cell,
      message: `"${c.raw}" names player ${c.opponent}, who is not in the table; expected the number of a player listed.`,
    });
  } else if (c.opponent === row.number) {
    problems.push({
      cell: entry.cell,
      message: `"${c.raw}" pairs player ${row.number} with themselves; expected another player's number.`,
    });
  } else entry.opponent = opp;
  return entry;
}

/** Each pairing, round by round: one opponent per player a round, and the opponent's cell saying the same game. */
function checkPairings(players: readonly Player[], rounds: number, problems: Problem[]): void {
  // Per round, who named each player as their opponent (-1: nobody yet); an array, not a Map,
  // because this is asked once for every pairing of the table.
  const namedBy = new Int32Array(players.length);
  for (let r = 0; r < rounds; r++) {
    namedBy.fill(-1);
    for (let p = 0; p < players.length; p++) {
      const player = players[p]!;
      // Every reader gives each player one cell per round.
      const e = player.entries[r]!;
      if (e.opponent === undefined) continue;
      const earlier = namedBy[e.opponent]!;
      if (earlier !== -1) {
        const other = players[earlier]!.entries[r]!;
        problems.push({
          cell: e.cell,
          message: `player ${players[e.opponent]!.number} is already the round ${r + 1} opponent of player ${players[earlier]!.number} (${other.cell}); expected each player once per round.`,
        });
        continue;
      }
      namedBy[e.opponent] = p;
      checkMirror(players, r, p, e, e.opponent, problems);
    }
  }
}

/** Player p's entry `e` in round r against their opponent q's entry for that round: the mirrored result, with the other colour. */
function checkMirror(players: readonly Player[], r: number, p: number, e: Entry, q: number, problems: Problem[]): void {
  const opponent = players[q]!;
  const theirs = opponent.entries[r]!;
  const expected = MIRROR[e.kind];
  const mirrored =
    expected.includes(theirs.kind) &&
    (theirs.opponent === p || (theirs.opponent === undefined && !isPlayed(theirs))) &&
    !(e.colour && theirs.colour && e.colour === theirs.colour);
  if (mirrored) return;
  const want = expected.map((k) => KIND_LABEL[k]).join(' or ');
  problems.push({
    cell: e.cell,
    message:
      `${DESCRIBE(e)} in round ${r + 1}, but player ${opponent.number}'s round ${r + 1} (${theirs.cell ?? 'their row'}) says ${DESCRIBE(theirs)}; ` +
      `expected a ${want} against player ${players[p]!.number}` +
      (e.colour && theirs.colour === e.colour ? ' with the other colour.' : '.'),
  });
}

/** Every score column the table prints against the sum of the player's results. */
function checkScores(rows: readonly ReadPlayer[], players: readonly Player[], problems: Problem[]): void {
  rows.forEach((row, p) => {
    if (row.declaredScore === undefined && !row.moreScores?.length) return;
    let total = 0;
    // players is rows, read one to one.
    for (const e of players[p]!.entries) total += POINTS[e.kind];
    if (row.declaredScore !== undefined)
      checkScore(row, total, { score: row.declaredScore, cell: row.scoreCell ?? row.cell, header: 'score' }, problems);
    for (const d of row.moreScores ?? []) checkScore(row, total, d, problems);
  });
}

/** One score column of a row against the row's results. */
function checkScore(
  row: ReadPlayer,
  total: number,
  d: { score: Quarters; cell: string; header: string },
  problems: Problem[],
): void {
  if (total === d.score) return;
  problems.push({
    cell: d.cell,
    message: `the ${d.header} column says ${formatPoints(d.score)} but player ${row.number}'s results add up to ${formatPoints(total)}; expected them to agree.`,
  });
}
