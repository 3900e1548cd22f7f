/**
 * The shapes that cross google.script.run between the server (src/sheets) and the sidebar
 * (src/ui): what each call takes and answers, declared once for both sides. Types only: no
 * runtime code, no imports, no Apps Script types, so the browser build imports them with
 * `import type` and bundles nothing from here. Every value is plain JSON (no Date, no service
 * object), as google.script.run carries it.
 */

/**
 * A crosstable's place: its sheet (by id, so a renamed sheet is still found) and its range, or
 * `range: ""` for all of the sheet's data (rows the director adds later are included). The
 * sidebar sends it back with every request, so the server reads exactly the table shown.
 */
export interface TableRef {
  sheetId: number;
  range: string;
}

/** A problem a director fixes in a cell ("E7"), on `sheet` when not the crosstable's (a prize table's problems). */
export interface SheetProblem {
  sheet?: string;
  /** A1-style reference, when the problem sits in one cell. */
  cell?: string;
  message: string;
}

/** The director's ranking settings, as the spreadsheet keeps them (the sidebar sends SentRankSettings). */
export interface RankSettings {
  /** A preset id, or "custom" for `order`. */
  preset: string;
  /** The custom order as spec texts ("MM", "SB(scores=adjusted)", "BH/C1"); ignored for a preset. */
  order: string[];
  /** Standings after this round; null for every round. */
  afterRound: number | null;
  /** Break what the order leaves by drawing of lots. */
  lots: boolean;
  lotSeed: number;
  /** Match points for a match won, drawn, lost ("2,1,0", "3,1,0"); used only when the table is a team table. */
  matchPoints: string;
  /** A notation id (us, trf, us-team…) the table is read in; "" to detect it (the default). */
  notation: string;
  /** What a pairing-allocated bye is worth, "1", "0.5" or "0"; "" for what the table says (the default). */
  pab: string;
  /** A FIDE rules version (2009, 2024, 2026) applied to the order as --fide-rules applies it; "" for none. */
  fideRules: string;
  /**
   * A tie that reaches a tiebreak the table has no data for (Most blacks without colours): "pass"
   * it over, "stop" and ask for the data, or "" for the rule set's own default.
   */
  missingData: string;
  /** School teams: the header of the column naming each player's school; absent to find School, Team or Club. */
  schoolColumn?: string;
  /** School teams: how many of a school's best scores count; absent for 4. */
  schoolTop?: number;
  /** The Standings sheet as a wall chart: each round's result ("W12", "D7", "H") before the score; absent for none. */
  roundResults?: boolean;
  /**
   * Another program's reading of C.07 (vega, swiss-manager, swisssys: src/tiebreaks/conventions.ts),
   * as --convention and convention= apply it; absent for the default (FIDE's calculator).
   */
  convention?: string;
}

/**
 * The settings as the sidebar sends them: after round and the lot seed as the director typed
 * them, which the server reads as every front end reads a whole number (normaliseSettings), so a
 * text such as "3.0" is refused with what was typed, not read by the browser first.
 */
export type SentRankSettings = Omit<RankSettings, 'afterRound' | 'lotSeed'> & {
  afterRound: string | null;
  lotSeed: string;
};

/** What the crosstable "Rank standings" would read is, or its problems. */
export interface TableInfo {
  sheet: string;
  range: string;
  /** What the sidebar sends back to rank exactly this table; absent when there is no table to rank. */
  ref?: TableRef;
  ok: boolean;
  notation?: string;
  /** The notation in a director's words ("US Chess notation", "board-by-board sheet"). */
  notationName?: string;
  /** Whether the notation is the one chosen in the settings, not detected. */
  notationChosen?: boolean;
  /** Teams or players: how many the table has. */
  players?: number;
  /** A team table: its boards, and whether it is a board-by-board sheet (board prizes). */
  team?: { boards: number; boardSheet: boolean };
  rounds?: number;
  /** "5 rounds", or "after round 4 of 5" for a chart whose later rounds have no result yet (read/rounds.ts). */
  roundsText?: string;
  /** "round 5 in progress, 4 of 15 players without a result yet", when a round is. */
  inProgress?: string;
  colours?: boolean;
  report?: string;
  /** A table of sections (a Section column): each section as read alone; Rank standings ranks each. */
  sections?: { name: string; players: number; rounds: number }[];
  /**
   * The chart's last round is paired and not yet played (its pairings written without results):
   * the round and its boards still to play. Absent otherwise; the "Before the last round" panel
   * shows only with it (src/sheets/lastRoundServer.ts decides).
   */
  /** The chart's last round ahead: paired (its boards to play), or not yet paired (boards it will have). */
  lastRound?: { round: number; boards: number; paired: boolean };
  problems: SheetProblem[];
  /**
   * No table here, which is no mistake to fix (an empty sheet, a sheet the add-on wrote): what to
   * do, in plain words; `problems` is then empty. `empty`: nothing at all to rank, so a blank
   * crosstable is the action to offer first.
   */
  advice?: string;
  empty?: boolean;
}

/** A choice of a select: its id and its name in a director's words. */
export interface Choice {
  id: string;
  name: string;
}

/** A rule set as the sidebar lists it: its order as spec texts. */
export interface PresetInfo {
  id: string;
  name: string;
  source: string;
  order: string[];
  lotsOnRequest: boolean;
  note: string;
  /** Its order holds a tiebreak that needs colours (New crosstable then asks for them by default). */
  usesColours: boolean;
  /** What a tie reaching a tiebreak the table has no data for does by default, and the text it follows. */
  missingData: { rule: string; source: string };
}

/** A tiebreak system's option: its values (or any whole number), its default and what it does. */
export interface SystemOptionInfo {
  name: string;
  values: string[] | 'integer';
  default: string;
  help: string;
  /**
   * Each value other than the default in a director's words ("over opponents' adjusted scores"),
   * so the sidebar never shows "scores=adjusted"; a whole-number option's words are under "#",
   * the number standing for the "#".
   */
  words: Record<string, string>;
}

/** A tiebreak system as the sidebar lists it (the registry's words). */
export interface SystemInfo {
  code: string;
  name: string;
  rule: string;
  summary: string;
  options: SystemOptionInfo[];
  /** What it reads beyond the results: "colours", "ratings". */
  needs: string[];
  /** Some other program computes it differently (it takes an option a convention sets). */
  conventions: boolean;
  /** The FIDE system this code is read as once a FIDE rules version is chosen (BH as FIDE-BH); absent when none. */
  fideReading?: string;
}

/** A convention as the sidebar offers it: its choice in words, and each point where it departs from the default. */
export interface ConventionChoice {
  id: string;
  /** "As Vega prints it". */
  name: string;
  /** One line per departure, in words. */
  departures: string[];
}

/** The prize-list settings a spreadsheet keeps: the prize table's range and the director's options. */
export interface PrizeSettings {
  /** "'Prize table'!A1:C12", or "" before the director has chosen one. */
  prizeRange: string;
  /** One prize per player: "larger", "first" or "off". */
  limit: string;
  /** Cash prize and trophy: "both", "cash" or "trophy". */
  cashAndTrophy: string;
  unratedInRatingGroups: boolean;
  /** US Chess 32B3's combined pool for tied winners of different prizes ("combine"), or each group's own ("separate"). */
  tiedClassPrizes: string;
}

/** Which prize settings decide anything under one "one prize per player" and "cash prize and trophy": the server's rule. */
export interface PrizeSettingsThatApply {
  limit: string;
  cashAndTrophy: string;
  /** "cash prize and trophy" is asked. */
  asksCashAndTrophy: boolean;
  /** "tied winners of different prizes" is asked (combine is refused otherwise). */
  asksTiedClassPrizes: boolean;
}

/** Everything the sidebar shows when it opens. */
export interface SidebarState {
  settings: RankSettings;
  /** The notations the Notation setting offers, by id and in a director's words (as ambiguity advice names them). */
  notations: Choice[];
  /** The FIDE rules versions, with what each decides. */
  fideVersions: Choice[];
  /** The conventions, the default first. */
  conventions: ConventionChoice[];
  presets: PresetInfo[];
  systems: SystemInfo[];
  table: TableInfo;
  /** The prize table's range and the prize options last used in this spreadsheet. */
  prizes: PrizeSettings;
  /** For every "one prize per player" and "cash prize and trophy", which other prize settings apply. */
  prizeSettingsThatApply: PrizeSettingsThatApply[];
  /** The last ranking written, when its tables are as they were then (src/sheets/lastResult.ts); else null. */
  lastResult: RankingResult | null;
  /** What the "Before the last round" panel opens with: the choice last made, else the default (lastRoundChoice.ts). */
  lastRoundChoice: LastRoundChoice;
}

/** The table a ranking read, as the sidebar shows it and sends it back ("Crosstable!A1:K16"). */
export interface RankedTable extends TableRef {
  sheet: string;
  /** The range read, in A1 notation (for a whole sheet, its data range at the time). */
  a1: string;
}

/** One table's ranking (or one section's) as the sidebar's result block shows it. */
export interface TableResult {
  /** The section's name, when a ranking wrote several ("K-5"); absent for one table. */
  name?: string;
  /** "\"Standings K-5\", ranked under US Chess 7th edition": what this result is, in words. */
  heading: string;
  /** The standings sheet written. */
  sheetName: string;
  /** The ties the tiebreaks decided and those they left, one line per score group (standings/ties.ts). */
  ties: string[];
  /** Each tie that went past a tiebreak the table has no data for, and why. */
  passedOver: string[];
  /** Every player (or team) in standings order, for "Explain a player". */
  ranked: { number: number; name: string; place: string }[];
  /** The table read, which Explain a player reads again. */
  table: TableRef;
  /** A section of it: its Section value, or null for a sheet that is a section of its own; absent for one table. */
  section?: string | null;
}

/**
 * The last ranking written, as the sidebar shows it: each table's (or section's) ties and players,
 * and the settings it was ranked with (Explain a player explains these standings, not others).
 */
export interface RankingResult {
  settings: RankSettings;
  results: TableResult[];
}

export interface RankOutcome {
  ok: true;
  sheetName: string;
  /** A table of sections: every sheet written, one standings sheet per section (and its school teams). */
  sheets?: string[];
  players: number;
  table: RankedTable;
  /** The ties the tiebreaks decided and those they left, one line per score group (standings/ties.ts). */
  ties: string[];
  /** Each tie that went past a tiebreak the table has no data for, and why ("Most blacks (BLACKS) passed over …"). */
  passedOver: string[];
  /** Every player (or team) in standings order, for "Explain a player". */
  ranked: { number: number; name: string; place: string }[];
  /** "24 players ranked; 3 ties decided by Solkoff, 1 left shared". */
  summary: string;
  /** What else was written or not, as a sentence: the board prizes of a board-by-board sheet. */
  also?: string;
  /** The result block's content: this ranking, per section when it wrote several. */
  result: RankingResult;
}

export interface RankFailure {
  ok: false;
  message: string;
  /** The table the problems belong to, when it was found. */
  table?: RankedTable;
  /** The reader's problems, cells relative to the sheet ("E7"). */
  problems: SheetProblem[];
}

export interface PrizeOutcome {
  ok: true;
  sheetName: string;
  /** "7 prizes to 9 players; 2 pools split; 1 not awarded". */
  summary: string;
  /** How many prizes of the table were awarded, and to how many players. */
  prizes: number;
  players: number;
  /** The "How" of every cash award shared by tied players ("Overall 1st-3rd: 3 tied on 4, …"). */
  pooled: string[];
  /** "Unrated 1st (Book prize): not awarded, no eligible player left in Unrated". */
  notAwarded: string[];
}

export interface PrizeFailure {
  ok: false;
  message: string;
  /** Each problem with the sheet its cell is on (the crosstable's or the prize table's), so the sidebar can select it. */
  problems: SheetProblem[];
}

/** "Explain a player": the player's line worked out, one line each, or why not. */
export type Explanation = { ok: true; number: number; lines: string[] } | { ok: false; message: string };

/** The player number on the selected row of the Standings sheet; null with a reason when the selection is not one. */
export interface SelectedPlayer {
  number: number | null;
  message?: string;
  /** The standings sheet the row is on ("Standings", "Standings K-5"), when it is one. */
  sheet?: string;
}

/** The sheet "New crosstable" made and the table's range ("A1:F13"), or why not. */
export type NewCrosstableOutcome = { ok: true; sheetName: string; range: string } | { ok: false; message: string };

/** A section "Rank all sections" found: a sheet with a crosstable, or one value of the Section column. */
export interface SectionInfo {
  /** What the sidebar sends back to leave this section out: "sheet:<sheetId>" or "section:<name>". */
  id: string;
  /** The Section column's value; null for a sheet of its own. */
  section: string | null;
  /** The sheet the section's rows are on. */
  sheetName: string;
  players: number;
  rounds: number;
  /** The notation in a director's words ("US Chess notation"). */
  notation: string;
  /** The header of the school column the section's school teams are scored by; null when it has none. */
  schoolColumn: string | null;
  /** Why this section cannot be ranked, naming its sheet and cell; absent when it can. */
  problem?: string;
  /** The problem is only that nothing is played yet (a blank chart): said plainly, not as a mistake. */
  notYet?: boolean;
}

/** What inspectSections found: every section, or a message saying why there are none. */
export interface SectionsFound {
  sections: SectionInfo[];
  message?: string;
}

/** "Rank all sections" done: the sheets written, and a sentence for the director. */
export interface SectionsOutcome {
  ok: true;
  /** Every sheet written, in section order ("Standings K-5", "School teams K-5", …). */
  sheets: string[];
  /** "3 sections ranked: K-3 (24 players), …; school teams for 2". */
  summary: string;
  /** The result block's content: each section's ties and players. */
  result: RankingResult;
}

/** One player before the last round, as the "Before the last round" panel shows them. */
export interface LastRoundPlayer {
  number: number;
  name: string;
  /** The score before the last round, as the sheet shows it ("3½"). */
  score: string;
  /** The board they play; null when their last round is already recorded (a bye, a forfeit). */
  board: number | null;
  /** "1st–4th", or "between 3rd and 17th" when not every ending could be ranked. */
  ranks: string;
  /** What each of their results gives, as the Last round sheet says it (bounds named as such, with why). */
  line: string;
  /** Each prize place they have clinched or can still take: "1st" and "clinched" or "needs a win; or …". */
  places: { prize: string; said: string }[];
  /** The prize places out of reach, shortened: "3rd–5th"; "" when none is. */
  outOfReach: string;
}

/** One prize place: who has clinched it and who can still take it, with what each needs. */
export interface LastRoundPlace {
  prize: string;
  /** "4th place", or the prize list's own name ("U1800 1st"). */
  heading: string;
  clinched: { number: number; name: string }[];
  /** "needs a win; or a draw unless …", as the sheet says it. */
  possible: { number: number; name: string; said: string }[];
}

/** The "Before the last round" panel's answer, in standings order before the round. */
export interface LastRoundAnswer {
  ok: true;
  /** The round to play and the chart's rounds. */
  round: number;
  boards: number;
  /** The rule set the answer ranks by, in words. */
  ruleSet: string;
  players: LastRoundPlayer[];
  places: LastRoundPlace[];
  /** Some answer is bounds (too many endings to rank them all). */
  bounds: boolean;
  /** False before the round is paired: the answers are on score only. */
  paired: boolean;
  /** Before the pairing, what that means, in words. */
  heading?: string;
}

/** Why the panel (or its sheet) has no answer: the table's problems by cell, or a sentence. */
export interface LastRoundFailure {
  ok: false;
  message: string;
  problems: SheetProblem[];
}

/**
 * What the Last round sheet answers, as the panel was last set and the spreadsheet keeps it:
 * prize places 1 to `places`, or the director's prize list (the Prize list's table) instead.
 */
export interface LastRoundChoice {
  places: number;
  prizeList: boolean;
}

/** The Last round sheet written from the panel: its name and a sentence for the director. */
export interface LastRoundWritten {
  ok: true;
  sheetName: string;
  text: string;
}

/** The rating report's Event details as the sidebar's form holds them, saved with the spreadsheet (uscfReportServer.ts). */
export interface EventDetails {
  name: string;
  /** YYYY-MM-DD, as a date input gives it. */
  beginDate: string;
  endDate: string;
  affiliateId: string;
  chiefTdId: string;
  /** "" when there is none. */
  assistantTdId: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  sections: EventDetailsSection[];
}

/** One section's line of the form: the event file's section fields. */
export interface EventDetailsSection {
  /** The Section column's value or the sheet's name; null for the one table of the event. */
  section: string | null;
  ratingSystem: string;
  timeControl: string;
  type: string;
}

/** A section of the report as the form lists it, in the report's order. */
export interface ReportSectionInfo {
  section: string | null;
  /** "Open (12 players, 5 rounds)", or "Crosstable (15 players, 5 rounds)" for the one table. */
  label: string;
}

/** What the form shows: the saved details, the sections found now, or why none can be reported. */
export interface RatingReportForm {
  details: EventDetails;
  sections: ReportSectionInfo[];
  message?: string;
}

/** A problem of the report: a cell of a sheet, or a field of the form ("city", "sections[0].timeControl"). */
export interface ReportProblemInfo extends SheetProblem {
  field?: string;
}

/** A file of the report: its name and its bytes in base64, exactly as the CLI writes them. */
export interface RatingReportFile {
  name: string;
  base64: string;
  bytes: number;
}

export interface RatingReportOutcome {
  ok: true;
  files: RatingReportFile[];
  /** What was written otherwise than the table has it (a name without its accents). */
  notes: string[];
  summary: string;
}

export interface RatingReportFailure {
  ok: false;
  message: string;
  problems: ReportProblemInfo[];
  /** The sections found now, when they are not those the form showed. */
  sections?: ReportSectionInfo[];
}

/** One printed column checked: what it was matched to and how many agree, then each difference, in words. */
export interface CheckedColumnLines {
  /** "BH: Buchholz, 4 values, 2 the same, 2 differ". */
  heading: string;
  /** One line a difference: the player, the printed value, ours, and what explains it or that nothing does. */
  differences: { text: string; explained: boolean }[];
}

/** "Check another program's numbers": every printed column against ours, or why it could not be read. */
export type CheckOutcome =
  | {
      ok: true;
      /** "2 printed columns checked: 3 values differ, 2 explained by another program's reading, 1 by nothing we know". */
      summary: string;
      columns: CheckedColumnLines[];
      /** The text columns beside the results that are not tiebreaks (Fed, Title), said in one line; absent when none. */
      notChecked?: string;
      /** A column of numbers whose header names no tiebreak we know, by its header cell. */
      problems: SheetProblem[];
    }
  | { ok: false; message: string; problems: SheetProblem[] };
