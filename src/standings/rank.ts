/**
 * Ranking, rules.md §5: sort by score; inside each score group apply the first tiebreak, split
 * the group by its value, apply the next tiebreak inside every sub-group still tied, and so on.
 * Group-dependent systems (head-to-head) are computed for the sub-group at hand, never as a
 * pairwise comparator. What no tiebreak separates is a shared rank ("3-5").
 */
import { CrosstableError, Problem } from '../model/problems';
import { formatPoints, Quarters } from '../model/points';
import { Tournament } from '../model/tournament';
import { TiebreakContext } from '../tiebreaks/context';
import { specLabel, TIEBREAKS, TiebreakSpec, withOptions } from '../tiebreaks/registry';
import { at } from '../tiebreaks/lookup';
import { DATA_NEEDED, HOW_TO_GIVE, lackedData, TableData, whyLacking } from '../tiebreaks/tableData';
import type { PlayerTiebreak, TiebreakOptions, TiebreakValue } from '../tiebreaks/types';
import { DEFAULT_MISSING_DATA, MissingDataRule } from './missingData';
import { sortStretch } from './sortLine';
import { teamOrder } from './teamOrder';

export interface RankRequest {
  order: readonly TiebreakSpec[];
  /** Standings as they stood after this round (default: every round). */
  afterRound?: number;
  /** Break whatever the order leaves by drawing of lots with this seed (indivisible prizes). */
  lotSeed?: number;
  /**
   * What to do when a tie reaches a tiebreak whose data the table lacks (colours, ratings): pass it
   * over to the next tiebreak, or stop and ask for the data (src/standings/missingData.ts).
   */
  missingData?: MissingDataRule;
}

/** How a row was separated from the row above it. */
export type Decision =
  | { by: 'top' }
  | { by: 'score'; above: Quarters; here: Quarters }
  /**
   * above/here: the values shown (null: no value). how: set when a group system's order is not
   * its values' (DE, src/tiebreaks/types.ts GroupPlace), saying how this row came below.
   * passed: the tiebreaks (indexes into the order) passed over for this row's tie before it was
   * decided, for lack of the data they need.
   */
  | {
      by: 'tiebreak';
      index: number;
      above: number | null;
      here: number | null;
      how?: string;
      passed?: readonly number[];
    }
  /** passed: as for 'tiebreak', the tiebreaks passed over on the way. */
  | { by: 'shared'; passed?: readonly number[] };

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
  /** The rule applied when a tie reached a tiebreak whose data the table lacks. */
  missingData: MissingDataRule;
  /** By tiebreak of the order: what the table lacks for it, and why in words; null when nothing. */
  unavailable: (Unavailable | null)[];
  /** Each tie that reached such a tiebreak and went past it, in standings order. */
  passedOver: PassedOver[];
}

/** A tiebreak the table has no data for (src/tiebreaks/tableData.ts). */
export interface Unavailable {
  data: TableData;
  /** "this table has no colours". */
  why: string;
}

/** A tie that reached a tiebreak the table has no data for, which the ranking passed over. */
export interface PassedOver {
  /** Index into Standings.order. */
  index: number;
  /** The players of the tie (indexes into tournament.players), in pairing-number order. */
  players: number[];
  /** Their score (match points on a team table). */
  score: Quarters;
}

function span(from: number, to: number): string {
  return from === to ? `${from}` : `${from}-${to}`;
}

/** Why "after round N" is refused on a table whose round order is unknown, and what to do instead. */
export function afterRoundNeedsOrder(n: number): string {
  return `"after round ${n}" needs the order of the rounds, which this table does not give: a round-robin grid says who met whom, not in which round. To rank after a round, enter the crosstable round by round (one column per round, e.g. US notation W3 L5 D2), or rank the whole table.`;
}

/**
 * Why "after round N" cannot be answered: N is not a round, or is past the rounds counted (a
 * round not yet played or in progress, read/rounds.ts), which the message says in words.
 */
export function afterRoundProblem(t: Tournament, afterRound: number): string {
  if (isPastRoundsCounted(t, afterRound)) return `"after round ${afterRound}": ${pastRoundsCounted(t)}.`;
  return `"after round" must be a whole number from 1 to ${t.rounds}; got ${afterRound}.`;
}

/** Whether N is a round of the chart past the rounds counted: not yet played, or in progress. */
export function isPastRoundsCounted(t: Tournament, afterRound: number): boolean {
  return Number.isInteger(afterRound) && afterRound > t.rounds && afterRound <= (t.plannedRounds ?? t.rounds);
}

/**
 * Why a round past the rounds counted cannot be ranked after: "only 4 rounds have results; expected
 * a round from 1 to 4", or "only 4 rounds are complete: round 5 is in progress (…); …".
 */
export function pastRoundsCounted(t: Tournament): string {
  const ip = t.roundInProgress;
  const why = ip
    ? `only ${t.rounds} round${t.rounds === 1 ? ' is' : 's are'} complete: round ${ip.round} is in progress (${ip.resultsMissing} of ${ip.resultsIn + ip.resultsMissing} players have no result yet)`
    : `only ${t.rounds} round${t.rounds === 1 ? ' has' : 's have'} results`;
  return `${why}; expected a round from 1 to ${t.rounds}`;
}

/**
 * Refuses, before computing anything, a request the table cannot answer: a column of a system
 * whose data the table lacks included (a ranking decides that only when a tie reaches it).
 */
export function checkRequest(t: Tournament, order: readonly TiebreakSpec[], afterRound?: number): void {
  const problems = requestProblems(t, order, afterRound);
  // A rating system's column without ratings is empty ("no value"), as it always was; a colour
  // system's would be 0 for everyone, a value the table does not give.
  for (const spec of order) {
    const tb = TIEBREAKS[spec.code];
    const data = lackedData(t, tb.needs, spec.options);
    if (data === 'colours') problems.push({ message: needsData(spec, data, whyLacking(t, data)) });
  }
  if (problems.length) throw new CrosstableError(problems);
}

/** "BLACKS (Most blacks) needs the colour of every played game, and this table has no colours. Write …" */
function needsData(spec: TiebreakSpec, data: TableData, why: string): string {
  return `${spec.code} (${TIEBREAKS[spec.code].name}) needs ${DATA_NEEDED[data]}, and ${why}. ${HOW_TO_GIVE[data]}`;
}

/** Everything checkRequest refuses except data a system needs: what rank() refuses before computing anything. */
function requestProblems(t: Tournament, order: readonly TiebreakSpec[], afterRound?: number): Problem[] {
  const problems: Problem[] = [];
  if (afterRound !== undefined && !(Number.isInteger(afterRound) && afterRound >= 1 && afterRound <= t.rounds)) {
    problems.push({ message: afterRoundProblem(t, afterRound) });
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
  return problems;
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

/** The ranking under way: every tiebreak's values, and the players in the order found so far. */
interface Ranking {
  readonly t: Tournament;
  readonly ctx: TiebreakContext;
  readonly order: readonly TiebreakSpec[];
  /** One column per tiebreak; group tiebreaks are filled in as groups are split. */
  readonly values: (TiebreakValue | null)[][];
  /**
   * One column per tiebreak of each player's order key (orderKey), what the sort reads: player
   * systems' up front, group systems' as their groups are split.
   */
  readonly keys: Float64Array[];
  /** By player: what the standings are sorted by first (ctx.standingScore). */
  readonly scoreKey: Float64Array;
  /** The same key, 0, for every player: sorted by it, a stretch comes in pairing-number order alone. */
  readonly noKey: Float64Array;
  /**
   * The players in standings order: sorted by score, then each group's stretch re-sorted in
   * place, tiebreak by tiebreak, until nothing splits it further (no copy per group).
   */
  readonly line: Int32Array;
  /** By player: how his row was separated from the row above. */
  readonly decision: Decision[];
  /** By player: the ranks he shares, first and last (1 is first). */
  readonly rankFirst: Int32Array;
  readonly rankLast: Int32Array;
  /** By player: his pairing number, the order among equals. */
  readonly numbers: Float64Array;
  /** Room for the sort to merge into. */
  readonly spare: Int32Array;
  /** Room for the sort's counting buckets (sortLine.ts). */
  readonly counts: Int32Array;
  /** Some group system of the order shows a value to a player no one is tied with (fillAlone). */
  readonly showsAlone: boolean;
  /** By tiebreak: the data the table lacks for it (nothing computed for it), or undefined. */
  readonly lacking: readonly (TableData | undefined)[];
  readonly missingData: MissingDataRule;
  /** The ties passed over so far, in standings order. */
  readonly passedOver: PassedOver[];
}

/** A player system's value for every player, in one loop (no closure made per ranking). */
function playerValues(tb: PlayerTiebreak, ctx: TiebreakContext, options: TiebreakOptions, n: number): TiebreakValue[] {
  const column = new Array<TiebreakValue>(n);
  for (let p = 0; p < n; p++) column[p] = tb.compute(ctx, p, options);
  return column;
}

/** The order keys of a column of values: a system that gave a player none is a bug, named by pairing number. */
function keysOf(
  spec: TiebreakSpec,
  column: readonly TiebreakValue[],
  numbers: Float64Array,
  lowerIsBetter?: boolean,
): Float64Array {
  const keys = new Float64Array(column.length);
  for (let p = 0; p < column.length; p++) {
    const v = column[p];
    // shownValue's words: before these keys were made up front, the gap was met there.
    if (!v) throw new Error(`${spec.code} gave player ${numbers[p]} no value in a group it splits.`);
    keys[p] = orderKey(v, lowerIsBetter);
  }
  return keys;
}

/** Player systems are computed for everyone up front; group systems wait for the groups they split. */
function startRanking(
  t: Tournament,
  ctx: TiebreakContext,
  order: readonly TiebreakSpec[],
  missingData: MissingDataRule,
): Ranking {
  const n = t.players.length;
  const numbers = new Float64Array(n);
  for (let p = 0; p < n; p++) numbers[p] = at(t.players, p).number;
  const values: (TiebreakValue | null)[][] = [];
  const keys: Float64Array[] = [];
  let showsAlone = false;
  const lacking = order.map((spec) => lackedData(t, TIEBREAKS[spec.code].needs, spec.options));
  for (const [level, spec] of order.entries()) {
    const tb = TIEBREAKS[spec.code];
    if (lacking[level]) {
      // Nothing to compute from: the column stays empty, and a tie that reaches it goes past it (split).
      values.push(new Array<TiebreakValue | null>(n).fill(null));
      keys.push(new Float64Array(n));
    } else if (tb.kind === 'player') {
      const column = playerValues(tb, ctx, spec.options, n);
      values.push(column);
      keys.push(keysOf(spec, column, numbers, tb.lowerIsBetter));
    } else {
      values.push(new Array<TiebreakValue | null>(n).fill(null));
      keys.push(new Float64Array(n));
      showsAlone ||= tb.valueWhenAlone === true;
    }
  }
  const line = new Int32Array(n);
  const scoreKey = new Float64Array(n);
  for (let p = 0; p < n; p++) {
    line[p] = p;
    scoreKey[p] = at(ctx.standingScore, p);
  }
  return {
    t,
    ctx,
    order,
    values,
    keys,
    scoreKey,
    noKey: new Float64Array(n),
    line,
    decision: new Array<Decision>(n),
    rankFirst: new Int32Array(n),
    rankLast: new Int32Array(n),
    numbers,
    spare: new Int32Array(n),
    counts: new Int32Array(n + 1),
    showsAlone,
    lacking,
    missingData,
    passedOver: [],
  };
}

/** Tiebreak `level` of the order, its system, and its column of values. */
function levelOf(r: Ranking, level: number) {
  const spec = at(r.order, level);
  return { spec, tb: TIEBREAKS[spec.code], column: at(r.values, level) };
}

/** A player the earlier tiebreaks left alone still shows the value some group systems print (DE 0). */
function fillAlone(r: Ranking, player: number, from: number): void {
  if (!r.showsAlone) return;
  for (let level = from; level < r.order.length; level++) {
    const { spec, tb, column } = levelOf(r, level);
    if (tb.kind === 'group' && tb.valueWhenAlone && !column[player] && !r.lacking[level])
      column[player] = at(tb.computeInGroup(r.ctx, [player], spec.options), 0);
  }
}

/** No tiebreak passed over: one array for every tie. */
const NONE: readonly number[] = [];

/** Every row after the first of a shared rank: one object for all, as nothing in it differs. */
const SHARED: Decision = { by: 'shared' };

/**
 * Gives line[from, to), which nothing separates further, its places: one shared rank, in
 * pairing-number order. `passed`: the tiebreaks passed over for this tie.
 */
function placeTied(r: Ranking, from: number, to: number, entry: Decision, passed: readonly number[]): void {
  const { line, numbers } = r;
  if (to - from > 1) sortStretch(line, r.spare, r.noKey, numbers, from, to, r.counts);
  const shared: Decision = passed.length ? { by: 'shared', passed } : SHARED;
  for (let i = from; i < to; i++) {
    const p = line[i]!;
    r.decision[p] = i === from ? entry : shared;
    r.rankFirst[p] = from + 1;
    r.rankLast[p] = to;
  }
}

/**
 * Places line[from, to) (all tied so far) from tiebreak `level` on; `entry` is how its first
 * row was separated from the row above, `passed` the tiebreaks this tie went past. Sorts the
 * stretch by the tiebreak and splits it into runs of equal keys; how a run came below the one
 * above is taken before that one is split further (which reorders it).
 */
function split(r: Ranking, from: number, to: number, level: number, entry: Decision, passed: readonly number[]): void {
  if (to - from === 1) fillAlone(r, r.line[from]!, level);
  if (to - from === 1 || level === r.order.length) return placeTied(r, from, to, entry, passed);
  const data = r.lacking[level];
  if (data) return passOver(r, from, to, level, entry, passed, data);
  const key = sortByLevel(r, from, to, level);
  const { line } = r;
  let runEntry = entry;
  for (let start = from; start < to;) {
    let end = start + 1;
    while (end < to && key[line[end]!] === key[line[start]!]) end++;
    const next = end < to ? separatedBy(r, level, line[end - 1]!, line[end]!, passed) : null;
    split(r, start, end, level + 1, runEntry, passed);
    if (next) runEntry = next;
    start = end;
  }
}

/**
 * A tie reached tiebreak `level`, whose data the table lacks: the director's rule says whether
 * it goes on to the next tiebreak, noted, or the ranking stops and asks for the data.
 */
function passOver(
  r: Ranking,
  from: number,
  to: number,
  level: number,
  entry: Decision,
  passed: readonly number[],
  data: TableData,
): void {
  const players = Array.from(r.line.subarray(from, to)).sort((a, b) => r.numbers[a]! - r.numbers[b]!);
  if (r.missingData === 'stop') throw new CrosstableError([{ message: stopMessage(r, level, players, data) }]);
  r.passedOver.push({ index: level, players, score: at(r.ctx.standingScore, at(players, 0)) });
  split(r, from, to, level + 1, entry, [...passed, level]);
}

/** The refusal when the director chose to stop: the tie, the tiebreak it reached, the data it needs. */
function stopMessage(r: Ranking, level: number, players: readonly number[], data: TableData): string {
  const spec = at(r.order, level);
  const score = formatPoints(at(r.ctx.standingScore, at(players, 0)));
  const unit = r.t.scoring ? 'match points' : 'points';
  return (
    `The tie of ${andList(players.map((p) => playerWords(r.t, p)))} on ${score} ${unit} reaches ` +
    `${spec.code} (${TIEBREAKS[spec.code].name}), which needs ${DATA_NEEDED[data]}, and ${whyLacking(r.t, data)}. ` +
    `${HOW_TO_GIVE[data]} Or choose to pass over a tiebreak the table has no data for.`
  );
}

/** "A, B and C". */
export function andList(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "Ann Lee (No. 3)", or "No. 3" for a row without a name. */
export function playerWords(t: Tournament, p: number): string {
  const player = at(t.players, p);
  return player.name ? `${player.name} (No. ${player.number})` : `No. ${player.number}`;
}

/** Sorts line[from, to) best first by tiebreak `level` (pairing number among equals); returns that tiebreak's keys, by player. */
function sortByLevel(r: Ranking, from: number, to: number, level: number): Float64Array {
  const { spec, tb, column } = levelOf(r, level);
  const { line } = r;
  const key = at(r.keys, level);
  if (tb.kind === 'group') {
    const group = new Array<number>(to - from);
    for (let i = from; i < to; i++) group[i - from] = line[i]!;
    const computed = tb.computeInGroup(r.ctx, group, spec.options);
    for (let i = 0; i < computed.length; i++) column[at(group, i)] = computed[i]!;
    for (let i = from; i < to; i++) key[line[i]!] = orderKey(shownValue(r, level, line[i]!), tb.lowerIsBetter);
  }
  sortStretch(line, r.spare, key, r.numbers, from, to, r.counts);
  return key;
}

/** The value tiebreak `level` gives p, who is in a group it splits: a system that gave none is a bug. */
function shownValue(r: Ranking, level: number, p: number): TiebreakValue {
  const v = valueIn(at(r.values, level), p);
  if (!v) throw new Error(`${at(r.order, level).code} gave player ${r.numbers[p]} no value in a group it splits.`);
  return v;
}

/** How player `lower`, first of his run, came below `upper` on tiebreak `level`: the values shown, and a group place's how. */
function separatedBy(r: Ranking, level: number, upper: number, lower: number, passed: readonly number[]): Decision {
  const above = shownValue(r, level, upper).value;
  const here = shownValue(r, level, lower);
  const how = here.place?.how;
  const d: Decision = how
    ? { by: 'tiebreak', index: level, above, here: here.value, how }
    : { by: 'tiebreak', index: level, above, here: here.value };
  return passed.length ? { ...d, passed } : d;
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
  const { line, scoreKey: score } = r;
  sortStretch(line, r.spare, score, r.numbers, 0, n, r.counts);
  const place: string[] = new Array<string>(n);
  for (let start = 0; start < n;) {
    const here = score[line[start]!]!;
    let end = start + 1;
    while (end < n && score[line[end]!] === here) end++;
    const shared = span(start + 1, end);
    for (let i = start; i < end; i++) place[line[i]!] = shared;
    const entry: Decision = start === 0 ? { by: 'top' } : { by: 'score', above: score[line[start - 1]!]!, here };
    split(r, start, end, 0, entry, NONE);
    start = end;
  }
  return place;
}

/** The standings of `t` under the request's order, every row with how it was separated (see the top of this file). */
export function rank(t: Tournament, request: RankRequest): Standings {
  const rounds = request.afterRound ?? t.rounds;
  const problems = requestProblems(t, request.order, request.afterRound);
  if (problems.length) throw new CrosstableError(problems);
  const { order, lotSeed } = orderApplied(t, request);
  const missingData = request.missingData ?? DEFAULT_MISSING_DATA.rule;
  const r = startRanking(t, new TiebreakContext(t, rounds, lotSeed ?? 0), order, missingData);
  const place = rankByScore(r);
  return {
    tournament: t,
    rounds,
    order,
    lotSeed,
    rows: rowsOf(r, place),
    missingData,
    unavailable: r.lacking.map((data) => (data ? { data, why: whyLacking(t, data) } : null)),
    passedOver: r.passedOver,
  };
}

/** One row per player in standings order (a large field has 10,000 of them). */
function rowsOf(r: Ranking, place: readonly string[]): StandingRow[] {
  const { line, rankFirst, rankLast } = r;
  const levels = r.values.length;
  const rows = new Array<StandingRow>(line.length);
  let shared = '';
  for (let i = 0; i < line.length; i++) {
    const p = line[i]!;
    const values = new Array<TiebreakValue | null>(levels);
    for (let level = 0; level < levels; level++) values[level] = valueIn(at(r.values, level), p);
    // The rows of a shared rank are consecutive: its text is made once.
    if (i === 0 || rankFirst[p] !== rankFirst[line[i - 1]!]) shared = span(rankFirst[p]!, rankLast[p]!);
    rows[i] = {
      player: p,
      score: at(r.ctx.standingScore, p),
      rank: shared,
      place: at(place, p),
      values,
      decidedBy: at(r.decision, p),
    };
  }
  return rows;
}
