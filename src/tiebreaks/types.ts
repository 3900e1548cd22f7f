/**
 * The contract every tiebreak system implements: a small pure function over the tournament,
 * registered under a stable code (rules.md §3) with its rule reference and options. The set of
 * codes is the registry's (TiebreakCode in src/tiebreaks/registry.ts), not repeated here: the
 * registry imports this file, so this file cannot import it back.
 */
import type { Tournament } from '../model/tournament';
import type { TiebreakContext } from './context';
import type { TableData } from './tableData';

/** A computed value that can say how it was reached. */
export interface TiebreakValue {
  /**
   * In the system's unit: quarter-points for 'points', a plain integer otherwise. null is no
   * value: an average or performance with nothing left to average (ARO/C1 of a player who met one
   * opponent over the board). It is shown empty and ranks below every value (src/standings/rank.ts).
   */
  value: number | null;
  /** Which entries were counted, which were dropped and why. Built only when asked for. */
  explain: () => string;
  /** Set by a group system whose order is not the order of its values (see GroupPlace). */
  place?: GroupPlace;
}

/**
 * Direct encounter shows the points Swiss-Manager prints, but orders the tied players by C.07 6
 * (separate standings re-applied, 6.3 when not all met), which those points alone do not give.
 */
export interface GroupPlace {
  /** 1 is first; players the system leaves level share a place. rank.ts sorts by it. */
  place: number;
  /** How this player was separated from the one placed just above, for "Decided by". */
  how: string;
}

/** hundredths: a two-decimal average held as whole hundredths (AOB, C.07 8.2: 13.375 is 13.38). */
export type Unit = 'points' | 'count' | 'rating' | 'hundredths';

export type TiebreakOptions = Readonly<Record<string, string>>;

export interface OptionSpec {
  name: string;
  /** The accepted values, or 'integer' for a whole number. */
  values: readonly string[] | 'integer';
  default: string;
  help: string;
  /**
   * A FIDE modifier (C.07 14): written after a slash, "BH/C1", rather than as name=value. The
   * default (no modifier) is not written.
   */
  modifier?: boolean;
  /**
   * Another program's reading of the rule rather than a choice the rules leave open: set by a
   * convention (src/tiebreaks/conventions.ts), and explained against its default.
   */
  convention?: boolean;
}

interface TiebreakBase {
  /**
   * The stable code the director types (rules.md §3): the system's key in the registry
   * (src/tiebreaks/registry.ts), which derives the TiebreakCode type from its keys and refuses to
   * load if the two differ.
   */
  code: string;
  /** The director's name for it. */
  name: string;
  /** Where the rule comes from, e.g. "US Chess 34E1". */
  rule: string;
  /** One line for the help and the sidebar. */
  summary: string;
  unit: Unit;
  /** Fewest whites: fewer is better. Everything else: more is better. */
  lowerIsBetter?: boolean;
  /**
   * What the system reads beyond the results: the colour of each played game (BLACKS, WHITES,
   * BPG, BWG) or the players' ratings (ARO, TPR, RTNG…). A table without it cannot give the
   * value; rank() then passes the system over, or stops, only when a tie reaches it
   * (src/tiebreaks/tableData.ts, src/standings/rank.ts).
   */
  needs?: readonly TableData[];
  /** Needs to know which round came first (a round-robin grid does not say). */
  needsRoundOrder?: boolean;
  /**
   * For a table that does not give the round order: why these options would value some round by
   * when it was played (so the value would follow the order the rows were typed), or null when
   * nothing on this table does. Checked before ranking, with the rounds counted.
   */
  roundOrderNeeded?: (t: Tournament, options: TiebreakOptions, rounds: number) => string | null;
  /** Needs a team event: match results with game points (src/teams). */
  needsTeams?: boolean;
  /** Needs each board's result (C.07 12: BC, TBR, BBE), which only a board-by-board sheet gives. */
  needsBoardResults?: boolean;
  options: readonly OptionSpec[];
}

/** A value that depends only on the player (and the whole table). */
export interface PlayerTiebreak extends TiebreakBase {
  kind: 'player';
  compute(ctx: TiebreakContext, player: number, options: TiebreakOptions): TiebreakValue;
}

/** A value that depends on who else is still tied (head-to-head), recomputed per sub-group. */
export interface GroupTiebreak extends TiebreakBase {
  kind: 'group';
  /**
   * Shown for a player the earlier tiebreaks already separated, computed as a group of one
   * (DE: Swiss-Manager prints 0 for a player no one is tied with). Otherwise shown empty.
   */
  valueWhenAlone?: boolean;
  computeInGroup(ctx: TiebreakContext, group: readonly number[], options: TiebreakOptions): TiebreakValue[];
}

export type Tiebreak = PlayerTiebreak | GroupTiebreak;
