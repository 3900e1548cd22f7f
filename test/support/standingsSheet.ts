/**
 * The Standings sheet read as a director reads it: the title above, the table (header and one
 * row per player or team), and the footnote under it. Tests use it instead of row indexes, so
 * the layout (src/sheets/standingsSheet.ts standingsSheetContent) is known in one place.
 */
import type { EmulatedSheet, Value } from '../../emulator';

export interface StandingsTable {
  /** A1: the event and the rule set. */
  title: string;
  /** The table's header row: Rank, Place, No., Name, … Decided by. */
  header: string[];
  /** The table's rows, values as the cells hold them (numbers stay numbers). */
  rows: Value[][];
  /** The line under the table: the rule set and its source. */
  footnote: string;
  /** The table as the sheet shows it (getDisplayValues): header first, then every row. */
  displayed: string[][];
  /** The sheet row (1-based) of the header: the first of the table's rows. */
  headerRow: number;
}

/** The title, table and footnote of a Standings sheet written by Rank standings. */
export function standingsTable(sheet: EmulatedSheet): StandingsTable {
  return titledTable(sheet, 'Rank');
}

/**
 * The same of any sheet laid out as the Standings sheet is (ownedSheet.ts titledTable): the
 * Prizes sheet ("Group" heads its table), the Board prizes sheet ("Board"), School teams.
 */
export function titledTable(sheet: EmulatedSheet, firstHeader: string): StandingsTable {
  const values = sheet.hostValues();
  const headerRow = values.findIndex((r) => r[0] === firstHeader) + 1;
  if (headerRow === 0) throw new Error(`No "${firstHeader}" header on the sheet "${sheet.getName()}"`);
  let end = headerRow; // the last row of the table (1-based)
  while (end < values.length && values[end].some((v) => v !== '')) end++;
  const width = values[headerRow - 1].filter((v) => v !== '').length;
  const table = values.slice(headerRow - 1, end).map((r) => r.slice(0, width));
  const displayed = sheet.getRange(headerRow, 1, end - headerRow + 1, width).getDisplayValues();
  const after = values
    .slice(end)
    .map((r) => r.filter((v) => v !== '').join(' '))
    .filter(Boolean);
  return {
    title: values
      .slice(0, headerRow - 1)
      .map((r) => String(r[0]))
      .join('\n'),
    header: table[0].map(String),
    rows: table.slice(1),
    footnote: after.join('\n'),
    displayed,
    headerRow,
  };
}
