/**
 * Every claim before the last round, held against the real ranking of every ending: generated
 * events small enough to rank all 3^k endings of their last round (k ≤ 8 boards). No claim may be
 * false, and a complete answer may be no vaguer than the endings show.
 */
import { readAny } from '../../src/read/readAny';
import { findPreset } from '../../src/standings/presets';
import { rank, RankRequest } from '../../src/standings/rank';
import { beforeLastRound, BoardResult, endings, LastRoundEvent } from '../../src/lastRound/event';
import { eachEnding, firstNumber } from '../../src/lastRound/outcomes';
import { lastRoundOutlook, PlayerOutlook } from '../../src/lastRound/outlook';
import { holds } from '../../src/lastRound/conditions';
import { outlookLine, prizeAnswer } from '../../src/lastRound/needs';
import { generateSwiss } from '../support/generate';
import { TIEBREAKS } from '../../src/tiebreaks/registry';

interface Truth {
  /** By ending (all boards' results as a string): each player's rank (first number) and place. */
  endings: { results: BoardResult[]; rank: number[]; place: string[] }[];
}

/** The oracle: every ending ranked from scratch. */
function everyEnding(event: LastRoundEvent, request: RankRequest): Truth {
  const out: Truth = { endings: [] };
  const k = event.boards.length;
  eachEnding(
    k,
    event.boards.map((_, b) => b),
    [],
    (results) => {
      const standings = rank(endings(event).play(results), request);
      const rankOf: number[] = [];
      const placeOf: string[] = [];
      for (const row of standings.rows) {
        rankOf[row.player] = firstNumber(row.rank);
        placeOf[row.player] = row.place;
      }
      out.endings.push({ results: results.slice(), rank: rankOf, place: placeOf });
    },
  );
  return out;
}

function ownResultOf(event: LastRoundEvent, o: PlayerOutlook, results: readonly BoardResult[]): BoardResult | null {
  return o.ownBoard === -1 ? null : results[o.ownBoard]!;
}

function check(
  event: LastRoundEvent,
  request: RankRequest,
  budget: number,
  places: number,
  searchedExactly = false,
): void {
  const truth = everyEnding(event, request);
  const outlook = lastRoundOutlook(event, { ...request, budget });
  for (const o of outlook.players) {
    const ranks = truth.endings.map((e) => e.rank[o.player]!);
    const best = Math.min(...ranks);
    const worst = Math.max(...ranks);
    // Never false: the true best and worst lie within what is claimed.
    expect(o.bestRank).toBeLessThanOrEqual(best);
    expect(o.worstRank).toBeGreaterThanOrEqual(worst);
    // Exact: each bound is reached by some ending.
    if (o.exact) expect([o.bestRank, o.worstRank]).toEqual([best, worst]);
    for (const own of o.own) {
      const seen = new Set(
        truth.endings.filter((e) => ownResultOf(event, o, e.results) === own.result).map((e) => e.rank[o.player]!),
      );
      // Every rank said to be reached is reached; complete: they are all of them.
      for (const r of own.ranks) expect(seen.has(r)).toBe(true);
      for (const r of seen) expect(own.bounds[0] <= r && r <= own.bounds[1]).toBe(true);
      if (o.complete) expect(own.ranks).toEqual([...seen].sort((a, b) => a - b));
      // Searched (exactRanks.ts): every rank up to checkedUpTo is said reached exactly when it is.
      for (let r = 1; r <= (own.checkedUpTo ?? 0); r++) expect([r, own.ranks.includes(r)]).toEqual([r, seen.has(r)]);
    }
    // Without a group system the keys decide every tie: a searched answer in a field this small is exact.
    if (searchedExactly && !o.complete)
      expect({ player: o.player, exact: o.exact }).toEqual({ player: o.player, exact: true });
    for (let place = 1; place <= places; place++) {
      const answer = prizeAnswer(event.before, event.boards, o, place);
      const reached = ranks.some((r) => r === place);
      if (answer.status === 'clinched') expect(ranks.every((r) => r === place)).toBe(true);
      if (answer.status === 'out of reach') expect(reached).toBe(false);
      if (answer.status === 'possible' && o.complete) {
        expect(reached).toBe(true);
        expect(ranks.every((r) => r === place)).toBe(false);
      }
      for (const { result, condition } of answer.conditions) {
        for (const e of truth.endings) {
          if (ownResultOf(event, o, e.results) !== result) continue;
          if (condition.kind === 'depends') continue;
          expect({ player: o.player, place, results: e.results, holds: holds(condition, e.results) }).toEqual({
            player: o.player,
            place,
            results: e.results,
            holds: e.rank[o.player] === place,
          });
        }
      }
    }
  }
}

const cases: [seed: number, players: number, rounds: number][] = [];
for (let seed = 1; seed <= 12; seed++) cases.push([seed, 6 + (seed % 4) * 3, 3 + (seed % 3)]);

// FIDE's systems rank an ending about five times slower: its oracle keeps to the smaller fields.
const presets: [string, typeof cases][] = [
  ['uscf', cases],
  ['mca', cases],
  ['ljc', cases],
  ['fide', cases.filter(([, players]) => players <= 12)],
];

describe.each(presets)('preset %s', (preset, events) => {
  test.each(events)('seed %i, %i players, %i rounds', (seed, players, rounds) => {
    const g = generateSwiss(seed, players, rounds, { forfeit: 0.02, halfBye: 0.03, withdraw: 0 });
    const event = beforeLastRound(readAny(g.csv).tournament);
    expect(event.boards.length).toBeLessThanOrEqual(8);
    const request: RankRequest = { order: findPreset(preset).order.filter((s) => s.code !== 'LOTS') };
    // All endings ranked at once, and the way a large field is done: board by board per player.
    check(event, request, 3 ** event.boards.length, 5);
    check(event, request, 3 ** event.boards.length - 1, 5);
    // One player's line (=LASTROUND, the panel's one player) reads only that player's boards: the
    // same ranks, and, where every ending was ranked, the same words as in the whole answer.
    const whole = lastRoundOutlook(event, { ...request, budget: 3 ** event.boards.length });
    const first = whole.players[0]!;
    const alone = lastRoundOutlook(event, { ...request, budget: 3 ** event.boards.length, players: [first.player] });
    const line = (o: PlayerOutlook) => outlookLine(event.before, event.boards, o);
    expect([alone.players[0]!.bestRank, alone.players[0]!.worstRank]).toEqual([first.bestRank, first.worstRank]);
    if (alone.players[0]!.complete) expect(line(alone.players[0]!)).toBe(line(first));
    // Too few rankings for complete answers: searched (exact without a group system) or bounds, never false.
    check(event, request, 40, 5, !request.order.some((s) => TIEBREAKS[s.code].kind === 'group'));
  });
});
