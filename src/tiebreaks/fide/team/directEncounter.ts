/**
 * EDE, direct encounter for team events (FIDE C.07 13.3): Article 6 applied to the matches
 * among the tied teams, first on match points, then, for teams the match points leave level,
 * on game points. Each phase is Article 6 whole: the separate standings, re-applied to those
 * still level (6.2), and in a Swiss where not all have met only teams ahead whatever the
 * missing matches' results are separated (6.3). Held's exercise 45 settles the re-application:
 * the five teams on 10 MP are level on MP among themselves, the game points separate two, and
 * the three left are ranked again on game points (not on match points).
 *
 * The value is the match points a team scored against the others still tied (0 when no one
 * is), as DE shows the points Swiss-Manager prints; the order is the one above.
 */
import { formatPoints } from '../../../model/points';
import type { Tournament } from '../../../model/tournament';
import type { TiebreakContext } from '../../context';
import { optionOf } from '../../lookup';
import type { GroupTiebreak, TiebreakValue } from '../../types';
import { encounterPoints, EncounterScale, Log, placesOf, Tier, tiers } from '../directEncounter';
import { pairingsOption } from '../options';
import { pairingsOf, PAIRINGS_LABEL } from '../pairings';

/** Match points and game points of a match, in quarters; the most a match can give of each. */
function scales(t: Tournament): { mp: EncounterScale; gp: EncounterScale } {
  const scoring = t.scoring!;
  const boards = t.boards ?? 0;
  return {
    mp: { of: (e) => scoring[e.kind], win: scoring.win },
    gp: { of: (e) => e.gamePoints ?? 0, win: 4 * boards },
  };
}

/** MP tiers, each tier still level split again on GP; `how` says which points separated it. */
function ordered(ctx: TiebreakContext, group: number[], rr: boolean, log: Log): Tier[] {
  const { mp, gp } = scales(ctx.tournament);
  const mpLog: Log = [];
  const byMp = tiers(ctx, group, rr, false, mpLog, mp);
  log.push(...mpLog.map((s) => ({ ...s, text: `match points ${s.text}` })));
  return byMp.flatMap((tier, k) => {
    const head = k > 0 ? `MP ${tier.how}` : '';
    if (tier.players.length < 2) return [{ players: tier.players, how: head }];
    const gpLog: Log = [];
    const byGp = tiers(ctx, tier.players, rr, false, gpLog, gp);
    log.push(...gpLog.map((s) => ({ ...s, text: `game points ${s.text}` })));
    return byGp.map((sub, i) => ({ players: sub.players, how: i === 0 ? head : `GP ${sub.how}` }));
  });
}

export const teamDirectEncounter: GroupTiebreak = {
  kind: 'group',
  code: 'EDE',
  name: 'Direct encounter (teams)',
  rule: 'FIDE C.07 13.3, 6',
  summary: 'Team events: match points, then game points, scored in the matches among the tied teams.',
  unit: 'points',
  needsTeams: true,
  valueWhenAlone: true,
  options: [pairingsOption],
  computeInGroup(ctx, group, options) {
    const pairings = pairingsOf(ctx, optionOf(options, 'pairings'));
    const rr = pairings === 'rr';
    const { mp, gp } = scales(ctx.tournament);
    const log: Log = [];
    const order = ordered(ctx, [...group], rr, log);
    const mpPoints = encounterPoints(ctx, group, rr, mp);
    const gpPoints = encounterPoints(ctx, group, rr, gp);
    const place = placesOf(order);
    return group.map((team): TiebreakValue => {
      const value = mpPoints.get(team)!;
      const at = place.get(team)!;
      return {
        value,
        place: at,
        explain: () => {
          if (group.length < 2) return 'no other team is tied on match points and the tiebreaks before; EDE 0';
          const steps = log.filter((s) => s.players.includes(team)).map((s) => s.text);
          const head = `${PAIRINGS_LABEL[pairings]}; tied: ${group.map((p) => ctx.label(p)).join(', ')}`;
          return `${head}; ${steps.join('; then ')}; EDE ${formatPoints(value)} MP (${formatPoints(gpPoints.get(team)!)} GP), place ${at.place} of ${group.length}`;
        },
      };
    });
  },
};
