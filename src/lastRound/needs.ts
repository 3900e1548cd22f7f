/**
 * What a player needs, in words a parent follows: for each prize place, clinched, out of reach,
 * or the results that give it ("a win; or a draw unless Okafor (3) wins on board 2"); and one line
 * per player of what each of their own results gives.
 */
import { Tournament } from '../model/tournament';
import { Board, BoardResult } from './event';
import { Condition, conditionOf, conditionWords } from './conditions';
import { OwnOutcome, PlayerOutlook } from './outlook';

export type PrizeStatus = 'clinched' | 'possible' | 'out of reach';

export interface PrizeAnswer {
  /** "1st", "2nd", … */
  prize: string;
  place: number;
  status: PrizeStatus;
  /** The results that give it, in words; empty when clinched or out of reach. */
  needs: string;
  /** Own result → the condition on other boards (exact outlooks only), for checking and for the sidebar. */
  conditions: { result: BoardResult | null; condition: Condition }[];
}

export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** Before the pairings: what a player to be paired gains, in words. */
const GAIN_WORDS: Record<number, string> = { 4: 'a win', 2: 'a draw', 0: 'a loss' };

/** "a win", "a draw", "a loss" for the player on their board; null (already recorded) says nothing. */
export function ownWords(board: Board | undefined, p: number, result: BoardResult | null, gain?: number): string {
  if (result === null && gain !== undefined) return GAIN_WORDS[gain] ?? 'as recorded';
  if (result === null || !board) return 'as recorded';
  if (result === 1) return 'a draw';
  const firstWins = result === 0;
  return (board.first === p) === firstWins ? 'a win' : 'a loss';
}

/** The rank == place truth table of one own outcome, over the other boards that were varied. */
function truthFor(o: OwnOutcome, place: number): { boards: number[]; value: boolean[] } {
  const table = o.table!;
  return { boards: table.boards, value: table.ranks.map((r) => r === place) };
}

/** Player p's answer for prize place `place` (rank `place` of the final standings). */
export function prizeAnswer(t: Tournament, boards: readonly Board[], o: PlayerOutlook, place: number): PrizeAnswer {
  const prize = ordinal(place);
  const none = { prize, place, needs: '', conditions: [] };
  const within = o.own.filter((own) => own.bounds[0] <= place && place <= own.bounds[1]);
  const seen = o.own.filter((own) => own.ranks.includes(place));
  // Complete answers know every rank (they can skip one: 1st or 3rd, never 2nd); others know the bounds.
  if (o.complete ? seen.length === 0 : within.length === 0) return { ...none, status: 'out of reach' };
  if (
    o.own.every((own) => own.bounds[0] === place && own.bounds[1] === place) ||
    (o.complete && o.own.every((own) => own.ranks.length === 1 && own.ranks[0] === place))
  )
    return { ...none, status: 'clinched' };
  const board = boards[o.ownBoard];
  if (o.unpaired) return { ...none, status: 'possible', needs: onScoreNeeds(o, within) };
  if (!o.complete) return { ...none, status: 'possible', needs: observedNeeds(board, o, place, seen) };
  const conditions = seen.map((own) => ({ result: own.result, condition: conditionOf(truthFor(own, place)) }));
  const needs = conditions
    .map(({ result, condition }) => {
      const mine = ownWords(board, o.player, result);
      return condition.kind === 'always' ? mine : `${mine} ${conditionWords(t, boards, condition)}`;
    })
    .join('; or ');
  return { prize, place, status: 'possible', needs, conditions };
}

/**
 * An answer not worked out in full: the own results seen to give the place, said as such. Read
 * after "needs" on the sheet, in the sidebar and the CLI.
 */
function observedNeeds(board: Board | undefined, o: PlayerOutlook, place: number, seen: readonly OwnOutcome[]): string {
  if (seen.length === 0)
    return `other boards to fall right: the scores allow it, but no ending ranked gave it (${o.why})`;
  const results = seen.map((own) => ownWords(board, o.player, own.result));
  return `${results.join(' or ')}, and other boards to fall right (${o.why})`;
}

/**
 * Before the pairings: the results whose places on score allow the prize ("a win or a draw, on
 * score"); who ends level is ranked by tiebreaks, which the pairings decide (the player's `why`).
 */
function onScoreNeeds(o: PlayerOutlook, within: readonly OwnOutcome[]): string {
  if (within.length === o.own.length && o.own.length > 1) return 'any result, on score';
  const results = within.map((own) => ownWords(undefined, o.player, own.result, own.gain));
  return `${results.join(' or ')}, on score`;
}

/** "a win gives clear 1st; a draw gives 1st unless Okafor (3) wins on board 2, otherwise 2nd; a loss gives 2nd–4th". */
export function outlookLine(t: Tournament, boards: readonly Board[], o: PlayerOutlook): string {
  const board = boards[o.ownBoard];
  return o.own
    .map((own) => {
      const gives = o.complete ? completeGives(t, boards, own) : boundedGives(own);
      const mine = ownWords(board, o.player, own.result, own.gain);
      return mine === 'as recorded' ? `gives ${gives}` : `${mine} gives ${gives}`;
    })
    .join('; ');
}

function completeGives(t: Tournament, boards: readonly Board[], own: OwnOutcome): string {
  const { ranks } = own;
  const clear = own.bestPlace === own.worstPlace && !own.bestPlace.includes('-');
  if (ranks.length === 1) return `${clear ? 'clear ' : ''}${ordinal(ranks[0]!)}`;
  if (ranks.length === 2) {
    const c = conditionOf(truthFor(own, ranks[0]!));
    if (c.kind === 'cubes')
      return `${ordinal(ranks[0]!)} ${conditionWords(t, boards, c)}, otherwise ${ordinal(ranks[1]!)}`;
  }
  return `${ordinal(ranks[0]!)}–${ordinal(ranks[ranks.length - 1]!)}`;
}

/** "between 2nd and 6th (seen: 2nd–5th)": the bounds, and what the endings ranked showed. */
function boundedGives(own: OwnOutcome): string {
  const [best, worst] = own.bounds;
  if (best === worst) return ordinal(best);
  return `between ${ordinal(best)} and ${ordinal(worst)}`;
}
