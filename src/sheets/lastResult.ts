/**
 * The last ranking written, kept so that the sidebar shows its ties and Explain a player again
 * when it is closed and opened (issue 27), until a table it ranked changes.
 *
 * What is kept is not the result: a large event's ties and players outgrow a document property
 * (9 KB a value). It is what makes the result again exactly: each table's place, a fingerprint of
 * its cells as they were ranked, the sheet written, and the settings ranked with. Opening the
 * sidebar reads each table again and, only when every fingerprint still matches, ranks it again
 * (src/sheets/resultServer.ts): the engine is pure, so the same cells and settings give the same
 * standings. The Standings sheet's own note is written for a director, not as a record to parse.
 */
import { afterRoundOf } from '../read';
import type { Standings } from '../standings/rank';
import { passedOverLines, tieLines } from '../standings/ties';
import { at } from '../tiebreaks/lookup';
import { saveDocumentJson } from './documentJson';
import { tableRefOf } from './rankTarget';
import { normaliseSettings, RankSettings, settingsName } from './settings';
import type { TableRef, TableResult } from './shapes';

export const RESULT_KEY = 'tiebreaks.lastRanking';

/** One table (or section) of the last ranking, as kept. */
export interface KeptTable {
  table: TableRef;
  /** As TableResult.section: absent for one table, null for a sheet of its own, else the Section value. */
  section?: string | null;
  name?: string;
  sheetName: string;
  fingerprint: string;
}

export interface KeptRanking {
  settings: RankSettings;
  tables: KeptTable[];
}

/**
 * A table's cells in 16 hex digits (cyrb53, two 32-bit lanes): equal cells give an equal print,
 * and a changed cell another, but for a chance of one in 2^53. Not a secret: only a change test.
 */
export function fingerprint(values: readonly (readonly unknown[])[]): string {
  const text = JSON.stringify(values);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0');
  return hex(h2) + hex(h1);
}

/** Where a result came from: the sheet written, the table read (and its section), and the settings. */
export interface ResultSource {
  sheetName: string;
  table: TableRef;
  section?: string | null;
  name?: string;
  settings: RankSettings;
}

/** "\"Standings K-5\", ranked under US Chess 7th edition, after round 3 of 5": what the result block shows. */
function headingOf(s: Standings, from: ResultSource): string {
  const after = afterRoundOf(s.tournament, s.rounds);
  return `"${from.sheetName}", ranked under ${settingsName(from.settings)}${after ? `, ${after}` : ''}`;
}

/** The result block's content for one table's (or section's) standings. */
export function tableResult(s: Standings, from: ResultSource): TableResult {
  return {
    ...(from.name === undefined ? {} : { name: from.name }),
    heading: headingOf(s, from),
    sheetName: from.sheetName,
    ties: tieLines(s),
    passedOver: passedOverLines(s),
    ranked: s.rows.map((row) => {
      const p = at(s.tournament.players, row.player);
      return { number: p.number, name: p.name, place: row.place };
    }),
    table: { sheetId: from.table.sheetId, range: from.table.range },
    ...(from.section === undefined ? {} : { section: from.section }),
  };
}

/**
 * Keeps the ranking just written (its results and each table's fingerprint). The sheets are
 * written by now: a property that cannot be saved must not report them as failed; the sidebar
 * then just does not show the result again when reopened.
 */
export function keepRanking(settings: RankSettings, written: { result: TableResult; fingerprint: string }[]): void {
  const kept: KeptRanking = {
    settings,
    tables: written.map(({ result: r, fingerprint: print }) => ({
      table: r.table,
      ...(r.section === undefined ? {} : { section: r.section }),
      ...(r.name === undefined ? {} : { name: r.name }),
      sheetName: r.sheetName,
      fingerprint: print,
    })),
  };
  try {
    saveDocumentJson(RESULT_KEY, kept);
  } catch {
    /* not shown again on reopening: nothing else depends on it */
  }
}

/** One kept table, checked; null when it is not one (saved by another version, edited by hand). */
function keptTableOf(input: unknown): KeptTable | null {
  if (input === null || typeof input !== 'object') return null;
  const o = input as Record<string, unknown>;
  const table = tableRefOf(o.table);
  const section = o.section === undefined || o.section === null ? o.section : String(o.section);
  if (!table || typeof o.sheetName !== 'string' || typeof o.fingerprint !== 'string') return null;
  return {
    table,
    ...(section === undefined ? {} : { section }),
    ...(typeof o.name === 'string' ? { name: o.name } : {}),
    sheetName: o.sheetName,
    fingerprint: o.fingerprint,
  };
}

/** The last ranking kept, checked; null when there is none or it no longer checks. */
export function keptRanking(): KeptRanking | null {
  const text = PropertiesService.getDocumentProperties().getProperty(RESULT_KEY);
  if (!text) return null;
  try {
    const o = JSON.parse(text) as { settings?: unknown; tables?: unknown };
    const tables = Array.isArray(o.tables) ? o.tables.map(keptTableOf) : [];
    if (!tables.length || tables.some((t) => t === null)) return null;
    return { settings: normaliseSettings(o.settings), tables: tables as KeptTable[] };
  } catch {
    return null;
  }
}
