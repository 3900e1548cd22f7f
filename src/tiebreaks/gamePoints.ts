import { KIND_LABEL } from '../model/tournament';
import { pts, roundLabel } from './explain';
import { at } from './lookup';
import type { PlayerTiebreak } from './types';

/**
 * Game points, the team-event rule of seeds 000 (MCA) and 001 (Big Rapids): "In team
 * tournaments, total game points scored by all team members is the first tiebreak method
 * used." The sum over the rounds counted of the game points the team scored, byes and forfeited
 * matches included at what the crosstable gives them. Team events only.
 */
export const gamePoints: PlayerTiebreak = {
  kind: 'player',
  code: 'GP',
  name: 'Game points',
  rule: 'MCA / Big Rapids team rule',
  summary: 'Team events: total game points scored by all team members.',
  unit: 'points',
  needsTeams: true,
  options: [],
  compute(ctx, team) {
    const { entries } = ctx.player(team);
    let value = 0;
    for (let r = 0; r < ctx.rounds; r++) value += at(entries, r).gamePoints ?? 0;
    return {
      value,
      explain: () => {
        const rounds = Array.from({ length: ctx.rounds }, (_, r) => {
          const e = at(entries, r);
          const against = e.opponent !== undefined ? ` v ${ctx.label(e.opponent)}` : '';
          return `${roundLabel(r)} ${pts(e.gamePoints ?? 0)} (${KIND_LABEL[e.kind]}${against})`;
        });
        return `${rounds.join(', ')}; GP ${pts(value)}`;
      },
    };
  },
};
