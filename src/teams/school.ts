/**
 * School teams scored from an individual section (docs/scholastic.md): a school's score is the sum
 * of its top N players' scores in that section. Its players are found by a column of the table
 * (School, Team or Club); a player whose cell is blank plays for no team. The teams are ranked as
 * individual standings are (src/standings/rank.ts): score groups, places shared on equal score
 * ("2-3"), each group split by the team tiebreaks in order, group-wise, never pairwise.
 */
import { CrosstableError, Problem } from '../model/problems';
import { Quarters } from '../model/points';
import { Player, Tournament } from '../model/tournament';
import { shownName, spellingKey } from '../read/cells';
import { at } from '../tiebreaks/lookup';
import type { TiebreakSpec } from '../tiebreaks/registry';
import type { Unit } from '../tiebreaks/types';
import type { Standings } from '../standings/rank';
import { lotsWords } from '../standings/lotsDrawn';
import {
  DEFAULT_SCHOOL_TIEBREAK,
  SCHOOL_TIEBREAK_IDS,
  SCHOOL_TIEBREAKS,
  SchoolTiebreak,
  SchoolTiebreakId,
  TeamColumn,
  teamLotsColumn,
} from './schoolTiebreaks';
import { rankTeamGroups } from './schoolRank';

export type { SchoolTiebreakId } from './schoolTiebreaks';
export { SCHOOL_TIEBREAKS, SCHOOL_TIEBREAK_IDS, DEFAULT_SCHOOL_TIEBREAK } from './schoolTiebreaks';

/** The headers taken for the school column, in this order, when the director names none. */
export const SCHOOL_HEADERS = ['School', 'Team', 'Club'] as const;

/** How many players' scores count for a school when the director does not say (most US scholastic events announce 4). */
export const DEFAULT_SCHOOL_TOP = 4;
/** The most players a school may count: more is surely a mistyped setting, not an event's rule. */
export const MAX_SCHOOL_TOP = 50;

/** The headers of the table's other columns (Player.labels), in the order first seen. */
function labelHeaders(t: Tournament): string[] {
  const seen = new Set<string>();
  for (const p of t.players) for (const header of Object.keys(p.labels ?? {})) seen.add(header);
  return [...seen];
}

/**
 * The header of the column naming each player's school/team: the first of School, Team, Club
 * (case-insensitive, labels of Player.labels) unless the director names one; null when none.
 * A column the director names but the table lacks is refused, naming the headers there are.
 */
export function schoolColumnOf(t: Tournament, asked?: string): string | null {
  const headers = labelHeaders(t);
  const find = (name: string) => headers.find((h) => h.trim().toLowerCase() === name.trim().toLowerCase());
  if (asked !== undefined && asked.trim() !== '') {
    const found = find(asked);
    if (found !== undefined) return found;
    const there = headers.length
      ? `the columns beside the results are ${headers.map((h) => `"${h}"`).join(', ')}`
      : 'the table has no column beside the results';
    throw new CrosstableError([
      { message: `There is no "${asked.trim()}" column to take the school teams from: ${there}.` },
    ]);
  }
  for (const name of SCHOOL_HEADERS) {
    const found = find(name);
    if (found !== undefined) return found;
  }
  return null;
}

export interface SchoolTeamsRequest {
  /** The header of the school column (schoolColumnOf). */
  column: string;
  /** How many players' scores count for a team (N). */
  top: number;
  /** The individual order the standings were ranked with (standings.order is what is used). */
  order: readonly TiebreakSpec[];
  /** How teams on equal score are separated (default DEFAULT_SCHOOL_TIEBREAK). */
  tiebreak?: SchoolTiebreakId;
  /** Informative: pass standings ranked after this round (the scores and tiebreaks are the standings'). */
  afterRound?: number;
  /**
   * Break what the team tiebreaks leave by drawing of lots with this seed (indivisible trophies);
   * absent: the standings' own seed, so teams are drawn exactly when the players were.
   */
  lotSeed?: number;
}

export interface SchoolTeam {
  team: string;
  /** "3", or "3-4" when the team tiebreaks leave a tie. */
  rank: string;
  /** "1-2": by score alone, shared by every team on that score, as individual standings. */
  place: string;
  /** The sum of the counting players' scores. */
  score: Quarters;
  /** Pair numbers whose scores counted, best first (the individual standings' order). */
  players: number[];
  /** Fewer than `top` players: the score is the sum of those the team has. */
  short: boolean;
  /** The team tiebreak columns, by label, as plain numbers (4.5, not quarters); null: no value. */
  values: Record<string, number | null>;
  /** The same values as a director reads them ("14½", "13.40"); empty: no value. */
  texts: Record<string, string>;
  /** As the individual standings' JSON: null for the first team, "score", "shared", or the tiebreak's label. */
  decidedBy: string | null;
  /** As the individual standings' table: "", "score 14 vs 13½", "MM 40 vs 38½", "shared". */
  decidedByText: string;
}

export interface SchoolTeamStandings {
  column: string;
  top: number;
  /** The team tiebreak columns' labels, in order. */
  tiebreaks: string[];
  /** Each column's unit, by label: how a sheet formats its values. */
  units: Record<string, Unit>;
  teams: SchoolTeam[];
  /** What the score and the tiebreaks are, in one line. */
  note: string;
}

/** A school's players, best first: their indexes into tournament.players. */
export interface SchoolMembers {
  team: string;
  /** Every player of the school, in the individual standings' order. */
  members: number[];
}

/**
 * The schools of the section, in the order of their best player in the standings: each with its
 * players in the standings' order, so the first N are the N who count. Two players tied for the
 * Nth place are separated by their individual rank: the individual tiebreaks decide who counts.
 * A school spelled two ways ("Lincoln", "lincoln") is refused: as written it would be two teams.
 */
export function schoolMembers(t: Tournament, standings: Standings, column: string): SchoolMembers[] {
  const bySchool = new Map<string, number[]>();
  const spelled = new Map<string, number>();
  const problems: Problem[] = [];
  for (const row of standings.rows) {
    const school = at(t.players, row.player).labels?.[column]?.trim();
    // A blank cell: the player plays for no team.
    if (school === undefined || school === '') continue;
    const members = bySchool.get(school);
    if (members) members.push(row.player);
    else {
      const first = spelled.get(spellingKey(school));
      if (first === undefined) spelled.set(spellingKey(school), row.player);
      else problems.push(otherSpelling(t, column, row.player, first));
      bySchool.set(school, [row.player]);
    }
  }
  if (problems.length) throw new CrosstableError(problems);
  return [...bySchool].map(([team, members]) => ({ team, members }));
}

function otherSpelling(t: Tournament, column: string, player: number, first: number): Problem {
  const p = at(t.players, player);
  const q = at(t.players, first);
  const name = (x: Player) => shownName(x.labels?.[column]?.trim() ?? '');
  return {
    ...(p.cell === undefined ? {} : { cell: p.cell }),
    message:
      `player ${p.number}'s ${column} cell says ${name(p)}, but player ${q.number}'s says ${name(q)}; ` +
      'expected one spelling for each school (as written, they would be two teams).',
  };
}

/** The option of that id; a front end that let another word through gets the ids there are. */
function schoolTiebreakOf(id: string): SchoolTiebreak {
  if (!(SCHOOL_TIEBREAK_IDS as readonly string[]).includes(id))
    throw new CrosstableError([
      { message: `Unknown school team tiebreak "${id}"; expected one of ${SCHOOL_TIEBREAK_IDS.join(', ')}.` },
    ]);
  return SCHOOL_TIEBREAKS[id as SchoolTiebreakId];
}

function checkTop(top: number): void {
  if (!Number.isInteger(top) || top < 1)
    throw new CrosstableError([
      {
        message: `The number of players whose scores count for a school must be a whole number from 1 up; got ${top}.`,
      },
    ]);
}

/** The school teams of `t`, from its individual standings: scores, counting players, places, ranks. */
export function rankSchoolTeams(t: Tournament, standings: Standings, request: SchoolTeamsRequest): SchoolTeamStandings {
  checkTop(request.top);
  const rule = schoolTiebreakOf(request.tiebreak ?? DEFAULT_SCHOOL_TIEBREAK);
  const scoreOf = new Map(standings.rows.map((row) => [row.player, row.score]));
  const teams = schoolMembers(t, standings, request.column).map(({ team, members }) => {
    const counting = members.slice(0, request.top);
    const score = counting.reduce((sum, p) => {
      const s = scoreOf.get(p);
      if (s === undefined) throw new Error(`Player index ${p} has no row in the standings.`);
      return sum + s;
    }, 0);
    return { team, members, counting, score, short: members.length < request.top };
  });
  const columns: TeamColumn[] = rule.columns(standings, request.top);
  // Drawing of lots only when the director asks for it (indivisible trophies), last.
  const lotSeed = request.lotSeed ?? standings.lotSeed;
  if (lotSeed !== undefined) columns.push(teamLotsColumn(lotSeed));
  const ranked = rankTeamGroups(teams, columns);
  return {
    column: request.column,
    top: request.top,
    tiebreaks: columns.map((c) => c.label),
    units: Object.fromEntries(columns.map((c) => [c.label, c.unit])),
    teams: ranked.map((r) => ({
      team: r.team.team,
      rank: r.rank,
      place: r.place,
      score: r.team.score,
      players: r.team.counting.map((p) => at(t.players, p).number),
      short: r.team.short,
      values: Object.fromEntries(columns.map((c, i) => [c.label, c.shown(at(r.values, i))])),
      texts: Object.fromEntries(columns.map((c, i) => [c.label, c.text(at(r.values, i))])),
      decidedBy: r.decidedBy,
      decidedByText: r.decidedByText,
    })),
    note: noteOf(request, rule.note(standings), lotSeed),
  };
}

function noteOf(request: SchoolTeamsRequest, tiebreaks: string, lotSeed: number | undefined): string {
  return (
    `A school's score is the sum of its top ${request.top} players' scores in the section (a school with fewer has the sum of those it has); ` +
    `players with a blank ${request.column} cell play for no school. Ties: ${tiebreaks}; ` +
    (lotSeed === undefined ? 'teams still level share their rank.' : `then drawing of lots (${lotsWords(lotSeed)}).`)
  );
}
