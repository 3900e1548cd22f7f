/**
 * The tournament cut at N rounds as flat columns of whole numbers, one cell per (player, round)
 * at `player * rounds + round`: what the systems run for every player of a large field (MM, SOLK,
 * CUM, OPPCUM…) read instead of walking entry objects. The same data as the entries, built once
 * per TiebreakContext in one pass; explanations still read the entries, on demand.
 */
import { Quarters } from '../model/points';
import { EntryKind, isPlayed, POINTS, Tournament } from '../model/tournament';
import { at } from './lookup';

/**
 * A kind's code, the one numbering of the kinds (rules.md §1): Columns.kind and the reader's
 * round table (read/build.ts) hold these, and every system that counts one kind names it through
 * kindCode, never by its number. The games played over the board take the lowest codes
 * (PLAYED_BELOW). A switch, which is faster than a keyed lookup, asked once for every entry of the table.
 */
export function kindCode(kind: EntryKind): number {
  switch (kind) {
    case 'win':
      return 0;
    case 'draw':
      return 1;
    case 'loss':
      return 2;
    case 'forfeitWin':
      return 3;
    case 'forfeitLoss':
      return 4;
    case 'forfeitDraw':
      return 5;
    case 'fullBye':
      return 6;
    case 'halfBye':
      return 7;
    case 'zeroBye':
      return 8;
  }
}

/** Every kind at its code; kindCode numbering two kinds alike, skipping a code or not putting the games played first throws here. */
function kindsByCode(): EntryKind[] {
  const kinds = Object.keys(POINTS) as EntryKind[]; // POINTS names every kind (a Record)
  const byCode: EntryKind[] = [];
  for (const kind of kinds) byCode[kindCode(kind)] = kind;
  const played = kinds.filter((kind) => isPlayed({ kind })).length;
  const numbered = kinds.every((kind) => byCode[kindCode(kind)] === kind) && byCode.length === kinds.length;
  if (!numbered || !byCode.every((kind, code) => isPlayed({ kind }) === code < played))
    throw new Error('kindCode: the kinds must be numbered 0, 1, 2… once each, the games played first.');
  return byCode;
}

/** Every kind of entry (rules.md §1); a kind's code in Columns.kind is its index here. */
export const ENTRY_KINDS: readonly EntryKind[] = kindsByCode();

/** The codes of the games played over the board (win, draw, loss) are the lowest: code < PLAYED_BELOW. */
export const PLAYED_BELOW = ENTRY_KINDS.filter((kind) => isPlayed({ kind })).length;
/** POINTS by kind code, for loops over the kind column. */
export const POINTS_BY_CODE = byKindCode(POINTS);

/** A table by kind (a team scoring, a deduction) as an array by kind code. */
export function byKindCode(table: Readonly<Record<EntryKind, Quarters>>): readonly Quarters[] {
  return ENTRY_KINDS.map((k) => table[k]);
}

export interface Columns {
  readonly players: number;
  /** N: the rounds counted. */
  readonly rounds: number;
  /** The kind of each entry, as its index in ENTRY_KINDS. */
  readonly kind: Uint8Array;
  /** The opponent of each game played over the board; -1 for every unplayed round (rules.md §1). */
  readonly played: Int32Array;
  /** Each player's score after N rounds, in quarters. */
  readonly score: Int32Array;
  /** Each player's US Chess 34E adjusted score: played-game points plus ½ per unplayed round (rules.md §2). */
  readonly adjusted: Int32Array;
}

/** An opponent index, which must name a row of the table: a miss is a bug in the reader. */
function opponentIn(opponent: number, players: number): number {
  if (!(Number.isInteger(opponent) && opponent >= 0 && opponent < players))
    throw new RangeError(`Index ${opponent} is outside a table of ${players}.`);
  return opponent;
}

/** One pass over the entries of the rounds counted; an entry missing from a row throws (at). */
export function columnsOf(t: Tournament, rounds: number): Columns {
  const players = t.players.length;
  const kind = new Uint8Array(players * rounds);
  const played = new Int32Array(players * rounds).fill(-1);
  const score = new Int32Array(players);
  const adjusted = new Int32Array(players);
  for (let i = 0; i < players; i++) {
    const { entries } = at(t.players, i);
    let total = 0;
    let adjustedTotal = 0;
    for (let r = 0; r < rounds; r++) {
      const e = at(entries, r);
      const code = kindCode(e.kind);
      const points = POINTS_BY_CODE[code]!;
      kind[i * rounds + r] = code;
      total += points;
      if (code < PLAYED_BELOW) {
        adjustedTotal += points;
        if (e.opponent !== undefined) played[i * rounds + r] = opponentIn(e.opponent, players);
      } else adjustedTotal += 2; // ½ for an unplayed round (34E)
    }
    score[i] = total;
    adjusted[i] = adjustedTotal;
  }
  return { players, rounds, kind, played, score, adjusted };
}
