/**
 * A tiebreak column as a director reads it on a sheet: a short header ("SB", "BH/C1") and, under
 * the table, what the column is in words ("SB Sonneborn-Berger, over opponents' adjusted scores").
 * The option syntax a director types ("SB(scores=adjusted)") is for input and for the CLI's JSON
 * keys (orderLabels, a contract); a posted sheet says the same thing in words.
 */
import { conventionOptionWords } from '../tiebreaks/fide/conventionOptions';
import { VERSION_LABEL, type FideVersion } from '../tiebreaks/fide/options';
import { TIEBREAKS, TiebreakSpec } from '../tiebreaks/registry';
import { numberedRepeats } from './text';

/** What a cut modifier (C.07 14) leaves out, in words. */
const CUT_WORDS: Readonly<Record<string, string>> = {
  C1: 'the least significant value cut',
  C2: 'the two least significant values cut',
  M1: 'the most and the least significant values cut',
  M2: 'the two most and the two least significant values cut',
};

/**
 * One option's value in words, or '' when the value is the system's default (said by the system's
 * name already). Every option of the registry has its words here: a test walks the registry.
 */
export function optionWords(option: string, value: string): string {
  switch (option) {
    case 'minus':
      return `a minus score drops the ${value}`;
    case 'drop2from':
      return `two dropped at each end from ${value} rounds`;
    case 'scores':
      return `over opponents' ${value} scores`;
    case 'unplayed':
      return `an unplayed round counts ${value}`;
    case 'cut':
      return CUT_WORDS[value] ?? '';
    case 'fide':
      return `unplayed rounds by ${VERSION_LABEL[value as FideVersion] ?? `FIDE ${value} rules`}`;
    case 'pairings':
      return value === 'rr' ? 'counted as a round robin' : value === 'swiss' ? 'counted as a Swiss' : '';
    case 'unrated':
      return `unrated players counted at ${value}`;
    case 'fore':
      return value === 'F' ? "the opponents' Fore Buchholz" : '';
    // Other programs' conventions (src/tiebreaks/conventions.ts), worded where the explanations word them.
    case 'vur':
    case 'virtual':
      return conventionOptionWords(option, value);
    default:
      return '';
  }
}

/** The words for a spec's options that differ from the system's defaults ("a minus score drops the lowest"). */
export function changedOptionWords(spec: TiebreakSpec): string[] {
  return TIEBREAKS[spec.code].options
    .filter((o) => spec.options[o.name] !== undefined && spec.options[o.name] !== o.default)
    .map((o) => optionWords(o.name, spec.options[o.name] ?? ''))
    .filter(Boolean);
}

/** "BH/C1", "FIDE-BH", "SB": the code, with a FIDE modifier after a slash, never an option list. */
function shortHeader(spec: TiebreakSpec): string {
  // The draw's column holds the order drawn, not a code's value (lotsDrawn.ts).
  if (spec.code === 'LOTS') return 'Lots';
  const modifier = TIEBREAKS[spec.code].options.find((o) => o.modifier && spec.options[o.name] !== o.default);
  return modifier ? `${spec.code.replace(/^FIDE-/, '')}/${spec.options[modifier.name]}` : spec.code;
}

/**
 * The sheet's headers for an order: short, and distinct ("SB", "SB 2" when the order lists
 * Sonneborn-Berger twice, once over adjusted scores); the footnote says what each one is.
 */
export function sheetHeaders(order: readonly TiebreakSpec[]): string[] {
  return numberedRepeats(order.map(shortHeader), (header, n) => `${header} ${n}`);
}

/** What a column shows when its header and name do not say it: the draw's column holds the order drawn. */
const SHOWN_WORDS: Readonly<Partial<Record<string, string>>> = {
  LOTS: 'the order drawn within a tie the tiebreaks left (1 goes first)',
};

/** "SB Sonneborn-Berger, over opponents' adjusted scores": each column's header, then what it is. */
export function columnWords(order: readonly TiebreakSpec[]): string[] {
  const headers = sheetHeaders(order);
  return order.map((spec, i) => {
    const shown = SHOWN_WORDS[spec.code];
    return [`${headers[i]} ${TIEBREAKS[spec.code].name}`, ...changedOptionWords(spec), ...(shown ? [shown] : [])].join(
      ', ',
    );
  });
}

/**
 * A column's name in words, with its options: "Buchholz (FIDE), the least significant value cut",
 * so two columns of one system (BH/C1 and BH) are never both "Buchholz (FIDE)" where a director
 * reads which one decided a tie.
 */
export function columnName(spec: TiebreakSpec): string {
  return [TIEBREAKS[spec.code].name, ...changedOptionWords(spec)].join(', ');
}

/**
 * The legend under a table headed by sheetHeaders, when a header leaves something unsaid: a
 * system's options ("SB 2" over adjusted scores), a repeat, the draw's column. Empty when every
 * header is the system's code with its defaults.
 */
export function columnLegend(order: readonly TiebreakSpec[], codeLabels: readonly string[]): string[] {
  const headers = sheetHeaders(order);
  const hides = order.some((spec, i) => headers[i] !== codeLabels[i] || changedOptionWords(spec).length > 0);
  return hides ? [`Tiebreaks in order: ${columnWords(order).join('; ')}.`] : [];
}
