/**
 * What each player is sorted by in the final standings (their final score, then each tiebreak's
 * order key) for every ending of the boards they read: their own board and their opponents'
 * (relevance.ts). A player reads a few boards (five before the fifth round), so a table of 3^5
 * entries holds every value they can end with, and comparing two players in any ending is a
 * lookup, not a ranking. This is what lets a large field be answered exactly (decisive.ts,
 * countSearch.ts).
 *
 * Only the tiebreaks before the first group system (head-to-head, direct encounter) go into the
 * keys: a group system's value depends on who else is level, which no one player's table says.
 * Players level on every key are then not yet ordered (`groupAfter`).
 */
import { TiebreakContext } from '../tiebreaks/context';
import { TIEBREAKS, TiebreakSpec } from '../tiebreaks/registry';
import { lackedData } from '../tiebreaks/tableData';
import { orderKey } from '../standings/rank';
import { BoardResult, Endings, endings, LastRoundEvent } from './event';
import { boardOf, scopeOf } from './relevance';

/** One player's keys (score first) for every ending of the boards in `boards`. */
export interface KeyTable {
  /** The boards read, ascending; entry index = Σ result(boards[i]) · 3^(n-1-i). */
  boards: number[];
  /** Entries × width, row-major. */
  keys: Float64Array;
}

/**
 * Every player's key table, made when first asked for: a table costs a ranking context per entry
 * (3^5 of them), over the whole field, so only the players a question reaches are tabled.
 */
export class KeyTables {
  private readonly made: (KeyTable | undefined)[];
  /** What the tables made so far cost: entries made times players in the field (each entry ranks a context of them all). */
  work = 0;
  private readonly play: Endings;
  private readonly results: BoardResult[];
  private readonly players: number;
  /** By level: passed over (no data for it, or a group system), everyone level on it. */
  private readonly passed: readonly boolean[];

  constructor(
    event: LastRoundEvent,
    private readonly levels: readonly TiebreakSpec[],
    /** The boards each player's keys read (relevance.ts scopeOf). */
    private readonly scopes: readonly number[][],
    /** Keys per entry: the score and each tiebreak before the first group system. */
    readonly width: number,
    /** A group system follows the keys: players level on all of them are not yet ordered. */
    readonly groupAfter: boolean,
    /** The most work (see `work`) all tables together may cost. */
    private readonly cap: number,
  ) {
    this.made = scopes.map(() => undefined);
    this.play = endings(event);
    this.results = event.boards.map(() => 1);
    this.players = event.before.players.length;
    // What the table lacks (colours, ratings) does not change from one ending to the next.
    this.passed = levels.map(
      (s) => TIEBREAKS[s.code].kind !== 'player' || !!lackedData(this.play.final, TIEBREAKS[s.code].needs, s.options),
    );
  }

  /**
   * Whether the tables of these players not made yet fit in what is left of `cap` (work): a
   * question that would need more is answered by bounds instead, in time.
   */
  afford(players: readonly number[]): boolean {
    let work = this.work;
    for (const q of new Set(players)) if (!this.made[q]) work += 3 ** this.scopes[q]!.length * this.players;
    return work <= this.cap;
  }

  /** Player q's table. */
  of(q: number): KeyTable {
    return (this.made[q] ??= this.make(q));
  }

  private make(q: number): KeyTable {
    const boards = this.scopes[q]!;
    const { width, results, levels, passed } = this;
    const keys = new Float64Array(3 ** boards.length * width);
    this.work += 3 ** boards.length * this.players;
    for (let entry = 0; entry < 3 ** boards.length; entry++) {
      setEntry(results, boards, entry);
      keysOf(new TiebreakContext(this.play.play(results)), levels, passed, q, keys, entry * width);
    }
    boards.forEach((b) => (results[b] = 1));
    return { boards, keys };
  }
}

/** FIDE's systems cost about fifteen times as much a ranking as US ones (bench/scenarios.ts). */
export function costlyOrder(order: readonly TiebreakSpec[]): boolean {
  return order.some((s) => TIEBREAKS[s.code].rule.startsWith('FIDE'));
}

/** The most boards one player's table may read (3^7 = 2,187 entries); a field reading more is not tabled. */
const MOST_BOARDS = 7;

/**
 * The event's key tables, or null when it cannot be tabled: a team event, or a player whose
 * tiebreaks read more than MOST_BOARDS boards (the opponents' opponents' systems).
 */
export function keyTables(event: LastRoundEvent, order: readonly TiebreakSpec[]): KeyTables | null {
  if (event.before.scoring || event.before.boards !== undefined) return null;
  const firstGroup = order.findIndex((s) => TIEBREAKS[s.code].kind === 'group');
  const levels = firstGroup === -1 ? order : order.slice(0, firstGroup);
  const onBoard = boardOf(event);
  const scopes = event.before.players.map((_, q) => scopeOf(event, order, onBoard, q));
  if (scopes.some((s) => s.length > MOST_BOARDS)) return null;
  // About a second of one core: a context costs about 0.12 µs a player under US rules, five times that under FIDE's.
  const cap = costlyOrder(order) ? 1_500_000 : 8_000_000;
  return new KeyTables(event, levels, scopes, 1 + levels.length, firstGroup !== -1, cap);
}

/** Sets the boards of a table to its entry's results (base 3, first board most significant). */
function setEntry(results: BoardResult[], boards: readonly number[], entry: number): void {
  for (let i = boards.length - 1; i >= 0; i--) {
    results[boards[i]!] = (entry % 3) as BoardResult;
    entry = Math.floor(entry / 3);
  }
}

/** Player q's score and order keys in this ending, written at keys[at…]. */
function keysOf(
  ctx: TiebreakContext,
  levels: readonly TiebreakSpec[],
  passed: readonly boolean[],
  q: number,
  keys: Float64Array,
  at: number,
): void {
  keys[at] = ctx.standingScore[q]!;
  levels.forEach((spec, i) => {
    const tb = TIEBREAKS[spec.code];
    // A tiebreak the table has no data for is passed over (rank.ts): everyone level on it.
    keys[at + 1 + i] =
      passed[i] || tb.kind !== 'player' ? 0 : orderKey(tb.compute(ctx, q, spec.options), tb.lowerIsBetter);
  });
}

/** The entry of a table an ending gives. */
export function entryOf(table: KeyTable, results: ArrayLike<BoardResult>): number {
  let entry = 0;
  for (const b of table.boards) entry = entry * 3 + results[b]!;
  return entry;
}

/** Compares entry i of keys a with entry j of keys b, key by key: > 0 when a's is sorted first. */
export function compareKeys(a: Float64Array, i: number, b: Float64Array, j: number, width: number): number {
  for (let k = 0; k < width; k++) {
    // Not a subtraction: no value is -Infinity (orderKey), and -Infinity - -Infinity is NaN.
    const x = a[i * width + k]!;
    const y = b[j * width + k]!;
    if (x !== y) return x > y ? 1 : -1;
  }
  return 0;
}
