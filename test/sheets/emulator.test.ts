/**
 * The emulated Sheets runtime itself, on small scripts written for the purpose: the global scope
 * Apps Script gives (services, no Node), fresh for every execution; service calls counted; the
 * spreadsheet, UI, HTML, properties, locks and cache behaving as the add-on will rely on.
 */
import { AppsScriptRuntime, asTyped, EmulatedSpreadsheet, parseA1, parseFormula, ScriptError } from '../../emulator';

const script = (code: string, options: { html?: Record<string, string>; now?: () => number } = {}) =>
  new AppsScriptRuntime({ code, htmlFiles: options.html, now: options.now });

describe('the global scope', () => {
  test('has the services and no Node API', () => {
    const rt = script(`function probe() {
      return [typeof SpreadsheetApp, typeof HtmlService, typeof PropertiesService, typeof LockService, typeof CacheService,
              typeof require, typeof process, typeof setTimeout, typeof Buffer, typeof module];
    }`);
    expect(rt.run('probe')).toEqual([
      'object',
      'object',
      'object',
      'object',
      'object',
      'undefined',
      'undefined',
      'undefined',
      'undefined',
      'undefined',
    ]);
  });

  test('is fresh for every execution; only the services keep state', () => {
    const rt = script(`var hits = 0;
      function bump() { hits++; PropertiesService.getDocumentProperties().setProperty('n', String(hits)); return hits; }`);
    expect(rt.run('bump')).toBe(1);
    expect(rt.run('bump')).toBe(1);
    expect(rt.properties.hostDocument.getProperty('n')).toBe('1');
  });

  test('lists the top-level functions; names ending in _ are private', () => {
    const rt = script('function onOpen() {} function helper_() {} var x = 1;');
    expect(rt.functionNames()).toEqual(['onOpen', 'helper_']);
    expect(() => rt.run('helper_')).toThrow('Script function not found: helper_');
    expect(() => rt.run('missing')).toThrow(ScriptError);
  });

  test("hides the emulator's own members from the script", () => {
    const rt = script(
      `function peek() { var s = SpreadsheetApp.getActiveSheet(); return [typeof s.hostValue, typeof s._cells, typeof s.getName, 'hostValue' in s]; }`,
    );
    expect(rt.run('peek')).toEqual(['undefined', 'undefined', 'function', false]);
  });

  test('values cross as copies in the right realm: arrays are Arrays there, Dates stay Dates', () => {
    const rt = script(
      `function kinds(rows) { return [rows instanceof Array, rows[0][1] instanceof Date, Array.isArray(rows[0])]; }`,
    );
    expect(rt.run('kinds', [[1, new Date(2020, 0, 2)]])).toEqual([true, true, true]);
  });

  test('errors thrown by a service reach the script as exceptions it can catch', () => {
    const rt = script(
      `function tooBig() { try { SpreadsheetApp.getActiveSheet().getRange(1, 1, 2, 2).setValues([[1]]); } catch (e) { return e instanceof Error && e.message; } }`,
    );
    expect(rt.run('tooBig')).toMatch(
      /^Exception: The number of rows in the data does not match the number of rows in the range\. The data has 1 but the range has 2\.$/,
    );
  });
});

describe('service calls are counted', () => {
  test('per method, across executions, until reset', () => {
    const rt = script(`function rw() {
      var sheet = SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Sheet1');
      var values = sheet.getRange('A1:B2').getValues();
      sheet.getRange(3, 1, 2, 2).setValues(values);
    }`);
    rt.run('rw');
    expect(rt.calls.toJSON()).toEqual({
      'Range.getValues': 1,
      'Range.setValues': 1,
      'Sheet.getRange': 2,
      'Spreadsheet.getSheetByName': 1,
      'SpreadsheetApp.getActiveSpreadsheet': 1,
    });
    rt.run('rw');
    expect(rt.calls.total).toBe(12);
    rt.calls.reset();
    expect(rt.calls.total).toBe(0);
  });

  test('a custom function may read but not write, and gets no UI', () => {
    const rt = script(`function WRITER(x) { SpreadsheetApp.getActiveSheet().getRange('Z1').setValue(1); return 1; }
      function READER(x) { return SpreadsheetApp.getActiveSheet().getName(); }`);
    expect(rt.setFormula('Sheet1', 'A1', '=WRITER(1)').error).toMatch(
      /You do not have permission to call Range\.setValue/,
    );
    expect(rt.setFormula('Sheet1', 'A2', '=reader(1)').values).toEqual([['Sheet1']]);
    expect(rt.setFormula('Sheet1', 'A3', '=NOPE(1)')).toEqual({
      values: [['#NAME?']],
      error: "Unknown function: 'NOPE'.",
    });
  });
});

describe('formulas', () => {
  test('arguments as Sheets passes them: one cell as a value, a range as rows, blanks as ""', () => {
    const rt = script('function ARGS() { return [[JSON.stringify(Array.prototype.slice.call(arguments))]]; }');
    rt.spreadsheet.getActiveSheet().hostSetValues(1, 1, [
      [1, 'x'],
      ['', 2.5],
    ]);
    expect(rt.setFormula('Sheet1', 'D1', '=ARGS(A1, A1:B2, , "s", -3, TRUE)').values).toEqual([
      ['[1,[[1,"x"],["",2.5]],"","s",-3,true]'],
    ]);
  });

  test('parses references with sheet names and open ends, refuses what it cannot evaluate', () => {
    expect(parseFormula(`=F('My sheet'!A1:K40, Data!$B$2, A:K,,"a""b")`).args).toEqual([
      { kind: 'ref', sheet: 'My sheet', a1: 'A1:K40' },
      { kind: 'ref', sheet: 'Data', a1: '$B$2' },
      { kind: 'ref', sheet: undefined, a1: 'A:K' },
      { kind: 'empty' },
      { kind: 'value', value: 'a"b' },
    ]);
    expect(() => parseFormula('=F(SUM(A1:A2))')).toThrow(/one custom-function call/);
    expect(() => parseFormula('=A1+1')).toThrow(/expected =NAME\(/);
    expect(parseA1('A2:K', 1000)).toEqual({ row: 2, col: 1, rows: 999, cols: 11 });
  });

  test('a single value fills one cell; a flat array or an object is refused', () => {
    const rt = script(
      'function ONE() { return 4.5; } function FLAT() { return [1, 2]; } function OBJ() { return [[{}]]; }',
    );
    expect(rt.setFormula('Sheet1', 'A1', '=ONE()').values).toEqual([[4.5]]);
    expect(rt.setFormula('Sheet1', 'A2', '=FLAT()').error).toMatch(/expects rows/);
    expect(rt.setFormula('Sheet1', 'A3', '=OBJ()').error).toMatch(/cannot show/);
  });

  test('a thrown error shows #ERROR! with its message as the tooltip', () => {
    const rt = script("function BAD() { throw new Error('Cell C7 of the range: no'); }");
    expect(rt.setFormula('Sheet1', 'A1', '=BAD()')).toEqual({
      values: [['#ERROR!']],
      error: 'Cell C7 of the range: no',
    });
  });

  test('a script writing "=…" through setValues writes a formula, as Sheets does', () => {
    const rt = script(`function ONE() { return 1; }
      function write() { SpreadsheetApp.getActiveSheet().getRange('A1:B1').setValues([['=ONE()', "'=ONE()"]]); }`);
    rt.run('write');
    const sheet = rt.spreadsheet.getActiveSheet();
    expect(sheet.getRange('A1:B1').getValues()).toEqual([[1, '=ONE()']]);
    expect(sheet.getRange('A1:B1').getFormulas()).toEqual([['=ONE()', '']]);
  });
});

describe('the spreadsheet', () => {
  test('typed values: numbers, booleans, and 1/2 becoming a date unless the cell is text', () => {
    expect(asTyped('4.5')).toBe(4.5);
    expect(asTyped('TRUE')).toBe(true);
    expect(asTyped('1/2')).toBeInstanceOf(Date);
    expect(asTyped("'1/2")).toBe('1/2');
    expect(asTyped('W12B')).toBe('W12B');
    const sheet = new EmulatedSpreadsheet().getActiveSheet();
    sheet.getRange('A1').setNumberFormat('@').setValue('1/2');
    expect(sheet.getRange('A1').getValue()).toBe('1/2');
  });

  test('sheets: insert (becomes active), unique names, delete, ranges in bounds', () => {
    const ss = new EmulatedSpreadsheet();
    const st = ss.insertSheet('Standings');
    expect(ss.getActiveSheet()).toBe(st);
    expect(ss.getSheets().map((s) => s.getName())).toEqual(['Sheet1', 'Standings']);
    expect(() => ss.insertSheet('standings')).toThrow(
      'A sheet with the name "standings" already exists. Please enter another name.',
    );
    expect(() => st.getRange(1, 27)).toThrow('outside the dimensions');
    expect(ss.getRange('Standings!B2:C3').getA1Notation()).toBe('B2:C3');
    ss.deleteSheet(st);
    expect(ss.getActiveSheet().getName()).toBe('Sheet1');
    expect(() => ss.deleteSheet(ss.getActiveSheet())).toThrow("You can't remove all the sheets");
  });

  test("the user's selection is the active range", () => {
    const rt = script(
      `function where() { var r = SpreadsheetApp.getActiveRange(); return r.getSheet().getName() + '!' + r.getA1Notation(); }`,
    );
    expect(rt.run('where')).toBe('Sheet1!A1');
    rt.spreadsheet.insertSheet('Crosstable');
    rt.spreadsheet.hostSelect('Crosstable', 'A1:K40');
    expect(rt.run('where')).toBe('Crosstable!A1:K40');
  });

  test('developer metadata marks a sheet as ours', () => {
    const rt =
      script(`function mark() { SpreadsheetApp.getActive().insertSheet('Standings').addDeveloperMetadata('tiebreaks', 'standings'); }
      function find() { return SpreadsheetApp.getActive().getSheets().filter(function (s) {
        return s.getDeveloperMetadata().some(function (m) { return m.getKey() === 'tiebreaks'; }); }).map(function (s) { return s.getName(); }); }`);
    rt.run('mark');
    expect(rt.run('find')).toEqual(['Standings']);
  });

  test('menus, sidebar and alerts are recorded', () => {
    const rt = script(
      `function onOpen() { SpreadsheetApp.getUi().createAddonMenu().addItem('Rank standings', 'rank').addSeparator().addToUi(); }
      function show() { SpreadsheetApp.getUi().showSidebar(HtmlService.createHtmlOutputFromFile('sidebar').setTitle('Tiebreaks')); }
      function missing() { HtmlService.createHtmlOutputFromFile('nope'); }`,
      { html: { sidebar: '<p>hi</p>' } },
    );
    rt.run('onOpen');
    const ui = rt.spreadsheet.hostUi;
    expect(ui.hostMenus.map((m) => [m.hostCaption, m.hostItems])).toEqual([
      ['Add-on', [{ caption: 'Rank standings', functionName: 'rank' }, { separator: true }]],
    ]);
    rt.run('show');
    expect(ui.hostSidebar?.getContent()).toBe('<p>hi</p>');
    expect(ui.hostSidebar?.getTitle()).toBe('Tiebreaks');
    expect(() => rt.run('missing')).toThrow('No HTML file named nope was found.');
  });

  test('the sidebar is served as HtmlService serves it: <meta> tags written in the page are ignored, appended scripts kept', () => {
    const rt = script(
      `function show() {
        SpreadsheetApp.getUi().showSidebar(
          HtmlService.createHtmlOutputFromFile('sidebar')
            .append('<meta name="open" content="prizes"><script>var OPEN = "prizes";</script>'),
        );
      }`,
      { html: { sidebar: '<head><meta charset="utf-8"><META NAME=x></head><p>hi</p>' } },
    );
    rt.run('show');
    const ui = rt.spreadsheet.hostUi;
    expect(ui.hostSidebar?.getContent()).toContain('<meta name="open" content="prizes">');
    expect(ui.hostSidebarPage()).toBe('<head></head><p>hi</p><script>var OPEN = "prizes";</script>');
  });
});

describe('locale, time zone and the validation formula in a cell', () => {
  test('the spreadsheet is en_US, in the time zone the script runs in (Session)', () => {
    const rt = script(`function probe() {
      var ss = SpreadsheetApp.getActiveSpreadsheet();
      return [ss.getSpreadsheetLocale(), ss.getSpreadsheetTimeZone(), Session.getScriptTimeZone()];
    }`);
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(rt.run('probe')).toEqual(['en_US', zone, zone]);
  });

  test('=REGEXMATCH(TO_TEXT(A1),"…") in a cell gives TRUE or FALSE, as the data validation reads it', () => {
    const rt = script('');
    const sheet = rt.spreadsheet.getActiveSheet();
    sheet.getRange('A1').setNumberFormat('@').setValue('W12');
    sheet.getRange('A2').setNumberFormat('@').setValue('W13');
    expect(rt.setFormula('Sheet1', 'B1', '=REGEXMATCH(TO_TEXT(A1),"^W(1[0-2]|[1-9])$")')).toEqual({ values: [[true]] });
    expect(rt.setFormula('Sheet1', 'B2', '=REGEXMATCH(TO_TEXT(A2),"^W(1[0-2]|[1-9])$")')).toEqual({
      values: [[false]],
    });
    expect(sheet.getRange('B1:B2').getDisplayValues()).toEqual([['TRUE'], ['FALSE']]);
    // A pattern the emulator cannot run as RE2 would is an error in the cell, not a guess.
    expect(rt.setFormula('Sheet1', 'B3', '=REGEXMATCH(TO_TEXT(A1),"^W\\d+$")').error).toMatch(
      /only where RE2 and JavaScript agree/,
    );
  });
});

describe('properties, locks and cache', () => {
  test('properties are strings, per store, with the 9 KB value limit', () => {
    const rt = script(
      `function put(v) { PropertiesService.getDocumentProperties().setProperty('k', v); return PropertiesService.getUserProperties().getProperty('k'); }`,
    );
    expect(rt.run('put', 5)).toBeNull();
    expect(rt.properties.hostDocument.getProperties()).toEqual({ k: '5' });
    expect(() => rt.run('put', 'x'.repeat(9 * 1024 + 1))).toThrow('Argument too large: value');
  });

  test('a document lock held elsewhere: tryLock is false, waitLock throws; ours is released when the execution ends', () => {
    const rt = script(`function take() { return LockService.getDocumentLock().tryLock(1000); }
      function wait() { LockService.getDocumentLock().waitLock(1000); }`);
    expect(rt.run('take')).toBe(true);
    expect(rt.locks.hostDocument.holder).toBeNull();
    rt.locks.hostDocument.hostHoldElsewhere();
    expect(rt.run('take')).toBe(false);
    expect(() => rt.run('wait')).toThrow('Lock timeout: another process was holding the lock for too long.');
  });

  test('cache entries expire on the given clock', () => {
    let now = 0;
    const rt = script(
      `function put() { CacheService.getDocumentCache().put('k', 'v', 60); }
      function get() { return CacheService.getDocumentCache().get('k'); }`,
      { now: () => now },
    );
    rt.run('put');
    now = 59_000;
    expect(rt.run('get')).toBe('v');
    now = 60_000;
    expect(rt.run('get')).toBeNull();
  });
});
