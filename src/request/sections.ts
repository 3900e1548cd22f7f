/**
 * One table holding several sections (a scholastic event's K-3, K-5, K-8, Open) with a Section
 * column: split into one source per section, each then read and ranked alone (readInput,
 * rankRequest), so every section has its own rounds, score groups and places.
 *
 * Each section's grid keeps the whole table's shape: the header row, its own rows where they
 * were, and blank rows where the other sections' rows were (the readers skip blank rows). So a
 * problem in a section names the cell of the table the director sees, not a row of a copy.
 *
 * A SwissSys event file (.sjson, read/swissSys.ts) holds its sections itself: each is a source
 * of its own, split here too, so every front end ranks its sections as a Section column's.
 */
import { CrosstableError, Problem, cellRef } from '../model/problems';
import { cellText, CellValue, spellingKey } from '../read/cells';
import type { Grid, Origin } from '../read/crosstable';
import { parseDelimited } from '../read/csv';
import { nonBlankRows } from '../read/crosstable';
import { isSwissSysEvent, swissSysSections } from '../read/swissSys';
import { accepted, Parsed, refused } from './refusal';

export interface SectionSource {
  /** The section's name as its cells give it (trimmed); null when the table is not split. */
  section: string | null;
  /** The sheet it came from (the sheets front end sets it). */
  sheetName?: string;
  source: string | Grid;
  /** Where the grid's top-left cell sits in the sheet, as given to splitSections. */
  origin?: Origin;
  /**
   * Why the section is left out when every section is ranked (a SwissSys section with no players
   * or no round played yet): the front end says it. Named alone, it is read, and refused by its reader.
   */
  notRanked?: string;
}

/** Text that is a SwissSys event file, whose sections are its own. */
function isEventFile(source: string | Grid, fileName?: string): source is string {
  return typeof source === 'string' && isSwissSysEvent(source, fileName);
}

/** A SwissSys event file's sections, each as a file of its one section. */
function eventFileSections(text: string): SectionSource[] {
  return swissSysSections(text).map(({ name, text: source, notRanked }) => ({
    section: name,
    source,
    ...(notRanked ? { notRanked } : {}),
  }));
}

/**
 * The most sections one table may hold. Each section's grid is as tall as the table, so a column
 * with a different value on every row (a Name column named by mistake) would cost rows × rows;
 * a real event has a handful of sections.
 */
export const MAX_SECTIONS = 100;

const BLANK_ROW: readonly CellValue[] = [];

/**
 * One table with a Section column (header named by `by`, any case) → one source per section
 * value in first-seen order, each with the header row and its own rows only. Text is read as
 * delimited text (".tsv" in fileName: tab-separated). Throws CrosstableError naming the column
 * and the headers there are when it is absent, and every blank section cell by its cell.
 */
export function splitSections(source: string | Grid, by: string, origin?: Origin, fileName?: string): SectionSource[] {
  if (isEventFile(source, fileName)) {
    if (isSectionHeader(by)) return eventFileSections(source);
    throw new CrosstableError([
      {
        message: `A SwissSys event file has no "${by}" column; its sections are its own ("Section name"), and each is ranked alone.`,
      },
    ]);
  }
  const grid: Grid =
    typeof source === 'string' ? parseDelimited(source, /\.tsv$/i.test(fileName ?? '') ? '\t' : undefined) : source;
  const at = origin ?? { row: 1, col: 1 };
  const [headerIndex, ...rowIndexes] = nonBlankRows(grid);
  const header = headerIndex === undefined ? undefined : grid[headerIndex];
  if (headerIndex === undefined || header === undefined)
    throw new CrosstableError([
      { message: `The range is empty; expected a crosstable with a header row and a "${by}" column.` },
    ]);
  const column = sectionColumn(header, by, cellRef(headerIndex, 0, at));
  const rowsOf = sectionRows(grid, rowIndexes, column, cellText(header[column]), at);
  return [...rowsOf].map(([section, rows]) => {
    const own = new Set(rows);
    const sectionGrid = grid.map((row, i) => (i === headerIndex || own.has(i) ? row : BLANK_ROW));
    return { section, source: sectionGrid, ...(origin ? { origin } : {}) };
  });
}

/** The column whose header is `by` (case and spaces aside), or a CrosstableError listing the headers. */
function sectionColumn(header: readonly CellValue[], by: string, headerCell: string): number {
  const wanted = by.trim().replace(/\s+/g, ' ').toLowerCase();
  const column = header.findIndex((v) => cellText(v).toLowerCase() === wanted);
  if (column >= 0) return column;
  const headers = header.map(cellText).filter((h) => h !== '');
  throw new CrosstableError([
    {
      cell: headerCell,
      message:
        `the header row has no "${by}" column; expected a column naming each player's section. ` +
        `The headers there are: ${headers.map((h) => `"${h}"`).join(', ') || 'none'}.`,
    },
  ]);
}

/**
 * The grid rows of each section, in first-seen order. Every blank section cell is a problem, and
 * so is a name spelled another way than the section's first cell ("k-5" under "K-5"): splitting
 * them would rank one section as two, and choosing a spelling would be a guess.
 */
function sectionRows(
  grid: Grid,
  rowIndexes: readonly number[],
  column: number,
  header: string,
  origin: Origin,
): Map<string, number[]> {
  const sections = new Map<string, number[]>();
  const spelled = new Map<string, { name: string; cell: string }>();
  const problems: Problem[] = [];
  for (const i of rowIndexes) {
    const name = cellText(grid[i]?.[column]);
    const cell = cellRef(i, column, origin);
    if (name === '') {
      problems.push({ cell, message: `the ${header} cell is blank; expected the player's section, such as K-5.` });
      continue;
    }
    const first = spelled.get(spellingKey(name));
    if (first && first.name !== name) {
      problems.push({ cell, message: otherSpelling(header, name, first) });
      continue;
    }
    const rows = sections.get(name);
    if (rows) rows.push(i);
    else if (sections.size === MAX_SECTIONS) throw tooManySections(header, cell);
    else {
      sections.set(name, [i]);
      spelled.set(spellingKey(name), { name, cell });
    }
  }
  if (problems.length) throw new CrosstableError(problems);
  return sections;
}

function otherSpelling(header: string, name: string, first: { name: string; cell: string }): string {
  return (
    `the ${header} cell says ${JSON.stringify(name)}, but ${first.cell} spells this section ${JSON.stringify(first.name)}; ` +
    'expected one spelling for each section (as written, they would be ranked as two sections).'
  );
}

function tooManySections(header: string, cell: string): CrosstableError {
  return new CrosstableError([
    {
      cell,
      message: `the ${header} column has more than ${MAX_SECTIONS} different values by here; expected a few sections such as K-5, K-8, Open. Is "${header}" the column of the sections?`,
    },
  ]);
}

/**
 * The header that makes one table a table of sections: "Section", whatever its case and spacing.
 * Decided here once: the CLI, the custom functions and the sidebar all split a table by it.
 */
export const SECTION_HEADER = 'Section';

/** Whether a header cell names the Section column ("Section", " SECTION ", "section"). */
export function isSectionHeader(value: CellValue): boolean {
  return cellText(value).toLowerCase() === SECTION_HEADER.toLowerCase();
}

/**
 * A table's sections when it is a table of sections: it has a Section column (isSectionHeader)
 * naming two sections or more. Null when it is one section: no such column, a column left blank
 * on every row, or one value throughout (the same players, ranked the same as a whole table). A
 * blank cell among filled ones, or a section spelled two ways, is refused by its cell
 * (splitSections): ranking such a table as one would mix its sections.
 */
export function tableSections(source: string | Grid, origin?: Origin, fileName?: string): SectionSource[] | null {
  if (isEventFile(source, fileName)) {
    const sections = eventFileSections(source);
    return sections.length > 1 ? sections : null;
  }
  const grid = typeof source === 'string' ? delimitedOrNull(source, fileName) : source;
  if (grid === null) return null;
  const [headerIndex, ...rowIndexes] = nonBlankRows(grid);
  const header = headerIndex === undefined ? undefined : grid[headerIndex];
  const column = header ? header.findIndex(isSectionHeader) : -1;
  if (!header || column < 0) return null;
  if (rowIndexes.every((i) => cellText(grid[i]?.[column]) === '')) return null;
  const sections = splitSections(grid, cellText(header[column]), origin);
  return sections.length > 1 ? sections : null;
}

/**
 * Text as a grid, or null when it is not delimited text (a TRF file, a printout with an open
 * quote): such a text has no Section column, and its reader says what it is.
 */
function delimitedOrNull(text: string, fileName?: string): Grid | null {
  try {
    return parseDelimited(text, /\.tsv$/i.test(fileName ?? '') ? '\t' : undefined);
  } catch (e) {
    if (e instanceof CrosstableError) return null;
    throw e;
  }
}

/** The sections' names, for a message: "K-3, K-5, Open". */
export function sectionNames(sections: readonly SectionSource[]): string {
  return sections.map((s) => s.section ?? '').join(', ');
}

/**
 * The section a director named (`section=K-5`, `--section K-5`) among the table's: matched as
 * the Section cells spell it, case and spacing aside (names differing only so are refused when
 * the table is split). Refused when the table has no sections, or none is called that.
 */
export function pickSection(sections: readonly SectionSource[] | null, name: string): Parsed<SectionSource> {
  const wanted = cellText(name).toLowerCase();
  if (sections === null) return refused('section-without-sections', name);
  const found = sections.find((s) => (s.section ?? '').toLowerCase() === wanted);
  return found ? accepted(found) : refused('section-unknown', name, sectionNames(sections));
}

/**
 * What a request ranks, section by section: the section named, else every section of a table of
 * sections, else the whole table as one (section null). The CLI's standings and school-teams, the
 * column functions and the sidebar's Rank standings all go through here.
 */
export function sectionsToRank(
  source: string | Grid,
  named?: string,
  origin?: Origin,
  fileName?: string,
): Parsed<SectionSource[]> {
  const sections = tableSections(source, origin, fileName);
  if (named !== undefined) {
    // An event file's one section is still a section, which the director may name.
    const one = pickSection(isEventFile(source, fileName) ? eventFileSections(source) : sections, named);
    return one.ok ? accepted([one.value]) : one;
  }
  return accepted(sections ?? [{ section: null, source, ...(origin ? { origin } : {}) }]);
}

/**
 * The one section a request that makes one table ranks (a prize list, =STANDINGS): the section
 * named, or the whole table when it has no sections; a table of sections with none named is
 * refused, naming them, rather than mixed into one ranking.
 */
export function oneSection(
  source: string | Grid,
  named?: string,
  origin?: Origin,
  fileName?: string,
): Parsed<SectionSource> {
  const all = sectionsToRank(source, named, origin, fileName);
  if (!all.ok) return all;
  const [only, ...more] = all.value;
  if (only && !more.length) return accepted(only);
  return refused('section-not-named', undefined, sectionNames(all.value));
}
