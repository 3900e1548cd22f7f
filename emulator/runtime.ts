/**
 * Runs the built dist/Code.js the way Apps Script does: every execution (a function run, a
 * formula recalculated) loads the whole file into a fresh global scope that has the services
 * and the language's built-ins, but no Node API (no require, process, setTimeout, URL). State
 * lives only in the services: the spreadsheet, properties, caches and locks.
 *
 * Every call the script makes on a service object is counted (`calls`), so a test can hold an
 * action to a constant number of round trips. Values cross between the script's realm and
 * Node's as copies, as they cross the wire in Apps Script.
 */
import vm from 'node:vm';
import { Area, splitSheetRef } from './a1';
import { parseFormula } from './formula';
import { formulaHolds, parseCustomFormula } from './validation';
import {
  EmulatedCacheService,
  EmulatedHtmlService,
  EmulatedLockService,
  EmulatedPropertiesService,
  EmulatedSession,
  EmulatedScriptApp,
} from './services';
import {
  ApiObject,
  EmulatedSheet,
  EmulatedSpreadsheet,
  EmulatedSpreadsheetApp,
  FormulaHost,
  Value,
} from './spreadsheet';

/** How many calls the script made on each service method ("Range.getValues"). */
export class CallLog {
  private readonly _counts = new Map<string, number>();
  record(name: string): void {
    this._counts.set(name, (this._counts.get(name) ?? 0) + 1);
  }
  get total(): number {
    let n = 0;
    for (const c of this._counts.values()) n += c;
    return n;
  }
  count(name: string): number {
    return this._counts.get(name) ?? 0;
  }
  toJSON(): Record<string, number> {
    return Object.fromEntries([...this._counts].sort(([a], [b]) => a.localeCompare(b)));
  }
  reset(): void {
    this._counts.clear();
  }
}

/** The service named in Apps Script's error for a failed call on this API object. */
const SERVICE_OF: Record<string, string> = {
  Properties: 'Properties',
  PropertiesService: 'Properties',
  Lock: 'Lock',
  LockService: 'Lock',
  Cache: 'Cache',
  CacheService: 'Cache',
  HtmlService: 'HtmlService',
  HtmlOutput: 'HtmlService',
};

/**
 * Failure injection: makes chosen service calls throw as Apps Script does when a backend call
 * fails ("Service error: Spreadsheets"), before the call has any effect. Calls are numbered from
 * 1 since the injector was last armed, across every method and execution, in the order the
 * script makes them (the order CallLog counts them), so a test can run an action once to learn
 * its N calls and then fail each of them in turn.
 */
export class FailureInjector {
  private _seen = 0;
  private _at = new Set<number>();
  private _nth = new Map<string, Set<number>>();
  /** The message a call failed by failOn throws instead of a service error ("method#n" → message). */
  private _messages = new Map<string, string>();
  private _methodSeen = new Map<string, number>();
  /** The calls that were made to fail, in order ("7 Sheet.setName"). */
  readonly injected: string[] = [];
  /** Every call since the last arming, in order ("Sheet.setName"): call k is sequence[k - 1]. */
  readonly sequence: string[] = [];

  /** Fail the calls with these numbers (1-based, counted from now). Replaces any earlier plan. */
  failAt(...calls: number[]): this {
    this.clear();
    for (const n of calls) this._at.add(n);
    return this;
  }
  /**
   * Also fail the n-th call (1-based, counted from the last arming) of one method, "Sheet.setName";
   * with `message`, that call throws it rather than a service error (a protected range's refusal).
   */
  failOn(method: string, nth = 1, message?: string): this {
    const set = this._nth.get(method) ?? new Set<number>();
    set.add(nth);
    this._nth.set(method, set);
    if (message !== undefined) this._messages.set(`${method}#${nth}`, message);
    return this;
  }
  /** No more failures; numbering starts again. */
  clear(): this {
    this._seen = 0;
    this._at.clear();
    this._nth.clear();
    this._messages.clear();
    this._methodSeen.clear();
    this.injected.length = 0;
    this.sequence.length = 0;
    return this;
  }
  /** Calls made since the last arming. */
  get seen(): number {
    return this._seen;
  }
  /** Called by the bridge before each service call: the error message to throw, or undefined to go ahead. */
  next(name: string, apiName: string): string | undefined {
    const n = ++this._seen;
    this.sequence.push(name);
    const m = (this._methodSeen.get(name) ?? 0) + 1;
    this._methodSeen.set(name, m);
    if (!this._at.has(n) && !this._nth.get(name)?.has(m)) return undefined;
    this.injected.push(`${n} ${name}`);
    return this._messages.get(`${name}#${m}`) ?? `Service error: ${SERVICE_OF[apiName] ?? 'Spreadsheets'}`;
  }
}

/** An exception thrown by the script, brought over from its realm with its message. */
export class ScriptError extends Error {
  constructor(
    message: string,
    readonly scriptStack?: string,
  ) {
    super(message);
    this.name = 'ScriptError';
  }
}

export interface RuntimeOptions {
  /** The text of dist/Code.js. */
  code: string;
  spreadsheet?: EmulatedSpreadsheet;
  /** The project's HTML files, by name without ".html". */
  htmlFiles?: Readonly<Record<string, string>>;
  /** Clock for cache expiry (ms). */
  now?: () => number;
}

/** A formula's outcome: what spilled from its cell, or the error shown there and its tooltip. */
export interface FormulaResult {
  values: Value[][];
  error?: string;
}

// Custom functions run unauthorised: the Spreadsheet service is read-only and there is no UI.
const READ_ONLY_APIS = new Set(['SpreadsheetApp', 'Spreadsheet', 'Sheet', 'Range', 'DeveloperMetadata', 'Banding']);
const WRITE = /^(set|insert|delete|clear|add|remove|activate|toast|getUi|append|apply)/;
const NO_UI = new Set(['Ui', 'Menu']);
const CUSTOM_FUNCTION_LIMIT_MS = 30_000;

/** Runs inside the script's realm, so copies are made of its own Array, Date and Object (not v.map: that keeps Node's Array). */
const CLONE_INTO_REALM = `(function clone(v) {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) {
    var a = [];
    for (var i = 0; i < v.length; i++) a.push(clone(v[i]));
    return a;
  }
  if (Object.prototype.toString.call(v) === '[object Date]') return new Date(v.getTime());
  if (v !== null && typeof v === 'object') {
    var p = Object.getPrototypeOf(v);
    if (p === null || Object.getPrototypeOf(p) === null) {
      var o = {};
      Object.keys(v).forEach(function (k) { o[k] = clone(v[k]); });
      return o;
    }
  }
  return v;
})`;

const isDate = (v: unknown): v is Date => Object.prototype.toString.call(v) === '[object Date]';

/** One execution's crossing between Node and the script's realm. */
class Bridge {
  private readonly proxies = new WeakMap<object, object>();
  private readonly targets = new WeakMap<object, object>();
  private readonly cloneIn: (v: unknown) => unknown;
  readonly makeError: (message: string) => unknown;

  constructor(
    context: vm.Context,
    private readonly calls: CallLog,
    private readonly customFunction: boolean,
    private readonly failures: FailureInjector,
  ) {
    this.cloneIn = vm.runInContext(CLONE_INTO_REALM, context);
    this.makeError = vm.runInContext('(function (m) { return new Error(m); })', context);
  }

  toScript(v: unknown): unknown {
    return this.cloneIn(this.wrapAll(v));
  }

  toHost(v: unknown): unknown {
    if (typeof v !== 'object' || v === null) return v;
    if (Array.isArray(v)) return v.map((x) => this.toHost(x));
    if (isDate(v)) return new Date(v.getTime());
    if (v !== null && typeof v === 'object') {
      const target = this.targets.get(v);
      if (target) return target;
      const p = Object.getPrototypeOf(v);
      if (p === null || Object.getPrototypeOf(p) === null) {
        return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, this.toHost(x)]));
      }
    }
    return v;
  }

  private wrapAll(v: unknown): unknown {
    if (typeof v !== 'object' || v === null) return v;
    if (v instanceof ApiObject) return this.wrap(v);
    if (Array.isArray(v)) return v.map((x) => this.wrapAll(x));
    return v;
  }

  /** The script's handle on a service object: counts calls, hides the emulator's own members. */
  private wrap(target: ApiObject): object {
    const known = this.proxies.get(target);
    if (known) return known;
    const hidden = (prop: string | symbol) =>
      typeof prop === 'string' && (prop.startsWith('_') || prop.startsWith('host') || prop === 'constructor');
    const proxy = new Proxy(target, {
      get: (t, prop) => {
        if (typeof prop === 'symbol') return undefined;
        if (hidden(prop)) return undefined;
        const v: unknown = Reflect.get(t, prop, t);
        if (typeof v !== 'function') return this.toScript(v);
        return (...args: unknown[]) => this.call(t, prop, v as (...a: unknown[]) => unknown, args);
      },
      has: (t, prop) => !hidden(prop) && Reflect.has(t, prop),
      set: () => true,
      defineProperty: () => true,
      deleteProperty: () => true,
    });
    this.proxies.set(target, proxy);
    this.targets.set(proxy, target);
    return proxy;
  }

  private call(target: ApiObject, method: string, fn: (...a: unknown[]) => unknown, args: unknown[]): unknown {
    const name = `${target.hostApiName}.${method}`;
    this.calls.record(name);
    if (
      this.customFunction &&
      (NO_UI.has(target.hostApiName) || (READ_ONLY_APIS.has(target.hostApiName) && WRITE.test(method)))
    ) {
      throw this.makeError(
        `Exception: You do not have permission to call ${name}. A custom function cannot change the spreadsheet or show UI.`,
      );
    }
    const injected = this.failures.next(name, target.hostApiName);
    if (injected !== undefined) throw this.makeError(`Exception: ${injected}`);
    let result: unknown;
    try {
      result = fn.apply(
        target,
        args.map((a) => this.toHost(a)),
      );
    } catch (e) {
      throw this.makeError(`Exception: ${e instanceof Error ? e.message : String(e)}`);
    }
    return this.toScript(result);
  }
}

/** The last scripts compiled: a runtime per test on the same Code.js compiles it once. */
const COMPILED = new Map<string, vm.Script>();
function compiled(code: string): vm.Script {
  let script = COMPILED.get(code);
  if (!script) {
    script = new vm.Script(code, { filename: 'Code.gs' });
    if (COMPILED.size >= 4) COMPILED.delete(COMPILED.keys().next().value!);
    COMPILED.set(code, script);
  }
  return script;
}

const SERVICE_GLOBALS = [
  'SpreadsheetApp',
  'HtmlService',
  'PropertiesService',
  'LockService',
  'CacheService',
  'Session',
  'ScriptApp',
  'Logger',
  'console',
];

function messageOf(e: unknown): string {
  return e !== null && typeof e === 'object' && 'message' in e
    ? String((e as { message: unknown }).message)
    : String(e);
}

export class AppsScriptRuntime implements FormulaHost {
  readonly spreadsheet: EmulatedSpreadsheet;
  readonly properties = new EmulatedPropertiesService();
  readonly locks = new EmulatedLockService();
  readonly caches: EmulatedCacheService;
  readonly html: EmulatedHtmlService;
  /** Authorisation under granular consent: every scope granted unless a test grants fewer (hostGrant). */
  readonly scriptApp = new EmulatedScriptApp();
  readonly calls = new CallLog();
  readonly session = new EmulatedSession();
  /** Makes chosen service calls fail (tests of what a failure leaves behind). */
  readonly failures = new FailureInjector();
  readonly logs: string[] = [];
  private readonly app: EmulatedSpreadsheetApp;
  private readonly script: vm.Script;

  constructor(private readonly options: RuntimeOptions) {
    this.script = compiled(options.code);
    this.spreadsheet = options.spreadsheet ?? new EmulatedSpreadsheet();
    this.spreadsheet.formulaHost = this;
    this.app = new EmulatedSpreadsheetApp(this.spreadsheet);
    this.caches = new EmulatedCacheService(options.now ?? Date.now);
    this.html = new EmulatedHtmlService(options.htmlFiles ?? {});
  }

  /**
   * A second runtime on the same script, with a deep copy of everything the services hold: the
   * spreadsheet (EmulatedSpreadsheet.hostClone), the three property stores, the caches and who
   * holds each lock. Its call counts, failure injector and logs start empty. What one does never
   * reaches the other: a test prepares a state once and tries each failure on a fork of it.
   */
  fork(): AppsScriptRuntime {
    const copy = new AppsScriptRuntime({ ...this.options, spreadsheet: this.spreadsheet.hostClone() });
    for (const store of ['hostDocument', 'hostUser', 'hostScript'] as const)
      copy.properties[store].setProperties(this.properties[store].getProperties());
    for (const store of ['hostDocument', 'hostUser', 'hostScript'] as const) {
      copy.caches[store].hostCopyFrom(this.caches[store]);
      copy.locks[store].holder = this.locks[store].holder === null ? null : {};
    }
    return copy;
  }

  /** The top-level functions of the script: what Sheets, menus and google.script.run can call. */
  functionNames(): string[] {
    return this.execute(false, (global) =>
      Object.keys(global).filter((k) => typeof global[k] === 'function' && !SERVICE_GLOBALS.includes(k)),
    );
  }

  /** Runs a top-level function as one execution with full authorisation (a menu item, a trigger, a sidebar call). */
  run(name: string, ...args: unknown[]): unknown {
    return this.execute(false, (global, bridge) => {
      const fn = global[name];
      if (typeof fn !== 'function' || name.endsWith('_')) throw new ScriptError(`Script function not found: ${name}`);
      try {
        return bridge.toHost((fn as (...a: unknown[]) => unknown)(...(bridge.toScript(args) as unknown[])));
      } catch (e) {
        throw new ScriptError(
          messageOf(e),
          e !== null && typeof e === 'object' && 'stack' in e ? String(e.stack) : undefined,
        );
      }
    });
  }

  /** Writes a formula into a cell, as a user would, and returns what it shows. */
  setFormula(sheetName: string, a1: string, formula: string): FormulaResult {
    const range = this.spreadsheet.hostSheet(sheetName).getRange(a1);
    range.setFormula(formula);
    return this.formulaResult(range.getSheet(), range.getRow(), range.getColumn());
  }

  /** What the formula at this cell shows now. */
  formulaResult(sheet: EmulatedSheet, row: number, col: number): FormulaResult {
    const f = sheet.hostFormula(row, col);
    if (!f) throw new Error(`No formula at row ${row}, column ${col} of ${sheet.getName()}`);
    const values = sheet.getRange(f.spill.row, f.spill.col, f.spill.rows, f.spill.cols).getValues();
    return f.error !== undefined ? { values, error: f.error } : { values };
  }

  /** Evaluates every formula again, sheet by sheet, as after an edit of the data they read. */
  recalculate(): void {
    for (const sheet of this.spreadsheet.getSheets()) {
      for (const { row, col, cell } of sheet.hostFormulas()) this.hostEvaluate(sheet, row, col, cell.formula);
    }
  }

  /** A custom function as Sheets calls it: the referenced ranges' values in, the result spilled from the cell. */
  hostEvaluate(sheet: EmulatedSheet, row: number, col: number, formula: string): void {
    let outcome: { values: Value[][] } | { shown: string; error: string };
    try {
      if (/^=\s*REGEXMATCH\(/i.test(formula)) {
        // New crosstable's rule formula typed into a cell, evaluated as its data validation is (validation.ts).
        const holds = formulaHolds(parseCustomFormula(formula), { rows: 0, cols: 0 }, (r, c) => sheet.hostValue(r, c));
        sheet.hostSpill(row, col, { values: [[holds]] });
        return;
      }
      const call = parseFormula(formula);
      const args = call.args.map((a) =>
        a.kind === 'empty' ? '' : a.kind === 'value' ? a.value : this.referenced(sheet, a.sheet, a.a1),
      );
      outcome = this.execute(true, (global, bridge) => {
        const name = Object.keys(global).find(
          (k) =>
            k.toUpperCase() === call.name.toUpperCase() &&
            typeof global[k] === 'function' &&
            !k.endsWith('_') &&
            !SERVICE_GLOBALS.includes(k),
        );
        if (!name) return { shown: '#NAME?', error: `Unknown function: '${call.name}'.` };
        const started = Date.now();
        try {
          const out = bridge.toHost(
            (global[name] as (...a: unknown[]) => unknown)(...(bridge.toScript(args) as unknown[])),
          );
          if (Date.now() - started > CUSTOM_FUNCTION_LIMIT_MS)
            return { shown: '#ERROR!', error: 'Exceeded maximum execution time (line 0).' };
          return this.shape(out);
        } catch (e) {
          return { shown: '#ERROR!', error: messageOf(e) };
        }
      });
    } catch (e) {
      outcome = { shown: '#ERROR!', error: messageOf(e) };
    }
    if ('values' in outcome) {
      const rows = outcome.values.length;
      const cols = Math.max(...outcome.values.map((r) => r.length));
      if (row + rows - 1 > sheet.getMaxRows() || col + cols - 1 > sheet.getMaxColumns()) {
        outcome = {
          shown: '#REF!',
          error: 'Result was not automatically expanded, please insert more rows or columns.',
        };
      } else {
        const blocked = sheet.hostBlocked(row, col, rows, cols);
        if (blocked)
          outcome = {
            shown: '#REF!',
            error: `Array result was not expanded because it would overwrite data in ${blocked}.`,
          };
      }
    }
    sheet.hostSpill(row, col, outcome);
  }

  /** One cell's value, or rows of values for a larger range, as Sheets passes arguments. */
  private referenced(from: EmulatedSheet, sheetName: string | undefined, a1: string): unknown {
    const sheet = sheetName === undefined ? from : this.spreadsheet.hostSheet(sheetName);
    const range = sheet.getRange(splitSheetRef(a1).a1);
    const area: Area = range.hostArea();
    return area.rows === 1 && area.cols === 1 ? range.getValue() : range.getValues();
  }

  /** What a custom function returned, as cells: one value, or rows (ragged rows are padded). */
  private shape(out: unknown): { values: Value[][] } | { shown: string; error: string } {
    const cell = (v: unknown): Value | undefined =>
      v === null || v === undefined
        ? ''
        : typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean' || isDate(v)
          ? (v as Value)
          : undefined;
    if (!Array.isArray(out)) {
      const v = cell(out);
      return v === undefined
        ? { shown: '#ERROR!', error: `The function returned an object, which a cell cannot show.` }
        : { values: [[v]] };
    }
    if (!out.length || !out.every(Array.isArray)) {
      // Seen as an error here on purpose: the add-on always returns rows, and how Sheets lays out a flat array is not pinned down.
      return {
        shown: '#ERROR!',
        error: 'The emulator expects rows ([[…], …]) from a custom function returning several values.',
      };
    }
    const width = Math.max(1, ...out.map((r: unknown[]) => r.length));
    const values: Value[][] = [];
    for (const r of out as unknown[][]) {
      const line: Value[] = [];
      for (let c = 0; c < width; c++) {
        const v = cell(r[c]);
        if (v === undefined)
          return {
            shown: '#ERROR!',
            error: `The function returned an object at row ${values.length + 1}, which a cell cannot show.`,
          };
        line.push(v);
      }
      values.push(line);
    }
    return { values };
  }

  /** One execution: a fresh global scope with the services, the script loaded, `body` run, locks released. */
  private execute<T>(customFunction: boolean, body: (global: Record<string, unknown>, bridge: Bridge) => T): T {
    const global: Record<string, unknown> = {};
    const context = vm.createContext(global);
    const bridge = new Bridge(context, this.calls, customFunction, this.failures);
    const log = (...parts: unknown[]) => {
      this.logs.push(parts.map((p) => (typeof p === 'string' ? p : JSON.stringify(p))).join(' '));
    };
    Object.assign(global, {
      SpreadsheetApp: bridge.toScript(this.app),
      HtmlService: bridge.toScript(this.html),
      PropertiesService: bridge.toScript(this.properties),
      LockService: bridge.toScript(this.locks),
      CacheService: bridge.toScript(this.caches),
      Session: bridge.toScript(this.session),
      ScriptApp: bridge.toScript(this.scriptApp),
      Logger: { log },
      console: { log, info: log, warn: log, error: log },
    });
    try {
      try {
        this.script.runInContext(context);
      } catch (e) {
        throw new ScriptError(`Loading Code.gs failed: ${messageOf(e)}`);
      }
      return body(global, bridge);
    } finally {
      this.locks.hostEndExecution();
    }
  }
}
