/**
 * What every tiebreak reads: the tournament cut at N rounds, with the per-player facts several
 * systems share (score, adjusted score) computed once, in one pass over the table.
 */
import { Quarters } from '../model/points';
import { Player, Tournament } from '../model/tournament';
import { byKindCode } from '../model/kinds';
import { Columns, columnsOf } from './columns';
import { at } from './lookup';

/**
 * A column as a plain array, copied in a loop: Array.from walks a typed array through its
 * iterator, which made ~80 bytes of garbage per player (10,000 players, twice per ranking).
 */
function arrayOf(column: Int32Array): Quarters[] {
  const out = new Array<Quarters>(column.length);
  for (let i = 0; i < column.length; i++) out[i] = column[i]!;
  return out;
}

export class TiebreakContext {
  /** Own score after `rounds` rounds, in quarters. */
  readonly score: readonly Quarters[];
  /**
   * What the standings are sorted by: the score, or a team event's match points when the
   * tournament has its own scoring (Tournament.scoring).
   */
  readonly standingScore: readonly Quarters[];
  /** The same tournament as columns of numbers (columns.ts), for the systems run on every player. */
  readonly columns: Columns;
  private adjusted?: Quarters[];
  private readonly memos = new Map<string, unknown>();

  constructor(
    readonly tournament: Tournament,
    /** N of rules.md: the rounds counted (all, or up to "after round N"). */
    readonly rounds: number = tournament.rounds,
    /** Seed for drawing of lots. */
    readonly seed: number = 0,
  ) {
    this.columns = columnsOf(tournament, rounds);
    this.score = arrayOf(this.columns.score);
    const scoring = tournament.scoring;
    this.standingScore = scoring ? this.scoreBy(byKindCode(scoring)) : this.score;
  }

  /** Each player's total over the rounds counted, with `worth` (by kind code) for each entry. */
  private scoreBy(worth: readonly Quarters[]): Quarters[] {
    const { kind, players, rounds } = this.columns;
    const totals = new Array<Quarters>(players);
    for (let p = 0; p < players; p++) {
      let total = 0;
      for (let cell = p * rounds; cell < (p + 1) * rounds; cell++) total += at(worth, kind[cell]!);
      totals[p] = total;
    }
    return totals;
  }

  get playerCount(): number {
    return this.tournament.players.length;
  }

  /**
   * US Chess 34E adjusted score: played-game points plus ½ for every unplayed round, whatever
   * it actually scored (rules.md §2). Used only for the tiebreaks of the player's opponents.
   */
  get adjustedScore(): readonly Quarters[] {
    return (this.adjusted ??= arrayOf(this.columns.adjusted));
  }

  /**
   * Computes once per context a table that several systems share (e.g. every player's CUM).
   * `compute` is given this context, so a caller asking for every player can pass a function
   * defined once rather than a new closure each time.
   */
  memo<T>(key: string, compute: (ctx: TiebreakContext) => T): T {
    const known = this.memos.get(key);
    if (known !== undefined || this.memos.has(key)) return known as T;
    const value = compute(this);
    this.memos.set(key, value);
    return value;
  }

  /** The row of player `index` (an index into the table); one outside the table throws. */
  player(index: number): Player {
    return at(this.tournament.players, index);
  }

  /** "#12" or "#12 Ann Lee": how explanations name a player. */
  label(player: number): string {
    return `#${this.player(player).number}`;
  }
}
