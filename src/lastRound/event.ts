/**
 * The event before its last round: every round but the last complete, and the last round's
 * pairings. A board is a game still to be played (a win, a draw or a loss); every other player's
 * last-round entry is already known (a bye, a forfeit recorded, not paired) and stays as it is.
 */
import { CrosstableError, Problem } from '../model/problems';
import type { Quarters } from '../model/points';
import { Entry, EntryKind, isPlayed, PairingCell, Player, POINTS, Tournament } from '../model/tournament';

/** A game of the last round still to be played. `first` has White when the table records colours. */
export interface Board {
  /** 1 is the top board: boards are numbered by the higher score on them, then by pairing number. */
  number: number;
  first: number;
  second: number;
}

/** How a board can end: the first player wins, a draw, the second player wins. */
export type BoardResult = 0 | 1 | 2;
export const BOARD_RESULTS: readonly BoardResult[] = [0, 1, 2];

export interface LastRoundEvent {
  /** The event after every round but the last. */
  before: Tournament;
  boards: readonly Board[];
  /** Round R's entry of every player not on a board (by player index): a bye, a recorded forfeit, not paired. */
  fixed: ReadonlyMap<number, Entry>;
  /**
   * Before the last round is paired (no boards yet): the players still to be paired (indexes),
   * and the points of the pairing-allocated bye one of them takes when they are an odd number.
   */
  unpaired?: { toPair: readonly number[]; pab: Quarters };
}

/**
 * A finished event as it stood before its last round, its pairings kept: each game played in the
 * last round becomes a board to play; byes and forfeits stay as recorded. For the reference
 * tournaments ("was the real result predicted?") and the tests.
 */
export function beforeLastRound(t: Tournament): LastRoundEvent {
  const last = t.rounds - 1;
  const fixed = new Map<number, Entry>();
  const pairs: [number, number][] = [];
  t.players.forEach((p, i) => {
    const e = p.entries[last]!;
    if (!isPlayed(e) || e.opponent === undefined) fixed.set(i, e);
    else if (i < e.opponent) pairs.push(e.colour === 'B' ? [e.opponent, i] : [i, e.opponent]);
  });
  const before: Tournament = {
    ...t,
    rounds: last,
    players: t.players.map((p) => copyPlayer(p, p.entries.slice(0, last))),
  };
  return { before, boards: numberBoards(before, pairs), fixed };
}

/**
 * The event before the round in progress (read/rounds.ts): every game paired without a result is a
 * board to play; a result already in (a bye, a forfeit, a game finished early) stays; a player with
 * no cell in the round is not paired. A player expected in the round whose pairing is not written
 * (a blank cell) is refused with the cell: what they need depends on whom they meet.
 */
export function lastRoundEvent(t: Tournament): LastRoundEvent {
  const round = t.roundInProgress;
  if (!round)
    throw new CrosstableError([
      {
        message: `No round is in progress: every round of the table (${t.rounds}) has all its results. Write the next round's pairings without results (chess-results "13b", a TRF's opponent and colour with the result left blank) to see what each player needs.`,
      },
    ]);
  const problems: Problem[] = [];
  const fixed = new Map<number, Entry>();
  const pairs: [number, number][] = [];
  for (const c of round.pairings) pairingOf(c, fixed, pairs, problems);
  if (problems.length) throw new CrosstableError(problems);
  const players = t.players.map((p) => copyPlayer(p, p.entries.slice(0, t.rounds)));
  t.players.forEach((_, i) => {
    if (!fixed.has(i) && !pairs.some(([a, b]) => a === i || b === i)) fixed.set(i, { kind: 'zeroBye' });
  });
  const { roundInProgress: _next, plannedRounds: _planned, ...rest } = t;
  const before: Tournament = { ...rest, players };
  return { before, boards: numberBoards(before, pairs), fixed };
}

/** One player's cell of the round in progress: a result kept, a game to play (once per pair), or a missing pairing. */
function pairingOf(c: PairingCell, fixed: Map<number, Entry>, pairs: [number, number][], problems: Problem[]): void {
  if (c.result !== undefined) {
    fixed.set(c.player, {
      kind: c.result,
      ...(c.opponent !== undefined ? { opponent: c.opponent } : {}),
      ...(c.colour ? { colour: c.colour } : {}),
    });
  } else if (c.opponent === undefined) {
    problems.push({
      ...(c.cell ? { cell: c.cell } : {}),
      message: `no pairing is written for this round: what each player needs depends on whom they meet. Write the opponent without a result (chess-results "13b", a TRF's opponent and colour with the result left blank), or U if the player is not paired.`,
    });
  } else if (c.player < c.opponent || c.colour === 'W') {
    // Each game once: from White's cell when colours are written, else the lower place's.
    if (!pairs.some(([a, b]) => (a === c.player && b === c.opponent) || (a === c.opponent && b === c.player)))
      pairs.push(c.colour === 'B' ? [c.opponent, c.player] : [c.player, c.opponent]);
  }
}

/** Boards in the order a pairing sheet lists them: the higher score on the board first, then the lower pairing number. */
export function numberBoards(before: Tournament, pairs: readonly (readonly [number, number])[]): Board[] {
  const score = before.players.map(scoreOf);
  const top = ([a, b]: readonly [number, number]) => Math.max(score[a]!, score[b]!);
  const low = ([a, b]: readonly [number, number]) => Math.min(before.players[a]!.number, before.players[b]!.number);
  return [...pairs]
    .sort((x, y) => top(y) - top(x) || low(x) - low(y))
    .map(([first, second], i) => ({ number: i + 1, first, second }));
}

/** A player's score over the entries they have, in quarters. */
export function scoreOf(p: Player): Quarters {
  return p.entries.reduce((s, e) => s + POINTS[e.kind], 0);
}

/** A player with these entries and nothing else of the reader's (a copy is ranked by its entries). */
function copyPlayer(p: Player, entries: Entry[]): Player {
  const { number, name, rating, cell, labels } = p;
  return { number, name, rating, entries, ...(cell ? { cell } : {}), ...(labels ? { labels } : {}) };
}

/** The kinds each side of a board gets for each way it can end. */
const SIDES: Record<BoardResult, [EntryKind, EntryKind]> = {
  0: ['win', 'loss'],
  1: ['draw', 'draw'],
  2: ['loss', 'win'],
};

/**
 * The finished event for any ending of the boards, made once and changed in place: `play` sets
 * every board's result and returns the same tournament, so ranking thousands of endings makes no
 * copy of the table each time.
 */
export interface Endings {
  final: Tournament;
  play(results: ArrayLike<BoardResult>): Tournament;
}

export function endings(event: LastRoundEvent): Endings {
  const { before, boards, fixed } = event;
  const colours = before.hasColours;
  const last = new Map<number, Entry>(fixed);
  const sides: [Entry, Entry][] = boards.map((b) => {
    const first: Entry = { kind: 'draw', opponent: b.second, ...(colours ? { colour: 'W' } : {}) };
    const second: Entry = { kind: 'draw', opponent: b.first, ...(colours ? { colour: 'B' } : {}) };
    last.set(b.first, first);
    last.set(b.second, second);
    return [first, second];
  });
  const players = before.players.map((p, i) => copyPlayer(p, [...p.entries, last.get(i) ?? { kind: 'zeroBye' }]));
  const final: Tournament = { ...before, players, rounds: before.rounds + 1 };
  return {
    final,
    play(results) {
      sides.forEach(([first, second], b) => {
        const [a, z] = SIDES[results[b] as BoardResult];
        first.kind = a;
        second.kind = z;
      });
      return final;
    },
  };
}

/**
 * Player p's worst and best final score, in quarters: a game to play (paired or not yet) from a
 * loss to a win; a recorded round as it stands; the only player left to pair, the bye.
 */
export function finalScoreRange(event: LastRoundEvent, p: number): [Quarters, Quarters] {
  const now = scoreOf(event.before.players[p]!);
  const fixed = event.fixed.get(p);
  if (fixed) return [now + POINTS[fixed.kind], now + POINTS[fixed.kind]];
  const alone = event.unpaired?.toPair.length === 1;
  if (alone) return [now + event.unpaired!.pab, now + event.unpaired!.pab];
  return [now, now + POINTS.win];
}
