/**
 * Granular consent (src/sheets/permissions.ts): a director may tick some of the add-on's
 * permissions and not others. Every menu item and sidebar call asks again for a missing one
 * (ScriptApp.requireScopes, which ends the run to show Google's prompt) before touching the
 * spreadsheet, and where no prompt can be shown stops with what is needed, in words. The
 * emulated ScriptApp grants what a test says and records each prompt.
 */
import fs from 'node:fs';
import path from 'node:path';
import { AppsScriptRuntime, EmulatedSpreadsheet, loadDist, putValues, valuesFromDelimited } from '../../emulator';
import { PERMISSIONS, permissionText } from '../../src/sheets/permissions';
import { DIST, ensureBuilt, ROOT } from '../bundle/built';
import { UI_FUNCTIONS } from '../bundle/surface';

const SHEETS = 'https://www.googleapis.com/auth/spreadsheets.currentonly';
const UI = 'https://www.googleapis.com/auth/script.container.ui';

beforeAll(() => ensureBuilt());

function runtime(): AppsScriptRuntime {
  const ss = new EmulatedSpreadsheet('Event', 'Crosstable');
  putValues(
    ss,
    'Crosstable',
    valuesFromDelimited(fs.readFileSync(path.join(ROOT, 'examples/spring-swiss.csv'), 'utf8')),
  );
  return loadDist(DIST, { spreadsheet: ss });
}

const sheetNames = (rt: AppsScriptRuntime) => rt.spreadsheet.getSheets().map((s) => s.getName());

test('the permissions listed are exactly the manifest’s scopes, each said in words', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'appsscript.json'), 'utf8'));
  expect(PERMISSIONS.map((p) => p.scope)).toEqual(manifest.oauthScopes);
  expect(PERMISSIONS.map((p) => p.scope)).toEqual([SHEETS, UI]);
  for (const p of PERMISSIONS) expect(p.need).toMatch(/^[a-z].{20,}[a-z)]$/);
});

test('every permission granted: the menu works as before, no prompt', () => {
  const rt = runtime();
  rt.run('rankStandingsFromMenu');
  expect(sheetNames(rt)).toContain('Standings');
  expect(rt.scriptApp.hostPrompts).toEqual([]);
});

test.each([
  ['rankStandingsFromMenu', []],
  ['rankAllSectionsFromMenu', []],
  ['showPrizeSidebar', []],
  ['insertExampleCrosstable', []],
  ['getSidebarState', []],
  ['newCrosstable', [{ players: 4, rounds: 3 }]],
] as [string, unknown[]][])(
  'a permission unticked: %s asks again for it, before touching the spreadsheet',
  (fn, args) => {
    const rt = runtime();
    rt.scriptApp.hostGrant([UI]);
    const before = sheetNames(rt);
    expect(() => rt.run(fn, ...args)).toThrow('Authorization is required to perform that action.');
    expect(rt.scriptApp.hostPrompts).toEqual([[SHEETS]]);
    expect(sheetNames(rt)).toEqual(before);
    expect(rt.spreadsheet.hostUi.hostAlerts).toEqual([]);
    expect(rt.spreadsheet.hostUi.hostSidebar).toBeNull();
    // Granted at the prompt, the same item runs.
    rt.scriptApp.hostGrant();
    expect(() => rt.run(fn, ...args)).not.toThrow();
  },
);

test('every menu item and sidebar call asks first (all of the surface but onOpen and onInstall)', () => {
  const asking = Object.keys(UI_FUNCTIONS).filter((f) => f !== 'onOpen' && f !== 'onInstall');
  expect(asking.length).toBeGreaterThanOrEqual(21);
  for (const fn of asking) {
    const rt = runtime();
    rt.scriptApp.hostGrant([SHEETS]);
    const args = UI_FUNCTIONS[fn]!.map(() => ({}));
    expect(() => rt.run(fn, ...args)).toThrow('Authorization is required to perform that action.');
    expect([fn, rt.scriptApp.hostPrompts]).toEqual([fn, [[UI]]]);
    expect(rt.calls.count('ScriptApp.requireScopes')).toBe(1);
  }
});

test('where Google shows no prompt, the run stops saying what is needed, in words', () => {
  const rt = runtime();
  rt.scriptApp.hostGrant([]);
  rt.scriptApp.hostCanPrompt = false;
  expect(() => rt.run('rankStandingsFromMenu')).toThrow(
    'Tiebreaks needs your permission to see and edit this spreadsheet (to read the crosstable and write the standings), and to show its sidebar and messages inside Google Sheets. Nothing was changed. Choose the menu item again and tick that permission when Google asks (or open Extensions > Tiebreaks again).',
  );
  expect(sheetNames(rt)).toEqual(['Crosstable']);
  expect(permissionText([{ need: 'do one thing' }])).toMatch(/^Tiebreaks needs your permission to do one thing\. /);
});

test('the custom functions and onOpen ask nothing: they run without a prompt (Google shows none there)', () => {
  const rt = runtime();
  rt.scriptApp.hostGrant([]);
  expect(() => rt.run('onOpen', {})).not.toThrow();
  const result = rt.setFormula('Crosstable', 'M1', '=SOLKOFF(A1:I16)');
  expect(result.error).toBeUndefined();
  expect(rt.scriptApp.hostPrompts).toEqual([]);
});
