/**
 * A sheet of the emulated spreadsheet drawn as Sheets lays it out (column letters, row numbers,
 * the column widths, bold, banding, numbers to the right, a line under the frozen rows), from
 * what the sheet holds and displays, so a browser test can look at it and measure it. It draws
 * the emulator's state, not Google's rendering: fonts and colours are Sheets' defaults.
 */
import type { EmulatedSheet } from '../../emulator';

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const letter = (n: number): string =>
  (n > 26 ? letter(Math.floor((n - 1) / 26)) : '') + String.fromCharCode(65 + ((n - 1) % 26));

/** Sheets' default banding ("light grey"): the first banded row as a header, then two alternating colours. */
const BAND = { header: '#bdbdbd', first: '#ffffff', second: '#f3f3f3' };

/** Each cell's background, from the sheet's bandings. */
function bandColours(sheet: EmulatedSheet): Map<string, string> {
  const colours = new Map<string, string>();
  for (const band of sheet.getBandings()) {
    const r = band.getRange();
    for (let i = 0; i < r.getNumRows(); i++) {
      const colour = i === 0 ? BAND.header : i % 2 === 1 ? BAND.first : BAND.second;
      for (let c = 0; c < r.getNumColumns(); c++) colours.set(`${r.getRow() + i},${r.getColumn() + c}`, colour);
    }
  }
  return colours;
}

/** The page: a table with one <td data-row="1" data-cell="A1"><span>text</span></td> per cell of the used area. */
export function sheetHtml(sheet: EmulatedSheet): string {
  const range = sheet.getDataRange();
  const shown = range.getDisplayValues();
  const values = range.getValues();
  const weights = range.getFontWeights();
  const aligned = range.getHorizontalAlignments();
  const rows = shown.length;
  const cols = rows ? shown[0].length : 0;
  const band = bandColours(sheet);
  const frozen = sheet.getFrozenRows();
  const widths = Array.from({ length: cols }, (_, c) => sheet.getColumnWidth(c + 1));
  const head = `<tr><th></th>${widths.map((_, c) => `<th>${letter(c + 1)}</th>`).join('')}</tr>`;
  const body = shown
    .map((row, r) => {
      const cells = row.map((text, c) => {
        const style = [
          // "general": numbers to the right, text to the left, as Sheets aligns them.
          aligned[r][c] !== 'general'
            ? `text-align:${aligned[r][c]}`
            : typeof values[r][c] === 'number'
              ? 'text-align:right'
              : '',
          weights[r][c] === 'bold' ? 'font-weight:bold' : '',
          band.has(`${r + 1},${c + 1}`) ? `background:${band.get(`${r + 1},${c + 1}`)}` : '',
        ].filter(Boolean);
        const spills =
          typeof values[r][c] !== 'number' && aligned[r][c] === 'general' && (c + 1 === cols || row[c + 1] === '');
        return `<td data-row="${r + 1}" data-cell="${letter(c + 1)}${r + 1}"${spills ? ' class="spill"' : ''} style="${style.join(';')}"><span>${esc(text)}</span></td>`;
      });
      return `<tr${r + 1 === frozen ? ' class="frozen"' : ''}><th>${r + 1}</th>${cells.join('')}</tr>`;
    })
    .join('\n');
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><style>
  body { margin: 0; background: #fff; }
  /* Fixed layout (with the table's width set) keeps every column at the sheet's width, as Sheets does. */
  table { border-collapse: collapse; table-layout: fixed; font: 10pt Arial, sans-serif; }
  td, th { border: 1px solid #e2e2e2; height: 21px; padding: 0 3px; white-space: nowrap; overflow: hidden; box-sizing: border-box; }
  /* A text cell spills into the empty cells to its right, as in Sheets (the title, the footnote). */
  td.spill { overflow: visible; }
  th { background: #f8f9fa; color: #5f6368; font-weight: normal; font-size: 9pt; text-align: center; }
  tr.frozen td, tr.frozen th { border-bottom: 3px solid #c0c0c0; }
</style></head><body><table style="width:${46 + widths.reduce((a, b) => a + b, 0)}px">
<colgroup><col style="width:46px">${widths.map((w) => `<col style="width:${w}px">`).join('')}</colgroup>
${head}
${body}
</table></body></html>`;
}
