/**
 * Builds small crosstables for tests from games and byes, writing both players' cells in US
 * notation so every result mirrors, then reads them through the real reader.
 */
import { readCrosstable } from '../../src/read';
import { CrosstableError, Problem } from '../../src/model/problems';
import type { Tournament } from '../../src/model/tournament';

export type Result = 'W' | 'L' | 'D' | 'X' | 'F';
const MIRROR: Record<Result, Result> = { W: 'L', L: 'W', D: 'D', X: 'F', F: 'X' };

export class TableBuilder {
  private rows: { name: string; rating: number | null; cells: string[] }[] = [];

  constructor(readonly rounds: number) {}

  /** Adds a player and returns their pairing number. */
  player(name = `P${this.rows.length + 1}`, rating: number | null = null): number {
    this.rows.push({ name, rating, cells: new Array(this.rounds).fill('') });
    return this.rows.length;
  }

  /** `a` (White) against `b` (Black) in round `round` (1-based); `result` is a's. */
  game(round: number, a: number, b: number, result: Result): this {
    const forfeit = result === 'X' || result === 'F';
    this.set(round, a, `${result}${b}${forfeit ? '' : 'W'}`);
    this.set(round, b, `${MIRROR[result]}${a}${forfeit ? '' : 'B'}`);
    return this;
  }

  /** A bye or unpaired round: 'B' full point, 'H' half point, 'U' zero. */
  bye(round: number, p: number, code: 'B' | 'H' | 'U'): this {
    return this.set(round, p, code);
  }

  /** Gives player p the results listed (one per round, null to leave a round as it is) against fresh opponents. */
  results(p: number, results: readonly (Result | 'B' | 'H' | 'U' | null)[]): this {
    results.forEach((r, i) => {
      if (r === null) return;
      if (r === 'B' || r === 'H' || r === 'U') this.bye(i + 1, p, r);
      else this.game(i + 1, p, this.player(), r);
    });
    return this;
  }

  grid(): string[][] {
    const header = ['No.', 'Name', 'Rating', ...Array.from({ length: this.rounds }, (_, i) => `R${i + 1}`)];
    return [
      header,
      ...this.rows.map((r, i) => [String(i + 1), r.name, r.rating === null ? '' : String(r.rating), ...r.cells]),
    ];
  }

  tournament(): Tournament {
    return readCrosstable(this.grid());
  }

  private set(round: number, p: number, cell: string): this {
    const row = this.rows[p - 1];
    if (row.cells[round - 1] !== '') throw new Error(`player ${p} already has a round ${round} cell`);
    row.cells[round - 1] = cell;
    return this;
  }
}

/** The problems a read reports; fails the test if it throws anything else or nothing. */
export function problemsOf(read: () => unknown): Problem[] {
  try {
    read();
  } catch (e) {
    expect(e).toBeInstanceOf(CrosstableError);
    return [...(e as CrosstableError).problems];
  }
  throw new Error('expected a CrosstableError, but the table was accepted');
}
