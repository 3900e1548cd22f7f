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
  const within = o.own.filter((own) => reaches(own, place) !== false);
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
  if (!o.complete && o.own.some((own) => own.checkedUpTo !== undefined))
    return { ...none, status: 'possible', needs: searchedNeeds(boards, board, o, place) };
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
 * Whether an own result can give rank `place`: true or false when known (a searched answer knows
 * every rank up to checkedUpTo), undefined when only the bounds allow it.
 */
function reaches(own: OwnOutcome, place: number): boolean | undefined {
  if (place < own.bounds[0] || place > own.bounds[1]) return false;
  if (own.checkedUpTo !== undefined && place <= own.checkedUpTo) return own.ranks.includes(place);
  return undefined;
}

/**
 * A searched answer (exactRanks.ts): the own results that give the place outright, those that
 * give it only if other boards fall right (naming the boards that decide), and any not searched
 * through in time: "a win; or a draw if other boards fall right (boards 2, 3 and 5 decide)".
 */
function searchedNeeds(boards: readonly Board[], board: Board | undefined, o: PlayerOutlook, place: number): string {
  const outright: string[] = [];
  const depends: string[] = [];
  const unknown: string[] = [];
  const decide = new Set<number>();
  for (const own of o.own) {
    const can = reaches(own, place);
    // A round already recorded: only the other boards decide.
    const mine = own.result === null ? 'other boards' : ownWords(board, o.player, own.result);
    if (can === undefined) unknown.push(mine);
    else if (can && own.bounds[0] === place && own.bounds[1] === place) outright.push(mine);
    else if (can) {
      depends.push(mine);
      own.boards?.forEach((b) => decide.add(b));
    }
  }
  const parts = [];
  if (outright.length) parts.push(outright.join(' or '));
  if (depends.length) {
    const mine = depends.join(' or ');
    const when = mine === 'other boards' ? 'other boards to fall right' : `${mine} if other boards fall right`;
    parts.push(`${when} (${decidingBoards(boards, [...decide])})`);
  }
  if (unknown.length) parts.push(`${unknown.join(' or ')} perhaps (not searched through in time)`);
  return parts.join('; or ');
}

/** "boards 2, 5 and 7 decide", or "18 other boards decide" when too many to list. */
function decidingBoards(boards: readonly Board[], decide: readonly number[]): string {
  const numbers = decide.map((b) => boards[b]!.number).sort((a, b) => a - b);
  if (numbers.length > 6) return `${numbers.length} other boards decide`;
  if (numbers.length === 1) return `board ${numbers[0]} decides`;
  return `boards ${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]} decide`;
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

/** "2nd–6th" when some ending reaches each bound (a searched answer), else "between 2nd and 6th". */
function boundedGives(own: OwnOutcome): string {
  const [best, worst] = own.bounds;
  const clear = own.bestPlace === own.worstPlace && !own.bestPlace.includes('-');
  if (best === worst) return `${clear ? 'clear ' : ''}${ordinal(best)}`;
  if (own.ranks.includes(best) && own.ranks.includes(worst)) return `${ordinal(best)}–${ordinal(worst)}`;
  return `between ${ordinal(best)} and ${ordinal(worst)}`;
}
