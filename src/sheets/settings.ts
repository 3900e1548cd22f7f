/**
 * The ranking settings a spreadsheet keeps (DocumentProperties, one JSON value): a preset or a
 * custom order with its options, "after round N", drawing of lots with its seed, and how to read
 * the table (notation, pairing-allocated bye, FIDE rules version: the CLI's --notation,
 * --pab-points and --fide-rules, the custom functions' notation=, pab=, fide=). Plain JSON
 * both ways, so the sidebar receives and sends them through google.script.run unchanged.
 */
import { CrosstableError, groupDigits } from '../model/problems';
import type { Tournament } from '../model/tournament';
import {
  afterRoundOfTable,
  MAX_TIEBREAKS,
  OrderRequest,
  parseConvention,
  parseMatchPointsSetting,
  parseMissingData,
  parseSchoolTop,
  parseWholeNumberValue,
  Parsed,
  rankRequest,
  resolveOrder,
} from '../request';
import { optionWords } from '../standings/columnWords';
import { findPreset, PRESETS } from '../standings/presets';
import type { RankRequest } from '../standings/rank';
import { DEFAULT_CONVENTION } from '../tiebreaks/conventions';
import { specLabel, parseTiebreakSpec, TiebreakSpec } from '../tiebreaks/registry';
import { DEFAULT_MATCH_POINTS, MatchPoints, matchPointsLabel } from '../teams/model';
import { DEFAULT_SCHOOL_TOP, MAX_SCHOOL_TOP } from '../teams/school';
import { loadDocumentJson, saveDocumentJson } from './documentJson';
import type { RankSettings } from './shapes';
import { readTableOption, TableOptions } from './tableOptions';

export const SETTINGS_KEY = 'tiebreaks.settings';

/** The settings as the sidebar sends and receives them (shapes.ts, shared with the sidebar). */
export type { RankSettings };

export const DEFAULT_SETTINGS: RankSettings = {
  preset: 'uscf',
  order: [],
  afterRound: null,
  lots: false,
  lotSeed: 1,
  matchPoints: matchPointsLabel(DEFAULT_MATCH_POINTS),
  notation: '',
  pab: '',
  fideRules: '',
  missingData: '',
};

/** A saved or sent text value; absent or blank is "" (settings saved before the field existed load as its default). */
const textOf = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

/** The reading settings, each checked as the custom functions check notation=, pab=, fide=. */
function readingOf(o: Record<string, unknown>): Pick<RankSettings, 'notation' | 'pab' | 'fideRules'> {
  const notation = textOf(o.notation);
  const pab = textOf(o.pab);
  const fide = textOf(o.fideRules);
  return {
    notation: notation ? readTableOption('notation', notation).notation! : '',
    pab: pab ? String(readTableOption('pab', pab).pabPoints) : '',
    fideRules: fide ? readTableOption('fide', fide).fideRules! : '',
  };
}

/**
 * A code as saved before the Harkness median was renamed MED → HARKNESS (MED is now refused as
 * ambiguous: SwissSys's "Med" is the modified median). The add-on wrote it, in capitals, from its
 * own registry, so a saved "MED" can only mean the Harkness median.
 */
function savedCode(text: string): string {
  return text.replace(/^MED(?=$|[:(])/, 'HARKNESS');
}

/** Settings from anything (stored JSON, a sidebar's request): checked, every field filled in. Throws a readable Error. */
export function normaliseSettings(input: unknown): RankSettings {
  const o = input !== null && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  const preset =
    typeof o.preset === 'string' && o.preset.trim() ? o.preset.trim().toLowerCase() : DEFAULT_SETTINGS.preset;
  if (preset !== 'custom') findPreset(preset);
  const order = Array.isArray(o.order) ? o.order.map((x) => savedCode(String(x).trim())).filter(Boolean) : [];
  if (preset === 'custom') {
    if (!order.length) throw new Error('A custom order needs at least one tiebreak.');
    order.forEach(parseTiebreakSpec);
  }
  const afterRound = unset(o.afterRound) ? null : wholeNumberSetting(o.afterRound);
  if (afterRound === undefined || afterRound === 0)
    throw new Error(`"after round" must be a whole number from 1; got ${asTyped(o.afterRound)}.`);
  const seed = unset(o.lotSeed) ? DEFAULT_SETTINGS.lotSeed : wholeNumberSetting(o.lotSeed);
  if (seed === undefined)
    throw new Error(`The number lots are drawn with must be a whole number; got ${asTyped(o.lotSeed)}.`);
  // Settings saved before team events had no match points: 2,1,0, as Rank standings then used.
  const mp =
    o.matchPoints === undefined || o.matchPoints === null || o.matchPoints === ''
      ? DEFAULT_MATCH_POINTS
      : settingValue(parseMatchPointsSetting(String(o.matchPoints)));
  return {
    preset,
    order: preset === 'custom' ? order.map((t) => specLabel(parseTiebreakSpec(t))) : [],
    afterRound,
    lots: o.lots === true,
    lotSeed: seed,
    matchPoints: matchPointsLabel(mp),
    ...readingOf(o),
    missingData: missingDataOf(o.missingData),
    ...schoolTeamsOf(o),
    // Present only when asked for: settings saved before the wall chart load unchanged.
    ...(o.roundResults === true ? { roundResults: true } : {}),
    ...conventionOf(o.convention),
  };
}

/** Another program's convention, present only when not the default (settings saved before it load unchanged). */
function conventionOf(value: unknown): Pick<RankSettings, 'convention'> {
  const text = textOf(value);
  if (text === '') return {};
  const id = parseConvention(text);
  if (!id.ok)
    throw new Error(`"Computed as" must be FIDE's calculator, Vega, Swiss-Manager or SwissSys; got ${asTyped(value)}.`);
  return id.value === DEFAULT_CONVENTION ? {} : { convention: id.value };
}

/**
 * "pass", "stop", or "" for the rule set's default (settings saved before the setting existed load
 * as "", so they rank as before wherever no tie reached a tiebreak the table cannot give).
 */
function missingDataOf(value: unknown): string {
  const text = textOf(value);
  if (text === '') return '';
  const rule = parseMissingData(text);
  if (!rule.ok)
    throw new Error(
      `"When a tie reaches a tiebreak the table has no data for" must be pass over or stop; got ${asTyped(value)}.`,
    );
  return rule.value;
}

/** The most players a school team may count: more than any school enters in one section. */

/**
 * The school-team settings, present only when set (settings saved before school teams load
 * unchanged): the column's header ("" or "auto" finds School, Team or Club) and the top N.
 */
function schoolTeamsOf(o: Record<string, unknown>): Pick<RankSettings, 'schoolColumn' | 'schoolTop'> {
  const column = textOf(o.schoolColumn);
  const out: Pick<RankSettings, 'schoolColumn' | 'schoolTop'> = {};
  if (column !== '' && column.toLowerCase() !== 'auto') out.schoolColumn = column;
  if (o.schoolTop === undefined || o.schoolTop === null || o.schoolTop === '') return out;
  const top = parseSchoolTop(String(o.schoolTop));
  if (!top.ok)
    throw new Error(
      `School teams count the best 1 to ${MAX_SCHOOL_TOP} players of each school; got ${String(o.schoolTop)}.`,
    );
  out.schoolTop = top.value;
  return out;
}

/** How many of a school's best scores count: the setting, else 4 (teams/school.ts: as most US scholastic events announce). */
export function settingsSchoolTop(s: RankSettings): number {
  return s.schoolTop ?? DEFAULT_SCHOOL_TOP;
}

/** The match points the settings ask for (a team table's). */
export function settingsMatchPoints(s: RankSettings): MatchPoints {
  return settingValue(parseMatchPointsSetting(s.matchPoints));
}

/**
 * A setting's value, or its refusal as the Error the sidebar shows: the engine's own explanation
 * (what normaliseSettings has always shown), the refusal's code when there is none.
 */
function settingValue<T>(parsed: Parsed<T>): T {
  if (parsed.ok) return parsed.value;
  const r = parsed.refusal;
  if (r.code === 'too-many-tiebreaks')
    throw new Error(
      `The custom order has ${groupDigits(Number(r.given))} tiebreaks; at most ${MAX_TIEBREAKS} can be used. Remove some from the list.`,
    );
  throw new Error(r.detail ?? `The settings were refused (${r.code}).`);
}

/** A saved field left out or blank. */
function unset(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** A setting's value in a message: text quoted, as the director typed it; a number as it is. */
function asTyped(value: unknown): string {
  return typeof value === 'string' ? `"${value}"` : String(value);
}

/** A saved whole number (after round, lot seed) read as the command line reads one; undefined when it is not one. */
function wholeNumberSetting(value: unknown): number | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  const n = parseWholeNumberValue(value);
  return n.ok ? n.value : undefined;
}

/** The order the settings ask for, as the request layer takes it: a preset, or the custom order's codes. */
function settingsOrderRequest(s: RankSettings): OrderRequest {
  return {
    ...(s.preset === 'custom' ? { codes: s.order } : { preset: s.preset }),
    ...(s.fideRules ? { fideRules: s.fideRules } : {}),
    ...(s.convention ? { convention: s.convention } : {}),
  };
}

/** How the settings say to read the table, as a custom function's options would say it. */
export function settingsTableOptions(s: RankSettings): TableOptions {
  const options: TableOptions = { matchPoints: settingsMatchPoints(s) };
  if (s.notation) options.notation = s.notation;
  if (s.pab) options.pabPoints = Number(s.pab);
  if (s.fideRules) options.fideRules = s.fideRules;
  return options;
}

/**
 * What to rank `t` with: the order, "after round N" and drawing of lots, as Rank standings, prize
 * lists and Explain all rank. "After round N" past the rounds the table counts (read/rounds.ts) is
 * a problem with the table, listed as the others are.
 */
export function settingsRankRequest(s: RankSettings, t: Tournament): RankRequest {
  const afterRound = afterRoundOfTable(t, s.afterRound ?? undefined);
  if (!afterRound.ok)
    throw new CrosstableError([
      { message: `"After round" ${afterRound.refusal.given}: ${afterRound.refusal.detail}.` },
    ]);
  return settingValue(
    rankRequest({
      ...settingsOrderRequest(s),
      afterRound: afterRound.value,
      lotSeed: s.lots ? s.lotSeed : undefined,
      ...(s.missingData === 'pass' || s.missingData === 'stop' ? { missingData: s.missingData } : {}),
    }),
  );
}

/** The tiebreak order the settings ask for; a FIDE rules version applies to it as --fide-rules does. */
export function settingsOrder(s: RankSettings): TiebreakSpec[] {
  return settingValue(resolveOrder(settingsOrderRequest(s)));
}

/**
 * The note's line on how the table was read: "Reading: notation FIDE TRF (chosen); pairing-allocated
 * bye as the table says; unplayed rounds by FIDE C.07 2026 rules (capped dummy)". `readAs` is the
 * notation the reader reports; the FIDE rules are named only when the order has a FIDE tiebreak
 * they apply to, in words.
 */
export function settingsReading(s: RankSettings, readAs: string, order: readonly TiebreakSpec[] = []): string {
  const pab = s.pab === '' ? 'as the table says' : `${s.pab === '0.5' ? '½' : s.pab} point${s.pab === '1' ? '' : 's'}`;
  const versions = [...new Set(order.map((spec) => spec.options.fide).filter((v): v is string => v !== undefined))];
  return [
    `Reading: notation ${readAs} (${s.notation ? 'chosen' : 'detected'})`,
    `pairing-allocated bye ${pab}`,
    ...versions.map((v) => optionWords('fide', v)),
  ].join('; ');
}

/** "US Chess 7th edition" or "custom order": the rule set as a director names it, never its id. */
export function settingsName(s: RankSettings): string {
  if (s.preset === 'custom') return 'custom order';
  const p = PRESETS.find((x) => x.id === s.preset);
  return p ? p.name : s.preset;
}

export function loadSettings(): RankSettings {
  return loadDocumentJson(SETTINGS_KEY, normaliseSettings, DEFAULT_SETTINGS);
}

export function saveSettings(s: RankSettings): void {
  saveDocumentJson(SETTINGS_KEY, s);
}
