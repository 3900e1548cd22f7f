/**
 * Before the last round, the director's own prize list (groups, classes and places: "U1800 1st",
 * "Top Junior") answered instead of places 1 to N: the prize table and options of the sidebar's
 * Prize list (prizeSettings.ts), read as Make prize list reads them, and allocated for each ending
 * as it allocates.
 */
import { DirectorAnswers, prizeBudget } from '../lastRound/prizeList';
import { prizeListAnswers as answersOf } from '../lastRound/unpairedPrizeList';
import type { LastRoundEvent } from '../lastRound/event';
import { CrosstableError, formatProblem } from '../model/problems';
import type { Tournament } from '../model/tournament';
import { labelHeaders, readPrizeTable } from '../prizes';
import type { RankRequest } from '../standings/rank';
import type { PrizeSettings } from './prizeSettings';
import { rangeOf } from './prizesSheet';

const refused = (message: string) => new CrosstableError([{ message }]);

/** The prize list's answers for every player, paired or not yet; refused in words when the prize table cannot be read. */
export function prizeListAnswers(
  ss: GoogleAppsScript.Spreadsheet.Spreadsheet,
  tournament: Tournament,
  event: LastRoundEvent,
  request: RankRequest,
  prizes: PrizeSettings,
): DirectorAnswers {
  const { prizeRange, ...options } = prizes;
  const range = rangeOf(ss, prizeRange, 'prize table');
  let table;
  try {
    table = readPrizeTable(range.getValues(), labelHeaders(tournament), {
      row: range.getRow(),
      col: range.getColumn(),
    });
  } catch (e) {
    // Its cells are on the prize table's sheet, not the crosstable's: said with the sheet, not as a click.
    if (!(e instanceof CrosstableError)) throw e;
    const sheet = range.getSheet().getName();
    throw refused(
      `The prize table on "${sheet}" has problems to fix first: ${e.problems.map(formatProblem).join(' ')}`,
    );
  }
  return answersOf(event, request, table, options, prizeBudget(tournament.players.length, request.order));
}
