/**
 * The best and worst place on score alone, exactly, without ranking any ending. A place counts
 * who finishes above (its first number) and who finishes level (its last); on score, each board
 * moves only its own two players, so the best place takes, board by board, the result that puts
 * fewest above and then fewest level, and the worst the most (research/last-round.md).
 */
import { BoardResult, LastRoundEvent } from './event';

/** A place as its two numbers: "3-5" is { first: 3, last: 5 }. */
export interface PlaceSpan {
  first: number;
  last: number;
}

export function spanText({ first, last }: PlaceSpan): string {
  return first === last ? `${first}` : `${first}-${last}`;
}

/** What a board's two players' final scores are for each ending, in quarters. */
function boardScores(event: LastRoundEvent, before: readonly number[], b: number): [number, number][] {
  const { first, second } = event.boards[b]!;
  const f = before[first]!;
  const s = before[second]!;
  return [
    [f + 4, s],
    [f + 2, s + 2],
    [f, s + 4],
  ];
}

/** Player p's best and worst place by score, given each player's score before the round. */
export function placeRange(
  event: LastRoundEvent,
  before: readonly number[],
  fixedFinal: readonly (number | null)[],
  p: number,
  ownBoard: number,
): PlaceRange & { byOwn: Map<BoardResult | null, PlaceRange> } {
  const byOwn = new Map<BoardResult | null, PlaceRange>();
  const owns: (BoardResult | null)[] = ownBoard === -1 ? [null] : [0, 1, 2];
  for (const own of owns) {
    const mine =
      own === null
        ? fixedFinal[p]!
        : boardScores(event, before, ownBoard)[own]![event.boards[ownBoard]!.first === p ? 0 : 1]!;
    byOwn.set(own, spansFor(event, before, fixedFinal, mine, ownBoard, own));
  }
  const all = [...byOwn.values()];
  const best = all.map((x) => x.best).reduce((a, b) => (better(b, a) ? b : a));
  const worst = all.map((x) => x.worst).reduce((a, b) => (better(a, b) ? b : a));
  return { best, worst, lowest: Math.max(...all.map((x) => x.lowest)), byOwn };
}

/**
 * The best and worst place, and the lowest rank the scores allow: the most players that can
 * finish above or level at once (a worst place puts the most above, not always the most level).
 */
export interface PlaceRange {
  best: PlaceSpan;
  worst: PlaceSpan;
  lowest: number;
}

/** a is a better place than b: fewer above, then fewer level. */
export function better(a: PlaceSpan, b: PlaceSpan): boolean {
  return a.first < b.first || (a.first === b.first && a.last < b.last);
}

function spansFor(
  event: LastRoundEvent,
  before: readonly number[],
  fixedFinal: readonly (number | null)[],
  mine: number,
  ownBoard: number,
  own: BoardResult | null,
): PlaceRange {
  let above = 0;
  let level = 0;
  fixedFinal.forEach((s) => {
    if (s === null) return;
    if (s > mine) above++;
    else if (s === mine) level++;
  });
  // `level` counts the player too when their own score is fixed; a board counts them below.
  let minAbove = above;
  let minLevel = level;
  let maxAbove = above;
  let maxLevel = level;
  let lowest = above + level;
  event.boards.forEach((_, b) => {
    const options = boardScores(event, before, b)
      .map((pair, r) => ({ r, pair }))
      .filter(({ r }) => b !== ownBoard || r === own)
      .map(({ pair }) => [count(pair, (s) => s > mine), count(pair, (s) => s === mine)] as const);
    const lo = options.reduce((x, y) => (y[0] < x[0] || (y[0] === x[0] && y[1] < x[1]) ? y : x));
    const hi = options.reduce((x, y) => (y[0] > x[0] || (y[0] === x[0] && y[1] > x[1]) ? y : x));
    minAbove += lo[0];
    minLevel += lo[1];
    maxAbove += hi[0];
    maxLevel += hi[1];
    lowest += Math.max(...options.map(([a, l]) => a + l));
  });
  return {
    best: { first: minAbove + 1, last: minAbove + minLevel },
    worst: { first: maxAbove + 1, last: maxAbove + maxLevel },
    lowest,
  };
}

function count(pair: readonly [number, number], test: (s: number) => boolean): number {
  return (test(pair[0]) ? 1 : 0) + (test(pair[1]) ? 1 : 0);
}
