/**
 * The self-test (src/sheets/selfTest.ts, selfTestRun.ts) on the emulated runtime: every check
 * holds there, since each one states what the emulator does; the director's sheets and settings
 * are left exactly as they were; and a service call failing anywhere in the run (each call in
 * turn, with the emulator's failure injection) shows in the report and leaves nothing behind that
 * the report does not name and the next run does not remove.
 */
import fs from 'node:fs';
import path from 'node:path';
import { AppsScriptRuntime, EmulatedSpreadsheet, loadDist, putValues, valuesFromDelimited } from '../../emulator';
import { CHECKS } from '../../src/sheets/selfTest';
import { DIST, ensureBuilt, ROOT } from '../bundle/built';

// Built before the tests are collected: the failure cases are listed from a first run.
ensureBuilt();

const exampleValues = () => valuesFromDelimited(fs.readFileSync(path.join(ROOT, 'examples/spring-swiss.csv'), 'utf8'));

/** A director's spreadsheet: the example on "Crosstable", a second sheet active, saved settings. */
function directorsSpreadsheet(): AppsScriptRuntime {
  const ss = new EmulatedSpreadsheet('Club', 'Crosstable');
  putValues(ss, 'Crosstable', exampleValues());
  ss.insertSheet('Notes');
  putValues(ss, 'Notes', [['Round 5 starts at 2pm']]);
  ss.hostSelect('Notes', 'A1');
  const rt = loadDist(DIST, { spreadsheet: ss });
  rt.properties.hostDocument.setProperty('tiebreaks.settings', JSON.stringify({ preset: 'mca' }));
  return rt;
}

const stateOf = (rt: AppsScriptRuntime) => ({
  spreadsheet: rt.spreadsheet.hostState(),
  properties: rt.properties.hostDocument.getProperties(),
  lock: rt.locks.hostDocument.holder,
});

describe('the self-test on the emulator', () => {
  test('every check is as expected, one line each, and nothing of the spreadsheet changes', () => {
    const rt = directorsSpreadsheet();
    const before = stateOf(rt);
    const text = rt.run('selfTestReport') as string;
    expect(text.split('\n')[0]).toBe(`Tiebreaks self-test: ${CHECKS.length} of ${CHECKS.length} as expected.`);
    expect(text).not.toContain('DIFFERS');
    expect(text.split('\n').filter((l) => l.startsWith('OK '))).toHaveLength(CHECKS.length);
    expect(stateOf(rt)).toEqual(before);
    expect(rt.logs).toEqual([text]);
  });

  test('the menu item shows the report in a dialog, the summary first', () => {
    const rt = directorsSpreadsheet();
    rt.run('showSelfTest');
    const [dialog] = rt.spreadsheet.hostUi.hostDialogs;
    expect(dialog.title).toBe('Tiebreaks self-test');
    expect(dialog.html.getContent()).toContain(
      `<h2 id="summary">${CHECKS.length} of ${CHECKS.length} as expected</h2>`,
    );
    expect(dialog.html.getContent()).toContain("Sheets did what the add-on's tests expect.");
    // The sidebar's section marker, appended as sidebarPage appends it, for the page's check in the browser.
    expect(dialog.html.getContent()).toMatch(/<\/html><script>var TIEBREAKS_OPEN_AT = "self-test";<\/script>$/);
  });

  test('a sheet left by an earlier run that was stopped is removed; the director’s sheets stay', () => {
    const rt = directorsSpreadsheet();
    const left = rt.spreadsheet.insertSheet('Tiebreaks self-test');
    left.addDeveloperMetadata('tiebreaks-addon', 'self-test:renamed');
    rt.spreadsheet.hostSelect('Notes', 'A1');
    rt.run('selfTestReport');
    expect(rt.spreadsheet.getSheets().map((s) => s.getName())).toEqual(['Crosstable', 'Notes']);
  });

  test('a check that Sheets answers differently is one DIFFERS line naming the emulator code', () => {
    const rt = directorsSpreadsheet();
    rt.failures.failOn('Range.getDisplayValue', 1);
    const text = rt.run('selfTestReport') as string;
    expect(text.split('\n')[0]).toBe(
      `Tiebreaks self-test: ${CHECKS.length - 1} of ${CHECKS.length} as expected, 1 differs.`,
    );
    const differs = text.split('\n').filter((l) => l.startsWith('DIFFERS '));
    // Listed once under "Differences" and once in "Every check".
    expect(new Set(differs)).toEqual(
      new Set([
        'DIFFERS Number formats: 14.5 under [=14.5]"14½";General (a score or tiebreak): Sheets gave an error: Service error: Spreadsheets, expected "14½" (emulator/display.ts displayText).',
      ]),
    );
  });
});

describe('a service call failing at any point of the self-test', () => {
  const base = directorsSpreadsheet();
  const before = stateOf(base);
  const probe = base.fork();
  probe.failures.clear();
  probe.run('selfTestReport');
  // The permission check before it (src/sheets/permissions.ts) is the surface's, tested in permissions.test.ts.
  const asksFirst = (name: string) => name.startsWith('ScriptApp.') || name.startsWith('AuthorizationInfo.');
  const first = probe.failures.sequence.findIndex((name) => !asksFirst(name));
  const sequence = probe.failures.sequence.slice(first);

  test('the run makes a fixed, modest number of service calls', () => {
    expect(sequence.length).toBeGreaterThan(CHECKS.length);
    expect(sequence.length).toBeLessThan(10 * CHECKS.length);
  });

  test.each(sequence.map((name, i) => [first + i + 1, name]))(
    'call %i (%s) fails: the report says so, and what is left is named and gone after the next run',
    (n) => {
      const rt = base.fork();
      rt.failures.failAt(n as number);
      const text = rt.run('selfTestReport') as string;
      expect(rt.failures.injected).toHaveLength(1);
      const failedCall = rt.failures.injected[0]!.split(' ')[1]!;
      const leftovers = text.split('\n').filter((l) => l.startsWith('The self-test could not remove'));
      const after = stateOf(rt);
      // Two undo steps may fail silently: bringing back the active sheet (no content changes) and
      // releasing the lock (the execution's end releases it).
      const silent = failedCall === 'Sheet.activate' || failedCall === 'Lock.releaseLock';
      if (failedCall === 'Sheet.activate') after.spreadsheet.active = before.spreadsheet.active;
      if (leftovers.length === 0) expect(after).toEqual(before);
      else {
        expect(leftovers.every((l) => l.includes('Service error: '))).toBe(true);
        rt.failures.clear();
        rt.run('selfTestReport');
        rt.spreadsheet.hostSelect('Notes', 'A1');
        expect(stateOf(rt)).toEqual(before);
      }
      // A failure inside a check is that check's difference; one in the set-up or clean-up is still reported.
      expect(/DIFFERS .*Service error: |could not remove|could not be made/.test(text) || silent).toBe(true);
    },
  );
});
