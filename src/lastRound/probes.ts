/**
 * Endings worth ranking when there are too many to rank them all: for each player, the endings
 * most likely to give their best and worst rank (their rivals losing and their opponents winning,
 * or the reverse), and a fixed sample of the rest. Every ending ranked is a real one, so a rank it
 * gives is a rank the player can really reach.
 */
import { Board, BoardResult, LastRoundEvent } from './event';
import { boardOf, rivalsOf } from './relevance';

/** The result of board `b` that gives player q `want` (1 win, ½ draw, 0 loss). */
function resultFor(board: Board, q: number, want: 'win' | 'loss'): BoardResult {
  return (board.first === q) === (want === 'win') ? 0 : 2;
}

/**
 * For each of player p's own results, two endings: one where their rivals lose and their
 * opponents win (helping p's score place and tiebreaks), one the reverse. A board is set by the
 * first wish that names it; boards nobody wishes for are drawn.
 */
export function targetedEndings(
  event: LastRoundEvent,
  finals: readonly (readonly number[])[],
  p: number,
): BoardResult[][] {
  const onBoard = boardOf(event);
  const rivals = rivalsOf(p, finals, finals[p]!);
  const opponents = [
    ...new Set(event.before.players[p]!.entries.flatMap((e) => (e.opponent === undefined ? [] : [e.opponent]))),
  ];
  const owns: (BoardResult | null)[] = onBoard[p] === -1 ? [null] : [0, 1, 2];
  const out: BoardResult[][] = [];
  for (const own of owns) {
    for (const [rivalsDo, opponentsDo] of [
      ['loss', 'win'],
      ['win', 'loss'],
    ] as const) {
      const results: (BoardResult | undefined)[] = event.boards.map(() => undefined);
      if (own !== null) results[onBoard[p]!] = own;
      const wish = (q: number, want: 'win' | 'loss') => {
        const b = onBoard[q]!;
        if (b !== -1 && results[b] === undefined) results[b] = resultFor(event.boards[b]!, q, want);
      };
      rivals.forEach((q) => wish(q, rivalsDo));
      opponents.forEach((q) => wish(q, opponentsDo));
      out.push(results.map((r) => r ?? 1));
    }
  }
  return out;
}

/**
 * Numbers in [0, 1) from a fixed seed (mulberry32): a sample drawn with it is the same every time,
 * so the same table always gets the same answer.
 */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` endings drawn at random from a fixed seed, so the same table always gets the same answer. */
export function sampleEndings(boards: number, count: number): BoardResult[][] {
  const next = seededRandom(0x9e3779b9);
  return Array.from({ length: count }, () =>
    Array.from({ length: boards }, () => Math.floor(next() * 3) as BoardResult),
  );
}
