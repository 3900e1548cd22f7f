/**
 * The one place that decides what a table is and reads it: a crosstable of individual players, a
 * team crosstable, or a board-by-board sheet of a team event. The CLI, the custom functions and the
 * sidebar all ask here, so "team table or individual table?" has one answer. A setting that means
 * nothing for the kind found (a bye value on a team table) comes back as a refusal, never ignored.
 *
 * A new kind of table (school teams from a Team column, sections) is one more InputKind, its test
 * in inputKind and its reader in READERS.
 */
import type { Tournament } from '../model/tournament';
import type { Grid, Origin } from '../read/crosstable';
import { readAny } from '../read/readAny';
import { isSwissSysEvent } from '../read/swissSys';
import type { BoardGame } from '../teams/boardSheet';
import type { MatchPoints } from '../teams/model';
import { readTeamEvent, teamTableKind } from '../teams/read';
import type { Refusal } from './refusal';
import { isTeamNotation } from './settings';

export type InputKind = 'individual' | 'team' | 'board-sheet';

export interface InputRequest {
  /** The file's name: ".tsv" is tab-separated, ".trf" is a TRF file. */
  fileName?: string;
  /** Where a grid's top-left cell sits in the sheet (1-based), so messages name real cells. */
  origin?: Origin;
  /** The kind, when the front end reads only one whatever the table looks like (export-trf). */
  kind?: InputKind;
  /** A notation id the director named (checked by parseNotation): a team notation makes it a team table. */
  notation?: string;
  /** What a pairing-allocated bye is worth (individual tables; refused on a team table). */
  pabPoints?: number;
  /** Match points for a match won, drawn, lost (team tables). */
  matchPoints?: MatchPoints;
  /**
   * True when matchPoints is the director's word for this table (an option typed with it), so an
   * individual table refuses it; a saved default that applies only to team tables is not.
   */
  matchPointsAsked?: boolean;
  /** Boards of a match, when the game points cannot say (team tables). */
  boards?: number;
  /** False when the front end cannot use a board-by-board sheet (a column beside it cannot line up with games). */
  acceptBoardSheet?: boolean;
}

/** The table read: its kind, the tournament (teams as players on a team table) and how it was read. */
export interface Input {
  kind: InputKind;
  tournament: Tournament;
  /** The notation id the reader used (us, trf, us-team, board-sheet…). */
  notation: string;
  /** "read as chess-results notation, 220 players, 9 rounds." */
  report: string;
  /** The individual games, from a board-by-board sheet (board prizes). */
  games?: BoardGame[];
}

export type InputResult = Input | { kind: 'refused'; refusal: Refusal };

/**
 * What the table is: the notation named decides, else the table itself (teams/read's
 * teamTableKind: a Team column, MP and GP columns, team result cells, Round and Board columns).
 */
export function inputKind(
  source: string | Grid,
  request: Pick<InputRequest, 'fileName' | 'notation' | 'kind'> = {},
): InputKind {
  if (request.kind) return request.kind;
  // A SwissSys event file's sections are of players; a notation named for it is refused by its reader.
  if (typeof source === 'string' && isSwissSysEvent(source, request.fileName)) return 'individual';
  const named = request.notation?.trim().toLowerCase();
  if (named) return isTeamNotation(named) ? (named === 'board-sheet' ? 'board-sheet' : 'team') : 'individual';
  return teamTableKind(source, request.fileName) ?? 'individual';
}

type Reader = (source: string | Grid, request: InputRequest) => InputResult;

function readIndividual(source: string | Grid, request: InputRequest): InputResult {
  if (request.matchPointsAsked && request.matchPoints)
    return { kind: 'refused', refusal: { code: 'match-points-on-individual-table' } };
  const read = readAny(source, {
    fileName: request.fileName,
    origin: request.origin,
    notation: request.notation,
    pabPoints: request.pabPoints,
  });
  return { kind: 'individual', tournament: read.tournament, notation: read.notation, report: read.report };
}

function readTeam(kind: 'team' | 'board-sheet'): Reader {
  return (source, request) => {
    if (kind === 'board-sheet' && request.acceptBoardSheet === false)
      return { kind: 'refused', refusal: { code: 'board-sheet-not-accepted' } };
    // A team bye counts as a match won: the value would silently mean nothing.
    if (request.pabPoints !== undefined) return { kind: 'refused', refusal: { code: 'pab-on-team-table' } };
    const { fileName, origin, notation, matchPoints, boards } = request;
    const event = readTeamEvent(source, { fileName, origin, notation, matchPoints, boards });
    return { ...event, kind: event.notation === 'board-sheet' ? 'board-sheet' : 'team' };
  };
}

const READERS: Record<InputKind, Reader> = {
  individual: readIndividual,
  team: readTeam('team'),
  'board-sheet': readTeam('board-sheet'),
};

/**
 * The table read as its kind asks, or a refusal the front end words. Bad cells still throw
 * CrosstableError, naming each cell, as the readers always have.
 */
export function readInput(source: string | Grid, request: InputRequest = {}): InputResult {
  return READERS[inputKind(source, request)](source, request);
}

/**
 * Any table read as its kind, with no setting that could be refused: a team table as a team event
 * (match points default 2,1,0), anything else by readAny.
 */
export function readTable(
  source: string | Grid,
  options: Pick<InputRequest, 'origin' | 'fileName' | 'matchPoints'> = {},
): Input {
  const read = readInput(source, options);
  if (read.kind === 'refused')
    throw new Error(`Internal error: a table read without settings was refused (${read.refusal.code}).`);
  return read;
}
