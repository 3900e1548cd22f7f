/**
 * Which boards can change a player's rank. A player's rank counts who finishes above them: on
 * score, which only that player's board and their own decide; on tiebreaks, only among those who
 * can end on the same score ("rivals"), whose values read their opponents' results (Solkoff,
 * Modified Median, Sonneborn-Berger, Buchholz: the opponents' final scores) and, for a few systems,
 * their opponents' opponents'. Every other board leaves the player's rank as it is.
 */
import { POINTS, Tournament } from '../model/tournament';
import type { TiebreakSpec } from '../tiebreaks/registry';
import { Board, LastRoundEvent } from './event';

/**
 * Systems whose value for a player reads the results of the opponents' opponents: AOB (the
 * opponents' Buchholz) and OPPPERF (an unrated opponent's performance is worked from their own
 * opponents). Every other system reads at most the opponents' own results, or the group's.
 */
const READS_SECOND_OPPONENTS = new Set(['AOB', 'OPPPERF', 'APPO', 'APRO']);

/** Each player's final score can be any of these, in quarters: three on a board, one otherwise. */
export function finalScores(event: LastRoundEvent, before: readonly number[]): number[][] {
  const onBoard = boardOf(event);
  return before.map((s, p) => {
    if (onBoard[p] !== -1) return [s, s + 2, s + 4];
    const e = event.fixed.get(p);
    return [s + (e ? POINTS[e.kind] : 0)];
  });
}

/** By player index: the index of the board they play on, or -1. */
export function boardOf(event: LastRoundEvent): Int32Array {
  const at = new Int32Array(event.before.players.length).fill(-1);
  event.boards.forEach((b: Board, i) => {
    at[b.first] = i;
    at[b.second] = i;
  });
  return at;
}

/** Players other than p who can end on one of `scores` (p's possible final scores, or one of them). */
export function rivalsOf(p: number, finals: readonly (readonly number[])[], scores: readonly number[]): number[] {
  const mine = new Set(scores);
  const out: number[] = [];
  finals.forEach((scores, q) => {
    if (q !== p && scores.some((s) => mine.has(s))) out.push(q);
  });
  return out;
}

/** Everyone a player met or meets in a game with an opponent (any round, the last included). */
function opponentsOf(t: Tournament, event: LastRoundEvent, onBoard: Int32Array, p: number): number[] {
  const out = new Set<number>();
  for (const e of t.players[p]!.entries) if (e.opponent !== undefined) out.add(e.opponent);
  const b = onBoard[p]!;
  if (b !== -1) {
    const board = event.boards[b]!;
    out.add(board.first === p ? board.second : board.first);
  }
  const fixed = event.fixed.get(p);
  if (fixed?.opponent !== undefined) out.add(fixed.opponent);
  return [...out];
}

/** How far a player's values read: their opponents' results (1), or their opponents' opponents' too (2). */
function depthOf(order: readonly TiebreakSpec[]): number {
  return order.some((s) => READS_SECOND_OPPONENTS.has(s.code)) ? 2 : 1;
}

/** The players `from` and everyone whose results their values read under `order`. */
function readersOf(
  event: LastRoundEvent,
  order: readonly TiebreakSpec[],
  onBoard: Int32Array,
  from: number[],
): Set<number> {
  const players = new Set<number>(from);
  let frontier = [...players];
  for (let d = 0; d < depthOf(order); d++) {
    const next: number[] = [];
    for (const q of frontier)
      for (const o of opponentsOf(event.before, event, onBoard, q))
        if (!players.has(o)) {
          players.add(o);
          next.push(o);
        }
    frontier = next;
  }
  return players;
}

/** The boards (ascending) these players sit at. */
function boardsOf(players: Iterable<number>, onBoard: Int32Array): number[] {
  const boards = new Set<number>();
  for (const q of players) if (onBoard[q] !== -1) boards.add(onBoard[q]!);
  return [...boards].sort((a, b) => a - b);
}

/**
 * The boards (ascending) player q's score and values read under `order`: their own and their
 * opponents' (and, for a system of READS_SECOND_OPPONENTS, those opponents' opponents'). No other
 * board changes q's row of the final standings.
 */
export function scopeOf(
  event: LastRoundEvent,
  order: readonly TiebreakSpec[],
  onBoard: Int32Array,
  q: number,
): number[] {
  return boardsOf(readersOf(event, order, onBoard, [q]), onBoard);
}

/**
 * The boards (indexes, ascending) whose results can change player p's rank under `order` when p
 * ends on one of `scores`: p's own board, the boards of those who can end level with p, and those
 * of everyone whose results their tiebreaks read.
 */
export function boardsThatMatter(
  event: LastRoundEvent,
  order: readonly TiebreakSpec[],
  finals: readonly (readonly number[])[],
  p: number,
  scores: readonly number[] = finals[p]!,
): number[] {
  const onBoard = boardOf(event);
  return boardsOf(readersOf(event, order, onBoard, [p, ...rivalsOf(p, finals, scores)]), onBoard);
}
