/**
 * `tiebreaks school-teams <crosstable>`: school team standings from an individual section
 * (src/teams/school.ts). A school's score is the sum of its top N players' scores (--top, default
 * 4); the column naming each player's school is the first of School, Team, Club unless
 * --team-column names one; --by Section scores each section alone. The team JSON is a contract:
 * {"top": N, "sections": [{"section": "K-5" or null, "teams": [{"rank", "place", "team", "score",
 * "players", "values", "decidedBy"}]}]}.
 */
import { CrosstableError } from '../model/problems';
import { formatPoints, toPoints } from '../model/points';
import { parseSchoolTiebreak, parseSchoolTop } from '../request';
import { rank } from '../standings/rank';
import { csvLine, CsvOptions, fixedWidthLines, jsonText, printableText } from '../standings/text';
import {
  DEFAULT_SCHOOL_TIEBREAK,
  DEFAULT_SCHOOL_TOP,
  MAX_SCHOOL_TOP,
  rankSchoolTeams,
  SCHOOL_HEADERS,
  SCHOOL_TIEBREAK_IDS,
  schoolColumnOf,
  SchoolTeam,
  SchoolTeamStandings,
  SchoolTiebreakId,
} from '../teams/school';
import {
  afterRoundOfFile,
  commandLine,
  csvOptions,
  noteRoundInProgress,
  OutputFormat,
  outputFormat,
  RANKING_OPTIONS,
  rankingOptions,
  READ_OPTIONS,
  SECTION_OPTIONS,
  UsageError,
} from './options';
import { readSections, sectionBlocks, sectionCsvHeading, sectionHeading, SectionsCli } from './sections';

export const SCHOOL_TEAMS_USAGE = `  tiebreaks school-teams <crosstable> [--team-column NAME] [--top N] [--section NAME | --by COLUMN]
                      [--team-tiebreak ${SCHOOL_TIEBREAK_IDS.join('|')}]
                      [--preset NAME | --tiebreaks CODE,...] [--after-round N] [--format table|csv|json] [--csv-raw]
                      [--notation ID] [--pab-points 1|0.5|0] [--verbose]
                        school teams: a school's score is the sum of its top N players' scores
                        (default ${DEFAULT_SCHOOL_TOP}); the school column is the first of ${SCHOOL_HEADERS.join(', ')}
                        unless --team-column names one; a blank cell plays for no school.
                        Ties between teams: --team-tiebreak (default ${DEFAULT_SCHOOL_TIEBREAK}); what each
                        is: docs/scholastic.md
  tiebreaks standings <file> [--section NAME | --by COLUMN] [the standings options]
                        a table with a Section column: each section ranked alone, one block each
                        (--by names another column); --section NAME ranks that section alone
  tiebreaks prizes|export-trf <file> … --section NAME
                        a table with a Section column: the prize list or TRF file of one section
                        (each is one tournament's); without --section they refuse, naming the sections
`;

const SCHOOL_TEAMS_OPTIONS = {
  ...RANKING_OPTIONS,
  ...READ_OPTIONS,
  'team-column': { type: 'string' },
  top: { type: 'string' },
  by: { type: 'string' },
  ...SECTION_OPTIONS,
  'team-tiebreak': { type: 'string' },
} as const;

/** The school teams JSON, one team: the contract's keys only, in its order. */
export interface SchoolTeamJson {
  rank: string;
  place: string;
  team: string;
  score: number;
  players: number[];
  values: Record<string, number | null>;
  decidedBy: string | null;
}

export interface SchoolTeamsJson {
  top: number;
  sections: { section: string | null; teams: SchoolTeamJson[] }[];
}

interface SectionTeams {
  section: string | null;
  teams: SchoolTeamStandings;
}

function topOf(text: string | undefined): number {
  if (text === undefined) return DEFAULT_SCHOOL_TOP;
  const top = parseSchoolTop(text);
  if (!top.ok) throw new UsageError(`--top expects a whole number from 1 to ${MAX_SCHOOL_TOP}; got "${text}".`);
  return top.value;
}

function teamTiebreakOf(text: string | undefined): SchoolTiebreakId {
  if (text === undefined) return DEFAULT_SCHOOL_TIEBREAK;
  const id = parseSchoolTiebreak(text);
  if (!id.ok) throw new UsageError(`--team-tiebreak must be one of ${SCHOOL_TIEBREAK_IDS.join(', ')}; got "${text}".`);
  return id.value;
}

/** `school-teams`: each section's school teams, in the format asked. */
export function schoolTeams(args: string[], cli: SectionsCli): number {
  const { values, positionals } = commandLine('school-teams', args, SCHOOL_TEAMS_OPTIONS);
  const [file] = positionals;
  if (positionals.length !== 1 || file === undefined)
    throw new UsageError('school-teams takes exactly one crosstable file.');
  if (values.by !== undefined && values.by.trim() === '')
    throw new UsageError("--by expects the header of the column naming each player's section, such as Section.");
  const format = outputFormat(values);
  const ranking = rankingOptions(values);
  const top = topOf(values.top);
  const tiebreak = teamTiebreakOf(values['team-tiebreak']);
  const sections = readSections(cli, 'school-teams', file, values).map(({ section, tournament }): SectionTeams => {
    const column = schoolColumnOf(tournament, values['team-column']);
    if (column === null) throw noSchoolColumn(file, section);
    const standings = rank(tournament, { ...ranking, afterRound: afterRoundOfFile(tournament, ranking.afterRound) });
    noteRoundInProgress(cli.err, tournament, ranking.afterRound, section);
    return { section, teams: rankSchoolTeams(tournament, standings, { column, top, tiebreak, ...ranking }) };
  });
  // Headed by section whenever the table is split, unless --section asked for one alone.
  const headed = values.section === undefined && sections.some((s) => s.section !== null);
  cli.out(printSchoolTeams(sections, top, format, csvOptions(values), headed));
  return 0;
}

/** Bad input, not a command-line mistake: one line, exit 2, no usage text. */
function noSchoolColumn(file: string, section: string | null): CrosstableError {
  const where = section === null ? file : `${file}, section ${JSON.stringify(section)},`;
  return new CrosstableError([
    {
      message: `${where} has no ${SCHOOL_HEADERS.join(', ')} column; name the column of each player's school with --team-column NAME.`,
    },
  ]);
}

export function schoolTeamsJson(sections: readonly SectionTeams[], top: number): SchoolTeamsJson {
  return {
    top,
    sections: sections.map(({ section, teams }) => ({
      section,
      teams: teams.teams.map((t) => ({
        rank: t.rank,
        place: t.place,
        team: t.team,
        score: toPoints(t.score),
        players: t.players,
        values: t.values,
        decidedBy: t.decidedBy,
      })),
    })),
  };
}

function printSchoolTeams(
  sections: readonly SectionTeams[],
  top: number,
  format: OutputFormat,
  options: CsvOptions,
  headed: boolean,
): string {
  if (format === 'json') return jsonText(schoolTeamsJson(sections, top));
  const blocks = sections.map(({ section, teams }) => ({
    heading: format === 'csv' ? sectionCsvHeading(section ?? '', options) : sectionHeading(section ?? ''),
    body: format === 'csv' ? schoolTeamsCsv(teams, options) : schoolTeamsTable(teams),
  }));
  // One table, not split by --by: no heading, as `standings` prints it.
  const only = blocks[0];
  return headed || only === undefined ? sectionBlocks(blocks) : only.body;
}

/** A team's value of the tiebreak labelled `label`; every label of `tiebreaks` has one (null: no value). */
function valueOf(team: SchoolTeam, label: string): number | null {
  const v = team.values[label];
  if (v === undefined) throw new Error(`Internal error: team "${team.team}" has no ${label} value.`);
  return v;
}

/** A team's value of the tiebreak labelled `label` as the engine words it ("14½", "13.40"; empty: no value). */
function textOf(team: SchoolTeam, label: string): string {
  const text = team.texts[label];
  if (text === undefined) throw new Error(`Internal error: team "${team.team}" has no ${label} value.`);
  return text;
}

/** "3, 17, 22" and, for a team short of N, "(3 of 4)". */
function playersText(players: readonly number[], top: number): string {
  const list = players.join(', ');
  return players.length < top ? `${list} (${players.length} of ${top})` : list;
}

/** The text table: Rank, Place, Team, Score, Players, the team tiebreaks, Decided by; the note under it. */
export function schoolTeamsTable(s: SchoolTeamStandings): string {
  const header = ['Rank', 'Place', 'Team', 'Score', 'Players', ...s.tiebreaks, 'Decided by'];
  const body = s.teams.map((t) => [
    t.rank,
    t.place,
    t.team,
    formatPoints(t.score),
    playersText(t.players, s.top),
    ...s.tiebreaks.map((label) => textOf(t, label)),
    t.decidedByText,
  ]);
  const text = new Set([2, 4, header.length - 1]);
  // The note names the column, a header from the file: shown, never obeyed.
  return [...fixedWidthLines(header, body, (c) => !text.has(c)), '', printableText(s.note)].join('\n') + '\n';
}

/** CSV: rank,place,team,score,players (space-separated pair numbers),<team tiebreaks>; team names neutralised unless raw. */
export function schoolTeamsCsv(s: SchoolTeamStandings, options: CsvOptions = {}): string {
  const lines = [csvLine(['rank', 'place', 'team', 'score', 'players', ...s.tiebreaks], options)];
  for (const t of s.teams) {
    // A team with no value for a tiebreak (null) has a blank cell, as individual standings.
    const values = s.tiebreaks.map((label) => valueOf(t, label) ?? '');
    lines.push(csvLine([t.rank, t.place, t.team, toPoints(t.score), t.players.join(' '), ...values], options));
  }
  return lines.join('\n') + '\n';
}
