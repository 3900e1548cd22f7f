/**
 * The director's prize list before the last round, once it is paired: for each player and each
 * prize of the prize table ("U1800 1st", "Top Junior 1st"), clinched, out of reach, or the results
 * that give it. Who takes a prize is the allocation's (src/prizes: ties pooled, one prize each,
 * the larger; classes by rating), and it reads the whole standings, so any board can change it.
 * The answer is exact when every ending of every board can be ranked within the budget; otherwise
 * a prize taken in some ending ranked is possible (that ending reaches it), a prize of a group the
 * player does not belong to is out of reach, and anything else is said to be unknown.
 */
import { allocatePrizes, PrizeOptions, PrizeTable } from '../prizes';
import { ordinal } from '../prizes/table';
import { rank, RankRequest } from '../standings/rank';
import { BoardResult, endings, LastRoundEvent } from './event';
import { conditionOf, conditionWords } from './conditions';
import { ownWords, PrizeAnswer } from './needs';
import { defaultBudget } from './outlook';
import type { TiebreakSpec } from '../tiebreaks/registry';
import type { Tournament } from '../model/tournament';
import type { UnpairedEnding } from './pairings';
import { eachEnding } from './outcomes';
import { sampleEndings } from './probes';

/**
 * Endings ranked for the prize list: half the outlook's budget, since the outlook ranks its own
 * (each ending ranked and allocated costs about twice a ranking: bench/scenarios.ts), so that a
 * 60-player section's whole answer stays within the 5 s asked of the CLI.
 */
export function prizeBudget(players: number, order: readonly TiebreakSpec[]): number {
  return Math.floor(defaultBudget(players, order) / 2);
}

/** A prize of the table: "U1800 1st" is the first prize of the group U1800. */
export interface DirectorPrize {
  name: string;
  group: number;
  place: number;
}

export function directorPrizes(table: PrizeTable): DirectorPrize[] {
  return table.groups.flatMap((g, group) =>
    g.prizes.map((p) => ({ name: `${g.group.label} ${ordinal(p.place)}`, group, place: p.place })),
  );
}

/**
 * One finished event ranked and its prizes allocated: by player, the prizes (indexes into
 * `prizes`) they take or share. The one place the last round's answers allocate, paired or not.
 */
export function prizesTaken(
  final: Tournament,
  request: RankRequest,
  table: PrizeTable,
  options: PrizeOptions,
  prizes: readonly DirectorPrize[],
): number[][] {
  const standings = rank(final, request);
  const taken = final.players.map(() => [] as number[]);
  for (const award of allocatePrizes(standings, table, options).awards)
    for (const prize of award.prizes) {
      const k = prizes.findIndex((d) => d.group === award.group && d.place === prize.place);
      for (const w of award.winners) taken[w.player]!.push(k);
    }
  return taken;
}

/** Every ending ranked and its prizes allocated: by ending (results as a string), by player, the prizes taken or shared. */
interface Taken {
  all: boolean;
  byEnding: Map<string, number[][]>;
}

function allocateEndings(
  event: LastRoundEvent,
  request: RankRequest,
  table: PrizeTable,
  options: PrizeOptions,
  budget: number,
): Taken {
  const prizes = directorPrizes(table);
  const play = endings(event);
  const byEnding = new Map<string, number[][]>();
  const visit = (results: readonly BoardResult[]) => {
    const key = results.join('');
    if (byEnding.has(key)) return;
    byEnding.set(key, prizesTaken(play.play(results), request, table, options, prizes));
  };
  const k = event.boards.length;
  const all = 3 ** k <= budget;
  if (all)
    eachEnding(
      k,
      event.boards.map((_, b) => b),
      [],
      visit,
    );
  else for (const results of sampleEndings(k, budget)) visit(results);
  return { all, byEnding };
}

export interface DirectorAnswers {
  names: string[];
  /** Every ending was ranked: every status and condition is exact. */
  exact: boolean;
  /** Player p's answer for each prize, in the table's order. */
  of(p: number): PrizeAnswer[];
  /** Before the pairing: a pairing and ending that gives player p prize k, when one was ranked (for checking). */
  witness?(p: number, k: number): UnpairedEnding | undefined;
}

/** The prize list's answers for every player, from every ending (or a sample, when too many). */
export function directorAnswers(
  event: LastRoundEvent,
  request: RankRequest,
  table: PrizeTable,
  options: PrizeOptions,
  budget: number,
): DirectorAnswers {
  const prizes = directorPrizes(table);
  const taken = allocateEndings(event, request, table, options, budget);
  return {
    names: prizes.map((d) => d.name),
    exact: taken.all,
    of: (p) =>
      prizes.map((d, k) => {
        const eligible = table.groups[d.group]!.group.includes(event.before.players[p]!, options);
        return answerFor(event, taken, p, k, d, eligible);
      }),
  };
}

/** The player's own results on their board (a win, a draw, a loss), or the recorded one (null). */
function ownResults(event: LastRoundEvent, p: number): { board: number; results: (BoardResult | null)[] } {
  const board = event.boards.findIndex((b) => b.first === p || b.second === p);
  if (board === -1) return { board, results: [null] };
  return { board, results: event.boards[board]!.first === p ? [0, 1, 2] : [2, 1, 0] };
}

function answerFor(
  event: LastRoundEvent,
  taken: Taken,
  p: number,
  k: number,
  d: DirectorPrize,
  eligible: boolean,
): PrizeAnswer {
  const none = { prize: d.name, place: d.place, needs: '', conditions: [] };
  if (!eligible) return { ...none, status: 'out of reach' };
  const won = [...taken.byEnding.values()].map((byPlayer) => byPlayer[p]!.includes(k));
  if (!taken.all) {
    const seen = won.filter(Boolean).length;
    return seen
      ? {
          ...none,
          status: 'possible',
          needs: `taken in ${seen} of the ${won.length} endings ranked (not every ending could be ranked)`,
        }
      : {
          ...none,
          status: 'possible',
          needs: `unknown: not taken in any of the ${won.length} endings ranked, and not every ending could be ranked`,
        };
  }
  if (won.every(Boolean)) return { ...none, status: 'clinched' };
  if (!won.some(Boolean)) return { ...none, status: 'out of reach' };
  return { ...none, status: 'possible', ...conditionsFor(event, taken, p, k) };
}

/** For each own result that can give the prize, the condition on the other boards, in words. */
function conditionsFor(
  event: LastRoundEvent,
  taken: Taken,
  p: number,
  k: number,
): Pick<PrizeAnswer, 'needs' | 'conditions'> {
  const own = ownResults(event, p);
  const others = event.boards.map((_, b) => b).filter((b) => b !== own.board);
  const conditions: PrizeAnswer['conditions'] = [];
  for (const result of own.results) {
    const start: BoardResult[] = event.boards.map(() => 1);
    if (result !== null) start[own.board] = result;
    const value: boolean[] = [];
    eachEnding(event.boards.length, others, start, (results) =>
      value.push(taken.byEnding.get(results.join(''))![p]!.includes(k)),
    );
    if (value.some(Boolean)) conditions.push({ result, condition: conditionOf({ boards: others, value }) });
  }
  const board = event.boards[own.board];
  const needs = conditions
    .map(({ result, condition }) => {
      const mine = ownWords(board, p, result);
      const when = conditionWords(event.before, event.boards, condition);
      // A round already recorded: only the other boards decide.
      if (result === null) return condition.kind === 'always' ? 'nothing more' : when;
      return condition.kind === 'always' ? mine : `${mine} ${when}`;
    })
    .join('; or ');
  return { needs, conditions };
}
