import { playedOpponent } from '../model/tournament';
import { cumulativeTable } from './cumulative';
import { pts, roundLabel } from './explain';
import type { PlayerTiebreak } from './types';

/** Cumulative of opposition, US Chess 34E9: the sum of the Cumulative of each opponent met over the board. */
export const oppCumulative: PlayerTiebreak = {
  kind: 'player',
  code: 'OPPCUM',
  name: 'Opposition Cumulative',
  rule: 'US Chess 34E9',
  summary: "Sum of the Cumulative tiebreaks of the opponents met in played games.",
  unit: 'points',
  needsRoundOrder: true,
  options: [],
  compute(ctx, player) {
    const cum = cumulativeTable(ctx);
    const { entries } = ctx.tournament.players[player];
    let value = 0;
    const counted: number[] = [];
    for (let r = 0; r < ctx.rounds; r++) {
      const opp = playedOpponent(entries[r]);
      if (opp === undefined) continue;
      value += cum[opp];
      counted.push(r);
    }
    return {
      value,
      explain: () => {
        const parts = counted.map((r) => {
          const opp = entries[r].opponent!;
          return `${roundLabel(r)} ${ctx.label(opp)} ${pts(cum[opp])}`;
        });
        return `opponents' Cumulative ${parts.join(', ') || 'none (no played games)'}; OPPCUM ${pts(value)}`;
      },
    };
  },
};
