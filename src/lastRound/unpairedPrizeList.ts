/**
 * The director's prize list before the last round is paired: for each player and each prize of
 * the prize table, clinched, out of reach, or what it takes, over every pairing the round could
 * have and every result (pairings.ts; the pairing rules are not guessed). Each ending is ranked by
 * the standings' own rank() and allocated by src/prizes, as the paired prize list does.
 *
 * Exact when every pairing and ending can be ranked within the budget (up to 8 players to pair
 * under US rules: 105 pairings × 81 endings). Otherwise only what is sure: a prize of a group the
 * player is not in, or one the scores rule out (prizeBounds.ts), is out of reach; a prize taken in
 * a pairing and ending tried (witnesses.ts) is possible, since that ending can happen; any other
 * is unknown, and nothing is said clinched (that would need every pairing).
 */
import type { PrizeOptions, PrizeTable } from '../prizes';
import type { RankRequest } from '../standings/rank';
import { BoardResult, LastRoundEvent, scoreOf } from './event';
import type { PrizeAnswer } from './needs';
import { coloursMatter, eachUnpairedEnding, playUnpaired, unpairedEndingCount, UnpairedEnding } from './pairings';
import { clinchedAlone, outOfReachOnScore, scoreField } from './prizeBounds';
import { DirectorAnswers, directorAnswers, DirectorPrize, directorPrizes, prizesTaken } from './prizeList';
import { favouring, OwnPart, randomEndings } from './witnesses';

/** The prize list's answers, paired or not yet: what every front end calls. */
export function prizeListAnswers(
  event: LastRoundEvent,
  request: RankRequest,
  table: PrizeTable,
  options: PrizeOptions,
  budget: number,
): DirectorAnswers {
  return event.unpaired
    ? unpairedDirectorAnswers(event, request, table, options, budget)
    : directorAnswers(event, request, table, options, budget);
}

const PARTS: readonly OwnPart[] = [0, 1, 2, 3];
const PART_WORDS: Record<OwnPart, string> = { 0: 'a win', 1: 'a draw', 2: 'a loss', 3: 'the bye' };

/** "a win", "a win or a draw", "a win, a draw or the bye"; "any result" when every part the player can have gives it. */
function partsText(parts: readonly OwnPart[], all: number): string {
  if (parts.length === all && all > 1) return 'any result';
  const words = parts.map((o) => PART_WORDS[o]);
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]!}` : words.join('');
}
/** Where the player's round is already written, only the others' pairings and results decide. */
const RECORDED = 'the right pairings and results for the others';
const WHY = 'there are too many pairings to try them all';

/** What the endings ranked showed: by player and own part, how many; by prize too, how many gave it, and one that did. */
class Seen {
  ranked = 0;
  private readonly keys = new Set<string>();
  private readonly parts: Int32Array;
  private readonly taken: Int32Array;
  private readonly witnesses = new Map<number, UnpairedEnding>();

  constructor(
    private readonly players: number,
    private readonly prizes: number,
  ) {
    this.parts = new Int32Array(players * 4);
    this.taken = new Int32Array(players * prizes * 4);
  }

  /** Whether this ending was ranked already (the sample may draw one twice). */
  has(ending: UnpairedEnding): boolean {
    return this.keys.has(keyOf(ending));
  }

  add(ending: UnpairedEnding, taken: readonly number[][], unique = false): void {
    if (unique) this.keys.add(keyOf(ending));
    this.ranked++;
    const own = ownParts(this.players, ending);
    taken.forEach((prizes, p) => {
      this.parts[p * 4 + own[p]!]!++;
      for (const k of prizes) {
        this.taken[(p * this.prizes + k) * 4 + own[p]!]!++;
        const at = p * this.prizes + k;
        if (!this.witnesses.has(at)) this.witnesses.set(at, copyOf(ending));
      }
    });
  }

  /** Endings ranked with player p's own part `o`, and how many of them gave p prize k. */
  count(p: number, o: OwnPart, k?: number): number {
    return k === undefined ? this.parts[p * 4 + o]! : this.taken[(p * this.prizes + k) * 4 + o]!;
  }

  witness(p: number, k: number): UnpairedEnding | undefined {
    return this.witnesses.get(p * this.prizes + k);
  }
}

const keyOf = (e: UnpairedEnding) => `${e.games.map((g) => g.join(',')).join(';')}|${e.results.join('')}|${e.bye}`;
const copyOf = (e: UnpairedEnding): UnpairedEnding => ({
  games: e.games.map(([a, b]) => [a, b] as const),
  results: [...e.results],
  bye: e.bye,
});

/** Each player's own part of an ending: a win, a draw, a loss on their board; the bye, or their round as recorded. */
const SIDES: Record<BoardResult, [OwnPart, OwnPart]> = { 0: [0, 2], 1: [1, 1], 2: [2, 0] };

function ownParts(players: number, ending: UnpairedEnding): OwnPart[] {
  const own: OwnPart[] = Array.from({ length: players }, () => 3);
  ending.games.forEach(([white, black], i) => {
    [own[white], own[black]] = SIDES[ending.results[i]!];
  });
  return own;
}

/** Every player's answer for each prize of the table before the pairing: exact within the budget, else sound (see above). */
export function unpairedDirectorAnswers(
  event: LastRoundEvent,
  request: RankRequest,
  table: PrizeTable,
  options: PrizeOptions,
  budget: number,
): DirectorAnswers {
  const prizes = directorPrizes(table);
  const players = event.before.players;
  const eligible = (p: number, d: DirectorPrize) => table.groups[d.group]!.group.includes(players[p]!, options);
  const exact = unpairedEndingCount(event, request.order) <= budget;
  const field = scoreField(event);
  // Out of reach before any ending is ranked: not in the group, or ruled out on score (each worked out once).
  const ruledOut = players.map((_, p) =>
    prizes.map((d) => !eligible(p, d) || (!exact && outOfReachOnScore(field, table, options, p, d))),
  );
  const out = (p: number, k: number) => ruledOut[p]![k]!;
  const allocate = (ending: UnpairedEnding) =>
    prizesTaken(playUnpaired(event, ending), request, table, options, prizes);
  const seen = new Seen(players.length, prizes.length);
  if (exact)
    eachUnpairedEnding(event, coloursMatter(event.before, request.order), (ending, play) =>
      seen.add(ending, prizesTaken(play.play(ending.results), request, table, options, prizes)),
    );
  else sample(event, seen, budget, prizes.length, out, allocate);
  // How many own parts each player can have: a win, a draw, a loss, and the bye when odd; none when recorded.
  const { toPair } = event.unpaired!;
  const partsOf = (p: number) => (!toPair.includes(p) ? 0 : toPair.length === 1 ? 1 : 3 + (toPair.length % 2));
  return {
    names: prizes.map((d) => d.name),
    exact,
    of: (p) =>
      prizes.map((d, k) => {
        const none = { prize: d.name, place: d.place, needs: '', conditions: [] };
        if (out(p, k)) return { ...none, status: 'out of reach' as const };
        if (!exact && clinchedAlone(event, table, options, p, d)) return { ...none, status: 'clinched' as const };
        const needs = exact ? exactNeeds(seen, p, k, partsOf(p)) : sampledNeeds(seen, p, k, partsOf(p));
        return needs === null ? { ...none, status: 'clinched' as const } : { ...none, ...needs };
      }),
    witness: (p, k) => seen.witness(p, k),
  };
}

/**
 * Within the budget: for each player still in contention, the pairing that favours them with a
 * win, then a draw, the bye and a loss (best scores first, so the prizes at the top are tried
 * first); the rest of the budget random pairings and results.
 */
function sample(
  event: LastRoundEvent,
  seen: Seen,
  budget: number,
  prizes: number,
  out: (p: number, k: number) => boolean,
  allocate: (ending: UnpairedEnding) => number[][],
): void {
  const try_ = (ending: UnpairedEnding | null) => {
    if (!ending || seen.ranked >= budget || seen.has(ending)) return;
    seen.add(ending, allocate(ending), true);
  };
  const score = event.before.players.map(scoreOf);
  const players = event.before.players.map((_, p) => p).sort((a, b) => score[b]! - score[a]! || a - b);
  const open = (p: number) =>
    Array.from({ length: prizes }, (_, k) => k).some((k) => !out(p, k) && !seen.witness(p, k));
  for (const own of [0, 1, 3, 2] as const) for (const p of players) if (open(p)) try_(favouring(event, p, own));
  if (seen.ranked < budget) for (const ending of randomEndings(event, budget - seen.ranked)) try_(ending);
}

/** Exact: null when every ending gives it (clinched), else out of reach or the own parts that give it. */
function exactNeeds(
  seen: Seen,
  p: number,
  k: number,
  /** How many own parts the player can have (0: their round is recorded). */
  all: number,
): Omit<PrizeAnswer, 'prize' | 'place' | 'conditions'> | null {
  const parts = PARTS.filter((o) => seen.count(p, o) > 0);
  const giving = parts.filter((o) => seen.count(p, o, k) > 0);
  if (giving.length === 0) return { status: 'out of reach', needs: '' };
  const always = giving.filter((o) => seen.count(p, o, k) === seen.count(p, o));
  if (always.length === parts.length) return null;
  if (!all) return { status: 'possible', needs: RECORDED };
  const depends = giving.filter((o) => !always.includes(o));
  const said = [
    ...(always.length ? [partsText(always, all)] : []),
    ...(depends.length ? [`${partsText(depends, all)}, depending on the pairing and other results`] : []),
  ];
  return { status: 'possible', needs: said.join('; or ') };
}

/** Sampled: possible with the own parts seen to give it, or unknown; never clinched, never out of reach from the sample. */
function sampledNeeds(
  seen: Seen,
  p: number,
  k: number,
  /** How many own parts the player can have (0: their round is recorded). */
  all: number,
): Omit<PrizeAnswer, 'prize' | 'place' | 'conditions'> {
  const giving = PARTS.filter((o) => seen.count(p, o, k) > 0);
  const times = giving.reduce<number>((n, o) => n + seen.count(p, o, k), 0);
  if (!times)
    return {
      status: 'possible',
      needs: `unknown: not taken in any of the ${seen.ranked.toLocaleString('en-US')} pairings and results tried, and ${WHY}`,
    };
  const parts = all ? partsText(giving, all) : RECORDED;
  return {
    status: 'possible',
    needs: `${parts} (taken in ${times.toLocaleString('en-US')} of the ${seen.ranked.toLocaleString('en-US')} pairings and results tried; ${WHY})`,
  };
}
