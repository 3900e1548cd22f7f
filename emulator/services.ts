/**
 * HtmlService, PropertiesService, LockService and CacheService as the add-on uses them, in
 * memory, with the documented limits (property and cache sizes, lock timeouts) enforced so a
 * test meets them before Google does. Typed like spreadsheet.ts against @types/google-apps-script.
 */
import { ApiObject, Like, scriptTimeZone } from './spreadsheet';

type HtmlOutput = GoogleAppsScript.HTML.HtmlOutput;
type Properties = GoogleAppsScript.Properties.Properties;
type Lock = GoogleAppsScript.Lock.Lock;
type Cache = GoogleAppsScript.Cache.Cache;
type HtmlServiceType = GoogleAppsScript.HTML.HtmlService;
type PropertiesServiceType = GoogleAppsScript.Properties.PropertiesService;
type LockServiceType = GoogleAppsScript.Lock.LockService;
type CacheServiceType = GoogleAppsScript.Cache.CacheService;

export interface HtmlOutputApi extends Pick<HtmlOutput, 'getContent' | 'getTitle' | 'getWidth' | 'getHeight'> {
  setContent: Like<HtmlOutput, 'setContent', HtmlOutputApi>;
  append: Like<HtmlOutput, 'append', HtmlOutputApi>;
  clear: Like<HtmlOutput, 'clear', HtmlOutputApi>;
  setTitle: Like<HtmlOutput, 'setTitle', HtmlOutputApi>;
  setWidth: Like<HtmlOutput, 'setWidth', HtmlOutputApi>;
  setHeight: Like<HtmlOutput, 'setHeight', HtmlOutputApi>;
}

export class EmulatedHtmlOutput extends ApiObject implements HtmlOutputApi {
  readonly hostApiName = 'HtmlOutput';
  private _title = '';
  private _width = 300;
  private _height = 500;
  constructor(private _content: string) {
    super();
  }
  getContent(): string {
    return this._content;
  }
  setContent(content: string): this {
    this._content = content;
    return this;
  }
  append(addedContent: string): this {
    this._content += addedContent;
    return this;
  }
  clear(): this {
    this._content = '';
    return this;
  }
  getTitle(): string {
    return this._title;
  }
  setTitle(title: string): this {
    this._title = title;
    return this;
  }
  getWidth(): number {
    return this._width;
  }
  setWidth(width: number): this {
    this._width = width;
    return this;
  }
  getHeight(): number {
    return this._height;
  }
  setHeight(height: number): this {
    this._height = height;
    return this;
  }
}

export interface HtmlServiceApi {
  createHtmlOutput(html?: string): HtmlOutputApi;
  createHtmlOutputFromFile: Like<HtmlServiceType, 'createHtmlOutputFromFile', HtmlOutputApi>;
}

export class EmulatedHtmlService extends ApiObject implements HtmlServiceApi {
  readonly hostApiName = 'HtmlService';
  /** The project's HTML files by name without ".html", as pushed from dist/. */
  constructor(private readonly _files: Readonly<Record<string, string>>) {
    super();
  }
  createHtmlOutput(html = ''): EmulatedHtmlOutput {
    return new EmulatedHtmlOutput(html);
  }
  /** Served verbatim: no template scriptlets run (that is createTemplateFromFile). */
  createHtmlOutputFromFile(filename: string): EmulatedHtmlOutput {
    const name = filename.replace(/\.html$/, '');
    const html = Object.prototype.hasOwnProperty.call(this._files, name) ? this._files[name] : undefined;
    if (html === undefined) throw new Error(`No HTML file named ${filename} was found.`);
    return new EmulatedHtmlOutput(html);
  }
}

// Properties service quotas: 9 KB per value, 500 KB per store.
const MAX_PROPERTY_VALUE = 9 * 1024;
const MAX_PROPERTY_STORE = 500 * 1024;

export type PropertiesApi = Pick<Properties, 'getProperty' | 'getProperties' | 'getKeys'> & {
  setProperty: Like<Properties, 'setProperty', PropertiesApi>;
  deleteProperty: Like<Properties, 'deleteProperty', PropertiesApi>;
  deleteAllProperties: Like<Properties, 'deleteAllProperties', PropertiesApi>;
  setProperties(properties: { [key: string]: string }, deleteAllOthers?: boolean): PropertiesApi;
};

export class EmulatedProperties extends ApiObject implements PropertiesApi {
  readonly hostApiName = 'Properties';
  private readonly _map = new Map<string, string>();
  getProperty(key: string): string | null {
    return this._map.get(String(key)) ?? null;
  }
  getProperties(): { [key: string]: string } {
    return Object.fromEntries(this._map);
  }
  getKeys(): string[] {
    return [...this._map.keys()];
  }
  setProperty(key: string, value: string): this {
    return this.setProperties({ [key]: value });
  }
  setProperties(properties: { [key: string]: string }, deleteAllOthers = false): this {
    const next = new Map(deleteAllOthers ? [] : this._map);
    for (const [k, v] of Object.entries(properties)) {
      const text = String(v);
      if (text.length > MAX_PROPERTY_VALUE) throw new Error('Argument too large: value');
      next.set(k, text);
    }
    let size = 0;
    for (const [k, v] of next) size += k.length + v.length;
    if (size > MAX_PROPERTY_STORE)
      throw new Error('You have exceeded the property storage quota. Please remove some properties and try again.');
    this._map.clear();
    for (const [k, v] of next) this._map.set(k, v);
    return this;
  }
  deleteProperty(key: string): this {
    this._map.delete(key);
    return this;
  }
  deleteAllProperties(): this {
    this._map.clear();
    return this;
  }
}

export interface PropertiesServiceApi {
  getDocumentProperties: Like<PropertiesServiceType, 'getDocumentProperties', PropertiesApi>;
  getUserProperties: Like<PropertiesServiceType, 'getUserProperties', PropertiesApi>;
  getScriptProperties: Like<PropertiesServiceType, 'getScriptProperties', PropertiesApi>;
}

export class EmulatedPropertiesService extends ApiObject implements PropertiesServiceApi {
  readonly hostApiName = 'PropertiesService';
  readonly hostDocument = new EmulatedProperties();
  readonly hostUser = new EmulatedProperties();
  readonly hostScript = new EmulatedProperties();
  getDocumentProperties(): EmulatedProperties {
    return this.hostDocument;
  }
  getUserProperties(): EmulatedProperties {
    return this.hostUser;
  }
  getScriptProperties(): EmulatedProperties {
    return this.hostScript;
  }
}

/** Who holds one of the three locks: an execution's token, or another (simulated) one. */
export class LockSlot {
  holder: object | null = null;
  /** Simulates another execution holding the lock, to test contention. */
  hostHoldElsewhere(): void {
    this.holder = {};
  }
  hostRelease(): void {
    this.holder = null;
  }
}

/**
 * One execution's view of a lock. Nothing runs concurrently here, so waiting cannot help: a lock
 * held elsewhere makes tryLock false and waitLock throw at once, as they would after the timeout.
 */
export class EmulatedLock extends ApiObject implements Pick<Lock, 'hasLock' | 'releaseLock' | 'tryLock' | 'waitLock'> {
  readonly hostApiName = 'Lock';
  constructor(
    private readonly _slot: LockSlot,
    private readonly _execution: object,
  ) {
    super();
  }
  hasLock(): boolean {
    return this._slot.holder === this._execution;
  }
  tryLock(timeoutInMillis: number): boolean {
    if (!(timeoutInMillis >= 0)) throw new Error('Invalid argument: timeoutInMillis');
    if (this._slot.holder !== null && this._slot.holder !== this._execution) return false;
    this._slot.holder = this._execution;
    return true;
  }
  waitLock(timeoutInMillis: number): void {
    if (!this.tryLock(timeoutInMillis))
      throw new Error('Lock timeout: another process was holding the lock for too long.');
  }
  releaseLock(): void {
    if (this.hasLock()) this._slot.holder = null;
  }
}

export interface LockServiceApi {
  getDocumentLock: Like<
    LockServiceType,
    'getDocumentLock',
    Pick<Lock, 'hasLock' | 'releaseLock' | 'tryLock' | 'waitLock'>
  >;
  getScriptLock: Like<LockServiceType, 'getScriptLock', Pick<Lock, 'hasLock' | 'releaseLock' | 'tryLock' | 'waitLock'>>;
  getUserLock: Like<LockServiceType, 'getUserLock', Pick<Lock, 'hasLock' | 'releaseLock' | 'tryLock' | 'waitLock'>>;
}

export class EmulatedLockService extends ApiObject implements LockServiceApi {
  readonly hostApiName = 'LockService';
  readonly hostDocument = new LockSlot();
  readonly hostScript = new LockSlot();
  readonly hostUser = new LockSlot();
  /** The running execution, set by the runtime; its locks are released when it ends. */
  hostExecution: object = {};
  getDocumentLock(): EmulatedLock {
    return new EmulatedLock(this.hostDocument, this.hostExecution);
  }
  getScriptLock(): EmulatedLock {
    return new EmulatedLock(this.hostScript, this.hostExecution);
  }
  getUserLock(): EmulatedLock {
    return new EmulatedLock(this.hostUser, this.hostExecution);
  }
  hostEndExecution(): void {
    for (const slot of [this.hostDocument, this.hostScript, this.hostUser])
      if (slot.holder === this.hostExecution) slot.holder = null;
    this.hostExecution = {};
  }
}

// Cache service limits: keys up to 250 characters, values up to 100 KB, 10 min by default, 6 h at most.
const MAX_CACHE_KEY = 250;
const MAX_CACHE_VALUE = 100 * 1024;
const DEFAULT_EXPIRY_S = 600;
const MAX_EXPIRY_S = 21600;

type CacheApi = Pick<Cache, 'get' | 'getAll' | 'put' | 'putAll' | 'remove' | 'removeAll'>;

export class EmulatedCache extends ApiObject implements CacheApi {
  readonly hostApiName = 'Cache';
  private readonly _entries = new Map<string, { value: string; expires: number }>();
  constructor(private readonly _now: () => number) {
    super();
  }
  get(key: string): string | null {
    const e = this._entries.get(key);
    if (!e) return null;
    if (e.expires <= this._now()) {
      this._entries.delete(key);
      return null;
    }
    return e.value;
  }
  getAll(keys: string[]): { [key: string]: string } {
    const out: { [key: string]: string } = {};
    for (const k of keys) {
      const v = this.get(k);
      if (v !== null) out[k] = v;
    }
    return out;
  }
  put(key: string, value: string, expirationInSeconds = DEFAULT_EXPIRY_S): void {
    if (key.length > MAX_CACHE_KEY) throw new Error('Argument too large: key');
    if (String(value).length > MAX_CACHE_VALUE) throw new Error('Argument too large: value');
    const seconds = Math.min(Math.max(expirationInSeconds, 1), MAX_EXPIRY_S);
    this._entries.set(key, { value: String(value), expires: this._now() + seconds * 1000 });
  }
  putAll(values: { [key: string]: string }, expirationInSeconds?: number): void {
    for (const [k, v] of Object.entries(values)) this.put(k, v, expirationInSeconds);
  }
  remove(key: string): void {
    this._entries.delete(key);
  }
  /** Takes over another cache's entries with their expiry times (for a copied runtime). */
  hostCopyFrom(other: EmulatedCache): void {
    for (const [k, e] of other._entries) this._entries.set(k, { ...e });
  }
  removeAll(keys: string[]): void {
    for (const k of keys) this._entries.delete(k);
  }
}

export interface CacheServiceApi {
  getDocumentCache: Like<CacheServiceType, 'getDocumentCache', CacheApi | null>;
  getScriptCache: Like<CacheServiceType, 'getScriptCache', CacheApi>;
  getUserCache: Like<CacheServiceType, 'getUserCache', CacheApi>;
}

export class EmulatedCacheService extends ApiObject implements CacheServiceApi {
  readonly hostApiName = 'CacheService';
  readonly hostDocument: EmulatedCache;
  readonly hostScript: EmulatedCache;
  readonly hostUser: EmulatedCache;
  constructor(now: () => number) {
    super();
    this.hostDocument = new EmulatedCache(now);
    this.hostScript = new EmulatedCache(now);
    this.hostUser = new EmulatedCache(now);
  }
  getDocumentCache(): EmulatedCache {
    return this.hostDocument;
  }
  getScriptCache(): EmulatedCache {
    return this.hostScript;
  }
  getUserCache(): EmulatedCache {
    return this.hostUser;
  }
}

/** Session: the one call the add-on makes (the self-test compares the spreadsheet's time zone with the script's). */
export class EmulatedSession extends ApiObject implements Pick<GoogleAppsScript.Base.Session, 'getScriptTimeZone'> {
  readonly hostApiName = 'Session';
  getScriptTimeZone(): string {
    return scriptTimeZone();
  }
}

/** The authorisation modes the add-on names (ScriptApp.AuthMode). */
const AUTH_MODES = { NONE: 'NONE', CUSTOM_FUNCTION: 'CUSTOM_FUNCTION', LIMITED: 'LIMITED', FULL: 'FULL' } as const;

/** What getAuthorizationInfo(mode, scopes) answers: the scopes of that list the user granted. */
export class EmulatedAuthorizationInfo extends ApiObject {
  readonly hostApiName = 'AuthorizationInfo';
  constructor(
    private readonly _asked: readonly string[],
    private readonly _granted: ReadonlySet<string>,
  ) {
    super();
  }
  getAuthorizationStatus(): string {
    return this._asked.every((s) => this._granted.has(s)) ? 'NOT_REQUIRED' : 'REQUIRED';
  }
  getAuthorizedScopes(): string[] {
    return this._asked.filter((s) => this._granted.has(s));
  }
}

/**
 * ScriptApp's authorisation methods under granular consent: the user may have granted only some
 * of the manifest's scopes (hostGrant), getAuthorizationInfo says which, and requireScopes with a
 * scope not granted ends the run as Google does, to show its prompt: the prompt is recorded
 * (hostPrompts) and the run ends with an error the script should not catch.
 */
export class EmulatedScriptApp extends ApiObject {
  readonly hostApiName = 'ScriptApp';
  readonly AuthMode = AUTH_MODES;
  readonly AuthorizationStatus = { REQUIRED: 'REQUIRED', NOT_REQUIRED: 'NOT_REQUIRED' } as const;
  /** The scopes asked for by each prompt shown, in order. */
  readonly hostPrompts: string[][] = [];
  /** false: a surface where Google can show no prompt, and requireScopes returns without one. */
  hostCanPrompt = true;
  private _granted: Set<string> | null = null;

  /** Grants exactly these scopes (undefined: every scope, the state after a full consent). */
  hostGrant(scopes?: readonly string[]): void {
    this._granted = scopes === undefined ? null : new Set(scopes);
  }
  private _has(scope: string): boolean {
    return this._granted === null || this._granted.has(scope);
  }
  getAuthorizationInfo(authMode: string, oAuthScopes?: string[]): EmulatedAuthorizationInfo {
    void authMode;
    const asked = oAuthScopes ?? [];
    return new EmulatedAuthorizationInfo(asked, new Set(asked.filter((s) => this._has(s))));
  }
  requireScopes(authMode: string, oAuthScopes: string[]): void {
    void authMode;
    const missing = oAuthScopes.filter((s) => !this._has(s));
    if (!missing.length || !this.hostCanPrompt) return;
    this.hostPrompts.push(missing);
    throw new Error('Authorization is required to perform that action.');
  }
}
