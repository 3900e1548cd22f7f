/**
 * Other programs' names for our systems, as a director copies them from a printed crosstable
 * into a list of codes: SwissSys heads its columns "Mod. Med", "Solk", "Solkoff", "Cumul.",
 * "Op. cumul.", "Op. perf.", "Kash". Each is read as the system its printed values match
 * (../shared/research/refdata-notes.md checked every SwissSys file against each reading), and a
 * name that two systems answer to is refused with both readings, never taken as one of them.
 * The registry checks at load that every alias names one of its codes.
 */

/** An alias as written, folded: lower case, without spaces and dots ("Op. cumul." → "opcumul"). */
export function foldAlias(text: string): string {
  return text.toLowerCase().replace(/[\s.]+/g, '');
}

/** Folded alias → the code of the system it means, with whose name it is. */
export const ALIASES: Readonly<Record<string, { code: string; source: string }>> = {
  // SwissSys "Mod. Med": the modified median (US Chess 34E1), matching all its values.
  modmed: { code: 'MM', source: 'SwissSys "Mod. Med"' },
  // SwissSys "Solkoff" (and "Solk", which is our code already): opponents' adjusted scores.
  solkoff: { code: 'SOLK', source: 'SwissSys "Solkoff"' },
  // SwissSys "Cumul.": the cumulative score less byes and forfeit wins (our CUM).
  cumul: { code: 'CUM', source: 'SwissSys "Cumul."' },
  // SwissSys "Op. cumul.": the opponents' cumulative scores (our OPPCUM).
  opcumul: { code: 'OPPCUM', source: 'SwissSys "Op. cumul."' },
  // SwissSys "Op. perf.": the opposition's performance, as SwissSys computes it (our OPPPERF).
  opperf: { code: 'OPPPERF', source: 'SwissSys "Op. perf."' },
};

/**
 * Folded names that mean two systems. "Med" is SwissSys's modified median in the MACA events
 * (its values match MM in every file, the Harkness median in 86 of 184), while "median" alone is
 * US Chess 34E4's Harkness median, which this program used to call MED.
 */
export const AMBIGUOUS: Readonly<Record<string, string>> = {
  med:
    'is ambiguous: SwissSys prints "Med" for its modified median (MM, US Chess 34E1), and this program\'s MED was ' +
    'the Harkness median (US Chess 34E4), now HARKNESS; write MM or HARKNESS.',
};

/**
 * Joins the two-word names ("Mod. Med", "Op. cumul.", "Op. perf.") before a list is split at
 * spaces, so each stays one code: "Mod. Med, Solk" → "Mod.Med, Solk".
 */
export function joinAliasWords(text: string): string {
  return text.replace(/\b(mod|op)\.\s+(?=[a-z])/gi, '$1.');
}
