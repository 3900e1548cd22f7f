/**
 * One tiebreak for every player, in table order: what a custom function such as =SOLKOFF()
 * returns. Head-to-head, which depends on who is tied, is computed within each score group.
 */
import { Tournament } from '../model/tournament';
import { TiebreakContext } from '../tiebreaks/context';
import { TIEBREAKS, TiebreakSpec } from '../tiebreaks/registry';
import { at } from '../tiebreaks/lookup';
import type { TiebreakValue } from '../tiebreaks/types';
import { checkRequest } from './rank';

export function tiebreakColumn(t: Tournament, spec: TiebreakSpec, afterRound?: number, lotSeed = 0): TiebreakValue[] {
  checkRequest(t, [spec], afterRound);
  const ctx = new TiebreakContext(t, afterRound ?? t.rounds, lotSeed);
  const tb = TIEBREAKS[spec.code];
  if (tb.kind === 'player') return t.players.map((_, p) => tb.compute(ctx, p, spec.options));
  const column: TiebreakValue[] = new Array(t.players.length);
  const groups = new Map<number, number[]>();
  t.players.forEach((_, p) => {
    const score = at(ctx.score, p);
    const group = groups.get(score) ?? [];
    group.push(p);
    groups.set(score, group);
  });
  for (const group of groups.values()) {
    tb.computeInGroup(ctx, group, spec.options).forEach((v, i) => (column[at(group, i)] = v));
  }
  return column;
}
