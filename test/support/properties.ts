/**
 * What the property tests share: how many runs, and which tiebreaks a generated table can answer.
 * PROPERTY_RUNS=2000 npx jest test/property for a deeper search; the default (60) keeps each file
 * to a few seconds.
 */
import { CrosstableError } from '../../src/model/problems';
import type { Tournament } from '../../src/model/tournament';
import { checkRequest } from '../../src/standings/rank';
import { TIEBREAKS, TiebreakSpec } from '../../src/tiebreaks/registry';

const SCALE = Number(process.env.PROPERTY_RUNS ?? 60) / 60;

/** fast-check parameters: n runs at the default PROPERTY_RUNS, scaled with it. */
export const runs = (n: number) => ({ numRuns: Math.max(1, Math.round(n * SCALE)) });

/** The specs the table can answer (the engine refuses, e.g., a colour system without colours, Cumulative without a round order). */
export const usable = (t: Tournament, specs: readonly TiebreakSpec[]) =>
  specs.filter((s) => {
    try {
      checkRequest(t, [s]);
      return true;
    } catch (e) {
      if (e instanceof CrosstableError) return false;
      throw e;
    }
  });

/**
 * "auto" pairing detection pinned to Swiss (a pairings value given explicitly is kept). Detection
 * looks at the whole table on purpose (a round robin is one after any round), so a tiny generated
 * Swiss that happens to be a complete round robin reads differently once cut.
 */
export const swissPinned = (specs: readonly TiebreakSpec[]) =>
  specs.map((s) =>
    TIEBREAKS[s.code].options.some((o) => o.name === 'pairings') && (s.options.pairings ?? 'auto') === 'auto'
      ? { ...s, options: { ...s.options, pairings: 'swiss' } }
      : s,
  );
