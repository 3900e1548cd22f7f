/**
 * Places on score before the last round is paired, exactly, over every pairing the round could
 * have. Whoever meets whom, a round's games hand out as many wins as losses (each game one of
 * each, or two draws), and an odd number of players leaves one the pairing-allocated bye; nothing
 * else ties one player's result to another's. So the question "how few (or how many) can finish
 * above and level with this player?" is: give every other player a gain (a loss, a draw, a win,
 * or the bye) with as many wins as losses, counting who ends above and who level.
 *
 * Players whose every gain leaves them on the same side of the player (far ahead, far behind)
 * change nothing but can take any win or loss the others need; the rest, those within a point, are
 * weighed one by one, keeping for each balance of wins over losses the best and worst counts.
 */
import type { Quarters } from '../model/points';
import type { PlaceRange } from './places';

/** The field around one player before the pairings: everyone else's score, in quarters. */
export interface UnpairedField {
  /** Scores before the round of the other players still to be paired. */
  others: readonly Quarters[];
  /** Final scores of the players whose last round is already written (a requested bye, not paired). */
  fixed: readonly Quarters[];
  /** Points of the pairing-allocated bye, in quarters. */
  pab: Quarters;
}

/** The player's own part: their final score, their gain's balance (win +1, draw 0, loss -1), and who takes the bye. */
export interface OwnPart {
  mine: Quarters;
  balance: -1 | 0 | 1;
  /** One of the others takes the bye (an odd number to pair, the player not the one). */
  othersTakeBye: boolean;
}

const BELOW = 0;
const LEVEL = 1;
const ABOVE = 2;

function side(score: Quarters, mine: Quarters): number {
  return score > mine ? ABOVE : score === mine ? LEVEL : BELOW;
}

/** A gain another player can take: its balance, whether it is the bye, where it leaves them. */
interface Option {
  balance: number;
  bye: 0 | 1;
  side: number;
}

function optionsOf(score: Quarters, field: UnpairedField, own: OwnPart): Option[] {
  const options: Option[] = [
    { balance: -1, bye: 0, side: side(score, own.mine) },
    { balance: 0, bye: 0, side: side(score + 2, own.mine) },
    { balance: 1, bye: 0, side: side(score + 4, own.mine) },
  ];
  if (own.othersTakeBye) options.push({ balance: 0, bye: 1, side: side(score + field.pab, own.mine) });
  return options;
}

/** The three counts kept per state: fewest above then level, most above then level, most above or level. */
interface Counts {
  best: Float64Array;
  worst: Float64Array;
  lowest: Float64Array;
}

/**
 * The player's best and worst place on score and lowest possible rank, with this own part, over
 * every pairing and result of the others; null when no pairing gives the player that part.
 */
export function unpairedPlaceRange(field: UnpairedField, own: OwnPart): PlaceRange | null {
  const weight = field.others.length + field.fixed.length + 2;
  let above = field.fixed.filter((s) => s > own.mine).length;
  let level = field.fixed.filter((s) => s === own.mine).length;
  let free = 0;
  const weighed: Option[][] = [];
  for (const score of field.others) {
    const options = optionsOf(score, field, own);
    if (options.every((o) => o.side === options[0]!.side)) {
      free++;
      if (options[0]!.side === ABOVE) above++;
      else if (options[0]!.side === LEVEL) level++;
    } else weighed.push(options);
  }
  const counts = weigh(weighed, weight);
  const span = weighed.length;
  const reach = { best: Infinity, worst: -Infinity, lowest: -Infinity };
  for (let balance = -span; balance <= span; balance++)
    for (const bye of [0, 1] as const) {
      const at = (balance + span) * 2 + bye;
      if (counts.best[at] === Infinity) continue;
      // The players far from this one take the bye if none near has, and the wins or losses still owed.
      const spare = free - (own.othersTakeBye && bye === 0 ? 1 : 0);
      if (spare < 0 || Math.abs(-own.balance - balance) > spare) continue;
      reach.best = Math.min(reach.best, counts.best[at]!);
      reach.worst = Math.max(reach.worst, counts.worst[at]!);
      reach.lowest = Math.max(reach.lowest, counts.lowest[at]!);
    }
  if (reach.best === Infinity) return null;
  const place = (v: number) => {
    const a = above + Math.floor(v / weight);
    return { first: a + 1, last: a + level + (v % weight) + 1 };
  };
  return { best: place(reach.best), worst: place(reach.worst), lowest: above + level + reach.lowest + 1 };
}

/** Per balance of wins over losses and bye taken: the counts the weighed players can end with. */
function weigh(weighed: readonly Option[][], weight: number): Counts {
  const span = weighed.length;
  const size = (2 * span + 1) * 2;
  let counts = empty(size);
  counts.best[span * 2] = 0;
  counts.worst[span * 2] = 0;
  counts.lowest[span * 2] = 0;
  for (const options of weighed) {
    const next = empty(size);
    for (let at = 0; at < size; at++) {
      if (counts.best[at] === Infinity) continue;
      const bye = at % 2;
      for (const o of options) {
        if (bye && o.bye) continue;
        const to = at + o.balance * 2 + o.bye;
        const v = o.side === ABOVE ? weight : o.side === LEVEL ? 1 : 0;
        const l = o.side === BELOW ? 0 : 1;
        next.best[to] = Math.min(next.best[to]!, counts.best[at]! + v);
        next.worst[to] = Math.max(next.worst[to]!, counts.worst[at]! + v);
        next.lowest[to] = Math.max(next.lowest[to]!, counts.lowest[at]! + l);
      }
    }
    counts = next;
  }
  return counts;
}

function empty(size: number): Counts {
  return {
    best: new Float64Array(size).fill(Infinity),
    worst: new Float64Array(size).fill(-Infinity),
    lowest: new Float64Array(size).fill(-Infinity),
  };
}
