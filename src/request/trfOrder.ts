/**
 * A TRF that names its tie-breaks (records 202/212, src/read/trfTiebreaks.ts) is ranked by them
 * unless the director asks for another order: decided here once for every front end. C.07's
 * codes are read as the FIDE systems (BH is FIDE's Buchholz in a TRF, not the Lothian one),
 * under the rules version the file's `TBK fide` line gives, else the version in force.
 */
import { CrosstableError } from '../model/problems';
import { looksLikeTrf, trfLinesOfText } from '../read/trf';
import { trfTiebreaks } from '../read/trfTiebreaks';
import { applyFideRules } from '../standings/fideRules';
import { FIDE_IN_FORCE, isFideVersion } from '../tiebreaks/fide/options';
import { parseTiebreakSpec, TiebreakSpec } from '../tiebreaks/registry';

/** The order a TRF's text names, or undefined when it is not a TRF or names none. */
export function trfOrder(text: string): TiebreakSpec[] | undefined {
  const lines = trfLinesOfText(text);
  if (!looksLikeTrf(lines.map((l) => l.text))) return undefined;
  const named = trfTiebreaks(lines);
  if (!named || named.codes.length === 0) return undefined;
  const version = named.version ?? FIDE_IN_FORCE;
  const problems: { cell: string; message: string }[] = [];
  if (!isFideVersion(version))
    problems.push({
      cell: named.where,
      message: `the file's TBK fide line names rules version "${version}"; expected 2009, 2024 or 2026.`,
    });
  const specs: TiebreakSpec[] = [];
  for (const code of named.codes) {
    try {
      specs.push(parseTiebreakSpec(code));
    } catch (e) {
      problems.push({
        cell: named.where,
        message: `the file's tie-break "${code}" cannot be ranked here: ${(e as Error).message}`,
      });
    }
  }
  if (problems.length) throw new CrosstableError(problems);
  return applyFideRules(specs, version);
}
