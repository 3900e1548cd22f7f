/**
 * One table holding several sections (a scholastic event's K-3, K-5, K-8, Open) with a Section
 * column: split into one source per section, each then read and ranked alone (readInput,
 * rankRequest), so every section has its own rounds, score groups and places.
 *
 * Each section's grid keeps the whole table's shape: the header row, its own rows where they
 * were, and blank rows where the other sections' rows were (the readers skip blank rows). So a
 * problem in a section names the cell of the table the director sees, not a row of a copy.
 */
import { CrosstableError, Problem, cellRef } from '../model/problems';
import { cellText, CellValue, spellingKey } from '../read/cells';
import type { Grid, Origin } from '../read/crosstable';
import { parseDelimited } from '../read/csv';
import { nonBlankRows } from '../read/crosstable';

export interface SectionSource {
  /** The section's name as its cells give it (trimmed); null when the table is not split. */
  section: string | null;
  /** The sheet it came from (the sheets front end sets it). */
  sheetName?: string;
  source: string | Grid;
  /** Where the grid's top-left cell sits in the sheet, as given to splitSections. */
  origin?: Origin;
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
