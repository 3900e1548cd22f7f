/**
 * The self-test's pure part: the list of checks, the comparison of what Sheets did with what
 * was expected, and the report. Every test of what a director sees runs on the emulated runtime
 * (emulator/), which Google was never asked about; each check here holds one behaviour the
 * emulator assumes, names the emulator code that assumes it, and says what the emulator does.
 * src/sheets/selfTestRun.ts runs them in the director's spreadsheet (one probe per kind), so a
 * difference found there points at the emulator line to correct (docs/development.md, Self-test).
 */
import { MONEY_FORMAT, placeFormat, plainFormat, pointsFormat, sheetText } from './numberFormats';

/** A date as the script makes it (its own time zone): year, month 1-12, day, hour, minute. */
export type DateParts = readonly [number, number, number, number, number];

/** What a probe does, and with what: one probe per kind in selfTestRun.ts. */
export type Probe =
  | { kind: 'display'; value: number | string; format: string }
  | { kind: 'date-display'; date: DateParts }
  | { kind: 'typed'; text: string }
  | { kind: 'rule-kept'; players: number }
  | { kind: 'rule-formula'; players: number; entry: string }
  | { kind: 'script-write-unvalidated'; players: number; entry: string }
  | { kind: 'read-cells'; date: DateParts }
  | { kind: 'metadata' }
  | { kind: 'metadata-after-rename' }
  | { kind: 'new-sheet-active' }
  | { kind: 'name-case' }
  | { kind: 'document-property' }
  | { kind: 'document-lock' }
  | { kind: 'sidebar-page'; section: 'prizes' | 'new-crosstable' }
  | { kind: 'locale' }
  | { kind: 'time-zone' };

export type ProbeKind = Probe['kind'];

export interface Check {
  /** The part of the add-on that relies on the behaviour, as the report groups it. */
  area: string;
  /** What was done, in words: `14.5 under the points format "# ?/?"`. */
  what: string;
  /** What the emulator does, hence what the tests take Sheets to do. */
  expected: string;
  /**
   * The emulator code that holds the behaviour, "emulator/display.ts displayText": a file and the
   * functions or Class.members in it, separated by ", "; several files separated by "; ".
   */
  emulator: string;
  probe: Probe;
}

const DISPLAY = 'emulator/display.ts displayText';
const quoted = (s: string) => JSON.stringify(s);

/** A number written under the format the add-on gives it, and the text the CLI prints for it, as the sheet shows it. */
function shown(value: number | string, format: string, cliText: string, why: string): Check {
  return {
    area: 'Number formats',
    // The format as typed in Format → Number → Custom (it holds quotes of its own: not quoted again).
    what: `${typeof value === 'string' ? quoted(value) : value} under ${format.includes('"') ? format : quoted(format)} (${why})`,
    expected: sheetText(cliText),
    emulator: DISPLAY,
    probe: { kind: 'display', value, format },
  };
}

/** The formats of src/sheets/numberFormats.ts, each on a value the Standings or Prizes sheet writes. */
const NUMBER_FORMAT_CHECKS: Check[] = [
  shown(14.5, pointsFormat(14.5), '14½', 'a score or tiebreak'),
  shown(5.25, pointsFormat(5.25), '5¼', 'a Modified Median'),
  shown(0.75, pointsFormat(0.75), '¾', 'a value under one'),
  shown(-1.25, pointsFormat(-1.25), '-1¼', 'a negative value'),
  shown(12, pointsFormat(12), '12', 'whole points'),
  shown(1587.5, plainFormat(1587.5), '1587.5', 'an average rating'),
  shown(1587, plainFormat(1587), '1587', 'a rating'),
  shown(1200, MONEY_FORMAT, '$1,200.00', 'a cash prize'),
  shown(37.5, MONEY_FORMAT, '$37.50', 'a split prize'),
  shown('12-13', placeFormat('12-13'), '12-13', 'a shared place, written as text'),
];

const DATE_CHECKS: Check[] = [
  {
    area: 'Dates and typed text',
    what: 'a date the script makes for 15 January 2026, written to a cell with no format',
    expected: '1/15/2026',
    emulator: 'emulator/display.ts dateSerial, dateFormat',
    probe: { kind: 'date-display', date: [2026, 1, 15, 0, 0] },
  },
  {
    area: 'Dates and typed text',
    what: 'a date and time the script makes for 15 January 2026 9:30',
    expected: '1/15/2026 9:30:00',
    emulator: 'emulator/display.ts dateSerial, dateFormat',
    probe: { kind: 'date-display', date: [2026, 1, 15, 9, 30] },
  },
  {
    area: 'Dates and typed text',
    what: 'the text "1/2" written to a cell with no format (a half point typed the obvious way)',
    expected: 'a date: month 1, day 2',
    emulator: 'emulator/spreadsheet.ts asTyped',
    probe: { kind: 'typed', text: '1/2' },
  },
  {
    area: 'Dates and typed text',
    what: 'the text "4.5" written to a cell with no format',
    expected: 'the number 4.5',
    emulator: 'emulator/spreadsheet.ts asTyped',
    probe: { kind: 'typed', text: '4.5' },
  },
  {
    area: 'Dates and typed text',
    what: 'an empty cell and a date cell read back with getValues (what a custom function is given)',
    expected: 'empty: "", date: the same moment',
    emulator: 'emulator/runtime.ts AppsScriptRuntime.referenced; emulator/spreadsheet.ts EmulatedRange.getValues',
    probe: { kind: 'read-cells', date: [2026, 3, 7, 0, 0] },
  },
];

/** New crosstable's rule for a table of 12 players (src/sheets/newCrosstable.ts). */
const PLAYERS = 12;

const VALIDATION_CHECKS: Check[] = [
  {
    area: 'New crosstable: data validation',
    what: `New crosstable's rule for ${PLAYERS} players (=REGEXMATCH(TO_TEXT(A1),"…"), refusing what fails) set on a cell and read back`,
    expected: 'CUSTOM_FORMULA, formula as written, refuses, help text kept',
    emulator: 'emulator/spreadsheet.ts EmulatedDataValidationBuilder, EmulatedRange.setDataValidation',
    probe: { kind: 'rule-kept', players: PLAYERS },
  },
  ...(
    [
      ['W12', 'TRUE', 'a result against the last player'],
      ['L3 W', 'TRUE', 'a result with its colour'],
      ['W13', 'FALSE', 'a player the table does not have'],
      ['1/2', 'FALSE', 'a half point typed as 1/2'],
    ] as const
  ).map(([entry, expected, why]): Check => ({
    area: 'New crosstable: data validation',
    what: `the rule's formula on ${quoted(entry)} (${why})`,
    expected,
    emulator: 'emulator/validation.ts parseCustomFormula, formulaHolds',
    probe: { kind: 'rule-formula', players: PLAYERS, entry },
  })),
  {
    area: 'New crosstable: data validation',
    what: 'a script writing "W13" into a cell whose rule refuses it',
    expected: 'written: a script is not held to the rule',
    emulator: 'emulator/spreadsheet.ts EmulatedSheet.hostWrite, EmulatedSheet.hostType',
    probe: { kind: 'script-write-unvalidated', players: PLAYERS, entry: 'W13' },
  },
];

const SHEET_CHECKS: Check[] = [
  {
    area: 'Owned sheets',
    what: 'a new sheet inserted by the add-on',
    expected: 'becomes the active sheet',
    emulator: 'emulator/spreadsheet.ts EmulatedSpreadsheet.insertSheet',
    probe: { kind: 'new-sheet-active' },
  },
  {
    area: 'Owned sheets',
    what: "another sheet under the test sheet's name in capitals",
    expected: 'refused: sheet names ignore case',
    emulator: 'emulator/spreadsheet.ts EmulatedSpreadsheet.hostCheckName',
    probe: { kind: 'name-case' },
  },
  {
    area: 'Owned sheets',
    what: 'the developer metadata that marks an owned sheet, added and read back',
    expected: 'one entry, key and value as written',
    emulator: 'emulator/spreadsheet.ts EmulatedSheet.addDeveloperMetadata, EmulatedSheet.getDeveloperMetadata',
    probe: { kind: 'metadata' },
  },
  {
    area: 'Owned sheets',
    what: 'the mark given a new value, then the sheet renamed (the swap of ownedSheet.ts)',
    expected: 'the mark stays, with its new value',
    emulator: 'emulator/spreadsheet.ts EmulatedDeveloperMetadata.setValue, EmulatedSheet.setName',
    probe: { kind: 'metadata-after-rename' },
  },
];

const SERVICE_CHECKS: Check[] = [
  {
    area: 'Saved settings and the lock',
    what: 'a document property written (with "½" and "Ü"), read back, then deleted',
    expected: 'read back unchanged, then gone',
    emulator: 'emulator/services.ts EmulatedProperties',
    probe: { kind: 'document-property' },
  },
  {
    area: 'Saved settings and the lock',
    what: 'the document lock taken at once, then released',
    expected: 'taken, held, released',
    emulator: 'emulator/services.ts EmulatedLock',
    probe: { kind: 'document-lock' },
  },
  {
    area: 'Sidebar',
    what: 'the sidebar page for Make prize list, as HtmlService gives it back',
    expected: 'the sidebar, to open at prizes',
    emulator: 'emulator/services.ts EmulatedHtmlService.createHtmlOutputFromFile, EmulatedHtmlOutput.append',
    probe: { kind: 'sidebar-page', section: 'prizes' },
  },
  {
    area: 'Sidebar',
    what: 'the sidebar page for New crosstable, as HtmlService gives it back',
    expected: 'the sidebar, to open at new-crosstable',
    emulator: 'emulator/services.ts EmulatedHtmlService.createHtmlOutputFromFile, EmulatedHtmlOutput.append',
    probe: { kind: 'sidebar-page', section: 'new-crosstable' },
  },
  {
    area: 'Spreadsheet',
    what: "the spreadsheet's locale",
    expected: 'en_US',
    emulator:
      'emulator/display.ts displayText; emulator/spreadsheet.ts asTyped, EmulatedSpreadsheet.getSpreadsheetLocale',
    probe: { kind: 'locale' },
  },
  {
    area: 'Spreadsheet',
    what: "the spreadsheet's time zone",
    expected: "the script's time zone",
    emulator: 'emulator/display.ts dateSerial; emulator/spreadsheet.ts EmulatedSpreadsheet.getSpreadsheetTimeZone',
    probe: { kind: 'time-zone' },
  },
];

/** Every check, in the order they run and are reported. */
export const CHECKS: readonly Check[] = [
  ...NUMBER_FORMAT_CHECKS,
  ...DATE_CHECKS,
  ...VALIDATION_CHECKS,
  ...SHEET_CHECKS,
  ...SERVICE_CHECKS,
];

/** What a probe saw: the text compared with `expected`, or the error Sheets raised. */
export type Seen = { text: string } | { error: string };

export interface Outcome {
  check: Check;
  seen: Seen;
  asExpected: boolean;
}

/** Each check with what was seen for it (in the same order); a check with nothing seen is an error of the run. */
export function compare(checks: readonly Check[], seen: readonly (Seen | undefined)[]): Outcome[] {
  return checks.map((check, i) => {
    const s = seen[i] ?? { error: 'the check did not run' };
    return { check, seen: s, asExpected: 'text' in s && s.text === check.expected };
  });
}

/** "22 of 22 as expected", or "20 of 22 as expected, 2 differ". */
export function summary(outcomes: readonly Outcome[]): string {
  const good = outcomes.filter((o) => o.asExpected).length;
  const bad = outcomes.length - good;
  return `${good} of ${outcomes.length} as expected${bad ? `, ${bad} ${bad === 1 ? 'differs' : 'differ'}` : ''}`;
}

/** One line for one check: what was done, what Sheets did, and (when it differs) what was expected and where the emulator holds it. */
export function outcomeLine(o: Outcome): string {
  const { check, seen } = o;
  const did = 'text' in seen ? quoted(seen.text) : `an error: ${seen.error}`;
  if (o.asExpected) return `OK ${check.area}: ${check.what}: ${did}.`;
  return `DIFFERS ${check.area}: ${check.what}: Sheets gave ${did}, expected ${quoted(check.expected)} (${check.emulator}).`;
}

/** What the run could not put back (a sheet left, a property left), in the director's words. */
export interface SelfTestRun {
  outcomes: Outcome[];
  leftovers: string[];
}

/** The text to paste into a bug report: the summary, what was left behind, the differences first, then every check. */
export function reportText(run: SelfTestRun): string {
  const differ = run.outcomes.filter((o) => !o.asExpected);
  const lines = [`Tiebreaks self-test: ${summary(run.outcomes)}.`];
  if (run.leftovers.length) lines.push(...run.leftovers);
  if (differ.length) lines.push('', 'Differences:', ...differ.map(outcomeLine));
  lines.push('', 'Every check:', ...run.outcomes.map(outcomeLine));
  return lines.join('\n');
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const PLEASE_REPORT =
  "Sheets did something other than the add-on's tests expect. Please copy the text below into a bug report.";
const NOTHING_TO_REPORT = "Sheets did what the add-on's tests expect. Nothing to report.";

/** The line the page adds in the browser: whether the section marker HtmlService served reached it. */
export const BROWSER_CHECK = {
  ok: 'OK Sidebar: the section marker appended to a page reached it in the browser.',
  differs:
    'DIFFERS Sidebar: the section marker appended to a page did not reach it in the browser, expected it to (emulator/services.ts EmulatedHtmlOutput.append).',
};

/**
 * The check only a page in the browser can make: the section marker, a script appended to the
 * page the way the sidebar's is (menu.ts markSection), reached it and set the section. The result
 * is set as text, and added to the report to copy.
 */
function browserCheckScript(section: string): string {
  // JSON gives JavaScript literals; "<" escaped so no string can close the script element.
  const js = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');
  // Run once the whole page is parsed: the marker comes after the page's own end, as the sidebar's does.
  return `<script>document.addEventListener('DOMContentLoaded', function () {
  var found = window.TIEBREAKS_OPEN_AT === ${js(section)};
  var line = found ? ${js(BROWSER_CHECK.ok)} : ${js(BROWSER_CHECK.differs)};
  var shown = document.getElementById('browser-check');
  shown.textContent = line;
  if (!found) {
    shown.style.fontWeight = 'bold';
    document.getElementById('headline').textContent = ${js(PLEASE_REPORT)};
  }
  document.getElementById('report').value += '\\n' + line;
});</script>`;
}

/**
 * The dialog the menu item shows: the summary, each difference on a line of its own, and the
 * whole report in a text box to copy. Every string is escaped here, on the server; the page's
 * script only selects the text box's content and, given the section its marker names, checks that
 * the marker reached the page, writing the line as text.
 */
export function reportPage(run: SelfTestRun, markerSection?: string): string {
  const differ = run.outcomes.filter((o) => !o.asExpected);
  const items = (lines: string[]) => lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('');
  const headline = differ.length
    ? `<p id="headline">${PLEASE_REPORT}</p><ul id="differences">${items(differ.map(outcomeLine))}</ul>`
    : `<p id="headline">${NOTHING_TO_REPORT}</p>`;
  const left = run.leftovers.length ? `<ul id="leftovers">${items(run.leftovers)}</ul>` : '';
  return `<!DOCTYPE html><html><head><base target="_top"><meta charset="utf-8"><style>body{font:13px/1.4 Arial,sans-serif;margin:12px}li{margin:4px 0}textarea{width:100%;box-sizing:border-box;height:180px;font:11px monospace}</style></head><body>
<h2 id="summary">${escapeHtml(summary(run.outcomes))}</h2>
${headline}${left}
<p id="browser-check"></p>
<label for="report">The report, to copy:</label>
<textarea id="report" readonly>${escapeHtml(reportText(run))}</textarea>
<p><button id="select" type="button">Select the report</button> then press Ctrl+C (⌘C on a Mac).</p>
<script>document.getElementById('select').addEventListener('click', function () { var t = document.getElementById('report'); t.focus(); t.select(); });</script>
${markerSection === undefined ? '' : browserCheckScript(markerSection)}
</body></html>`;
}
