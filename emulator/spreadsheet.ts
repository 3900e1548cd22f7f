/**
 * An in-memory spreadsheet with the part of SpreadsheetApp the add-on uses. Each class
 * implements an interface built from @types/google-apps-script: Pick<> for methods returning
 * plain values, Like<> for those returning another API object (ours instead of Google's), so tsc
 * checks every parameter list against the real one. Overloaded methods (getRange, alert,
 * insertSheet, addDeveloperMetadata) are written out by hand: Like<> would see only one overload.
 *
 * Members whose names start with `_` or `host` are the emulator's own: the runtime hides them
 * from the script (calling one from Code.js fails as it would on Google's servers).
 */
import { Area, areaA1, cellA1, parseA1, splitSheetRef } from './a1';
import { displayText } from './display';
import { CellGrid } from './grid';
import { CustomFormula, DEFAULT_REJECTION, formulaHolds, localeSeparator, parseCustomFormula } from './validation';
import type { Value } from './value';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Range = GoogleAppsScript.Spreadsheet.Range;
type Ui = GoogleAppsScript.Base.Ui;
type Menu = GoogleAppsScript.Base.Menu;
type DeveloperMetadata = GoogleAppsScript.Spreadsheet.DeveloperMetadata;
type Banding = GoogleAppsScript.Spreadsheet.Banding;
type FontWeight = GoogleAppsScript.Spreadsheet.FontWeight;
type SpreadsheetApp = GoogleAppsScript.Spreadsheet.SpreadsheetApp;

/** Method K of the real API T: its parameter list, returning R (our emulated object instead of Google's). */
export type Like<T, K extends keyof T, R> = T[K] extends (...args: infer A) => unknown ? (...args: A) => R : never;

/** What a cell holds (value.ts). */
export type { Value };

/** Every emulated object names its API type, for call counts and messages ("Range.setValues"). */
export abstract class ApiObject {
  abstract readonly hostApiName: string;
}

/** Evaluates a formula written into a cell (the runtime, once it has loaded the script). */
export interface FormulaHost {
  hostEvaluate(sheet: EmulatedSheet, row: number, col: number, formula: string): void;
}

/**
 * Text as Sheets reads it when typed or written with setValue(s): numbers, TRUE/FALSE and dates
 * become values; a leading apostrophe keeps the rest as text. Dates follow the US locale, so
 * "1/2" (a half point typed the obvious way) becomes January 2nd: the trap the reader reports.
 */
export function asTyped(text: string): Value {
  if (text.startsWith("'")) return text.slice(1);
  const s = text.trim();
  // Only a digit, sign, point, t or f can start a number, a boolean or a date: the rest is text at once.
  const first = s.charCodeAt(0);
  if (!(
    (first >= 48 && first <= 57) ||
    first === 43 ||
    first === 45 ||
    first === 46 ||
    first === 116 ||
    first === 84 ||
    first === 102 ||
    first === 70
  ))
    return text;
  if (/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(s)) return Number(s);
  if (/^(true|false)$/i.test(s)) return s.toLowerCase() === 'true';
  const d = /^(\d{1,2})\/(\d{1,2})(?:\/(\d{2}|\d{4}))?$/.exec(s);
  const month = Number(d?.[1]);
  const day = Number(d?.[2]);
  if (d && month >= 1 && month <= 12 && day >= 1 && day <= 31) {
    const year = d[3] ? (d[3].length === 2 ? 2000 + Number(d[3]) : Number(d[3])) : new Date().getFullYear();
    return new Date(year, month - 1, day);
  }
  return text;
}

/** The time zone scripts run in here: Node's own, which the script's realm shares. */
export function scriptTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function copyValue(v: Value): Value {
  return typeof v !== 'object'
    ? v
    : v instanceof Date || Object.prototype.toString.call(v) === '[object Date]'
      ? new Date((v as Date).getTime())
      : v;
}

export interface DeveloperMetadataApi extends Pick<DeveloperMetadata, 'getId' | 'getKey' | 'getValue' | 'remove'> {
  setKey: Like<DeveloperMetadata, 'setKey', DeveloperMetadataApi>;
  setValue: Like<DeveloperMetadata, 'setValue', DeveloperMetadataApi>;
}

export interface RangeApi extends Pick<
  Range,
  | 'getValues'
  | 'getValue'
  | 'getFormula'
  | 'getFormulas'
  | 'getNumberFormat'
  | 'getNumberFormats'
  | 'getA1Notation'
  | 'getRow'
  | 'getColumn'
  | 'getNumRows'
  | 'getNumColumns'
  | 'getLastRow'
  | 'getLastColumn'
  | 'getNote'
  | 'getDisplayValue'
  | 'getDisplayValues'
  | 'getFontWeight'
  | 'getFontWeights'
  | 'getHorizontalAlignment'
  | 'getHorizontalAlignments'
> {
  setNote: Like<Range, 'setNote', RangeApi>;
  setFontWeight: Like<Range, 'setFontWeight', RangeApi>;
  setFontWeights: Like<Range, 'setFontWeights', RangeApi>;
  setHorizontalAlignment: Like<Range, 'setHorizontalAlignment', RangeApi>;
  /** The default theme only (header row coloured, no footer): the one the add-on applies. */
  applyRowBanding(): BandingApi;
  activate: Like<Range, 'activate', RangeApi>;
  setValues: Like<Range, 'setValues', RangeApi>;
  setValue: Like<Range, 'setValue', RangeApi>;
  setFormula: Like<Range, 'setFormula', RangeApi>;
  clearContent: Like<Range, 'clearContent', RangeApi>;
  setNumberFormat: Like<Range, 'setNumberFormat', RangeApi>;
  setNumberFormats: Like<Range, 'setNumberFormats', RangeApi>;
  getSheet: Like<Range, 'getSheet', SheetApi>;
  setDataValidation(rule: DataValidationApi | null): RangeApi;
  getDataValidation(): DataValidationApi | null;
  getDataValidations(): (DataValidationApi | null)[][];
}

export interface BandingApi {
  getRange: Like<Banding, 'getRange', RangeApi>;
  remove: Like<Banding, 'remove', void>;
}

export interface SheetApi extends Pick<
  Sheet,
  | 'getName'
  | 'getSheetId'
  | 'getIndex'
  | 'getMaxRows'
  | 'getMaxColumns'
  | 'getLastRow'
  | 'getLastColumn'
  | 'getFrozenRows'
  | 'setFrozenRows'
  | 'getColumnWidth'
> {
  setColumnWidth: Like<Sheet, 'setColumnWidth', SheetApi>;
  getBandings: Like<Sheet, 'getBandings', BandingApi[]>;
  getRange(row: number, column: number, numRows?: number, numColumns?: number): RangeApi;
  getRange(a1Notation: string): RangeApi;
  getDataRange: Like<Sheet, 'getDataRange', RangeApi>;
  insertRowsAfter: Like<Sheet, 'insertRowsAfter', SheetApi>;
  insertColumnsAfter: Like<Sheet, 'insertColumnsAfter', SheetApi>;
  setName: Like<Sheet, 'setName', SheetApi>;
  getParent: Like<Sheet, 'getParent', SpreadsheetApi>;
  clear: Like<Sheet, 'clear', SheetApi>;
  clearContents: Like<Sheet, 'clearContents', SheetApi>;
  activate: Like<Sheet, 'activate', SheetApi>;
  addDeveloperMetadata(key: string, value?: string): SheetApi;
  getDeveloperMetadata: Like<Sheet, 'getDeveloperMetadata', DeveloperMetadataApi[]>;
}

export interface MenuApi extends Pick<Menu, 'addToUi'> {
  addItem: Like<Menu, 'addItem', MenuApi>;
  addSeparator: Like<Menu, 'addSeparator', MenuApi>;
  addSubMenu(menu: MenuApi): MenuApi;
}

/** What a dialog or sidebar is given: our HtmlOutput. */
export interface ShownHtml {
  getContent(): string;
  getTitle(): string;
}

export interface UiApi {
  createMenu: Like<Ui, 'createMenu', MenuApi>;
  createAddonMenu: Like<Ui, 'createAddonMenu', MenuApi>;
  showSidebar(userInterface: ShownHtml): void;
  showModalDialog(userInterface: ShownHtml, title: string): void;
  showModelessDialog(userInterface: ShownHtml, title: string): void;
  alert(prompt: string): string;
  alert(prompt: string, buttons: string): string;
  alert(title: string, prompt: string, buttons: string): string;
}

export interface SpreadsheetApi extends Pick<
  Spreadsheet,
  'getName' | 'getId' | 'getNumSheets' | 'toast' | 'getSpreadsheetLocale' | 'getSpreadsheetTimeZone'
> {
  getSheets: Like<Spreadsheet, 'getSheets', SheetApi[]>;
  getSheetByName: Like<Spreadsheet, 'getSheetByName', SheetApi | null>;
  getActiveSheet: Like<Spreadsheet, 'getActiveSheet', SheetApi>;
  setActiveSheet(sheet: SheetApi): SheetApi;
  insertSheet(): SheetApi;
  insertSheet(sheetIndex: number): SheetApi;
  insertSheet(sheetName: string, sheetIndex?: number): SheetApi;
  deleteSheet(sheet: SheetApi): void;
  getRange: Like<Spreadsheet, 'getRange', RangeApi>;
  getActiveRange: Like<Spreadsheet, 'getActiveRange', RangeApi | null>;
  addDeveloperMetadata(key: string, value?: string): SpreadsheetApi;
  getDeveloperMetadata: Like<Spreadsheet, 'getDeveloperMetadata', DeveloperMetadataApi[]>;
}

export interface SpreadsheetAppApi extends Pick<SpreadsheetApp, 'flush'> {
  getActiveSpreadsheet: Like<SpreadsheetApp, 'getActiveSpreadsheet', SpreadsheetApi>;
  getActive: Like<SpreadsheetApp, 'getActive', SpreadsheetApi>;
  getActiveSheet: Like<SpreadsheetApp, 'getActiveSheet', SheetApi>;
  getActiveRange: Like<SpreadsheetApp, 'getActiveRange', RangeApi | null>;
  getUi: Like<SpreadsheetApp, 'getUi', UiApi>;
  newDataValidation(): DataValidationBuilderApi;
}

const key = (row: number, col: number) => `${row},${col}`;
/** The row and column a key() was made from. */
function unkey(k: string): [number, number] {
  const [row, col] = k.split(',').map(Number);
  if (row === undefined || col === undefined) throw new Error(`Not a cell key: "${k}"`);
  return [row, col];
}

export interface FormulaCell {
  formula: string;
  /** The area its result covers (the anchor alone for one value or an error). */
  spill: Area;
  /** The #ERROR! tooltip, when it failed. */
  error?: string;
}

export class EmulatedDeveloperMetadata extends ApiObject implements DeveloperMetadataApi {
  readonly hostApiName = 'DeveloperMetadata';
  constructor(
    private readonly _owner: { _metadata: EmulatedDeveloperMetadata[] },
    private readonly _id: number,
    private _key: string,
    private _value: string | null,
  ) {
    super();
  }
  getId(): number {
    return this._id;
  }
  getKey(): string {
    return this._key;
  }
  getValue(): string | null {
    return this._value;
  }
  setKey(key: string): this {
    this._key = key;
    return this;
  }
  setValue(value: string): this {
    this._value = value;
    return this;
  }
  /** The same entry (id, key, value) on another owner: for copying a spreadsheet. */
  hostCopyFor(owner: { _metadata: EmulatedDeveloperMetadata[] }): EmulatedDeveloperMetadata {
    return new EmulatedDeveloperMetadata(owner, this._id, this._key, this._value);
  }
  remove(): void {
    const list = this._owner._metadata;
    const i = list.indexOf(this);
    if (i >= 0) list.splice(i, 1);
  }
}

type DataValidation = GoogleAppsScript.Spreadsheet.DataValidation;
type DataValidationBuilder = GoogleAppsScript.Spreadsheet.DataValidationBuilder;

/** Written by hand where the real API returns the DataValidationCriteria enum: ours names it ("CUSTOM_FORMULA"). */
export interface DataValidationApi extends Pick<
  DataValidation,
  'getAllowInvalid' | 'getCriteriaValues' | 'getHelpText'
> {
  getCriteriaType(): string;
  copy(): DataValidationBuilderApi;
}

export interface DataValidationBuilderApi extends Pick<
  DataValidationBuilder,
  'getAllowInvalid' | 'getCriteriaValues' | 'getHelpText'
> {
  getCriteriaType(): string | null;
  build(): DataValidationApi;
  copy(): DataValidationBuilderApi;
  requireFormulaSatisfied: Like<DataValidationBuilder, 'requireFormulaSatisfied', DataValidationBuilderApi>;
  setAllowInvalid: Like<DataValidationBuilder, 'setAllowInvalid', DataValidationBuilderApi>;
  setHelpText: Like<DataValidationBuilder, 'setHelpText', DataValidationBuilderApi>;
}

interface Criteria {
  type: string;
  values: unknown[];
}

/** A built rule: immutable, as in Apps Script (change it through copy()). Only custom formulas are evaluated (validation.ts). */
export class EmulatedDataValidation extends ApiObject implements DataValidationApi {
  readonly hostApiName = 'DataValidation';
  private _formula?: { separator: ',' | ';'; formula: CustomFormula };
  constructor(
    private readonly _criteria: Criteria,
    private readonly _allowInvalid: boolean,
    private readonly _helpText: string | null,
  ) {
    super();
  }
  getCriteriaType(): string {
    return this._criteria.type;
  }
  getCriteriaValues(): unknown[] {
    return [...this._criteria.values];
  }
  getAllowInvalid(): boolean {
    return this._allowInvalid;
  }
  getHelpText(): string {
    return this._helpText ?? '';
  }
  copy(): EmulatedDataValidationBuilder {
    return new EmulatedDataValidationBuilder(this._criteria, this._allowInvalid, this._helpText);
  }
  /** The custom formula, read once, in a locale with this argument separator; throws for a rule the emulator cannot evaluate. */
  hostFormula(separator: ',' | ';'): CustomFormula {
    if (this._criteria.type !== 'CUSTOM_FORMULA')
      throw new Error(`The emulator evaluates custom-formula rules only, not ${this._criteria.type}`);
    if (this._formula?.separator !== separator)
      this._formula = { separator, formula: parseCustomFormula(String(this._criteria.values[0]), separator) };
    return this._formula.formula;
  }
}

export class EmulatedDataValidationBuilder extends ApiObject implements DataValidationBuilderApi {
  readonly hostApiName = 'DataValidationBuilder';
  /** A new builder allows invalid entries (shown flagged), as Sheets' does. */
  constructor(
    private _criteria: Criteria | null = null,
    private _allowInvalid = true,
    private _helpText: string | null = null,
  ) {
    super();
  }
  getCriteriaType(): string | null {
    return this._criteria?.type ?? null;
  }
  getCriteriaValues(): unknown[] {
    return this._criteria ? [...this._criteria.values] : [];
  }
  getAllowInvalid(): boolean {
    return this._allowInvalid;
  }
  getHelpText(): string | null {
    return this._helpText;
  }
  requireFormulaSatisfied(formula: string): this {
    this._criteria = { type: 'CUSTOM_FORMULA', values: [String(formula)] };
    return this;
  }
  setAllowInvalid(allowInvalidData: boolean): this {
    this._allowInvalid = Boolean(allowInvalidData);
    return this;
  }
  setHelpText(helpText: string): this {
    this._helpText = String(helpText);
    return this;
  }
  copy(): EmulatedDataValidationBuilder {
    return new EmulatedDataValidationBuilder(this._criteria, this._allowInvalid, this._helpText);
  }
  build(): EmulatedDataValidation {
    if (!this._criteria) throw new Error('The data validation rule has no criteria.');
    return new EmulatedDataValidation(this._criteria, this._allowInvalid, this._helpText);
  }
}

/** What typing into a cell did (EmulatedSheet.hostType): refused with the message Sheets shows, or written (flagged when invalid but allowed). */
export type TypedEntry = { accepted: true; flagged?: string } | { accepted: false; message: string };

export class EmulatedRange extends ApiObject implements RangeApi {
  readonly hostApiName = 'Range';
  constructor(
    private readonly _sheet: EmulatedSheet,
    private readonly _area: Area,
  ) {
    super();
  }
  getValues(): Value[][] {
    const a = this._area;
    return this._sheet.hostBlock(a.row, a.col, a.rows, a.cols);
  }
  getValue(): Value {
    return copyValue(this._sheet.hostValue(this._area.row, this._area.col));
  }
  setValues(values: unknown[][]): this {
    const a = this._area;
    if (!Array.isArray(values) || values.length !== a.rows) {
      throw new Error(
        `The number of rows in the data does not match the number of rows in the range. The data has ${Array.isArray(values) ? values.length : 0} but the range has ${a.rows}.`,
      );
    }
    for (const row of values) {
      if (!Array.isArray(row) || row.length !== a.cols) {
        throw new Error(
          `The number of columns in the data does not match the number of columns in the range. The data has ${Array.isArray(row) ? row.length : 0} but the range has ${a.cols}.`,
        );
      }
    }
    for (let r = 0; r < a.rows; r++) {
      const line = values[r]!; // checked above: a.rows rows of a.cols
      for (let c = 0; c < a.cols; c++) this._sheet.hostWrite(a.row + r, a.col + c, line[c]);
    }
    return this;
  }
  setValue(value: unknown): this {
    this._eachCell((row, col) => this._sheet.hostWrite(row, col, value));
    return this;
  }
  getNote(): string {
    return this._sheet.hostNote(this._area.row, this._area.col);
  }
  /** Sets the note of every cell in the range ("" removes it). */
  setNote(note: string | null): this {
    this._eachCell((row, col) => this._sheet.hostSetNote(row, col, note ?? ''));
    return this;
  }
  /** Selects the range: its sheet becomes the active one. */
  activate(): this {
    this._sheet.getParent().hostSelect(this._sheet.getName(), this.getA1Notation());
    return this;
  }
  getFormula(): string {
    return this._sheet.hostFormula(this._area.row, this._area.col)?.formula ?? '';
  }
  getFormulas(): string[][] {
    return this._grid((row, col) => this._sheet.hostFormula(row, col)?.formula ?? '');
  }
  setFormula(formula: string): this {
    this._sheet.hostWrite(this._area.row, this._area.col, formula.startsWith('=') ? formula : `=${formula}`);
    return this;
  }
  clearContent(): this {
    this._sheet.hostClear(this._area);
    return this;
  }
  getNumberFormat(): string {
    return this._sheet.hostFormat(this._area.row, this._area.col);
  }
  getNumberFormats(): string[][] {
    const a = this._area;
    return this._sheet.hostFormatBlock(a.row, a.col, a.rows, a.cols);
  }
  /** The cell's value as the sheet shows it, through its number format (display.ts). */
  getDisplayValue(): string {
    return displayText(
      this._sheet.hostValue(this._area.row, this._area.col),
      this._sheet.hostFormat(this._area.row, this._area.col),
    );
  }
  getDisplayValues(): string[][] {
    return this._grid((row, col) => displayText(this._sheet.hostValue(row, col), this._sheet.hostFormat(row, col)));
  }
  getFontWeight(): FontWeight {
    return this._sheet.hostFontWeight(this._area.row, this._area.col);
  }
  getFontWeights(): FontWeight[][] {
    return this._grid((row, col) => this._sheet.hostFontWeight(row, col));
  }
  setFontWeight(fontWeight: FontWeight | null): this {
    this._eachCell((row, col) => this._sheet.hostSetFontWeight(row, col, fontWeight ?? 'normal'));
    return this;
  }
  /** "general" (Sheets' default: numbers right, text left), "left", "center" or "right"; null resets. */
  getHorizontalAlignment(): string {
    return this._sheet.hostAlignment(this._area.row, this._area.col);
  }
  getHorizontalAlignments(): string[][] {
    return this._grid((row, col) => this._sheet.hostAlignment(row, col));
  }
  setHorizontalAlignment(alignment: 'left' | 'center' | 'normal' | 'right' | null): this {
    const value = alignment === null || alignment === 'normal' ? 'general' : alignment;
    if (!['general', 'left', 'center', 'right'].includes(value))
      throw new Error(`Invalid argument: alignment (${String(alignment)})`);
    this._eachCell((row, col) => this._sheet.hostSetAlignment(row, col, value));
    return this;
  }
  setFontWeights(fontWeights: (FontWeight | null)[][]): this {
    if (fontWeights.length !== this._area.rows || fontWeights.some((r) => r.length !== this._area.cols)) {
      throw new Error('The number of rows or columns in the data does not match the range.');
    }
    this._eachCell((row, col, r, c) => this._sheet.hostSetFontWeight(row, col, fontWeights[r]![c] ?? 'normal'));
    return this;
  }
  /** Alternating row colours over the range; a range may carry only one banding, as in Sheets. */
  applyRowBanding(): EmulatedBanding {
    return this._sheet.hostAddBanding(this._area);
  }
  setNumberFormat(numberFormat: string): this {
    this._eachCell((row, col) => this._sheet.hostSetFormat(row, col, numberFormat));
    return this;
  }
  setNumberFormats(numberFormats: string[][]): this {
    if (numberFormats.length !== this._area.rows || numberFormats.some((r) => r.length !== this._area.cols)) {
      throw new Error('The number of rows or columns in the data does not match the range.');
    }
    const a = this._area;
    for (let r = 0; r < a.rows; r++) {
      const line = numberFormats[r]!; // checked above: a.rows rows of a.cols
      for (let c = 0; c < a.cols; c++) this._sheet.hostSetFormat(a.row + r, a.col + c, line[c]!);
    }
    return this;
  }
  getSheet(): EmulatedSheet {
    return this._sheet;
  }
  /** The rule for every cell of the range (null removes it); a custom formula's references are relative to the top-left cell. */
  setDataValidation(rule: EmulatedDataValidation | null): this {
    rule?.hostFormula(localeSeparator(this._sheet.getParent().getSpreadsheetLocale()));
    const anchor = { row: this._area.row, col: this._area.col };
    this._eachCell((row, col) => this._sheet.hostSetValidation(row, col, rule && { rule, anchor }));
    return this;
  }
  /** The top-left cell's rule, or null. */
  getDataValidation(): EmulatedDataValidation | null {
    return this._sheet.hostValidation(this._area.row, this._area.col)?.rule ?? null;
  }
  getDataValidations(): (EmulatedDataValidation | null)[][] {
    return this._grid((row, col) => this._sheet.hostValidation(row, col)?.rule ?? null);
  }
  getA1Notation(): string {
    return areaA1(this._area);
  }
  getRow(): number {
    return this._area.row;
  }
  getColumn(): number {
    return this._area.col;
  }
  getNumRows(): number {
    return this._area.rows;
  }
  getNumColumns(): number {
    return this._area.cols;
  }
  getLastRow(): number {
    return this._area.row + this._area.rows - 1;
  }
  getLastColumn(): number {
    return this._area.col + this._area.cols - 1;
  }
  hostArea(): Area {
    return { ...this._area };
  }
  private _eachCell(f: (row: number, col: number, r: number, c: number) => void): void {
    for (let r = 0; r < this._area.rows; r++)
      for (let c = 0; c < this._area.cols; c++) f(this._area.row + r, this._area.col + c, r, c);
  }
  private _grid<T>(f: (row: number, col: number) => T): T[][] {
    return Array.from({ length: this._area.rows }, (_, r) =>
      Array.from({ length: this._area.cols }, (_, c) => f(this._area.row + r, this._area.col + c)),
    );
  }
}

export class EmulatedBanding extends ApiObject implements BandingApi {
  readonly hostApiName = 'Banding';
  constructor(
    private readonly _sheet: EmulatedSheet,
    private readonly _area: Area,
  ) {
    super();
  }
  getRange(): EmulatedRange {
    return new EmulatedRange(this._sheet, { ...this._area });
  }
  remove(): void {
    this._sheet.hostRemoveBanding(this);
  }
  hostArea(): Area {
    return { ...this._area };
  }
}

/** Sheets' default column width, in pixels. */
const DEFAULT_COLUMN_WIDTH = 100;

/** A cell's rule and the top-left cell of the range it was set on (its formula's references are relative to that cell). */
interface PlacedValidation {
  rule: EmulatedDataValidation;
  anchor: { row: number; col: number };
}

export class EmulatedSheet extends ApiObject implements SheetApi {
  readonly hostApiName = 'Sheet';
  readonly _metadata: EmulatedDeveloperMetadata[] = [];
  private _cells = new CellGrid<Value>();
  private readonly _formulas = new Map<string, FormulaCell>();
  private _formats = new CellGrid<string>();
  private readonly _notes = new Map<string, string>();
  private _frozenRows = 0;
  private _validations = new CellGrid<PlacedValidation>();
  private _fontWeights = new CellGrid<FontWeight>();
  private _alignments = new CellGrid<string>();
  private readonly _columnWidths = new Map<number, number>();
  private readonly _bandings: EmulatedBanding[] = [];

  constructor(
    private readonly _parent: EmulatedSpreadsheet,
    private _name: string,
    private readonly _id: number,
    private _maxRows = 1000,
    private _maxCols = 26,
  ) {
    super();
  }

  getRange(row: number, column: number, numRows?: number, numColumns?: number): EmulatedRange;
  getRange(a1Notation: string): EmulatedRange;
  getRange(a: string | number, column?: number, numRows = 1, numColumns = 1): EmulatedRange {
    const area: Area =
      typeof a === 'string' ? parseA1(a, this._maxRows) : { row: a, col: column!, rows: numRows, cols: numColumns };
    if (![area.row, area.col, area.rows, area.cols].every((n) => Number.isInteger(n) && n >= 1)) {
      throw new Error(
        'The starting row or column of the range is too small, or the number of rows or columns is less than 1.',
      );
    }
    if (area.row + area.rows - 1 > this._maxRows || area.col + area.cols - 1 > this._maxCols) {
      throw new Error('The coordinates of the range are outside the dimensions of the sheet.');
    }
    return new EmulatedRange(this, area);
  }
  getDataRange(): EmulatedRange {
    return new EmulatedRange(this, {
      row: 1,
      col: 1,
      rows: Math.max(1, this.getLastRow()),
      cols: Math.max(1, this.getLastColumn()),
    });
  }
  /** Adds blank rows at the end (the only place the add-on adds them; cells below do not move here). */
  insertRowsAfter(afterPosition: number, howMany: number): this {
    if (afterPosition !== this._maxRows) throw new Error('The emulator only inserts rows after the last row.');
    this._maxRows += howMany;
    return this;
  }
  insertColumnsAfter(afterPosition: number, howMany: number): this {
    if (afterPosition !== this._maxCols) throw new Error('The emulator only inserts columns after the last column.');
    this._maxCols += howMany;
    return this;
  }
  getName(): string {
    return this._name;
  }
  setName(name: string): this {
    this._parent.hostCheckName(name, this);
    this._name = name;
    return this;
  }
  getSheetId(): number {
    return this._id;
  }
  getIndex(): number {
    return this._parent.getSheets().indexOf(this) + 1;
  }
  getParent(): EmulatedSpreadsheet {
    return this._parent;
  }
  getMaxRows(): number {
    return this._maxRows;
  }
  getMaxColumns(): number {
    return this._maxCols;
  }
  getLastRow(): number {
    return this._cells.lastRow();
  }
  getLastColumn(): number {
    return this._cells.lastCol();
  }
  clear(): this {
    this.clearContents();
    this._formats.clear();
    this._notes.clear();
    this._fontWeights.clear();
    this._alignments.clear();
    return this;
  }
  clearContents(): this {
    this._cells.clear();
    this._formulas.clear();
    return this;
  }
  activate(): this {
    this._parent.setActiveSheet(this);
    return this;
  }
  getFrozenRows(): number {
    return this._frozenRows;
  }
  setFrozenRows(rows: number): void {
    this._frozenRows = rows;
  }
  getColumnWidth(columnPosition: number): number {
    return this._columnWidths.get(columnPosition) ?? DEFAULT_COLUMN_WIDTH;
  }
  setColumnWidth(columnPosition: number, width: number): this {
    if (!Number.isInteger(columnPosition) || columnPosition < 1 || columnPosition > this._maxCols)
      throw new Error('The coordinates of the range are outside the dimensions of the sheet.');
    this._columnWidths.set(columnPosition, width);
    return this;
  }
  getBandings(): EmulatedBanding[] {
    return [...this._bandings];
  }
  addDeveloperMetadata(key: string, value?: string): this {
    this._metadata.push(new EmulatedDeveloperMetadata(this, this._parent.hostNextMetadataId(), key, value ?? null));
    return this;
  }
  getDeveloperMetadata(): EmulatedDeveloperMetadata[] {
    return [...this._metadata];
  }

  // ---- the emulator's own access (hidden from the script) ----

  /**
   * Everything the sheet holds, as plain JSON (dates as {date: ISO}), for comparing states:
   * name, id, size, frozen rows, every cell's value, formula, number format and note, and its
   * developer metadata. Entries are sorted, so equal sheets give equal states.
   */
  hostState(): SheetState {
    const byCell = (a: string, b: string) => {
      const [ra, ca] = unkey(a);
      const [rb, cb] = unkey(b);
      return ra - rb || ca - cb;
    };
    const sorted = <T>(m: Map<string, T>, f: (v: T) => unknown) =>
      [...m].sort(([a], [b]) => byCell(a, b)).map(([k, v]) => [k, f(v)]);
    const entries = <T>(g: CellGrid<T>, f: (v: T) => unknown) => {
      const out: unknown[][] = [];
      g.forEach((v, row, col) => out.push([key(row, col), f(v)]));
      return out;
    };
    const json = (v: Value) => (v instanceof Date ? { date: v.toISOString() } : v);
    return {
      name: this._name,
      id: this._id,
      maxRows: this._maxRows,
      maxCols: this._maxCols,
      frozenRows: this._frozenRows,
      values: entries(this._cells, json),
      formulas: sorted(this._formulas, (f) => ({ formula: f.formula, spill: { ...f.spill }, error: f.error ?? null })),
      formats: entries(this._formats, (f) => f),
      notes: sorted(this._notes, (n) => n),
      fontWeights: entries(this._fontWeights, (w) => w),
      alignments: entries(this._alignments, (a) => a),
      columnWidths: [...this._columnWidths].sort(([a], [b]) => a - b),
      bandings: this._bandings.map((b) => areaA1(b.hostArea())),
      validations: entries(this._validations, (v) => ({
        criteria: v.rule.getCriteriaType(),
        values: v.rule.getCriteriaValues(),
        helpText: v.rule.getHelpText(),
        allowInvalid: v.rule.getAllowInvalid(),
        from: cellA1(v.anchor.row, v.anchor.col),
      })),
      metadata: this._metadata.map((m) => ({ id: m.getId(), key: m.getKey(), value: m.getValue() })),
    };
  }
  /** A copy of everything the sheet holds (hostState's whole content), belonging to `parent`. */
  hostCopyFor(parent: EmulatedSpreadsheet): EmulatedSheet {
    const copy = new EmulatedSheet(parent, this._name, this._id, this._maxRows, this._maxCols);
    copy._cells = this._cells.clone(copyValue);
    copy._formats = this._formats.clone((f) => f);
    for (const [k, f] of this._formulas)
      copy._formulas.set(k, { formula: f.formula, spill: { ...f.spill }, error: f.error });
    for (const [k, n] of this._notes) copy._notes.set(k, n);
    copy._frozenRows = this._frozenRows;
    copy._validations = this._validations.clone((v) => v);
    copy._fontWeights = this._fontWeights.clone((w) => w);
    copy._alignments = this._alignments.clone((a) => a);
    for (const [c, w] of this._columnWidths) copy._columnWidths.set(c, w);
    for (const b of this._bandings) copy._bandings.push(new EmulatedBanding(copy, b.hostArea()));
    copy._metadata.push(...this._metadata.map((m) => m.hostCopyFor(copy)));
    return copy;
  }
  hostValue(row: number, col: number): Value {
    return this._cells.get(row, col) ?? '';
  }
  /** Copies of the values of rows × cols cells from (row, col), "" where empty (Range.getValues). */
  hostBlock(row: number, col: number, rows: number, cols: number): Value[][] {
    return this._cells.block<Value>(row, col, rows, cols, '', copyValue);
  }
  /** The number formats of rows × cols cells from (row, col) (Range.getNumberFormats). */
  hostFormatBlock(row: number, col: number, rows: number, cols: number): string[][] {
    return this._formats.block(row, col, rows, cols, 'General', (f) => f);
  }
  /** The whole used area's values (A1 to the last row and column), as getDataRange().getValues() gives them. */
  hostValues(): Value[][] {
    return this.getDataRange().getValues();
  }
  hostFormula(row: number, col: number): FormulaCell | undefined {
    return this._formulas.get(key(row, col));
  }
  hostFormulas(): { row: number; col: number; cell: FormulaCell }[] {
    return [...this._formulas].map(([k, cell]) => {
      const [row, col] = unkey(k);
      return { row, col, cell };
    });
  }
  hostNote(row: number, col: number): string {
    return this._notes.get(key(row, col)) ?? '';
  }
  hostSetNote(row: number, col: number, note: string): void {
    if (note === '') this._notes.delete(key(row, col));
    else this._notes.set(key(row, col), String(note));
  }
  hostAlignment(row: number, col: number): string {
    return this._alignments.get(row, col) ?? 'general';
  }
  hostSetAlignment(row: number, col: number, alignment: string): void {
    if (alignment === 'general') this._alignments.delete(row, col);
    else this._alignments.set(row, col, alignment);
  }
  hostFontWeight(row: number, col: number): FontWeight {
    return this._fontWeights.get(row, col) ?? 'normal';
  }
  hostSetFontWeight(row: number, col: number, weight: FontWeight): void {
    if (weight === 'normal') this._fontWeights.delete(row, col);
    else this._fontWeights.set(row, col, weight);
  }
  /** A new banding over `area`; Sheets refuses a second banding over cells already banded. */
  hostAddBanding(area: Area): EmulatedBanding {
    const overlaps = (b: Area) =>
      area.row < b.row + b.rows &&
      b.row < area.row + area.rows &&
      area.col < b.col + b.cols &&
      b.col < area.col + area.cols;
    if (this._bandings.some((b) => overlaps(b.hostArea())))
      throw new Error('You cannot add alternating colors to a range that already has alternating colors.');
    const banding = new EmulatedBanding(this, { ...area });
    this._bandings.push(banding);
    return banding;
  }
  hostRemoveBanding(banding: EmulatedBanding): void {
    const i = this._bandings.indexOf(banding);
    if (i >= 0) this._bandings.splice(i, 1);
  }
  /** Every cell's displayed text over the used area (getDataRange().getDisplayValues()). */
  hostDisplayValues(): string[][] {
    return this.getDataRange().getDisplayValues();
  }
  hostValidation(row: number, col: number): PlacedValidation | undefined {
    return this._validations.get(row, col);
  }
  hostSetValidation(row: number, col: number, placed: PlacedValidation | null): void {
    if (placed) this._validations.set(row, col, placed);
    else this._validations.delete(row, col);
  }
  /**
   * A person typing `text` into one cell (a script's setValue is never validated by Sheets): read
   * as typed (kept as text in a "@" cell), then checked against the cell's data validation. A
   * refused entry leaves the cell as it was and returns the help text Sheets shows; an invalid
   * entry the rule allows is written and flagged. Clearing a cell (typing nothing) always works.
   */
  hostType(a1: string, text: string): TypedEntry {
    const { row, col } = parseA1(a1, this._maxRows);
    const placed = this._validations.get(row, col);
    if (text === '' || !placed) {
      this.hostWrite(row, col, text);
      return { accepted: true };
    }
    const typed: Value = this._formats.get(row, col) === '@' ? text : asTyped(text);
    const offset = { rows: row - placed.anchor.row, cols: col - placed.anchor.col };
    const separator = localeSeparator(this._parent.getSpreadsheetLocale());
    const holds = formulaHolds(placed.rule.hostFormula(separator), offset, (r, c) =>
      r === row && c === col ? typed : this.hostValue(r, c),
    );
    const message = placed.rule.getHelpText() || DEFAULT_REJECTION(cellA1(row, col));
    if (!holds && !placed.rule.getAllowInvalid()) return { accepted: false, message };
    this.hostWrite(row, col, text);
    return holds ? { accepted: true } : { accepted: true, flagged: message };
  }
  hostFormat(row: number, col: number): string {
    return this._formats.get(row, col) ?? 'General';
  }
  hostSetFormat(row: number, col: number, format: string): void {
    this._formats.set(row, col, format);
  }
  /** A write as setValue(s) does it: "=…" is a formula, other text is read as typed unless the cell is formatted as text ("@"). */
  hostWrite(row: number, col: number, value: unknown): void {
    this._dropFormula(row, col);
    if (typeof value === 'string' && value.startsWith('=') && value.length > 1) {
      this._formulas.set(key(row, col), { formula: value, spill: { row, col, rows: 1, cols: 1 } });
      this._parent.formulaHost?.hostEvaluate(this, row, col, value);
      return;
    }
    const v: Value =
      value === null || value === undefined
        ? ''
        : typeof value === 'string'
          ? this._formats.get(row, col) === '@'
            ? value
            : asTyped(value)
          : copyValue(value as Value);
    if (v === '') this._cells.delete(row, col);
    else this._cells.set(row, col, v);
  }
  /** Sets a cell to exactly this value, no typing: for loading data as Sheets would hold it. */
  hostSet(row: number, col: number, value: Value): void {
    this._dropFormula(row, col);
    if (value === '') this._cells.delete(row, col);
    else this._cells.set(row, col, copyValue(value));
  }
  /** Loads rows of values from a top-left cell, exactly as given. */
  hostSetValues(row: number, col: number, values: Value[][]): void {
    for (let r = 0; r < values.length; r++) {
      const line = values[r]!;
      for (let c = 0; c < line.length; c++) this.hostSet(row + r, col + c, line[c]!);
    }
  }
  hostClear(area: Area): void {
    for (let r = 0; r < area.rows; r++)
      for (let c = 0; c < area.cols; c++) this.hostSet(area.row + r, area.col + c, '');
  }
  /** The first cell with content (other than the anchor and its previous result) that a result of this size would overwrite. */
  hostBlocked(row: number, col: number, rows: number, cols: number): string | undefined {
    const own = this._formulas.get(key(row, col))?.spill;
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        if (r === 0 && c === 0) continue;
        const inOwn = own !== undefined && row + r < own.row + own.rows && col + c < own.col + own.cols;
        if (this._formulas.has(key(row + r, col + c)) || (this._cells.has(row + r, col + c) && !inOwn))
          return cellA1(row + r, col + c);
      }
    }
    return undefined;
  }
  /** A formula's new result: its old spill is cleared, then `values` fill from the anchor, or the anchor shows `shown` (#ERROR!, #REF!). */
  hostSpill(row: number, col: number, result: { values: Value[][] } | { shown: string; error: string }): void {
    const f = this._formulas.get(key(row, col));
    if (!f) throw new Error(`No formula at ${cellA1(row, col)}`);
    this._clearSpill(f);
    if ('shown' in result) {
      f.spill = { row, col, rows: 1, cols: 1 };
      f.error = result.error;
      this._cells.set(row, col, result.shown);
      return;
    }
    const { values } = result;
    f.spill = { row, col, rows: Math.max(1, values.length), cols: Math.max(1, ...values.map((v) => v.length)) };
    f.error = undefined;
    values.forEach((line, r) => line.forEach((v, c) => v !== '' && this._cells.set(row + r, col + c, copyValue(v))));
  }
  private _clearSpill(f: FormulaCell): void {
    for (let r = 0; r < f.spill.rows; r++)
      for (let c = 0; c < f.spill.cols; c++) this._cells.delete(f.spill.row + r, f.spill.col + c);
  }
  private _dropFormula(row: number, col: number): void {
    if (this._formulas.size === 0) return;
    const f = this._formulas.get(key(row, col));
    if (!f) return;
    this._formulas.delete(key(row, col));
    this._clearSpill(f);
  }
}

/** One sheet's whole state (EmulatedSheet.hostState). */
export interface SheetState {
  name: string;
  id: number;
  maxRows: number;
  maxCols: number;
  frozenRows: number;
  values: unknown[][];
  formulas: unknown[][];
  formats: unknown[][];
  notes: unknown[][];
  fontWeights: unknown[][];
  alignments: unknown[][];
  /** [column, width in pixels] for each column given a width. */
  columnWidths: [number, number][];
  /** The A1 range of each row banding. */
  bandings: string[];
  /** Each cell's data-validation rule and the top-left cell of the range it was set on. */
  validations: unknown[][];
  metadata: { id: number; key: string; value: string | null }[];
}

/** The spreadsheet's whole state (EmulatedSpreadsheet.hostState). */
export interface SpreadsheetState {
  sheets: SheetState[];
  metadata: { id: number; key: string; value: string | null }[];
  active: string;
  selections: Record<string, string>;
}

export interface MenuItem {
  caption?: string;
  functionName?: string;
  separator?: true;
  submenu?: EmulatedMenu;
}

export class EmulatedMenu extends ApiObject implements MenuApi {
  readonly hostApiName = 'Menu';
  readonly hostItems: MenuItem[] = [];
  constructor(
    private readonly _ui: EmulatedUi,
    readonly hostCaption: string,
  ) {
    super();
  }
  addItem(caption: string, functionName: string): this {
    this.hostItems.push({ caption, functionName });
    return this;
  }
  addSeparator(): this {
    this.hostItems.push({ separator: true });
    return this;
  }
  addSubMenu(menu: EmulatedMenu): this {
    this.hostItems.push({ caption: menu.hostCaption, submenu: menu });
    return this;
  }
  addToUi(): void {
    this._ui.hostAddMenu(this);
  }
  hostCopyFor(ui: EmulatedUi): EmulatedMenu {
    const copy = new EmulatedMenu(ui, this.hostCaption);
    copy.hostItems.push(
      ...this.hostItems.map((i) => (i.submenu ? { ...i, submenu: i.submenu.hostCopyFor(ui) } : { ...i })),
    );
    return copy;
  }
}

/** HTML as HtmlService serves it: without the <meta> tags written in it, which it ignores. */
export function servedPage(html: string): string {
  return html.replace(/<meta\b[^>]*>/gi, '');
}

export class EmulatedUi extends ApiObject implements UiApi {
  readonly hostApiName = 'Ui';
  readonly Button = { CLOSE: 'CLOSE', OK: 'OK', CANCEL: 'CANCEL', YES: 'YES', NO: 'NO' } as const;
  readonly ButtonSet = { OK: 'OK', OK_CANCEL: 'OK_CANCEL', YES_NO: 'YES_NO', YES_NO_CANCEL: 'YES_NO_CANCEL' } as const;
  readonly hostMenus: EmulatedMenu[] = [];
  readonly hostAlerts: { title?: string; prompt: string }[] = [];
  readonly hostDialogs: { html: ShownHtml; title: string; modal: boolean }[] = [];
  hostSidebar: ShownHtml | null = null;

  createMenu(caption: string): EmulatedMenu {
    return new EmulatedMenu(this, caption);
  }
  /** An Editor add-on gets one menu under Extensions, captioned with its name. */
  createAddonMenu(): EmulatedMenu {
    return new EmulatedMenu(this, 'Add-on');
  }
  showSidebar(userInterface: ShownHtml): void {
    this.hostSidebar = userInterface;
  }
  /**
   * The sidebar's page as the browser is served it: HtmlService ignores the <meta> tags written
   * in the HTML (only HtmlOutput.addMetaTag adds one, and only a few names), so they are left
   * out, and a page that relied on one finds it missing, as on Google. Scripts (a script added
   * with HtmlOutput.append) are served as written.
   */
  hostSidebarPage(): string | null {
    return this.hostSidebar === null ? null : servedPage(this.hostSidebar.getContent());
  }
  showModalDialog(userInterface: ShownHtml, title: string): void {
    this.hostDialogs.push({ html: userInterface, title, modal: true });
  }
  showModelessDialog(userInterface: ShownHtml, title: string): void {
    this.hostDialogs.push({ html: userInterface, title, modal: false });
  }
  /** The user always clicks OK. */
  alert(prompt: string): string;
  alert(prompt: string, buttons: string): string;
  alert(title: string, prompt: string, buttons: string): string;
  alert(a: string, b?: string, c?: string): string {
    this.hostAlerts.push(c !== undefined ? { title: a, prompt: b ?? '' } : { prompt: a });
    return this.Button.OK;
  }
  /** Takes over another Ui's menus, alerts, dialogs and sidebar (copies; the shown HTML is shared). */
  hostCopyFrom(other: EmulatedUi): void {
    this.hostMenus.push(...other.hostMenus.map((m) => m.hostCopyFor(this)));
    this.hostAlerts.push(...other.hostAlerts.map((a) => ({ ...a })));
    this.hostDialogs.push(...other.hostDialogs.map((d) => ({ ...d })));
    this.hostSidebar = other.hostSidebar;
  }
  hostAddMenu(menu: EmulatedMenu): void {
    const i = this.hostMenus.findIndex((m) => m.hostCaption === menu.hostCaption);
    if (i >= 0) this.hostMenus.splice(i, 1, menu);
    else this.hostMenus.push(menu);
  }
}

export class EmulatedSpreadsheet extends ApiObject implements SpreadsheetApi {
  readonly hostApiName = 'Spreadsheet';
  readonly _metadata: EmulatedDeveloperMetadata[] = [];
  readonly hostUi = new EmulatedUi();
  readonly hostToasts: { msg: string; title?: string }[] = [];
  /** Set by a runtime that loaded the script: it evaluates formulas written into cells. */
  formulaHost?: FormulaHost;
  private readonly _sheets: EmulatedSheet[] = [];
  private _active!: EmulatedSheet;
  /** Each sheet's selection, as Sheets remembers it when the user goes back to a sheet (A1 until set). */
  private readonly _selections = new Map<EmulatedSheet, string>();
  private _nextSheetId = 0;
  private _nextMetadataId = 1;
  private _locale = 'en_US';

  constructor(
    private readonly _name = 'Untitled spreadsheet',
    firstSheet = 'Sheet1',
  ) {
    super();
    this.insertSheet(firstSheet);
  }
  getName(): string {
    return this._name;
  }
  getId(): string {
    return 'emulated-spreadsheet';
  }
  /** File > Settings > Locale (en_US unless a test sets another): display.ts renders US formats and
   *  asTyped reads US dates whatever it is; it sets the argument separator formulas are read with (validation.ts). */
  getSpreadsheetLocale(): string {
    return this._locale;
  }
  setSpreadsheetLocale(locale: string): void {
    this._locale = locale;
  }
  /** The time zone the script runs in (Node's): display.ts takes a cell's date in the script's own time zone. */
  getSpreadsheetTimeZone(): string {
    return scriptTimeZone();
  }
  getNumSheets(): number {
    return this._sheets.length;
  }
  getSheets(): EmulatedSheet[] {
    return [...this._sheets];
  }
  getSheetByName(name: string): EmulatedSheet | null {
    return this._sheets.find((s) => s.getName() === name) ?? null;
  }
  getActiveSheet(): EmulatedSheet {
    return this._active;
  }
  setActiveSheet(sheet: EmulatedSheet): EmulatedSheet {
    if (!this._sheets.includes(sheet)) throw new Error('The sheet is not in this spreadsheet.');
    this._active = sheet;
    return sheet;
  }
  /** The user's selection on the active sheet (A1 until hostSelect says otherwise). */
  getActiveRange(): EmulatedRange {
    return this._active.getRange(this._selections.get(this._active) ?? 'A1');
  }
  /** The new sheet becomes the active one, as in Sheets. */
  insertSheet(): EmulatedSheet;
  insertSheet(sheetIndex: number): EmulatedSheet;
  insertSheet(sheetName: string, sheetIndex?: number): EmulatedSheet;
  insertSheet(nameOrIndex?: string | number, index?: number): EmulatedSheet {
    const name = typeof nameOrIndex === 'string' ? nameOrIndex : this._freeName();
    const at = typeof nameOrIndex === 'number' ? nameOrIndex : (index ?? this._sheets.length);
    this.hostCheckName(name);
    const sheet = new EmulatedSheet(this, name, this._nextSheetId++);
    this._sheets.splice(Math.min(Math.max(at, 0), this._sheets.length), 0, sheet);
    this._active = sheet;
    return sheet;
  }
  deleteSheet(sheet: EmulatedSheet): void {
    if (this._sheets.length === 1) throw new Error("You can't remove all the sheets in a document.");
    const i = this._sheets.indexOf(sheet);
    if (i < 0) throw new Error('The sheet is not in this spreadsheet.');
    this._sheets.splice(i, 1);
    this._selections.delete(sheet);
    if (this._active === sheet) this._active = this._sheets[0]!; // there were two or more
  }
  /** "Sheet1!A1:B2", or a reference on the active sheet. */
  getRange(a1Notation: string): EmulatedRange {
    const { sheet, a1 } = splitSheetRef(a1Notation);
    const target = sheet === undefined ? this._active : this.getSheetByName(sheet);
    if (!target) throw new Error(`Range not found: ${a1Notation}`);
    return target.getRange(a1);
  }
  addDeveloperMetadata(key: string, value?: string): this {
    this._metadata.push(new EmulatedDeveloperMetadata(this, this.hostNextMetadataId(), key, value ?? null));
    return this;
  }
  getDeveloperMetadata(): EmulatedDeveloperMetadata[] {
    return [...this._metadata];
  }
  toast(msg: string, title?: string): void {
    this.hostToasts.push({ msg, title });
  }

  /** Every sheet's state in order, the spreadsheet's metadata, the active sheet and each sheet's selection. */
  hostState(): SpreadsheetState {
    return {
      sheets: this._sheets.map((s) => s.hostState()),
      metadata: this._metadata.map((m) => ({ id: m.getId(), key: m.getKey(), value: m.getValue() })),
      active: this._active.getName(),
      selections: Object.fromEntries(
        this._sheets.filter((s) => this._selections.has(s)).map((s) => [s.getName(), this._selections.get(s)!]),
      ),
    };
  }
  /** The ids the next new sheet and the next metadata entry will get (not part of hostState: a rollback does not undo them). */
  hostNextIds(): { sheet: number; metadata: number } {
    return { sheet: this._nextSheetId, metadata: this._nextMetadataId };
  }
  hostCheckName(name: string, self?: EmulatedSheet): void {
    if (this._sheets.some((s) => s !== self && s.getName().toLowerCase() === name.toLowerCase())) {
      throw new Error(`A sheet with the name "${name}" already exists. Please enter another name.`);
    }
  }
  hostNextMetadataId(): number {
    return this._nextMetadataId++;
  }
  /**
   * A deep copy: every sheet (ids, order, content, metadata), the spreadsheet's metadata, the
   * active sheet and selections, the next ids, the toasts and the Ui. Changing one never changes
   * the other, so a test can try many things from one prepared state. No formula host is set:
   * the runtime that takes the copy sets itself.
   */
  hostClone(): EmulatedSpreadsheet {
    const copy = new EmulatedSpreadsheet(this._name);
    copy._sheets.length = 0;
    for (const s of this._sheets) copy._sheets.push(s.hostCopyFor(copy));
    const same = (s: EmulatedSheet): EmulatedSheet => {
      const twin = copy._sheets[this._sheets.indexOf(s)];
      if (!twin) throw new Error(`hostClone: sheet "${s.getName()}" is not in the spreadsheet`);
      return twin;
    };
    copy._active = same(this._active);
    for (const [s, a1] of this._selections) copy._selections.set(same(s), a1);
    copy._metadata.push(...this._metadata.map((m) => m.hostCopyFor(copy)));
    copy._nextSheetId = this._nextSheetId;
    copy._nextMetadataId = this._nextMetadataId;
    copy._locale = this._locale;
    copy.hostToasts.push(...this.hostToasts.map((t) => ({ ...t })));
    copy.hostUi.hostCopyFrom(this.hostUi);
    return copy;
  }
  /** The user selects a range: its sheet becomes active. */
  hostSelect(sheetName: string, a1: string): void {
    const sheet = this.hostSheet(sheetName);
    sheet.getRange(a1);
    this.setActiveSheet(sheet);
    this._selections.set(sheet, a1);
  }
  /** The named sheet; throws when there is none. */
  hostSheet(name: string): EmulatedSheet {
    const sheet = this.getSheetByName(name);
    if (!sheet) throw new Error(`No sheet named "${name}"`);
    return sheet;
  }
  private _freeName(): string {
    for (let n = this._sheets.length + 1; ; n++) if (!this.getSheetByName(`Sheet${n}`)) return `Sheet${n}`;
  }
}

/** SpreadsheetApp: the way in to the spreadsheet the script is bound to. */
export class EmulatedSpreadsheetApp extends ApiObject implements SpreadsheetAppApi {
  readonly hostApiName = 'SpreadsheetApp';
  constructor(private readonly _spreadsheet: EmulatedSpreadsheet) {
    super();
  }
  getActiveSpreadsheet(): EmulatedSpreadsheet {
    return this._spreadsheet;
  }
  getActive(): EmulatedSpreadsheet {
    return this._spreadsheet;
  }
  getActiveSheet(): EmulatedSheet {
    return this._spreadsheet.getActiveSheet();
  }
  getActiveRange(): EmulatedRange {
    return this._spreadsheet.getActiveRange();
  }
  getUi(): EmulatedUi {
    return this._spreadsheet.hostUi;
  }
  /** The criteria types as getCriteriaType() names them. */
  readonly DataValidationCriteria = { CUSTOM_FORMULA: 'CUSTOM_FORMULA' } as const;
  newDataValidation(): EmulatedDataValidationBuilder {
    return new EmulatedDataValidationBuilder();
  }
  flush(): void {}
}
