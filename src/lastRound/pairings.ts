/**
 * The last round before it is paired, as concrete endings: a pairing of the players still to be
 * paired (one left with the pairing-allocated bye when they are an odd number), the colours of
 * each game, and a result for each. Any pairing counts: the pairing rules are not guessed
 * (unpaired.ts). Each ending is played onto the event as a paired round would be (event.ts), so
 * it is ranked by the standings' own rank() and allocated as the paired prize list allocates.
 */
import type { Quarters } from '../model/points';
import type { Entry, EntryKind, Tournament } from '../model/tournament';
import { TIEBREAKS, TiebreakSpec } from '../tiebreaks/registry';
import { BoardResult, endings, Endings, LastRoundEvent } from './event';

/** One way the unpaired round can go: its games (White first when colours are kept), their results, who takes the bye. */
export interface UnpairedEnding {
  games: readonly (readonly [number, number])[];
  results: readonly BoardResult[];
  bye: number | null;
}

/** A pairing: its games, and who takes the bye (null for an even number). */
export interface Pairing {
  games: [number, number][];
  bye: number | null;
}

/** Every pairing of `players`, each game once (the lower in the list first), one left over with the bye when odd. */
export function eachPairing(players: readonly number[], visit: (p: Pairing) => void): void {
  const games: [number, number][] = [];
  const pairUp = (left: readonly number[], bye: number | null) => {
    if (left.length === 0) return visit({ games: [...games], bye });
    const [a, ...rest] = left as [number, ...number[]];
    rest.forEach((b, i) => {
      games.push([a, b]);
      pairUp([...rest.slice(0, i), ...rest.slice(i + 1)], bye);
      games.pop();
    });
  };
  if (players.length % 2 === 0) pairUp(players, null);
  else players.forEach((bye, i) => pairUp([...players.slice(0, i), ...players.slice(i + 1)], bye));
}

/** How many pairings `eachPairing` visits: (n-1)(n-3)…1 for n even, n times that of n-1 for n odd. */
export function pairingCount(n: number): number {
  let count = n % 2 === 1 ? n : 1;
  for (let k = n % 2 === 1 ? n - 2 : n - 1; k > 1; k -= 2) count *= k;
  return count;
}

/**
 * Whether the colours of the round's games can change a ranking: the table keeps colours and
 * the order reads them (Most blacks, FIDE's BPG and BWG). Then each game is tried both ways round.
 */
export function coloursMatter(t: Tournament, order: readonly TiebreakSpec[]): boolean {
  return t.hasColours && order.some((s) => TIEBREAKS[s.code].needs?.includes('colours') ?? false);
}

/** Every ending of every pairing: 3 results a game, and both colours a game when they matter. */
export function unpairedEndingCount(event: LastRoundEvent, order: readonly TiebreakSpec[]): number {
  const n = event.unpaired!.toPair.length;
  const games = Math.floor(n / 2);
  return pairingCount(n) * 3 ** games * (coloursMatter(event.before, order) ? 2 ** games : 1);
}

/** A pairing-allocated bye's entry: a full, half or zero-point bye by what it scores. */
const BYE_KIND: Record<number, EntryKind> = { 4: 'fullBye', 2: 'halfBye', 0: 'zeroBye' };

/** The event as if paired so: each game a board (its first player White), the bye recorded. */
export function pairedEvent(
  event: LastRoundEvent,
  games: readonly (readonly [number, number])[],
  bye: number | null,
): LastRoundEvent {
  const fixed = new Map<number, Entry>(event.fixed);
  if (bye !== null) fixed.set(bye, { kind: byeKind(event.unpaired!.pab) });
  const boards = games.map(([first, second], i) => ({ number: i + 1, first, second }));
  return { before: event.before, boards, fixed };
}

function byeKind(pab: Quarters): EntryKind {
  return BYE_KIND[pab] ?? 'fullBye';
}

/** The finished event of one ending (a copy of the table made for it). */
export function playUnpaired(event: LastRoundEvent, ending: UnpairedEnding): Tournament {
  return endings(pairedEvent(event, ending.games, ending.bye)).play(ending.results);
}

/**
 * Every ending of every pairing, each pairing's table made once and played for each result:
 * both colours of each game when `colours`, else the lower in the list White.
 */
export function eachUnpairedEnding(
  event: LastRoundEvent,
  colours: boolean,
  visit: (ending: UnpairedEnding, play: Endings) => void,
): void {
  eachPairing(event.unpaired!.toPair, ({ games, bye }) => {
    for (let swap = 0; swap < (colours ? 2 ** games.length : 1); swap++) {
      const coloured = games.map(([a, b], i) => ((swap >> i) & 1 ? ([b, a] as const) : ([a, b] as const)));
      const play = endings(pairedEvent(event, coloured, bye));
      const results: BoardResult[] = coloured.map(() => 0);
      for (let code = 0; code < 3 ** coloured.length; code++) {
        for (let i = 0, c = code; i < results.length; i++, c = Math.floor(c / 3)) results[i] = (c % 3) as BoardResult;
        visit({ games: coloured, results, bye }, play);
      }
    }
  });
}
