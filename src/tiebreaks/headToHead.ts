import { playedOpponent } from '../model/tournament';
import { roundLabel } from './explain';
import { at } from './lookup';
import type { GroupTiebreak, TiebreakValue } from './types';

/**
 * Result between tied players, US Chess 34E5: within the group still tied, wins minus losses in
 * played games against other members ("plus or minus, not percentage": 3–1 is +2 and beats
 * 1–0). Computed for the group at hand and again for every sub-group a later split leaves.
 */
export const headToHead: GroupTiebreak = {
  kind: 'group',
  code: 'H2H',
  name: 'Result between tied players',
  rule: 'US Chess 34E5',
  summary: 'Wins minus losses in games among the players still tied.',
  unit: 'count',
  options: [],
  computeInGroup(ctx, group) {
    const inGroup = new Set(group);
    return group.map((player): TiebreakValue => {
      const { entries } = ctx.player(player);
      let value = 0;
      const games: number[] = [];
      for (let r = 0; r < ctx.rounds; r++) {
        const e = at(entries, r);
        const opp = playedOpponent(e);
        if (opp === undefined || !inGroup.has(opp)) continue;
        if (e.kind === 'win') value += 1;
        if (e.kind === 'loss') value -= 1;
        games.push(r);
      }
      return {
        value,
        explain: () => {
          const among = group.map((p) => ctx.label(p)).join(', ');
          const played = games.map((r) => {
            const e = at(entries, r);
            return `${roundLabel(r)} ${e.kind} v ${ctx.label(e.opponent!)}`;
          });
          return `among ${among}: ${played.join(', ') || 'no games'}; H2H ${value >= 0 ? '+' : ''}${value}`;
        },
      };
    });
  },
};
