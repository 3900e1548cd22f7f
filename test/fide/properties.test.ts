/**
 * Properties of the FIDE systems over generated Swiss tournaments (test/support/generate.ts),
 * each a fact the regulations make true whatever the table.
 */
import fc from 'fast-check';
import { readCrosstable } from '../../src/read';
import { CrosstableError } from '../../src/model/problems';
import type { Tournament } from '../../src/model/tournament';
import { tiebreakColumn } from '../../src/standings/column';
import { findPreset } from '../../src/standings/presets';
import { rank } from '../../src/standings/rank';
import { TiebreakContext } from '../../src/tiebreaks/context';
import { applyFideRules } from '../../src/standings/fideRules';
import { parseTiebreakSpec, specLabel } from '../../src/tiebreaks/registry';
import { ALL_PLAYED, swissArbitrary, truncateRounds } from '../support/generate';

const SCALE = Number(process.env.PROPERTY_RUNS ?? 60) / 60;
const RUNS = { numRuns: Math.max(1, Math.round(30 * SCALE)) };
const VERSIONS = ['2009', '2024', '2026'];

/** The table, or a skipped run when the reader (rightly) refuses a generated grid as ambiguous. */
function read(grid: string[][]): Tournament {
  try {
    return readCrosstable(grid);
  } catch (e) {
    if (e instanceof CrosstableError) fc.pre(false);
    throw e;
  }
}

/** Every player's value, null for no value (an average with nothing to average). */
const anyColumn = (t: Tournament, code: string, afterRound?: number) =>
  tiebreakColumn(t, parseTiebreakSpec(code), afterRound).map((v) => v.value);
/** The values of a sum or a count, which always has one. */
const column = (t: Tournament, code: string, afterRound?: number) =>
  anyColumn(t, code, afterRound).map((v) => {
    if (v === null) throw new Error(`${code} without a value`);
    return v;
  });

describe('FIDE systems over generated Swiss tournaments', () => {
  test('with every game played, FIDE Buchholz and Sonneborn-Berger are the plain ones, under every version', () => {
    fc.assert(
      fc.property(swissArbitrary({ maxPlayers: 16, maxRounds: 7, rates: ALL_PLAYED }), (g) => {
        const t = read(g.grid);
        // An odd field still has pairing-allocated byes: only check tables where all was played.
        fc.pre(
          t.players.every((p) => p.entries.every((e) => e.kind === 'win' || e.kind === 'draw' || e.kind === 'loss')),
        );
        for (const v of VERSIONS) {
          expect(column(t, `FIDE-BH(fide=${v})`)).toEqual(column(t, 'BH'));
          expect(column(t, `FIDE-SB(fide=${v},pairings=swiss)`)).toEqual(column(t, 'SB'));
        }
        expect(anyColumn(t, 'FIDE-ARO')).toEqual(anyColumn(t, 'ARO')); // both without a value where no opponent is rated
      }),
      RUNS,
    );
  });

  test('modifiers only take away; the 2026 caps only lower the 2024 values', () => {
    fc.assert(
      fc.property(swissArbitrary({ maxPlayers: 16, maxRounds: 7 }), (g) => {
        const t = read(g.grid);
        for (const v of VERSIONS) {
          const bh = column(t, `FIDE-BH(fide=${v})`);
          const c1 = column(t, `BH/C1(fide=${v})`);
          const c2 = column(t, `BH/C2(fide=${v})`);
          const m1 = column(t, `BH/M1(fide=${v})`);
          const sb = column(t, `FIDE-SB(fide=${v})`);
          const sbc1 = column(t, `SB/C1(fide=${v})`);
          bh.forEach((x, i) => {
            expect(c1[i]).toBeLessThanOrEqual(x);
            expect(c2[i]).toBeLessThanOrEqual(c1[i]);
            expect(m1[i]).toBeLessThanOrEqual(c1[i]);
            expect(sbc1[i]).toBeLessThanOrEqual(sb[i]);
          });
        }
        for (const code of ['FIDE-BH', 'BH/C1', 'FB', 'FIDE-SB']) {
          const old = column(t, `${code}(fide=2024)`);
          column(t, code).forEach((x, i) => expect(x).toBeLessThanOrEqual(old[i]));
        }
        const ps = column(t, 'PS');
        column(t, 'PS/C1').forEach((x, i) => expect(x).toBeLessThanOrEqual(ps[i]));
      }),
      RUNS,
    );
  });

  test('counts: BWG ≤ WON ≤ WIN ≤ rounds, BWG ≤ BPG', () => {
    fc.assert(
      fc.property(swissArbitrary({ maxPlayers: 16, maxRounds: 7, rates: { colours: true } }), (g) => {
        const t = read(g.grid);
        fc.pre(t.hasColours);
        const [win, won, bpg, bwg] = ['WIN', 'WON', 'BPG', 'BWG'].map((c) => column(t, c));
        win.forEach((_, i) => {
          expect(won[i]).toBeLessThanOrEqual(win[i]);
          expect(win[i]).toBeLessThanOrEqual(t.rounds);
          expect(bwg[i]).toBeLessThanOrEqual(won[i]);
          expect(bwg[i]).toBeLessThanOrEqual(bpg[i]);
        });
      }),
      RUNS,
    );
  });

  test('DE places are a ranking within each score group: someone is first, places are competition ranks', () => {
    fc.assert(
      fc.property(swissArbitrary({ maxPlayers: 16, maxRounds: 7 }), (g) => {
        const t = read(g.grid);
        // DE shows points; its order is the place C.07 6 gives (src/tiebreaks/types.ts GroupPlace).
        const de = tiebreakColumn(t, parseTiebreakSpec('DE')).map((v) => v.place!.place);
        const { score } = new TiebreakContext(t);
        const byScore = new Map<number, number[]>();
        t.players.forEach((_, i) => byScore.set(score[i], [...(byScore.get(score[i]) ?? []), de[i]]));
        for (const places of byScore.values()) {
          const sorted = [...places].sort((a, b) => a - b);
          expect(sorted[0]).toBe(1);
          sorted.forEach((p, i) => expect(p === sorted[i - 1] || p === i + 1).toBe(true));
        }
      }),
      RUNS,
    );
  });

  test('"after round N" is the table cut after round N', () => {
    fc.assert(
      fc.property(swissArbitrary({ maxPlayers: 12, minRounds: 2, maxRounds: 6 }), fc.nat(), (g, k) => {
        const t = read(g.grid);
        const n = 1 + (k % (t.rounds - 1));
        const cut = read(truncateRounds(g.grid, n));
        // pairings=auto looks at the whole event (a round robin after round 3 is still one), so
        // the systems that depend on it are compared as Swiss here.
        for (const code of [
          'FIDE-BH(fide=2009)',
          'BH/C1(fide=2024)',
          'BH/M1',
          'FB',
          'SB/C1(pairings=swiss)',
          'PS/C1',
          'KS(pairings=swiss)',
          'DE(pairings=swiss)',
          'FIDE-ARO',
          'TPR',
          'APRO',
          'WIN',
        ]) {
          expect([code, anyColumn(t, code, n)]).toEqual([code, anyColumn(cut, code)]);
        }
      }),
      RUNS,
    );
  });

  test('applyFideRules is idempotent, and the fide preset ranks any table with colours', () => {
    fc.assert(
      fc.property(
        swissArbitrary({ maxPlayers: 16, maxRounds: 7, rates: { colours: true } }),
        fc.constantFrom(...VERSIONS),
        (g, v) => {
          const t = read(g.grid);
          const order = applyFideRules(findPreset('fide').order, v);
          expect(applyFideRules(order, v).map(specLabel)).toEqual(order.map(specLabel));
          fc.pre(t.hasColours);
          expect(rank(t, { order }).rows).toHaveLength(t.players.length);
        },
      ),
      RUNS,
    );
  });
});
