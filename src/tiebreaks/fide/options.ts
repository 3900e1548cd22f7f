/**
 * The options FIDE systems share: the rule version, the modifier (C.07 14) and, where the
 * regulations treat round robins differently (C.07 15.2), the kind of pairings.
 */
import { optionOf } from '../lookup';
import type { OptionSpec, TiebreakOptions } from '../types';

/**
 * Which text of the FIDE Tie-Break Regulations decides unplayed rounds:
 * - 2009: the "virtual opponent" of the pre-2023 regulations (as Swiss-Manager computes it);
 * - 2024: C.07 as adopted in 2023 (in force 1 Aug 2024 to 28 Feb 2026): the dummy has the
 *   player's own score;
 * - 2026: C.07 in force from 1 Mar 2026: the dummy's score is capped (16.4.1, 16.4.2).
 */
export type FideVersion = '2009' | '2024' | '2026';

export const FIDE_VERSIONS: readonly FideVersion[] = ['2009', '2024', '2026'];

/** The version in force today: the default, so a label names any other version. */
export const FIDE_IN_FORCE: FideVersion = '2026';

export function isFideVersion(text: string): text is FideVersion {
  return (FIDE_VERSIONS as readonly string[]).includes(text);
}

/** The version a request names in its fide= option, which withOptions has checked. */
export function fideVersionOf(options: TiebreakOptions): FideVersion {
  const version = optionOf(options, 'fide');
  if (!isFideVersion(version))
    throw new Error(`Unknown FIDE rules version "${version}"; expected ${FIDE_VERSIONS.join(', ')}.`);
  return version;
}

/** How each version is named in explanations. */
export const VERSION_LABEL: Record<FideVersion, string> = {
  '2009': 'FIDE 2009 rules (virtual opponent)',
  '2024': 'FIDE C.07 2024 rules (dummy with own score)',
  '2026': 'FIDE C.07 2026 rules (capped dummy)',
};

export const fideVersionOption: OptionSpec = {
  name: 'fide',
  values: FIDE_VERSIONS,
  default: FIDE_IN_FORCE,
  help: 'Which FIDE rules decide unplayed rounds: 2009 (virtual opponent), 2024 (dummy with own score), 2026 (capped dummy, in force).',
};

export type Modifier = 'none' | 'C1' | 'C2' | 'M1' | 'M2';

/** The C.07 14 modifier a system accepts, written "BH/C1". */
export function modifierOption(values: readonly Modifier[]): OptionSpec {
  return {
    name: 'cut',
    values: ['none', ...values.filter((v) => v !== 'none')],
    default: 'none',
    modifier: true,
    // Say only what this system accepts: PS takes C1/C2 but no median.
    help: `C.07 14 modifier: C1/C2 cut the one or two least significant values${values.includes('M1') ? ', M1/M2 also the most significant ones' : ''}.`,
  };
}

export type Pairings = 'swiss' | 'rr';

export const pairingsOption: OptionSpec = {
  name: 'pairings',
  values: ['auto', 'swiss', 'rr'],
  default: 'auto',
  help: 'Swiss, or pre-determined pairings (round robin, C.07 15.2: forfeits count as games). auto: a round robin when every pair of players was paired equally often.',
};

export const unratedOption: OptionSpec = {
  name: 'unrated',
  values: 'integer',
  default: '0',
  help: 'Rating given to unrated opponents; 0 leaves them out (C.07 10: announce the treatment of unrated players in advance).',
};
