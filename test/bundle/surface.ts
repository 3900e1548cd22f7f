/** The add-on's public surface, written out: a change to it must be a change to this list. */
export const SYSTEM_FUNCTIONS = {
  MODMEDIAN: 'MM',
  SOLKOFF: 'SOLK',
  CUMULATIVE: 'CUM',
  OPPCUMULATIVE: 'OPPCUM',
  HARKNESS: 'HARKNESS',
  SONNEBORNBERGER: 'SB',
  KASHDAN: 'KASH',
  MOSTBLACKS: 'BLACKS',
  FEWESTWHITES: 'WHITES',
  BUCHHOLZ: 'BH',
  PROGRESSIVE: 'PROG',
  AVGOPPRATING: 'ARO',
  OPPPERF: 'OPPPERF',
} as const;

export type SystemFunction = keyof typeof SYSTEM_FUNCTIONS;

export const CUSTOM_FUNCTIONS = [
  ...(Object.keys(SYSTEM_FUNCTIONS) as SystemFunction[]),
  'TIEBREAK',
  'STANDINGS',
  'TBEXPLAIN',
  'SCHOOLTEAMS',
  'LASTROUND',
];

/** The menu, its callbacks, and the sidebar's server calls (issue 5), with their parameters. */
export const UI_FUNCTIONS: Record<string, string[]> = {
  onOpen: ['e'],
  onInstall: ['e'],
  rankStandingsFromMenu: [],
  showSidebar: [],
  insertExampleCrosstable: [],
  showHelp: [],
  getSidebarState: [],
  readCrosstableInfo: ['settings', 'table'],
  useSelectedTable: ['settings'],
  saveRankSettings: ['settings'],
  rankStandings: ['settings', 'table'],
  explainStandingsPlayer: ['request'],
  getSelectedPlayer: [],
  selectProblemCell: ['sheetName', 'a1'],
  makePrizeList: ['request'],
  makePrizeListWithSettings: ['request'],
  getSelectionA1: [],
  showPrizeSidebar: [],
  showRatingReportSidebar: [],
  showNewCrosstableSidebar: [],
  showCheckSidebar: [],
  checkOtherProgram: ['request'],
  newCrosstable: ['request'],
  rankAllSectionsFromMenu: [],
  printStandingsFromMenu: [],
  lastRoundFromMenu: [],
  getLastRoundAnswer: ['request'],
  writeLastRoundSheet: ['request'],
  saveLastRoundChoice: ['choice'],
  inspectSections: ['settings'],
  rankAllSections: ['settings', 'leaveOut'],
  showSelfTest: [],
  selfTestReport: [],
  getRatingReportForm: [],
  makeRatingReport: ['details'],
};

/** Every top-level function of dist/Code.js. */
export const PUBLIC_SURFACE = [...CUSTOM_FUNCTIONS, ...Object.keys(UI_FUNCTIONS)].sort();

/** Parameter names as Sheets shows them in the formula helper. */
export const PARAMETERS: Record<string, string[]> = {
  ...Object.fromEntries(
    (Object.keys(SYSTEM_FUNCTIONS) as SystemFunction[]).map((f) => [
      f,
      // Every options argument also says how to read the table (notation=, pab=, mp=).
      ['crosstable', 'player', 'after_round', 'options'],
    ]),
  ),
  TIEBREAK: ['crosstable', 'code', 'options', 'player', 'after_round'],
  STANDINGS: ['crosstable', 'tiebreaks', 'after_round', 'lot_seed', 'options'],
  TBEXPLAIN: ['crosstable', 'player', 'tiebreaks', 'after_round', 'options'],
  SCHOOLTEAMS: ['crosstable', 'top', 'options'],
  LASTROUND: ['crosstable', 'player', 'tiebreaks', 'options'],
};

/** Parameter names of every top-level function (custom functions and the UI's). */
export const SURFACE_PARAMETERS: Record<string, string[]> = { ...PARAMETERS, ...UI_FUNCTIONS };

/** A small table as Sheets passes it: a blank row above the header and one between players, numbers as numbers. */
export const SMALL_TABLE: (string | number)[][] = [
  ['', '', '', '', '', '', ''],
  ['No.', 'Name', 'Rating', 'Score', 'R1', 'R2', 'R3'],
  [1, 'Ann Ames', 1800, 2.5, 'W2W', 'D3B', 'W4B'],
  [2, 'Bob Bell', 1700, 1, 'L1B', 'L4W', 'B'],
  ['', '', '', '', '', '', ''],
  [3, 'Cy Cole', 1600, 1.5, 'D4W', 'D1W', 'H'],
  [4, 'Di Dunn', '', 1.5, 'D3B', 'W2B', 'L1W'],
];
