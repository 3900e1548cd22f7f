/**
 * tiebreaks scenarios <crosstable> [--preset NAME | --tiebreaks …] [--places N | --prizes FILE] [--format table|csv|json]
 * Before the last round: what each player can still finish and what they need (src/lastRound).
 * The crosstable has every round but the last complete and the last round's pairings written
 * without results (docs/notations.md, "Rounds not yet played").
 */
import type { Tournament } from '../model/tournament';
import { outlookOf } from '../lastRound/answer';
import { DirectorAnswers, prizeBudget } from '../lastRound/prizeList';
import { prizeListAnswers } from '../lastRound/unpairedPrizeList';
import type { LastRoundEvent } from '../lastRound/event';
import type { RankRequest } from '../standings/rank';
import { lastRoundOf } from '../lastRound/unpaired';
import { DEFAULT_PRIZE_OPTIONS, labelHeaders, readPrizeTableText } from '../prizes';
import { outlookCsv, outlookJson, outlookTable } from '../lastRound/format';
import {
  commandLine,
  csvOptions,
  ORDER_OPTIONS,
  outputFormat,
  READ_OPTIONS,
  SECTION_OPTIONS,
  readSettings,
  tiebreakOrder,
  UsageError,
  wholeNumber,
} from './options';
import { findPreset } from '../standings/presets';

export const SCENARIOS_USAGE = `  tiebreaks scenarios <crosstable> [--preset NAME | --tiebreaks ...] [--places N | --prizes <prize table.csv>]
                      [--format table|csv|json] [--csv-raw]
                      [--section NAME] [--notation ID] [--pab-points 1|0.5|0] [--verbose]
                        before the last round (its pairings written without results): each player's
                        best and worst rank and place, and what each result gives, for places 1 to N
                        (default 5), or each prize of the director's prize table (US Chess 32B:
                        ties pooled, one prize each, the larger); before it is paired, over
                        every pairing (or bounds, said as such, when too many)
`;

/** What the scenarios command borrows from the CLI's main module. */
export interface ScenariosCli {
  out(text: string): void;
  readText(path: string): string;
  readCrosstable(
    file: string,
    values: { notation?: string; 'pab-points'?: string; verbose?: boolean; section?: string },
  ): Tournament;
}

const MAX_PLACES = 100;

export function scenarios(args: string[], cli: ScenariosCli): number {
  const { values, positionals } = commandLine('scenarios', args, {
    ...ORDER_OPTIONS,
    places: { type: 'string' },
    prizes: { type: 'string' },
    format: { type: 'string', default: 'table' },
    'csv-raw': { type: 'boolean', default: false },
    ...READ_OPTIONS,
    ...SECTION_OPTIONS,
  });
  const [file] = positionals;
  if (positionals.length !== 1 || file === undefined)
    throw new UsageError('scenarios takes exactly one crosstable file.');
  const format = outputFormat(values);
  const places = wholeNumber('--places', values.places) ?? 5;
  if (places < 1 || places > MAX_PLACES)
    throw new UsageError(`--places must be from 1 to ${MAX_PLACES}; got ${places}.`);
  const order = tiebreakOrder(values) ?? findPreset('uscf').order;
  // Drawing of lots is for an indivisible prize once the round is over, not for what may happen.
  const request = { order: order.filter((s) => s.code !== 'LOTS') };

  // Before the pairings, an odd number to pair leaves one the pairing-allocated bye, scored as read.
  const pab = readSettings(values).pabPoints;
  const tournament = cli.readCrosstable(file, values);
  const event = lastRoundOf(tournament, pab === undefined ? {} : { pab: pab * 4 });
  const outlook = outlookOf(event, request);
  const asked =
    values.prizes === undefined
      ? places
      : directorPrizeAnswers(values.prizes, values.places !== undefined, cli, tournament, event, request);
  cli.out(
    format === 'json'
      ? JSON.stringify(outlookJson(outlook, asked), null, 2) + '\n'
      : format === 'csv'
        ? outlookCsv(outlook, asked, csvOptions(values))
        : outlookTable(outlook, asked),
  );
  return 0;
}

/** The director's prize table's answers (prizeList.ts; before the pairing, unpairedPrizeList.ts). */
function directorPrizeAnswers(
  path: string,
  both: boolean,
  cli: ScenariosCli,
  tournament: Tournament,
  event: LastRoundEvent,
  request: RankRequest,
): DirectorAnswers {
  if (both) throw new UsageError('Give --places or --prizes, not both.');
  const table = readPrizeTableText(cli.readText(path), labelHeaders(tournament), path);
  const budget = prizeBudget(tournament.players.length, request.order);
  return prizeListAnswers(event, request, table, DEFAULT_PRIZE_OPTIONS, budget);
}
