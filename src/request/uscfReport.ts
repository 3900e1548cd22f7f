/**
 * A US Chess rating report from the crosstable's sections and the event file, decided once for
 * every front end: each section of the event file is matched to the table's section of that
 * name (in the event file's order, which is the report's), every section is checked
 * (src/write/uscfChecks.ts) and nothing is made while any problem remains. The files are then
 * the 2C tables' bytes (src/write/uscfReport.ts).
 */
import { columnLetter, CrosstableError } from '../model/problems';
import type { Tournament } from '../model/tournament';
import { cellText } from '../read/cells';
import type { Grid } from '../read/crosstable';
import { nonBlankRows } from '../read/crosstable';
import { parseDelimited } from '../read/csv';
import { isSwissSysEvent } from '../read/swissSys';
import type { DbfDate } from '../write/dbf';
import { checkSection, LabelCellOf } from '../write/uscfChecks';
import { SECTION_FIELDS } from '../write/uscfFields';
import { ReportFileName, UscfSection, uscfReportFiles } from '../write/uscfReport';
import { asciiText } from '../write/uscfText';
import type { EventProblem, UscfEventFile, UscfEventSection } from './uscfEvent';
import { splitSections } from './sections';

/**
 * One section of the table as read: its name (null for a table not split) and tournament; for a
 * section on a sheet of its own, the sheet and how its label cells are named there.
 */
export interface TableSection {
  section: string | null;
  tournament: Tournament;
  sheet?: string;
  cellOf?: LabelCellOf;
}

/** A problem of the report: a table's cell (on `sheet` when the sections are on several) or an event field. */
export interface ReportProblem extends EventProblem {
  sheet?: string;
}

export interface PreparedReport {
  files: Record<ReportFileName, Uint8Array>;
  /** What was written otherwise than the table has it, for the director to see. */
  notes: string[];
}

const SECTION_NAME_WIDTH = SECTION_FIELDS.find((f) => f.name === 'S_SEC_NAME')?.width ?? 30;

/**
 * The cell of a label column in a player's row, from the table's header row: a label's column
 * is where its header is written, the row is the player's own (Player.cell).
 */
export function labelCells(source: string | Grid, fileName = '', origin = { row: 1, col: 1 }): LabelCellOf {
  // A SwissSys event file has no columns: a player's fields are named by the player ("player 3").
  if (typeof source === 'string' && isSwissSysEvent(source, fileName)) return (player) => player.cell;
  const grid =
    typeof source === 'string' ? parseDelimited(source, /\.tsv$/i.test(fileName) ? '\t' : undefined) : source;
  const header = grid[nonBlankRows(grid)[0] ?? -1] ?? [];
  const columns = new Map<string, number>();
  header.forEach((value, col) => columns.set(cellText(value).trim(), col));
  return (player, label) => {
    const col = columns.get(label);
    const row = /\d+$/.exec(player.cell ?? '')?.[0];
    return col === undefined || row === undefined ? player.cell : `${columnLetter(origin.col - 1 + col)}${row}`;
  };
}

/**
 * The event file gives one section for the whole table (null) but the table has a Section column
 * of several: reading it as one would mix the sections, so the event file must name them.
 */
export function unnamedSections(
  source: string | Grid,
  file: UscfEventFile,
  fileName = '',
): CrosstableError | undefined {
  if (file.sections.some((s) => s.section !== null)) return undefined;
  let names: (string | null)[];
  try {
    names = splitSections(source, 'Section', undefined, fileName).map((s) => s.section);
  } catch {
    return undefined; // no Section column (or one the split refuses): the table is one section
  }
  if (names.length < 2) return undefined;
  return new CrosstableError([
    {
      message: `the table has a Section column of ${names.length} sections (${names.join(', ')}), but the event file's "sections" has one entry for the whole table (null); expected an entry for each section, with its rating system, time control and type, in the report's order.`,
    },
  ]);
}

function quoted(section: string | null): string {
  return section === null ? 'the table' : `section "${section}"`;
}

/** The table's section for each of the event file's, or the problems of the two lists. */
function matchSections(
  table: readonly TableSection[],
  event: readonly UscfEventSection[],
): { pairs: [UscfEventSection, TableSection, number][]; problems: ReportProblem[] } {
  const problems: ReportProblem[] = [];
  const pairs: [UscfEventSection, TableSection, number][] = [];
  const names = table.map((s) => (s.section === null ? 'none (no Section column)' : `"${s.section}"`)).join(', ');
  event.forEach((e, i) => {
    const found = table.find((s) => s.section === e.section);
    if (found) pairs.push([e, found, i]);
    else
      problems.push({
        message: `the event file's "sections[${i}].section" is ${JSON.stringify(e.section)}, which the table does not have; its sections are ${names}.`,
        field: `sections[${i}].section`,
      });
  });
  for (const s of table) {
    if (!event.some((e) => e.section === s.section))
      problems.push({
        message: `the table's ${quoted(s.section)} is not in the event file's "sections"; expected an entry for each section, with its rating system, time control and type.`,
      });
  }
  return { pairs, problems };
}

/** S_SEC_NAME: the section's name, or the event's for a table that is one section. */
function sectionName(
  e: UscfEventSection,
  file: UscfEventFile,
  index: number,
  problems: ReportProblem[],
): string | undefined {
  const ascii = asciiText(e.section ?? file.event.name);
  const where =
    e.section === null ? `"name" (the one section is named after the event)` : `"sections[${index}].section"`;
  if (!ascii.ok || ascii.text === '' || ascii.text.length > SECTION_NAME_WIDTH) {
    problems.push({
      message: `the event file's ${where} does not fit S_SEC_NAME; expected 1 to ${SECTION_NAME_WIDTH} plain-ASCII characters (accents are dropped).`,
      field: e.section === null ? 'name' : `sections[${index}].section`,
      detail: `does not fit the report's section name; expected 1 to ${SECTION_NAME_WIDTH} plain-ASCII characters (accents are dropped).`,
    });
    return undefined;
  }
  return ascii.text;
}

/**
 * The report's files, or every problem (cells of the table, fields of the event file): nothing
 * is made while one remains. A section's own `cellOf` names its cells, else `cellOf`.
 */
export function checkedUscfReport(
  table: readonly TableSection[],
  file: UscfEventFile,
  made: DbfDate,
  cellOf: LabelCellOf = (p) => p.cell,
): { report: PreparedReport } | { problems: ReportProblem[] } {
  const { pairs, problems } = matchSections(table, file.sections);
  const sections: UscfSection[] = [];
  const notes: string[] = [];
  for (const [e, read, i] of pairs) {
    const name = sectionName(e, file, i, problems);
    const checked = checkSection(read.tournament, read.cellOf ?? cellOf);
    const label = read.section === null ? '' : `section "${read.section}": `;
    const sheet = read.sheet === undefined ? {} : { sheet: read.sheet };
    problems.push(...checked.problems.map((p) => ({ ...p, ...sheet, message: label + p.message })));
    notes.push(...checked.notes.map((n) => label + n));
    if (name !== undefined)
      sections.push({
        name,
        ratingSystem: e.ratingSystem,
        timeControl: e.timeControl,
        type: e.type,
        tournament: read.tournament,
        players: checked.players,
      });
  }
  if (problems.length) return { problems };
  return { report: { files: uscfReportFiles({ event: file.event, sections, made }), notes } };
}

/** The report's files, or a CrosstableError with every problem: checkedUscfReport for the CLI. */
export function prepareUscfReport(
  table: readonly TableSection[],
  file: UscfEventFile,
  made: DbfDate,
  cellOf: LabelCellOf = (p) => p.cell,
): PreparedReport {
  const checked = checkedUscfReport(table, file, made, cellOf);
  if ('problems' in checked) throw new CrosstableError(checked.problems);
  return checked.report;
}
