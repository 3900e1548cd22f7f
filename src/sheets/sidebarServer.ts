/**
 * What the sidebar calls through google.script.run. Every result is plain JSON (no Date, no
 * service object): strings, numbers, booleans, arrays and plain objects.
 */
import { CrosstableError, Problem } from '../model/problems';
import { readAny } from '../read/readAny';
import { PRESETS } from '../standings/presets';
import { specLabel, TIEBREAK_CODES, TIEBREAKS } from '../tiebreaks/registry';
import { loadSettings, normaliseSettings, RankSettings, saveSettings } from './settings';
import { RankFailure, RankOutcome, rankToSheet, sourceRange } from './standingsSheet';

export interface TableInfo {
  sheet: string;
  range: string;
  ok: boolean;
  notation?: string;
  players?: number;
  rounds?: number;
  colours?: boolean;
  report?: string;
  problems: Problem[];
}

export interface SidebarState {
  settings: RankSettings;
  presets: { id: string; name: string; source: string; order: string[]; lotsOnRequest: boolean; note: string }[];
  systems: { code: string; name: string; rule: string; summary: string; options: { name: string; values: string[] | 'integer'; default: string; help: string }[] }[];
  table: TableInfo;
}

/** Reads the crosstable "Rank standings" would read, and says what it found (nothing is written). */
export function inspectTable(): TableInfo {
  const range = sourceRange(SpreadsheetApp.getActiveSpreadsheet());
  const values = range.getValues();
  const base = { sheet: range.getSheet().getName(), range: range.getA1Notation() };
  try {
    const read = readAny(values, { origin: { row: range.getRow(), col: range.getColumn() } });
    const t = read.tournament;
    return { ...base, ok: true, notation: read.notation, players: t.players.length, rounds: t.rounds, colours: t.hasColours, report: read.report, problems: [] };
  } catch (e) {
    if (e instanceof CrosstableError) return { ...base, ok: false, problems: e.problems.map((p) => (p.cell ? { cell: p.cell, message: p.message } : { message: p.message })) };
    return { ...base, ok: false, problems: [{ message: e instanceof Error ? e.message : String(e) }] };
  }
}

export function sidebarState(): SidebarState {
  return {
    settings: loadSettings(),
    presets: PRESETS.map((p) => ({ id: p.id, name: p.name, source: p.source, order: p.order.map(specLabel), lotsOnRequest: p.lotsOnRequest, note: p.note ?? '' })),
    systems: TIEBREAK_CODES.map((code) => {
      const tb = TIEBREAKS[code];
      return {
        code,
        name: tb.name,
        rule: tb.rule,
        summary: tb.summary,
        options: tb.options.map((o) => ({ name: o.name, values: o.values === 'integer' ? 'integer' : [...o.values], default: o.default, help: o.help })),
      };
    }),
    table: inspectTable(),
  };
}

export function storeSettings(settings: unknown): RankSettings {
  const s = normaliseSettings(settings);
  saveSettings(s);
  return s;
}

/** Saves the settings, then ranks and writes the standings sheet. */
export function rankWithSettings(settings: unknown): RankOutcome | RankFailure {
  let s: RankSettings;
  try {
    s = normaliseSettings(settings);
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e), problems: [] };
  }
  saveSettings(s);
  const out = rankToSheet(s);
  return out.ok ? out : { ok: false, message: out.message, problems: out.problems.map((p) => (p.cell ? { cell: p.cell, message: p.message } : { message: p.message })) };
}

/** Selects a cell the sidebar named (a problem's cell) on the given sheet. */
export function selectCell(sheetName: string, a1: string): boolean {
  const sheet = SpreadsheetApp.getActiveSpreadsheet().getSheetByName(String(sheetName));
  if (!sheet || !/^[A-Z]{1,3}\d{1,7}$/.test(String(a1))) return false;
  sheet.getRange(String(a1)).activate();
  return true;
}
