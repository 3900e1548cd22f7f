/**
 * The tiebreaks between school teams on equal score, as named options (docs/scholastic.md, where
 * the rules they come from are cited). Each gives the team columns it ranks by, in order.
 */
import { formatPoints } from '../model/points';
import type { Tournament } from '../model/tournament';
import { TiebreakContext } from '../tiebreaks/context';
import type { Unit } from '../tiebreaks/types';
import { at } from '../tiebreaks/lookup';
import { lot } from '../tiebreaks/lots';
import { lotsNumberWords } from '../standings/lotsDrawn';
import { parseTiebreakSpec, specLabel, TIEBREAKS, TiebreakSpec } from '../tiebreaks/registry';
import { lackedData } from '../tiebreaks/tableData';
import { formatValue, numericValue, orderLabels } from '../standings/format';
import type { Standings } from '../standings/rank';

/**
 * Where the default comes from. The regulations' own text was not reachable; two US Chess forum
 * threads quote them (docs/scholastic.md, "Team tiebreaks"): totals of the scoring players'
 * Solkoff, then Cumulative, Sonneborn-Berger, Kashdan, then a coin flip.
 */
const US_SCHOLASTIC_RULE =
  'US Chess National Scholastic Chess Tournament Regulations, team tiebreaks, as quoted on the US Chess forums (uschess.discourse.group threads 22736 and 666)';

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
  /** The value as a director reads it ("14½"; empty for no value). */
  text(value: number | null): string;
  /** What the value counts: a sheet shows points as fractions, hundredths to two decimals. */
  unit: Unit;
  /** "Decided by" when this column separated two teams, if not "LABEL above vs here" (lots). */
  decided?: string;
}

export type SchoolTiebreakId = 'us-scholastic' | 'sum-of-tiebreaks' | 'next-player' | 'none';

export interface SchoolTiebreak {
  id: SchoolTiebreakId;
  /** Where it comes from. */
  rule: string;
  /** The team columns it ranks by, for these individual standings and N. */
  columns(standings: Standings, top: number): TeamColumn[];
  /** What the tiebreaks are, for the note under the table (no full stop: the note goes on). */
  note(standings: Standings): string;
}

/** The individual tiebreaks a team can sum: those that are a player's own value (not head-to-head, not lots). */
function summable(standings: Standings): number[] {
  return standings.order.flatMap((spec, i) =>
    TIEBREAKS[spec.code].kind === 'player' && spec.code !== 'LOTS' ? [i] : [],
  );
}

/**
 * The sum of the counting players' values of one individual system (`valueOf`: a player's value,
 * null for none). A player with no value (an average with nothing to average) adds nothing; a team
 * none of whose counting players has one has none.
 */
function sumColumn(spec: TiebreakSpec, label: string, valueOf: (player: number) => number | null): TeamColumn {
  return {
    label,
    lowerIsBetter: TIEBREAKS[spec.code].lowerIsBetter,
    valueOf(team) {
      let sum: number | null = null;
      for (const p of team.counting) {
        const v = valueOf(p);
        if (v !== null) sum = (sum ?? 0) + v;
      }
      return sum;
    },
    shown: (v) => numericValue(spec, v),
    text: (v) => formatValue(spec, v),
    unit: TIEBREAKS[spec.code].unit,
  };
}

/** Individual tiebreak `index` of the standings' order, summed over the counting players. */
function orderSumColumn(standings: Standings, index: number, label: string): TeamColumn {
  const byPlayer = new Map(standings.rows.map((row) => [row.player, at(row.values, index)?.value ?? null]));
  return sumColumn(at(standings.order, index), label, (p) => {
    const v = byPlayer.get(p);
    if (v === undefined) throw new Error(`Player index ${p} has no row in the standings.`);
    return v;
  });
}

/** Whether the table can give system `spec` at all (CUM needs the round order, a grid lacks it). */
function computable(t: Tournament, spec: TiebreakSpec, rounds: number): boolean {
  const tb = TIEBREAKS[spec.code];
  if (lackedData(t, tb.needs, spec.options) === 'colours') return false;
  if (!t.roundOrderKnown && (tb.needsRoundOrder || tb.roundOrderNeeded?.(t, spec.options, rounds))) return false;
  return true;
}

/** A system of its own (not of the section's order), computed for each player of the standings and summed. */
function systemSumColumn(standings: Standings, ctx: TiebreakContext, spec: TiebreakSpec): TeamColumn {
  const tb = TIEBREAKS[spec.code];
  if (tb.kind !== 'player') throw new Error(`${spec.code} is not a player's own value; a team cannot sum it.`);
  const memo = new Map<number, number | null>();
  return sumColumn(spec, specLabel(spec), (p) => {
    let v = memo.get(p);
    if (v === undefined) memo.set(p, (v = tb.compute(ctx, p, spec.options).value));
    return v;
  });
}

let scholasticOrder: readonly TiebreakSpec[] | undefined;

/**
 * The US scholastic team tiebreaks (docs/scholastic.md): totals of the counting players' SOLK,
 * CUM, SB, KASH. Parsed on first use, not each time the script loads (issue 18).
 */
function usScholasticOrder(): readonly TiebreakSpec[] {
  return (scholasticOrder ??= ['SOLK', 'CUM', 'SB', 'KASH'].map(parseTiebreakSpec));
}

function usScholasticColumns(standings: Standings): TeamColumn[] {
  const t = standings.tournament;
  const ctx = new TiebreakContext(t, standings.rounds);
  return usScholasticOrder()
    .filter((spec) => computable(t, spec, standings.rounds))
    .map((spec) => systemSumColumn(standings, ctx, spec));
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
    text: (v) => (v === null ? '' : formatPoints(v)),
    unit: 'points',
  };
}

/** A number for a school's name (FNV-1a), so its lot depends on the name, not on the row order. */
function nameNumber(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * Drawing of lots between school teams (US Chess 34E13, as for players): asked for with a seed,
 * for indivisible trophies; it comes after the team tiebreaks and leaves no tie.
 */
export function teamLotsColumn(seed: number): TeamColumn {
  return {
    label: 'LOTS',
    valueOf: (team) => lot(seed, nameNumber(team.team)),
    shown: (v) => v,
    text: (v) => (v === null ? '' : String(v)),
    unit: TIEBREAKS.LOTS.unit,
    decided: lotsNumberWords(seed),
  };
}

export const SCHOOL_TIEBREAKS: Readonly<Record<SchoolTiebreakId, SchoolTiebreak>> = {
  'us-scholastic': {
    id: 'us-scholastic',
    rule: US_SCHOLASTIC_RULE,
    columns: usScholasticColumns,
    note(standings) {
      const used = usScholasticColumns(standings).map((c) => c.label);
      const dropped = usScholasticOrder()
        .map(specLabel)
        .filter((l) => !used.includes(l));
      return (
        `the totals of the counting players' ${used.join(', ')}, in that order (US Chess national scholastic team tiebreaks)` +
        (dropped.length ? `; ${dropped.join(', ')} left out: this table does not give the order of the rounds` : '')
      );
    },
  },
  'sum-of-tiebreaks': {
    id: 'sum-of-tiebreaks',
    rule: "Many local events: the section's individual tiebreaks, added over the counting players (docs/scholastic.md)",
    columns(standings) {
      const labels = orderLabels(standings.order);
      return summable(standings).map((i) => orderSumColumn(standings, i, at(labels, i)));
    },
    note(standings) {
      const labels = orderLabels(standings.order);
      const used = summable(standings).map((i) => at(labels, i));
      return used.length
        ? `the sum of the counting players' individual tiebreaks, in the individual order (${used.join(', ')})`
        : 'none (the individual order has no tiebreak a team can sum)';
    },
  },
  'next-player': {
    id: 'next-player',
    rule: "A common local rule: the score of the school's next player, the first who did not count",
    columns: (standings, top) => [nextPlayerColumn(standings, top)],
    note: () => "the score of the school's next player (the first whose score did not count)",
  },
  none: {
    id: 'none',
    rule: 'No team tiebreak: teams on equal score share the place (and split or duplicate the trophy)',
    columns: () => [],
    note: () => 'none',
  },
};

export const SCHOOL_TIEBREAK_IDS = Object.keys(SCHOOL_TIEBREAKS) as SchoolTiebreakId[];

/** Used when the director names none (docs/scholastic.md says why). */
export const DEFAULT_SCHOOL_TIEBREAK: SchoolTiebreakId = 'us-scholastic';
