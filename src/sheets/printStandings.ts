/**
 * "Print standings": the Standings sheet as a page that prints on Letter and on A4. Apps Script
 * cannot set a sheet's print settings (paper, fit to width, repeated header rows are choices of
 * Sheets' own print dialog, which no script can open or fill in), so the add-on shows the table
 * in a dialog (HtmlService) laid out for paper, with a Print button that calls window.print():
 * the header repeats on every page, rows are never split across pages, and the type is scaled
 * so that the widest row fits the narrower of the two papers (A4, 210 mm) with its margins.
 * Nothing is written: the page shows what the Standings sheet shows.
 */
import { OWNER_KEY, textWidthPx } from './ownedSheet';
import { OWNER_VALUE } from './standingsSheet';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** The Standings sheet's parts, as its cells show them. */
export interface PrintedStandings {
  title: string;
  header: string[];
  rows: string[][];
  footnote: string[];
}

/** A4's width less two 12 mm margins, at CSS's 96 pixels an inch: the narrower of Letter (216 mm) and A4. */
export const PRINTABLE_WIDTH_PX = Math.floor(((210 - 2 * 12) / 25.4) * 96);
/** The same turned to landscape: Letter's 279 mm is the shorter of the two long sides (A4's is 297 mm). */
export const PRINTABLE_LANDSCAPE_PX = Math.floor(((279 - 2 * 12) / 25.4) * 96);
/** The sheet's own type size, and the smallest a posted sheet stays readable at from a step away. */
const FULL_PT = 10;
const SMALLEST_PT = 7;
/** Padding and border of one printed cell, in pixels. */
const CELL_EXTRA_PX = 9;

/** Text as HTML text: player names are the players', never markup. */
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** "14 1/2" (Sheets' fraction form, as a director may format a cell) printed as "14½", as the add-on writes points. */
export function printedPoints(text: string): string {
  const m = /^(\d*) ?(1\/4|1\/2|3\/4)$/.exec(text);
  if (!m) return text;
  const glyph = { '1/4': '¼', '1/2': '½', '3/4': '¾' }[m[2] as '1/4' | '1/2' | '3/4'];
  return `${m[1]}${glyph}`;
}

/** The table's width at the sheet's type size: each column as wide as its widest text. */
function tableWidthPx(p: PrintedStandings): number {
  return p.header
    .map((h, c) => Math.max(textWidthPx(h, true), ...p.rows.map((r) => textWidthPx(r[c] ?? ''))) + CELL_EXTRA_PX)
    .reduce((a, b) => a + b, 0);
}

/**
 * The page's type size and orientation: the sheet's 10 pt when the table fits the paper's width,
 * smaller down to 7 pt, and turned to landscape when even 7 pt would not fit upright.
 */
export function pageFit(p: PrintedStandings): { pt: number; landscape: boolean } {
  const width = tableWidthPx(p);
  const upright = (FULL_PT * PRINTABLE_WIDTH_PX) / width;
  if (upright >= FULL_PT) return { pt: FULL_PT, landscape: false };
  if (upright >= SMALLEST_PT) return { pt: Math.floor(upright * 2) / 2, landscape: false };
  const across = (FULL_PT * PRINTABLE_LANDSCAPE_PX) / width;
  return { pt: Math.max(SMALLEST_PT, Math.min(FULL_PT, Math.floor(across * 2) / 2)), landscape: true };
}

/** The dialog's page: the title, the table with its header repeated on each printed page, the footnote, a Print button. */
export function printPageHtml(p: PrintedStandings): string {
  const fit = pageFit(p);
  const cell = (tag: string) => (text: string) => `<${tag}>${esc(printedPoints(text))}</${tag}>`;
  const body = p.rows.map((r) => `<tr>${r.map(cell('td')).join('')}</tr>`).join('\n');
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(p.title)}</title><style>
@page { margin: 12mm; ${fit.landscape ? 'size: landscape;' : ''} }
body { font: ${fit.pt}pt Arial, sans-serif; margin: 8px; color: #000; }
h1 { font-size: 1.3em; margin: 0 0 6px; }
table { border-collapse: collapse; }
th, td { border: 1px solid #999; padding: 1px 4px; white-space: nowrap; text-align: left; }
th { background: #e8e8e8; }
tbody tr:nth-child(even) td { background: #f4f4f4; }
thead { display: table-header-group; }
tr { break-inside: avoid; page-break-inside: avoid; }
p.note { margin: 3px 0; }
@media print { .screen { display: none; } body { margin: 0; } }
</style></head><body>
<div class="screen"><button id="print" type="button" onclick="window.print()">Print</button>
<span>Prints on Letter or A4: choose the paper in the print dialog.</span></div>
<h1>${esc(p.title)}</h1>
<table><thead><tr>${p.header.map(cell('th')).join('')}</tr></thead>
<tbody>
${body}
</tbody></table>
${p.footnote.map((line) => `<p class="note">${esc(line)}</p>`).join('\n')}
</body></html>`;
}

/** The title, table and footnote of a Standings sheet as it shows them: row 1 the title, row 2 the header. */
export function printedStandings(shown: readonly (readonly string[])[]): PrintedStandings {
  const headerAt = shown.findIndex((r) => r[0] === 'Rank');
  if (headerAt < 0) throw new Error('The Standings sheet has no "Rank" header.');
  const header = [...(shown[headerAt] ?? [])];
  while (header.length && header[header.length - 1] === '') header.pop();
  let end = headerAt + 1;
  while (end < shown.length && shown[end]?.some((v) => v !== '')) end++;
  return {
    title: shown
      .slice(0, headerAt)
      .map((r) => r[0] ?? '')
      .join(' '),
    header,
    rows: shown.slice(headerAt + 1, end).map((r) => r.slice(0, header.length)),
    footnote: shown
      .slice(end)
      .map((r) => r.filter((v) => v !== '').join(' '))
      .filter(Boolean),
  };
}

/** The standings sheet to print: the active sheet when the add-on wrote it (a section's too), else the Standings sheet. */
export function standingsToPrint(ss: Spreadsheet): Sheet | null {
  const isStandings = (sheet: Sheet, any: boolean) =>
    sheet
      .getDeveloperMetadata()
      .some(
        (m) =>
          m.getKey() === OWNER_KEY &&
          (m.getValue() === OWNER_VALUE || (any && (m.getValue() ?? '').startsWith('standings-section:'))),
      );
  const active = ss.getActiveSheet();
  if (isStandings(active, true)) return active;
  return ss.getSheets().find((s) => isStandings(s, false)) ?? null;
}

/** Menu: Print standings. An alert when there is nothing to print yet. */
export function showPrintStandings(): void {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const ui = SpreadsheetApp.getUi();
  const sheet = standingsToPrint(ss);
  if (!sheet) {
    ui.alert('Print standings', 'There are no standings to print yet: choose Rank standings first.', ui.ButtonSet.OK);
    return;
  }
  const page = printedStandings(sheet.getDataRange().getDisplayValues());
  ui.showModalDialog(HtmlService.createHtmlOutput(printPageHtml(page)).setWidth(900).setHeight(640), page.title);
}
