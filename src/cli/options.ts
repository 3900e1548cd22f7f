/**
 * The options the CLI commands share, defined and checked once: an option every ranking command
 * takes is added to RANKING_OPTIONS and read in rankingOptions, and `standings`, `prizes` and team
 * `standings` all take it.
 */
import { findPreset } from '../standings/presets';
import { applyFideRules } from '../standings/fideRules';
import type { CsvOptions } from '../standings/text';
import { parseTiebreakSpec, splitTiebreakList, TiebreakSpec } from '../tiebreaks/registry';

/** A mistake on the command line: exit status 2, the message and the usage on stderr. */
export class UsageError extends Error {}

export function wholeNumber(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text)) throw new UsageError(`${name} expects a whole number; got "${text}".`);
  return Number(text);
}

/** The options every command that reads a crosstable takes. */
export const READ_OPTIONS = {
  notation: { type: 'string' },
  'pab-points': { type: 'string' },
  verbose: { type: 'boolean', default: false },
} as const;

/** The options that choose the tiebreak order (export-trf takes these alone). */
export const ORDER_OPTIONS = {
  preset: { type: 'string' },
  tiebreaks: { type: 'string' },
  'fide-rules': { type: 'string' },
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
  if (!['table', 'csv', 'json'].includes(format)) throw new UsageError(`--format must be table, csv or json; got "${format}".`);
  if (values['csv-raw'] && format !== 'csv') throw new UsageError(`--csv-raw applies to --format csv; got --format ${format}.`);
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
export function tiebreakOrder(values: { preset?: string; tiebreaks?: string; 'fide-rules'?: string }): readonly TiebreakSpec[] | undefined {
  const { preset, tiebreaks, 'fide-rules': fideRules } = values;
  if (preset && tiebreaks) throw new UsageError('Give --preset or --tiebreaks, not both.');
  if (tiebreaks !== undefined && !tiebreaks.trim()) throw new UsageError('--tiebreaks is empty; expected codes such as "MM, SOLK, CUM", or leave it out for the US Chess order.');
  try {
    const order = tiebreaks ? splitTiebreakList(tiebreaks).map(parseTiebreakSpec) : preset ? findPreset(preset).order : undefined;
    if (fideRules === undefined) return order;
    return applyFideRules(order ?? findPreset('fide').order, fideRules);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

/** The ranking RANKING_OPTIONS ask for; US Chess order when none is named. */
export function rankingOptions(values: { preset?: string; tiebreaks?: string; 'fide-rules'?: string; 'after-round'?: string; lots?: string }): {
  order: readonly TiebreakSpec[];
  afterRound?: number;
  lotSeed?: number;
} {
  const order = tiebreakOrder(values) ?? findPreset('uscf').order;
  const afterRound = wholeNumber('--after-round', values['after-round']);
  const lotSeed = wholeNumber('--lots', values.lots);
  return { order, afterRound, lotSeed };
}
