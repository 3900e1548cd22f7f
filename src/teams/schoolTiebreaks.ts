/**
 * The tiebreaks between school teams on equal score, as named options (docs/scholastic.md, where
 * the rules they come from are cited). Each gives the team columns it ranks by, in order.
 */
import { formatPoints } from '../model/points';
import { at } from '../tiebreaks/lookup';
import { TIEBREAKS } from '../tiebreaks/registry';
import { formatValue, numericValue, orderLabels } from '../standings/format';
import type { Standings } from '../standings/rank';

/** A school's players and score, before ranking (indexes into tournament.players). */
export interface ScoredTeam {
  team: string;
  /** Every player of the school, in the individual standings' order. */
  members: readonly number[];
  /** The first `top` of them: the players whose scores count. */
  counting: readonly number[];
  score: number;
  short: boolean;
}

/** One team tiebreak column: its label, a team's value (null: no value), and how values show. */
export interface TeamColumn {
  label: string;
  valueOf(team: ScoredTeam): number | null;
  lowerIsBetter?: boolean;
  /** The value as a plain JSON or sheet number (4.5, not quarters). */
  shown(value: number | null): number | null;
  /** The value as a director reads it ("14½"). */
  text(value: number | null): string;
}

export type SchoolTiebreakId = 'sum-of-tiebreaks' | 'next-player' | 'none';

export interface SchoolTiebreak {
  id: SchoolTiebreakId;
  /** Where it comes from. */
  rule: string;
  /** The team columns it ranks by, for these individual standings and N. */
  columns(standings: Standings, top: number): TeamColumn[];
  /** What the tiebreaks are, for the note under the table. */
  note(standings: Standings): string;
}

/** The individual tiebreaks a team can sum: those that are a player's own value (not head-to-head, not lots). */
function summable(standings: Standings): number[] {
  return standings.order.flatMap((spec, i) =>
    TIEBREAKS[spec.code].kind === 'player' && spec.code !== 'LOTS' ? [i] : [],
  );
}

/**
 * The sum of the counting players' values of individual tiebreak `index`. A player with no value
 * (an average with nothing to average) adds nothing; a team none of whose players has one has none.
 */
function sumColumn(standings: Standings, index: number, label: string): TeamColumn {
  const spec = at(standings.order, index);
  const valueOf = new Map(standings.rows.map((row) => [row.player, at(row.values, index)?.value ?? null]));
  return {
    label,
    lowerIsBetter: TIEBREAKS[spec.code].lowerIsBetter,
    valueOf(team) {
      let sum: number | null = null;
      for (const p of team.counting) {
        const v = valueOf.get(p);
        if (v === undefined) throw new Error(`Player index ${p} has no row in the standings.`);
        if (v !== null) sum = (sum ?? 0) + v;
      }
      return sum;
    },
    shown: (v) => numericValue(spec, v),
    text: (v) => formatValue(spec, v),
  };
}

/** The score of the school's best player who did not count (the (N+1)th), or no value when it has none. */
function nextPlayerColumn(standings: Standings, top: number): TeamColumn {
  const scoreOf = new Map(standings.rows.map((row) => [row.player, row.score]));
  return {
    label: `P${top + 1}`,
    valueOf(team) {
      const next = team.members[top];
      if (next === undefined) return null;
      const s = scoreOf.get(next);
      if (s === undefined) throw new Error(`Player index ${next} has no row in the standings.`);
      return s;
    },
    shown: (v) => (v === null ? null : v / 4),
    text: (v) => (v === null ? 'no value' : formatPoints(v)),
  };
}

export const SCHOOL_TIEBREAKS: Readonly<Record<SchoolTiebreakId, SchoolTiebreak>> = {
  'sum-of-tiebreaks': {
    id: 'sum-of-tiebreaks',
    rule: "US Chess National Scholastic Regulations (team tiebreaks: the counting players' individual tiebreaks added)",
    columns(standings) {
      const labels = orderLabels(standings.order);
      return summable(standings).map((i) => sumColumn(standings, i, at(labels, i)));
    },
    note(standings) {
      const labels = orderLabels(standings.order);
      const used = summable(standings).map((i) => at(labels, i));
      return used.length
        ? `the sum of the counting players' individual tiebreaks, in the individual order (${used.join(', ')}); what they leave is shared.`
        : 'the individual order has no tiebreak a team can sum; teams on equal score share their rank.';
    },
  },
  'next-player': {
    id: 'next-player',
    rule: "A common local rule: the score of the school's next player, the first who did not count",
    columns: (standings, top) => [nextPlayerColumn(standings, top)],
    note: () =>
      "the score of the school's next player (the first whose score did not count); what it leaves is shared.",
  },
  none: {
    id: 'none',
    rule: 'No team tiebreak: teams on equal score share the place (and split or duplicate the trophy)',
    columns: () => [],
    note: () => 'none; teams on equal score share their rank.',
  },
};

export const SCHOOL_TIEBREAK_IDS = Object.keys(SCHOOL_TIEBREAKS) as SchoolTiebreakId[];

/** Used when the director names none (docs/scholastic.md says why). */
export const DEFAULT_SCHOOL_TIEBREAK: SchoolTiebreakId = 'sum-of-tiebreaks';
