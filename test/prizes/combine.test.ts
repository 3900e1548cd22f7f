/**
 * US Chess 32B3's combined pool (src/prizes/combine.ts, opt-in tiedClassPrizes "combine"): the
 * cases with figures found on US Chess's forums, each against the default (each group's prizes
 * pooled on their own), and invariants over generated events. Amounts are asserted to the cent.
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { run } from '../../src/cli/main';
import type { Tournament } from '../../src/model/tournament';
import { DEFAULT_PRIZE_OPTIONS, PrizeOptions } from '../../src/prizes';
import { readCrosstableText } from '../../src/read';
import { usNotation } from '../../src/read/usNotation';
import { TableBuilder, Result } from '../support/builder';
import { generateSwiss, ratesArbitrary, toCsv } from '../support/generate';
import { awardLines, prizeListFor } from '../support/prizeEvents';

const COMBINE: PrizeOptions = { ...DEFAULT_PRIZE_OPTIONS, tiedClassPrizes: 'combine' };

/** Players with these ratings and results against fresh (unrated, at most 1 point) opponents. */
function event(rounds: number, players: [string, number, string][]): Tournament {
  const b = new TableBuilder(rounds);
  const numbers = players.map(([name, rating]) => b.player(name, rating));
  players.forEach(([, , results], i) => b.results(numbers[i], [...results] as Result[]));
  return b.tournament();
}

/** Name and cents of every cash winner, in the list's order. */
const paid = (t: Tournament, rows: string[][], options: PrizeOptions) =>
  awardLines(prizeListFor(t, rows, options)).map(([group, place, name, cents]) => `${group} ${place} ${name} ${cents}`);

describe('forum.uschess.org "Rule 32B3 Question": four on 4-2, one rated 2495 and three under 2400', () => {
  // The event's prizes (1st $2,298 + $77 bonus = $2,375) and standings as posted.
  const t = event(6, [
    ['A2673', 2673, 'WWWWWL'],
    ['B2699', 2699, 'WWWWDL'],
    ['C2495', 2495, 'WWWWLL'],
    ['D2391', 2391, 'WWWWLL'],
    ['E2387', 2387, 'WWWWLL'],
    ['F2385', 2385, 'WWWWLL'],
    ['G2345', 2345, 'WWWDLL'],
    ['H2340', 2340, 'WWWDLL'],
    ['I2226', 2226, 'WWWDLL'],
    ['J2208', 2208, 'WWWDLL'],
    ['K2148', 2148, 'WWWDLL'],
  ]);
  const rows = [
    ['Overall', '1', '$2,375'],
    ['Overall', '2', '$1,149'],
    ['Overall', '3', '$536'],
    ['Overall', '4', '$306'],
    ['Overall', '5', '$230'],
    ['U2400', '1', '$1,379'],
    ['U2400', '2', '$766'],
  ];

  test("combined (32B3 as amended, with its cap): the 2495 receives $536, the three under 2400 $817 each, the director's answer", () => {
    // SwissSys 8.882 paid all four $746.75: ($1,379 + $766 + $536 + $306) / 4, one prize per winner.
    // The amended 32B3 adds "No player may receive an amount greater … than the largest prize for
    // which he would be eligible if there were no tie": alone on 4-2 the 2495 could win only 3rd,
    // $536, so he is capped there and the $210.75 he cannot take goes to the other three:
    // ($2,987 - $536) / 3 = $817, the figure the director reached. Dividing only the U2400 prizes
    // ($2,145 / 3 = $715) would pay the three less, so 32B3's "unless" does not apply.
    const list = prizeListFor(t, rows, COMBINE);
    expect(awardLines(list)).toEqual([
      ['Overall', '1st', 'A2673', 237500],
      ['Overall', '2nd', 'B2699', 114900],
      ['Overall', '3rd-4th + U2400 1st-2nd', 'C2495', 53600],
      ['Overall', '3rd-4th + U2400 1st-2nd', 'D2391', 81700],
      ['Overall', '3rd-4th + U2400 1st-2nd', 'E2387', 81700],
      ['Overall', '3rd-4th + U2400 1st-2nd', 'F2385', 81700],
      // 5th, not in the pool (one prize per winner), goes to the five on 3½.
      ['Overall', '5th', 'G2345', 4600],
      ['Overall', '5th', 'H2340', 4600],
      ['Overall', '5th', 'I2226', 4600],
      ['Overall', '5th', 'J2208', 4600],
      ['Overall', '5th', 'K2148', 4600],
    ]);
    const combined = list.awards.find((a) => a.how.startsWith('32B3'))!;
    expect(combined.pool).toBe(298700);
    expect(combined.how).toBe(
      '32B3: 4 tied on 4 for Overall 3rd-5th + U2400 1st-2nd: $1,379.00 + $766.00 + $536.00 + $306.00 = $2,987.00 pooled, one prize per winner; ' +
        '#3 receives $536.00, the largest prize he could win without the tie; the other 3 share $2,451.00, $817.00 each; ' +
        'dividing only U2400 ($2,145.00 among 3) would not pay them more (US Chess 32B3)',
    );
  });

  test('by default each group is pooled on its own: the three split the U2400 prizes ($715 each), the 2495 takes 3rd clear', () => {
    expect(paid(t, rows, DEFAULT_PRIZE_OPTIONS).filter((l) => /C2495|D2391|E2387|F2385/.test(l))).toEqual([
      'Overall 3rd C2495 53600',
      'U2400 1st-2nd D2391 71500',
      'U2400 1st-2nd E2387 71500',
      'U2400 1st-2nd F2385 71500',
    ]);
  });
});

describe('uschess.discourse.group "Prize distribution": 2nd and a class prize pooled by the two on 4½', () => {
  // Arnie 1980 on 5, Alfred 1950 and Bernie 1750 on 4½, Alonzo 1930 and Bob 1730 on 4.
  const t = event(5, [
    ['Arnie', 1980, 'WWWWW'],
    ['Alfred', 1950, 'WWWWD'],
    ['Bernie', 1750, 'WWWWD'],
    ['Alonzo', 1930, 'WWWWL'],
    ['Bob', 1730, 'WWWWL'],
  ]);
  const withClasses = (a: string, b: string, labels = ['Class A', 'Class B']) => [
    ['Overall', '1', '$200'],
    ['Overall', '2', '$150'],
    [labels[0], '1', a],
    [labels[1], '1', b],
  ];

  test('situation 1 (top A $75.02, top B $75): the larger class prize joins the pool, $112.51 each; Bob takes B; Alonzo nothing', () => {
    expect(paid(t, withClasses('$75.02', '$75'), COMBINE)).toEqual([
      'Overall 1st Arnie 20000',
      'Overall 2nd + Class A 1st Alfred 11251',
      'Overall 2nd + Class A 1st Bernie 11251',
      'Class B 1st Bob 7500',
    ]);
    // Without the option Alfred takes the A prize and Bernie 2nd clear.
    expect(paid(t, withClasses('$75.02', '$75'), DEFAULT_PRIZE_OPTIONS)).toEqual([
      'Overall 1st Arnie 20000',
      'Overall 2nd Bernie 15000',
      'Class A 1st Alfred 7502',
      'Class B 1st Bob 7500',
    ]);
  });

  test('situations 2 and 3 (equal class prizes): the highest class goes into the pool (32B4), $112.50 each', () => {
    expect(paid(t, withClasses('$75', '$75', ['U2000', 'U1800']), COMBINE)).toEqual([
      'Overall 1st Arnie 20000',
      'Overall 2nd + U2000 1st Alfred 11250',
      'Overall 2nd + U2000 1st Bernie 11250',
      'U1800 1st Bob 7500',
    ]);
    expect(paid(t, withClasses('$75', '$75'), COMBINE)).toEqual([
      'Overall 1st Arnie 20000',
      'Overall 2nd + Class A 1st Alfred 11250',
      'Overall 2nd + Class A 1st Bernie 11250',
      'Class B 1st Bob 7500',
    ]);
  });
});

test('uschess.discourse.group "Prize Example": a place prize goes into the pool before a class prize of the same amount (32B4)', () => {
  // 1st $250, 2nd $150, 3rd $100, U2200 $100; GM 4, two experts 3½, a master 3, an expert 2½:
  // the experts split 2nd + 3rd ($125 each), the U2200 goes to the expert on 2½, the master gets nothing.
  const t = event(4, [
    ['GM', 2500, 'WWWW'],
    ['ExpertB', 2100, 'WWWD'],
    ['ExpertC', 2050, 'WWWD'],
    ['MasterD', 2250, 'WWWL'],
    ['ExpertE', 2010, 'WWDL'],
  ]);
  const rows = [
    ['Overall', '1', '$250'],
    ['Overall', '2', '$150'],
    ['Overall', '3', '$100'],
    ['U2200', '1', '$100'],
  ];
  expect(paid(t, rows, COMBINE)).toEqual([
    'Overall 1st GM 25000',
    'Overall 2nd-3rd ExpertB 12500',
    'Overall 2nd-3rd ExpertC 12500',
    'U2200 1st ExpertE 10000',
  ]);
});

test('32B3\'s "unless": a class player who gets more by taking only his class prize takes it, and the others share the place prizes', () => {
  // Three on 3: two over 2400 and one under. Combined: $300 + $100 + $80 = $480; the two over 2400
  // are capped at $100 (1st, the most they could win alone), leaving $280 to the U2400 player,
  // less than the $300 U2400 prize alone, so he takes it and the others split 1st + 2nd.
  const t = event(3, [
    ['X', 2500, 'WWW'],
    ['Y', 2450, 'WWW'],
    ['Z', 2350, 'WWW'],
    ['Next', 2000, 'WWL'],
  ]);
  const rows = [
    ['Overall', '1', '$100'],
    ['Overall', '2', '$80'],
    ['Overall', '3', '$40'],
    ['U2400', '1', '$300'],
  ];
  const list = prizeListFor(t, rows, COMBINE);
  expect(awardLines(list).map(([g, p, n, c]) => `${g} ${p} ${n} ${c}`)).toEqual([
    'Overall 1st-2nd X 9000',
    'Overall 1st-2nd Y 9000',
    'Overall 3rd Next 4000',
    'U2400 1st Z 30000',
  ]);
  expect(list.awards.find((a) => a.group === 1)!.how).toBe(
    'U2400 1st: clear on 3; 32B3: dividing only these prizes pays him $300.00, more than his $280.00 from $480.00 pooled among all 3 tied',
  );
});

test('the option needs the larger prize (32B1) with cash and trophies limited separately', () => {
  const t = event(1, [['A', 2000, 'W']]);
  expect(() => prizeListFor(t, [['Overall', '1', '$10']], { ...COMBINE, limit: 'first' })).toThrow(/limit "larger"/);
});

describe('invariants on generated events (cash and trophies, several groups, combined pools)', () => {
  const GROUPS = ['Overall', 'U2000', 'U1800', 'Class A', '1600-1799', 'U1600'];
  const amount = fc.oneof(
    fc.constantFrom('$100', '$75', '$75.02', '$50', '$33.33', '$0.01'),
    fc.integer({ min: 1, max: 50000 }).map((c) => `$${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`),
    fc.constant('Trophy'),
  );
  const table = fc
    .uniqueArray(fc.constantFrom(...GROUPS), { minLength: 1, maxLength: GROUPS.length })
    .chain((labels) =>
      fc.tuple(
        ...labels.map((label) =>
          fc.array(amount, { minLength: 1, maxLength: 5 }).map((ps) => ps.map((p, i) => [label, String(i + 1), p])),
        ),
      ),
    )
    .map((groups) => groups.flat());
  const setup = fc.record({
    seed: fc.integer({ min: 0, max: 0x7fffffff }),
    players: fc.integer({ min: 2, max: 24 }),
    rounds: fc.integer({ min: 1, max: 6 }),
    rates: ratesArbitrary,
    prizes: table,
  });
  const runs = { numRuns: Math.max(1, Math.round(Number(process.env.PROPERTY_RUNS ?? 60))) };
  const listOf = ({
    seed,
    players,
    rounds,
    rates,
    prizes,
  }: {
    seed: number;
    players: number;
    rounds: number;
    rates: object;
    prizes: string[][];
  }) => {
    const t = readCrosstableText(
      toCsv(generateSwiss(seed, players, rounds, { ...rates, unrated: 0.1 }).grid),
      'g.csv',
      { notation: usNotation },
    );
    return { t, list: prizeListFor(t, prizes, COMBINE) };
  };
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

  test('with trophies too: money is conserved to the cent and each prize goes once', () => {
    fc.assert(
      fc.property(setup, (s) => {
        const { list } = listOf(s);
        const all = list.table.groups.flatMap((g) => g.prizes);
        const given = [...list.awards.flatMap((a) => a.prizes), ...list.unawarded.map((u) => u.prize)];
        expect(given.length).toBe(all.length);
        expect(new Set(given).size).toBe(all.length);
        for (const a of list.awards) {
          if (a.pool === null) continue;
          expect(a.pool).toBe(sum(a.prizes.map((p) => p.cash!)));
          expect(sum(a.winners.map((w) => w.cash!))).toBe(a.pool);
        }
      }),
      runs,
    );
  });

  // Cash only: a group whose tie's places hold a trophy makes its own award as without the option
  // (combine.ts), and that award can give one player two cash places (see the report); the cap is 32B3's.
  test('cash only: one cash prize each, no one above the largest prize he could win, combined pools span groups', () => {
    let combinedSeen = 0;
    const cashOnly = setup
      .map((s) => ({ ...s, prizes: s.prizes.filter((r) => r[2] !== 'Trophy') }))
      .filter((s) => s.prizes.length > 0);
    fc.assert(
      fc.property(cashOnly, (s) => {
        // Places renumbered after dropping trophies, so each group's places still run 1, 2, 3….
        const count = new Map<string, number>();
        const prizes = s.prizes.map(([g, , p]) => {
          count.set(g, (count.get(g) ?? 0) + 1);
          return [g, String(count.get(g)), p];
        });
        const { t, list } = listOf({ ...s, prizes });
        const paidTo = list.awards.flatMap((a) => a.winners);
        expect(new Set(paidTo.map((w) => w.player)).size).toBe(paidTo.length);
        for (const w of paidTo) {
          const largest = Math.max(
            ...list.table.groups
              .filter((g) => g.group.includes(t.players[w.player], COMBINE))
              .flatMap((g) => g.prizes.map((x) => x.cash!)),
          );
          expect(w.cash).toBeLessThanOrEqual(largest);
        }
        const given = [...list.awards.flatMap((a) => a.prizes), ...list.unawarded.map((u) => u.prize)];
        expect(sum(list.awards.map((a) => a.pool!)) + sum(list.unawarded.map((u) => u.prize.cash!))).toBe(
          sum(list.table.groups.flatMap((g) => g.prizes.map((p) => p.cash!))),
        );
        expect(new Set(given).size).toBe(list.table.groups.flatMap((g) => g.prizes).length);
        for (const a of list.awards.filter((x) => x.how.startsWith('32B3'))) {
          combinedSeen++;
          expect(
            new Set(a.prizes.map((p) => list.table.groups.findIndex((g) => g.prizes.includes(p)))).size,
          ).toBeGreaterThan(1);
        }
      }),
      runs,
    );
    // The generated events do reach combined pools (about 0.6 a run measured over 3,000 runs), so the checks above are not vacuous.
    expect(combinedSeen).toBeGreaterThan(0);
  });
});

test('CLI: --tied-class-prizes combine, and a clear error for a wrong value', () => {
  const root = path.join(__dirname, '..', '..');
  const out: string[] = [];
  const err: string[] = [];
  const io = {
    out: (s: string) => void out.push(s),
    err: (s: string) => void err.push(s),
    readFile: (p: string) => fs.readFileSync(path.resolve(root, p), 'utf8'),
  };
  expect(
    run(['prizes', 'examples/spring-swiss.csv', 'examples/spring-prizes.csv', '--tied-class-prizes', 'combine'], io),
  ).toBe(0);
  expect(out.join('')).toContain("tied winners of different groups' prizes share them combined (US Chess 32B3)");
  expect(
    run(['prizes', 'examples/spring-swiss.csv', 'examples/spring-prizes.csv', '--tied-class-prizes', 'pool'], io),
  ).toBe(2);
  expect(err.join('')).toContain('--tied-class-prizes must be separate or combine; got "pool"');
  expect(
    run(
      [
        'prizes',
        'examples/spring-swiss.csv',
        'examples/spring-prizes.csv',
        '--tied-class-prizes',
        'combine',
        '--one-prize',
        'off',
      ],
      io,
    ),
  ).toBe(2);
  expect(err.join('')).toContain('works with --one-prize larger and --cash-and-trophy both');
});
