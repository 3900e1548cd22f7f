/**
 * The command-line tool on the same engine as the add-on. Its output is a contract:
 *   tiebreaks standings <file> [--preset NAME | --tiebreaks CODE[:opt=val],...] [--after-round N]
 *                              [--format table|csv|json] [--explain NUMBER] [--lots SEED]
 *                              [--notation ID] [--pab-points 1|0.5|0] [--verbose]
 *   tiebreaks export-trf <file> [--notation ID] [--pab-points P] [--preset NAME | --tiebreaks ...] [--name TEXT] [--verbose]
 *   tiebreaks school-teams <file> [--team-column NAME] [--top N] [--by Section] [the standings options]
 *   tiebreaks standings <file> [--section NAME | --by COLUMN]   (a table with a Section column, or a SwissSys .sjson: each section alone)
 *   tiebreaks uscf-report <file> --event <event.json> --out <dir>   (src/cli/uscfReport.ts)
 *   tiebreaks systems | presets
 * A team table given to `standings` gives team standings, and `boards` prints board prizes
 * (src/cli/teams.ts).
 * Bad input: exit status 2, the problems (with cell references) on stderr, nothing on stdout.
 * How the file was read ("read as chess-results notation, …") goes to stderr, and only with
 * --verbose, so stdout stays pure JSON/CSV/TRF.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { didYouMean } from '../model/nearest';
import { CrosstableError, formatProblem } from '../model/problems';
import { NOTATION_IDS } from '../read';
import { trfOrder } from '../request';
import { toTrf } from '../write/trf';
import type { Tournament } from '../model/tournament';
import { printableText } from '../standings/text';
import { Preset, PRESETS } from '../standings/presets';
import { rank } from '../standings/rank';
import { TIEBREAKS, TIEBREAK_CODES, specLabel } from '../tiebreaks/registry';
import {
  commandLine,
  noteRoundInProgress,
  ORDER_OPTIONS,
  READ_OPTIONS,
  SECTION_OPTIONS,
  tiebreakOrder,
  UsageError,
} from './options';
import { checkedReader, FileError } from './files';
import { check, CHECK_USAGE } from './check';
import { conventionLines } from './conventions';
import { prizes, PRIZES_USAGE } from './prizes';
import { scenarios, SCENARIOS_USAGE } from './scenarios';
import { schoolTeams, SCHOOL_TEAMS_USAGE } from './schoolTeams';
import { asksForSections, readOneSection, sectionStandings } from './sections';
import { boardsCommand, refuseTeamTable, teamPresetLine, teamStandings, TEAMS_USAGE, TeamsCli } from './teams';
import { uscfReport, USCF_REPORT_USAGE } from './uscfReport';

export const USAGE = `Usage:
  tiebreaks standings <file.csv|file.tsv|file.txt|file.trf|file.sjson> [--preset NAME | --tiebreaks CODE[:opt=val],...]
                      [--fide-rules 2009|2024|2026] [--after-round N] [--format table|csv|json] [--csv-raw]
                      [--explain NUMBER] [--lots SEED] [--missing-data pass|stop]
                      [--notation ${NOTATION_IDS.join('|')}] [--pab-points 1|0.5|0] [--verbose]
  tiebreaks export-trf <file> [--notation ID] [--pab-points 1|0.5|0] [--preset NAME | --tiebreaks ...]
                      [--name EVENT] [--verbose]
                        the crosstable as a FIDE TRF file (rank column from the tiebreaks when given,
                        else the place by score)
${PRIZES_USAGE}${SCENARIOS_USAGE}${TEAMS_USAGE}${SCHOOL_TEAMS_USAGE}  tiebreaks systems     list the tiebreak systems and their options
  tiebreaks presets     list the presets and their order
The notation of the file is detected; --notation names it when the letters could mean two things.
--verbose says on stderr how the file was read.
--format csv is for a spreadsheet: a name starting with = + - @ gets a leading ' so it cannot run as a
formula; --csv-raw writes names exactly as read, for a program that reads the CSV.
--explain N --format json gives the explanation as JSON.
--fide-rules reads BH, SB and ARO as the FIDE systems under that version of the FIDE rules for
unplayed rounds (alone, it means --preset fide).
--missing-data: a tie that reaches a tiebreak the table has no data for (Most blacks without
colours, ARO without ratings) passes it over to the next one, said on stderr (pass, the default of
every rule set), or stops with a message naming the tie (stop).
`;

/** The rating report alone (its own page, as --help's text is held byte for byte): `tiebreaks help uscf-report`. */
export const REPORT_USAGE = `Usage:
${USCF_REPORT_USAGE}`;

/** School teams and sections alone: `tiebreaks help school-teams` and a mistake in those commands. */
export const SCHOLASTIC_USAGE = `Usage:
${SCHOOL_TEAMS_USAGE}`;

export interface Io {
  out(text: string): void;
  err(text: string): void;
  readFile(path: string): string;
  /** Writes a file into a folder, made when missing (uscf-report); the terminal's own by default. */
  writeFile?(dir: string, name: string, bytes: Uint8Array): void;
}

function writeInto(dir: string, name: string, bytes: Uint8Array): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, name), bytes);
}

/** Today's date in UTC, for the rating report's file headers. */
function today(): { year: number; month: number; day: number } {
  const now = new Date();
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
}

const nodeIo: Io = {
  out: (t) => process.stdout.write(t),
  err: (t) => process.stderr.write(t),
  readFile: (p) => decode(readFileSync(p)),
};

/**
 * UTF-8, or else Windows-1252 for older files (TRF files from European programs, exports of Windows
 * programs), so names keep their accents and a curly apostrophe (O’Brien, byte 0x92) stays one.
 * Windows-1252 is Latin-1 but for 0x80-0x9F, which Latin-1 spends on control characters no text
 * means, so nothing a Latin-1 file says is read differently. UTF-16 with a byte-order mark ("Unicode text" from a spreadsheet) is decoded:
 * the mark says which it is, so there is nothing to guess. Without the mark, its NUL bytes reach
 * the reader, which says what was found (csv.ts encodingProblem).
 */
/**
 * Windows-1252's characters for the bytes 0x80-0x9F, in order (the five it leaves undefined stay
 * as they are). Node's TextDecoder("windows-1252") decodes these as Latin-1, so the table is ours.
 */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

export function decode(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const latin1 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
    return latin1.replace(/[\x80-\x9f]/g, (c) => WINDOWS_1252_HIGH.charAt(c.charCodeAt(0) - 0x80));
  }
}

/**
 * Reads the crosstable as one of individual players whatever it looks like (prizes routes team
 * tables before this): the section --section names, or the whole table when it has no sections;
 * with --verbose, says on stderr how it was read.
 */
function readFile(
  file: string,
  values: { notation?: string; 'pab-points'?: string; verbose?: boolean; section?: string },
  io: Io,
  command: string,
): Tournament {
  return readOneSection(teamsCli(io), command, file, values);
}

function exportTrf(args: string[], io: Io): number {
  const { values, positionals } = commandLine('export-trf', args, {
    ...ORDER_OPTIONS,
    name: { type: 'string' },
    trf: { type: 'string' },
    ...READ_OPTIONS,
    ...SECTION_OPTIONS,
  });
  const [file] = positionals;
  if (positionals.length !== 1 || file === undefined)
    throw new UsageError('export-trf takes exactly one crosstable file.');
  const form = values.trf ?? '2026';
  if (form !== '2016' && form !== '2026') throw new UsageError(`--trf must be 2026 or 2016; got "${form}".`);
  const tournament = readFile(file, values, io, 'export-trf');
  const order = tiebreakOrder(values) ?? trfOrder(io.readFile(file));
  // Its ranks and scores are after the last complete round (export-trf takes no --after-round).
  noteRoundInProgress(io.err, tournament, undefined);
  // Without tiebreaks the rank column is the place by score alone.
  io.out(toTrf(tournament, order ? rank(tournament, { order }) : undefined, { name: values.name, form }));
  return 0;
}

function systems(io: Io): number {
  for (const code of TIEBREAK_CODES) {
    const tb = TIEBREAKS[code];
    io.out(`${code.padEnd(7)} ${tb.name} (${tb.rule}): ${tb.summary}\n`);
    for (const o of tb.options) {
      const values = o.values === 'integer' ? 'N' : o.values.join('|');
      io.out(`        ${code}:${o.name}=${values} (default ${o.default}): ${o.help}\n`);
    }
  }
  conventionLines().forEach((line) => io.out(`${line}\n`));
  return 0;
}

function presets(io: Io): number {
  for (const p of PRESETS) {
    const order = p.order.map(specLabel).join(', ') + (p.lotsOnRequest ? ', then LOTS on request (--lots SEED)' : '');
    io.out(
      `${p.id.padEnd(17)} ${p.name}: ${order}\n${' '.repeat(18)}source: ${p.source}${p.note ? `. ${p.note}` : ''}\n${teamPresetLine(p, ' '.repeat(18))}${missingDataLine(p)}`,
    );
  }
  return 0;
}

/** For an order with a tiebreak a table may lack the data for: what a tie reaching it does, and why. */
function missingDataLine(p: Preset): string {
  if (!p.order.some((s) => TIEBREAKS[s.code].needs?.length)) return '';
  const { rule, source } = p.missingData;
  return `${' '.repeat(18)}missing data (--missing-data): ${rule === 'pass' ? 'pass it over' : 'stop'}, as ${source}\n`;
}

/** What the team commands (src/cli/teams.ts) borrow from this module. */
function teamsCli(io: Io): TeamsCli {
  return { out: io.out, err: io.err, readText: io.readFile };
}

/**
 * The terminal with the last file read kept: `standings` reads its file to tell a team table,
 * then again to read it, and a large file need not be read and decoded twice.
 */
function readingOnce(io: Io): Io {
  let last: { path: string; text: string } | undefined;
  return {
    ...io,
    readFile: (path) => {
      if (last?.path !== path) last = { path, text: io.readFile(path) };
      return last.text;
    },
  };
}

/** Whether the command is one of issue 16's (school-teams, standings --by): its mistakes show their usage. */
function scholastic(command: string | undefined, rest: readonly string[]): boolean {
  return command === 'school-teams' || (command === 'standings' && asksForSections(rest));
}

/** The commands, as `tiebreaks help` lists them: an unknown one is refused with the nearest. */
const COMMANDS = [
  'standings',
  'export-trf',
  'prizes',
  'boards',
  'school-teams',
  'uscf-report',
  'scenarios',
  'check',
  'systems',
  'presets',
  'help',
];

/** The one line after a usage error: where the whole usage is (the rating report's has its own page). */
function helpPointer(command: string | undefined, scholasticCommand: boolean): string {
  if (command === 'uscf-report') return 'Run "tiebreaks help uscf-report" for its options.';
  return scholasticCommand
    ? 'Run "tiebreaks help school-teams" for the usage of school teams and sections.'
    : 'Run "tiebreaks --help" for every command and its options.';
}

/** The usage `help COMMAND` or `COMMAND --help` asks for (school teams and the rating report have their own page), or undefined. */
function helpAsked(command: string | undefined, rest: readonly string[]): string | undefined {
  const asks = (name: string) =>
    (command === 'help' && rest[0] === name) || (command === name && rest.includes('--help'));
  if (asks('school-teams')) return SCHOLASTIC_USAGE;
  if (asks('uscf-report')) return REPORT_USAGE;
  if (asks('check')) return `Usage:\n${CHECK_USAGE}`;
  if (COMMANDS.includes(command ?? '') && rest.includes('--help')) return USAGE;
  return undefined;
}

/** `prizes`: a team table is refused before it is read as one of players. */
function prizesCommand(rest: string[], io: Io): number {
  return prizes(rest, {
    out: io.out,
    err: io.err,
    readText: io.readFile,
    readCrosstable: (file, values) => {
      refuseTeamTable(teamsCli(io), file, 'prizes', values.notation);
      return readFile(file, values, io, 'prizes');
    },
  });
}

/** Runs one command; returns the exit status (0 ok, 2 bad input or usage). */
export function run(argv: string[], terminal: Io = nodeIo): number {
  // Messages quote cells and arguments: a control character in them is shown (\x1B), not obeyed.
  // Every file is read through checkedReader: a missing file, a folder, an empty file or a
  // workbook is refused by its path in plain words, whichever command reads it.
  const io: Io = {
    ...terminal,
    err: (t) => terminal.err(printableText(t)),
    readFile: checkedReader(terminal.readFile),
  };
  const [command, ...rest] = argv;
  try {
    const help = helpAsked(command, rest);
    if (help !== undefined) {
      io.out(help);
      return 0;
    }
    // --by and --section are for individual players: a school column headed Team must not make it a team event.
    if (command === 'standings' && asksForSections(rest)) return sectionStandings(rest, teamsCli(io));
    if (command === 'standings') {
      const once = readingOnce(io);
      return teamStandings(rest, teamsCli(once)) ?? sectionStandings(rest, teamsCli(once));
    }
    if (command === 'school-teams') return schoolTeams(rest, teamsCli(io));
    if (command === 'boards') return boardsCommand(rest, teamsCli(io));
    if (command === 'export-trf') return exportTrf(rest, readingOnce(io));
    if (command === 'uscf-report')
      return uscfReport(rest, { ...teamsCli(io), writeFile: io.writeFile ?? writeInto, today });
    if (command === 'prizes') return prizesCommand(rest, io);
    if (command === 'scenarios')
      return scenarios(rest, {
        out: io.out,
        readText: io.readFile,
        readCrosstable: (file, values) => readFile(file, values, io, 'scenarios'),
      });
    if (command === 'check')
      return check(rest, { out: io.out, readCrosstable: (file, values) => readFile(file, values, io, 'check') });
    if (command === 'systems') return systems(io);
    if (command === 'presets') return presets(io);
    if (command === undefined || command === 'help' || command === '--help') {
      io.out(USAGE);
      return command === undefined ? 2 : 0;
    }
    throw new UsageError(
      `Unknown command "${command}".${didYouMean(command, COMMANDS) || ` The commands: ${COMMANDS.join(', ')}.`}`,
    );
  } catch (e) {
    if (e instanceof CrosstableError) {
      io.err(e.problems.map(formatProblem).join('\n') + '\n');
      return 2;
    }
    if (e instanceof FileError) {
      io.err(`${e.message}\n`);
      return 2;
    }
    if (e instanceof UsageError || (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.err(`${(e as Error).message}\n${helpPointer(command, scholastic(command, rest))}\n`);
      return 2;
    }
    throw e;
  }
}
