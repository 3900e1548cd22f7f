/**
 * tiebreaks scenarios <crosstable> [--preset NAME | --tiebreaks …] [--places N] [--format table|csv|json]
 * Before the last round: what each player can still finish and what they need (src/lastRound).
 * The crosstable has every round but the last complete and the last round's pairings written
 * without results (docs/notations.md, "Rounds not yet played").
 */
import type { Tournament } from '../model/tournament';
import { lastRoundAnswer } from '../lastRound/answer';
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

export const SCENARIOS_USAGE = `  tiebreaks scenarios <crosstable> [--preset NAME | --tiebreaks ...] [--places N] [--format table|csv|json] [--csv-raw]
                      [--section NAME] [--notation ID] [--pab-points 1|0.5|0] [--verbose]
                        before the last round (its pairings written without results): each player's
                        best and worst rank and place, and what each result gives, for places 1 to N
                        (default 5); before it is paired, the same on score only
`;

/** What the scenarios command borrows from the CLI's main module. */
export interface ScenariosCli {
  out(text: string): void;
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
  const outlook = lastRoundAnswer(cli.readCrosstable(file, values), {
    ...request,
    ...(pab === undefined ? {} : { pab: pab * 4 }),
  });
  cli.out(
    format === 'json'
      ? JSON.stringify(outlookJson(outlook, places), null, 2) + '\n'
      : format === 'csv'
        ? outlookCsv(outlook, places, csvOptions(values))
        : outlookTable(outlook, places),
  );
  return 0;
}
