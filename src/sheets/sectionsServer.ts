/**
 * "Rank all sections": a scholastic event's sections (K-3, K-5, K-8, Open) each ranked on its own
 * (its own rounds, score groups and places), with one standings sheet per section ("Standings
 * K-5") and, where the table has a school column, one school-teams sheet per section ("School
 * teams K-5"). One sheet per section, not one sheet of blocks: each section prints on its own
 * pages, sorts and filters alone, and keeps its own columns (sections may play different numbers
 * of rounds), and a director handing out one section's results hands out one sheet.
 *
 * A section is a sheet holding a crosstable, or one value of the Section column of a sheet's table
 * (src/request/sections.ts splits it, keeping every cell where it is, so a problem names the
 * sheet's own cell). Sheets the add-on wrote are never read, and no crosstable is ever written.
 */
import { CrosstableError, Problem } from '../model/problems';
import type { Tournament } from '../model/tournament';
import type { Grid, Origin } from '../read/crosstable';
import { nonBlankRows, scanTable } from '../read/crosstable';
import { Input, inputKind, isSectionHeader, readInput, SECTION_HEADER, SectionSource, splitSections } from '../request';
import { rank, Standings } from '../standings/rank';
import { schoolColumnOf } from '../teams/school';
import { at } from '../tiebreaks/lookup';
import type { SchoolTeamStandings } from '../teams/school';
import { LockedTask, withDocumentLock } from './documentLock';
import { messageOf, OwnedSheetError, retryAdvice, writeOwnedSheet } from './ownedSheet';
import { readWithSettings, sheetProblems } from './readCrosstable';
import { isOwnedSheet } from './rankTarget';
import { schoolTeamsOf, writeSchoolTeamsSheet } from './schoolTeamsSheet';
import {
  loadSettings,
  normaliseSettings,
  RankSettings,
  saveSettings,
  settingsRankRequest,
  settingsTableOptions,
} from './settings';
import type {
  RankFailure,
  RankingResult,
  SectionInfo,
  SectionsFound,
  SectionsOutcome,
  SheetProblem,
  TableRef,
  TableResult,
} from './shapes';
import { fingerprint, keepRanking, tableResult } from './lastResult';
import { BUSY_MESSAGE, provenance, rankedAt, SectionsRanker, standingsSheetContent } from './standingsSheet';
import { passedOverLines, tieLines } from '../standings/ties';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

export type { SectionInfo, SectionsFound, SectionsOutcome };

/** The owner value (ownedSheet.ts) of a section's standings sheet, before ":" and the section's name. */
export const SECTION_OWNER = 'standings-section';

/** A sheet name may hold 100 characters; the owned-sheet writer may add " ~old" or " (2)" while it swaps. */
const MAX_NAME = 88;

/** Rank all sections shares the one document lock with Rank standings and is refused, not queued, while either runs. */
const RANKING_SECTIONS: LockedTask = {
  name: 'Rank all sections',
  notWritten: "The sections' standings were not all written.",
  waitMs: 0,
  busy: BUSY_MESSAGE,
};

/** A section found, with what reading it gave: its tournament, or its problems named by cell. */
export interface FoundSection {
  info: SectionInfo;
  sheet: Sheet;
  /** The table it was read from, kept with the sheets written (a sidebar opened on one reads it). */
  ref: TableRef;
  /** "K-5!A1:K40": where it was read, for the sheets' notes. */
  where: string;
  /** Its table's cells as read (lastResult.ts): the result is shown again only while they are unchanged. */
  fingerprint: string;
  tournament?: Tournament;
  problems: Problem[];
}

/** A section's sheet-name part: control characters and runs of spaces out, no longer than a sheet name allows. */
export function sectionSheetName(prefix: string, section: string): string {
  const clean = section
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${prefix} ${clean}`.slice(0, MAX_NAME).trimEnd();
}

/** Whether the table's header row (its first filled row) has a Section column (request/sections.ts says what one is). */
function hasSectionColumn(values: Grid): boolean {
  const [headerIndex] = nonBlankRows(values);
  const header = headerIndex === undefined ? undefined : values[headerIndex];
  return !!header && header.some(isSectionHeader);
}

/** Whether the table's header reads as a crosstable's (No., Name, rounds…): its reading problems are then a crosstable's mistakes. */
function hasCrosstableHeader(values: Grid, origin: Origin): boolean {
  try {
    scanTable(values, origin);
    return true;
  } catch (e) {
    if (e instanceof CrosstableError) return false;
    throw e;
  }
}

/**
 * A section's table read with the settings. A scholastic table whose school column is headed
 * "Team" looks like a team event to the detection (request/input.ts); when no notation is named
 * and it does not read as one, it is read as players, which is what a section is.
 */
function readSectionTable(grid: Grid, origin: Origin, settings: RankSettings): Input {
  try {
    return readWithSettings(grid, origin, settings);
  } catch (e) {
    if (!(e instanceof CrosstableError) || settings.notation !== '' || inputKind(grid) !== 'team') throw e;
    const { pabPoints } = settingsTableOptions(settings);
    let read: ReturnType<typeof readInput>;
    try {
      read = readInput(grid, { origin, kind: 'individual', ...(pabPoints === undefined ? {} : { pabPoints }) });
    } catch {
      throw e;
    }
    if (read.kind === 'refused') throw e;
    return read;
  }
}

/** Reads one section's grid with the settings: its tournament and school column, or its problems. */
function readSection(
  base: Omit<SectionInfo, 'players' | 'rounds' | 'notation' | 'schoolColumn'>,
  grid: Grid,
  origin: Origin,
  at: SectionAt,
): FoundSection {
  const blank = { players: 0, rounds: 0, notation: '', schoolColumn: null };
  try {
    const read = readSectionTable(grid, origin, at.settings);
    const t = read.tournament;
    const info: SectionInfo = {
      ...base,
      players: t.players.length,
      rounds: t.rounds,
      notation: t.notation,
      schoolColumn: t.boards === undefined ? schoolColumnOf(t, at.settings.schoolColumn) : null,
    };
    return { info, ...foundAt(at), tournament: t, problems: [] };
  } catch (e) {
    if (!(e instanceof CrosstableError)) throw e;
    const problems = sheetProblems(e, 'sidebar');
    return { info: { ...base, ...blank }, ...foundAt(at), problems };
  }
}

/** "Section K-5, sheet "Players", cell E7: …": a problem named by its section, sheet and cell. */
function problemText(section: string | null, sheetName: string, p: Problem): string {
  const where = `${section === null ? 'Sheet' : `Section ${section}, sheet`} "${sheetName}"${p.cell ? `, cell ${p.cell}` : ''}`;
  return `${where}: ${p.message}`;
}

/** With its problems worded: the first (and how many more) on the section's line. */
function withProblemLine(found: FoundSection): FoundSection {
  const [first, ...more] = found.problems;
  if (!first) return found;
  const extra = more.length ? ` (and ${more.length} more problem${more.length === 1 ? '' : 's'})` : '';
  found.info.problem = problemText(found.info.section, found.info.sheetName, first) + extra;
  if (found.problems.every((p) => p.notYet)) found.info.notYet = true;
  return found;
}

/**
 * One sheet's sections: each value of its Section column, or the sheet itself. A sheet whose
 * table cannot be read and whose header is not a crosstable's is not one (a prize table, notes)
 * and is passed over; one with a crosstable's header is a crosstable with mistakes, and is listed.
 */
function sheetSections(sheet: Sheet, settings: RankSettings): FoundSection[] {
  const range = sheet.getDataRange();
  const values = range.getValues();
  if (!nonBlankRows(values).length) return [];
  const origin = { row: range.getRow(), col: range.getColumn() };
  const where = `${sheet.getName()}!${range.getA1Notation()}`;
  const at: SectionAt = { sheet, ref: { sheetId: sheet.getSheetId(), range: '' }, where, settings, values };
  if (!hasSectionColumn(values)) {
    const base = { id: `sheet:${sheet.getSheetId()}`, section: null, sheetName: sheet.getName() };
    const found = readSection(base, values, origin, at);
    return found.tournament || hasCrosstableHeader(values, origin) ? [withProblemLine(found)] : [];
  }
  let sources: SectionSource[];
  try {
    sources = splitSections(values, SECTION_HEADER, origin);
  } catch (e) {
    if (!(e instanceof CrosstableError)) throw e;
    const base = { id: `sheet:${sheet.getSheetId()}`, section: null, sheetName: sheet.getName() };
    const blank = { players: 0, rounds: 0, notation: '', schoolColumn: null };
    return [withProblemLine({ info: { ...base, ...blank }, ...foundAt(at), problems: [...e.problems] })];
  }
  return sourceSections(sources, origin, at);
}

/** Where a section is read: its sheet, its table as a reference and in words, and the settings. */
interface SectionAt {
  sheet: Sheet;
  ref: TableRef;
  where: string;
  settings: RankSettings;
  /** The whole table's cells, as read. */
  values: Grid;
}

/** What a found section keeps of where it was read. */
function foundAt(at: SectionAt): Pick<FoundSection, 'sheet' | 'ref' | 'where' | 'fingerprint'> {
  return { sheet: at.sheet, ref: at.ref, where: at.where, fingerprint: fingerprint(at.values) };
}

/** Each section's grid read with the settings, named for the sidebar by its sheet and value. */
function sourceSections(sources: readonly SectionSource[], origin: Origin, at: SectionAt): FoundSection[] {
  return sources.map((s) => {
    const sheetName = at.sheet.getName();
    const base = { id: `section:${at.sheet.getSheetId()}:${s.section ?? ''}`, section: s.section, sheetName };
    // A grid given, a grid back: splitSections parses only text.
    if (typeof s.source === 'string') throw new Error('splitSections gave text for a grid.');
    return withProblemLine(readSection(base, s.source, origin, at));
  });
}

/**
 * The sections of one table (the one Rank standings ranks), read with the settings: what the
 * sidebar's Crosstable line lists ("3 sections: K-3 (24 players, 4 rounds), …").
 */
export function tableSectionInfos(
  sheet: Sheet,
  a1: string,
  found: { sections: readonly SectionSource[]; origin: Origin; values: Grid },
  settings: RankSettings,
): { sections: SectionInfo[]; problems: SheetProblem[] } {
  const where = `${sheet.getName()}!${a1}`;
  const ref = { sheetId: sheet.getSheetId(), range: a1 };
  const read = sourceSections(found.sections, found.origin, { sheet, ref, where, settings, values: found.values });
  return { sections: read.map((f) => f.info), problems: sectionProblems(read) };
}

/** Every section of the spreadsheet, sheet by sheet in tab order; the add-on's own sheets are never read. */
export function findSections(ss: Spreadsheet, settings: RankSettings): FoundSection[] {
  return ss
    .getSheets()
    .filter((sheet) => !isOwnedSheet(sheet))
    .flatMap((sheet) => sheetSections(sheet, settings));
}

const NONE_FOUND =
  'No crosstable was found: put each section on its own sheet, or give one table a Section column (K-3, K-5, Open…).';

/**
 * What Rank all sections would rank, read with `settings` (the sidebar's, not yet saved) or the
 * saved ones: every section with its players, rounds, notation and school column, or its problem.
 */
export function inspectSections(settings?: unknown): SectionsFound {
  let s: RankSettings;
  try {
    s = settings === undefined || settings === null ? loadSettings() : normaliseSettings(settings);
  } catch (e) {
    return { sections: [], message: messageOf(e) };
  }
  const sections = findSections(SpreadsheetApp.getActiveSpreadsheet(), s).map((f) => f.info);
  return sections.length ? { sections } : { sections, message: NONE_FOUND };
}

/** The section's name on its sheets: the Section value, or the sheet's name for a sheet of its own. */
function sectionName(found: FoundSection): string {
  return found.info.section ?? found.info.sheetName;
}

/**
 * Names unique across the sections ranked: a Section value that two sheets both use gets its
 * sheet's name beside it, so neither section's sheets overwrite the other's.
 */
function uniqueNames(sections: readonly FoundSection[]): string[] {
  const names = sections.map(sectionName);
  return names.map((name, i) => {
    const found = sections[i];
    const twice = names.filter((n) => n.toLowerCase() === name.toLowerCase()).length > 1;
    return twice && found ? `${name} (${found.info.sheetName})` : name;
  });
}

/** The ids the sidebar unticked ("leave out"), as a set; anything else is no id. */
function leaveOutSet(leaveOut: unknown): Set<string> {
  return new Set(Array.isArray(leaveOut) ? leaveOut.map((x) => String(x)) : []);
}

/** Every problem of the sections to rank, each with its sheet, its cell and its section in the message. */
function sectionProblems(sections: readonly FoundSection[]): SheetProblem[] {
  return sections.flatMap((f) =>
    f.problems.map((p) => ({
      sheet: f.info.sheetName,
      ...(p.cell ? { cell: p.cell } : {}),
      message: `${f.info.section === null ? `Sheet "${f.info.sheetName}"` : `Section ${f.info.section}`}: ${p.message}`,
    })),
  );
}

/** What one section's ranking wrote: its sheets, and the words for the summary. */
interface SectionWritten {
  sheets: string[];
  line: string;
  schools: boolean;
  /** The result block's content for the section, and its table's fingerprint. */
  kept: { result: TableResult; fingerprint: string };
}

/** A section ranked, not yet written: its standings and school teams (null: no school column). */
interface RankedSection {
  found: FoundSection;
  /** Its name on its sheets, unique among the sections ranked. */
  name: string;
  standings: Standings;
  teams: SchoolTeamStandings | null;
}

/** Writes one ranked section's standings sheet, then its school teams when it has a school column. */
function writeSection(ss: Spreadsheet, r: RankedSection, settings: RankSettings): SectionWritten {
  const { found: f, name, standings, teams } = r;
  const event = `${ss.getName()} ${name}`;
  // The notes say which rows were read: the sheet's table, and the section's value in it.
  const source = f.info.section === null ? f.where : `${f.where}, ${SECTION_HEADER} ${f.info.section}`;
  const standingsName = writeOwnedSheet(ss, {
    owner: `${SECTION_OWNER}:${name}`,
    baseName: sectionSheetName('Standings', name),
    ...standingsSheetContent(standings, { event, settings }),
    note: provenance(settings, standings, source, rankedAt(new Date(), ss.getSpreadsheetTimeZone())),
    spare: f.sheet,
    source: f.ref,
  }).name;
  const n = standings.rows.length;
  const line = `${name} (${n} ${standings.tournament.boards === undefined ? 'player' : 'team'}${n === 1 ? '' : 's'})`;
  const from = { sheetName: standingsName, table: f.ref, section: f.info.section, name, settings };
  const kept = { result: tableResult(standings, from), fingerprint: f.fingerprint };
  if (!teams) return { sheets: [standingsName], line, schools: false, kept };
  const teamsName = writeSchoolTeamsSheet(ss, standings, teams, {
    owner: `school-teams-section:${name}`,
    baseName: sectionSheetName('School teams', name),
    event,
    source,
    spare: f.sheet,
    ref: f.ref,
  });
  return { sheets: [standingsName, teamsName], line, schools: true, kept };
}

/** The refusal of sections with problems: nothing is written, every problem listed with its section, sheet and cell. */
function refusalOf(bad: readonly FoundSection[], stage: 'read' | 'ranked' = 'read'): RankFailure {
  const names = bad.map(sectionName);
  const one = names.length === 1;
  // A section read fine but refused by the ranking (after round N) has nothing to fix in it.
  const why =
    stage === 'read' ? `${one ? 'has' : 'have'} problems to fix first` : 'cannot be ranked with these settings';
  return {
    ok: false,
    message: `Nothing was ranked or written: ${names.join(', ')} ${why} (or leave ${one ? 'it' : 'them'} out).`,
    problems: sectionProblems(bad),
  };
}

/**
 * Every chosen section ranked, before any is written: a section the ranking refuses ("after
 * round 6" of a 5-round section) refuses them all, as a reading problem does.
 */
function rankChosen(chosen: readonly FoundSection[], settings: RankSettings): RankedSection[] | RankFailure {
  const names = uniqueNames(chosen);
  const ranked: RankedSection[] = [];
  const bad: FoundSection[] = [];
  for (const [i, f] of chosen.entries()) {
    if (!f.tournament) throw new Error(`Section ${sectionName(f)} was not read.`);
    try {
      const standings = rank(f.tournament, settingsRankRequest(settings, f.tournament));
      ranked.push({ found: f, name: at(names, i), standings, teams: schoolTeamsOf(standings, settings) });
    } catch (e) {
      if (!(e instanceof CrosstableError)) throw e;
      bad.push({ ...f, problems: sheetProblems(e, 'sidebar') });
    }
  }
  return bad.length ? refusalOf(bad, 'ranked') : ranked;
}

/** The ranking itself, the lock held: read and rank every section, refuse all if any has a problem, then write each. */
function rankSectionsLocked(
  ss: Spreadsheet,
  settings: RankSettings,
  leaveOut: Set<string>,
): SectionsOutcome | RankFailure {
  const found = findSections(ss, settings);
  if (!found.length) return { ok: false, message: NONE_FOUND, problems: [] };
  const chosen = found.filter((f) => !leaveOut.has(f.info.id));
  if (!chosen.length)
    return { ok: false, message: 'Every section was left out: nothing was ranked or written.', problems: [] };
  const bad = chosen.filter((f) => f.problems.length);
  if (bad.length) return refusalOf(bad);
  const ranked = rankChosen(chosen, settings);
  if (!Array.isArray(ranked)) return ranked;
  const written: SectionWritten[] = [];
  for (const r of ranked) {
    try {
      written.push(writeSection(ss, r, settings));
    } catch (e) {
      return stoppedAt(r.name, e, written);
    }
  }
  return {
    ok: true,
    sheets: written.flatMap((w) => w.sheets),
    summary: summaryOf(written),
    result: keptResult(settings, written),
  };
}

/**
 * Rank standings on a table of sections (standingsSheet.ts hands it over, the lock held): every
 * section ranked alone and written to its own sheets, exactly as Rank all sections writes that
 * table's sections; a problem in any section refuses them all before anything is written.
 */
export const rankTableSections: SectionsRanker = (ss, found, settings) => {
  const sheet = found.range.getSheet();
  const where = `${sheet.getName()}!${found.table.a1}`;
  const at = { sheet, ref: found.ref, where, settings, values: found.values };
  const sections = sourceSections(found.sections, found.origin, at);
  const bad = sections.filter((f) => f.problems.length);
  // A section's reading problems are the table's; a ranking refused (after round N) is what was
  // asked of it, so no `table`: the table is not said to have problems.
  if (bad.length) return { ...refusalOf(bad), table: found.table };
  const ranked = rankChosen(sections, settings);
  if (!Array.isArray(ranked)) return ranked;
  const written: SectionWritten[] = [];
  for (const r of ranked) {
    try {
      written.push(writeSection(ss, r, settings));
    } catch (e) {
      return { ...stoppedAt(r.name, e, written), table: found.table };
    }
  }
  const sheets = written.flatMap((w) => w.sheets);
  return {
    ok: true,
    sheetName: sheets[0] ?? '',
    sheets,
    players: ranked.reduce((n, r) => n + r.standings.rows.length, 0),
    table: found.table,
    // Each section's ties, named by its section; Explain a player reads one table, not sections.
    ties: ranked.flatMap((r) => tieLines(r.standings).map((line) => `${r.name}: ${line}`)),
    passedOver: ranked.flatMap((r) => passedOverLines(r.standings).map((line) => `${r.name}: ${line}`)),
    ranked: [],
    summary: summaryOf(written),
    result: keptResult(settings, written),
  };
};

/** The sections' results, kept for a sidebar opened later (lastResult.ts), and for the one open now. */
function keptResult(settings: RankSettings, written: readonly SectionWritten[]): RankingResult {
  keepRanking(
    settings,
    written.map((w) => w.kept),
  );
  return { settings, results: written.map((w) => w.kept.result) };
}

/**
 * One section's tournament read again as Rank all sections read it: a sheet of its own (section
 * null) or one value of the table's Section column. Throws CrosstableError when it is not there.
 */
export function readSectionAgain(
  values: Grid,
  origin: Origin,
  section: string | null,
  settings: RankSettings,
): Tournament {
  if (section === null) return readSectionTable(values, origin, settings).tournament;
  const found = splitSections(values, SECTION_HEADER, origin).find((s) => s.section === section);
  if (!found || typeof found.source === 'string')
    throw new CrosstableError([{ message: `The table has no section "${section}" any more: rank it again.` }]);
  return readSectionTable(found.source, origin, settings).tournament;
}

/** " The sheets written before it stand: …": what a failure part-way leaves. */
function wroteBefore(written: readonly SectionWritten[]): string {
  const sheets = written.flatMap((w) => w.sheets);
  return sheets.length ? ` The sheets written before it stand: ${sheets.map((s) => `"${s}"`).join(', ')}.` : '';
}

/** A write that failed and rolled back (ownedSheet.ts leaves that section's old sheet); the sections before it stand. */
function stoppedAt(name: string, e: unknown, written: readonly SectionWritten[]): RankFailure {
  const what = e instanceof OwnedSheetError ? e.message : `Ranking it stopped (${messageOf(e)}).`;
  return {
    ok: false,
    message: `Section ${name}: ${what}${wroteBefore(written)}${retryAdvice(e)}`,
    problems: [],
  };
}

/** "3 sections ranked: K-3 (24 players), K-5 (30 players), Open (12 players); school teams for 2." */
function summaryOf(written: readonly SectionWritten[]): string {
  const n = written.length;
  const schools = written.filter((w) => w.schools).length;
  const teams = schools ? `; school teams for ${schools === n ? (n === 1 ? 'it' : 'each') : schools}` : '';
  return `${n} section${n === 1 ? '' : 's'} ranked: ${written.map((w) => w.line).join(', ')}${teams}`;
}

/**
 * Rank all sections from the sidebar (or the menu): saves the settings, then, under the document
 * lock, ranks every section not left out (`leaveOut`: SectionInfo ids) and writes its sheets. A
 * problem in any section chosen refuses them all before anything is written, each problem named
 * by its section, sheet and cell.
 */
export function rankAllSections(settings: unknown, leaveOut?: unknown): SectionsOutcome | RankFailure {
  let s: RankSettings;
  try {
    s = normaliseSettings(settings);
  } catch (e) {
    return { ok: false, message: messageOf(e), problems: [] };
  }
  try {
    saveSettings(s);
  } catch (e) {
    return {
      ok: false,
      message: `The settings could not be saved (${messageOf(e)}). Nothing was written; try again in a moment.`,
      problems: [],
    };
  }
  const leave = leaveOutSet(leaveOut);
  return withDocumentLock(RANKING_SECTIONS, () => rankSectionsLocked(SpreadsheetApp.getActiveSpreadsheet(), s, leave));
}

/** An alert's text for a failure of Rank all sections: the message, then each problem. */
export function sectionsFailureText(f: RankFailure): string {
  return [
    f.message,
    ...f.problems.map((p) => (p.cell ? `${p.sheet ? `${p.sheet}!` : ''}${p.cell}: ${p.message}` : p.message)),
  ].join('\n');
}
