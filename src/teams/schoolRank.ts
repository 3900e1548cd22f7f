/**
 * School teams ranked as individual standings are (rules.md §5, src/standings/rank.ts): sorted by
 * score, places shared by score alone, each score group split by the first team tiebreak, each
 * run still level by the next, and so on; what no tiebreak separates shares a rank ("3-4").
 */
import { formatPoints } from '../model/points';
import { at } from '../tiebreaks/lookup';
import type { ScoredTeam, TeamColumn } from './schoolTiebreaks';

export interface RankedTeam {
  team: ScoredTeam;
  rank: string;
  place: string;
  /** Aligned with the columns. */
  values: (number | null)[];
  decidedBy: string | null;
  decidedByText: string;
}

function span(from: number, to: number): string {
  return from === to ? `${from}` : `${from}-${to}`;
}

/** What a column orders by, higher first: no value ranks below every value, as in rank.ts orderKey. */
function keyOf(column: TeamColumn, value: number | null): number {
  if (value === null) return -Infinity;
  return column.lowerIsBetter ? -value : value;
}

interface Ranking {
  columns: readonly TeamColumn[];
  values: Map<ScoredTeam, (number | null)[]>;
  placed: { team: ScoredTeam; decidedBy: string | null; decidedByText: string; rank: string }[];
}

/** The entry of `key`, which the ranking put there for every team. */
function entryOf<V>(map: ReadonlyMap<ScoredTeam, V>, key: ScoredTeam): V {
  const v = map.get(key);
  if (v === undefined) throw new Error(`School team "${key.team}" is missing from the ranking.`);
  return v;
}

/** "SB 8¾ vs 8": the column, the team above's value, then this team's. */
function separation(column: TeamColumn, above: number | null, here: number | null): string {
  const shown = (v: number | null) => (v === null ? 'no value' : column.text(v));
  return `${column.label} ${shown(above)} vs ${shown(here)}`;
}

/** Places `group`, tied so far, from column `level` on; `entry` is how its first team was separated from the team above. */
function split(r: Ranking, group: ScoredTeam[], level: number, entry: [string | null, string]): void {
  if (group.length === 1 || level === r.columns.length) {
    const from = r.placed.length + 1;
    const rank = span(from, from + group.length - 1);
    // Teams nothing separates share the rank, listed by name.
    [...group]
      .sort((a, b) => (a.team < b.team ? -1 : a.team > b.team ? 1 : 0))
      .forEach((team, i) => {
        const [decidedBy, decidedByText] = i === 0 ? entry : ['shared', 'shared'];
        r.placed.push({ team, decidedBy, decidedByText, rank });
      });
    return;
  }
  const column = at(r.columns, level);
  const value = (t: ScoredTeam) => at(entryOf(r.values, t), level);
  const key = (t: ScoredTeam) => keyOf(column, value(t));
  const sorted = [...group].sort((a, b) => key(b) - key(a));
  let start = 0;
  for (let i = 1; i <= sorted.length; i++) {
    if (i < sorted.length && key(sorted[i]!) === key(sorted[start]!)) continue;
    const runEntry: [string | null, string] =
      start === 0
        ? entry
        : [column.label, column.decided ?? separation(column, value(sorted[start - 1]!), value(sorted[start]!))];
    split(r, sorted.slice(start, i), level + 1, runEntry);
    start = i;
  }
}

/** The teams in rank order, each with its rank, its place by score, its column values and "Decided by". */
export function rankTeamGroups(teams: readonly ScoredTeam[], columns: readonly TeamColumn[]): RankedTeam[] {
  const values = new Map(teams.map((t) => [t, columns.map((c) => c.valueOf(t))]));
  const r: Ranking = { columns, values, placed: [] };
  const byScore = [...teams].sort((a, b) => b.score - a.score);
  const place = new Map<ScoredTeam, string>();
  for (let start = 0; start < byScore.length;) {
    let end = start;
    while (end + 1 < byScore.length && byScore[end + 1]!.score === byScore[start]!.score) end++;
    const group = byScore.slice(start, end + 1);
    for (const t of group) place.set(t, span(start + 1, end + 1));
    const entry: [string | null, string] =
      start === 0
        ? [null, '']
        : ['score', `score ${formatPoints(byScore[start - 1]!.score)} vs ${formatPoints(at(group, 0).score)}`];
    split(r, group, 0, entry);
    start = end + 1;
  }
  return r.placed.map((p) => ({
    team: p.team,
    rank: p.rank,
    place: entryOf(place, p.team),
    values: entryOf(values, p.team),
    decidedBy: p.decidedBy,
    decidedByText: p.decidedByText,
  }));
}
