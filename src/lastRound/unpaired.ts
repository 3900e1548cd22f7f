/**
 * Before the last round is paired: a chart made for R rounds with R-1 played and no pairing
 * written for round R (a requested bye or a "not paired" may be). Whom each player will meet is
 * not known, so the answer is on score only: each player's best and worst final score, place on
 * score and the ranks those places allow, over every pairing and every result of the round. What
 * a player's tiebreaks will be depends on the pairings, and is not guessed.
 */
import { CrosstableError } from '../model/problems';
import { Quarters, WIN } from '../model/points';
import { Entry, POINTS, RoundInProgress, Tournament } from '../model/tournament';
import { LastRoundEvent, lastRoundEvent, scoreOf } from './event';
import type { Outlook, OwnOutcome, PlayerOutlook } from './outlook';
import { better, PlaceRange, spanText } from './places';
import { unpairedPlaceRange, UnpairedField } from './scorePlaces';

/**
 * The event before its last round, paired or not: the round in progress with its pairings
 * written (event.ts), or the last round not yet paired. `pab` is what the pairing-allocated bye
 * scores (default a point), for an odd number of players to pair.
 */
export function lastRoundOf(t: Tournament, options: { pab?: Quarters } = {}): LastRoundEvent {
  const pab = options.pab ?? WIN;
  const inProgress = t.roundInProgress;
  if (inProgress) {
    // A cell naming an opponent (a game, a forfeit, with a result or not) says the round is paired;
    // one expected without a pairing is then refused by its cell (event.ts).
    if (inProgress.pairings.some((c) => c.opponent !== undefined)) return lastRoundEvent(t);
    lastRoundOnly(t, inProgress.round);
    return unpairedEvent(t, inProgress, pab);
  }
  if (t.plannedRounds !== undefined && t.plannedRounds > t.rounds) {
    lastRoundOnly(t, t.rounds + 1);
    return unpairedEvent(t, undefined, pab);
  }
  return lastRoundEvent(t);
}

/** Refuses a round that is not the chart's last: the final standings are two rounds or more away. */
function lastRoundOnly(t: Tournament, round: number): void {
  const planned = t.plannedRounds ?? round;
  if (planned > round)
    throw new CrosstableError([
      {
        message: `Round ${round} is next, and the chart has ${planned} rounds: what each player can still finish is worked out before the last round (round ${planned}), once round ${planned - 1} is complete.`,
      },
    ]);
}

/**
 * Every player is to be paired but those whose last round is written (a requested bye, a
 * forfeit, "not paired") and those the reader expects not to play (read/rounds.ts).
 */
function unpairedEvent(t: Tournament, inProgress: RoundInProgress | undefined, pab: Quarters): LastRoundEvent {
  const fixed = new Map<number, Entry>();
  const expected = new Set<number>();
  if (inProgress)
    for (const c of inProgress.pairings) {
      if (c.result !== undefined)
        fixed.set(c.player, { kind: c.result, ...(c.opponent !== undefined ? { opponent: c.opponent } : {}) });
      else expected.add(c.player);
    }
  const toPair: number[] = [];
  t.players.forEach((_, i) => {
    if (fixed.has(i)) return;
    if (!inProgress || expected.has(i)) toPair.push(i);
    else fixed.set(i, { kind: 'zeroBye' });
  });
  const { roundInProgress: _next, plannedRounds: _planned, ...rest } = t;
  const players = t.players.map((p) => {
    const { number, name, rating, cell, labels } = p;
    return {
      number,
      name,
      rating,
      entries: p.entries.slice(0, t.rounds),
      ...(cell ? { cell } : {}),
      ...(labels ? { labels } : {}),
    };
  });
  return { before: { ...rest, players }, boards: [], fixed, unpaired: { toPair, pab } };
}

export const UNPAIRED_WHY =
  'the last round is not paired yet: places are on score only, and tiebreaks cannot be worked out before the pairings';

/** Every player's (or the asked players') outlook on score, before the pairings. */
export function unpairedOutlook(event: LastRoundEvent, asked?: readonly number[]): Outlook {
  const { toPair, pab } = event.unpaired!;
  const before = event.before.players.map(scoreOf);
  const finalOf = (q: number) => before[q]! + POINTS[event.fixed.get(q)!.kind];
  const pairing = new Set(toPair);
  const wanted = asked ? new Set(asked) : null;
  const players: PlayerOutlook[] = [];
  // Players with the same score now and the same round written see the same field: worked out once.
  const seen = new Map<string, Map<Quarters, PlaceRange>>();
  event.before.players.forEach((_, p) => {
    if (wanted && !wanted.has(p)) return;
    const recorded = pairing.has(p) ? null : POINTS[event.fixed.get(p)!.kind];
    const key = `${before[p]} ${recorded}`;
    let ranges = seen.get(key);
    if (!ranges) {
      const field: UnpairedField = {
        others: toPair.filter((q) => q !== p).map((q) => before[q]!),
        fixed: [...event.fixed.keys()].filter((q) => q !== p).map(finalOf),
        pab,
      };
      ranges = ownRanges(field, before[p]!, recorded, toPair.length);
      seen.set(key, ranges);
    }
    // A player alone to be paired takes the bye: like a recorded round, it is not theirs to win or lose.
    const plays = recorded === null && toPair.length > 1;
    players.push(playerOutlook(p, ranges, plays));
  });
  return { event, players, ranked: 0 };
}

/**
 * For each score the player can gain (in quarters, a win first), their places on score: a
 * recorded round gains what it is worth; one to be paired a win, a draw or a loss, or the bye
 * when the player may be the one left over.
 */
function ownRanges(
  field: UnpairedField,
  now: Quarters,
  recorded: Quarters | null,
  count: number,
): Map<Quarters, PlaceRange> {
  const odd = count % 2 === 1;
  const parts: { gain: Quarters; balance: -1 | 0 | 1; othersTakeBye: boolean }[] = [];
  if (recorded !== null) parts.push({ gain: recorded, balance: 0, othersTakeBye: odd });
  else {
    if (count > 1)
      for (const [gain, balance] of [
        [WIN, 1],
        [2, 0],
        [0, -1],
      ] as const)
        parts.push({ gain, balance, othersTakeBye: odd });
    // The player may be the one left over, and take the bye.
    if (odd) parts.push({ gain: field.pab, balance: 0, othersTakeBye: false });
  }
  const ranges = new Map<Quarters, PlaceRange>();
  for (const part of parts) {
    const range = unpairedPlaceRange(field, {
      mine: now + part.gain,
      balance: part.balance,
      othersTakeBye: part.othersTakeBye,
    });
    if (!range) continue;
    const had = ranges.get(part.gain);
    ranges.set(part.gain, had ? widest(had, range) : range);
  }
  return new Map([...ranges].sort(([a], [b]) => b - a));
}

function widest(a: PlaceRange, b: PlaceRange): PlaceRange {
  return {
    best: better(a.best, b.best) ? a.best : b.best,
    worst: better(a.worst, b.worst) ? b.worst : a.worst,
    lowest: Math.max(a.lowest, b.lowest),
  };
}

/**
 * A rank is known to be reached only where the player can end alone on their score: there no
 * tiebreak applies. The best rank is the best place's first number, reached when that place can be
 * clear; the worst is the most who can finish above or level, reached when the player can be last
 * of them alone.
 */
function playerOutlook(p: number, ranges: Map<Quarters, PlaceRange>, plays: boolean): PlayerOutlook {
  const own: OwnOutcome[] = [...ranges].map(([gain, r]) => {
    const reached = [
      ...(r.best.first === r.best.last ? [r.best.first] : []),
      ...(r.worst.first === r.worst.last && r.worst.first === r.lowest ? [r.lowest] : []),
    ];
    return {
      result: null,
      ...(plays ? { gain } : {}),
      ranks: [...new Set(reached)].sort((a, b) => a - b),
      bounds: [r.best.first, r.lowest],
      bestPlace: spanText(r.best),
      worstPlace: spanText(r.worst),
    };
  });
  const all = [...ranges.values()].reduce(widest);
  const bestRank = all.best.first;
  const worstRank = all.lowest;
  const reached = own.flatMap((o) => o.ranks);
  return {
    player: p,
    bestRank,
    worstRank,
    bestPlace: spanText(all.best),
    worstPlace: spanText(all.worst),
    exact: reached.includes(bestRank) && reached.includes(worstRank),
    complete: false,
    why: UNPAIRED_WHY,
    unpaired: true,
    ownBoard: -1,
    own,
  };
}
