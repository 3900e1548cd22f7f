/**
 * The tournament cut at N rounds as flat columns of whole numbers, one cell per (player, round)
 * at `player * rounds + round`: what the systems run for every player of a large field (MM, SOLK,
 * CUM, OPPCUM…) read instead of walking entry objects. The same data as the entries, built once
 * per TiebreakContext in one pass from the codes the reader kept (Player.codes), or from the
 * entries of a player who has no codes; explanations read the entries, on demand.
 */
import {
  BLACK,
  colourCode,
  ENTRY_KINDS,
  kindCode,
  NO_COLOUR,
  PLAYED_BELOW,
  POINTS_BY_CODE,
  WHITE,
} from '../model/kinds';
import { Player, RowCodes, Tournament } from '../model/tournament';
import { at } from './lookup';

export interface Columns {
  readonly players: number;
  /** N: the rounds counted. */
  readonly rounds: number;
  /** The kind of each entry, as its code (model/kinds.ts). */
  readonly kind: Uint8Array;
  /** The opponent of each game played over the board; -1 for every unplayed round (rules.md §1). */
  readonly played: Int32Array;
  /** The colour of each game played over the board, WHITE or BLACK (model/kinds.ts); NO_COLOUR otherwise. */
  readonly colour: Uint8Array;
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

/**
 * One pass over the rounds counted: a player's codes as the reader kept them, or their entries
 * (an entry missing from a row throws: at).
 */
export function columnsOf(t: Tournament, rounds: number): Columns {
  const players = t.players.length;
  const columns: Columns = {
    players,
    rounds,
    kind: new Uint8Array(players * rounds),
    played: new Int32Array(players * rounds).fill(-1),
    colour: new Uint8Array(players * rounds),
    score: new Int32Array(players),
    adjusted: new Int32Array(players),
  };
  for (let i = 0; i < players; i++) {
    const player = at(t.players, i);
    const codes = player.codes;
    if (codes) fromCodes(columns, i, codes);
    else fromEntries(columns, i, player);
    totals(columns, i);
  }
  return columns;
}

/** Player i's rounds from the reader's codes (RowCodes). */
function fromCodes(c: Columns, i: number, { table, row }: RowCodes): void {
  if (table.rounds < c.rounds) throw new RangeError(`Round ${c.rounds} is outside a table of ${table.rounds}.`);
  const from = row * table.rounds;
  for (let r = 0; r < c.rounds; r++) {
    const cell = i * c.rounds + r;
    const kind = table.kind[from + r]!;
    // A round the row has no cell for: refused, as a missing entry is.
    if (kind >= ENTRY_KINDS.length) throw new RangeError(`Index ${r} is outside player ${i}'s rounds.`);
    c.kind[cell] = kind;
    if (kind >= PLAYED_BELOW) continue;
    const opponent = table.opponent[from + r]!;
    if (opponent !== -1) c.played[cell] = opponentIn(opponent, c.players);
    const colour = table.colour[from + r]!;
    c.colour[cell] = colour === WHITE || colour === BLACK ? colour : NO_COLOUR;
  }
}

/** Player i's rounds from their entries. */
function fromEntries(c: Columns, i: number, { entries }: Player): void {
  for (let r = 0; r < c.rounds; r++) {
    const e = at(entries, r);
    const cell = i * c.rounds + r;
    const kind = kindCode(e.kind);
    c.kind[cell] = kind;
    if (kind >= PLAYED_BELOW) continue;
    if (e.opponent !== undefined) c.played[cell] = opponentIn(e.opponent, c.players);
    c.colour[cell] = colourCode(e.colour);
  }
}

/** Player i's score and adjusted score from the kinds of their rounds counted. */
function totals(c: Columns, i: number): void {
  let total = 0;
  let adjusted = 0;
  for (let cell = i * c.rounds; cell < (i + 1) * c.rounds; cell++) {
    const kind = c.kind[cell]!;
    const points = POINTS_BY_CODE[kind]!;
    total += points;
    adjusted += kind < PLAYED_BELOW ? points : 2; // ½ for an unplayed round (34E)
  }
  c.score[i] = total;
  c.adjusted[i] = adjusted;
}
