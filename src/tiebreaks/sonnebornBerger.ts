import { isPlayed } from '../model/tournament';
import { pts, roundLabel } from './explain';
import { at, optionOf } from './lookup';
import type { PlayerTiebreak } from './types';

/**
 * Sonneborn-Berger, US Chess 34E8: over played games, the opponent's score for a win and half
 * of it for a draw. Seeds 001/002 use final scores (the default); seed 000 (MCA) adjusted ones.
 */
export const sonnebornBerger: PlayerTiebreak = {
  kind: 'player',
  code: 'SB',
  name: 'Sonneborn-Berger',
  rule: 'US Chess 34E8',
  summary: "Beaten opponents' scores plus half of drawn opponents' scores.",
  unit: 'points',
  options: [
    {
      name: 'scores',
      values: ['final', 'adjusted'],
      default: 'final',
      help: "Opponents' final scores (Big Rapids, Madison) or adjusted scores (MCA).",
    },
  ],
  compute(ctx, player, options) {
    const which = optionOf(options, 'scores');
    const scores = which === 'adjusted' ? ctx.adjustedScore : ctx.score;
    const { entries } = ctx.player(player);
    const share = (r: number) => {
      const e = at(entries, r);
      const s = at(scores, e.opponent!);
      return { s, add: e.kind === 'win' ? s : s / 2 };
    };
    let value = 0;
    const counted: number[] = [];
    for (let r = 0; r < ctx.rounds; r++) {
      const e = at(entries, r);
      if (!isPlayed(e) || e.opponent === undefined || e.kind === 'loss') continue;
      value += share(r).add;
      counted.push(r);
    }
    return {
      value,
      explain: () => {
        const parts = counted.map((r) => {
          const { s, add } = share(r);
          const e = at(entries, r);
          return `${roundLabel(r)} ${e.kind} v ${ctx.label(e.opponent!)} (${pts(s)}): ${pts(add)}`;
        });
        return `${which} scores; ${parts.join(', ') || 'no wins or draws'}; SB ${pts(value)}`;
      },
    };
  },
};
