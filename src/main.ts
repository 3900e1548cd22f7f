/**
 * The Apps Script surface: every name exported here becomes a top-level function of
 * dist/Code.js (scripts/build.mjs), and every top-level function is callable from any
 * HtmlService page. Export nothing else from this file. The build adds one more function per
 * line of src/sheets/namedFunctions.ts (=MODMEDIAN, =SOLKOFF…), which are not listed here.
 * Every menu item and sidebar call starts with requirePermissions() (src/sheets/permissions.ts),
 * outside any try: a permission the director unticked is asked for again before anything runs.
 */
import { requirePermissions } from './sheets/permissions';
import { buildMenu, insertExample, openHelp, openSidebar, rankFromMenu, rankSectionsFromMenu } from './sheets/menu';
import { inspectSections as sectionsFound, rankAllSections as rankSections } from './sheets/sectionsServer';
import type { SectionsFound, SectionsOutcome } from './sheets/shapes';
import {
  chooseSelectedTable,
  inspectTable,
  prizeListWithSettings,
  rankWithSettings,
  selectCell,
  selectionA1,
  sidebarState,
  storeSettings,
} from './sheets/sidebarServer';
import { explainRanked, selectedStandingsNumber } from './sheets/explainServer';
import { checkPrintedColumns } from './sheets/checkServer';
import type { CheckOutcome } from './sheets/checkServer';
import type { Explanation } from './sheets/explainServer';
import type { RankFailure, RankOutcome } from './sheets/standingsSheet';
import { prizesToSheet } from './sheets/prizesSheet';
import { insertBlankCrosstable } from './sheets/newCrosstable';
import { selfTestReportText, showSelfTestReport } from './sheets/selfTestRun';
import { showPrintStandings } from './sheets/printStandings';
import { lastRoundFromMenu as writeLastRoundFromMenu } from './sheets/lastRoundSheet';
import { lastRoundForSidebar, lastRoundSheetForSidebar, storeLastRoundChoice } from './sheets/lastRoundServer';
import type { LastRoundChoice } from './sheets/lastRoundChoice';
import type { LastRoundAnswer, LastRoundFailure, LastRoundWritten } from './sheets/lastRoundServer';
import type { NewCrosstableOutcome } from './sheets/newCrosstable';
import type { PrizeFailure, PrizeOutcome } from './sheets/prizesSheet';
import type { RankSettings } from './sheets/settings';
import type { SidebarState, TableInfo } from './sheets/sidebarServer';
import { makeRatingReport as ratingReportFiles, ratingReportForm } from './sheets/uscfReportServer';
import type { RatingReportFailure, RatingReportForm, RatingReportOutcome } from './sheets/shapes';

export { TIEBREAK, STANDINGS, TBEXPLAIN, SCHOOLTEAMS, LASTROUND } from './sheets/customFunctions';

/** Builds the add-on menu (and nothing else: it may run before authorisation). */
export function onOpen(e: unknown): void {
  void e;
  buildMenu();
}

/** Runs once when the add-on is installed: the menu, as onOpen builds it. */
export function onInstall(e: unknown): void {
  onOpen(e);
}

/** Menu: Rank standings with the saved settings (US Chess by default). */
export function rankStandingsFromMenu(): void {
  requirePermissions();
  rankFromMenu();
}

/** Menu: Before the last round: what each player needs, on a sheet the add-on owns ("Last round"). */
export function lastRoundFromMenu(): void {
  requirePermissions();
  writeLastRoundFromMenu();
}

/** Menu: Print standings: the Standings sheet laid out for Letter and A4 paper, in a dialog with a Print button. */
export function printStandingsFromMenu(): void {
  requirePermissions();
  showPrintStandings();
}

/** Menu: Rank all sections: every sheet with a crosstable, or every value of a Section column, ranked on its own. */
export function rankAllSectionsFromMenu(): void {
  requirePermissions();
  rankSectionsFromMenu();
}

/** Menu: Open sidebar. */
export function showSidebar(): void {
  requirePermissions();
  openSidebar();
}

/** Menu: Make prize list (opens the sidebar at its Prizes section). */
export function showPrizeSidebar(): void {
  requirePermissions();
  openSidebar('prizes');
}

/** Menu: Rating report (opens the sidebar at its Rating report section: the Event details and US Chess's files). */
export function showRatingReportSidebar(): void {
  requirePermissions();
  openSidebar('rating-report');
}

/** Menu: Check another program's numbers (opens the sidebar at its Check block). */
export function showCheckSidebar(): void {
  requirePermissions();
  openSidebar('check');
}

/** Menu: New crosstable (opens the sidebar at its New crosstable section). */
export function showNewCrosstableSidebar(): void {
  requirePermissions();
  openSidebar('new-crosstable');
}

/** Menu: Insert example crosstable (on a new sheet). */
export function insertExampleCrosstable(): void {
  requirePermissions();
  insertExample();
}

/** Menu: Help. */
export function showHelp(): void {
  requirePermissions();
  openHelp();
}

/** Menu: Self-test in this spreadsheet: checks what the add-on's tests assume of Sheets, and shows the report. */
export function showSelfTest(): void {
  requirePermissions();
  showSelfTestReport();
}

/** The self-test without the menu (clasp run selfTestReport, or Run in the Apps Script editor): the report as text, also logged. */
export function selfTestReport(): string {
  requirePermissions();
  return selfTestReportText();
}

/** Sidebar: settings, presets, systems and what the crosstable reads as. */
export function getSidebarState(): SidebarState {
  requirePermissions();
  return sidebarState();
}

/** Sidebar: reads the table it shows again (after a reading setting changed), with the sidebar's settings when given. */
export function readCrosstableInfo(settings: unknown, table: unknown): TableInfo {
  requirePermissions();
  return inspectTable(settings, table);
}

/** Sidebar: "Use selection" makes the selection (or the active sheet) the table to rank, and reads it. */
export function useSelectedTable(settings: unknown): TableInfo {
  requirePermissions();
  return chooseSelectedTable(settings);
}

/** Sidebar: saves the settings for this spreadsheet. */
export function saveRankSettings(settings: unknown): RankSettings {
  requirePermissions();
  return storeSettings(settings);
}

/** Sidebar: saves the settings, ranks the table the sidebar shows, writes the standings sheet. */
export function rankStandings(settings: unknown, table: unknown): RankOutcome | RankFailure {
  requirePermissions();
  return rankWithSettings(settings, table);
}

/** Sidebar: the sections Rank all sections would rank (sheets with a crosstable, or a Section column's values), read with the sidebar's settings when given. */
export function inspectSections(settings: unknown): SectionsFound {
  requirePermissions();
  return sectionsFound(settings);
}

/**
 * Sidebar: saves the settings, ranks every section not left out, writes "Standings <section>" (and "School teams <section>") for each.
 * @param {Object} settings The rank settings, with schoolColumn and schoolTop.
 * @param {Array<string>} leaveOut The ids of the sections left out.
 */
export function rankAllSections(settings: unknown, leaveOut: unknown): SectionsOutcome | RankFailure {
  requirePermissions();
  return rankSections(settings, leaveOut);
}

/** Sidebar: one player's line explained, as the CLI's --explain prints it. {settings, table, number} */
export function explainStandingsPlayer(request: unknown): Explanation {
  requirePermissions();
  return explainRanked(request);
}

/** Sidebar: before the last round, every player's line and every prize place, by the sidebar's rule set. {settings, table, places} */
export function getLastRoundAnswer(request: unknown): LastRoundAnswer | LastRoundFailure {
  requirePermissions();
  return lastRoundForSidebar(request);
}

/** Sidebar: saves the settings, then writes the "Last round" sheet as the menu item does. {settings, table, places} */
export function writeLastRoundSheet(request: unknown): LastRoundWritten | LastRoundFailure {
  requirePermissions();
  return lastRoundSheetForSidebar(request);
}

/** Sidebar: keeps the panel's prize places or prize list, which the menu's Last round sheet then answers. {places, prizeList} */
export function saveLastRoundChoice(choice: unknown): LastRoundChoice | LastRoundFailure {
  requirePermissions();
  return storeLastRoundChoice(choice);
}

/** Sidebar: the player number on the selected row of the Standings sheet. */
export function getSelectedPlayer(): { number: number | null; message?: string } {
  requirePermissions();
  return selectedStandingsNumber();
}

/** Sidebar: selects a problem's cell. */
export function selectProblemCell(sheetName: string, a1: string): boolean {
  requirePermissions();
  return selectCell(sheetName, a1);
}

/**
 * Writes the sheet "Prizes": the prize list for the crosstable and the prize table the sidebar names.
 * @param {Object} request {prizeRange, crosstableRange?, limit?, cashAndTrophy?, unratedInRatingGroups?}
 */
export function makePrizeList(request: unknown): PrizeOutcome | PrizeFailure {
  requirePermissions();
  return prizesToSheet(request);
}

/**
 * Sidebar: saves the ranking and prize settings, then writes the sheet "Prizes" with them.
 * @param {Object} request {settings, prizes: {prizeRange, crosstableRange?, limit?, cashAndTrophy?, unratedInRatingGroups?}}
 */
export function makePrizeListWithSettings(request: unknown): PrizeOutcome | PrizeFailure {
  requirePermissions();
  return prizeListWithSettings(request);
}

/**
 * Sidebar: a blank wall chart on a new sheet ("Crosstable", "Crosstable 2"…) whose round cells refuse a mistyped result.
 * @param {Object} request {rounds: 1-30, players: 2-1000}
 */
export function newCrosstable(request: unknown): NewCrosstableOutcome {
  requirePermissions();
  return insertBlankCrosstable(request);
}

/**
 * Sidebar: another program's printed tiebreak columns beside the results, checked against ours value by value.
 * @param {Object} request {settings, table}
 */
export function checkOtherProgram(request: unknown): CheckOutcome {
  requirePermissions();
  return checkPrintedColumns(request);
}

/** Sidebar: the selected range with its sheet ("'Prize table'!A1:C8"), for "Use selection". */
export function getSelectionA1(): string {
  requirePermissions();
  return selectionA1();
}

/** Sidebar: the rating report's Event details as saved, with one line per section found now. */
export function getRatingReportForm(): RatingReportForm {
  requirePermissions();
  return ratingReportForm();
}

/**
 * Sidebar: saves the Event details, checks them and the table, and answers US Chess's three report files (base64).
 * @param {Object} details The form: name, dates, affiliate, TDs, place, and each section's rating system, time control and type.
 */
export function makeRatingReport(details: unknown): RatingReportOutcome | RatingReportFailure {
  requirePermissions();
  return ratingReportFiles(details);
}
