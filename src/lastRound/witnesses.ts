/**
 * Endings worth ranking before the pairing when every pairing cannot be: for a player and one of
 * their own results, a pairing that favours them (those who could finish level or above lose to
 * players who stay below, whatever they score), and a fixed sample of random pairings and results.
 * Every one is a real pairing and ending, so a prize it gives is one the player can really take.
 */
import { seededRandom } from './probes';
import type { Quarters } from '../model/points';
import type { BoardResult, LastRoundEvent } from './event';
import { scoreOf } from './event';
import type { UnpairedEnding } from './pairings';
import { POINTS } from '../model/tournament';

/** A player's own part of the round: 0 a win, 1 a draw, 2 a loss, 3 the bye (or their round as recorded). */
export type OwnPart = 0 | 1 | 2 | 3;

const GAIN: Record<OwnPart, (pab: Quarters) => Quarters> = { 0: () => 4, 1: () => 2, 2: () => 0, 3: (pab) => pab };

/** The result of a game [White, Black] that gives Black this own part. */
const FOR_BLACK: Record<0 | 1 | 2, BoardResult> = { 0: 2, 1: 1, 2: 0 };

/**
 * A pairing that favours player p with this own part, or null when the field cannot give it
 * them (a bye with an even number to pair, a game alone). The bye, when another takes it, goes to
 * the lowest score; p meets the lowest score left, with Black.
 */
export function favouring(event: LastRoundEvent, p: number, own: OwnPart): UnpairedEnding | null {
  const { toPair, pab } = event.unpaired!;
  const score = event.before.players.map(scoreOf);
  const plays = toPair.includes(p);
  // A recorded round is only itself; the bye needs an odd number to pair, a game another player.
  if (!plays ? own !== 3 : own === 3 ? toPair.length % 2 === 0 : toPair.length < 2) return null;
  // Highest score first; the lowest at the end, to take the bye and to meet p.
  const rest = toPair.filter((q) => q !== p).sort((a, b) => score[b]! - score[a]! || a - b);
  const bye = own === 3 && plays ? p : toPair.length % 2 === 1 ? rest.pop()! : null;
  const games: [number, number][] = [];
  const results: BoardResult[] = [];
  if (plays && own !== 3) {
    games.push([rest.pop()!, p]);
    results.push(FOR_BLACK[own]);
  }
  const mine = score[p]! + (plays ? GAIN[own](pab) : POINTS[event.fixed.get(p)!.kind]);
  // Who can reach p's score loses to one who stays below even with a win.
  const rivals = rest.filter((q) => score[q]! + 4 >= mine);
  const below = rest.filter((q) => score[q]! + 4 < mine);
  const beaten = Math.min(rivals.length, below.length);
  for (let i = 0; i < beaten; i++) {
    games.push([rivals[i]!, below[i]!]);
    results.push(2);
  }
  // Rivals left meet each other, the lower score winning; the players left below draw.
  const pairUp = (left: readonly number[], result: BoardResult) => {
    for (let i = 0; i + 1 < left.length; i += 2) {
      games.push([left[i]!, left[i + 1]!]);
      results.push(result);
    }
  };
  // One of the two is used up, and what is left of the other is even (as many as are left to pair).
  pairUp(rivals.slice(beaten), 2);
  pairUp(below.slice(beaten), 1);
  return { games, results, bye };
}

/** `count` random pairings, colours and results of the players to pair, from a fixed seed: the same table, the same answer. */
export function randomEndings(event: LastRoundEvent, count: number): UnpairedEnding[] {
  const next = seededRandom(0x2545f491);
  return Array.from({ length: count }, () => {
    const order = [...event.unpaired!.toPair];
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const bye = order.length % 2 === 1 ? order.pop()! : null;
    const games: [number, number][] = [];
    for (let i = 0; i + 1 < order.length; i += 2) games.push([order[i]!, order[i + 1]!]);
    return { games, results: games.map(() => Math.floor(next() * 3) as BoardResult), bye };
  });
}
