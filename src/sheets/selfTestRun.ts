/**
 * The self-test's Apps Script edge: runs each check of selfTest.ts in the director's
 * spreadsheet, on a temporary sheet the add-on marks as its own and removes afterwards, and
 * shows the report. Every probe's failure is that check's outcome, never the run's; whatever a
 * probe made (the sheet, a property, the lock) is undone in a finally, and what could not be
 * undone is said in the report. The director's own sheets are never written.
 */
import { markSection, openSectionOf, sidebarPage } from './menu';
import { resultFormula, resultHelpText } from './newCrosstable';
import { messageOf, OWNER_KEY } from './ownedSheet';
import { CHECKS, compare, DateParts, Probe, ProbeKind, reportPage, reportText, Seen, SelfTestRun } from './selfTest';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Range = GoogleAppsScript.Spreadsheet.Range;

/** The developer-metadata value under OWNER_KEY that marks the self-test's sheet (ownedSheet.ts leaves it alone). */
const MARK = 'self-test';
const SHEET_NAME = 'Tiebreaks self-test';
/** A document property of the self-test's own, beside the saved settings, deleted afterwards. */
const PROPERTY = 'tiebreaks.self-test';
/** The section marker the report's dialog carries, for its check in the browser. */
const DIALOG_SECTION = 'self-test';

/** What a probe works on: the test sheet, its own row of it, and what to undo at the end. */
interface Context {
  ss: Spreadsheet;
  sheet: Sheet;
  row: number;
  /** Registers an undo step, run in the finally whatever happened; `what` names it if it fails. */
  undo(what: string, step: () => void): void;
  /** A sheet the run made (and its name, known without a call), removed at the end. */
  made(sheet: Sheet, name: string): void;
}

const quoted = (s: string) => JSON.stringify(s);
const isDate = (v: unknown): v is Date => Object.prototype.toString.call(v) === '[object Date]';
const dateOf = ([y, m, d, h, mi]: DateParts) => new Date(y, m - 1, d, h, mi);

/** A cell's value in words, as the checks' expectations say it. */
function describe(v: unknown): string {
  if (isDate(v)) return `a date: month ${v.getMonth() + 1}, day ${v.getDate()}`;
  if (typeof v === 'number') return `the number ${v}`;
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  return `the text ${quoted(String(v))}`;
}

const cell = (ctx: Context, col = 1): Range => ctx.sheet.getRange(ctx.row, col);

/** New crosstable's rule for `players`, its formula anchored on this probe's first cell. */
function crosstableRule(
  ctx: Context,
  players: number,
): { rule: GoogleAppsScript.Spreadsheet.DataValidation; formula: string } {
  const formula = resultFormula(players, `A${ctx.row}`);
  const rule = SpreadsheetApp.newDataValidation()
    .requireFormulaSatisfied(formula)
    .setHelpText(resultHelpText(players))
    .setAllowInvalid(false)
    .build();
  return { rule, formula };
}

type Runner<K extends ProbeKind> = (ctx: Context, probe: Extract<Probe, { kind: K }>) => string;

const FORMAT_PROBES: { [K in 'display' | 'date-display' | 'typed' | 'read-cells']: Runner<K> } = {
  display: (ctx, p) => cell(ctx).setNumberFormat(p.format).setValue(p.value).getDisplayValue(),
  'date-display': (ctx, p) => cell(ctx).setValue(dateOf(p.date)).getDisplayValue(),
  typed: (ctx, p) => describe(cell(ctx).setValue(p.text).getValue()),
  'read-cells': (ctx, p) => {
    const date = dateOf(p.date);
    cell(ctx, 2).setValue(date);
    const [empty, back] = ctx.sheet.getRange(ctx.row, 1, 1, 2).getValues()[0] ?? [];
    const sameMoment = isDate(back) && back.getTime() === date.getTime();
    return `empty: ${quoted(String(empty))}, date: ${sameMoment ? 'the same moment' : describe(back)}`;
  },
};

const VALIDATION_PROBES: { [K in 'rule-kept' | 'rule-formula' | 'script-write-unvalidated']: Runner<K> } = {
  'rule-kept': (ctx, p) => {
    const { rule, formula } = crosstableRule(ctx, p.players);
    const back = cell(ctx).setDataValidation(rule).getDataValidation();
    if (!back) return 'no rule on the cell';
    const given = String(back.getCriteriaValues()[0]);
    return [
      String(back.getCriteriaType()),
      given === formula ? 'formula as written' : `formula ${quoted(given)}`,
      back.getAllowInvalid() ? 'allows (flags only)' : 'refuses',
      back.getHelpText() === resultHelpText(p.players) ? 'help text kept' : 'help text changed',
    ].join(', ');
  },
  // A script cannot type into a cell as a person does; the rule's own formula, in a cell beside, is what Sheets evaluates.
  'rule-formula': (ctx, p) => {
    cell(ctx).setNumberFormat('@').setValue(p.entry);
    const formulaCell = cell(ctx, 2).setFormula(resultFormula(p.players, `A${ctx.row}`));
    SpreadsheetApp.flush();
    return describe(formulaCell.getValue());
  },
  'script-write-unvalidated': (ctx, p) => {
    const target = cell(ctx).setNumberFormat('@').setDataValidation(crosstableRule(ctx, p.players).rule);
    const back = target.setValue(p.entry).getValue();
    return back === p.entry ? 'written: a script is not held to the rule' : describe(back);
  },
};

const SHEET_PROBES: { [K in 'metadata' | 'metadata-after-rename' | 'new-sheet-active' | 'name-case']: Runner<K> } = {
  'new-sheet-active': (ctx) =>
    ctx.ss.getActiveSheet().getSheetId() === ctx.sheet.getSheetId()
      ? 'becomes the active sheet'
      : 'another sheet stays active',
  'name-case': (ctx) => {
    const name = ctx.sheet.getName().toUpperCase();
    try {
      ctx.made(ctx.ss.insertSheet(name), name);
    } catch (e) {
      if (/already exists/i.test(messageOf(e))) return 'refused: sheet names ignore case';
      throw e;
    }
    return `accepted: a second sheet ${quoted(name)}`;
  },
  metadata: (ctx) => {
    const marks = ctx.sheet.getDeveloperMetadata().filter((m) => m.getKey() === OWNER_KEY);
    const values = marks.map((m) => m.getValue());
    return marks.length === 1 && values[0] === MARK
      ? 'one entry, key and value as written'
      : `${marks.length} entries: ${values.map((v) => quoted(String(v))).join(', ')}`;
  },
  'metadata-after-rename': (ctx) => {
    const mark = ctx.sheet.getDeveloperMetadata().find((m) => m.getKey() === OWNER_KEY);
    if (!mark) return 'no mark to change';
    mark.setValue(`${MARK}:renamed`);
    ctx.sheet.setName(`${ctx.sheet.getName()} ~renamed`);
    const after = ctx.sheet.getDeveloperMetadata().filter((m) => m.getKey() === OWNER_KEY);
    const value = after[0]?.getValue();
    return after.length === 1 && value === `${MARK}:renamed`
      ? 'the mark stays, with its new value'
      : `${after.length} marks after the rename${value === undefined ? '' : `, the first ${quoted(String(value))}`}`;
  },
};

const SERVICE_PROBES: {
  [K in 'document-property' | 'document-lock' | 'sidebar-page' | 'locale' | 'time-zone']: Runner<K>;
} = {
  'document-property': (ctx) => {
    const props = PropertiesService.getDocumentProperties();
    const value = JSON.stringify({ check: '½ Ü', n: 1 });
    ctx.undo(`the document property ${quoted(PROPERTY)}`, () => props.deleteProperty(PROPERTY));
    const back = props.setProperty(PROPERTY, value).getProperty(PROPERTY);
    const gone = props.deleteProperty(PROPERTY).getProperty(PROPERTY) === null;
    return `${back === value ? 'read back unchanged' : `read back as ${quoted(String(back))}`}, then ${gone ? 'gone' : 'still there'}`;
  },
  'document-lock': (ctx) => {
    const lock = LockService.getDocumentLock();
    ctx.undo('', () => lock.releaseLock());
    const taken = lock.tryLock(0);
    const held = lock.hasLock();
    lock.releaseLock();
    const after = lock.hasLock();
    return taken && held && !after
      ? 'taken, held, released'
      : `tryLock ${taken}, hasLock ${held}, after release ${after}`;
  },
  'sidebar-page': (_ctx, p) => {
    const content = sidebarPage(p.section).getContent();
    const page = content.includes('google.script.run') ? 'the sidebar' : 'not the sidebar page';
    const section = openSectionOf(content);
    return `${page}, ${section ? `to open at ${section}` : 'with no section to open at'}`;
  },
  locale: (ctx) => ctx.ss.getSpreadsheetLocale(),
  'time-zone': (ctx) => {
    const zone = ctx.ss.getSpreadsheetTimeZone();
    const script = Session.getScriptTimeZone();
    return zone === script ? "the script's time zone" : `${zone} (the script runs in ${script})`;
  },
};

const PROBES = { ...FORMAT_PROBES, ...VALIDATION_PROBES, ...SHEET_PROBES, ...SERVICE_PROBES } satisfies {
  [K in ProbeKind]: Runner<K>;
};

function runProbe(ctx: Context, probe: Probe): Seen {
  try {
    // PROBES pairs each kind with its runner (checked above); TypeScript cannot follow the pairing through a lookup.
    return { text: (PROBES[probe.kind] as Runner<ProbeKind>)(ctx, probe as never) };
  } catch (e) {
    return { error: messageOf(e) };
  }
}

/** Removes sheets an earlier run left marked as the self-test's (an execution killed before its finally). */
function removeEarlierRuns(ss: Spreadsheet): void {
  for (const sheet of ss.getSheets()) {
    const marked = sheet
      .getDeveloperMetadata()
      .some((m) => m.getKey() === OWNER_KEY && String(m.getValue()).startsWith(MARK));
    if (marked) ss.deleteSheet(sheet);
  }
}

/** A name no sheet has ("Tiebreaks self-test", "Tiebreaks self-test 2"…). */
function freeName(ss: Spreadsheet): string {
  const taken = new Set(ss.getSheets().map((s) => s.getName().toLowerCase()));
  let name = SHEET_NAME;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${SHEET_NAME} ${n}`;
  return name;
}

/** Runs every check and puts everything back; never throws. */
export function runSelfTest(): SelfTestRun {
  const undo: { what: string; step: () => void }[] = [];
  const leftovers: string[] = [];
  let seen: Seen[] = [];
  try {
    const ss = SpreadsheetApp.getActiveSpreadsheet();
    const active = ss.getActiveSheet();
    undo.push({ what: '', step: () => active.activate() });
    removeEarlierRuns(ss);
    const name = freeName(ss);
    const sheet = ss.insertSheet(name);
    const made = (s: Sheet, shown: string) =>
      undo.push({ what: `the sheet ${quoted(shown)} it made`, step: () => ss.deleteSheet(s) });
    made(sheet, name);
    sheet.addDeveloperMetadata(OWNER_KEY, MARK);
    seen = CHECKS.map((check, i) =>
      runProbe({ ss, sheet, row: i + 1, made, undo: (what, step) => undo.push({ what, step }) }, check.probe),
    );
  } catch (e) {
    const reason = `the test sheet could not be made: ${messageOf(e)}`;
    seen = CHECKS.map((_, i) => seen[i] ?? { error: reason });
  } finally {
    // Last made, first undone; the active sheet (pushed first) comes back last.
    for (const { what, step } of undo.reverse()) {
      try {
        step();
      } catch (e) {
        if (what) leftovers.push(`The self-test could not remove ${what} (${messageOf(e)}): please delete it.`);
      }
    }
  }
  return { outcomes: compare(CHECKS, seen), leftovers };
}

/**
 * The menu item: runs the self-test and shows the report in a dialog, which carries the sidebar's
 * section marker (menu.ts markSection) so the page can check in the browser that it arrived.
 */
export function showSelfTestReport(): void {
  const html = reportPage(runSelfTest(), DIALOG_SECTION);
  const page = HtmlService.createHtmlOutput(html).setWidth(640).setHeight(520);
  try {
    markSection(page, DIALOG_SECTION);
  } catch {
    // The report still shows; the page's own check then says the marker did not arrive.
  }
  SpreadsheetApp.getUi().showModalDialog(page, 'Tiebreaks self-test');
}

/** Runs the self-test and returns the report as text (also written to the execution log), for clasp run or the editor's Run. */
export function selfTestReportText(): string {
  const text = reportText(runSelfTest());
  Logger.log(text);
  return text;
}
