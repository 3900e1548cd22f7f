/**
 * Issue 8, "nothing lost": Rank standings is run once cleanly to learn its N service calls, then
 * N more times on copies of the same spreadsheet with call k made to fail ("Service error:
 * Spreadsheets", the call having no effect). After each, the whole emulated spreadsheet (every
 * sheet's values, formulas, formats, notes, metadata, frozen rows, size, order, names, the active
 * sheet and selections) must equal either the state before or the state a clean run leaves, and
 * the user must have been told which, by an alert or a toast, not by an uncaught error.
 *
 * A second failure inside the rollback is tried too: the old data must survive somewhere owned,
 * no foreign sheet may change, and the next clean run must leave exactly the clean state.
 *
 * What is covered, and why it is enough (the runs are the test's whole cost, so none is repeated):
 * - Each scenario's spreadsheet is prepared once; every trial runs on a fork of it (a deep copy,
 *   AppsScriptRuntime.fork), checked equal to the prepared state before it runs, and the clean
 *   run on a fork is checked against a clean run on a freshly built spreadsheet.
 * - Menu: every call k of the clean run fails once (every distinct single-failure point of the
 *   writer). The outcomes are kept and the double-failure test reads its rollbacks from them.
 * - Double failures: for every k that is rolled back, every call j after k (the rollback and the
 *   alert) fails as well. Nothing is sampled. What the next clean run does is a function of what
 *   it starts from (the spreadsheet's whole state and next ids, the document properties; locks
 *   are free between executions and the time is normalised away), and the ~160 double failures
 *   of a scenario leave only a handful of distinct states, so that run is made once per distinct
 *   state and its result checked for every double failure that left it.
 * - Sidebar: rankStandings and the menu call the same writer (rankToSheet). The test checks call
 *   by call that the sidebar's sequence is its own entry calls followed by exactly the menu's writer
 *   calls, so a failure at a shared call is a failure point the menu loop has already checked in
 *   full. The sidebar loop then fails each of its own entry calls, and, in the shared part, one call
 *   for each distinct outcome the menu loop saw (each alert text, and the committed state): every
 *   kind of failure the sidebar has to turn into a returned message.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  AppsScriptRuntime,
  EmulatedSpreadsheet,
  loadDist,
  putValues,
  SpreadsheetState,
  Value,
  valuesFromDelimited,
} from '../../emulator';
import { DIST, ensureBuilt, ROOT } from '../bundle/built';
import { standingsTable } from '../support/standingsSheet';

beforeAll(() => ensureBuilt());

const example = (): Value[][] =>
  valuesFromDelimited(fs.readFileSync(path.join(ROOT, 'examples/spring-swiss.csv'), 'utf8'));
const SETTINGS = 'tiebreaks.settings';
const USCF = { preset: 'uscf', order: [], afterRound: null, lots: false, lotSeed: 1 };
const MADISON = { preset: 'madison-swiss', order: [], afterRound: 4, lots: true, lotSeed: 99 };

/** The provenance note carries the time of ranking; everything else must match exactly. */
function normalised(state: SpreadsheetState, ids = true): string {
  const text = JSON.stringify(state).replace(
    /by Tiebreaks for Google Sheets on [^\\"]+/g,
    'by Tiebreaks for Google Sheets on <time>',
  );
  if (ids) return text;
  // Sheet and metadata ids differ after a run that had to clean up leftovers first.
  return text.replace(/"id":\d+/g, '"id":0');
}
const stateOf = (rt: AppsScriptRuntime, ids = true) => normalised(rt.spreadsheet.hostState(), ids);

/** A foreign sheet with everything a sheet can hold, to show it is never touched. */
function addNotesSheet(ss: EmulatedSpreadsheet, name: string): void {
  const sheet = ss.insertSheet(name);
  sheet.hostSetValues(1, 1, [
    ['Director notes', 42],
    ['=SUM(1,2)', new Date(Date.UTC(2025, 3, 5))],
  ]);
  sheet.hostSetFormat(1, 2, '0.00');
  sheet.hostSetNote(1, 1, 'keep me');
  sheet.addDeveloperMetadata('someone-else', 'theirs');
  sheet.setFrozenRows(2);
}

interface Scenario {
  title: string;
  /** A fresh spreadsheet in the state before the ranking under test. */
  make(): AppsScriptRuntime;
  /** The sheet names the ranking may replace or create (everything else must stay exactly). */
  standings: string;
}

/** A runtime on a crosstable sheet, with a foreign sheet after it; `before` prepares it further (through the script). */
function runtime(before: (rt: AppsScriptRuntime) => void = () => {}): AppsScriptRuntime {
  const ss = new EmulatedSpreadsheet('Event', 'Crosstable');
  putValues(ss, 'Crosstable', example());
  addNotesSheet(ss, 'Notes');
  const rt = loadDist(DIST, { spreadsheet: ss });
  before(rt);
  rt.properties.hostDocument.setProperty(SETTINGS, JSON.stringify(USCF));
  ss.hostSelect('Crosstable', 'A1');
  rt.calls.reset();
  ss.hostToasts.length = 0;
  ss.hostUi.hostAlerts.length = 0;
  return rt;
}

/** A previous ranking with other settings, so the old standings differ from the new ones. */
function rankedBefore(rt: AppsScriptRuntime): void {
  rt.properties.hostDocument.setProperty(SETTINGS, JSON.stringify(MADISON));
  rt.spreadsheet.hostSelect('Crosstable', 'A1');
  rt.run('rankStandingsFromMenu');
  // Another foreign sheet after the standings: the order of sheets must survive the swap.
  addNotesSheet(rt.spreadsheet, 'After');
}

function foreignStandings(rt: AppsScriptRuntime): void {
  addNotesSheet(rt.spreadsheet, 'Standings');
}

const SCENARIOS: Scenario[] = [
  { title: 'a first ranking (no standings sheet yet)', make: () => runtime(), standings: 'Standings' },
  { title: 'a re-ranking over an existing standings sheet', make: () => runtime(rankedBefore), standings: 'Standings' },
  {
    title: 'a first ranking beside a foreign sheet called "Standings"',
    make: () => runtime(foreignStandings),
    standings: 'Standings (2)',
  },
  {
    title: 'a re-ranking beside a foreign sheet called "Standings"',
    make: () =>
      runtime((rt) => {
        foreignStandings(rt);
        rankedBefore(rt);
      }),
    standings: 'Standings (2)',
  },
];

/** The sheets a ranking must never change: all but the add-on's (and its temporary ones). */
function foreignSheets(rt: AppsScriptRuntime, standings: string): string {
  const state = rt.spreadsheet.hostState();
  return normalised({
    ...state,
    active: '',
    selections: {},
    sheets: state.sheets.filter((s) => s.name !== standings && !/ ~(old|new)/.test(s.name)),
  });
}

const ui = (rt: AppsScriptRuntime) => ({
  alerts: rt.spreadsheet.hostUi.hostAlerts.map((a) => a.prompt),
  toasts: rt.spreadsheet.hostToasts.map((t) => t.msg),
});

/** What one menu run with call k failing (k = 0: none) left and said. */
interface Outcome {
  injected: string[];
  /** Calls the run made, the failed ones included. */
  total: number;
  state: string;
  alerts: string[];
  toasts: string[];
}

/** Where `run` occurs in `calls` as one unbroken stretch, or -1. */
const indexOfRun = (calls: string[], run: string[]): number =>
  calls.findIndex((_, q) => run.every((c, i) => calls[q + i] === c));

function menuRun(rt: AppsScriptRuntime, k: number): Outcome {
  if (k > 0) rt.failures.failAt(k);
  else rt.failures.clear();
  rt.run('rankStandingsFromMenu');
  return { injected: [...rt.failures.injected], total: rt.failures.seen, state: stateOf(rt), ...ui(rt) };
}

describe.each(SCENARIOS)('Rank standings failing at each service call: $title', (scenario) => {
  let prepared: AppsScriptRuntime;
  let before: string;
  let clean: AppsScriptRuntime;
  let calls: number;
  let after: string;
  /** The clean menu run's calls, in order. */
  let menuCalls: string[];
  beforeAll(() => {
    prepared = scenario.make();
    before = stateOf(prepared);
    clean = prepared.fork();
    const out = menuRun(clean, 0);
    calls = out.total;
    after = out.state;
    menuCalls = [...clean.failures.sequence];
  });

  /** A copy of the prepared spreadsheet, checked to be exactly the state before. */
  function fork(): AppsScriptRuntime {
    const rt = prepared.fork();
    expect(stateOf(rt)).toBe(before);
    return rt;
  }

  let single: Outcome[] | undefined;
  /** The menu run failing at each call k = 1…calls (index k - 1), each run once for the tests below. */
  const singleFailures = (): Outcome[] => (single ??= Array.from({ length: calls }, (_, i) => menuRun(fork(), i + 1)));
  const committed = (o: Outcome) => o.state !== before;

  test('the clean run writes the standings and tells the user', () => {
    expect(ui(clean).toasts).toEqual([
      expect.stringMatching(
        new RegExp(
          `^15 players ranked; .*Written to the sheet "${scenario.standings.replace(/[()]/g, '\\$&')}" from Crosstable!A1:I16\\.$`,
        ),
      ),
    ]);
    expect(after).not.toEqual(before);
    const sheet = clean.spreadsheet.hostSheet(scenario.standings);
    const table = standingsTable(sheet);
    expect(table.rows).toHaveLength(15);
    expect(table.header).toEqual([
      'Rank',
      'Place',
      'No.',
      'Name',
      'Rating',
      'Score',
      'MM',
      'SOLK',
      'CUM',
      'OPPCUM',
      'Decided by',
    ]);
    // Dressed before the swap: a committed sheet is always the complete one, bold, banded and sized.
    expect(sheet.getBandings()).toHaveLength(1);
    expect(clean.spreadsheet.getSheets().some((s) => / ~(old|new)/.test(s.getName()))).toBe(false);
    // Enough calls that every phase (lock, read, survey, build, swap, toast) gets a failure.
    expect(calls).toBeGreaterThan(20);
    // The forks are faithful: a freshly built spreadsheet starts and ends in the same states.
    const fresh = scenario.make();
    expect(stateOf(fresh)).toBe(before);
    expect(menuRun(fresh, 0)).toEqual({ injected: [], total: calls, state: after, ...ui(clean) });
  });

  test('every single failing call leaves the old state or the complete new one, and says which', () => {
    const outcomes = { old: 0, new: 0 };
    singleFailures().forEach(({ injected, state, alerts, toasts }, i) => {
      expect(injected).toEqual([`${i + 1} ${menuCalls[i]}`]);
      const where = `failing call ${injected[0]}`;
      if (state === before) {
        outcomes.old++;
        expect({ where, toasts }).toEqual({ where, toasts: [] });
        expect({ where, alerts }).toEqual({
          where,
          alerts: [expect.stringMatching(/Service error: \w+\)\. (Nothing was written|.*Nothing was changed)/)],
        });
      } else {
        outcomes.new++;
        expect({ where, state }).toEqual({ where, state: after });
        // The standings are written: a toast says so, or an alert when the toast itself failed.
        expect({ where, told: [...toasts, ...alerts] }).toEqual({
          where,
          told: [expect.stringMatching(/^15 players ranked; .*Written to the sheet/)],
        });
      }
    });
    // Deleting the old sheet (or marking the first one as owned) is the commit: after it come only
    // remembering the table ranked and keeping the ranking for the sidebar (two calls each, whose
    // failure is ignored: the standings are written), the lock's release and the toast (seven
    // calls); every call before it is undone. The first two calls are the permission check, which
    // finds none missing when it fails: the ranking runs.
    expect(outcomes).toEqual({ old: calls - 9, new: 9 });
  });

  test('the sidebar call returns a failure message, never throws, and leaves the old or the new state', () => {
    const sidebarClean = fork();
    sidebarClean.failures.clear();
    expect(sidebarClean.run('rankStandings', USCF)).toMatchObject({ ok: true });
    const sidebarCalls = [...sidebarClean.failures.sequence];
    const done = stateOf(sidebarClean);
    // The sidebar's own calls come first; then it makes exactly the writer's calls the menu makes,
    // the whole of them: from taking the document lock to releasing it.
    const own = sidebarCalls.findIndex((_, p) => indexOfRun(menuCalls, sidebarCalls.slice(p)) >= 0);
    const shared = sidebarCalls.slice(own);
    const at = indexOfRun(menuCalls, shared);
    expect(own).toBeGreaterThan(0);
    expect(menuCalls.slice(at, at + shared.length)).toEqual(shared);
    expect([shared[0], shared[shared.length - 1]]).toEqual(['LockService.getDocumentLock', 'Lock.releaseLock']);
    // Each sidebar-only call, and one shared call per distinct menu outcome.
    const tried = new Set<string>();
    const trials: number[] = [];
    sidebarCalls.forEach((_, i) => {
      if (i < own) return void trials.push(i + 1);
      const menu = singleFailures()[at + i - own];
      const kind = committed(menu) ? 'written' : JSON.stringify([menu.alerts, menu.toasts]);
      if (!tried.has(kind)) {
        tried.add(kind);
        trials.push(i + 1);
      }
    });
    expect(tried.has('written')).toBe(true);
    for (const k of trials) {
      const rt = fork();
      rt.failures.failAt(k);
      const out = rt.run('rankStandings', USCF) as { ok: boolean; message?: string };
      const now = stateOf(rt);
      const where = `failing call ${rt.failures.injected[0]}`;
      if (out.ok) expect({ where, now }).toEqual({ where, now: done });
      else {
        expect({ where, now }).toEqual({ where, now: before });
        expect({ where, message: out.message }).toEqual({
          where,
          message: expect.stringMatching(/Service error: \w+\)\. .*(Nothing was written|Nothing was changed)/),
        });
      }
    }
  });

  test('a second failure inside the rollback loses nothing, and the next run puts everything right', () => {
    const oldValues = prepared.spreadsheet.getSheetByName(scenario.standings);
    const old =
      oldValues && oldValues.getDeveloperMetadata().some((m) => m.getKey() === 'tiebreaks-addon')
        ? JSON.stringify(oldValues.hostValues())
        : null;
    const foreign = foreignSheets(prepared, scenario.standings);
    const healed = normalised(clean.spreadsheet.hostState(), false);
    const bad: string[] = [];
    let tried = 0;
    /** The next clean run's end state, by the exact state it started from. */
    const nextRun = new Map<string, string>();
    singleFailures().forEach((first, i) => {
      const k = i + 1;
      if (committed(first)) return; // past the commit there is no rollback to fail
      // The calls after k in the failed run are the rollback and the alert.
      for (let j = k + 1; j <= first.total; j++) {
        const rt = fork();
        rt.failures.failAt(k, j);
        let threw = false;
        try {
          rt.run('rankStandingsFromMenu');
        } catch {
          threw = true; // only when the second failure hit the alert itself
        }
        const where = `failing ${rt.failures.injected.join(' and ')}`;
        if (threw && !/ (Ui\.alert|SpreadsheetApp\.getUi)$/.test(rt.failures.injected[1])) bad.push(`${where}: threw`);
        tried++;
        // Foreign sheets exactly as they were.
        if (foreignSheets(rt, scenario.standings) !== foreign) bad.push(`${where}: a foreign sheet changed`);
        // The old standings are still in a sheet the add-on owns (under their name or set aside as "~old").
        if (old !== null) {
          const owned = rt.spreadsheet
            .getSheets()
            .filter((s) =>
              s.getDeveloperMetadata().some((m) => m.getKey() === 'tiebreaks-addon' && m.getValue() === 'standings'),
            )
            .map((s) => JSON.stringify(s.hostValues()));
          if (!owned.includes(old)) bad.push(`${where}: the old standings are lost`);
        }
        // The next clean run cleans up whatever was left and ends exactly where a clean run ends.
        rt.spreadsheet.hostSelect('Crosstable', 'A1');
        const left = JSON.stringify([
          stateOf(rt),
          rt.spreadsheet.hostNextIds(),
          rt.properties.hostDocument.getProperties(),
        ]);
        let next = nextRun.get(left);
        if (next === undefined) {
          rt.failures.clear();
          rt.run('rankStandingsFromMenu');
          next =
            stateOf(rt, false) === healed
              ? 'healed'
              : rt.spreadsheet
                  .getSheets()
                  .map((s) => s.getName())
                  .join(', ');
          nextRun.set(left, next);
        }
        if (next !== 'healed') bad.push(`${where}: the next run left ${next}`);
      }
    });
    expect(bad).toEqual([]);
    expect(tried).toBeGreaterThan(calls);
  });
});

describe('the failure injector', () => {
  test("fails the n-th call of a method, once, without its effect, with Apps Script's message", () => {
    const rt = runtime();
    rt.failures.clear().failOn('Range.setValues');
    expect(() => rt.run('insertExampleCrosstable')).toThrow('Exception: Service error: Spreadsheets');
    // The example sheet was inserted and formatted, but its values were never written.
    const sheet = rt.spreadsheet.getSheetByName('Spring Swiss');
    expect(sheet?.hostValues()).toEqual([['']]);
    expect(rt.failures.injected).toEqual([expect.stringMatching(/^\d+ Range\.setValues$/)]);
    expect(() => rt.run('insertExampleCrosstable')).not.toThrow();
    rt.failures.clear().failOn('Sheet.setFrozenRows');
    expect(() => rt.run('insertExampleCrosstable')).toThrow('Exception: Service error: Spreadsheets');
  });

  test('calls are numbered across executions, and properties fail as their own service', () => {
    const rt = runtime();
    // Calls 1 and 2 are the permission check (src/sheets/permissions.ts), 3 getDocumentProperties.
    rt.failures.failAt(4);
    expect(() => rt.run('rankStandings', USCF)).not.toThrow();
    expect(rt.failures.injected).toEqual(['4 Properties.setProperty']);
  });
});

// Issue 26: a protected output sheet is not a passing failure; waiting changes nothing, so the
// message says what will: removing the protection, or letting the add-on write a new sheet.
describe('a protected standings sheet', () => {
  /** Apps Script's refusal of an edit to a protected sheet or range. */
  const PROTECTED =
    'You are trying to edit a protected cell or object. Please contact the spreadsheet owner to remove protection if you need to edit.';

  test.each([
    ['renaming the old standings aside', 'Sheet.setName'],
    ['writing the values', 'Range.setValues'],
  ])('refused at %s: nothing changes, and the alert says what to do, not "try again"', (_, method) => {
    const rt = runtime(rankedBefore);
    const before = stateOf(rt);
    rt.failures.clear().failOn(method, 1, PROTECTED);
    rt.run('rankStandingsFromMenu');
    expect(rt.failures.injected).toEqual([expect.stringMatching(new RegExp(`^\\d+ ${method.replace('.', '\\.')}$`))]);
    expect(stateOf(rt)).toBe(before);
    const { alerts, toasts } = ui(rt);
    expect(toasts).toEqual([]);
    expect(alerts).toEqual([
      `The standings were not written. Writing the sheet "Standings" failed: it is protected (${PROTECTED}). ` +
        'Nothing was changed: the sheet "Standings" is as it was. ' +
        'Remove the protection (Data → Protect sheets and ranges) and run it again, ' +
        'or delete the sheet "Standings" (copy what you need from it first) so that the add-on writes a new one.',
    ]);
    expect(alerts[0]).not.toMatch(/try again/i);
  });

  test('a service error still says to try again', () => {
    const rt = runtime(rankedBefore);
    rt.failures.clear().failOn('Sheet.setName', 1);
    rt.run('rankStandingsFromMenu');
    expect(ui(rt).alerts).toEqual([
      expect.stringMatching(/\(Service error: Spreadsheets\)\..* Try again in a moment\.$/),
    ]);
  });
});
