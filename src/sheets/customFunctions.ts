/**
 * The custom functions. Each takes the whole crosstable range and answers for every row in one
 * call (Sheets makes one server round trip per formula). They are pure: no service is called,
 * so they run under AuthMode.CUSTOM_FUNCTION and always give the same answer for the same table.
 *
 * Every function takes an options argument that says how to read the table, as the CLI's
 * --notation, --pab-points, --fide-rules and --match-points do (src/sheets/tableOptions.ts). A
 * team crosstable (one row per team) gives team values; a board-by-board sheet is refused.
 *
 * The JSDoc blocks below are copied by scripts/build.mjs onto the top-level stubs of
 * dist/Code.js, where Sheets reads them for autocomplete: keep @customfunction and the
 * parameter names in step with the declarations. The functions named for one system
 * (=MODMEDIAN…) are not written here but made from a table: src/sheets/namedFunctions.ts.
 */
import { asCustomFunction, SheetCell, SheetRange, specFromCode } from './arguments';
import { explanation, lastRoundLine, standingsTable, tiebreakResult } from './columns';
import { schoolTeamsTable } from './schoolTeamsSheet';

type Column = SheetCell | SheetCell[][];

/**
 * Any tiebreak system by its code (MM, HARKNESS, SOLK, CUM, OPPCUM, H2H, SB, KASH, PLAY, GP…; a wrong
 * code lists them all). Options go in the code or after it: =TIEBREAK(A1:K40,"SB","scores=adjusted")
 * or =TIEBREAK(A1:K40,"SB:scores=adjusted"). H2H is counted among players on the same score.
 * On a team crosstable, "GP" gives each team's game points.
 *
 * @param {Array<Array<string|number>>} crosstable The whole crosstable, header row included (No., Name, Score, R1, R2…).
 * @param {string} code The system's code, e.g. "SB" or "SB:scores=adjusted".
 * @param {string} options Optional: the system's options, e.g. "scores=adjusted" or "unplayed=2"; and how to read the table: notation=us, pab=1|0.5|0, mp=3,1,0, fide=2009|2024|2026 (BH, SB, ARO as the FIDE systems), section=K-5 (one section of a table with a Section column; without it each row gets its value within its own section), separated by ";".
 * @param {number} player Optional: one player's number, for just that player's value.
 * @param {number} after_round Optional: count only rounds 1 to N.
 * @return {Array<Array<string|number>>} One column beside the table (or one value when a player is given).
 * @customfunction
 */
export function TIEBREAK(
  crosstable: SheetRange,
  code: unknown,
  options?: unknown,
  player?: unknown,
  after_round?: unknown,
): Column {
  return asCustomFunction(() => tiebreakResult(crosstable, specFromCode(code, options), player, after_round), {
    name: 'TIEBREAK',
    args: [crosstable, code, options, player, after_round],
    optionsAt: 2,
  });
}

/**
 * The ranked standings: Rank, Place, No., Name, Score, one column per tiebreak and "Decided by",
 * with a header row. Rank "3-5" is a tie the tiebreaks leave; Place is by score alone. A team
 * crosstable gives team standings: Team, MP (match points), then GP (game points) and the tiebreaks.
 *
 * @param {Array<Array<string|number>>} crosstable The whole crosstable, header row included (No., Name, Score, R1, R2…).
 * @param {string} tiebreaks Optional: a preset such as uscf, mca or ljc, or tiebreak codes in order, e.g. "MM, SOLK, CUM, SB(scores=adjusted)". Default uscf.
 * @param {number} after_round Optional: standings as they stood after round N.
 * @param {number} lot_seed Optional: break the ties left by drawing of lots with this seed.
 * @param {string} options Optional: how to read the table: notation=us (or chess-results, vega, us-team…), pab=1|0.5|0, fide=2009|2024|2026, mp=3,1,0 (team tables), section=K-5 (a table with a Section column: the section to rank, which it needs), separated by ";".
 * @return {Array<Array<string|number>>} The standings table, header row first.
 * @customfunction
 */
export function STANDINGS(
  crosstable: SheetRange,
  tiebreaks?: unknown,
  after_round?: unknown,
  lot_seed?: unknown,
  options?: unknown,
): SheetCell[][] {
  return asCustomFunction(() => standingsTable(crosstable, tiebreaks, after_round, lot_seed, options), {
    name: 'STANDINGS',
    args: [crosstable, tiebreaks, after_round, lot_seed, options],
    optionsAt: 4,
  });
}

/**
 * How a player's tiebreaks were worked out, as text: which games counted, which were dropped
 * and why. With one code, that system; with a preset or several codes, the whole standings line.
 *
 * @param {Array<Array<string|number>>} crosstable The whole crosstable, header row included (No., Name, Score, R1, R2…).
 * @param {number} player The player's number.
 * @param {string} tiebreaks Optional: one code such as "MM", or a preset or codes in order. Default uscf.
 * @param {number} after_round Optional: as it stood after round N.
 * @param {string} options Optional: how to read the table: notation=us (or chess-results, vega, us-team…), pab=1|0.5|0, fide=2009|2024|2026, mp=3,1,0 (team tables), section=K-5 (a table with a Section column, when the player's number is in several sections), separated by ";".
 * @return {string} The explanation, one line per tiebreak.
 * @customfunction
 */
export function TBEXPLAIN(
  crosstable: SheetRange,
  player: unknown,
  tiebreaks?: unknown,
  after_round?: unknown,
  options?: unknown,
): string {
  return asCustomFunction(() => explanation(crosstable, player, tiebreaks, after_round, options), {
    name: 'TBEXPLAIN',
    args: [crosstable, player, tiebreaks, after_round, options],
    optionsAt: 4,
  });
}

/**
 * Before the last round: what a win, a draw and a loss each give the player, by the tiebreaks
 * ("a win gives clear 1st; a draw gives 1st unless Okafor (3) wins on board 2, otherwise 2nd").
 * The crosstable has every round but the last complete and the last round's pairings written
 * without results (chess-results 13b, or a TRF's opponent and colour with the result left blank).
 *
 * @param {Array<Array<string|number>>} crosstable The whole crosstable, header row included.
 * @param {number} player The player's number.
 * @param {string} tiebreaks Optional: a preset or codes in order. Default uscf.
 * @param {string} options Optional: how to read the table: notation=chess-results (or trf…), pab=1|0.5|0, fide=2009|2024|2026, section=K-5, separated by ";".
 * @return {string} What each of the player's results gives.
 * @customfunction
 */
export function LASTROUND(crosstable: SheetRange, player: unknown, tiebreaks?: unknown, options?: unknown): string {
  return asCustomFunction(() => lastRoundLine(crosstable, player, tiebreaks, options), {
    name: 'LASTROUND',
    args: [crosstable, player, tiebreaks, options],
    optionsAt: 3,
  });
}

/**
 * School teams from an individual crosstable with a School (or Team, Club) column: a school's score
 * is the sum of its top N players' scores. Rank, Place ("2-3" when shared on score), Team, Score,
 * the team tiebreaks, the players whose scores counted, a note for a school with fewer than N
 * players (its score is the sum of those it has), and "Decided by". A blank school cell plays for no school.
 *
 * @param {Array<Array<string|number>>} crosstable The whole crosstable, header row included (No., Name, School, Score, R1, R2…).
 * @param {number} top Optional: how many players' scores count for a school. Default 4.
 * @param {string} options Optional: team-column=NAME (the school column, when not School, Team or Club), team-tiebreak=us-scholastic|sum-of-tiebreaks|next-player|none, tiebreaks=uscf (the individual order the players are ranked by); and how to read the table: notation=us, pab=1|0.5|0, fide=2009|2024|2026, section=K-5 (a table with a Section column: the section, which it needs); separated by ";".
 * @return {Array<Array<string|number>>} The school teams table, header row first.
 * @customfunction
 */
export function SCHOOLTEAMS(crosstable: SheetRange, top?: unknown, options?: unknown): SheetCell[][] {
  return asCustomFunction(() => schoolTeamsTable(crosstable, top, options), {
    name: 'SCHOOLTEAMS',
    args: [crosstable, top, options],
    optionsAt: 2,
  });
}
