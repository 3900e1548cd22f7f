/**
 * The director's prize list before the last round is paired: every claim held against the
 * allocation (US Chess 32B: ties pooled, one prize each, the larger) of every pairing, colours
 * where the order reads them, and result of the round, in generated events of up to 8 players.
 * Where the answer says it is exact, each status and each own result said must be what the
 * enumeration shows; the bounded answer (a budget too small to rank every pairing) must never be
 * false: out of reach never taken, clinched always taken, a prize "taken in" some pairing taken in
 * the very pairing and ending it names, ranked again here from scratch.
 */
import { lastRoundOf } from '../../src/lastRound/unpaired';
import { readAny } from '../../src/read/readAny';
import { LastRoundEvent, scoreOf } from '../../src/lastRound/event';
import { directorPrizes, prizeBudget } from '../../src/lastRound/prizeList';
import { unpairedDirectorAnswers } from '../../src/lastRound/unpairedPrizeList';
import { favouring } from '../../src/lastRound/witnesses';
import {
  allocatePrizes,
  DEFAULT_PRIZE_OPTIONS,
  labelHeaders,
  PrizeOptions,
  readPrizeTableText,
} from '../../src/prizes';
import type { PrizeTable } from '../../src/prizes';
import { findPreset } from '../../src/standings/presets';
import { rank, RankRequest } from '../../src/standings/rank';
import { TIEBREAKS } from '../../src/tiebreaks/registry';
import { rng } from '../support/generate';
import { finishedWith, pairings, unpairedChart, withRecorded } from '../support/unpairedEvents';

/** Place, class and unrated prizes; the overall group mixes cash and a trophy. */
const MIXED =
  'Group,Place,Prize\nOverall,1,$100\nOverall,2,$60\nOverall,3,Trophy\nU1800,1,$40\nU1800,2,$20\nU1500,1,Medal\nUnrated,1,Book\n';
/** Every group of one kind: where the bound on score applies. */
const SINGLE =
  'Group,Place,Prize\nOverall,1,$100\nOverall,2,$60\nOverall,3,$40\nU1800,1,$40\nU1800,2,$20\nU1500,1,$25\nUnrated,1,Book\n';
const OPTIONS: PrizeOptions[] = [
  DEFAULT_PRIZE_OPTIONS,
  { ...DEFAULT_PRIZE_OPTIONS, limit: 'off' },
  { ...DEFAULT_PRIZE_OPTIONS, cashAndTrophy: 'cash' },
  { ...DEFAULT_PRIZE_OPTIONS, limit: 'first' },
];

const PART_WORDS = ['a win', 'a draw', 'a loss', 'the bye'];

/** One pairing and ending: each player's own part (0 win, 1 draw, 2 loss, 3 bye or recorded), and by player the prizes taken. */
interface Ending {
  part: number[];
  won: boolean[][];
}

/** Each prize a player takes or shares, by player, in the table's order. */
function wonIn(table: PrizeTable, options: PrizeOptions, standings: ReturnType<typeof rank>): boolean[][] {
  const prizes = directorPrizes(table);
  const won = standings.tournament.players.map(() => prizes.map(() => false));
  for (const award of allocatePrizes(standings, table, options).awards)
    for (const prize of award.prizes)
      for (const w of award.winners)
        won[w.player]![prizes.findIndex((d) => d.group === award.group && d.place === prize.place)] = true;
  return won;
}

/** The oracle: every pairing, both colours of each game when the order reads them, every result; ranked and allocated from scratch. */
function everyEnding(event: LastRoundEvent, request: RankRequest, configs: [PrizeTable, PrizeOptions][]): Ending[][] {
  const colours =
    event.before.hasColours && request.order.some((s) => TIEBREAKS[s.code].needs?.includes('colours') ?? false);
  const out: Ending[][] = configs.map(() => []);
  for (const { pairs, bye } of pairings(event.unpaired!.toPair))
    for (let swap = 0; swap < (colours ? 2 ** pairs.length : 1); swap++) {
      const games = pairs.map(([a, b], i) => ((swap >> i) & 1 ? [b, a] : [a, b]) as [number, number]);
      for (let code = 0; code < 3 ** games.length; code++) {
        const results = games.map((_, i) => Math.floor(code / 3 ** i) % 3);
        const part = event.before.players.map(() => 3);
        games.forEach(([w, b], i) => {
          part[w] = results[i]!;
          part[b] = 2 - results[i]!;
        });
        const standings = rank(finishedWith(event, games, results, bye), request);
        configs.forEach(([table, options], c) => out[c]!.push({ part, won: wonIn(table, options, standings) }));
      }
    }
  return out;
}

const tally: Record<string, number> = { exact: 0, clinched: 0, possible: 0, 'out of reach': 0, 'on score': 0 };
/** The large fields' answers, apart: not every kind is expected there (nothing is clinched but by the rare proof). */
const large: Record<string, number> = {};

/** The own parts a needs text names: "any result" all the player's parts, else each word. */
function partsNamed(text: string, all: readonly number[]): number[] {
  if (text === 'any result') return [...all];
  return PART_WORDS.flatMap((w, o) => (text.includes(w) ? [o] : []));
}

function checkExact(event: LastRoundEvent, truth: Ending[], answers: ReturnType<typeof unpairedDirectorAnswers>): void {
  const toPair = new Set(event.unpaired!.toPair);
  event.before.players.forEach((_, p) => {
    const all = [...new Set(truth.map((e) => e.part[p]!))];
    answers.of(p).forEach((answer, k) => {
      const who = { player: p, prize: answer.prize };
      const won = truth.map((e) => e.won[p]![k]!);
      const status = won.every(Boolean) ? 'clinched' : won.some(Boolean) ? 'possible' : 'out of reach';
      expect({ ...who, status: answer.status }).toEqual({ ...who, status });
      tally.exact!++;
      if (status !== 'possible') return expect(answer.needs).toBe('');
      if (!toPair.has(p)) return expect(answer.needs).toBe('the right pairings and results for the others');
      const giving = all.filter((o) => truth.some((e, n) => e.part[p] === o && won[n]));
      const always = giving.filter((o) => truth.every((e, n) => e.part[p] !== o || won[n]));
      const said = answer.needs.split('; or ');
      const depending = said.filter((s) => s.endsWith(', depending on the pairing and other results'));
      const sure = said.filter((s) => !depending.includes(s));
      const named = (texts: string[]) =>
        texts.flatMap((s) => partsNamed(s.replace(', depending on the pairing and other results', ''), all)).sort();
      expect({ ...who, always: named(sure), depends: named(depending) }).toEqual({
        ...who,
        always: always.sort(),
        depends: giving.filter((o) => !always.includes(o)).sort(),
      });
    });
  });
}

/** Never false: what the bounded answer claims, held against every ending, and each witness ranked again. */
function checkBounded(
  event: LastRoundEvent,
  request: RankRequest,
  table: PrizeTable,
  options: PrizeOptions,
  truth: Ending[],
  answers: ReturnType<typeof unpairedDirectorAnswers>,
): void {
  const eligible = (p: number, k: number) =>
    table.groups[directorPrizes(table)[k]!.group]!.group.includes(event.before.players[p]!, options);
  event.before.players.forEach((_, p) => {
    answers.of(p).forEach((answer, k) => {
      const who = { player: p, prize: answer.prize };
      const won = truth.map((e) => e.won[p]![k]!);
      tally[answer.status]!++;
      if (answer.status === 'clinched')
        expect({ ...who, always: won.every(Boolean) }).toEqual({ ...who, always: true });
      if (answer.status === 'out of reach') {
        expect({ ...who, never: !won.some(Boolean) }).toEqual({ ...who, never: true });
        if (eligible(p, k)) tally['on score']!++;
      }
      if (answer.status !== 'possible' || answer.needs.startsWith('unknown')) return;
      const witness = answers.witness!(p, k)!;
      const again = wonIn(
        table,
        options,
        rank(finishedWith(event, witness.games, witness.results, witness.bye), request),
      );
      expect({ ...who, witnessed: again[p]![k] }).toEqual({ ...who, witnessed: true });
      const parts = partsNamed(answer.needs.replace(/ \(taken in .*$/, ''), [...new Set(truth.map((e) => e.part[p]!))]);
      for (const o of parts)
        expect({ ...who, o, seen: truth.some((e, n) => e.part[p] === o && won[n]) }).toEqual({ ...who, o, seen: true });
    });
  });
}

function check(event: LastRoundEvent, request: RankRequest, configs: [string, PrizeOptions][], seed: number): void {
  const tables = configs.map(
    ([text, options]) => [readPrizeTableText(text, labelHeaders(event.before)), options] as [PrizeTable, PrizeOptions],
  );
  const truths = everyEnding(event, request, tables);
  tables.forEach(([table, options], c) => {
    const budget = prizeBudget(event.before.players.length, request.order);
    const full = unpairedDirectorAnswers(event, request, table, options, budget);
    // Exact exactly when every pairing and ending fits the budget.
    expect(full.exact).toBe(truths[c]!.length <= budget);
    if (full.exact) checkExact(event, truths[c]!, full);
    else checkBounded(event, request, table, options, truths[c]!, full);
    // Too small a budget to rank every pairing: what is said must still be true.
    const small = Math.min(truths[c]!.length - 1, 10 + (seed % 3) * 20);
    const bounded = unpairedDirectorAnswers(event, request, table, options, small);
    expect(bounded.exact).toBe(false);
    checkBounded(event, request, table, options, truths[c]!, bounded);
  });
}

// Up to 8 players under US rules (105 pairings × 81 results); 6 under MCA (which reads colours: × 8) and FIDE.
const cases = (most: number): [number, number, number][] =>
  Array.from({ length: 8 }, (_, i) => [i + 1, 4 + (i % (most - 3)), 3 + (i % 2)]);
const presets: [string, [number, number, number][]][] = [
  ['uscf', [...cases(8), [9, 8, 4], [10, 8, 3]]],
  ['mca', cases(6)],
  ['fide', cases(6)],
];

describe.each(presets)('preset %s: the prize list before the last round is paired', (preset, events) => {
  const request: RankRequest = { order: findPreset(preset).order.filter((s) => s.code !== 'LOTS') };
  test.each(events)('seed %i, %i players, %i rounds', (seed, players, rounds) => {
    const event = lastRoundOf(unpairedChart(seed, players, rounds, { unrated: 0.15 }));
    const options = OPTIONS[seed % OPTIONS.length]!;
    check(
      event,
      request,
      [
        [MIXED, DEFAULT_PRIZE_OPTIONS],
        [SINGLE, options],
      ],
      seed,
    );
    if (players <= 7) check(withRecorded(event, seed), request, [[SINGLE, DEFAULT_PRIZE_OPTIONS]], seed);
  });
});

test('a worked example: two leaders level on top share the one overall prize, so the U1800 prize can pass to the third (US Chess 32B1)', () => {
  // Xa and Yb (U1800, 3 points) are sure to finish above Pc (U1800, 1½, 2½ at most). Drawn with
  // each other, they share the $1000 ($500 each, more than half of $50), take nothing more, and
  // Pc takes the U1800 prize: a bound that counted one prize-holder per overall prize would be false.
  const csv =
    'No.,Name,Rating,R1,R2,R3,R4\n1,Xa,1700,W4,W5,W6,\n2,Yb,1700,W5,W6,W4,\n3,Pc,1600,D6,L4,W5,\n' +
    '4,Zd,2000,L1,W3,L2,\n5,Ze,2000,L2,L1,L3,\n6,Zf,2000,D3,L2,L1,\n';
  const event = lastRoundOf(readAny(csv).tournament);
  const request: RankRequest = { order: findPreset('uscf').order.filter((s) => s.code !== 'LOTS') };
  const text = 'Group,Place,Prize\nOverall,1,$1000\nU1800,1,$50\n';
  check(event, request, [[text, DEFAULT_PRIZE_OPTIONS]], 0);
  const table = readPrizeTableText(text, labelHeaders(event.before));
  const exact = unpairedDirectorAnswers(event, request, table, DEFAULT_PRIZE_OPTIONS, 1000);
  expect([exact.exact, exact.of(2).map((a) => a.status)]).toEqual([true, ['out of reach', 'possible']]);
  // Too small a budget: the U1800 prize is still not ruled out on score.
  const bounded = unpairedDirectorAnswers(event, request, table, DEFAULT_PRIZE_OPTIONS, 1);
  expect([bounded.exact, bounded.of(2)[1]!.status]).toEqual([false, 'possible']);
});

test('a pairing favouring a player pairs everyone to pair once, and gives the player the result asked', () => {
  for (let seed = 1; seed < 30; seed++) {
    const event = withRecorded(lastRoundOf(unpairedChart(seed, 9 + (seed % 4), 4)), seed);
    const { toPair } = event.unpaired!;
    event.before.players.forEach((_, p) => {
      for (const own of [0, 1, 2, 3] as const) {
        const ending = favouring(event, p, own);
        const plays = toPair.includes(p);
        // A recorded round is only itself; the bye needs an odd number to pair.
        const can = !plays ? own === 3 : own === 3 ? toPair.length % 2 === 1 : toPair.length >= 2;
        expect({ p, own, made: ending !== null }).toEqual({ p, own, made: can });
        if (!ending) continue;
        const paired = [...ending.games.flat(), ...(ending.bye === null ? [] : [ending.bye])];
        expect(paired.sort((a, b) => a - b)).toEqual([...toPair].sort((a, b) => a - b));
        expect(ending.results).toHaveLength(ending.games.length);
        const board = ending.games.findIndex((g) => g.includes(p));
        const part =
          board === -1 ? 3 : ending.games[board]![0] === p ? ending.results[board]! : 2 - ending.results[board]!;
        expect({ p, part }).toEqual({ p, part: own });
      }
    });
  }
});

/**
 * A field too large to enumerate: each witnessed prize ranked again from its pairing, and each
 * out of reach held against random pairings whose games go at random, to the lower score (the
 * field pulled together, the hardest test of a bound on score) or are drawn, from a fixed seed.
 */
function checkLarge(event: LastRoundEvent, request: RankRequest, table: PrizeTable, options: PrizeOptions): void {
  const answers = unpairedDirectorAnswers(event, request, table, options, 300);
  expect(answers.exact).toBe(false);
  const rand = rng(77);
  const score = event.before.players.map(scoreOf);
  const out: [number, number][] = [];
  event.before.players.forEach((_, p) =>
    answers.of(p).forEach((answer, k) => {
      const who = { player: p, prize: answer.prize };
      large[answer.status] = (large[answer.status] ?? 0) + 1;
      if (answer.status === 'out of reach') out.push([p, k]);
      if (answer.status !== 'possible' || answer.needs.startsWith('unknown')) return;
      const w = answers.witness!(p, k)!;
      const again = wonIn(table, options, rank(finishedWith(event, w.games, w.results, w.bye), request));
      expect({ ...who, witnessed: again[p]![k] }).toEqual({ ...who, witnessed: true });
    }),
  );
  for (let n = 0; n < 240; n++) {
    const order = [...event.unpaired!.toPair].sort(() => rand() - 0.5);
    const bye = order.length % 2 === 1 ? order.pop()! : null;
    const games = Array.from({ length: order.length / 2 }, (_, i) => [order[2 * i]!, order[2 * i + 1]!] as const);
    const results = games.map(([w, b]) =>
      n % 3 === 0 ? Math.floor(rand() * 3) : n % 3 === 1 ? (score[w]! > score[b]! ? 2 : 0) : 1,
    );
    const won = wonIn(table, options, rank(finishedWith(event, games, results, bye), request));
    for (const [p, k] of out) expect({ p, k, taken: won[p]![k] }).toEqual({ p, k, taken: false });
  }
}

describe('a field too large to enumerate, before the pairing', () => {
  test.each([
    [21, 24, 5, 'uscf'],
    [22, 30, 4, 'mca'],
  ])('seed %i, %i players, %i rounds, preset %s', (seed, players, rounds, preset) => {
    const request: RankRequest = { order: findPreset(preset).order.filter((s) => s.code !== 'LOTS') };
    const event = lastRoundOf(unpairedChart(seed, players, rounds, { unrated: 0.1 }));
    for (const [text, options] of [
      [SINGLE, DEFAULT_PRIZE_OPTIONS],
      [MIXED, { ...DEFAULT_PRIZE_OPTIONS, limit: 'off' }],
    ] as const) {
      const table = readPrizeTableText(text, labelHeaders(event.before));
      checkLarge(event, request, table, options);
    }
    expect(large['out of reach']! > 0 && large.possible! > 0).toBe(true);
  });
});

afterAll(() => {
  // Every kind of answer was met and checked (skipped when a single test is run alone).
  if (tally.exact! > 500)
    for (const kind of Object.keys(tally)) expect({ kind, n: tally[kind]! > 0 }).toEqual({ kind, n: true });
});
