/**
 * Where other programs read C.07 differently from FIDE's own tie-break calculator, as options of
 * the FIDE systems. Each default is C.07 as FIDE's TieBreakServer computes it; the other value is
 * a named program's reading (src/tiebreaks/conventions.ts lists them with their evidence). A
 * convention is data: it sets these options, and no system asks which program it imitates.
 */
import { optionOf } from '../lookup';
import type { OptionSpec, TiebreakOptions, TiebreakValue } from '../types';
import { pts } from '../explain';

/**
 * Which of an opponent's unplayed rounds are voluntary (C.07 16.1.2) when 16.2.5 decides whether a
 * requested bye of theirs, followed only by voluntarily unplayed rounds, counts as a draw:
 * - byes-and-forfeits: requested byes and forfeit losses (the text; TieBreakServer since Feb 2024);
 * - byes: requested byes only, so a forfeit loss ends the run (Vega; TieBreakServer before Feb 2024).
 */
export type VoluntaryReading = 'byes-and-forfeits' | 'byes';

export const voluntaryOption: OptionSpec = {
  name: 'vur',
  values: ['byes-and-forfeits', 'byes'],
  default: 'byes-and-forfeits',
  convention: true,
  help: "C.07 2024/2026, 16.2.5: which of an opponent's unplayed rounds are voluntary when deciding whether a requested bye followed only by such rounds counts as a draw; byes leaves forfeit losses out (Vega).",
};

/** The reading a request names; a system without the option reads the text (the default). */
export function voluntaryReadingOf(options: TiebreakOptions): VoluntaryReading {
  return options.vur === undefined ? 'byes-and-forfeits' : (optionOf(options, 'vur') as VoluntaryReading);
}

/**
 * Sonneborn-Berger under the 2009 rules, for a player's own unplayed round:
 * - half: ½ × the virtual opponent's score, as a draw (Swiss-Manager: "with modified points,
 *   analogous to Buchholz");
 * - scored: the virtual opponent's score × the points actually scored, so a forfeit loss adds 0
 *   (Vega's manual, Appendix I).
 */
export type VirtualProduct = 'half' | 'scored';

export const virtualOption: OptionSpec = {
  name: 'virtual',
  values: ['half', 'scored'],
  default: 'half',
  convention: true,
  help: "FIDE 2009 rules: an own unplayed round adds half the virtual opponent's score (half, as Swiss-Manager) or its score times the points scored (scored, as Vega).",
};

export function virtualProductOf(options: TiebreakOptions): VirtualProduct {
  return options.virtual === undefined ? 'half' : (optionOf(options, 'virtual') as VirtualProduct);
}

/**
 * A convention option's value in a director's words (src/standings/columnWords.ts says every
 * other option's); '' for the default, which the system's name already says.
 */
export function conventionOptionWords(option: string, value: string): string {
  if (option === 'vur' && value === 'byes') return 'a forfeit loss not counted as a round left voluntarily (as Vega)';
  if (option === 'virtual' && value === 'scored')
    return "an own unplayed round: the virtual opponent's score times the points scored (as Vega)";
  return '';
}

/** The options with every convention option among `specs` put back to its default. */
export function withDefaultReadings(options: TiebreakOptions, specs: readonly OptionSpec[]): TiebreakOptions {
  const out: Record<string, string> = { ...options };
  for (const s of specs) if (s.convention && out[s.name] !== undefined) out[s.name] = s.default;
  return out;
}

/**
 * A value computed under a convention, whose explanation says so when the convention changed it,
 * in words (the CLI's --explain and the sidebar's Explain show the same text): "…; depends on the
 * convention: with a forfeit loss not counted as a round left voluntarily (as Vega), 9½; the
 * default (C.07 as FIDE's calculator reads it) gives 10".
 */
export function noteConvention(
  value: TiebreakValue,
  options: TiebreakOptions,
  specs: readonly OptionSpec[],
  computeDefault: (defaults: TiebreakOptions) => TiebreakValue,
): TiebreakValue {
  const departures = specs.filter(
    (s) => s.convention && options[s.name] !== undefined && options[s.name] !== s.default,
  );
  if (departures.length === 0) return value;
  return {
    ...value,
    explain: () => {
      const defaults = withDefaultReadings(options, specs);
      const base = computeDefault(defaults).value;
      // Only the departures that change this value alone are named (a 2009 option changes nothing under 2026).
      const alone = departures.filter(
        (s) => computeDefault({ ...defaults, [s.name]: options[s.name] ?? s.default }).value !== base,
      );
      const named = alone.length ? alone : departures;
      const asked = named.map((s) => conventionOptionWords(s.name, options[s.name] ?? '')).join('; ');
      const text = value.explain();
      if (base === value.value) return `${text} (with ${asked}: the same here)`;
      const shown = (v: number | null) => (v === null ? 'no value' : pts(v));
      return `${text}; depends on the convention: with ${asked}, ${shown(value.value)}; the default (C.07 as FIDE's calculator reads it) gives ${shown(base)}`;
    },
  };
}
