/**
 * What the sidebar calls through google.script.run. Every result is plain JSON (no Date, no
 * service object): strings, numbers, booleans, arrays and plain objects.
 */
import { CrosstableError } from '../model/problems';
import { inProgressText, roundsText } from '../read';
import { FIDE_VERSIONS, VERSION_LABEL } from '../tiebreaks/fide/options';
import { optionWords } from '../standings/columnWords';
import { FIDE_READING } from '../standings/fideRules';
import { PRESETS } from '../standings/presets';
import { CONVENTION_IDS, CONVENTIONS } from '../tiebreaks/conventions';
import { specLabel, TIEBREAK_CODES, TIEBREAKS } from '../tiebreaks/registry';
import type { OptionSpec } from '../tiebreaks/types';
import { loadPrizeSettings, normalisePrizeSettings, PrizeSettings, savePrizeSettings } from './prizeSettings';
import { allPrizeSettingsThatApply, PrizeFailure, PrizeOutcome, prizesToSheet } from './prizesSheet';
import { notationChoices, readWithSettings, sheetProblems } from './readCrosstable';
import { loadSettings, normaliseSettings, RankSettings, saveSettings } from './settings';
import { NoTableHere, rememberTable, selectedTable, tableRefOf, tableToRank } from './rankTarget';
import type { SidebarState, TableInfo } from './shapes';
import type { TaskFailure } from './documentLock';
import { messageOf } from './ownedSheet';
import { RankFailure, RankOutcome, rankToSheet } from './standingsSheet';
import { rankTableSections, tableSectionInfos } from './sectionsServer';
import { recallResult } from './resultServer';
import { SectionSource, tableSections } from '../request';
import { lastRoundAhead } from './lastRoundServer';
import { lastRoundAsked, loadLastRoundChoice } from './lastRoundChoice';
import type { Tournament } from '../model/tournament';

/** The last round still to play, when it is (the "Before the last round" panel shows then). */
function lastRoundField(t: Tournament): Pick<TableInfo, 'lastRound'> {
  const ahead = lastRoundAhead(t);
  return ahead ? { lastRound: ahead } : {};
}

/** What the sidebar's calls answer (shapes.ts, which the sidebar imports too). */
export type { SidebarState, TableInfo };

/**
 * Reads the crosstable "Rank standings" would read, and says what it found (nothing is written).
 * With `settings` (the sidebar's, not yet saved) it reads as they say; else as the saved ones.
 */
export function inspectTable(settings?: unknown, table?: unknown): TableInfo {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  let target: ReturnType<typeof tableToRank>;
  try {
    target = tableToRank(ss, tableRefOf(table));
  } catch (e) {
    return notFound(ss, e);
  }
  const { range, ref } = target;
  const values = range.getValues();
  const base = { sheet: range.getSheet().getName(), range: range.getA1Notation(), ref };
  if (!values.some((row) => row.some((v) => String(v).trim() !== ''))) return emptyTable(base.sheet);
  try {
    // Read with the settings Rank standings will use, so the line says what it will rank.
    const s = settings === undefined || settings === null ? loadSettings() : normaliseSettings(settings);
    const origin = { row: range.getRow(), col: range.getColumn() };
    const sections = tableSections(values, origin);
    if (sections) return { ...base, ...sectionsInfo(range, { sections, origin, values }, s) };
    const read = readWithSettings(values, origin, s);
    const t = read.tournament;
    const team = t.boards === undefined ? {} : { team: { boards: t.boards, boardSheet: read.games !== undefined } };
    return {
      ...base,
      ok: true,
      notation: read.notation,
      notationName: t.notation,
      notationChosen: s.notation !== '',
      players: t.players.length,
      ...team,
      rounds: t.rounds,
      roundsText: roundsText(t),
      ...(t.roundInProgress ? { inProgress: inProgressText(t.roundInProgress) } : {}),
      ...lastRoundField(t),
      colours: t.hasColours,
      report: read.report,
      problems: [],
    };
  } catch (e) {
    if (e instanceof CrosstableError && e.problems.every((p) => p.notYet))
      return { ...base, ok: false, problems: [], advice: `${base.sheet}!${base.range}: ${formatProblems(e)}` };
    if (e instanceof CrosstableError)
      return {
        ...base,
        ok: false,
        problems: sheetProblems(e, 'sidebar').map((p) =>
          p.cell ? { cell: p.cell, message: p.message } : { message: p.message },
        ),
      };
    return { ...base, ok: false, problems: [{ message: e instanceof Error ? e.message : String(e) }] };
  }
}

/** The problems' messages as one text. */
const formatProblems = (e: CrosstableError) => e.problems.map((p) => p.message).join(' ');

/** No table found: a sheet the add-on wrote is said in plain words; a problem with a remembered table is listed. */
function notFound(ss: GoogleAppsScript.Spreadsheet.Spreadsheet, e: unknown): TableInfo {
  if (!(e instanceof CrosstableError)) throw e;
  const sheet = ss.getActiveSheet().getName();
  if (e instanceof NoTableHere)
    return { sheet, range: '', ok: false, problems: [], advice: e.message, ...(e.empty ? { empty: true } : {}) };
  return { sheet, range: '', ok: false, problems: [...e.problems] };
}

/**
 * An empty sheet (a new spreadsheet, the sheet New crosstable is opened on): no table yet, which
 * is no mistake. Said as what to do next; the sidebar offers the blank crosstable first.
 */
function emptyTable(sheet: string): TableInfo {
  return {
    sheet,
    range: '',
    ok: false,
    problems: [],
    empty: true,
    advice: `"${sheet}" is empty. Insert a blank crosstable (New crosstable, below) to type the results in, or paste your crosstable here and choose Read again.`,
  };
}

/**
 * A table of sections as the Crosstable line shows it: each section as read alone ("K-5 (24
 * players, 4 rounds)"), or the problems of those that cannot be read, each named by its section.
 */
function sectionsInfo(
  range: GoogleAppsScript.Spreadsheet.Range,
  found: { sections: SectionSource[]; origin: { row: number; col: number }; values: unknown[][] },
  s: RankSettings,
): Pick<TableInfo, 'ok' | 'players' | 'sections' | 'problems'> {
  const { sections: infos, problems } = tableSectionInfos(range.getSheet(), range.getA1Notation(), found, s);
  // The problems name cells of this table's sheet, which the Crosstable block selects on a click.
  if (problems.length) return { ok: false, problems: problems.map(({ sheet: _sheet, ...p }) => p) };
  return {
    ok: true,
    players: infos.reduce((n, x) => n + x.players, 0),
    sections: infos.map((x) => ({ name: x.section ?? x.sheetName, players: x.players, rounds: x.rounds })),
    problems: [],
  };
}

/** An option's values in words, for the sidebar (shapes.ts SystemOptionInfo.words). */
function optionValueWords(o: OptionSpec): Record<string, string> {
  const values = o.values === 'integer' ? ['#'] : o.values.filter((v) => v !== o.default);
  return Object.fromEntries(values.map((v) => [v, optionWords(o.name, v)]).filter(([, w]) => w !== ''));
}

/**
 * What the "Before the last round" panel opens with: what the menu's Last round sheet would
 * answer (lastRoundChoice.ts), without its reason when it cannot be the prize list.
 */
function panelChoice(prizes: PrizeSettings): SidebarState['lastRoundChoice'] {
  const { places, prizeList } = lastRoundAsked(loadLastRoundChoice(), prizes.prizeRange !== '');
  return { places, prizeList };
}

export function sidebarState(): SidebarState {
  const table = inspectTable();
  const prizes = loadPrizeSettings();
  return {
    settings: loadSettings(),
    notations: notationChoices(),
    fideVersions: FIDE_VERSIONS.map((id) => ({ id, name: VERSION_LABEL[id] })),
    conventions: CONVENTION_IDS.map((id) => ({
      id,
      name: CONVENTIONS[id].choice,
      departures: CONVENTIONS[id].departures.map((d) => optionWords(d.option, d.value)),
    })),
    presets: PRESETS.map((p) => ({
      id: p.id,
      name: p.name,
      source: p.source,
      order: p.order.map(specLabel),
      lotsOnRequest: p.lotsOnRequest,
      note: p.note ?? '',
      usesColours: p.order.some((s) => TIEBREAKS[s.code].needs?.includes('colours') === true),
      missingData: { ...p.missingData },
    })),
    systems: TIEBREAK_CODES.map((code) => {
      const tb = TIEBREAKS[code];
      return {
        code,
        name: tb.name,
        rule: tb.rule,
        summary: tb.summary,
        options: tb.options.map((o) => ({
          name: o.name,
          values: o.values === 'integer' ? 'integer' : [...o.values],
          default: o.default,
          help: o.help,
          words: optionValueWords(o),
        })),
        needs: [...(tb.needs ?? [])],
        conventions: tb.options.some((o) => o.convention === true),
        ...(FIDE_READING[code] ? { fideReading: FIDE_READING[code] } : {}),
      };
    }),
    table,
    prizes,
    prizeSettingsThatApply: allPrizeSettingsThatApply(),
    lastResult: recallResult(),
    lastRoundChoice: panelChoice(prizes),
  };
}

export function storeSettings(settings: unknown): RankSettings {
  const s = normaliseSettings(settings);
  saveSettings(s);
  return s;
}

/**
 * "Use selection": the selection (or the active sheet's data) becomes the table to rank, remembered
 * for the menu too, and is read with the sidebar's settings. A sheet the add-on wrote is refused.
 */
export function chooseSelectedTable(settings?: unknown): TableInfo {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  try {
    const { ref } = selectedTable(ss);
    rememberTable(ref);
    return inspectTable(settings, ref);
  } catch (e) {
    return notFound(ss, e);
  }
}

/** Saves settings; a service failure comes back as a refusal for the sidebar rather than failing the google.script.run call. */
function saveOrRefuse(save: () => void): TaskFailure | null {
  try {
    save();
    return null;
  } catch (e) {
    return {
      ok: false,
      message: `The settings could not be saved (${messageOf(e)}). Nothing was written; try again in a moment.`,
      problems: [],
    };
  }
}

/** Saves the settings, then ranks `table` (the one the sidebar shows) and writes the standings sheet. */
export function rankWithSettings(settings: unknown, table?: unknown): RankOutcome | RankFailure {
  let s: RankSettings;
  try {
    s = normaliseSettings(settings);
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e), problems: [] };
  }
  const unsaved = saveOrRefuse(() => saveSettings(s));
  if (unsaved) return unsaved;
  const out = rankToSheet(s, tableRefOf(table), 'sidebar', rankTableSections);
  return out.ok
    ? out
    : {
        ...out,
        problems: out.problems.map((p) => (p.cell ? { cell: p.cell, message: p.message } : { message: p.message })),
      };
}

/** Selects a cell the sidebar named (a problem's cell) on the given sheet. */
export function selectCell(sheetName: string, a1: string): boolean {
  const sheet = SpreadsheetApp.getActiveSpreadsheet().getSheetByName(String(sheetName));
  if (!sheet || !/^[A-Z]{1,3}\d{1,7}$/.test(String(a1))) return false;
  sheet.getRange(String(a1)).activate();
  return true;
}

/** "'Prize table'!A1:C12": a range with its sheet, quoted as Sheets reads it back. */
export function qualifiedA1(sheetName: string, a1: string): string {
  return `'${sheetName.replace(/'/g, "''")}'!${a1}`;
}

/** The current selection with its sheet, for the sidebar's "Use selection" buttons. */
export function selectionA1(): string {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const range = ss.getActiveRange() ?? ss.getActiveSheet().getDataRange();
  return qualifiedA1(range.getSheet().getName(), range.getA1Notation());
}

/**
 * Make prize list from the sidebar: the ranking settings of the Rank section and the prize
 * request ({prizeRange, crosstableRange?, limit, cashAndTrophy, unratedInRatingGroups, tiedClassPrizes}) are checked like
 * storeSettings checks, both saved, then the Prizes sheet is written with exactly those settings.
 */
export function prizeListWithSettings(request: unknown): PrizeOutcome | PrizeFailure {
  const o = request !== null && typeof request === 'object' ? (request as Record<string, unknown>) : {};
  let settings: RankSettings;
  let prizes: PrizeSettings;
  try {
    settings = normaliseSettings(o.settings);
    prizes = normalisePrizeSettings(o.prizes);
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e), problems: [] };
  }
  const unsaved = saveOrRefuse(() => {
    saveSettings(settings);
    savePrizeSettings(prizes);
  });
  if (unsaved) return unsaved;
  return prizesToSheet(o.prizes, settings);
}
