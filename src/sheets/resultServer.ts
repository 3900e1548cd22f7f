/**
 * The last ranking shown again when the sidebar opens: each table it ranked read again and, when
 * every one's cells are as they were ranked (lastResult.ts keeps their fingerprints), ranked again
 * with the settings it was ranked with. A table changed, moved or gone, or a sheet written since
 * deleted, and nothing is shown: a result that is no longer the table's is not shown as its.
 */
import type { Tournament } from '../model/tournament';
import type { Grid, Origin } from '../read/crosstable';
import { rank } from '../standings/rank';
import { fingerprint, KeptTable, keptRanking, tableResult } from './lastResult';
import { rangeOf } from './rankTarget';
import { readWithSettings } from './readCrosstable';
import { readSectionAgain } from './sectionsServer';
import { RankSettings, settingsRankRequest } from './settings';
import type { RankingResult, TableResult } from './shapes';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/**
 * A ranked table's tournament, read as its ranking read it: one table with the settings (section
 * absent), or a section as Rank all sections reads one. Explain a player reads through here too.
 */
export function rankedTournament(
  values: Grid,
  origin: Origin,
  section: string | null | undefined,
  settings: RankSettings,
): Tournament {
  return section === undefined
    ? readWithSettings(values, origin, settings).tournament
    : readSectionAgain(values, origin, section, settings);
}

/** One kept table's result made again; null when its table or its standings sheet is not as it was. */
function recallTable(ss: Spreadsheet, kept: KeptTable, settings: RankSettings): TableResult | null {
  if (!ss.getSheetByName(kept.sheetName)) return null;
  const range = rangeOf(ss, kept.table);
  if (!range) return null;
  const values = range.getValues();
  if (fingerprint(values) !== kept.fingerprint) return null;
  const origin = { row: range.getRow(), col: range.getColumn() };
  const tournament = rankedTournament(values, origin, kept.section, settings);
  const standings = rank(tournament, settingsRankRequest(settings, tournament));
  return tableResult(standings, { ...kept, settings });
}

/** The last ranking's result, when every table it ranked is unchanged; else null. Never throws. */
export function recallResult(): RankingResult | null {
  try {
    const kept = keptRanking();
    if (!kept) return null;
    const ss = SpreadsheetApp.getActiveSpreadsheet();
    const results: TableResult[] = [];
    for (const table of kept.tables) {
      const result = recallTable(ss, table, kept.settings);
      if (!result) return null;
      results.push(result);
    }
    return { settings: kept.settings, results };
  } catch {
    // A table that no longer reads or ranks (it fits its sheet no more): no result to show again.
    return null;
  }
}
