/**
 * Before the last round is paired: every claim held against the real ranking of every pairing and
 * every result of the last round, in generated events of up to 8 players (105 pairings of 8, each
 * with its 81 endings). Places on score and scores must be exactly what the pairings allow; ranks
 * bounds that hold, and reached where said to be; prize places clinched or out of reach only when
 * every pairing agrees.
 */
import { Entry, Tournament } from '../../src/model/tournament';
import { readAny } from '../../src/read/readAny';
import { findPreset } from '../../src/standings/presets';
import { rank, RankRequest } from '../../src/standings/rank';
import { LastRoundEvent, scoreOf } from '../../src/lastRound/event';
import { firstNumber, lastNumber } from '../../src/lastRound/outcomes';
import { better, PlaceSpan, spanText } from '../../src/lastRound/places';
import { lastRoundOf, unpairedOutlook } from '../../src/lastRound/unpaired';
import { prizeAnswer } from '../../src/lastRound/needs';
import { BYE_KIND, GAME, pairings, unpairedChart, withRecorded } from '../support/unpairedEvents';

interface Ending {
  /** By player: points gained in the last round (quarters), rank (first number), place on score. */
  gain: number[];
  rank: number[];
  place: string[];
}

/** The oracle: every pairing and every result of the last round, each ranked from scratch. */
function everyEnding(event: LastRoundEvent, request: RankRequest): Ending[] {
  const { toPair, pab } = event.unpaired!;
  const t = event.before;
  const out: Ending[] = [];
  for (const { pairs, bye } of pairings(toPair)) {
    for (let code = 0; code < 3 ** pairs.length; code++) {
      const last = new Map<number, Entry>(event.fixed);
      const gain = t.players.map((_, q) => (last.has(q) ? scoreOfEntry(last.get(q)!) : 0));
      pairs.forEach(([a, b], i) => {
        const [ka, kb, ga, gb] = GAME[Math.floor(code / 3 ** i) % 3]!;
        last.set(a, { kind: ka, opponent: b, ...(t.hasColours ? { colour: 'W' as const } : {}) });
        last.set(b, { kind: kb, opponent: a, ...(t.hasColours ? { colour: 'B' as const } : {}) });
        gain[a] = ga;
        gain[b] = gb;
      });
      if (bye !== null) {
        last.set(bye, { kind: BYE_KIND[pab]! });
        gain[bye] = pab;
      }
      const players = t.players.map((p, q) => ({ ...p, entries: [...p.entries, last.get(q)!] }));
      const final: Tournament = { ...t, players, rounds: t.rounds + 1 };
      const standings = rank(final, request);
      const e: Ending = { gain, rank: [], place: [] };
      for (const row of standings.rows) {
        e.rank[row.player] = firstNumber(row.rank);
        e.place[row.player] = row.place;
      }
      out.push(e);
    }
  }
  return out;
}

function scoreOfEntry(e: Entry): number {
  return scoreOf({ number: 0, name: '', rating: null, entries: [e] });
}

const span = (s: string): PlaceSpan => ({ first: firstNumber(s), last: lastNumber(s) });
const bestOf = (places: readonly string[]) => spanText(places.map(span).reduce((a, b) => (better(b, a) ? b : a)));
const worstOf = (places: readonly string[]) => spanText(places.map(span).reduce((a, b) => (better(a, b) ? b : a)));

/** What the claims were, over every event: a test that met only one kind of answer would prove little. */
const tally: Record<string, number> = { exact: 0, bounds: 0, clinched: 0, possible: 0, 'out of reach': 0 };

function check(event: LastRoundEvent, request: RankRequest, places: number): void {
  const truth = everyEnding(event, request);
  const outlook = unpairedOutlook(event);
  expect(outlook.players).toHaveLength(event.before.players.length);
  for (const o of outlook.players) {
    const p = o.player;
    const ranks = truth.map((e) => e.rank[p]!);
    // A recorded round (or the only player to pair, with the bye) has one outcome and says no gain.
    const gainOf = (own: { gain?: number }) => own.gain ?? truth[0]!.gain[p]!;
    const who = { player: p, gains: o.own.map(gainOf) };
    // Places on score are exact: the best and worst any pairing gives.
    expect({ ...who, best: o.bestPlace, worst: o.worstPlace }).toEqual({
      ...who,
      best: bestOf(truth.map((e) => e.place[p]!)),
      worst: worstOf(truth.map((e) => e.place[p]!)),
    });
    // Ranks: bounds that hold; reached, when said to be exact.
    expect(o.bestRank).toBeLessThanOrEqual(Math.min(...ranks));
    expect(o.worstRank).toBeGreaterThanOrEqual(Math.max(...ranks));
    tally[o.exact ? 'exact' : 'bounds']!++;
    if (o.exact) expect([o.bestRank, o.worstRank]).toEqual([Math.min(...ranks), Math.max(...ranks)]);
    // Each gain the player can make is listed, with its places exact and its ranks within bounds.
    expect(o.own.map(gainOf).sort()).toEqual([...new Set(truth.map((e) => e.gain[p]!))].sort());
    for (const own of o.own) {
      const mine = truth.filter((e) => e.gain[p] === gainOf(own));
      expect({ ...who, gain: gainOf(own), best: own.bestPlace, worst: own.worstPlace }).toEqual({
        ...who,
        gain: gainOf(own),
        best: bestOf(mine.map((e) => e.place[p]!)),
        worst: worstOf(mine.map((e) => e.place[p]!)),
      });
      // The lowest rank the scores allow is reached by some ending's place on score.
      expect(own.bounds[1]).toBe(Math.max(...mine.map((e) => lastNumber(e.place[p]!))));
      for (const e of mine) expect(own.bounds[0] <= e.rank[p]! && e.rank[p]! <= own.bounds[1]).toBe(true);
      for (const r of own.ranks) expect(mine.some((e) => e.rank[p] === r)).toBe(true);
    }
    for (let place = 1; place <= places; place++) {
      const answer = prizeAnswer(event.before, event.boards, o, place);
      tally[answer.status]!++;
      if (answer.status === 'clinched') expect(ranks.every((r) => r === place)).toBe(true);
      if (answer.status === 'out of reach') expect(ranks.includes(place)).toBe(false);
      // Possible: some pairing and result leaves the place within the player's place on score.
      if (answer.status === 'possible')
        expect(truth.some((e) => span(e.place[p]!).first <= place && place <= span(e.place[p]!).last)).toBe(true);
    }
  }
}

// Up to 7 players under every preset (7 × 15 pairings × 27 endings); two fields of 8 (105 × 81) under US rules.
const cases: [seed: number, players: number, rounds: number][] = [];
for (let seed = 1; seed <= 10; seed++) cases.push([seed, 4 + (seed % 4), 2 + (seed % 3)]);
const presets: [string, typeof cases][] = [
  ['uscf', [...cases, [11, 8, 3], [12, 8, 4]]],
  ['mca', cases],
  ['fide', cases],
];

describe.each(presets)('preset %s, before the last round is paired', (preset, events) => {
  const request: RankRequest = { order: findPreset(preset).order.filter((s) => s.code !== 'LOTS') };
  test.each(events)('seed %i, %i players, %i rounds', (seed, players, rounds) => {
    const event = lastRoundOf(unpairedChart(seed, players, rounds));
    expect(event.boards).toEqual([]);
    expect(event.unpaired!.toPair).toHaveLength(players);
    check(event, request, 4);
    check(withRecorded(event, seed), request, 4);
  });
});

test('a worked example: a runaway leader has clinched 1st before the pairing, the last player 4th', () => {
  // Three rounds of a four-player event, the fourth not paired: 1 has 3, 2 and 3 have 1½, 4 has 0.
  const csv =
    'No.,Name,Rating,R1,R2,R3,R4\n1,Ada,2000,W3,W4,W2,\n2,Bo,1900,W4,D3,L1,\n3,Cy,1800,L1,D2,W4,\n4,Di,1700,L2,L1,L3,\n';
  const event = lastRoundOf(readAny(csv).tournament);
  const request: RankRequest = { order: findPreset('uscf').order.filter((s) => s.code !== 'LOTS') };
  check(event, request, 4);
  const outlook = unpairedOutlook(event);
  const status = (p: number) =>
    [1, 2, 3, 4].map((place) => prizeAnswer(event.before, [], outlook.players[p]!, place).status);
  expect(status(0)).toEqual(['clinched', 'out of reach', 'out of reach', 'out of reach']);
  expect(status(3)).toEqual(['out of reach', 'out of reach', 'out of reach', 'clinched']);
  // Bo and Cy: 2nd when one outscores the other, level when they draw each other or both draw.
  expect(outlook.players[1]).toMatchObject({ bestPlace: '2', worstPlace: '3', bestRank: 2, worstRank: 3, exact: true });
  expect(status(1)).toEqual(['out of reach', 'possible', 'possible', 'out of reach']);
});

afterAll(() => {
  // Every kind of answer was met and checked (skipped when a single test is run alone).
  if (tally.exact! + tally.bounds! > 50)
    for (const kind of Object.keys(tally)) expect({ kind, n: tally[kind]! > 0 }).toEqual({ kind, n: true });
});
