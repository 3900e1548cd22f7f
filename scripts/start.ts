/**
 * `npm start`: the built add-on (dist/Code.js) on the emulated Sheets runtime, used the way a
 * director would: the example crosstable on a sheet, custom functions typed beside it, their
 * results spilled, then the menu's Rank standings and the sheet it writes, printed as it displays.
 * No network, no Google account.
 */
import fs from 'node:fs';
import {
  cellA1,
  EmulatedSheet,
  EmulatedSpreadsheet,
  loadDist,
  putValues,
  Value,
  valuesFromDelimited,
} from '../emulator';

const EXAMPLE = 'examples/spring-swiss.csv';

const FRACTION: Record<number, string> = { 0.25: '¼', 0.5: '½', 0.75: '¾' };

/** How a cell reads in the printout: 14.5 as 14½. */
function show(v: Value): string {
  if (typeof v !== 'number') return String(v);
  const whole = Math.trunc(v);
  const frac = FRACTION[Math.abs(v - whole)];
  if (!frac) return String(v);
  return `${v < 0 ? '-' : ''}${whole === 0 ? '' : Math.abs(whole)}${frac}`;
}

function printTable(title: string, rows: Value[][]): void {
  const cells = rows.map((r) => r.map(show));
  const widths = cells[0].map((_, c) => Math.max(...cells.map((r) => (r[c] ?? '').length)));
  const numeric = (c: number) => rows.slice(1).every((r) => typeof r[c] === 'number' || r[c] === '');
  console.log(`\n${title}`);
  cells.forEach((r, i) => {
    console.log(
      '  ' +
        r
          .map((t, c) => (numeric(c) ? t.padStart(widths[c]) : t.padEnd(widths[c])))
          .join('  ')
          .trimEnd(),
    );
    if (i === 0) console.log('  ' + widths.map((w) => '-'.repeat(w)).join('  '));
  });
}

/**
 * A sheet as the director sees it: every cell's displayed text (fractions as "12 1/2"), numbers to
 * the right as Sheets aligns them; a row with text in its first cell only (title, footnote) spills.
 */
function printDisplayed(title: string, sheet: EmulatedSheet): void {
  const range = sheet.getDataRange();
  const shown = range.getDisplayValues();
  const values = range.getValues();
  const aligned = range.getHorizontalAlignments();
  const spills = (r: string[]) => r.slice(1).every((t) => t === '');
  const table = shown.map((_, i) => i).filter((i) => !spills(shown[i]));
  const widths = shown[0].map((_, c) => Math.max(...table.map((i) => shown[i][c].length)));
  // A header over a column of numbers sits right, as its numbers do.
  const numbers = shown[0].map((_, c) => table.slice(1).some((i) => typeof values[i][c] === 'number'));
  const right = (i: number, c: number) =>
    aligned[i][c] === 'right' ||
    (aligned[i][c] === 'general' && (typeof values[i][c] === 'number' || (i === table[0] && numbers[c])));
  console.log(`\n${title}`);
  shown.forEach((r, i) => {
    if (spills(r)) return console.log(`  ${r[0]}`);
    console.log(
      '  ' +
        r
          .map((t, c) => (right(i, c) ? t.padStart(widths[c]) : t.padEnd(widths[c])))
          .join('  ')
          .trimEnd(),
    );
  });
}

/** The columns of a sheet with these headers (row 1), in this order. */
function columns(sheet: EmulatedSheet, headers: string[]): Value[][] {
  const all = sheet.hostValues();
  const index = headers.map((h) => all[0].indexOf(h));
  return all.filter((r) => r.some((v) => v !== '')).map((r) => index.map((c) => r[c]));
}

const runtime = loadDist('dist', { spreadsheet: new EmulatedSpreadsheet('Spring Swiss 2026', 'Crosstable') });
const values = valuesFromDelimited(fs.readFileSync(EXAMPLE, 'utf8'));
const ss = runtime.spreadsheet;
putValues(ss, 'Crosstable', values);
const range = `A1:${cellA1(values.length, values[0].length)}`;

// One formula per column, one column right of the table: each fills its column in one call.
const formulas = [
  `=MODMEDIAN(${range})`,
  `=SOLKOFF(${range})`,
  `=CUMULATIVE(${range})`,
  `=OPPCUMULATIVE(${range})`,
  `=SONNEBORNBERGER(${range},,,"adjusted")`,
  `=KASHDAN(${range})`,
  `=MOSTBLACKS(${range})`,
  `=AVGOPPRATING(${range})`,
];
const first = values[0].length + 2;
const written = formulas.map((f, i) => {
  const at = cellA1(1, first + i);
  runtime.setFormula('Crosstable', at, f);
  return `${at} ${f}`;
});
const labels = ss.hostSheet('Crosstable').getRange(1, first, 1, formulas.length).getValues()[0].map(String);

ss.insertSheet('Formulas');
const standings = runtime.setFormula('Formulas', 'A1', `=STANDINGS(Crosstable!${range}, "uscf")`);
const explained = runtime.setFormula('Formulas', 'A20', `=TBEXPLAIN(Crosstable!${range}, 1)`);

// What a director sees after a typing slip: player 4's round 2 names a player who is not there.
const broken = values.map((r) => [...r]);
broken[4][values[0].indexOf('R2')] = 'L33W';
putValues(ss, 'Typo', broken);
const typo = runtime.setFormula('Typo', cellA1(1, first), `=SOLKOFF(${range})`);

console.log(
  `${EXAMPLE} on the emulated Sheets runtime (dist/Code.js, ${runtime.functionNames().length} custom functions)`,
);
console.log('\nFormulas on sheet Crosstable:\n' + written.map((w) => `  ${w}`).join('\n'));
printTable(
  'Sheet Crosstable (the table, then the spilled columns)',
  columns(ss.hostSheet('Crosstable'), ['No.', 'Name', 'Score', ...labels]),
);
printTable(`Sheet Formulas, A1: =STANDINGS(Crosstable!${range}, "uscf")`, standings.values);
console.log(
  `\nSheet Formulas, A20: =TBEXPLAIN(Crosstable!${range}, 1)\n` + String(explained.values[0][0]).replace(/^/gm, '  '),
);
console.log(
  `\nSheet Typo (R2 of player 4 changed to L33W): =SOLKOFF(${range}) shows ${typo.values[0][0]}\n  tooltip: ${typo.error?.replace(/\n/g, '\n           ')}`,
);
console.log(`\nService calls made by the custom functions: ${runtime.calls.total} (they are pure).`);

// The menu, as a director uses it: select the crosstable, Extensions → Tiebreaks → Rank standings.
ss.hostSelect('Crosstable', range);
runtime.run('rankStandingsFromMenu');
console.log(`\nMenu: Extensions → Tiebreaks → Rank standings, with ${range} of Crosstable selected`);
console.log(`  toast: ${ss.hostToasts.at(-1)?.msg ?? '(none)'}`);
printDisplayed(
  'Sheet Standings, written by Rank standings, as it displays (getDisplayValues)',
  ss.hostSheet('Standings'),
);
