/**
 * Events before their last round is paired, for the property tests, and the oracle's own
 * pairings: every way to pair the players (one left with the bye when odd), each game played
 * onto the table from scratch, independently of src/lastRound's enumeration.
 */
import { Entry, EntryKind, Tournament } from '../../src/model/tournament';
import { readAny } from '../../src/read/readAny';
import type { LastRoundEvent } from '../../src/lastRound/event';
import { generateSwiss, rng } from './generate';

/** Every way to pair `players` (one left over with the bye when odd), as pairs and the player with the bye. */
export function pairings(players: readonly number[]): { pairs: [number, number][]; bye: number | null }[] {
  if (players.length === 0) return [{ pairs: [], bye: null }];
  if (players.length % 2 === 1)
    return players.flatMap((bye) => pairings(players.filter((q) => q !== bye)).map((p) => ({ pairs: p.pairs, bye })));
  const [a, ...rest] = players as [number, ...number[]];
  return rest.flatMap((b) =>
    pairings(rest.filter((q) => q !== b)).map((p) => ({ pairs: [[a, b] as [number, number], ...p.pairs], bye: null })),
  );
}

export const BYE_KIND: Record<number, EntryKind> = { 4: 'fullBye', 2: 'halfBye', 0: 'zeroBye' };
export const GAME: [EntryKind, EntryKind, number, number][] = [
  ['win', 'loss', 4, 0],
  ['draw', 'draw', 2, 2],
  ['loss', 'win', 0, 4],
];

/** The finished table when `pairs` (White first) play `results` (0 White wins, 1 a draw, 2 Black wins) and `bye` takes the bye. */
export function finishedWith(
  event: LastRoundEvent,
  pairs: readonly (readonly [number, number])[],
  results: readonly number[],
  bye: number | null,
): Tournament {
  const t = event.before;
  const last = new Map<number, Entry>(event.fixed);
  pairs.forEach(([a, b], i) => {
    const [ka, kb] = GAME[results[i]!]!;
    last.set(a, { kind: ka, opponent: b, ...(t.hasColours ? { colour: 'W' as const } : {}) });
    last.set(b, { kind: kb, opponent: a, ...(t.hasColours ? { colour: 'B' as const } : {}) });
  });
  if (bye !== null) last.set(bye, { kind: BYE_KIND[event.unpaired!.pab]! });
  const players = t.players.map((p, q) => ({ ...p, entries: [...p.entries, last.get(q)!] }));
  return { ...t, players, rounds: t.rounds + 1 };
}

/** A generated event cut before its last round, nothing written in it: a chart of R rounds with R-1 played. */
export function unpairedChart(
  seed: number,
  players: number,
  rounds: number,
  rates: Parameters<typeof generateSwiss>[3] = {},
): Tournament {
  const g = generateSwiss(seed, players, rounds, { forfeit: 0.03, halfBye: 0.05, withdraw: 0, ...rates });
  const t = readAny(g.csv).tournament;
  return {
    ...t,
    rounds: rounds - 1,
    plannedRounds: rounds,
    players: t.players.map((p) => ({ ...p, entries: p.entries.slice(0, rounds - 1) })),
  };
}

/** Some players' last round written before the pairing: a requested half-point bye, a zero-point bye. */
export function withRecorded(event: LastRoundEvent, seed: number): LastRoundEvent {
  const rand = rng(seed * 7 + 1);
  const fixed = new Map(event.fixed);
  const toPair = event.unpaired!.toPair.filter((q) => {
    if (rand() > 0.2) return true;
    fixed.set(q, { kind: rand() < 0.7 ? 'halfBye' : 'zeroBye' });
    return false;
  });
  return { ...event, fixed, unpaired: { toPair, pab: seed % 3 === 0 ? 2 : 4 } };
}
