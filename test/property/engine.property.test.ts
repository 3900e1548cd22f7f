/**
 * Properties of the engine over generated, valid Swiss tournaments (test/support/generate.ts),
 * read from their text grid so the reader is exercised too. Each property states a fact that
 * rules.md makes true; numRuns are modest so the file runs in a few seconds.
 */
import fc from 'fast-check';
import { readCrosstable, readCrosstableText } from '../../src/read';
import { usNotation } from '../../src/read/usNotation';
import { isPlayed, Tournament } from '../../src/model/tournament';
import { CrosstableError } from '../../src/model/problems';
import { tiebreakColumn } from '../../src/standings/column';
import { toCsv, toJson, toTable } from '../../src/standings/format';
import { orderKey, rank, Standings } from '../../src/standings/rank';
import { PRESETS } from '../../src/standings/presets';
import {
  parseTiebreakSpec,
  specLabel,
  TIEBREAKS,
  TIEBREAK_CODES,
  TiebreakSpec,
  withOptions,
} from '../../src/tiebreaks/registry';
import {
  ALL_PLAYED,
  GeneratedSwiss,
  GenPlayer,
  generateSwiss,
  permuteRows,
  renumberGrid,
  rng,
  shuffleInPlace,
  swissArbitrary,
  truncateRounds,
} from '../support/generate';
import { runs, swissPinned, usable } from '../support/properties';

const RUNS = runs(30);
/** For the properties that read and rank several tables per run. */
const HEAVY = runs(15);

/** The systems of rules.md §3 (the US and club ones). */
const US_CODES = [
  'MM',
  'HARKNESS',
  'SOLK',
  'CUM',
  'OPPCUM',
  'H2H',
  'BLACKS',
  'WHITES',
  'SB',
  'KASH',
  'PROG',
  'BH',
  'PLAY',
  'ARO',
  'LOTS',
] as const;

/** Every rules.md system with its defaults, and every non-default option value. */
const US_SPECS: TiebreakSpec[] = [
  ...US_CODES.map((c) => withOptions(c)),
  parseTiebreakSpec('MM:minus=lowest'),
  parseTiebreakSpec('MM:drop2from=3'),
  parseTiebreakSpec('HARKNESS:drop2from=3'),
  parseTiebreakSpec('SB:scores=adjusted'),
  parseTiebreakSpec('KASH:unplayed=2'),
];

/** Those, and every other registered system (with its defaults): the invariance properties hold for all. */
const ALL_SPECS: TiebreakSpec[] = [
  ...US_SPECS,
  ...TIEBREAK_CODES.filter((c) => !(US_CODES as readonly string[]).includes(c)).map((c) => withOptions(c)),
];

/** A long order (everything but LOTS, which `lotSeed` appends). */
const rankOrder = (t: Tournament) => usable(t, ALL_SPECS).filter((s) => s.code !== 'LOTS');

/** Every system's column, keyed by player number then label. */
function columnsByNumber(
  t: Tournament,
  specs: readonly TiebreakSpec[],
  afterRound?: number,
  lotSeed = 0,
): Map<number, Record<string, number | null>> {
  const out = new Map<number, Record<string, number | null>>(t.players.map((p) => [p.number, {}]));
  for (const spec of specs) {
    const column = tiebreakColumn(t, spec, afterRound, lotSeed);
    t.players.forEach((p, i) => (out.get(p.number)![specLabel(spec)] = column[i].value));
  }
  return out;
}

/**
 * Generated tables are US notation; the engine properties read them as such. Detection (what the
 * CLI does) is checked once below: a table cut to one round of byes can be honestly ambiguous.
 */
const read = (grid: readonly (readonly string[])[]) => readCrosstable(grid, { notation: usNotation });

const sortedEntries = <V>(m: Map<number, V>) => [...m.entries()].sort((a, b) => a[0] - b[0]);

describe('generator sanity', () => {
  // Its speed is the benchmark's business (bench/), not a test's: this checks size and validity only.
  test('10,000 players × 11 rounds generate with distinct numbers; a large table reads back', () => {
    const big = generateSwiss(2024, 10_000, 11);
    expect(big.grid).toHaveLength(10_001);
    expect(new Set(big.players.map((p) => p.number)).size).toBe(10_000);
    // Reading is the engine's cost, not the generator's: a 1,000-player table keeps this file quick.
    const g = generateSwiss(2025, 1_000, 11);
    const t = readCrosstableText(g.csv, 'big.csv', { notation: usNotation });
    expect(t.players).toHaveLength(1_000);
    expect(t.rounds).toBe(11);
  });

  test('tables are realistic: unplayed rounds of every kind occur', () => {
    const totals = {
      forfeits: 0,
      doubleForfeits: 0,
      forfeitDraws: 0,
      fullByes: 0,
      halfByes: 0,
      zeroRounds: 0,
      games: 0,
    };
    for (let s = 0; s < 40; s++) {
      const g = generateSwiss(s, 30, 7, { forfeitDraw: 0.02, doubleForfeit: 0.02 });
      for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += g.stats[k];
    }
    for (const v of Object.values(totals)) expect(v).toBeGreaterThan(0);
  });

  test('the generated grid reads, with the generator’s scores', () => {
    fc.assert(
      fc.property(swissArbitrary(), (g) => {
        const t = read(g.grid);
        const fromCsv = readCrosstableText(g.csv, 'g.csv', { notation: usNotation });
        expect(fromCsv.players.map((p) => p.entries.map((e) => e.kind))).toEqual(
          t.players.map((p) => p.entries.map((e) => e.kind)),
        );
        const score = new Map(g.players.map((p) => [p.number, p.score]));
        const s = rank(t, { order: [] });
        for (const row of s.rows) expect(row.score).toBe(score.get(t.players[row.player].number));
      }),
      RUNS,
    );
  });
});

describe('notation detection on generated tables', () => {
  test('a generated table with its score column is detected as US notation and read the same way', () => {
    fc.assert(
      fc.property(swissArbitrary({ overrides: { scoreColumn: true } }), (g) => {
        const detected = readCrosstable(g.grid);
        const us = read(g.grid);
        expect(detected.notation).toBe(us.notation);
        expect(detected.players.map((p) => p.entries.map((e) => [e.kind, e.opponent, e.colour]))).toEqual(
          us.players.map((p) => p.entries.map((e) => [e.kind, e.opponent, e.colour])),
        );
      }),
      RUNS,
    );
  });
});

describe('invariance', () => {
  test('shuffling rows changes no value (LOTS included, fixed seed) and no rank or place', () => {
    fc.assert(
      fc.property(
        swissArbitrary(),
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 1, max: 1e6 }),
        (g, shuffleSeed, lotSeed) => {
          const t = read(g.grid);
          const order = shuffleInPlace(
            rng(shuffleSeed),
            g.rowOrder.map((_, i) => i),
          );
          const shuffled = read(permuteRows(g.grid, order));
          const specs = usable(t, ALL_SPECS);
          expect(sortedEntries(columnsByNumber(shuffled, specs, undefined, lotSeed))).toEqual(
            sortedEntries(columnsByNumber(t, specs, undefined, lotSeed)),
          );
          const request = { order: rankOrder(t) };
          expect(toJson(rank(shuffled, request))).toEqual(toJson(rank(t, request)));
          expect(toJson(rank(shuffled, { ...request, lotSeed }))).toEqual(toJson(rank(t, { ...request, lotSeed })));
          expect(toJson(rank(shuffled, { order: [] }))).toEqual(toJson(rank(t, { order: [] })));
        },
      ),
      HEAVY,
    );
  });

  test('renumbering players consistently changes no value but LOTS, and no rank or place', () => {
    fc.assert(
      fc.property(swissArbitrary(), fc.integer({ min: 0, max: 1e9 }), fc.boolean(), (g, permSeed, spread) => {
        const t = read(g.grid);
        const rand = rng(permSeed);
        const old = g.players.map((p) => p.number);
        // A permutation of the numbers, or new numbers altogether (gaps, larger values).
        const fresh = spread ? old.map((_, i) => 1 + i * 7 + Math.floor(rand() * 7)) : [...old];
        shuffleInPlace(rand, fresh);
        const map = new Map(old.map((n, i) => [n, fresh[i]]));
        const renumbered = read(renumberGrid(g.grid, g.columns.number, map));

        // TPN is the pairing number itself (C.07 7.8): renumbering changes it, as it does the lots.
        const specs = usable(t, ALL_SPECS).filter((s) => s.code !== 'LOTS' && s.code !== 'TPN');
        const before = columnsByNumber(t, specs);
        const after = columnsByNumber(renumbered, specs);
        for (const [n, values] of before) expect(after.get(map.get(n)!)).toEqual(values);

        const order = rankOrder(t).filter((s) => s.code !== 'TPN');
        const a = toJson(rank(t, { order }));
        const b = toJson(rank(renumbered, { order }));
        const byNumber = new Map(b.standings.map((r) => [r.number, r]));
        for (const r of a.standings) {
          const s = byNumber.get(map.get(r.number)!)!;
          expect({
            rank: s.rank,
            place: s.place,
            score: s.score,
            values: s.values,
            name: s.name,
            rating: s.rating,
          }).toEqual({
            rank: r.rank,
            place: r.place,
            score: r.score,
            values: r.values,
            name: r.name,
            rating: r.rating,
          });
        }
        // Who is first inside a shared rank follows the numbers; the sequence of decisions does not.
        expect(b.standings.map((r) => [r.rank, r.decidedBy])).toEqual(a.standings.map((r) => [r.rank, r.decidedBy]));
      }),
      HEAVY,
    );
  });
});

describe('arithmetic', () => {
  test('all scores add up to games played plus unplayed points (forfeit win 1, forfeit draw ½ each, full bye 1, half bye ½)', () => {
    fc.assert(
      fc.property(swissArbitrary(), (g) => {
        const t = read(g.grid);
        const s = toJson(rank(t, { order: [] }));
        const total = s.standings.reduce((sum, r) => sum + r.score, 0);
        const { games, forfeits, forfeitDraws, fullByes, halfByes } = g.stats;
        expect(total).toBe(games + forfeits + forfeitDraws + fullByes + halfByes / 2);
        // The reader sees each game from both sides, and no forfeit as a game.
        const playedEntries = t.players.reduce((n, p) => n + p.entries.filter(isPlayed).length, 0);
        expect(playedEntries).toBe(2 * games);
      }),
      RUNS,
    );
  });

  test('every points value is a whole number of quarters; ARO and counts are integers', () => {
    fc.assert(
      fc.property(swissArbitrary(), (g) => {
        const t = read(g.grid);
        const wrong: string[] = [];
        for (const spec of usable(t, US_SPECS)) {
          // null: no value (an average with nothing to average).
          for (const v of tiebreakColumn(t, spec))
            if (v.value !== null && !Number.isInteger(v.value)) wrong.push(`${specLabel(spec)} ${v.value}`);
        }
        const usOrder = usable(t, US_SPECS).filter((s) => s.code !== 'LOTS');
        const json = toJson(rank(t, { order: usOrder, lotSeed: 5 }));
        const unit = new Map([...usOrder, withOptions('LOTS')].map((s) => [specLabel(s), TIEBREAKS[s.code].unit]));
        for (const row of json.standings) {
          if (!Number.isInteger(row.score * 4)) wrong.push(`score ${row.score}`);
          for (const [label, v] of Object.entries(row.values)) {
            if (v === null) continue;
            if (typeof v !== 'number' || !Number.isInteger(unit.get(label) === 'points' ? v * 4 : v))
              wrong.push(`${label} ${v} in JSON`);
          }
        }
        expect(wrong).toEqual([]);
      }),
      RUNS,
    );
  });
});

/**
 * Checks every structural fact of rules.md §5 on one set of standings; returns what is wrong
 * (one `expect` per run: jest's expect is slow enough to dominate a property's runtime).
 */
function standingsProblems(s: Standings): string[] {
  const wrong: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) wrong.push(what);
  };
  const n = s.tournament.players.length;
  const rows = s.rows;
  // A permutation of the players.
  const seen = rows.map((r) => r.player).sort((a, b) => a - b);
  check(seen.length === n && seen.every((p, i) => p === i), 'rows are not a permutation of the players');
  const parse = (text: string): [number, number] => {
    const m = /^(\d+)(?:-(\d+))?$/.exec(text);
    check(m !== null, `"${text}" is not a rank or place`);
    return m ? [Number(m[1]), Number(m[2] ?? m[1])] : [NaN, NaN];
  };
  for (let i = 0; i < n; i++) {
    const row = rows[i];
    const at = `row ${i + 1} (#${s.tournament.players[row.player].number})`;
    // Score order.
    if (i > 0) check(rows[i - 1].score >= row.score, `${at}: score above is lower`);
    // Place: by score alone, the span of the score group (same score <=> same place).
    const [pFrom, pTo] = parse(row.place);
    const sameScore = rows.filter((r) => r.score === row.score);
    check(
      pTo - pFrom + 1 === sameScore.length,
      `${at}: place ${row.place} spans ${pTo - pFrom + 1}, score group has ${sameScore.length}`,
    );
    check(
      pFrom === rows.filter((r) => r.score > row.score).length + 1,
      `${at}: place ${row.place} does not start after the higher scores`,
    );
    check(
      rows.every((r) => (r.place === row.place) === (r.score === row.score)),
      `${at}: place ${row.place} is not exactly its score group`,
    );
    // Rank: a span containing the row's position, inside the place span, shared only on equal score.
    const [rFrom, rTo] = parse(row.rank);
    check(rFrom <= i + 1 && i + 1 <= rTo, `${at}: rank ${row.rank} does not contain the row`);
    check(rFrom >= pFrom && rTo <= pTo, `${at}: rank ${row.rank} outside place ${row.place}`);
    const sharing = rows.filter((r) => r.rank === row.rank);
    check(sharing.length === rTo - rFrom + 1, `${at}: rank ${row.rank} held by ${sharing.length}`);
    check(
      sharing.every((r) => r.score === row.score),
      `${at}: rank ${row.rank} shared across scores`,
    );
    // Decisions.
    const d = row.decidedBy;
    if (i === 0) {
      check(d.by === 'top', `${at}: first row decided by ${d.by}`);
      check(rFrom === 1, `${at}: first rank is ${row.rank}`);
      continue;
    }
    const above = rows[i - 1];
    if (above.score !== row.score) {
      check(
        d.by === 'score' && d.above === above.score && d.here === row.score,
        `${at}: score change decided by ${JSON.stringify(d)}`,
      );
      check(rFrom === i + 1, `${at}: rank ${row.rank} after a score change`);
    } else if (above.rank === row.rank) {
      check(d.by === 'shared', `${at}: shared rank decided by ${JSON.stringify(d)}`);
      row.values.forEach((v, k) => {
        const a = above.values[k];
        // The order key, not the value: DE shows points but orders by C.07 6 (src/tiebreaks/types.ts GroupPlace).
        const lower = TIEBREAKS[s.order[k].code].lowerIsBetter;
        if (v && a)
          check(orderKey(v, lower) === orderKey(a, lower), `${at}: shares a rank but ${s.order[k].code} differs`);
      });
    } else if (d.by !== 'tiebreak') {
      check(false, `${at}: rank ${row.rank} below ${above.rank} on equal score decided by ${d.by}`);
    } else {
      check(rFrom === i + 1, `${at}: rank ${row.rank} after a tiebreak split`);
      const key = (k: number, r: typeof row) =>
        r.values[k] ? orderKey(r.values[k]!, TIEBREAKS[s.order[k].code].lowerIsBetter) : undefined;
      for (let k = 0; k < d.index; k++) {
        check(key(k, row) === key(k, above), `${at}: ${s.order[k].code} differs but ${s.order[d.index].code} decided`);
      }
      check(
        d.above === above.values[d.index]?.value && d.here === row.values[d.index]?.value,
        `${at}: decision values are not the rows' values`,
      );
      check(
        key(d.index, above)! > key(d.index, row)!,
        `${at}: ${s.order[d.index].code} ${d.above} vs ${d.here} ranks the worse value first`,
      );
    }
  }
  if (n) check(parse(rows[n - 1].rank)[1] === n, `last rank ${rows[n - 1].rank} does not end at ${n}`);
  return wrong;
}

describe('ranking', () => {
  const presetOrders = [...PRESETS.map((p) => p.order), ['H2H', 'SOLK', 'H2H'].map((c) => parseTiebreakSpec(c))];

  test('ranking is a permutation; places and ranks are consistent with scores; every decision is explained', () => {
    fc.assert(
      fc.property(
        swissArbitrary(),
        fc.constantFrom(...presetOrders),
        fc.option(fc.integer({ min: 0, max: 1e6 })),
        (g, preset, lotSeed) => {
          const t = read(g.grid);
          const order = usable(t, preset);
          expect(standingsProblems(rank(t, { order, lotSeed: lotSeed ?? undefined }))).toEqual([]);
          expect(standingsProblems(rank(t, { order: [] }))).toEqual([]);
        },
      ),
      runs(60),
    );
  });

  test('a system the table has no data for (colours, ratings) is passed over exactly where a tie reaches it: the order without it, noted; stop refuses exactly then', () => {
    // Every system that needs colours or ratings, and a table that has neither.
    const needing = ALL_SPECS.filter((spec) => TIEBREAKS[spec.code].needs?.length);
    expect(needing.map((spec) => spec.code).sort()).toEqual(
      ['APPO', 'APRO', 'ARO', 'BLACKS', 'BPG', 'BWG', 'FIDE-ARO', 'OPPPERF', 'PTP', 'RTNG', 'TPR', 'WHITES'].sort(),
    );
    fc.assert(
      fc.property(
        swissArbitrary({ overrides: { colours: false, unrated: 1 } }),
        fc.constantFrom(...presetOrders),
        fc.array(fc.nat(), { minLength: needing.length, maxLength: needing.length }),
        (g, preset, at) => {
          const t = read(g.grid);
          const base = usable(t, preset);
          const order = [...base];
          needing.forEach((spec, i) => order.splice(at[i] % (order.length + 1), 0, spec));
          const passed = rank(t, { order });
          const without = rank(t, { order: base });
          const line = (s: Standings) => s.rows.map((r) => [r.player, r.rank]);
          expect(line(passed)).toEqual(line(without));
          expect(standingsProblems(passed)).toEqual([]);
          order.forEach((spec, i) => {
            if (!TIEBREAKS[spec.code].needs) return;
            expect(passed.unavailable[i]?.data).toBe(TIEBREAKS[spec.code].needs![0]);
            expect(passed.rows.every((r) => r.values[i] === null)).toBe(true);
          });
          // A note is one tie, of one score, at a system the table cannot give.
          for (const note of passed.passedOver) {
            expect(passed.unavailable[note.index]).not.toBeNull();
            expect(note.players.length).toBeGreaterThan(1);
            const scores = new Set(passed.rows.filter((r) => note.players.includes(r.player)).map((r) => r.score));
            expect([...scores]).toEqual([note.score]);
          }
          if (passed.passedOver.length) expect(() => rank(t, { order, missingData: 'stop' })).toThrow(CrosstableError);
          else expect(line(rank(t, { order, missingData: 'stop' }))).toEqual(line(without));
        },
      ),
      runs(60),
    );
  });

  test('a drawing of lots leaves no shared rank', () => {
    fc.assert(
      fc.property(swissArbitrary(), fc.integer({ min: 0, max: 1e6 }), (g, lotSeed) => {
        const t = read(g.grid);
        const s = rank(t, { order: [], lotSeed });
        expect(s.rows.every((r) => /^\d+$/.test(r.rank))).toBe(true);
        expect(s.rows.map((r) => r.rank)).toEqual(s.rows.map((_, i) => String(i + 1)));
      }),
      RUNS,
    );
  });

  test('determinism: the same input twice gives identical output', () => {
    fc.assert(
      fc.property(swissArbitrary(), fc.option(fc.integer({ min: 0, max: 1e6 })), (g, lotSeed) => {
        const run = () => {
          const t = readCrosstableText(g.csv, 'x.csv', { notation: usNotation });
          const s = rank(t, { order: rankOrder(t), lotSeed: lotSeed ?? undefined });
          return [JSON.stringify(toJson(s)), toCsv(s), toTable(s)];
        };
        expect(run()).toEqual(run());
      }),
      HEAVY,
    );
  });

  test('"after round N" equals ranking the table cut at round N', () => {
    fc.assert(
      fc.property(
        swissArbitrary({ minRounds: 2 }),
        fc.integer({ min: 1, max: 8 }),
        fc.option(fc.integer({ min: 0, max: 1e6 })),
        (g, k, lotSeed) => {
          const n = 1 + ((k - 1) % (g.rounds - 1)); // 1..rounds-1
          const t = read(g.grid);
          const cut = read(truncateRounds(g.grid, n));
          expect(cut.rounds).toBe(n);
          // A cut with no game played yet records no colours; compare what both can compute.
          const order = swissPinned(usable(cut, rankOrder(t)));
          const request = { order, lotSeed: lotSeed ?? undefined };
          const after = toJson(rank(t, { ...request, afterRound: n }));
          const whole = toJson(rank(cut, request));
          expect(after.rounds).toBe(n);
          // The chart's rounds differ by design (the whole chart was made for more): the rest agrees.
          expect({ ...after, plannedRounds: n }).toEqual(whole);
          const specs = swissPinned(usable(cut, ALL_SPECS));
          expect(sortedEntries(columnsByNumber(t, specs, n, 3))).toEqual(
            sortedEntries(columnsByNumber(cut, specs, undefined, 3)),
          );
        },
      ),
      HEAVY,
    );
  });

  test('"after round N" with N = all rounds is the full table', () => {
    fc.assert(
      fc.property(swissArbitrary(), (g) => {
        const t = read(g.grid);
        const order = rankOrder(t);
        expect(toJson(rank(t, { order, afterRound: t.rounds }))).toEqual(toJson(rank(t, { order })));
      }),
      runs(30),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// The systems against rules.md, computed straight from the generator's own record.

/** rules.md §2–3 applied to the generator's record: the value of each system (quarters, counts). */
function reference(g: GeneratedSwiss): Map<number, Record<string, number | null>> {
  const P = g.players;
  const N = g.rounds;
  const played = (k: string) => k === 'W' || k === 'D' || k === 'L';
  const pts = { W: 4, D: 2, L: 0, X: 4, F: 0, Z: 2, B: 4, H: 2, U: 0 } as const;
  const adjusted = P.map((p) => p.results.reduce((s, r) => s + (played(r.kind) ? pts[r.kind] : 2), 0));
  const cum = P.map((p) => {
    let running = 0;
    let sum = 0;
    for (const r of p.results) {
      running += pts[r.kind];
      sum += running;
      if (r.kind === 'B' || r.kind === 'X') sum -= 4;
      if (r.kind === 'H' || r.kind === 'Z') sum -= 2;
    }
    return sum;
  });
  const trimSum = (list: number[], low: number, high: number) => {
    const sorted = [...list].sort((a, b) => a - b);
    return sorted.slice(low, Math.max(low, sorted.length - high)).reduce((a, b) => a + b, 0);
  };
  const out = new Map<number, Record<string, number | null>>();
  P.forEach((p: GenPlayer, i) => {
    const list = p.results.map((r) => (played(r.kind) ? adjusted[r.opponent!] : 0));
    const k = N >= 9 ? 2 : 1;
    const k3 = N >= 3 ? 2 : 1;
    const standing = p.score > 2 * N ? 'plus' : p.score < 2 * N ? 'minus' : 'even';
    const mm = (kk: number, minusDropsLow: boolean) =>
      standing === 'plus'
        ? trimSum(list, kk, 0)
        : standing === 'even'
          ? trimSum(list, kk, kk)
          : minusDropsLow
            ? trimSum(list, kk, 0)
            : trimSum(list, 0, kk);
    const games = p.results.filter((r) => played(r.kind));
    const oppRatings = games.map((r) => P[r.opponent!].rating).filter((x): x is number => x !== null);
    let prog = 0;
    let running = 0;
    for (const r of p.results) prog += running += pts[r.kind];
    const sb = (scores: readonly number[]) =>
      games.reduce(
        (s, r) => s + (r.kind === 'W' ? scores[r.opponent!] : r.kind === 'D' ? scores[r.opponent!] / 2 : 0),
        0,
      );
    const kash = (unplayed: number) =>
      p.results.reduce((s, r) => s + (r.kind === 'W' ? 4 : r.kind === 'D' ? 2 : r.kind === 'L' ? 1 : unplayed), 0);
    const scores = P.map((q) => q.score);
    out.set(p.number, {
      MM: mm(k, false),
      'MM(minus=lowest)': mm(k, true),
      'MM(drop2from=3)': mm(k3, false),
      HARKNESS: trimSum(list, k, k),
      'HARKNESS(drop2from=3)': trimSum(list, k3, k3),
      SOLK: list.reduce((a, b) => a + b, 0),
      CUM: cum[i],
      OPPCUM: games.reduce((s, r) => s + cum[r.opponent!], 0),
      BLACKS: games.filter((r) => r.colour === 'B').length,
      WHITES: games.filter((r) => r.colour === 'W').length,
      SB: sb(scores),
      'SB(scores=adjusted)': sb(adjusted),
      KASH: kash(0),
      'KASH(unplayed=2)': kash(2),
      PROG: prog,
      BH: games.reduce((s, r) => s + P[r.opponent!].score, 0),
      PLAY: games.some((r) => r.kind !== 'L') ? 1 : 0,
      // No rated opponent: nothing to average, no value (ranked as 0).
      ARO: oppRatings.length ? Math.round(oppRatings.reduce((a, b) => a + b, 0) / oppRatings.length) : null,
    });
  });
  return out;
}

describe('systems', () => {
  test('every system equals rules.md §2–3 applied to the generator’s own record', () => {
    fc.assert(
      fc.property(swissArbitrary({ maxRounds: 11 }), (g) => {
        const t = read(g.grid);
        const specs = usable(t, US_SPECS).filter((s) => s.code !== 'LOTS' && s.code !== 'H2H');
        const got = columnsByNumber(t, specs);
        const want = reference(g);
        for (const [n, values] of got) {
          const expected: Record<string, number | null> = {};
          for (const label of Object.keys(values)) expected[label] = want.get(n)![label];
          expect({ number: n, ...values }).toEqual({ number: n, ...expected });
        }
      }),
      RUNS,
    );
  });

  test('HARKNESS ≤ MM ≤ SOLK (MM either way for minus scores); CUM ≤ PROG; SB ≤ BH; BLACKS + WHITES = games; KASH bounds', () => {
    fc.assert(
      fc.property(swissArbitrary({ maxRounds: 11 }), (g) => {
        const t = read(g.grid);
        const v = columnsByNumber(t, usable(t, US_SPECS));
        const byNumber = new Map(g.players.map((p) => [p.number, p]));
        let blacks = 0;
        let whites = 0;
        const wrong: string[] = [];
        const check = (ok: boolean, what: string) => {
          if (!ok) wrong.push(what);
        };
        for (const [n, raw] of v) {
          const x = raw as Record<string, number>; // ARO, the one that can have no value, is not checked here
          const p = byNumber.get(n)!;
          const games = p.results.filter((r) => r.kind === 'W' || r.kind === 'D' || r.kind === 'L').length;
          const unplayed = g.rounds - games;
          const at = `#${n} ${JSON.stringify(x)}`;
          check(x.HARKNESS >= 0, `${at}: HARKNESS < 0`);
          check(x.HARKNESS <= x.MM && x.HARKNESS <= x['MM(minus=lowest)'], `${at}: HARKNESS > MM`);
          check(x.MM <= x.SOLK && x['MM(minus=lowest)'] <= x.SOLK, `${at}: MM > SOLK`);
          check(x.SOLK <= games * g.rounds * 4, `${at}: SOLK above N per game`);
          check(x.CUM <= x.PROG, `${at}: CUM > PROG`);
          check(x.SB >= 0 && x.SB <= x.BH, `${at}: SB outside 0..BH`);
          check(x.KASH >= games && x.KASH <= 4 * games, `${at}: KASH outside games..4×games`);
          check(
            x['KASH(unplayed=2)'] - x.KASH === 2 * unplayed,
            `${at}: KASH(unplayed=2) is not KASH + 2 per unplayed round`,
          );
          check(x.PLAY === 0 || x.PLAY === 1, `${at}: PLAY not 0/1`);
          if (t.hasColours) {
            check(x.BLACKS + x.WHITES === games, `${at}: BLACKS + WHITES ≠ games`);
            blacks += x.BLACKS;
            whites += x.WHITES;
          }
        }
        expect(wrong).toEqual([]);
        // Every game has one White and one Black.
        if (t.hasColours) {
          expect(blacks).toBe(g.stats.games);
          expect(whites).toBe(g.stats.games);
        }
      }),
      RUNS,
    );
  });

  test('H2H inside each score group sums to zero (each game among the group is a + and a −, or two draws)', () => {
    fc.assert(
      fc.property(swissArbitrary(), (g) => {
        const t = read(g.grid);
        const h2h = tiebreakColumn(t, withOptions('H2H'));
        const score = rank(t, { order: [] });
        const sums = new Map<number, number>();
        score.rows.forEach((r) => sums.set(r.score, (sums.get(r.score) ?? 0) + h2h[r.player].value!));
        for (const s of sums.values()) expect(s).toBe(0);
      }),
      RUNS,
    );
  });

  test('with every round played (no byes, forfeits, withdrawals): SOLK = BH, adjusted = final, KASH options agree, CUM = PROG', () => {
    const arb = fc
      .record({
        seed: fc.integer({ min: 0, max: 1e9 }),
        half: fc.integer({ min: 1, max: 12 }),
        rounds: fc.integer({ min: 1, max: 9 }),
      })
      .map(({ seed, half, rounds }) => generateSwiss(seed, 2 * half, rounds, ALL_PLAYED));
    fc.assert(
      fc.property(arb, (g) => {
        const t = read(g.grid);
        expect(t.players.every((p) => p.entries.every(isPlayed))).toBe(true);
        const v = columnsByNumber(t, usable(t, US_SPECS));
        for (const x of v.values()) {
          expect(x.SOLK).toBe(x.BH);
          expect(x['SB(scores=adjusted)']).toBe(x.SB);
          expect(x['KASH(unplayed=2)']).toBe(x.KASH);
          expect(x.CUM).toBe(x.PROG);
        }
      }),
      runs(30),
    );
  });
});
