/**
 * The options the CLI commands share, defined and checked once: an option every ranking command
 * takes is added to RANKING_OPTIONS and read in rankingOptions, and `standings`, `prizes` and team
 * `standings` all take it.
 */
import { parseArgs, ParseArgsConfig } from 'node:util';
import { CrosstableError } from '../model/problems';
import type { Tournament } from '../model/tournament';
import { didYouMean } from '../model/nearest';
import { NOTATION_IDS } from '../read/notation';
import { groupDigits } from '../model/problems';
import {
  MAX_TIEBREAKS,
  missingDataDefault,
  afterRoundOfTable,
  orderAsked,
  OrderRequest,
  parseConvention,
  Parsed,
  parseMissingData,
  parseNotation,
  parsePabPoints,
  parseWholeNumberValue,
  Refusal,
  resolveOrder,
  roundInProgressNotice,
} from '../request';
import type { MissingDataRule } from '../standings/missingData';
import { CsvOptions, printableCell } from '../standings/text';
import { CONVENTION_IDS } from '../tiebreaks/conventions';
import type { TiebreakSpec } from '../tiebreaks/registry';

/** A mistake on the command line: exit status 2, the message and where the usage is, on stderr. */
export class UsageError extends Error {}

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * The command's arguments read against its options (positionals allowed), an unknown option
 * refused by name with the nearest one suggested ("did you mean --preset?"), an empty value
 * refused (parseCommandLine).
 */
export function commandLine<O extends Options>(command: string, args: string[], options: O) {
  try {
    return parseCommandLine({ args, allowPositionals: true, options });
  } catch (e) {
    if ((e as { code?: string }).code !== 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw e;
    throw unknownOption(command, (e as Error).message, Object.keys(options));
  }
}

/** Node's "Unknown option '--presett'. To specify…" as our own words. */
function unknownOption(command: string, nodeMessage: string, known: readonly string[]): UsageError {
  const typed = /'(-[^']*)'/.exec(nodeMessage)?.[1];
  if (typed === undefined) return new UsageError(nodeMessage);
  const name = typed.replace(/^-+/, '').split('=')[0] ?? '';
  const hint = didYouMean(name, known, (o) => `--${o}`);
  return new UsageError(`${command} has no option ${typed}.${hint}`);
}

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
    case 'section-unknown':
      return `--section "${r.given}": the table's sections are ${r.detail}.`;
    case 'section-without-sections':
      return `--section "${r.given}": the table has no Section column naming two sections or more; leave --section out.`;
    case 'section-not-named':
      return `The table has sections (${r.detail}), each ranked alone: name one with --section, such as --section "${r.detail?.split(', ')[0] ?? ''}".`;
    case 'missing-data-unknown':
      return `--missing-data must be pass or stop; got "${r.given}".`;
    case 'after-round-past-results':
      return `--after-round ${r.given}: ${r.detail}.`;
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

/** The options that word an empty value their own way, where they are read. */
const OWN_EMPTY_MESSAGE: ReadonlySet<string> = new Set(['tiebreaks', 'by']);

/**
 * node:util's parseArgs, and one rule for every option that takes a value: given empty
 * (`--team-column ""`, `--preset=`), it is refused, never read as left out. An empty value is a
 * script's unset variable more often than a choice, and "" names no column, preset or number.
 */
export function parseCommandLine<T extends ParseArgsConfig>(config: T): ReturnType<typeof parseArgs<T>> {
  const parsed = parseArgs(config);
  for (const [name, value] of Object.entries(parsed.values as Record<string, unknown>)) {
    if (typeof value === 'string' && !value.trim() && !OWN_EMPTY_MESSAGE.has(name))
      throw new UsageError(`--${name} is empty; give it a value, or leave the option out.`);
  }
  return parsed;
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
  'missing-data': { type: 'string' },
  ...OUTPUT_OPTIONS,
} as const;

/** --section NAME: one section of a table with a Section column (standings, school-teams, prizes, export-trf). */
export const SECTION_OPTIONS = {
  section: { type: 'string' },
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
  if (code === 'too-many-tiebreaks')
    throw new UsageError(
      `--tiebreaks lists ${groupDigits(Number(order.refusal.given))} tiebreaks; expected at most ${MAX_TIEBREAKS}, such as "MM, SOLK, CUM" (each breaks only the ties the ones before it leave).`,
    );
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
  'missing-data'?: string;
}): {
  order: readonly TiebreakSpec[];
  afterRound?: number;
  lotSeed?: number;
  missingData: MissingDataRule;
} {
  const order = tiebreakOrder(values) ?? resolvedDefault();
  const afterRound = wholeNumber('--after-round', values['after-round']);
  const lotSeed = wholeNumber('--lots', values.lots);
  const typed = values['missing-data'];
  const { preset, tiebreaks, 'fide-rules': fideRules } = values;
  const missingData =
    typed === undefined
      ? missingDataDefault({ preset, codes: tiebreaks === undefined ? undefined : [tiebreaks], fideRules }).rule
      : cliValue(parseMissingData(typed), typed);
  return { order, afterRound, lotSeed, missingData };
}

/** The US Chess order: what nothing asked for means. */
function resolvedDefault(): readonly TiebreakSpec[] {
  const order = resolveOrder({});
  if (!order.ok) throw new Error(`Internal error: the default order was refused (${order.refusal.code}).`);
  return order.value;
}

/** --after-round checked against the table read: a round not yet counted is refused as bad input (exit 2, no usage). */
export function afterRoundOfFile(t: Tournament, afterRound: number | undefined): number | undefined {
  const checked = afterRoundOfTable(t, afterRound);
  if (checked.ok) return checked.value;
  throw new CrosstableError([{ message: cliRefusalMessage(checked.refusal) }]);
}

/**
 * A ranking that leaves out a round in progress says so on stderr, one line (a section's name,
 * when the table is split, shown and never obeyed): a director must not take the standings after
 * round 4 for those after round 5 (request/rankRequest.ts words it, and decides when).
 */
export function noteRoundInProgress(
  err: (text: string) => void,
  t: Tournament,
  afterRound: number | undefined,
  section: string | null = null,
): void {
  const notice = roundInProgressNotice(t, afterRound);
  if (notice) err(`Note: ${section === null ? '' : `${printableCell(section)}: `}${notice}.\n`);
}
