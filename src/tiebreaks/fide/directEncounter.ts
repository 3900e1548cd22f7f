import { formatPoints } from '../../model/points';
import { isPlayed, POINTS } from '../../model/tournament';
import type { TiebreakContext } from '../context';
import type { GroupTiebreak, TiebreakValue } from '../types';
import { pairingsOption } from './options';
import { pairingsOf, PAIRINGS_LABEL } from './pairings';

interface Mini {
  player: number;
  /** Points among the group, × the common denominator of the averages (6.1.2), in quarters. */
  scaled: number;
  /** Group members not met. */
  missing: number;
}

interface Standings {
  minis: Mini[];
  /** Common denominator: players who met more than once count the average (6.1.2). */
  denominator: number;
  allMet: boolean;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The separate standings of the players in `group`, from the games among them only (6.1). */
function standingsOf(ctx: TiebreakContext, group: readonly number[], rr: boolean): Standings {
  const inGroup = new Set(group);
  const meetings = group.map((p) => {
    const byOpponent = new Map<number, number[]>();
    ctx.tournament.players[p].entries.slice(0, ctx.rounds).forEach((e) => {
      // Swiss: forfeits are not encounters (6.1.1); round robin: they are games (15.2).
      if (e.opponent === undefined || !inGroup.has(e.opponent) || !(isPlayed(e) || rr)) return;
      byOpponent.set(e.opponent, [...(byOpponent.get(e.opponent) ?? []), POINTS[e.kind]]);
    });
    return byOpponent;
  });
  let denominator = 1;
  for (const m of meetings) for (const results of m.values()) denominator = (denominator * results.length) / gcd(denominator, results.length);
  const minis = group.map((player, i): Mini => {
    let scaled = 0;
    for (const results of meetings[i].values()) scaled += (results.reduce((a, b) => a + b, 0) * denominator) / results.length;
    return { player, scaled, missing: group.length - 1 - meetings[i].size };
  });
  return { minis, denominator, allMet: minis.every((m) => m.missing === 0) };
}

/** Points of a separate standings, exact: "1½", or "1⅓"-like fractions written "4/3". */
function miniText(scaled: number, denominator: number): string {
  if (scaled % denominator === 0) return formatPoints(scaled / denominator);
  const g = gcd(scaled, 4 * denominator);
  return `${scaled / g}/${(4 * denominator) / g}`;
}

/**
 * The ordered tiers of `group` (players in a tier stay tied), each step described in `log`.
 * 6.2: when all have met, the separate standings decide, and players still level are ranked
 * again among themselves. 6.3 (Swiss): when not all have met, a player ahead of every other's
 * best possible score (all their missing games won) is ranked first, then the next the same way;
 * those left are ranked again among themselves.
 */
function tiers(ctx: TiebreakContext, group: number[], rr: boolean, log: { players: number[]; text: string }[]): number[][] {
  if (group.length < 2) return [group];
  const { minis, denominator, allMet } = standingsOf(ctx, group, rr);
  const win = 4 * denominator;
  const best = (m: Mini) => m.scaled + m.missing * win;
  const describe = (ms: Mini[], withBest: boolean) =>
    ms.map((m) => `${ctx.label(m.player)} ${miniText(m.scaled, denominator)}${withBest ? ` (at most ${miniText(best(m), denominator)})` : ''}`).join(', ');
  if (allMet || rr) {
    const sorted = [...minis].sort((a, b) => b.scaled - a.scaled);
    const runs: Mini[][] = [];
    for (const m of sorted) {
      const last = runs[runs.length - 1];
      if (last && last[0].scaled === m.scaled) last.push(m);
      else runs.push([m]);
    }
    const met = allMet ? 'all met' : 'round robin, games so far';
    log.push({ players: group, text: `among ${group.length}: ${describe(sorted, false)} (${met})${runs.length === 1 ? ': level' : ''}` });
    if (runs.length === 1) return [group];
    return runs.flatMap((run) => tiers(ctx, run.map((m) => m.player), rr, log));
  }
  const sorted = [...minis].sort((a, b) => b.scaled - a.scaled || best(b) - best(a));
  const leaders: number[][] = [];
  let i = 0;
  while (i < sorted.length - 1 && sorted[i].scaled > Math.max(...sorted.slice(i + 1).map(best))) {
    leaders.push([sorted[i].player]);
    i++;
  }
  const rest = sorted.slice(i).map((m) => m.player);
  const outcome = leaders.length ? `ahead whatever the missing games: ${leaders.map(([p]) => ctx.label(p)).join(', ')}` : 'no one is ahead whatever the missing games';
  log.push({ players: group, text: `among ${group.length}, not all met: ${describe(sorted, true)}; ${outcome}` });
  if (!leaders.length) return [group];
  return [...leaders, ...(rest.length > 1 ? tiers(ctx, rest, rr, log) : [rest])];
}

/**
 * Direct encounter, FIDE C.07 6: the separate standings of the tied players from the games among
 * them, re-applied to any players it leaves level (6.2); in a Swiss where not all have met,
 * only players ahead whatever the missing games' results are separated (6.3). Forfeits are not
 * encounters in a Swiss (6.1.1) but count with pre-determined pairings (15.2). The value is the
 * place within the tied group: 1 is first, players left level share it.
 */
export const directEncounter: GroupTiebreak = {
  kind: 'group',
  code: 'DE',
  name: 'Direct encounter',
  rule: 'FIDE C.07 6',
  summary: 'Separate standings of the tied players from their games against each other.',
  unit: 'count',
  lowerIsBetter: true,
  options: [pairingsOption],
  computeInGroup(ctx, group, options) {
    const pairings = pairingsOf(ctx, options.pairings);
    const log: { players: number[]; text: string }[] = [];
    const ordered = tiers(ctx, [...group], pairings === 'rr', log);
    const place = new Map<number, number>();
    let next = 1;
    for (const tier of ordered) {
      for (const p of tier) place.set(p, next);
      next += tier.length;
    }
    return group.map((player): TiebreakValue => {
      const value = place.get(player)!;
      return {
        value,
        explain: () => {
          const steps = log.filter((s) => s.players.includes(player)).map((s) => s.text);
          const head = `${PAIRINGS_LABEL[pairings]}; tied: ${group.map((p) => ctx.label(p)).join(', ')}`;
          return `${head}; ${steps.join('; then ') || 'alone'}; DE ${value}`;
        },
      };
    });
  },
};
