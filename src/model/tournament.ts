/**
 * The typed crosstable every reader produces and every tiebreak consumes (rules.md §1).
 * One entry per (player, round); opponents are held as indexes into `players`, so no tiebreak
 * ever searches the table for a player.
 */
import { DRAW, LOSS, Quarters, WIN } from './points';

/** The kinds of round entry of rules.md §1. */
export type EntryKind =
  'win' | 'draw' | 'loss' | 'forfeitWin' | 'forfeitLoss' | 'forfeitDraw' | 'fullBye' | 'halfBye' | 'zeroBye';

export type Colour = 'W' | 'B';

export interface Entry {
  kind: EntryKind;
  /** Index into Tournament.players of the (scheduled) opponent, when the cell names one. */
  opponent?: number;
  /** Colour of a played game, when the notation records it. Forfeits keep none: they are not games. */
  colour?: Colour;
  /**
   * The cell as the director wrote it, and where it was, for explanations and errors. A reader
   * may work `cell` out when it is read (src/read/build.ts): few of a table's cells are ever named.
   */
  raw?: string;
  readonly cell?: string;
  /** Team events only: the game points the team scored in this match (or bye), in quarters. */
  gamePoints?: Quarters;
  /**
   * Team events read board by board only: the team's points on board 1, 2, … of a match played
   * on the boards, in quarters (C.07 12: BC, TBR, BBE). Absent for byes and forfeited matches.
   */
  boardPoints?: readonly Quarters[];
}

export interface Player {
  /** The pairing number the director uses. */
  number: number;
  name: string;
  rating: number | null;
  /** Exactly `Tournament.rounds` entries. */
  entries: Entry[];
  /** Where the player's row is, e.g. "A7", for messages. */
  cell?: string;
  /**
   * The row's other columns (Section, Age, School…), header as written -> cell text, when the
   * table has any; prize groups such as "Section=K-5" select players by them.
   */
  labels?: Record<string, string>;
  /**
   * The player's rounds as codes in the reader's table, while nothing has asked for the entries:
   * the same facts, which ranking a large field reads instead (tiebreaks/columns.ts). Only the
   * reader sets it (read/build.ts); undefined once the entries are made, since they may then be
   * changed, and for a player written by hand or copied.
   */
  readonly codes?: RowCodes;
}

/**
 * A table of rounds as codes (kinds.ts), round r of row p at `p * rounds + r`: the kind (a code
 * past the last kind where the row has no cell for the round), the opponent named (an index into
 * Tournament.players; -1 for none) and the colour (NO_COLOUR, WHITE, BLACK, or another code for a
 * colour no reader makes, which counts as neither).
 */
export interface RoundCodes {
  readonly rounds: number;
  readonly kind: Uint8Array;
  readonly opponent: Int32Array;
  readonly colour: Uint8Array;
}

/** One player's row in a RoundCodes table. */
export interface RowCodes {
  readonly table: RoundCodes;
  readonly row: number;
}

/**
 * One player's cell in the round in progress: who they are paired with and with which colour
 * when the cell says, and the result when it is in.
 */
export interface PairingCell {
  /** Index into Tournament.players. */
  player: number;
  /** Index into Tournament.players of the opponent the cell names, when it names one. */
  opponent?: number;
  colour?: Colour;
  /** The result, when it is in; undefined for a game without a result yet. */
  result?: EntryKind;
  raw: string;
  cell?: string;
}

/**
 * The round after the rounds counted, when some of its results are in and some are not, or when
 * its pairings are written without results (chess-results "13b"). It is not counted: the
 * standings are after the last complete round. Kept so that what each player needs from it can
 * be worked out.
 */
export interface RoundInProgress {
  /** The round's number, 1-based: Tournament.rounds + 1. */
  round: number;
  /** Every player's cell of the round that is paired or has a result, in player order. */
  pairings: PairingCell[];
  /** Players whose result of the round is in. */
  resultsIn: number;
  /** Players paired (or, in a chart without a score column, expected) in the round with no result yet. */
  resultsMissing: number;
}

export interface Tournament {
  players: Player[];
  /**
   * The rounds counted: the rounds with results, and of those only the complete ones
   * (docs/tiebreaks.md, "Rounds not yet played", decided by read/rounds.ts). Every system counts
   * these; "after round N" may ask for no more.
   */
  rounds: number;
  /** The rounds the chart was made for (its round columns, TRF's XXR), when more than `rounds`. */
  plannedRounds?: number;
  /** The round being played, when its results are partly in or its pairings are written. */
  roundInProgress?: RoundInProgress;
  /** True when every played game carries a colour (needed by BLACKS and WHITES). */
  hasColours: boolean;
  /** False for a round-robin grid whose round order is not known (CUM, PROG cannot be computed). */
  roundOrderKnown: boolean;
  /** What the reader took the table to be, e.g. "US Chess notation". */
  notation: string;
  /**
   * Team events only (src/teams): the players are teams, each entry is a match result, and
   * every entry carries its game points; `boards` is the number of boards of a match.
   */
  boards?: number;
  /**
   * What each kind of entry is worth in the standings when that is not POINTS: a team event's
   * match points (2/1/0, or 3/1/0). Only the score groups use it; every tiebreak keeps POINTS,
   * so Solkoff, Cumulative, SB… are computed on match results counted 1, ½, 0.
   */
  scoring?: Readonly<Record<EntryKind, Quarters>>;
}

export const POINTS: Record<EntryKind, Quarters> = {
  win: WIN,
  draw: DRAW,
  loss: LOSS,
  forfeitWin: WIN,
  forfeitLoss: LOSS,
  forfeitDraw: DRAW,
  fullBye: WIN,
  halfBye: DRAW,
  zeroBye: LOSS,
};

/** A game actually played over the board. Forfeits and byes are not (rules.md §1). */
export function isPlayed(entry: Entry): boolean {
  return entry.kind === 'win' || entry.kind === 'draw' || entry.kind === 'loss';
}

/** The opponent of a played game, or undefined for every unplayed round. */
export function playedOpponent(entry: Entry): number | undefined {
  return isPlayed(entry) ? entry.opponent : undefined;
}

/** The result the opponent's cell must show for the same pairing. */
export const MIRROR: Record<EntryKind, EntryKind[]> = {
  win: ['loss'],
  // A game lost by both players (0-0, an arbiter's ruling against both): two losses naming each other.
  loss: ['win', 'loss'],
  draw: ['draw'],
  forfeitWin: ['forfeitLoss'],
  // A double forfeit is two forfeit losses naming each other.
  forfeitLoss: ['forfeitWin', 'forfeitLoss'],
  forfeitDraw: ['forfeitDraw'],
  fullBye: [],
  halfBye: [],
  zeroBye: [],
};

/** Words a director uses for each kind, for explanations. */
export const KIND_LABEL: Record<EntryKind, string> = {
  win: 'win',
  draw: 'draw',
  loss: 'loss',
  forfeitWin: 'forfeit win',
  forfeitLoss: 'forfeit loss',
  forfeitDraw: 'forfeit draw',
  fullBye: 'full-point bye',
  halfBye: 'half-point bye',
  zeroBye: 'unplayed',
};
