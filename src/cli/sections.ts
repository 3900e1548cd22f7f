/**
 * Sections on the command line: `tiebreaks standings <file> --by Section` splits one table by its
 * Section column (src/request/sections.ts) and ranks each section alone, with its own rounds,
 * score groups and places; `school-teams` (src/cli/schoolTeams.ts) reads its sections here too.
 * Table and CSV print one block per section under a heading; JSON is
 * {"sections": [{"section", "rounds", "plannedRounds", "tiebreaks", "standings"}]}.
 */
import { CrosstableError, Problem } from '../model/problems';
import type { Tournament } from '../model/tournament';
import {
  oneSection,
  Parsed,
  pickSection,
  readInput,
  SECTION_HEADER,
  sectionNames,
  SectionSource,
  sectionsToRank,
  splitSections,
  trfOrder,
} from '../request';
import { isSwissSysEvent } from '../read/swissSys';
import { explainPlayer } from '../standings/explain';
import { explainJson, toCsv, toJson, toTable } from '../standings/format';
import { rank, Standings } from '../standings/rank';
import { csvLine, CsvOptions, jsonText, printableCell, printableText } from '../standings/text';
import { passedOverLines } from '../standings/ties';
import {
  afterRoundOfFile,
  cliRefusalMessage,
  commandLine,
  csvOptions,
  noteRoundInProgress,
  outputFormat,
  OutputFormat,
  rankingOptions,
  readSettings,
  SECTION_OPTIONS,
  STANDINGS_OPTIONS,
  tiebreakOrder,
  UsageError,
  wholeNumber,
} from './options';
import { refuseTeamTable } from './teams';

/** One section read: its name (null when the table is not split) and its tournament. */
export interface SectionRead {
  section: string | null;
  tournament: Tournament;
}

export interface SectionsCli {
  out(text: string): void;
  err(text: string): void;
  readText(path: string): string;
}

export function readText(cli: Pick<SectionsCli, 'readText'>, file: string): string {
  // The terminal's reader refuses a missing file, a folder, an empty file or a workbook by its path (files.ts).
  return cli.readText(file);
}

/** What readSections reads the sections by: --by COLUMN, --section NAME, and the read options. */
export interface SectionValues {
  by?: string;
  section?: string;
  notation?: string;
  'pab-points'?: string;
  verbose?: boolean;
}

/**
 * The file as crosstables of individual players, one per section: the table's own sections when it
 * has a Section column (src/request/sections.ts decides), those of the `by` column when --by names
 * one, only the one --section names, or the whole table (section null). Every section is read
 * before any problem is thrown, and each problem says its section, so the director fixes them all
 * in one pass; the cells named are the file's own.
 */
export function readSections(cli: SectionsCli, command: string, file: string, values: SectionValues): SectionRead[] {
  const settings = readSettings(values);
  const text = readText(cli, file);
  const sources = sourcesOf(text, file, values);
  if (values.verbose && values.by === undefined && values.section === undefined && sources.length > 1)
    cli.err(
      isSwissSysEvent(text, file)
        ? `${file}: a SwissSys event file of ${sources.length} sections (${sectionNames(sources)}): each ranked alone.\n`
        : `${file}: a ${SECTION_HEADER} column of ${sources.length} sections (${sectionNames(sources)}): each ranked alone, as with --by ${SECTION_HEADER}.\n`,
    );
  const problems: Problem[] = [];
  const read: SectionRead[] = [];
  const ranked = rankedSources(cli, sources);
  for (const { section, source } of ranked) {
    try {
      const input = readInput(source, { kind: 'individual', fileName: file, ...settings });
      if (input.kind === 'refused') throw new UsageError(cliRefusalMessage(input.refusal));
      const where = section === null ? file : `${file}, section ${section}`;
      if (values.verbose) cli.err(`${where}: ${input.report}\n`);
      read.push({ section, tournament: input.tournament });
    } catch (e) {
      if (!(e instanceof CrosstableError)) throw e;
      if (section === null) {
        // A team table read as players fails on every cell: say what it is instead.
        refuseTeamTable(cli, file, command, values.notation);
        throw e;
      }
      // A SwissSys event file's reader names the section itself.
      const prefix = `section ${quoted(section)}: `;
      problems.push(
        ...e.problems.map((p) => ({ ...p, message: p.message.startsWith(prefix) ? p.message : prefix + p.message })),
      );
    }
  }
  if (problems.length) throw new CrosstableError(problems);
  return read;
}

/**
 * The sections to rank: a section that cannot be (a SwissSys section with no round played yet) is
 * left out when every section is asked for, and said on stderr; refused when none is left.
 */
function rankedSources(cli: SectionsCli, sources: readonly SectionSource[]): SectionSource[] {
  if (sources.length < 2) return [...sources];
  const left = sources.filter((s) => s.notRanked !== undefined);
  if (left.length === sources.length)
    throw new CrosstableError([
      { message: `No section can be ranked yet: ${left.map((s) => s.notRanked).join('; ')}.` },
    ]);
  for (const s of left) cli.err(printableText(`Note: ${s.notRanked}.\n`));
  return sources.filter((s) => s.notRanked === undefined);
}

/** The sources to read: split by --by's column or by the table's own Section column, then --section's one. */
function sourcesOf(text: string, file: string, values: SectionValues): SectionSource[] {
  if (values.by === undefined) return sectionValue(sectionsToRank(text, values.section, undefined, file));
  const split = splitSections(text, values.by, undefined, file);
  return values.section === undefined ? split : [sectionValue(pickSection(split, values.section))];
}

/**
 * The sections asked for, or the refusal as bad input (one line, exit 2, no usage): what is wrong
 * is the table's sections against the name given, which the line names.
 */
function sectionValue<T>(parsed: Parsed<T>): T {
  if (parsed.ok) return parsed.value;
  throw new CrosstableError([{ message: cliRefusalMessage(parsed.refusal) }]);
}

/**
 * The one section a command that makes one list reads (prizes, export-trf): --section's, or the
 * whole table when it has no sections; a table of sections with none named is refused, naming them.
 */
export function readOneSection(cli: SectionsCli, command: string, file: string, values: SectionValues): Tournament {
  sectionValue(oneSection(readText(cli, file), values.section, undefined, file));
  const [read] = readSections(cli, command, file, values);
  if (!read) throw new Error('Internal error: a section was named and none was read.');
  return read.tournament;
}

function quoted(section: string): string {
  return JSON.stringify(section);
}

/** The heading over a section's block: shown, never obeyed (control characters as \xNN). */
export function sectionHeading(section: string): string {
  return `Section ${printableCell(section)}`;
}

/** A section's heading as a CSV line: "section,K-5" (the name neutralised unless raw). */
export function sectionCsvHeading(section: string, options: CsvOptions): string {
  return csvLine(['section', section], options);
}

/** Blocks under headings, a blank line between them. */
export function sectionBlocks(blocks: readonly { heading: string; body: string }[]): string {
  return blocks.map((b) => `${b.heading}\n${b.body}`).join('\n');
}

const SECTION_STANDINGS_OPTIONS = { ...STANDINGS_OPTIONS, ...SECTION_OPTIONS, by: { type: 'string' } } as const;

/** Whether the arguments ask for sections (`--by`, `--section`): a mistake then shows the scholastic usage. */
export function asksForSections(args: readonly string[]): boolean {
  return args.some((a) => /^--(by|section)(=|$)/.test(a));
}

/**
 * `standings <file>` of individual players: one ranking, or one block per section when the table
 * has sections (its Section column, or the column --by names); --section ranks one section alone,
 * printed as a table of its own (and --explain then applies to it).
 */
export function sectionStandings(args: string[], cli: SectionsCli): number {
  const { values, positionals } = commandLine('standings', args, SECTION_STANDINGS_OPTIONS);
  const [file] = positionals;
  if (positionals.length !== 1 || file === undefined)
    throw new UsageError('standings takes exactly one crosstable file.');
  if (values.by !== undefined && values.by.trim() === '')
    throw new UsageError("--by expects the header of the column naming each player's section, such as Section.");
  const format = outputFormat(values);
  const ranking = rankingOptions(values);
  const explain = wholeNumber('--explain', values.explain);
  const read = readSections(cli, 'standings', file, values);
  // After round N as each table (or section) counts its rounds: past them it is refused.
  const asked = (t: Tournament) => ({ ...ranking, afterRound: afterRoundOfFile(t, ranking.afterRound) });
  const [only] = read;
  if (
    only &&
    read.length === 1 &&
    (values.section !== undefined || (values.by === undefined && only.section === null))
  ) {
    // A TRF that names its tie-breaks (202/212) is ranked by them unless an order is asked for.
    const named = tiebreakOrder(values) === undefined ? trfOrder(readText(cli, file)) : undefined;
    const request = asked(only.tournament);
    noteRoundInProgress(cli.err, only.tournament, ranking.afterRound);
    return printOne(cli, rank(only.tournament, named ? { ...request, order: named } : request), format, {
      ...csvOptions(values),
      explain,
    });
  }
  if (explain !== undefined)
    throw new UsageError('--explain applies to one section: name it with --section, such as --section K-5.');
  const ranked = read.map(({ section, tournament }) => ({ section, standings: rank(tournament, asked(tournament)) }));
  cli.out(printSections(ranked, format, csvOptions(values)));
  for (const { section, tournament } of read) noteRoundInProgress(cli.err, tournament, ranking.afterRound, section);
  // As for one table: a tie that went past a tiebreak for lack of data is said on stderr, by section.
  for (const { section, standings } of ranked)
    for (const line of passedOverLines(standings)) cli.err(printableText(`Note: ${section ?? ''}: ${line}\n`));
  return 0;
}

/** One table's standings (or one player's explanation) as `standings` prints them. */
function printOne(
  cli: SectionsCli,
  result: Standings,
  format: OutputFormat,
  options: CsvOptions & { explain?: number },
): number {
  // A note, not a failure: stdout stays the standings, and a name in it is shown, not obeyed.
  for (const line of passedOverLines(result)) cli.err(printableText(`Note: ${line}\n`));
  if (options.explain !== undefined) {
    // Text quotes the player's name: shown, not obeyed, on a terminal.
    cli.out(
      format === 'json'
        ? jsonText(explainJson(result, options.explain))
        : printableText(explainPlayer(result, options.explain)),
    );
    return 0;
  }
  cli.out(format === 'json' ? jsonText(toJson(result)) : format === 'csv' ? toCsv(result, options) : toTable(result));
  return 0;
}

function printSections(
  ranked: readonly { section: string | null; standings: Standings }[],
  format: OutputFormat,
  options: CsvOptions,
): string {
  if (format === 'json') {
    const sections = ranked.map(({ section, standings }) => ({ section, ...toJson(standings) }));
    return jsonText({ sections });
  }
  return sectionBlocks(
    ranked.map(({ section, standings }) => {
      const name = section ?? '';
      return format === 'csv'
        ? { heading: sectionCsvHeading(name, options), body: toCsv(standings, options) }
        : { heading: sectionHeading(name), body: toTable(standings) };
    }),
  );
}
