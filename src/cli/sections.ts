/**
 * Sections on the command line: `tiebreaks standings <file> --by Section` splits one table by its
 * Section column (src/request/sections.ts) and ranks each section alone, with its own rounds,
 * score groups and places; `school-teams` (src/cli/schoolTeams.ts) reads its sections here too.
 * Table and CSV print one block per section under a heading; JSON is
 * {"sections": [{"section", "rounds", "plannedRounds", "tiebreaks", "standings"}]}.
 */
import { parseArgs } from 'node:util';
import { CrosstableError, Problem } from '../model/problems';
import type { Tournament } from '../model/tournament';
import { readInput, splitSections } from '../request';
import { toCsv, toJson, toTable } from '../standings/format';
import { rank, Standings } from '../standings/rank';
import { csvLine, CsvOptions, printableCell } from '../standings/text';
import {
  afterRoundOfFile,
  cliRefusalMessage,
  csvOptions,
  outputFormat,
  OutputFormat,
  rankingOptions,
  readSettings,
  STANDINGS_OPTIONS,
  UsageError,
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
  try {
    return cli.readText(file);
  } catch (e) {
    throw new UsageError(`Cannot read ${file}: ${(e as Error).message}`);
  }
}

/**
 * The file as crosstables of individual players: one per value of the `by` column, or the whole
 * table when `by` is undefined. Every section is read before any problem is thrown, and each
 * problem says its section, so the director fixes them all in one pass; the cells named are the
 * file's own.
 */
export function readSections(
  cli: SectionsCli,
  command: string,
  file: string,
  values: { by?: string; notation?: string; 'pab-points'?: string; verbose?: boolean },
): SectionRead[] {
  const settings = readSettings(values);
  const text = readText(cli, file);
  const sources =
    values.by === undefined ? [{ section: null, source: text }] : splitSections(text, values.by, undefined, file);
  const problems: Problem[] = [];
  const read: SectionRead[] = [];
  for (const { section, source } of sources) {
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
        throw withSectionHint(e, text, command);
      }
      problems.push(...e.problems.map((p) => ({ ...p, message: `section ${quoted(section)}: ${p.message}` })));
    }
  }
  if (problems.length) throw new CrosstableError(problems);
  return read;
}

/**
 * When a whole table does not read and it has a Section column of several sections, the likely
 * cause is each section numbered from 1: the last problem says to rank each alone with --by.
 */
export function withSectionHint(e: CrosstableError, text: string, command: string): CrosstableError {
  let names: string[];
  try {
    names = splitSections(text, 'Section').flatMap((s) => (s.section === null ? [] : [s.section]));
  } catch {
    return e;
  }
  if (names.length < 2) return e;
  const listed = names.slice(0, 5).join(', ') + (names.length > 5 ? ', …' : '');
  const message = `The table has a Section column of ${names.length} sections (${listed}): to rank each section on its own, run ${command} with --by Section.`;
  return new CrosstableError([...e.problems, { message }]);
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

const SECTION_STANDINGS_OPTIONS = { ...STANDINGS_OPTIONS, by: { type: 'string' } } as const;

/** Whether the arguments ask for sections (`--by`): then `standings` ranks each section alone. */
export function asksForSections(args: readonly string[]): boolean {
  return args.some((a) => a === '--by' || a.startsWith('--by='));
}

/** `standings <file> --by COLUMN`: every section ranked alone. */
export function sectionStandings(args: string[], cli: SectionsCli): number {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: SECTION_STANDINGS_OPTIONS });
  const [file] = positionals;
  if (positionals.length !== 1 || file === undefined)
    throw new UsageError('standings takes exactly one crosstable file.');
  if (values.by === undefined || values.by.trim() === '')
    throw new UsageError("--by expects the header of the column naming each player's section, such as Section.");
  if (values.explain !== undefined)
    throw new UsageError("--explain applies to one section: rank that section's own file, or leave out --by.");
  const format = outputFormat(values);
  const ranking = rankingOptions(values);
  const ranked = readSections(cli, 'standings', file, values).map(({ section, tournament }) => ({
    section,
    standings: rank(tournament, { ...ranking, afterRound: afterRoundOfFile(tournament, ranking.afterRound) }),
  }));
  cli.out(printSections(ranked, format, csvOptions(values)));
  return 0;
}

function printSections(
  ranked: readonly { section: string | null; standings: Standings }[],
  format: OutputFormat,
  options: CsvOptions,
): string {
  if (format === 'json') {
    const sections = ranked.map(({ section, standings }) => ({ section, ...toJson(standings) }));
    return JSON.stringify({ sections }, null, 2) + '\n';
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
