/**
 * The team form of a tiebreak order (seeds 000 and 001: "In team tournaments, total game points
 * scored by all team members is the first tiebreak method used"): GP first, or right after PLAY
 * when the order starts with it, since the MCA and Big Rapids preambles apply scored-in-play
 * before any tiebreak method. On teams PLAY means match points scored in matches actually
 * played (not byes or forfeited matches). An order that names GP itself is taken as written.
 * rank() applies it to every team table, so each front end gets the team form of any preset.
 */
import { TiebreakSpec, withOptions } from '../tiebreaks/registry';

export function teamOrder(order: readonly TiebreakSpec[]): TiebreakSpec[] {
  if (order.some((s) => s.code === 'GP')) return [...order];
  const at = order[0]?.code === 'PLAY' ? 1 : 0;
  return [...order.slice(0, at), withOptions('GP'), ...order.slice(at)];
}

/**
 * The presets whose own rules state the team form (seed 000 MCA, seed 001 Big Rapids Swiss), so
 * `tiebreaks presets` prints it beside them. Every order gets the team form on a team table.
 */
export const TEAM_RULE_PRESETS: readonly string[] = ['mca', 'big-rapids-swiss'];
