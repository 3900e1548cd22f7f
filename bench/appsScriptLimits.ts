/**
 * Issue 8, "Apps Script limits": does a custom function on a 2,000-player crosstable finish well
 * inside the 30 s custom-function limit, and Rank standings on a 10,000-player one inside the
 * 6 min execution limit? A benchmark, not a test: it loads the shipped dist/Code.js into the
 * emulated runtime (emulator/), measures wall time in the vm, the service calls and the cells
 * moved across the service boundary, and turns them into an Apps Script estimate:
 *
 *   estimate = vm time × SLOWDOWN + calls × CALL_MS + cells moved × CELL_MS (+ FLUSH_MS per flush)
 *
 * The factors are assumptions, stated with their sources in ASSUMPTIONS below (and README).
 * Run: `npm run bench:limits` (add `-- --json` for JSON only).
 */
import { AppsScriptRuntime, EmulatedSpreadsheet, loadDist, Value } from '../emulator';
import { cellA1 } from '../emulator/a1';
import { generateSwiss } from '../test/support/generate';

import { ASSUMPTIONS } from './appsScriptAssumptions';

export { ASSUMPTIONS };

const ROUNDS = 11;

/** Cells as Sheets holds them after a CSV import: numbers as numbers. */
function typed(grid: string[][]): Value[][] {
  return grid.map((r) => r.map((c) => (c === '' ? '' : /^\d+(\.\d+)?$/.test(c) ? Number(c) : c)));
}

function runtimeWith(values: Value[][]): AppsScriptRuntime {
  const ss = new EmulatedSpreadsheet('Event', 'Crosstable');
  const sheet = ss.getActiveSheet();
  // A new sheet has 1,000 rows and 26 columns, as in Sheets: the director's import adds the rest.
  if (values.length > sheet.getMaxRows()) sheet.insertRowsAfter(sheet.getMaxRows(), values.length - sheet.getMaxRows());
  sheet.hostSetValues(1, 1, values);
  return loadDist('dist', { spreadsheet: ss });
}

interface Measure {
  what: string;
  players: number;
  rounds: number;
  vmMs: number;
  calls: number;
  callsByMethod: Record<string, number>;
  cellsIn: number;
  cellsOut: number;
  flushes: number;
  estimateS: number;
  limitS: number;
  /** The estimate as a share of the limit. */
  shareOfLimit: number;
}

function estimate(m: Omit<Measure, 'estimateS' | 'shareOfLimit'>): Measure {
  const a = ASSUMPTIONS;
  const ms = m.vmMs * a.SLOWDOWN + m.calls * a.CALL_MS + (m.cellsIn + m.cellsOut) * a.CELL_MS + m.flushes * a.FLUSH_MS;
  const estimateS = Math.round(ms / 100) / 10;
  return { ...m, estimateS, shareOfLimit: Math.round((estimateS / m.limitS) * 1000) / 1000 };
}

/** A custom function typed beside the crosstable: Sheets passes the range's values in, the column spills out. */
function customFunction(name: string, players: number, args = ''): Measure {
  const g = generateSwiss(2025, players, ROUNDS);
  const values = typed(g.grid);
  const rt = runtimeWith(values);
  const width = values[0].length;
  const range = `A1:${cellA1(values.length, width)}`;
  const at = cellA1(1, width + 2);
  rt.calls.reset();
  const started = process.hrtime.bigint();
  const result = rt.setFormula('Crosstable', at, `=${name}(${range}${args})`);
  const vmMs = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.error) throw new Error(`${name}: ${result.error}`);
  const calls = rt.calls.toJSON();
  return estimate({
    what: `=${name}(…)`,
    players,
    rounds: ROUNDS,
    vmMs: Math.round(vmMs),
    calls: rt.calls.total,
    callsByMethod: calls,
    // The referenced range crosses once, as the function's argument; the result spills back.
    cellsIn: values.length * width,
    cellsOut: result.values.length * Math.max(...result.values.map((r) => r.length)),
    flushes: 0,
    limitS: ASSUMPTIONS.CUSTOM_FUNCTION_LIMIT_S,
  });
}

function rankStandings(players: number): Measure {
  const g = generateSwiss(2026, players, ROUNDS);
  const values = typed(g.grid);
  const rt = runtimeWith(values);
  rt.calls.reset();
  const started = process.hrtime.bigint();
  rt.run('rankStandingsFromMenu');
  const vmMs = Number(process.hrtime.bigint() - started) / 1e6;
  const alerts = rt.spreadsheet.hostUi.hostAlerts;
  if (alerts.length) throw new Error(`Rank standings failed: ${alerts[0].prompt}`);
  const out = rt.spreadsheet.hostSheet('Standings').hostValues();
  const calls = rt.calls.toJSON();
  return estimate({
    what: 'Rank standings',
    players,
    rounds: ROUNDS,
    vmMs: Math.round(vmMs),
    calls: rt.calls.total,
    callsByMethod: calls,
    cellsIn: values.length * values[0].length,
    // setNumberFormats and setValues each move the whole grid.
    cellsOut: 2 * out.length * out[0].length,
    flushes: calls['SpreadsheetApp.flush'] ?? 0,
    limitS: ASSUMPTIONS.EXECUTION_LIMIT_S,
  });
}

function main(): void {
  const json = process.argv.includes('--json');
  const results = [
    customFunction('MODMEDIAN', 2000),
    customFunction('SOLKOFF', 2000),
    customFunction('STANDINGS', 2000, ', "uscf"'),
    rankStandings(10000),
  ];
  if (json) {
    process.stdout.write(`${JSON.stringify({ assumptions: ASSUMPTIONS, results }, null, 2)}\n`);
    return;
  }
  const a = ASSUMPTIONS;
  // What every execution pays before any work: loading Code.js into a fresh global scope.
  const rt = runtimeWith([['x']]);
  rt.functionNames();
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < 10; i++) rt.functionNames();
  console.log(
    `Loading dist/Code.js into a fresh execution: ${(Number(process.hrtime.bigint() - t0) / 1e7).toFixed(1)} ms in the vm (included in every vm time below)`,
  );
  console.log(
    `Assumed Apps Script cost: vm time × ${a.SLOWDOWN} + ${a.CALL_MS} ms a service call + ${a.CELL_MS * 1000} µs a cell moved + ${a.FLUSH_MS} ms a flush`,
  );
  console.log('');
  console.log('what                  players×rounds  vm ms  calls  cells in  cells out  estimate  limit  share');
  for (const r of results) {
    console.log(
      [
        r.what.padEnd(21),
        `${r.players}×${r.rounds}`.padStart(14),
        String(r.vmMs).padStart(6),
        String(r.calls).padStart(6),
        String(r.cellsIn).padStart(9),
        String(r.cellsOut).padStart(10),
        `${r.estimateS} s`.padStart(9),
        `${r.limitS} s`.padStart(6),
        `${Math.round(r.shareOfLimit * 100)}%`.padStart(6),
      ].join(' '),
    );
  }
  console.log('');
  for (const r of results) console.log(`${r.what} calls: ${JSON.stringify(r.callsByMethod)}`);
}

main();
