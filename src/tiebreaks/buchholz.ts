import { playedOpponent } from '../model/tournament';
import { pts, roundLabel } from './explain';
import type { PlayerTiebreak } from './types';

/** Buchholz, LJC rule 6: the sum of the final (unadjusted) scores of opponents met over the board. */
export const buchholz: PlayerTiebreak = {
  kind: 'player',
  code: 'BH',
  name: 'Buchholz',
  rule: 'Lothian Junior Chess rule 6',
  summary: "Sum of the final scores of the opponents met in played games.",
  unit: 'points',
  options: [],
  compute(ctx, player) {
    const { entries } = ctx.tournament.players[player];
    let value = 0;
    const counted: number[] = [];
    for (let r = 0; r < ctx.rounds; r++) {
      const opp = playedOpponent(entries[r]);
      if (opp === undefined) continue;
      value += ctx.score[opp];
      counted.push(r);
    }
    return {
      value,
      explain: () => {
        const parts = counted.map((r) => {
          const opp = entries[r].opponent!;
          return `${roundLabel(r)} ${ctx.label(opp)} ${pts(ctx.score[opp])}`;
        });
        return `opponents ${parts.join(', ') || 'none'}; BH ${pts(value)}`;
      },
    };
  },
};
