/**
 * The "School teams" sheet: a section's school teams (src/teams/school.ts) as a director prints
 * or projects them. A title, the table (Rank, Place, Team, Score, the team tiebreaks, who counted,
 * Decided by), then the notes: one line for each team short of N players, and what the score and
 * the tiebreaks are. Written like the Standings sheet: owned, atomic (ownedSheet.ts), formats
 * first, so a shared "2-3" stays text and a score shows as the add-on shows points ("14½").
 */
import { formatPoints, toPoints } from '../model/points';
import type { Tournament } from '../model/tournament';
import { neutralise } from '../standings/text';
import type { Standings } from '../standings/rank';
import { rank } from '../standings/rank';
import {
  DEFAULT_SCHOOL_TIEBREAK,
  DEFAULT_SCHOOL_TOP,
  MAX_SCHOOL_TOP,
  rankSchoolTeams,
  SCHOOL_HEADERS,
  SCHOOL_TIEBREAK_IDS,
  schoolColumnOf,
} from '../teams/school';
import type { SchoolTeam, SchoolTeamStandings, SchoolTiebreakId } from '../teams/school';
import { cellText } from '../read/cells';
import { asGrid, isBlank, orderArg, SheetCell, SheetRange } from './arguments';
import type { Grid } from '../read/crosstable';
import { isTeamNotation, oneSection, parseSchoolTiebreak, parseSchoolTop, readInput } from '../request';
import { optionRefusalMessage, splitTableOptions, TABLE_OPTION_SHAPES, TableOptions } from './tableOptions';
import { at } from '../tiebreaks/lookup';
import type { Unit } from '../tiebreaks/types';
import { placeFormat, placeValue, plainFormat, pointsFormat, sheetText } from './numberFormats';
import type { TableRef } from './shapes';
import { OwnedSheetContent, readableWidths, writeOwnedSheet } from './ownedSheet';
import { rankedAt } from './rankedAt';
import { RankSettings, settingsSchoolTop } from './settings';

export const SCHOOL_TEAMS_OWNER = 'school-teams';
export const SCHOOL_TEAMS_NAME = 'School teams';
/** The title is row 1, the header row 2, as on the Standings sheet. */
export const SCHOOL_TEAMS_HEADER_ROW = 2;

interface Cell {
  value: string | number;
  format: string;
  text: string;
}

const words = (text: string): Cell => {
  const value = String(neutralise(text));
  return { value, format: '@', text: value };
};
const place = (text: string): Cell => {
  const value = placeValue(text);
  return { value, format: placeFormat(value), text };
};
const points = (q: number): Cell => ({
  value: toPoints(q),
  format: pointsFormat(toPoints(q)),
  text: sheetText(formatPoints(q)),
});

/**
 * A team tiebreak value in its column's unit, as the individual standings show one: points as
 * fractions, hundredths to two decimals, counts and ratings plain; the text is the engine's own.
 */
function tiebreakValue(v: number | null, text: string, unit: Unit): Cell {
  if (v === null) return { value: '', format: 'General', text: '' };
  if (unit === 'points') return { value: v, format: pointsFormat(v), text: sheetText(text) };
  if (unit === 'hundredths') return { value: v, format: '0.00', text };
  return { value: v, format: plainFormat(v), text };
}

/** A team's value in a tiebreak column (null: no value); the engine gives every column's, so a miss is a bug. */
function teamValue(team: SchoolTeam, label: string): number | null {
  const v = team.values[label];
  if (v === undefined) throw new Error(`School team ${team.team} has no value for the column ${label}.`);
  return v;
}

/** A team's value in a tiebreak column as the engine words it ("14½"; empty: no value). */
function teamText(team: SchoolTeam, label: string): string {
  const text = team.texts[label];
  if (text === undefined) throw new Error(`School team ${team.team} has no text for the column ${label}.`);
  return text;
}

/** A tiebreak column's unit; the engine gives every column's. */
function unitOf(st: SchoolTeamStandings, label: string): Unit {
  const unit = st.units[label];
  if (unit === undefined) throw new Error(`The school-team column ${label} has no unit.`);
  return unit;
}

/** Who counted, best first: "#3 Ann Ames 4, #17 Bo Li 3½", each score as the sheet shows points. */
function countedText(team: SchoolTeam, t: Tournament, scoreOf: ReadonlyMap<number, number>): string {
  return team.players
    .map((number) => {
      const p = t.players.find((x) => x.number === number);
      if (!p) throw new Error(`School team ${team.team} counts player ${number}, who is not in the table.`);
      const score = scoreOf.get(number);
      if (score === undefined) throw new Error(`Player ${number} has no score in the standings.`);
      return `#${number} ${p.name} ${sheetText(formatPoints(score))}`.replace(/\s+/g, ' ');
    })
    .join(', ');
}

/** One line per team short of N players: its score is the sum of the players it has. */
export function shortTeamLines(st: SchoolTeamStandings): string[] {
  return st.teams
    .filter((team) => team.short)
    .map((team) => {
      const n = team.players.length;
      return `${team.team} has ${n} player${n === 1 ? '' : 's'}, fewer than ${st.top}: its score is the sum of the ${n === 1 ? 'one' : n} it has.`;
    });
}

/** The table: a header and one row per team, every cell with its value, number format and shown text. */
function teamCells(
  st: SchoolTeamStandings,
  t: Tournament,
  scoreOf: ReadonlyMap<number, number>,
): { header: string[]; rows: Cell[][] } {
  const header = ['Rank', 'Place', 'Team', 'Score', ...st.tiebreaks, `Counted (top ${st.top})`, 'Decided by'];
  const rows = st.teams.map((team) => [
    place(team.rank),
    place(team.place),
    words(team.team),
    points(team.score),
    ...st.tiebreaks.map((label) => tiebreakValue(teamValue(team, label), teamText(team, label), unitOf(st, label))),
    words(countedText(team, t, scoreOf)),
    words(team.decidedByText),
  ]);
  return { header, rows };
}

/** "Scholastic K-5 school teams: the top 4 scores of each School". */
export function schoolTeamsTitle(event: string, st: SchoolTeamStandings): string {
  return `${event} school teams: the top ${st.top} scores of each ${st.column}`;
}

/**
 * The School teams sheet's content. `scores` are the individual scores by pair number, in
 * quarters (the standings the teams were scored from), for the "Counted" column.
 */
export function schoolTeamsSheetContent(
  st: SchoolTeamStandings,
  t: Tournament,
  scores: ReadonlyMap<number, number>,
  event: string,
): Pick<
  OwnedSheetContent,
  'values' | 'formats' | 'frozenRows' | 'boldRows' | 'columnWidths' | 'bandedRows' | 'rightAligned'
> {
  const { header, rows } = teamCells(st, t, scores);
  const width = header.length;
  const line = (text: string) => [text === '' ? '' : String(neutralise(text)), ...Array<string>(width - 1).fill('')];
  const asText = () => Array<string>(width).fill('@');
  const notes = [...shortTeamLines(st), st.note];
  const empty = st.teams.length === 0 ? [`No player has a ${st.column}: there are no school teams.`] : [];
  const under = [...empty, ...notes];
  return {
    values: [
      line(schoolTeamsTitle(event, st)),
      header,
      ...rows.map((r) => r.map((c) => c.value)),
      line(''),
      ...under.map(line),
    ],
    formats: [asText(), asText(), ...rows.map((r) => r.map((c) => c.format)), asText(), ...under.map(asText)],
    frozenRows: SCHOOL_TEAMS_HEADER_ROW,
    boldRows: [1, SCHOOL_TEAMS_HEADER_ROW],
    // Who counted is read whole ("#4 Ethan Park 3, #1 Maya Chen 3, …"): its column is never cut.
    columnWidths: readableWidths(
      [header, ...rows.map((r) => r.map((c) => c.text))],
      [header.findIndex((h) => h.startsWith('Counted'))],
    ),
    bandedRows: { first: SCHOOL_TEAMS_HEADER_ROW, count: rows.length + 1 },
    rightAligned: { columns: [1, 2], first: SCHOOL_TEAMS_HEADER_ROW, count: rows.length + 1 },
  };
}

/** Each player's score in quarters by pair number, from the standings' rows: the "Counted" column's numbers. */
export function scoresByNumber(t: Tournament, rows: readonly { player: number; score: number }[]): Map<number, number> {
  return new Map(rows.map((row) => [at(t.players, row.player).number, row.score]));
}

/** Where a School teams sheet goes and what it says it came from. */
export interface SchoolTeamsTarget {
  /** The owner value (ownedSheet.ts): "school-teams", or one per section. */
  owner: string;
  /** "School teams", "School teams K-5". */
  baseName: string;
  /** The title's first words: the spreadsheet's name, with the section's. */
  event: string;
  /** "Crosstable!A1:K40", for the note on A1. */
  source: string;
  /** The sheet the crosstable was read from: never replaced. */
  spare: GoogleAppsScript.Spreadsheet.Sheet;
  /** The crosstable as a reference, kept with the sheet (a sidebar opened on it reads that table). */
  ref: TableRef;
}

/** The school teams of ranked standings, as the settings ask (column, top N); null when the table has no school column. */
export function schoolTeamsOf(standings: Standings, settings: RankSettings): SchoolTeamStandings | null {
  const t = standings.tournament;
  // Team events have no schools: their rows are teams already.
  if (t.boards !== undefined) return null;
  const column = schoolColumnOf(t, settings.schoolColumn);
  if (column === null) return null;
  return rankSchoolTeams(t, standings, {
    column,
    top: settingsSchoolTop(settings),
    order: standings.order,
    afterRound: settings.afterRound ?? undefined,
  });
}

/** Writes the School teams sheet of `st` (atomically; throws OwnedSheetError when rolled back) and returns its name. */
export function writeSchoolTeamsSheet(
  ss: GoogleAppsScript.Spreadsheet.Spreadsheet,
  standings: Standings,
  st: SchoolTeamStandings,
  target: SchoolTeamsTarget,
): string {
  const t = standings.tournament;
  const written = writeOwnedSheet(ss, {
    owner: target.owner,
    baseName: target.baseName,
    ...schoolTeamsSheetContent(st, t, scoresByNumber(t, standings.rows), target.event),
    note: [
      `School teams by Tiebreaks for Google Sheets on ${rankedAt(new Date(), ss.getSpreadsheetTimeZone())}`,
      `Crosstable: ${target.source}`,
      `Column: ${st.column}; top ${st.top}`,
      `Team tiebreaks: ${st.tiebreaks.join(', ') || 'none'}`,
    ].join('\n'),
    spare: target.spare,
    source: target.ref,
  });
  return written.name;
}

/** What =SCHOOLTEAMS' options text may say beside the table's options (the CLI's --team-column, --team-tiebreak, --tiebreaks). */
const SCHOOL_OPTIONS = ['team-column', 'team-tiebreak', 'tiebreaks'] as const;
type SchoolOption = (typeof SCHOOL_OPTIONS)[number];

/** The school options out of the options text's parts that are not the table's: each once, by name. */
function schoolOptions(rest: readonly string[]): Partial<Record<SchoolOption, string>> {
  const out: Partial<Record<SchoolOption, string>> = {};
  const shapes = `team-column=NAME, team-tiebreak=${SCHOOL_TIEBREAK_IDS.join('|')}, tiebreaks=PRESET or codes, ${TABLE_OPTION_SHAPES}`;
  for (const part of rest) {
    const [, given, value] = /^([a-z][a-z0-9-]*)\s*=(.*)$/i.exec(part) ?? [];
    const name = SCHOOL_OPTIONS.find((o) => o === given?.toLowerCase());
    if (name === undefined || value === undefined)
      throw new Error(`Unknown option "${part}"; expected ${shapes}, separated by ";".`);
    if (out[name] !== undefined) throw new Error(`${name}= is given twice in the options; expected it once.`);
    out[name] = value.trim();
  }
  return out;
}

/** team-tiebreak=ID checked against the named options of src/teams/schoolTiebreaks.ts. */
function teamTiebreakOption(text: string | undefined): SchoolTiebreakId {
  if (text === undefined || text === '') return DEFAULT_SCHOOL_TIEBREAK;
  const id = parseSchoolTiebreak(text);
  if (!id.ok)
    throw new Error(
      `team-tiebreak="${text}" is not a team tiebreak; expected one of ${SCHOOL_TIEBREAK_IDS.join(', ')}.`,
    );
  return id.value;
}

/** =SCHOOLTEAMS' top: blank for 4, else a whole number from 1 to MAX_SCHOOL_TOP. */
function topArg(value: unknown): number {
  if (isBlank(value)) return DEFAULT_SCHOOL_TOP;
  const top = parseSchoolTop(cellText(value));
  if (!top.ok)
    throw new Error(
      `top must be how many players' scores count for a school, a whole number from 1 to ${MAX_SCHOOL_TOP} such as 4; got "${cellText(value)}".`,
    );
  return top.value;
}

/**
 * The range read as a crosstable of individual players, as the CLI's school-teams reads a file: a
 * school column headed "Team" must not make it a team event. A team notation named is refused.
 */
function playersTable(crosstable: SheetRange, table: TableOptions): Tournament {
  if (table.notation !== undefined && isTeamNotation(table.notation))
    throw new Error(
      `notation=${table.notation} is a team notation; school teams are scored from a crosstable of individual players.`,
    );
  const { section, ...reading } = table;
  // One section: the one section= names, or the whole table when it has no Section column.
  const one = oneSection(asGrid(crosstable) as Grid, section);
  if (!one.ok) throw new Error(optionRefusalMessage(one.refusal));
  const read = readInput(one.value.source, { ...reading, kind: 'individual', matchPointsAsked: true });
  if (read.kind === 'refused') throw new Error(optionRefusalMessage(read.refusal));
  return read.tournament;
}

/**
 * The table =SCHOOLTEAMS returns: Rank, Place, Team, Score, the team tiebreaks, Players (the pair
 * numbers that counted, best first), Note (a team short of N players says so), Decided by; header
 * first. Rank and Place are numbers unless shared ("2-3" stays text), as =STANDINGS gives them.
 */
export function schoolTeamsTable(crosstable: SheetRange, top: unknown, options: unknown): SheetCell[][] {
  const { table, rest } = splitTableOptions(options);
  const asked = schoolOptions(rest);
  const tournament = playersTable(crosstable, table);
  const column = schoolColumnOf(tournament, asked['team-column']);
  if (column === null)
    throw new Error(
      `The table has no ${SCHOOL_HEADERS.join(', ')} column; name the column of each player's school with "team-column=NAME".`,
    );
  const n = topArg(top);
  const standings = rank(tournament, { order: orderArg(asked.tiebreaks, table.fideRules) });
  const st = rankSchoolTeams(tournament, standings, {
    column,
    top: n,
    order: standings.order,
    tiebreak: teamTiebreakOption(asked['team-tiebreak']),
  });
  const header = ['Rank', 'Place', 'Team', 'Score', ...st.tiebreaks, 'Players', 'Note', 'Decided by'];
  const rows = st.teams.map((team): SheetCell[] => [
    placeValue(team.rank),
    placeValue(team.place),
    String(neutralise(team.team)),
    toPoints(team.score),
    ...st.tiebreaks.map((label) => teamValue(team, label) ?? ''),
    team.players.join(', '),
    team.short ? `${team.players.length} of ${n} players: the sum of those it has` : '',
    team.decidedByText,
  ]);
  return [header, ...rows];
}
