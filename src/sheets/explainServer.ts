/**
 * "Explain a player" in the sidebar: every value of one player's line worked out, as the CLI's
 * --explain prints it, for the table the sidebar shows and the settings it holds. Nothing is
 * written; the player is picked from the list or from the selected row of the Standings sheet.
 */
import { CrosstableError, formatProblem } from '../model/problems';
import { explainPlayer } from '../standings/explain';
import { rank } from '../standings/rank';
import { tableRefOf, tableToRank } from './rankTarget';
import { sheetProblems } from './readCrosstable';
import { rankedTournament } from './resultServer';
import { normaliseSettings, settingsRankRequest } from './settings';
import { OWNER_VALUE } from './standingsSheet';
import { SECTION_OWNER } from './sectionsServer';
import { messageOf, OWNER_KEY } from './ownedSheet';
import type { Explanation, SelectedPlayer } from './shapes';

export type { Explanation, SelectedPlayer };

/** The section a request names: absent for one table, null for a sheet of its own, else the Section value. */
function sectionOf(value: unknown): string | null | undefined {
  return value === undefined || value === null ? value : String(value);
}

/**
 * Player `number`'s line explained, ranked with `settings` on `table` (as Rank standings would
 * rank it), or on its `section` as Rank all sections ranked it.
 */
export function explainRanked(request: unknown): Explanation {
  const o = request !== null && typeof request === 'object' ? (request as Record<string, unknown>) : {};
  const number = Number(o.number);
  if (!Number.isInteger(number) || number < 1) return { ok: false, message: 'Choose a player to explain.' };
  try {
    const settings = normaliseSettings(o.settings);
    const { range } = tableToRank(SpreadsheetApp.getActiveSpreadsheet(), tableRefOf(o.table));
    const origin = { row: range.getRow(), col: range.getColumn() };
    const tournament = rankedTournament(range.getValues(), origin, sectionOf(o.section), settings);
    const standings = rank(tournament, settingsRankRequest(settings, tournament));
    return { ok: true, number, lines: explainPlayer(standings, number).trimEnd().split('\n') };
  } catch (e) {
    if (e instanceof CrosstableError)
      return { ok: false, message: sheetProblems(e, 'sidebar').map(formatProblem).join('\n') };
    return { ok: false, message: `The player could not be explained (${messageOf(e)}).` };
  }
}

/** The header row (1-based, within the first rows) and column of "No." on a standings sheet; null if none. */
function numberColumn(values: unknown[][]): { row: number; col: number } | null {
  for (const [r, line] of values.slice(0, 5).entries()) {
    const c = line.findIndex((v) => String(v).trim() === 'No.');
    if (c >= 0) return { row: r + 1, col: c + 1 };
  }
  return null;
}

/** The Standings sheet's mark, or a section's ("Standings K-5", sectionsServer.ts), finished. */
function isStandingsMark(value: string | null): boolean {
  const v = String(value);
  return v === OWNER_VALUE || (v.startsWith(`${SECTION_OWNER}:`) && !v.endsWith(':building'));
}

/** The player number on the selected row of the Standings sheet; null with a reason when the selection is not one. */
export function selectedStandingsNumber(): SelectedPlayer {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const sheet = ss.getActiveSheet();
  const isStandings = sheet
    .getDeveloperMetadata()
    .some((m) => m.getKey() === OWNER_KEY && isStandingsMark(m.getValue()));
  const ask = 'Select a player\'s row on the Standings sheet, then choose "Selected row" again.';
  if (!isStandings) return { number: null, message: ask };
  const values = sheet.getDataRange().getValues();
  const header = numberColumn(values);
  const row = ss.getActiveRange()?.getRow() ?? 0;
  if (!header || row <= header.row || row > values.length) return { number: null, message: ask };
  // row is within 1..values.length (checked above); a short row reads as no number.
  const n = Number(values[row - 1]?.[header.col - 1]);
  return Number.isInteger(n) && n > 0 ? { number: n, sheet: sheet.getName() } : { number: null, message: ask };
}
