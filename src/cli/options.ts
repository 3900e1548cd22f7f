/**
 * The options the CLI commands share, defined and checked once: an option every ranking command
 * takes is added to RANKING_OPTIONS and read in rankingOptions, and `standings`, `prizes` and team
 * `standings` all take it.
 */
import { NOTATION_IDS } from '../read/notation';
import {
  orderAsked,
  OrderRequest,
  parseConvention,
  Parsed,
  parseNotation,
  parsePabPoints,
  parseWholeNumberValue,
  Refusal,
  resolveOrder,
} from '../request';
import type { CsvOptions } from '../standings/text';
import { CONVENTION_IDS } from '../tiebreaks/conventions';
import type { TiebreakSpec } from '../tiebreaks/registry';

/** A mistake on the command line: exit status 2, the message and the usage on stderr. */
export class UsageError extends Error {}

/** How the CLI words a refusal of the request layer: by the option's name. */
export function cliRefusalMessage(r: Refusal): string {
  switch (r.code) {
    case 'notation-unknown':
    case 'notation-board-sheet':
      return `--notation must be one of ${NOTATION_IDS.join(', ')}; got "${r.given}".`;
    case 'pab-not-a-bye-value':
      return `--pab-points must be 1, 0.5 or 0; got "${r.given}".`;
    case 'convention-unknown':
      return `--convention must be one of ${CONVENTION_IDS.join(', ')}; got "${r.given}".`;
    case 'match-points-not-three':
      return `--match-points: ${r.detail}`;
    case 'pab-on-team-table':
      return '--pab-points applies to individual crosstables; a team bye counts as a match won, with the game points the table gives it (half the boards when it gives none).';
    default:
      return r.detail ?? `Internal error: no message for ${r.code}.`;
  }
}

/** A parsed option's value, or its refusal as a UsageError quoting the option as typed. */
export function cliValue<T>(parsed: Parsed<T>, typed: string): T {
  if (parsed.ok) return parsed.value;
  throw new UsageError(cliRefusalMessage({ ...parsed.refusal, given: typed }));
}

export function wholeNumber(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const n = parseWholeNumberValue(text);
  if (!n.ok) throw new UsageError(`${name} expects a whole number; got "${text}".`);
  return n.value;
}

/** The options every command that reads a crosstable takes. */
export const READ_OPTIONS = {
  notation: { type: 'string' },
  'pab-points': { type: 'string' },
  verbose: { type: 'boolean', default: false },
} as const;

/** --notation and --pab-points checked: what readInput takes of READ_OPTIONS. */
export function readSettings(values: { notation?: string; 'pab-points'?: string }): {
  notation?: string;
  pabPoints?: number;
} {
  const { notation, 'pab-points': pab } = values;
  return {
    notation: notation === undefined ? undefined : cliValue(parseNotation(notation, NOTATION_IDS), notation),
    pabPoints: pab === undefined ? undefined : cliValue(parsePabPoints(pab), pab),
  };
}

/** The options that choose the tiebreak order (export-trf takes these alone). */
export const ORDER_OPTIONS = {
  preset: { type: 'string' },
  tiebreaks: { type: 'string' },
  'fide-rules': { type: 'string' },
  convention: { type: 'string' },
} as const;

/** How the result is printed: every command with --format takes these. */
export const OUTPUT_OPTIONS = {
  format: { type: 'string', default: 'table' },
  'csv-raw': { type: 'boolean', default: false },
} as const;

/** The options of every command that ranks and prints the result. */
export const RANKING_OPTIONS = {
  ...ORDER_OPTIONS,
  'after-round': { type: 'string' },
  lots: { type: 'string' },
  ...OUTPUT_OPTIONS,
} as const;

/** `standings`, individual or team. */
export const STANDINGS_OPTIONS = {
  ...RANKING_OPTIONS,
  explain: { type: 'string' },
  ...READ_OPTIONS,
} as const;

export type OutputFormat = 'table' | 'csv' | 'json';

export function outputFormat(values: { format?: string; 'csv-raw'?: boolean }): OutputFormat {
  const format = values.format!;
  if (!['table', 'csv', 'json'].includes(format))
    throw new UsageError(`--format must be table, csv or json; got "${format}".`);
  if (values['csv-raw'] && format !== 'csv')
    throw new UsageError(`--csv-raw applies to --format csv; got --format ${format}.`);
  return format as OutputFormat;
}

/**
 * CSV for a spreadsheet by default: a name that starts like a formula (= + - @) gets a leading
 * apostrophe, as OWASP's CSV-injection guidance says; --csv-raw writes every name as read, for a
 * program that reads the CSV.
 */
export function csvOptions(values: { 'csv-raw'?: boolean }): CsvOptions {
  return { raw: values['csv-raw'] === true };
}

/**
 * The order asked for. --fide-rules V reads BH, SB and ARO as the FIDE systems and sets the rule
 * version of every FIDE code left at the default; alone it means the fide preset.
 */
export function tiebreakOrder(values: {
  preset?: string;
  tiebreaks?: string;
  'fide-rules'?: string;
  convention?: string;
}): readonly TiebreakSpec[] | undefined {
  const { preset, tiebreaks, 'fide-rules': fideRules, convention } = values;
  const request: OrderRequest = {
    preset,
    codes: tiebreaks === undefined ? undefined : [tiebreaks],
    fideRules,
    convention: convention === undefined ? undefined : cliValue(parseConvention(convention), convention),
  };
  if (!orderAsked(request)) return undefined;
  const order = resolveOrder(request);
  if (order.ok) return order.value;
  const { code, detail } = order.refusal;
  if (code === 'preset-and-codes') throw new UsageError('Give --preset or --tiebreaks, not both.');
  if (code === 'codes-empty')
    throw new UsageError(
      '--tiebreaks is empty; expected codes such as "MM, SOLK, CUM", or leave it out for the US Chess order.',
    );
  throw new UsageError(detail ?? code);
}

/** The ranking RANKING_OPTIONS ask for; US Chess order when none is named. */
export function rankingOptions(values: {
  preset?: string;
  tiebreaks?: string;
  'fide-rules'?: string;
  convention?: string;
  'after-round'?: string;
  lots?: string;
}): {
  order: readonly TiebreakSpec[];
  afterRound?: number;
  lotSeed?: number;
} {
  const order = tiebreakOrder(values) ?? resolvedDefault();
  const afterRound = wholeNumber('--after-round', values['after-round']);
  const lotSeed = wholeNumber('--lots', values.lots);
  return { order, afterRound, lotSeed };
}

/** The US Chess order: what nothing asked for means. */
function resolvedDefault(): readonly TiebreakSpec[] {
  const order = resolveOrder({});
  if (!order.ok) throw new Error(`Internal error: the default order was refused (${order.refusal.code}).`);
  return order.value;
}
