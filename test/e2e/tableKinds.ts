/**
 * The kinds of table the browser scenario matrix walks (issue 27): each built from the examples/
 * and the scholastic generator already used by the sidebar's tests, as a director would have it
 * when opening the sidebar. A typed blank chart is made in the sidebar itself (New crosstable),
 * so here it is only the results the director types.
 */
import fs from 'node:fs';
import path from 'node:path';
import { EmulatedSpreadsheet, putValues, Value, valuesFromDelimited } from '../../emulator';
import { ROOT } from '../bundle/built';
import { oneTable, Section, sectionTable } from './scholastic';

export const example = (file: string): Value[][] =>
  valuesFromDelimited(fs.readFileSync(path.join(ROOT, 'examples', file), 'utf8'));

export interface TableKind {
  /** A short name, used in each cell's name and the screenshots' file names. */
  id: string;
  /** The spreadsheet as the director has it when the sidebar opens. */
  spreadsheet(): EmulatedSpreadsheet;
  /** Names, ratings and round cells to type into a blank chart made by New crosstable (the spreadsheet is empty). */
  typed?: { colours: boolean; rows: string[][] };
  /** How many rounds the table has (a re-ranking asks for the standings after the one before the last). */
  rounds: number;
  /** A team table: no prize list, match points in the ties. */
  team?: boolean;
  /** The sheets Rank standings writes besides "Standings" (School teams, Board prizes). */
  alsoWritten?: string[];
  /** The range of a "Prize table" sheet when the kind has one: Make prize list applies. */
  prizeRange?: string;
  /** The sections of a table of sections (Rank all sections applies); their sheets are "Standings <name>". */
  sections?: string[];
  /** One table with a Section column: Rank standings ranks each section too. */
  sectionColumn?: boolean;
  /** The sections' School teams sheets are written too. */
  schoolTeams?: boolean;
}

/**
 * Four players, three rounds, with colours: Bob 2, Ann and Cy 1½ each (a tie), Di 1. Typed
 * without colours, the last letter of each game is left out.
 */
const TYPED_ROWS: string[][] = [
  ['Ann Lee', '1800', 'W2W', 'D3B', 'L4W'],
  ['Bob Ray', '1700', 'L1B', 'W4W', 'W3B'],
  ['Cy Fox', '1600', 'W4B', 'D1W', 'L2W'],
  ['Di Wu', '1500', 'L3W', 'L2B', 'W1B'],
];
const withoutColours = (rows: string[][]) => rows.map((r) => r.map((cell, c) => (c < 2 ? cell : cell.slice(0, -1))));

/** The spreadsheet with `values` on "Crosstable" (and a prize table on "Prize table"), the crosstable active. */
function sheetWith(name: string, values: Value[][], prizes?: Value[][]): EmulatedSpreadsheet {
  const ss = new EmulatedSpreadsheet(name, 'Crosstable');
  putValues(ss, 'Crosstable', values);
  if (prizes) {
    ss.insertSheet('Prize table');
    putValues(ss, 'Prize table', prizes);
    ss.setActiveSheet(ss.getSheetByName('Crosstable')!);
  }
  return ss;
}

/** Three small sections with a School column, each a round robin decided by rating (scholastic.ts). */
export const SECTIONS: Section[] = [
  { name: 'K-3', players: 6, rounds: 3, rating: 700 },
  { name: 'K-5', players: 8, rounds: 3, rating: 950 },
  { name: 'K-8', players: 6, rounds: 3, rating: 1300 },
];

/** A prize table for a scholastic section: trophies by place, and the best of each school's grade. */
const TROPHIES: Value[][] = [
  ['Group', 'Place', 'Prize'],
  ['Overall', 1, 'Trophy'],
  ['Overall', 2, 'Trophy'],
  ['Overall', 3, 'Trophy'],
  ['U1000', 1, 'Medal'],
];

export const TABLE_KINDS: TableKind[] = [
  {
    id: 'typed',
    spreadsheet: () => new EmulatedSpreadsheet('Club Night', 'Sheet1'),
    typed: { colours: false, rows: withoutColours(TYPED_ROWS) },
    rounds: 3,
  },
  {
    id: 'typed-colours',
    spreadsheet: () => new EmulatedSpreadsheet('Club Night', 'Sheet1'),
    typed: { colours: true, rows: TYPED_ROWS },
    rounds: 3,
  },
  {
    id: 'example',
    spreadsheet: () => sheetWith('Spring Swiss 2026', example('spring-swiss.csv'), example('spring-prizes.csv')),
    rounds: 5,
    prizeRange: "'Prize table'!A1:C8",
  },
  {
    id: 'school',
    spreadsheet: () => sheetWith('K-5 Quads', example('scholastic-k5.csv'), TROPHIES),
    rounds: 4,
    alsoWritten: ['School teams'],
    prizeRange: "'Prize table'!A1:C5",
  },
  {
    id: 'section-column',
    spreadsheet: () => {
      const ss = new EmulatedSpreadsheet('Scholastic 2026', 'Entries');
      putValues(ss, 'Entries', oneTable(SECTIONS));
      return ss;
    },
    rounds: 3,
    sections: SECTIONS.map((s) => s.name),
    sectionColumn: true,
    schoolTeams: true,
  },
  {
    id: 'section-sheets',
    spreadsheet: () => {
      const ss = new EmulatedSpreadsheet('Scholastic 2026', SECTIONS[0]!.name);
      SECTIONS.forEach((s, k) => {
        if (k > 0) ss.insertSheet(s.name);
        putValues(ss, s.name, sectionTable(s, k * 3));
      });
      ss.setActiveSheet(ss.getSheetByName(SECTIONS[0]!.name)!);
      return ss;
    },
    rounds: 3,
    alsoWritten: ['School teams'],
    sections: SECTIONS.map((s) => s.name),
    schoolTeams: true,
  },
  {
    id: 'team',
    spreadsheet: () => sheetWith('Team Swiss', example('team-swiss.csv')),
    rounds: 5,
    team: true,
  },
  {
    id: 'boards',
    spreadsheet: () => sheetWith('Team Swiss', example('team-boards.csv')),
    rounds: 5,
    team: true,
    alsoWritten: ['Board prizes'],
  },
];

/** One kind of problem in the example: the cells changed, and the cells the problems must name. */
export interface ProblemKind {
  id: string;
  /** [A1 cell, text typed there] on the Crosstable sheet. */
  change: [string, string][];
  /** The cells of which at least one must be named by a problem listed. */
  cells: string[];
}

/** Each kind of problem a table can have, made in the example (spring-swiss.csv: R1 is column E). */
export const PROBLEM_KINDS: ProblemKind[] = [
  // Player 2's round 2: not a result in any notation.
  { id: 'unreadable', change: [['F3', 'Q99']], cells: ['F3'] },
  // Player 1 says he lost to 8 in round 1; 8 says she lost to 1 (and the score column says 4).
  { id: 'inconsistent', change: [['E2', 'L8W']], cells: ['E2', 'E9', 'D2'] },
  // Player 3's round 3 names a player the table does not have.
  { id: 'unknown-opponent', change: [['G4', 'W99W']], cells: ['G4', 'G7', 'D4'] },
  // Two players numbered 2.
  { id: 'duplicate-number', change: [['A4', '2']], cells: ['A3', 'A4'] },
  // The printed score disagrees with the results.
  { id: 'wrong-score', change: [['D6', '3']], cells: ['D6'] },
];
