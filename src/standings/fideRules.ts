/**
 * One switch for a FIDE event: the version of the FIDE rules that every FIDE system without an
 * explicit version follows (the CLI's --fide-rules), and the acronyms BH, SB and ARO read as the
 * FIDE systems rather than the Lothian / US Chess ones. A policy over the whole order, so it
 * lives beside the order's other policies (teamOrder.ts), above the registry it reads.
 */
import { FIDE_VERSIONS, isFideVersion } from '../tiebreaks/fide/options';
import { TIEBREAKS, TiebreakSpec, withOptions } from '../tiebreaks/registry';
import type { TiebreakCode } from '../tiebreaks/registry';

/** The US / club systems whose acronym FIDE also uses, and the FIDE system of that name. */
export const FIDE_READING: Partial<Record<TiebreakCode, TiebreakCode>> = {
  BH: 'FIDE-BH',
  SB: 'FIDE-SB',
  ARO: 'FIDE-ARO',
};

function hasDefaults(spec: TiebreakSpec): boolean {
  return TIEBREAKS[spec.code].options.every((o) => spec.options[o.name] === o.default);
}

/**
 * The order as a FIDE event under `version` reads it:
 * - BH, SB and ARO with no option of their own become FIDE-BH, FIDE-SB and FIDE-ARO (a US option
 *   such as SB:scores=adjusted keeps the US system: the director asked for it by name);
 * - every system with a fide= option still at its default takes `version`. (An explicit
 *   fide=2026 cannot be told from the default, so it follows `version` too.)
 * Throws an Error naming the accepted versions when `version` is not one.
 */
export function applyFideRules(order: readonly TiebreakSpec[], version: string): TiebreakSpec[] {
  const v = version.trim();
  if (!isFideVersion(v)) throw new Error(`FIDE rules version "${version}": expected ${FIDE_VERSIONS.join(', ')}.`);
  return order.map((spec) => {
    const fide = FIDE_READING[spec.code];
    const read = fide && hasDefaults(spec) ? withOptions(fide) : spec;
    const option = TIEBREAKS[read.code].options.find((o) => o.name === 'fide');
    if (!option || read.options.fide !== option.default) return read;
    return withOptions(read.code, { ...read.options, fide: v });
  });
}
