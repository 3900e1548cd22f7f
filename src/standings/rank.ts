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
  const counted = afterRound !== undefined && Number.isInteger(afterRound) && afterRound >= 1 && afterRound <= t.rounds ? afterRound : t.rounds;
  // A table without a round order (a round-robin grid) has its games on an assumed schedule:
  // cutting it at round N would count an arbitrary subset of the games. N = every round is the
  // whole table, which needs no order.
  if (counted < t.rounds && !t.roundOrderKnown) problems.push({ message: afterRoundNeedsOrder(counted) });
  for (const spec of order) {
    const tb = TIEBREAKS[spec.code];
    if (tb.needsColours && !t.hasColours) {
      problems.push({ message: `${spec.code} (${tb.name}) needs the colour of every played game, and this table does not record colours. Write them with the results (e.g. W12B or W:12:B).` });
    }
    if (tb.needsTeams && t.boards === undefined) {
      problems.push({ message: `${spec.code} (${tb.name}) applies only to team events, and this is a table of individual players. Read a team table (match results with game points) to use it.` });
    }
    if (tb.needsBoardResults && t.boards !== undefined && !t.players.some((p) => p.entries.some((e) => e.boardPoints))) {
      problems.push({ message: `${spec.code} (${tb.name}) needs the result of every board, which only a board-by-board sheet gives; this table (${t.notation}) has each match's game points only.` });
    }
    if (tb.needsRoundOrder && !t.roundOrderKnown) {
      problems.push({ message: `${spec.code} (${tb.name}) needs the order of the rounds, which this table does not give.` });
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

export function rank(t: Tournament, request: RankRequest): Standings {
  const rounds = request.afterRound ?? t.rounds;
  checkRequest(t, request.order, request.afterRound);
  // A team table ranks by the team form of the order: game points first (teamOrder.ts).
  const order = t.boards !== undefined ? teamOrder(request.order) : [...request.order];
  const drawsLots = request.lotSeed !== undefined || order.some((s) => s.code === 'LOTS');
  if (request.lotSeed !== undefined && !order.some((s) => s.code === 'LOTS')) order.push(withOptions('LOTS'));
  const lotSeed = drawsLots ? request.lotSeed ?? 0 : undefined;
  const ctx = new TiebreakContext(t, rounds, lotSeed ?? 0);
  const n = t.players.length;
  const numberOf = (p: number) => t.players[p].number;

  // One column per tiebreak; group tiebreaks are filled in as groups are split.
  const values: (TiebreakValue | null)[][] = order.map((spec) => {
    const tb = TIEBREAKS[spec.code];
    return tb.kind === 'player'
      ? t.players.map((_, p) => tb.compute(ctx, p, spec.options))
      : new Array<TiebreakValue | null>(n).fill(null);
  });

  const finalOrder: number[] = [];
  const decision: Decision[] = new Array(n);
  const rankSpan: [number, number][] = new Array(n);

  /** A player the earlier tiebreaks left alone still shows the value some group systems print (DE 0). */
  const fillAlone = (player: number, from: number): void => {
    for (let level = from; level < order.length; level++) {
      const tb = TIEBREAKS[order[level].code];
      if (tb.kind === 'group' && tb.valueWhenAlone && !values[level][player]) values[level][player] = tb.computeInGroup(ctx, [player], order[level].options)[0];
    }
  };

  /** Places `group` (all tied so far) from tiebreak `level` on; `entry` is how its first row was separated from the row above. */
  const split = (group: number[], level: number, entry: Decision): void => {
    if (group.length === 1) fillAlone(group[0], level);
    if (group.length === 1 || level === order.length) {
      const from = finalOrder.length + 1;
      group.sort((a, b) => numberOf(a) - numberOf(b));
      group.forEach((p, i) => {
        decision[p] = i === 0 ? entry : { by: 'shared' };
        rankSpan[p] = [from, from + group.length - 1];
        finalOrder.push(p);
      });
      return;
    }
    const spec = order[level];
    const tb = TIEBREAKS[spec.code];
    if (tb.kind === 'group') {
      tb.computeInGroup(ctx, group, spec.options).forEach((v, i) => (values[level][group[i]] = v));
    }
    // Snapshot: a later head-to-head in a sub-group may overwrite the values shown.
    const inGroup = new Map(group.map((p) => [p, values[level][p]!]));
    const val = (p: number) => inGroup.get(p)!.value;
    const key = (p: number) => orderKey(inGroup.get(p)!, tb.lowerIsBetter);
    const sorted = [...group].sort((a, b) => key(b) - key(a) || numberOf(a) - numberOf(b));
    let start = 0;
    for (let i = 1; i <= sorted.length; i++) {
      if (i < sorted.length && key(sorted[i]) === key(sorted[start])) continue;
      const run = sorted.slice(start, i);
      const how = inGroup.get(sorted[start])!.place?.how;
      const runEntry: Decision =
        start === 0 ? entry : { by: 'tiebreak', index: level, above: val(sorted[start - 1]), here: val(sorted[start]), ...(how ? { how } : {}) };
      split(run, level + 1, runEntry);
      start = i;
    }
  };

  // A team event is sorted by match points (Tournament.scoring); everything else by score.
  const score = ctx.standingScore;
  const byScore = t.players.map((_, p) => p).sort((a, b) => score[b] - score[a] || numberOf(a) - numberOf(b));
  const place: string[] = new Array(n);
  for (let start = 0; start < n; ) {
    let end = start;
    while (end + 1 < n && score[byScore[end + 1]] === score[byScore[start]]) end++;
    const group = byScore.slice(start, end + 1);
    for (const p of group) place[p] = span(start + 1, end + 1);
    const entry: Decision =
      start === 0 ? { by: 'top' } : { by: 'score', above: score[byScore[start - 1]], here: score[group[0]] };
    split(group, 0, entry);
    start = end + 1;
  }

  return {
    tournament: t,
    rounds,
    order,
    lotSeed,
    rows: finalOrder.map((p) => ({
      player: p,
      score: score[p],
      rank: span(rankSpan[p][0], rankSpan[p][1]),
      place: place[p],
      values: values.map((column) => column[p]),
      decidedBy: decision[p],
    })),
  };
}
