/**
 * Issue 8, part B: the engine's properties in every notation the reader knows. Each generated
 * tournament (test/support/generate.ts) is written by a test-side writer (notationWriters.ts)
 * in US Chess, SwissSys triplets, MSA text, chess-results, Vega (grid and printed text),
 * SwissPerfect and TRF (file and grid), and round robins as a "vs" grid, then:
 *
 * - the reader recovers the same tournament (the generator's own record is the oracle), reading
 *   twice gives identical output, and detection either reads it the same way or refuses;
 * - every tiebreak in the registry, US and FIDE, with each option value that changes what it
 *   computes, is invariant under row order and under renumbering the players;
 * - "after round N" equals ranking the table cut at round N, written in the same notation.
 *
 * engine.property.test.ts has the deeper properties on US notation; this file widens the
 * reader side. numRuns are small (PROPERTY_RUNS=600 for a deeper search).
 */
import fc from 'fast-check';
import { CrosstableError } from '../../src/model/problems';
import type { Tournament } from '../../src/model/tournament';
import { readAny } from '../../src/read';
import { tiebreakColumn } from '../../src/standings/column';
import { toCsv, toJson, toTable } from '../../src/standings/format';
import { checkRequest, rank } from '../../src/standings/rank';
import {
  parseTiebreakSpec,
  specLabel,
  TIEBREAKS,
  TIEBREAK_CODES,
  TiebreakSpec,
  withOptions,
} from '../../src/tiebreaks/registry';
import { rng, shuffleInPlace, swissArbitrary, SwissConstraints } from '../support/generate';
import { runs, swissPinned, usable } from '../support/properties';
import {
  cut,
  Event,
  expectedShape,
  fromGenerated,
  NotationWriter,
  ratesFor,
  rearrange,
  roundRobin,
  RrResult,
  rrAsUs,
  rrGames,
  rrGrid,
  WRITERS,
} from './notationWriters';

/** Sample values for integer options: two dropped from round 3, unrated opponents rated 1000. */
const INTEGER_SAMPLE: Record<string, string> = { drop2from: '3', unrated: '1000' };

/** Every registered system with its defaults, and once with each non-default option value. */
const SPECS: TiebreakSpec[] = TIEBREAK_CODES.flatMap((code) => [
  withOptions(code),
  ...TIEBREAKS[code].options.flatMap((o) =>
    o.values === 'integer'
      ? [withOptions(code, { [o.name]: INTEGER_SAMPLE[o.name] ?? '1' })]
      : o.values.filter((v) => v !== o.default).map((v) => withOptions(code, { [o.name]: v })),
  ),
]);

/** Every spec's column, by player number then label. */
function columns(
  t: Tournament,
  specs: readonly TiebreakSpec[],
  afterRound?: number,
  lotSeed = 0,
): Record<number, Record<string, number | null>> {
  const out: Record<number, Record<string, number | null>> = {};
  for (const p of t.players) out[p.number] = {};
  for (const spec of specs) {
    const column = tiebreakColumn(t, spec, afterRound, lotSeed);
    t.players.forEach((p, i) => (out[p.number][specLabel(spec)] = column[i].value));
  }
  return out;
}

function shapeOf(t: Tournament) {
  return [...t.players]
    .sort((a, b) => a.number - b.number)
    .map((p) => ({
      number: p.number,
      name: p.name,
      rating: p.rating,
      entries: p.entries.map((e) => ({
        kind: e.kind,
        opponent: e.opponent === undefined ? undefined : t.players[e.opponent].number,
        colour: e.colour,
      })),
    }));
}

const readAs = (w: NotationWriter, input: string | string[][]) => readAny(input, { notation: w.id }).tournament;

/** Generated tournaments the notation can write: colours where it needs them, no forfeit draw where it has no code. */
function arbitraryFor(w: NotationWriter, c: SwissConstraints = {}) {
  return swissArbitrary({
    maxPlayers: 12,
    maxRounds: 6,
    ...c,
    overrides: ratesFor(w),
  });
}

/** A shuffled row order and new numbers (a permutation of the old, or spread out with gaps). */
function rearrangement(e: Event, seed: number, spread: boolean): { rows: number[]; numbers: Map<number, number> } {
  const rand = rng(seed);
  const rows = shuffleInPlace(rand, [...e.rows]);
  const old = e.players.map((p) => p.number);
  const fresh = spread ? old.map((_, i) => 1 + i * 7 + Math.floor(rand() * 7)) : [...old];
  shuffleInPlace(rand, fresh);
  return { rows, numbers: new Map(old.map((n, i) => [n, fresh[i]])) };
}

const identity = (e: Event) => new Map(e.players.map((p) => [p.number, p.number]));

describe.each(WRITERS.map((w) => [w.label, w] as const))('%s', (_label, w) => {
  test('the reader recovers the generated tournament; reading twice gives identical output; detection reads the same or refuses', () => {
    fc.assert(
      fc.property(arbitraryFor(w), (g) => {
        const e = fromGenerated(g);
        const input = w.write(e);
        const t = readAs(w, input);
        const colours = w.colours !== 'none';
        expect(shapeOf(t)).toEqual(expectedShape(e, { colours, forfeitOpponents: w.forfeitOpponents }));
        expect(t.rounds).toBe(g.rounds);

        const order = usable(t, SPECS).filter((s) => s.code !== 'LOTS');
        const output = () => {
          const s = rank(readAs(w, input), { order, lotSeed: 7 });
          return [JSON.stringify(toJson(s)), toCsv(s), toTable(s)];
        };
        expect(output()).toEqual(output());

        let detected: Tournament | undefined;
        try {
          detected = readAny(input).tournament;
        } catch (err) {
          if (!(err instanceof CrosstableError)) throw err;
        }
        if (detected) expect(shapeOf(detected)).toEqual(shapeOf(t));
      }),
      runs(12),
    );
  });

  test('every tiebreak (US and FIDE, each option) is invariant under row order and renumbering; so are the standings', () => {
    fc.assert(
      fc.property(
        arbitraryFor(w),
        fc.integer({ min: 0, max: 1e9 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 1e6 }),
        (g, seed, spread, lotSeed) => {
          const e = fromGenerated(g);
          const { rows, numbers } = rearrangement(e, seed, spread);
          const t = readAs(w, w.write(e));
          const shuffled = readAs(w, w.write(rearrange(e, rows, identity(e))));
          const renumbered = readAs(w, w.write(rearrange(e, rows, numbers)));
          const specs = usable(t, SPECS);

          // Row order changes nothing, drawing of lots included (its order follows the numbers).
          expect(columns(shuffled, specs, undefined, lotSeed)).toEqual(columns(t, specs, undefined, lotSeed));
          const order = specs.filter((s) => s.code !== 'LOTS');
          expect(toJson(rank(shuffled, { order }))).toEqual(toJson(rank(t, { order })));

          // Renumbering changes no value but the lots and TPN (the pairing number itself, C.07 7.8), and no rank or place.
          const kept = order.filter((s) => s.code !== 'TPN');
          const before = columns(t, kept);
          const after = columns(renumbered, kept);
          const moved: Record<number, Record<string, number | null>> = {};
          for (const [n, v] of Object.entries(before)) moved[numbers.get(Number(n))!] = v;
          expect(after).toEqual(moved);
          const a = toJson(rank(t, { order: kept }));
          const b = new Map(toJson(rank(renumbered, { order: kept })).standings.map((r) => [r.number, r]));
          for (const r of a.standings) {
            const s = b.get(numbers.get(r.number)!)!;
            expect([s.rank, s.place, s.score, s.values]).toEqual([r.rank, r.place, r.score, r.values]);
          }
        },
      ),
      runs(8),
    );
  });

  test('"after round N" equals ranking the table cut at round N, written in the same notation', () => {
    fc.assert(
      fc.property(arbitraryFor(w, { minRounds: 2 }), fc.integer({ min: 1, max: 8 }), (g, k) => {
        const n = 1 + ((k - 1) % (g.rounds - 1));
        const e = fromGenerated(g);
        const full = readAs(w, w.write(e));
        const atN = readAs(w, w.write(cut(e, n)));
        expect(atN.rounds).toBe(n);
        // A cut with no game played yet records no colours: compare what both can compute.
        const specs = swissPinned(usable(atN, usable(full, SPECS)));
        const order = specs.filter((s) => s.code !== 'LOTS');
        // The chart's rounds (plannedRounds) differ: the full chart was made for more.
        const ranked = (t: Tournament, afterRound?: number) => {
          const { plannedRounds: _, ...json } = toJson(rank(t, { order, afterRound, lotSeed: 3 }));
          return json;
        };
        expect(ranked(full, n)).toEqual(ranked(atN));
        expect(columns(full, specs, n, 3)).toEqual(columns(atN, specs, undefined, 3));
      }),
      runs(8),
    );
  });
});

/**
 * Found by the round-robin property below (issue 8): a "vs" grid gives no round order, and the
 * reader lays its games on an assumed Berger schedule in row order. The Swiss handling of
 * unplayed rounds (C.07 16.2.5 and the 2009 virtual opponent) values a sit-out or a forfeit by
 * its round, so FIDE Buchholz (every cut and version) and FIDE-SB with Swiss pairings are
 * refused on such a table when its unplayed rounds would move their values
 * (src/tiebreaks/fide/roundOrder.ts); with every game played they are computed.
 */
// AOB averages the opponents' FIDE Buchholz, so it is refused where they are.
const ORDER_REFUSABLE = new Set<string>(['FIDE-BH', 'FIDE-SB', 'AOB']);
const hasUnplayed = (t: Tournament) =>
  t.players.some((p) => p.entries.some((e) => e.kind !== 'win' && e.kind !== 'draw' && e.kind !== 'loss'));
/** Refused whatever the games: colours, a round order, teams. */
const alwaysRefused = (t: Tournament, s: TiebreakSpec) => {
  const tb = TIEBREAKS[s.code];
  // AOB/F averages Fore Buchholz, which needs the final round, as FB does.
  const fore = s.code === 'AOB' && s.options.fore === 'F';
  return (
    (tb.needs?.includes('colours') && !t.hasColours) ||
    ((tb.needsRoundOrder || fore) && !t.roundOrderKnown) ||
    (tb.needsTeams && t.boards === undefined)
  );
};

describe('round robin ("vs" grid)', () => {
  const results = fc.constantFrom<RrResult>('1', '1', '½', '0', '0', '½', '+', '-');
  const rrArbitrary = fc
    .record({
      n: fc.integer({ min: 2, max: 7 }),
      seed: fc.integer({ min: 0, max: 1e9 }),
      spread: fc.boolean(),
      pairs: fc.array(results, { minLength: 1, maxLength: 21 }),
    })
    .map(({ n, seed, spread, pairs }) => {
      const rand = rng(seed);
      const numbers = Array.from({ length: n }, (_, i) => (spread ? 1 + i * 5 + Math.floor(rand() * 5) : i + 1));
      const ratings = numbers.map(() => (rand() < 0.2 ? null : 1000 + Math.floor(rand() * 1400)));
      return {
        rr: roundRobin(
          numbers,
          ratings,
          pairs,
          shuffleInPlace(
            rand,
            numbers.map((_, i) => i),
          ),
        ),
        seed,
      };
    });

  test('the grid reads as every game of the round robin, named or detected, with no round order or colours', () => {
    fc.assert(
      fc.property(rrArbitrary, ({ rr }) => {
        const games = rrGames(rr);
        for (const read of [readAny(rrGrid(rr), { notation: 'rr' }), readAny(rrGrid(rr))]) {
          const t = read.tournament;
          expect(read.notation).toBe('rr');
          expect([t.roundOrderKnown, t.hasColours, t.rounds]).toEqual([
            false,
            false,
            rr.numbers.length % 2 ? rr.numbers.length : rr.numbers.length - 1,
          ]);
          const got = new Map(
            t.players.map((p) => [
              p.number,
              p.entries
                .filter((x) => x.opponent !== undefined)
                .map((x): [number, string] => [t.players[x.opponent!].number, x.kind])
                .sort((a, b) => a[0] - b[0]),
            ]),
          );
          expect(got).toEqual(games);
        }
      }),
      runs(20),
    );
  });

  test('every tiebreak the grid can answer is invariant under row order and renumbering, and equals the same games in US notation', () => {
    fc.assert(
      fc.property(rrArbitrary, fc.boolean(), ({ rr, seed }, spread) => {
        const t = readAny(rrGrid(rr), { notation: 'rr' }).tournament;
        const specs = usable(t, SPECS).filter((s) => s.code !== 'LOTS');
        // Refused beyond colours and Cumulative: only FIDE Buchholz / Swiss SB, and only for unplayed rounds.
        const refused = SPECS.filter((s) => !alwaysRefused(t, s) && !specs.includes(s) && s.code !== 'LOTS');
        for (const s of refused)
          expect([specLabel(s), ORDER_REFUSABLE.has(s.code) && hasUnplayed(t)]).toEqual([specLabel(s), true]);
        const rand = rng(seed ^ 0x9e3779b9);
        const fresh = spread ? rr.numbers.map((_, i) => 2 + i * 3 + Math.floor(rand() * 3)) : [...rr.numbers];
        shuffleInPlace(rand, fresh);
        const moved = { ...rr, numbers: fresh, rows: shuffleInPlace(rand, [...rr.rows]) };
        const renumbered = readAny(rrGrid(moved), { notation: 'rr' }).tournament;
        const before = columns(t, specs);
        // TPN is the pairing number itself (C.07 7.8): renumbering changes it by definition.
        const kept = specs.filter((s) => s.code !== 'TPN');
        const keptBefore = columns(t, kept);
        const expected: Record<number, Record<string, number | null>> = {};
        rr.numbers.forEach((n, i) => (expected[fresh[i]] = keptBefore[n]));
        expect(columns(renumbered, kept)).toEqual(expected);
        // The same games with a round order: the systems that do not need one agree.
        const us = readAny(rrAsUs(rr), { notation: 'us' }).tournament;
        expect(columns(us, specs)).toEqual(before);
      }),
      runs(20),
    );
  });

  test('a 3-player round robin (each sits out once): FIDE Buchholz is refused on the grid, not valued by row order; FIDE-SB and KS need no order', () => {
    // 1 beat 2 and 3, 2 beat 3: each player sits out one round, which the grid does not place.
    const rr = roundRobin([1, 2, 3], [2000, 1900, 1800], ['1', '1', '1'], [0, 1, 2]);
    const reordered = { ...rr, rows: [0, 2, 1] };
    const a = readAny(rrGrid(rr), { notation: 'rr' }).tournament;
    const b = readAny(rrGrid(reordered), { notation: 'rr' }).tournament;
    for (const t of [a, b]) {
      for (const code of ['FIDE-BH', 'BH/C2', 'FIDE-BH(fide=2009)', 'FIDE-SB(pairings=swiss)']) {
        expect(() => checkRequest(t, [parseTiebreakSpec(code)])).toThrow(
          /does not give the order of the rounds.*players 1, 2, 3/,
        );
      }
    }
    const specs = ['FIDE-SB', 'SB/C1', 'KS'].map((c) => parseTiebreakSpec(c));
    // KS: each plays two games, so the limit is 1 (50% of 2): player 1's win over player 2 (1) counts.
    expect(columns(a, specs)).toEqual({
      1: { 'FIDE-SB': 4, 'SB/C1': 4, KS: 4 },
      2: { 'FIDE-SB': 0, 'SB/C1': 0, KS: 0 },
      3: { 'FIDE-SB': 0, 'SB/C1': 0, KS: 0 },
    });
    expect(columns(b, specs)).toEqual(columns(a, specs));
  });

  test('"after round N" is refused on the grid for every N short of the last round (the order is assumed); N = last is the whole table', () => {
    fc.assert(
      fc.property(rrArbitrary, ({ rr }) => {
        const t = readAny(rrGrid(rr), { notation: 'rr' }).tournament;
        for (let n = 1; n < t.rounds; n++)
          expect(() => checkRequest(t, [], n)).toThrow(new RegExp(`"after round ${n}" needs the order of the rounds`));
        const order = usable(t, SPECS).filter((s) => s.code !== 'LOTS');
        expect(toJson(rank(t, { order, afterRound: t.rounds }))).toEqual(toJson(rank(t, { order })));
      }),
      runs(10),
    );
  });
});
