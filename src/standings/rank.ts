/**
 * Ranking, rules.md §5: sort by score; inside each score group apply the first tiebreak, split
 * the group by its value, apply the next tiebreak inside every sub-group still tied, and so on.
 * Group-dependent systems (head-to-head) are computed for the sub-group at hand, never as a
 * pairwise comparator. What no tiebreak separates is a shared rank ("3-5").
 */
import { CrosstableError, Problem } from '../model/problems';
import { Quarters } from '../model/points';
import { Tournament } from '../model/tournament';
import { TiebreakContext } from '../tiebreaks/context';
import { specLabel, TIEBREAKS, TiebreakSpec, withOptions } from '../tiebreaks/registry';
import { at } from '../tiebreaks/lookup';
import type { TiebreakValue } from '../tiebreaks/types';
import { teamOrder } from './teamOrder';

export interface RankRequest {
  order: readonly TiebreakSpec[];
  /** Standings as they stood after this round (default: every round). */
  afterRound?: number;
  /** Break whatever the order leaves by drawing of lots with this seed (indivisible prizes). */
  lotSeed?: number;
}

/** How a row was separated from the row above it. */
export type Decision =
  | { by: 'top' }
  | { by: 'score'; above: Quarters; here: Quarters }
  /**
   * above/here: the values shown (null: no value). how: set when a group system's order is not
   * its values' (DE, src/tiebreaks/types.ts GroupPlace), saying how this row came below.
   */
  | { by: 'tiebreak'; index: number; above: number | null; here: number | null; how?: string }
  | { by: 'shared' };

export interface StandingRow {
  /** Index into tournament.players. */
  player: number;
  score: Quarters;
  /** "3" or "3-5" when the tiebreaks leave a tie (for indivisible prizes). */
  rank: string;
  /** "2-5": by score alone, shared by everyone on that score (cash prizes are split). */
  place: string;
  /** Aligned with Standings.order; null where a group tiebreak never applied to this player. */
  values: (TiebreakValue | null)[];
  decidedBy: Decision;
}

export interface Standings {
  tournament: Tournament;
  /** Rounds counted. */
  rounds: number;
  /** The order applied, drawing of lots included when it was asked for. */
  order: TiebreakSpec[];
  lotSeed?: number;
  rows: StandingRow[];
}

function span(from: number, to: number): string {
  return from === to ? `${from}` : `${from}-${to}`;
}

/** Why "after round N" is refused on a table whose round order is unknown, and what to do instead. */
export function afterRoundNeedsOrder(n: number): string {
  return `"after round ${n}" needs the order of the rounds, which this table does not give: a round-robin grid says who met whom, not in which round. To rank after a round, enter the crosstable round by round (one column per round, e.g. US notation W3 L5 D2), or rank the whole table.`;
}

/** Refuses, before computing anything, a request the table cannot answer. */
export function checkRequest(t: Tournament, order: readonly TiebreakSpec[], afterRound?: number): void {
  const problems: Problem[] = [];
  if (afterRound !== undefined && !(Number.isInteger(afterRound) && afterRound >= 1 && afterRound <= t.rounds)) {
    problems.push({ message: `"after round" must be a whole number from 1 to ${t.rounds}; got ${afterRound}.` });
  }
  const counted =
    afterRound !== undefined && Number.isInteger(afterRound) && afterRound >= 1 && afterRound <= t.rounds
      ? afterRound
      : t.rounds;
  // A table without a round order (a round-robin grid) has its games on an assumed schedule:
  // cutting it at round N would count an arbitrary subset of the games. N = every round is the
  // whole table, which needs no order.
  if (counted < t.rounds && !t.roundOrderKnown) problems.push({ message: afterRoundNeedsOrder(counted) });
  for (const spec of order) {
    const tb = TIEBREAKS[spec.code];
    if (tb.needsColours && !t.hasColours) {
      problems.push({
        message: `${spec.code} (${tb.name}) needs the colour of every played game, and this table does not record colours. Write them with the results (e.g. W12B or W:12:B).`,
      });
    }
    if (tb.needsTeams && t.boards === undefined) {
      problems.push({
        message: `${spec.code} (${tb.name}) applies only to team events, and this is a table of individual players. Read a team table (match results with game points) to use it.`,
      });
    }
    if (
      tb.needsBoardResults &&
      t.boards !== undefined &&
      !t.players.some((p) => p.entries.some((e) => e.boardPoints))
    ) {
      problems.push({
        message: `${spec.code} (${tb.name}) needs the result of every board, which only a board-by-board sheet gives; this table (${t.notation}) has each match's game points only.`,
      });
    }
    if (tb.needsRoundOrder && !t.roundOrderKnown) {
      problems.push({
        message: `${spec.code} (${tb.name}) needs the order of the rounds, which this table does not give.`,
      });
    }
    // Some systems need the order only for the unplayed rounds this table actually has.
    const why = !t.roundOrderKnown && !tb.needsRoundOrder ? tb.roundOrderNeeded?.(t, spec.options, counted) : null;
    if (why) problems.push({ message: `${specLabel(spec)} (${tb.name}) ${why}` });
  }
  if (problems.length) throw new CrosstableError(problems);
}

/**
 * What a tiebreak orders by, higher first: a group place where the system gives one (DE), else
 * the value. No value ranks below every value (C.07 names no place for it: our reading, so no
 * one gains by having nothing to average), and leaves players without one level with each other
 * for the next tiebreak (C.07 4.2). For the US ARO this is ranking it as 0: every rating is above 0.
 */
export function orderKey(v: TiebreakValue, lowerIsBetter?: boolean): number {
  if (v.place) return -v.place.place;
  if (v.value === null) return -Infinity;
  return lowerIsBetter ? -v.value : v.value;
}

/** The order rank() applies: the team form on a team table, drawing of lots last when a seed asks for it. */
function orderApplied(t: Tournament, request: RankRequest): { order: TiebreakSpec[]; lotSeed: number | undefined } {
  // A team table ranks by the team form of the order: game points first (teamOrder.ts).
  const order = t.boards !== undefined ? teamOrder(request.order) : [...request.order];
  const drawsLots = request.lotSeed !== undefined || order.some((s) => s.code === 'LOTS');
  if (request.lotSeed !== undefined && !order.some((s) => s.code === 'LOTS')) order.push(withOptions('LOTS'));
  return { order, lotSeed: drawsLots ? (request.lotSeed ?? 0) : undefined };
}

/** The ranking under way: every tiebreak's values, and the players placed so far. */
interface Ranking {
  readonly t: Tournament;
  readonly ctx: TiebreakContext;
  readonly order: readonly TiebreakSpec[];
  /** One column per tiebreak; group tiebreaks are filled in as groups are split. */
  readonly values: (TiebreakValue | null)[][];
  /** Players in their final order. */
  readonly placed: number[];
  /** By player: how his row was separated from the row above. */
  readonly decision: Decision[];
  /** By player: the ranks he shares, first and last. */
  readonly rankSpan: [number, number][];
  /** By player: his pairing number, the order among equals. */
  readonly numbers: Float64Array;
  /** By player: his order key on the tiebreak that last split his group (runsOf). */
  readonly key: Float64Array;
}

/** Player systems are computed for everyone up front; group systems wait for the groups they split. */
function startRanking(t: Tournament, ctx: TiebreakContext, order: readonly TiebreakSpec[]): Ranking {
  const n = t.players.length;
  const values = order.map((spec) => {
    const tb = TIEBREAKS[spec.code];
    return tb.kind === 'player'
      ? t.players.map((_, p) => tb.compute(ctx, p, spec.options))
      : new Array<TiebreakValue | null>(n).fill(null);
  });
  return {
    t,
    ctx,
    order,
    values,
    placed: [],
    decision: new Array<Decision>(n),
    rankSpan: new Array<[number, number]>(n),
    numbers: Float64Array.from(t.players, (p) => p.number),
    key: new Float64Array(n),
  };
}

/** Tiebreak `level` of the order, its system, and its column of values. */
function levelOf(r: Ranking, level: number) {
  const spec = at(r.order, level);
  return { spec, tb: TIEBREAKS[spec.code], column: at(r.values, level) };
}

const numberOf = (r: Ranking, p: number): number => at(r.t.players, p).number;

/** A player the earlier tiebreaks left alone still shows the value some group systems print (DE 0). */
function fillAlone(r: Ranking, player: number, from: number): void {
  for (let level = from; level < r.order.length; level++) {
    const { spec, tb, column } = levelOf(r, level);
    if (tb.kind === 'group' && tb.valueWhenAlone && !column[player])
      column[player] = at(tb.computeInGroup(r.ctx, [player], spec.options), 0);
  }
}

/** Gives `group`, which nothing separates further, its places: one shared rank, in pairing-number order. */
function placeTied(r: Ranking, group: number[], entry: Decision): void {
  const from = r.placed.length + 1;
  const { numbers } = r;
  if (group.length > 1) group.sort((a, b) => numbers[a]! - numbers[b]!);
  group.forEach((p, i) => {
    r.decision[p] = i === 0 ? entry : { by: 'shared' };
    r.rankSpan[p] = [from, from + group.length - 1];
    r.placed.push(p);
  });
}

/** Places `group` (all tied so far) from tiebreak `level` on; `entry` is how its first row was separated from the row above. */
function split(r: Ranking, group: number[], level: number, entry: Decision): void {
  if (group.length === 1) fillAlone(r, at(group, 0), level);
  if (group.length === 1 || level === r.order.length) return placeTied(r, group, entry);
  const { spec, tb, column } = levelOf(r, level);
  if (tb.kind === 'group') {
    tb.computeInGroup(r.ctx, group, spec.options).forEach((v, i) => (column[at(group, i)] = v));
  }
  // Every run and how it came below the run above, taken before any run is split further.
  for (const run of runsOf(r, group, level, entry)) split(r, run.players, level + 1, run.entry);
}

/** A run of players level on one tiebreak, and how its first row was separated from the row above. */
interface Run {
  players: number[];
  entry: Decision;
}

/**
 * The group sorted best first by tiebreak `level` (pairing number among equals), cut into runs
 * of equal order keys, each to go on to the next tiebreak; the first run keeps the group's entry.
 * The keys are held in r.key, by player.
 */
function runsOf(r: Ranking, group: readonly number[], level: number, entry: Decision): Run[] {
  const { tb } = levelOf(r, level);
  const { key, numbers } = r;
  for (const p of group) key[p] = orderKey(shownValue(r, level, p), tb.lowerIsBetter);
  const sorted = [...group].sort((a, b) => key[b]! - key[a]! || numbers[a]! - numbers[b]!);
  const runs: Run[] = [];
  let start = 0;
  for (let i = 1; i <= sorted.length; i++) {
    if (i < sorted.length && key[sorted[i]!] === key[sorted[start]!]) continue;
    const players = sorted.slice(start, i);
    runs.push({ players, entry: start === 0 ? entry : separatedBy(r, level, sorted[start - 1]!, sorted[start]!) });
    start = i;
  }
  return runs;
}

/** The value tiebreak `level` gives p, who is in a group it splits: a system that gave none is a bug. */
function shownValue(r: Ranking, level: number, p: number): TiebreakValue {
  const v = valueIn(at(r.values, level), p);
  if (!v) throw new Error(`${at(r.order, level).code} gave player ${numberOf(r, p)} no value in a group it splits.`);
  return v;
}

/** How `here`, first of its run, came below `above` on tiebreak `level`: the values shown, and a group place's how. */
function separatedBy(r: Ranking, level: number, above: number, here: number): Decision {
  const first = shownValue(r, level, here);
  const how = first.place?.how;
  return {
    by: 'tiebreak',
    index: level,
    above: shownValue(r, level, above).value,
    here: first.value,
    ...(how ? { how } : {}),
  };
}

/** A column's value for player p: null where a group system never applied to him. */
function valueIn(column: readonly (TiebreakValue | null)[], p: number): TiebreakValue | null {
  const v = column[p];
  if (v === undefined) throw new RangeError(`No player ${p} in a column of ${column.length}.`);
  return v;
}

/**
 * Splits the field into score groups, highest first, and each group by the tiebreaks. A team
 * event is sorted by match points (Tournament.scoring); everything else by score. Returns each
 * player's place by score alone ("2-5").
 */
function rankByScore(r: Ranking): string[] {
  const n = r.t.players.length;
  const score = r.ctx.standingScore;
  const scoreOf = (p: number) => at(score, p);
  const { numbers } = r;
  const byScore = r.t.players.map((_, p) => p).sort((a, b) => score[b]! - score[a]! || numbers[a]! - numbers[b]!);
  const place: string[] = new Array<string>(n);
  for (let start = 0; start < n;) {
    let end = start;
    while (end + 1 < n && scoreOf(byScore[end + 1]!) === scoreOf(byScore[start]!)) end++;
    const group = byScore.slice(start, end + 1);
    const shared = span(start + 1, end + 1);
    for (const p of group) place[p] = shared;
    const entry: Decision =
      start === 0 ? { by: 'top' } : { by: 'score', above: scoreOf(byScore[start - 1]!), here: scoreOf(at(group, 0)) };
    split(r, group, 0, entry);
    start = end + 1;
  }
  return place;
}

/** The standings of `t` under the request's order, every row with how it was separated (see the top of this file). */
export function rank(t: Tournament, request: RankRequest): Standings {
  const rounds = request.afterRound ?? t.rounds;
  checkRequest(t, request.order, request.afterRound);
  const { order, lotSeed } = orderApplied(t, request);
  const r = startRanking(t, new TiebreakContext(t, rounds, lotSeed ?? 0), order);
  const place = rankByScore(r);
  return {
    tournament: t,
    rounds,
    order,
    lotSeed,
    rows: r.placed.map((p) => {
      const [first, last] = at(r.rankSpan, p);
      return {
        player: p,
        score: at(r.ctx.standingScore, p),
        rank: span(first, last),
        place: at(place, p),
        values: r.values.map((column) => valueIn(column, p)),
        decidedBy: at(r.decision, p),
      };
    }),
  };
}
