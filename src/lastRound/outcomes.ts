/**
 * Ranking endings of the last round. An ending is one result per board; ranking it is the
 * standings' own rank(), so every tiebreak is exactly what the final standings would print.
 * Endings already ranked are kept, so two players' questions that share an ending rank it once.
 */
import { rank, RankRequest } from '../standings/rank';
import { BoardResult, Endings } from './event';

/** What one ending gives each player (by player index). */
export interface EndingResult {
  /** The ending: each board's result. */
  results: readonly BoardResult[];
  /** The first number of the player's rank ("3" of "3-5"). */
  rank: Int32Array;
  /** The player's place by score alone ("2-5"). */
  place: string[];
}

export type RankedEnding = EndingResult;

export class EndingRanker {
  private readonly seen = new Map<string, EndingResult>();
  /** How many endings were ranked (not found already ranked). */
  ranked = 0;

  constructor(
    private readonly endings: Endings,
    private readonly request: RankRequest,
  ) {}

  /** Every ending ranked so far. */
  forEach(visit: (e: EndingResult) => void): void {
    this.seen.forEach(visit);
  }

  result(results: readonly BoardResult[]): EndingResult {
    const key = results.join('');
    let found = this.seen.get(key);
    if (!found) {
      found = this.rankEnding(results);
      this.seen.set(key, found);
      this.ranked++;
    }
    return found;
  }

  private rankEnding(results: readonly BoardResult[]): EndingResult {
    const standings = rank(this.endings.play(results), this.request);
    const n = standings.rows.length;
    const out: EndingResult = { results: results.slice(), rank: new Int32Array(n), place: new Array<string>(n) };
    for (const row of standings.rows) {
      out.rank[row.player] = firstNumber(row.rank);
      out.place[row.player] = row.place;
    }
    return out;
  }
}

/** 3 of "3-5", 3 of "3". */
export function firstNumber(span: string): number {
  return parseInt(span, 10);
}

/** The last number of a span: 5 of "3-5", 3 of "3". */
export function lastNumber(span: string): number {
  const dash = span.indexOf('-');
  return parseInt(dash < 0 ? span : span.slice(dash + 1), 10);
}

/**
 * Every ending of the boards `varied` (board indexes), the other boards as in `base`: calls
 * `visit` with the results of all boards, 3^varied.length times, in a fixed order.
 */
export function eachEnding(
  boardCount: number,
  varied: readonly number[],
  base: readonly BoardResult[],
  visit: (results: readonly BoardResult[]) => void,
): void {
  const results: BoardResult[] = Array.from({ length: boardCount }, (_, b) => base[b] ?? 1);
  const step = (i: number): void => {
    if (i === varied.length) return visit(results);
    for (const r of [0, 1, 2] as const) {
      results[varied[i]!] = r;
      step(i + 1);
    }
  };
  step(0);
}
