/**
 * Team events on the command line. `tiebreaks standings <team table>` notices a team table (a
 * Team column, MP and GP columns, cells such as "W12 3-1" or "18w4½", or a board-by-board sheet)
 * and prints team standings in the same formats; `tiebreaks boards <board sheet>` prints the
 * board prizes. Team-only options: --match-points W,D,L (default 2,1,0) and --board-count N
 * (the boards of a match, when the game points cannot say).
 */
import { parseArgs } from 'node:util';
import { CrosstableError } from '../model/problems';
import { explainPlayer } from '../standings/explain';
import { explainJson } from '../standings/format';
import { jsonText, printableText } from '../standings/text';
import { specLabel, TiebreakSpec } from '../tiebreaks/registry';
import { TEAM_RULE_PRESETS, teamOrder } from '../standings/teamOrder';
import { boardPrizes } from '../teams/boardPrizes';
import { boardPrizesCsv, boardPrizesJson, boardPrizesTable, teamCsv, teamJson, teamTable } from '../teams/format';
import { Input, inputKind, parseMatchPointsSetting, readInput } from '../request';
import { TEAM_NOTATION_IDS } from '../teams/model';
import { rankTeams } from '../teams/standings';
import {
  cliRefusalMessage,
  commandLine,
  cliValue,
  csvOptions,
  noteRoundInProgress,
  OUTPUT_OPTIONS,
  outputFormat,
  rankingOptions,
  STANDINGS_OPTIONS,
  UsageError,
  wholeNumber,
} from './options';

export const TEAMS_USAGE = `  tiebreaks standings <team table> [--match-points 2,1,0] [--board-count N] [--notation ${TEAM_NOTATION_IDS.join('|')}] …
                        a team table (Team / MP / GP columns, W12 3-1, W12 (3), 18w4½, or a board-by-board
                        sheet) gives team standings: match points, then game points (GP), then the tiebreaks
  tiebreaks boards <board sheet> [--format table|csv|json] [--csv-raw] [--min-games N] [--after-round N]
                        board prizes: each board's players by score on that board, then percentage
`;

/** What the team commands borrow from the CLI's main module. */
export interface TeamsCli {
  out(text: string): void;
  err(text: string): void;
  readText(path: string): string;
}

const TEAM_OPTIONS = {
  'match-points': { type: 'string' },
  'board-count': { type: 'string' },
} as const;

const TEAM_STANDINGS_OPTIONS = { ...STANDINGS_OPTIONS, ...TEAM_OPTIONS } as const;

/** The team table read (team crosstable or board-by-board sheet); with --verbose, how it was read. */
function readEvent(
  cli: TeamsCli,
  file: string,
  text: string,
  values: { notation?: string; verbose?: boolean; 'match-points'?: string; 'board-count'?: string },
): Input {
  const mp = values['match-points'];
  const matchPoints = mp === undefined ? undefined : cliValue(parseMatchPointsSetting(mp), mp);
  const boards = wholeNumber('--board-count', values['board-count']);
  const event = readInput(text, { fileName: file, notation: values.notation, matchPoints, boards });
  if (event.kind === 'refused') throw new UsageError(cliRefusalMessage(event.refusal));
  if (values.verbose) cli.err(`${file}: ${event.report}\n`);
  return event;
}

/**
 * `standings` on a team table; undefined when the file is an individual crosstable, which the
 * individual `standings` then reads (team-only options are refused there by name).
 */
export function teamStandings(args: string[], cli: TeamsCli): number | undefined {
  // A first look, loose: the strict parse below (or the individual standings') checks every option.
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    strict: false,
    options: TEAM_STANDINGS_OPTIONS,
  });
  const [file] = positionals;
  if (positionals.length !== 1 || file === undefined) return undefined;
  const notation = typeof values.notation === 'string' ? values.notation : undefined;
  const text = cli.readText(file);
  if (inputKind(text, { fileName: file, notation }) === 'individual') {
    const teamOnly = Object.keys(TEAM_OPTIONS).filter((o) => o in values);
    if (teamOnly.length)
      throw new UsageError(
        `--${teamOnly[0]} applies to team tables, and ${file} is a crosstable of individual players.`,
      );
    return undefined;
  }
  const strict = commandLine('standings', args, TEAM_STANDINGS_OPTIONS).values;
  if (strict['pab-points'] !== undefined) throw new UsageError(cliRefusalMessage({ code: 'pab-on-team-table' }));
  const format = outputFormat(strict);
  const ranking = rankingOptions(strict);
  const explain = wholeNumber('--explain', strict.explain);
  const event = readEvent(cli, file, text, strict);
  const result = rankTeams(event.tournament, ranking);
  noteRoundInProgress(cli.err, event.tournament, ranking.afterRound);
  if (explain !== undefined) {
    cli.out(format === 'json' ? jsonText(explainJson(result, explain)) : printableText(explainPlayer(result, explain)));
    return 0;
  }
  cli.out(
    format === 'json'
      ? jsonText(teamJson(result))
      : format === 'csv'
        ? teamCsv(result, csvOptions(strict))
        : teamTable(result),
  );
  return 0;
}

/**
 * The extra line `tiebreaks presets` prints under a preset whose rules give a team form (GP
 * placed as those rules place it); empty for the others.
 */
export function teamPresetLine(
  preset: { id: string; order: readonly TiebreakSpec[]; lotsOnRequest: boolean },
  indent: string,
): string {
  if (!TEAM_RULE_PRESETS.includes(preset.id)) return '';
  const order =
    teamOrder(preset.order).map(specLabel).join(', ') + (preset.lotsOnRequest ? ', then LOTS on request' : '');
  return `${indent}team events: match points, then ${order}\n`;
}

/**
 * Commands for individual crosstables only (`prizes`) refuse a team table by name and say what
 * reads it, rather than report every team cell as a bad individual result. A notation named on
 * the command line is taken as the director's word.
 */
export function refuseTeamTable(
  cli: Pick<TeamsCli, 'readText'>,
  file: string,
  command: string,
  notation?: string,
): void {
  if (notation?.trim() || inputKind(cli.readText(file), { fileName: file }) === 'individual') return;
  const other = isBoardSheetFile(cli, file)
    ? `For board prizes run: tiebreaks boards ${file}`
    : `For team standings run: tiebreaks standings ${file}`;
  // Bad input, not a command-line mistake: one line and exit 2, without the usage text.
  throw new CrosstableError([
    { message: `${file} is a team event; \`${command}\` works on a crosstable of individual players. ${other}` },
  ]);
}

function isBoardSheetFile(cli: Pick<TeamsCli, 'readText'>, file: string): boolean {
  try {
    // Read, not only detected: a board sheet that does not read is pointed to team standings, as before.
    return readInput(cli.readText(file), { fileName: file }).kind === 'board-sheet';
  } catch {
    return false;
  }
}

/** `boards`: board prizes from a board-by-board sheet. */
export function boardsCommand(args: string[], cli: TeamsCli): number {
  const { values, positionals } = commandLine('boards', args, {
    ...OUTPUT_OPTIONS,
    'min-games': { type: 'string' },
    'after-round': { type: 'string' },
    verbose: { type: 'boolean', default: false },
    ...TEAM_OPTIONS,
  });
  const [file] = positionals;
  if (positionals.length !== 1 || file === undefined)
    throw new UsageError('boards takes exactly one board-by-board sheet.');
  const format = outputFormat(values);
  const minGames = wholeNumber('--min-games', values['min-games']);
  const afterRound = wholeNumber('--after-round', values['after-round']);
  const event = readEvent(cli, file, cli.readText(file), { ...values, notation: 'board-sheet' });
  const rows = boardPrizes(event.tournament, event.games ?? [], { minGames, afterRound });
  cli.out(
    format === 'json'
      ? jsonText(boardPrizesJson(rows))
      : format === 'csv'
        ? boardPrizesCsv(rows, csvOptions(values))
        : boardPrizesTable(rows),
  );
  return 0;
}
