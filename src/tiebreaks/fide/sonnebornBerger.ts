import { DRAW, Quarters } from '../../model/points';
import { KIND_LABEL, POINTS } from '../../model/tournament';
import { pts, roundLabel } from '../explain';
import type { TiebreakContext } from '../context';
import { at, optionOf } from '../lookup';
import type { PlayerTiebreak, TiebreakOptions, TiebreakValue } from '../types';
import {
  noteConvention,
  VirtualProduct,
  virtualOption,
  virtualProductOf,
  voluntaryOption,
  voluntaryReadingOf,
} from './conventionOptions';
import { applyModifier, Cuttable, withModifier } from './modifiers';
import {
  FideVersion,
  fideVersionOf,
  fideVersionOption,
  modifierOption,
  pairingsOption,
  VERSION_LABEL,
} from './options';
import { pairingsOf, pairingsOfTable, PAIRINGS_LABEL } from './pairings';
import { swissUnplayedNeedsOrder } from './roundOrder';
import { contributions, describeContribution, fideView, shortContribution } from './unplayed';

interface Product extends Cuttable {
  /** The opponent's (or dummy's) score and the points scored against it. */
  score: Quarters;
  points: Quarters;
  text: string;
  /** Without the working, for the cut list. */
  short: string;
}

/** score × points, both in quarters, in quarters. Exact: scores are multiples of ½. */
function product(score: Quarters, points: Quarters): Quarters {
  return (score * points) / 4;
}

/** The points an own unplayed round multiplies under the 2009 rules (see virtualOption). */
function virtualPoints(virtual: VirtualProduct, scored: Quarters): Quarters {
  return virtual === 'half' ? DRAW : scored;
}

function swissProducts(
  ctx: TiebreakContext,
  player: number,
  version: FideVersion,
  options: TiebreakOptions,
): Product[] {
  const view = fideView(ctx, version, false, voluntaryReadingOf(options));
  const virtual = virtualProductOf(options);
  return contributions(ctx, view, player).map((c) => {
    // 2009, as Swiss-Manager prints it ("with modified points, analogous to Buchholz"): every own
    // unplayed round counts as a draw against the virtual opponent; Vega multiplies by the points scored.
    const points = c.opponent === undefined && version === '2009' ? virtualPoints(virtual, c.points) : c.points;
    const value = product(c.score, points);
    const times = ` × ${pts(points)} = ${pts(value)}`;
    return {
      round: c.round,
      key: c.score,
      value,
      voluntary: c.voluntary,
      score: c.score,
      points,
      text: describeContribution(ctx, view, c) + times,
      short: shortContribution(ctx, view, c) + times,
    };
  });
}

/** C.07 15.2: with pre-determined pairings forfeits are games against the scheduled opponent; byes add nothing. */
function roundRobinProducts(ctx: TiebreakContext, player: number): Product[] {
  const out: Product[] = [];
  ctx
    .player(player)
    .entries.slice(0, ctx.rounds)
    .forEach((e, round) => {
      if (e.opponent === undefined) return;
      const score = at(ctx.score, e.opponent);
      const points = POINTS[e.kind];
      const value = product(score, points);
      const how = e.kind === 'win' || e.kind === 'draw' || e.kind === 'loss' ? e.kind : KIND_LABEL[e.kind];
      const times = `${pts(score)} × ${pts(points)} = ${pts(value)}`;
      out.push({
        round,
        key: score,
        value,
        voluntary: false,
        score,
        points,
        text: `${roundLabel(round)} ${how} v ${ctx.label(e.opponent)} ${times}`,
        short: `${roundLabel(round)} ${ctx.label(e.opponent)} ${times}`,
      });
    });
  return out;
}

const SB_CONVENTIONS = [voluntaryOption, virtualOption];

function compute(ctx: TiebreakContext, player: number, options: TiebreakOptions): TiebreakValue {
  return noteConvention(computeUnder(ctx, player, options), options, SB_CONVENTIONS, (defaults) =>
    computeUnder(ctx, player, defaults),
  );
}

function computeUnder(ctx: TiebreakContext, player: number, options: TiebreakOptions): TiebreakValue {
  const version = fideVersionOf(options);
  const modifier = optionOf(options, 'cut');
  const pairings = pairingsOf(ctx, optionOf(options, 'pairings'));
  const list = pairings === 'rr' ? roundRobinProducts(ctx, player) : swissProducts(ctx, player, version, options);
  const { kept, cut } = applyModifier(list, modifier, pairings === 'swiss' && version !== '2009');
  const value = kept.reduce((a, x) => a + x.value, 0);
  return {
    value,
    explain: () => {
      const rules = pairings === 'rr' ? PAIRINGS_LABEL.rr : VERSION_LABEL[version];
      const cuts = modifier === 'none' ? '' : `; cut ${cut.map((x) => x.short).join(', ') || 'nothing'}`;
      return `${rules}: ${list.map((x) => x.text).join(', ') || 'no rounds'}${cuts}; ${withModifier('SB', modifier)} ${pts(value)}`;
    },
  };
}

/**
 * Sonneborn-Berger, FIDE C.07 9.1: for each round, the opponent's score times the points scored
 * against them. Swiss: opponents' adjusted scores and own unplayed rounds against a dummy (C.07
 * 16, or the 2009 virtual opponent); round robin (15.2): forfeits count as games. Modifiers cut
 * the product of the lowest-scored opponent (14.1.1.4; 16.5 for voluntarily unplayed rounds).
 */
export const fideSonnebornBerger: PlayerTiebreak = {
  kind: 'player',
  code: 'FIDE-SB',
  name: 'Sonneborn-Berger (FIDE)',
  rule: 'FIDE C.07 9.1, 14, 15.2, 16',
  summary: "Sum of each opponent's score times the points scored against them; unplayed rounds per C.07 16.",
  unit: 'points',
  options: [modifierOption(['C1', 'C2', 'M1', 'M2']), fideVersionOption, pairingsOption, ...SB_CONVENTIONS],
  // A round robin's products (15.2) need no order; the Swiss handling of unplayed rounds can.
  roundOrderNeeded: (t, options, rounds) =>
    pairingsOfTable(t, optionOf(options, 'pairings')) === 'rr'
      ? null
      : swissUnplayedNeedsOrder(
          t,
          fideVersionOf(options),
          rounds,
          'leave pairings at auto (or rr): in a round robin its forfeits count as games and its sit-outs as nothing (C.07 15.2).',
        ),
  compute,
};
