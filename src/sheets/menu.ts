/**
 * The add-on menu and what its items do. onOpen only builds the menu: it may run before the
 * add-on is authorised (AuthMode.NONE), so it reads no property and no sheet.
 */
import exampleCsv from '../../examples/spring-swiss.csv';
import { parseDelimited } from '../read/csv';
import { PRESETS } from '../standings/presets';
import { TIEBREAK_CODES, TIEBREAKS } from '../tiebreaks/registry';
import { plainFormat } from './numberFormats';
import { messageOf } from './ownedSheet';
import { loadSettings } from './settings';
import { failureText, RankFailure, RankOutcome, rankToSheet } from './standingsSheet';
import { rankAllSections, rankTableSections, SectionsOutcome, sectionsFailureText } from './sectionsServer';

/** Caption and global function name of every menu item (the names are exported from main.ts). */
export const MENU_ITEMS: readonly (readonly [string, string])[] = [
  ['Rank standings', 'rankStandingsFromMenu'],
  ['Rank all sections', 'rankAllSectionsFromMenu'],
  ['Print standings', 'printStandingsFromMenu'],
  ['Before the last round', 'lastRoundFromMenu'],
  ['Open sidebar', 'showSidebar'],
  ['Make prize list', 'showPrizeSidebar'],
  ['Rating report', 'showRatingReportSidebar'],
  ["Check another program's numbers", 'showCheckSidebar'],
  ['New crosstable', 'showNewCrosstableSidebar'],
  ['Insert example crosstable', 'insertExampleCrosstable'],
  ['Help', 'showHelp'],
  ['Self-test in this spreadsheet', 'showSelfTest'],
];

export function buildMenu(): void {
  const menu = SpreadsheetApp.getUi().createAddonMenu();
  MENU_ITEMS.forEach(([caption, fn]) => {
    if (fn === 'showHelp') menu.addSeparator();
    menu.addItem(caption, fn);
  });
  menu.addToUi();
}

/** Rank standings from the menu: a toast when done, an alert saying what happened when not (never an uncaught service error). */
export function rankFromMenu(): void {
  let result: RankOutcome | RankFailure;
  try {
    result = rankToSheet(loadSettings(), undefined, 'menu', rankTableSections);
  } catch (e) {
    result = {
      ok: false,
      message: `Rank standings stopped (${messageOf(e)}). Nothing was written; try again in a moment.`,
      problems: [],
    };
  }
  const alert = (text: string) => {
    const ui = SpreadsheetApp.getUi();
    ui.alert('Rank standings', text, ui.ButtonSet.OK);
  };
  if (!result.ok) return alert(failureText(result));
  // The menu ranks the table ranked last, wherever the cursor is: say which one it was.
  const written = result.sheets
    ? `the sheets ${result.sheets.map((s) => `"${s}"`).join(', ')}`
    : `the sheet "${result.sheetName}"`;
  const done = `${result.summary}. Written to ${written} from ${result.table.sheet}!${result.table.a1}.${result.also ? ` ${result.also}` : ''}`;
  try {
    SpreadsheetApp.getActiveSpreadsheet().toast(done, 'Tiebreaks', 8);
  } catch {
    // The standings are written; a toast that fails must not make it look otherwise.
    alert(done);
  }
}

/**
 * Rank all sections from the menu, with the saved settings and no section left out: a toast
 * naming the sheets written, or an alert naming each problem by its section, sheet and cell.
 */
export function rankSectionsFromMenu(): void {
  let result: SectionsOutcome | RankFailure;
  try {
    result = rankAllSections(loadSettings(), []);
  } catch (e) {
    result = {
      ok: false,
      message: `Rank all sections stopped (${messageOf(e)}). Nothing was written; try again in a moment.`,
      problems: [],
    };
  }
  const alert = (text: string) => {
    const ui = SpreadsheetApp.getUi();
    ui.alert('Rank all sections', text, ui.ButtonSet.OK);
  };
  if (!result.ok) return alert(sectionsFailureText(result));
  const done = `${result.summary}. Written to ${result.sheets.map((s) => `"${s}"`).join(', ')}.`;
  try {
    SpreadsheetApp.getActiveSpreadsheet().toast(done, 'Tiebreaks', 8);
  } catch {
    alert(done);
  }
}

/** The sections a menu item can open the sidebar at. */
export type SidebarSection = 'prizes' | 'new-crosstable' | 'rating-report' | 'check';

/**
 * The script that tells a page which section to open: a global the page reads once it is parsed
 * (src/ui/sidebar.ts, openAtSection). Not a <meta> tag: HtmlService ignores the meta tags written
 * in a page (HtmlOutput.addMetaTag adds only a few named ones); a script appended with
 * HtmlOutput.append is served as written. The section is a fixed word, never user text; "<" is
 * escaped all the same, so no string could close the script element.
 */
export function openAtScript(section: string): string {
  return `<script>var TIEBREAKS_OPEN_AT = ${JSON.stringify(section).replace(/</g, '\\u003c')};</script>`;
}

/**
 * The sidebar's page; `section` opens it at Prize list or New crosstable. The one place the
 * mechanism lives: the self-test checks it through here.
 */
export function sidebarPage(section?: SidebarSection): GoogleAppsScript.HTML.HtmlOutput {
  const html = HtmlService.createHtmlOutputFromFile('sidebar').setTitle('Tiebreaks');
  if (section) markSection(html, section);
  return html;
}

/** Tells a page which section to open at: the script appended to the page HtmlService serves. */
export function markSection(html: GoogleAppsScript.HTML.HtmlOutput, section: string): void {
  html.append(openAtScript(section));
}

/** The section a sidebar page as sidebarPage made it will open at (what src/ui/sidebar.ts reads), or null. */
export function openSectionOf(content: string): string | null {
  const marker = /<script>var TIEBREAKS_OPEN_AT = "([a-z-]+)";<\/script>/g;
  const found: string[] = [];
  for (let m = marker.exec(content); m; m = marker.exec(content)) found.push(m[1] ?? '');
  // Two markers would leave the page with the last: not a section it was surely meant to open at.
  return found.length === 1 ? (found[0] ?? null) : null;
}

/** The sidebar; `section` opens it at Prize list or New crosstable. */
export function openSidebar(section?: SidebarSection): void {
  SpreadsheetApp.getUi().showSidebar(sidebarPage(section));
}

/** The example event on a new sheet ("Spring Swiss", or "Spring Swiss 2"…), numbers as numbers. */
export function insertExample(): void {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const rows = parseDelimited(exampleCsv).filter((r) => r.some((c) => c.trim() !== ''));
  const width = Math.max(...rows.map((r) => r.length));
  const values = rows.map((r) =>
    Array.from({ length: width }, (_, c) => {
      const t = (r[c] ?? '').trim();
      return /^\d+(\.\d+)?$/.test(t) ? Number(t) : t;
    }),
  );
  const names = ss.getSheets().map((s) => s.getName().toLowerCase());
  let name = 'Spring Swiss';
  for (let n = 2; names.includes(name.toLowerCase()); n++) name = `Spring Swiss ${n}`;
  const sheet = ss.insertSheet(name);
  // Round cells are text ("W8W"); format the block as text where a cell is not a number, so nothing is read as a date.
  const range = sheet.getRange(1, 1, values.length, width);
  // A whole number shows plain ("1", never "1." as "0.##" shows it); a half point as General shows it.
  range.setNumberFormats(values.map((r) => r.map((v) => (typeof v === 'number' ? plainFormat(v) : '@'))));
  range.setValues(values);
  sheet.setFrozenRows(1);
  sheet.activate();
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The help page: team events, prize lists, the presets and their sources, the systems, the custom functions. */
export function helpHtml(): string {
  const systems = TIEBREAK_CODES.map((code) => {
    const tb = TIEBREAKS[code];
    const options = tb.options
      .map((o) => `${o.name}=${o.values === 'integer' ? 'N' : o.values.join('|')} (default ${o.default || 'none'})`)
      .join('; ');
    return `<li><b>${escapeHtml(code)}</b> ${escapeHtml(tb.name)} (${escapeHtml(tb.rule)}): ${escapeHtml(tb.summary)}${options ? `<br><small>Options: ${escapeHtml(options)}</small>` : ''}</li>`;
  }).join('');
  const presets = PRESETS.map(
    (p) =>
      `<li><b>${escapeHtml(p.id)}</b> ${escapeHtml(p.name)}: ${escapeHtml(p.order.map((s) => s.code).join(', '))}${p.lotsOnRequest ? ', then lots on request' : ''}<br><small>${escapeHtml(p.source)}${p.note ? `. ${escapeHtml(p.note)}` : ''}</small></li>`,
  ).join('');
  const formulas = [
    '=STANDINGS(A1:I20, "uscf") the ranked standings',
    '=TIEBREAK(A1:I20, "SB", "scores=adjusted") one system, one column beside the table',
    '=MODMEDIAN(A1:I20), =SOLKOFF(A1:I20), =CUMULATIVE(A1:I20), =OPPCUMULATIVE(A1:I20)… one column per system',
    '=TBEXPLAIN(A1:I20, 7, "uscf") how player 7\'s line was worked out',
    "=SCHOOLTEAMS(A1:J40, 4) the school teams: each school's top 4 scores summed",
  ]
    .map((f) => `<li><code>${escapeHtml(f)}</code></li>`)
    .join('');
  return `<!DOCTYPE html><html><head><base target="_top"><style>body{font:13px/1.4 Arial,sans-serif;margin:12px}li{margin:4px 0}</style></head><body>
<h2>Tiebreaks for Google Sheets</h2>
<p><b>Rank standings</b> reads the crosstable (the selection, or the whole active sheet), ranks it with the saved settings (US Chess by default) and writes the sheet "Standings". The crosstable is never changed.</p>
<p><b>Team events.</b> A team crosstable (US <code>W12 3-1</code>, chess-results <code>18w4½</code>, or a board-by-board sheet of games with a Team column) is ranked by match points (2/1/0 by default; the sidebar sets another scale), then game points, then the chosen tiebreaks computed on the match results. A board-by-board sheet also gets a "Board prizes" sheet.</p>
<p><b>School teams and sections.</b> A crosstable with a School (or Team, Club) column also gets a "School teams" sheet: each school's score is the sum of its top 4 players' scores (the sidebar sets another number or column). <b>Rank all sections</b> ranks every sheet holding a crosstable, or each value of a table's Section column, on its own, and writes "Standings K-5" (and "School teams K-5") for each.</p>
<p><b>Make prize list</b> reads a prize table you fill in (Group, Place, Prize: <code>Overall 1 $150</code>, <code>U1800 1 $40</code>, <code>Unrated 1 Trophy</code>, <code>Section=K-5 1 Medal</code>) and writes the sheet "Prizes": cash for tied players pooled and split to the cent (US Chess 32B2), trophies by tiebreak rank, one cash prize and one trophy per player by default.</p>
<h3>Presets</h3><ul>${presets}</ul>
<h3>Systems</h3><ul>${systems}</ul>
<h3>Formulas</h3><ul>${formulas}</ul>
</body></html>`;
}

export function openHelp(): void {
  SpreadsheetApp.getUi().showModalDialog(
    HtmlService.createHtmlOutput(helpHtml()).setWidth(640).setHeight(560),
    'Tiebreaks help',
  );
}
