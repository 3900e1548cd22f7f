import { formatPoints } from '../../model/points';
import { isPlayed, POINTS } from '../../model/tournament';
import type { Entry } from '../../model/tournament';
import type { TiebreakContext } from '../context';
import { at, optionOf } from '../lookup';
import type { GroupPlace, GroupTiebreak, TiebreakValue } from '../types';
import { pairingsOption } from './options';
import { pairingsOf, PAIRINGS_LABEL } from './pairings';

interface Mini {
  player: number;
  /** Points among the group, × the common denominator of the averages (6.1.2), in quarters. */
  scaled: number;
  /** Points among the group as scored, every game counted once, in quarters: the value shown. */
  points: number;
  /** Group members not met. */
  missing: number;
}

interface Standings {
  minis: Mini[];
  /** Common denominator: players who met more than once count the average (6.1.2). */
  denominator: number;
  allMet: boolean;
}

/**
 * What a game (or, for teams, a match) is worth among the tied, in quarters, and the most it can
 * be worth (6.3's "all missing games won"). Players: POINTS and a win; teams (EDE, C.07 13.3):
 * match points or game points.
 */
export interface EncounterScale {
  of: (e: Entry) => number;
  win: number;
}

const GAME_POINTS: EncounterScale = { of: (e) => POINTS[e.kind], win: 4 };

/** A run of players C.07 6 leaves level, and how it was separated from the run above (6.2, 6.3). */
export interface Tier {
  players: number[];
  /** '' for the first tier of a group: it takes the way its group was separated. */
  how: string;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The separate standings of the players in `group`, from the games among them only (6.1). */
function standingsOf(ctx: TiebreakContext, group: readonly number[], rr: boolean, scale: EncounterScale): Standings {
  const inGroup = new Set(group);
  const meetings = group.map((player) => {
    const byOpponent = new Map<number, number[]>();
    ctx
      .player(player)
      .entries.slice(0, ctx.rounds)
      .forEach((e) => {
        // Swiss: forfeits are not encounters (6.1.1); round robin: they are games (15.2).
        if (e.opponent === undefined || !inGroup.has(e.opponent) || !(isPlayed(e) || rr)) return;
        byOpponent.set(e.opponent, [...(byOpponent.get(e.opponent) ?? []), scale.of(e)]);
      });
    return { player, byOpponent };
  });
  let denominator = 1;
  for (const m of meetings)
    for (const results of m.byOpponent.values())
      denominator = (denominator * results.length) / gcd(denominator, results.length);
  const minis = meetings.map(({ player, byOpponent }): Mini => {
    let scaled = 0;
    let points = 0;
    for (const results of byOpponent.values()) {
      const sum = results.reduce((a, b) => a + b, 0);
      scaled += (sum * denominator) / results.length;
      points += sum;
    }
    return { player, scaled, points, missing: group.length - 1 - byOpponent.size };
  });
  return { minis, denominator, allMet: minis.every((m) => m.missing === 0) };
}

/** Points of a separate standings, exact: "1½", or "1⅓"-like fractions written "4/3". */
function miniText(scaled: number, denominator: number): string {
  if (scaled % denominator === 0) return formatPoints(scaled / denominator);
  const g = gcd(scaled, 4 * denominator);
  return `${scaled / g}/${(4 * denominator) / g}`;
}

export type Log = { players: number[]; text: string }[];

/**
 * 6.2: when all have met (or with pre-determined pairings), the separate standings decide, and
 * players still level are ranked again among themselves.
 */
function allMetTiers(
  ctx: TiebreakContext,
  s: Standings,
  group: number[],
  rr: boolean,
  again: boolean,
  log: Log,
  scale: EncounterScale,
): Tier[] {
  const text = (m: Mini) => miniText(m.scaled, s.denominator);
  const sorted = [...s.minis].sort((a, b) => b.scaled - a.scaled);
  // Runs of equal points, each with at least one player.
  const runs: [Mini, ...Mini[]][] = [];
  for (const m of sorted) {
    const last = runs[runs.length - 1];
    if (last && last[0].scaled === m.scaled) last.push(m);
    else runs.push([m]);
  }
  const met = s.allMet ? 'all met' : 'round robin, games so far';
  log.push({
    players: group,
    text: `among ${group.length}: ${sorted.map((m) => `${ctx.label(m.player)} ${text(m)}`).join(', ')} (${met})${runs.length === 1 ? ': level' : ''}`,
  });
  if (runs.length === 1) return [{ players: group, how: '' }];
  const among = `among ${group.length}${again ? ' again' : ''}, C.07 6.2`;
  return runs.flatMap((run, k) => {
    const sub = tiers(
      ctx,
      run.map((m) => m.player),
      rr,
      true,
      log,
      scale,
    );
    const above = runs[k - 1];
    if (above) at(sub, 0).how = `${text(above[0])} vs ${text(run[0])} ${among}`;
    return sub;
  });
}

/**
 * 6.3 (Swiss, not all met): a player ahead of every other's best possible score (all their
 * missing games won) is ranked first, then the next the same way; those left are ranked again
 * among themselves.
 */
function notAllMetTiers(
  ctx: TiebreakContext,
  s: Standings,
  group: number[],
  rr: boolean,
  log: Log,
  scale: EncounterScale,
): Tier[] {
  const win = scale.win * s.denominator;
  const best = (m: Mini) => m.scaled + m.missing * win;
  const text = (x: number) => miniText(x, s.denominator);
  const sorted = [...s.minis].sort((a, b) => b.scaled - a.scaled || best(b) - best(a));
  const out: Tier[] = [];
  let i = 0;
  let how = '';
  while (i < sorted.length - 1) {
    const reach = Math.max(...sorted.slice(i + 1).map(best));
    const leader = at(sorted, i);
    if (!(leader.scaled > reach)) break;
    out.push({ players: [leader.player], how });
    how = `${text(leader.scaled)} vs at most ${text(reach)} among ${group.length}, not all met, C.07 6.3`;
    i++;
  }
  const describe = sorted.map((m) => `${ctx.label(m.player)} ${text(m.scaled)} (at most ${text(best(m))})`).join(', ');
  const outcome = out.length
    ? `ahead whatever the missing games: ${out.map((t) => ctx.label(at(t.players, 0))).join(', ')}`
    : 'no one is ahead whatever the missing games';
  log.push({ players: group, text: `among ${group.length}, not all met: ${describe}; ${outcome}` });
  if (!out.length) return [{ players: group, how: '' }];
  const rest = sorted.slice(i).map((m) => m.player);
  const after = rest.length > 1 ? tiers(ctx, rest, rr, true, log, scale) : [{ players: rest, how: '' }];
  at(after, 0).how = how;
  return [...out, ...after];
}

/** The ordered tiers of `group` (players in a tier stay tied), each step described in `log`. */
export function tiers(
  ctx: TiebreakContext,
  group: number[],
  rr: boolean,
  again: boolean,
  log: Log,
  scale: EncounterScale = GAME_POINTS,
): Tier[] {
  if (group.length < 2) return [{ players: group, how: '' }];
  const s = standingsOf(ctx, group, rr, scale);
  return s.allMet || rr
    ? allMetTiers(ctx, s, group, rr, again, log, scale)
    : notAllMetTiers(ctx, s, group, rr, log, scale);
}

/** Each player's place in the group from its tiers: a tier shares the place it starts at, as a shared rank does. */
export function placesOf(ordered: readonly Tier[]): Map<number, GroupPlace> {
  const place = new Map<number, GroupPlace>();
  let next = 1;
  for (const tier of ordered) {
    for (const p of tier.players) place.set(p, { place: next, how: tier.how });
    next += tier.players.length;
  }
  return place;
}

/** What each of `group` scored against the others, every game counted once, in quarters. */
export function encounterPoints(
  ctx: TiebreakContext,
  group: readonly number[],
  rr: boolean,
  scale: EncounterScale,
): Map<number, number> {
  return new Map(standingsOf(ctx, group, rr, scale).minis.map((m) => [m.player, m.points]));
}

/**
 * Direct encounter, FIDE C.07 6. The value is what Swiss-Manager prints: the points a player
 * scored against the others still tied with them on points and every earlier tiebreak (0 when
 * no one is, or when they never met). The order is C.07 6's, which those points alone do not
 * always give: the separate standings (averages where players met more than once, 6.1.2),
 * re-applied to any players they leave level (6.2); in a Swiss where not all have met, only
 * players ahead whatever the missing games' results are separated (6.3). Forfeits are not
 * encounters in a Swiss (6.1.1) but count with pre-determined pairings (15.2).
 */
export const directEncounter: GroupTiebreak = {
  kind: 'group',
  code: 'DE',
  name: 'Direct encounter',
  rule: 'FIDE C.07 6',
  summary: 'Points scored against the players still tied; they are ranked by their games against each other.',
  unit: 'points',
  valueWhenAlone: true,
  options: [pairingsOption],
  computeInGroup(ctx, group, options) {
    const pairings = pairingsOf(ctx, optionOf(options, 'pairings'));
    const rr = pairings === 'rr';
    const log: Log = [];
    const ordered = tiers(ctx, [...group], rr, false, log);
    const points = encounterPoints(ctx, group, rr, GAME_POINTS);
    const place = placesOf(ordered);
    return group.map((player): TiebreakValue => {
      const value = points.get(player)!;
      const at = place.get(player)!;
      return {
        value,
        place: at,
        explain: () => {
          if (group.length < 2) return `no one else is tied on points and the tiebreaks before; DE 0`;
          const steps = log.filter((s) => s.players.includes(player)).map((s) => s.text);
          const head = `${PAIRINGS_LABEL[pairings]}; tied: ${group.map((p) => ctx.label(p)).join(', ')}`;
          return `${head}; ${steps.join('; then ')}; DE ${formatPoints(value)}, place ${at.place} of ${group.length}`;
        },
      };
    });
  },
};
