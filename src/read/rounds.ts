/**
 * Which of a chart's rounds count (docs/tiebreaks.md, "Rounds not yet played"), decided once here
 * for every reader, so no front end decides it again:
 *
 * - a round no player has a result in is not a round: a chart made for five rounds and filled in
 *   for four is ranked after round 4 of 5, not with a fifth round of zero-point byes;
 * - a round whose results are partly in is the round in progress, and is not counted: the
 *   standings are after the last complete round, as a pairing program's are before the round's
 *   results are all entered. A missing result is never counted as a loss.
 *
 * A missing result is a pending pairing (chess-results "13b", an opponent without a result), or,
 * in the last round with any result of a chart without a score column, the blank cell of a player
 * who has a cell in every round before (in the event all along, so expected this round), when at
 * least two players' cells are such blanks: a game has two players, and one such blank alone is a
 * player who left. A player with a blank earlier (a late entry, a player who left and came back)
 * is not expected. Blanks anywhere else are "not paired", as they always were; a printed score
 * says the table is finished.
 */
import type { PairingCell, RoundInProgress } from '../model/tournament';

/** A cell's state in the chart: a result (any reading of a filled cell), blank, or paired without a result. */
export const RESULT = 0;
export const BLANK = 1;
export const PENDING = 2;

/** Every cell's state, p * rounds + r. */
export interface CellStates {
  players: number;
  rounds: number;
  state: Uint8Array;
  /** True when the table prints each player's score, or its notation makes a blank "not paired" (TRF): no blank is a result to come. */
  scoreColumn: boolean;
}

export interface RoundsCounted {
  /** The rounds counted: the complete rounds before the first round with a missing result. */
  counted: number;
  /** The round in progress, 1-based (counted + 1), when some result of it is missing. */
  inProgress?: number;
  /** The round (0-based) whose blanks after a cell are missing results (blanksMissingIn); -1 for none. */
  blanksRound: number;
}

export function stateAt(s: CellStates, p: number, r: number): number {
  return s.state[p * s.rounds + r]!;
}

/** The last round (1-based) with a result in some cell; 0 when no cell has one. */
export function lastRoundWithResult(s: CellStates): number {
  for (let r = s.rounds - 1; r >= 0; r--)
    for (let p = 0; p < s.players; p++) if (stateAt(s, p, r) === RESULT) return r + 1;
  return 0;
}

/** Player p's round r (0-based) is blank, and every round before it has a cell (paired or a result each round). */
function blankAfterCell(s: CellStates, p: number, r: number): boolean {
  if (r === 0 || stateAt(s, p, r) !== BLANK) return false;
  for (let before = 0; before < r; before++) if (stateAt(s, p, before) === BLANK) return false;
  return true;
}

/**
 * The round (0-based) whose blanks after a cell are results still to come: the last round with
 * results (`last`, 1-based) of a table without a score column, when two or more players have one.
 */
export function blanksMissingIn(s: CellStates, last: number): number {
  if (s.scoreColumn || last < 2) return -1;
  let count = 0;
  for (let p = 0; p < s.players && count < 2; p++) if (blankAfterCell(s, p, last - 1)) count++;
  return count >= 2 ? last - 1 : -1;
}

/**
 * Whether player p's round r (0-based) is a result still to come: a pending pairing anywhere, or a
 * blank after a cell in the round blanksMissingIn names (`blanksRound`).
 */
export function isMissing(s: CellStates, blanksRound: number, p: number, r: number): boolean {
  if (stateAt(s, p, r) === PENDING) return true;
  return r === blanksRound && blankAfterCell(s, p, r);
}

/** The rounds that count, and the round in progress when there is one. */
export function roundsCounted(s: CellStates): RoundsCounted {
  const last = lastRoundWithResult(s);
  const blanksRound = blanksMissingIn(s, last);
  for (let r = 0; r < s.rounds; r++)
    for (let p = 0; p < s.players; p++)
      if (isMissing(s, blanksRound, p, r)) return { counted: r, inProgress: r + 1, blanksRound };
  return { counted: last, blanksRound };
}

/**
 * The round in progress as the model keeps it: each player's cell that is paired or has a result.
 * `cellOf(p)` gives player p's cell of the round (its opponent's place, -1 for none).
 */
export function roundInProgress(
  s: CellStates,
  counted: RoundsCounted,
  cellOf: (p: number) => Omit<PairingCell, 'player' | 'result'> & { kind: PairingCell['result'] },
): RoundInProgress | undefined {
  if (counted.inProgress === undefined) return undefined;
  const r = counted.inProgress - 1;
  const pairings: PairingCell[] = [];
  let resultsIn = 0;
  let resultsMissing = 0;
  for (let p = 0; p < s.players; p++) {
    const missing = isMissing(s, counted.blanksRound, p, r);
    const state = stateAt(s, p, r);
    if (!missing && state !== RESULT) continue;
    const { kind, ...cell } = cellOf(p);
    pairings.push(missing ? { player: p, ...cell } : { player: p, ...cell, result: kind });
    if (missing) resultsMissing++;
    else resultsIn++;
  }
  return { round: counted.inProgress, pairings, resultsIn, resultsMissing };
}

/** "after round 4 of 5", or "5 rounds" for a chart whose rounds all count. */
export function roundsText(t: { rounds: number; plannedRounds?: number }): string {
  if (t.plannedRounds !== undefined && t.plannedRounds > t.rounds)
    return `after round ${t.rounds} of ${t.plannedRounds}`;
  return `${t.rounds} round${t.rounds === 1 ? '' : 's'}`;
}

/**
 * What the director is told of a round in progress: "round 5 is in progress: 4 of 11 players have
 * no result yet (E7 blank, J5 "13b", …); the standings are after round 4, the last complete round".
 * `notPaired` is how the notation says "not paired" (U, -0), for a blank that means it.
 */
export function roundInProgressNote(
  inProgress: RoundInProgress,
  counted: number,
  options: { notPaired?: string } = {},
): string {
  const { round, pairings, resultsIn, resultsMissing } = inProgress;
  const missing = pairings.filter((c) => c.result === undefined);
  const shown = missing
    .slice(0, 3)
    .map((c) => `${c.cell ?? `player ${c.player + 1}'s cell`} ${c.raw.trim() === '' ? 'blank' : `"${c.raw}"`}`)
    .join(', ');
  const of = resultsIn + resultsMissing;
  const blanks = missing.some((c) => c.raw.trim() === '');
  return (
    `round ${round} is in progress: ${resultsMissing} of ${of} player${of === 1 ? '' : 's'} ${resultsMissing === 1 ? 'has' : 'have'} no result yet ` +
    `(${shown}${missing.length > 3 ? ', …' : ''}); the standings are after round ${counted}, the last complete round` +
    (blanks
      ? `. A blank cell in round ${round} of a player who has a cell in round ${round - 1} reads as "no result yet"` +
        (options.notPaired ? `; write ${options.notPaired} where the player was not paired` : '')
      : '')
  );
}

/**
 * "after round 4 of 5": the standings after `rounds` of a chart not yet complete (plannedRounds,
 * or a round in progress), for every front end's title; undefined for a complete chart.
 */
export function afterRoundOf(t: { rounds: number; plannedRounds?: number }, rounds = t.rounds): string | undefined {
  return t.plannedRounds !== undefined && t.plannedRounds > rounds
    ? `after round ${rounds} of ${t.plannedRounds}`
    : undefined;
}

/** "after round 4", or "after round 4 of 5" while later rounds are to come: the end of a sheet's title. */
export function afterRoundTitle(t: { rounds: number; plannedRounds?: number }, rounds = t.rounds): string {
  return afterRoundOf(t, rounds) ?? `after round ${rounds}`;
}

/** "round 5 in progress, 4 of 15 players without a result yet", for a line of a sheet. */
export function inProgressText(inProgress: RoundInProgress): string {
  const of = inProgress.resultsIn + inProgress.resultsMissing;
  return `round ${inProgress.round} in progress, ${inProgress.resultsMissing} of ${of} player${of === 1 ? '' : 's'} without a result yet`;
}
