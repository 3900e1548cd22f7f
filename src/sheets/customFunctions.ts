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
 * parameter names in step with the declarations.
 */
import { asCustomFunction, SheetCell, SheetRange, specFromCode, specWithOptions, systemCall } from './arguments';
import { explanation, standingsTable, tiebreakResult } from './columns';

type Column = SheetCell | SheetCell[][];

/**
 * Modified Median (US Chess 34E1): opponents' scores less the highest and/or lowest, depending on
 * the player's own score. One value per row of the crosstable, header row labelled "MM".
 *
 * @param {Array<Array<string|number>>} crosstable The whole crosstable, header row included (No., Name, Score, R1, R2…).
 * @param {number} player Optional: one player's number, for just that player's value.
 * @param {number} after_round Optional: count only rounds 1 to N.
 * @param {string} options Optional: minus=highest|lowest, drop2from=N; and how to read the table: notation=us (or chess-results, vega, us-team…), pab=1|0.5|0, mp=3,1,0 (team tables), separated by ";".
 * @return {Array<Array<string|number>>} One column beside the table (or one value when a player is given).
 * @customfunction
 */
export function MODMEDIAN(crosstable: SheetRange, player?: unknown, after_round?: unknown, options?: unknown): Column {
  return asCustomFunction(() => tiebreakResult(crosstable, specWithOptions('MM', options), player, after_round), systemCall('MODMEDIAN', [crosstable, player, after_round, options]));
}

/**
 * Solkoff (US Chess 34E2): the sum of the opponents' adjusted scores. One value per row of the
 * crosstable, header row labelled "SOLK".
 *
 * @param {Array<Array<string|number>>} crosstable The whole crosstable, header row included (No., Name, Score, R1, R2…).
 * @param {number} player Optional: one player's number, for just that player's value.
 * @param {number} after_round Optional: count only rounds 1 to N.
 * @param {string} options Optional: how to read the table: notation=us (or chess-results, vega, us-team…), pab=1|0.5|0, mp=3,1,0 (team tables), separated by ";".
 * @return {Array<Array<string|number>>} One column beside the table (or one value when a player is given).
 * @customfunction
 */
export function SOLKOFF(crosstable: SheetRange, player?: unknown, after_round?: unknown, options?: unknown): Column {
  return asCustomFunction(() => tiebreakResult(crosstable, specWithOptions('SOLK', options), player, after_round), systemCall('SOLKOFF', [crosstable, player, after_round, options]));
}

/**
 * Cumulative (US Chess 34E3): the sum of the player's running score after each round, less
 * unplayed points. One value per row of the crosstable, header row labelled "CUM".
 *
 * @param {Array<Array<string|number>>} crosstable The whole crosstable, header row included (No., Name, Score, R1, R2…).
 * @param {number} player Optional: one player's number, for just that player's value.
 * @param {number} after_round Optional: count only rounds 1 to N.
 * @param {string} options Optional: how to read the table: notation=us (or chess-results, vega, us-team…), pab=1|0.5|0, mp=3,1,0 (team tables), separated by ";".
 * @return {Array<Array<string|number>>} One column beside the table (or one value when a player is given).
 * @customfunction
 */
export function CUMULATIVE(crosstable: SheetRange, player?: unknown, after_round?: unknown, options?: unknown): Column {
  return asCustomFunction(() => tiebreakResult(crosstable, specWithOptions('CUM', options), player, after_round), systemCall('CUMULATIVE', [crosstable, player, after_round, options]));
}

/**
 * Opposition Cumulative (US Chess 34E9): the sum of the opponents' cumulative scores. One value
 * per row of the crosstable, header row labelled "OPPCUM".
 *
 * @param {Array<Array<string|number>>} crosstable The whole crosstable, header row included (No., Name, Score, R1, R2…).
 * @param {number} player Optional: one player's number, for just that player's value.
 * @param {number} after_round Optional: count only rounds 1 to N.
 * @param {string} options Optional: how to read the table: notation=us (or chess-results, vega, us-team…), pab=1|0.5|0, mp=3,1,0 (team tables), separated by ";".
 * @return {Array<Array<string|number>>} One column beside the table (or one value when a player is given).
 * @customfunction
 */
export function OPPCUMULATIVE(crosstable: SheetRange, player?: unknown, after_round?: unknown, options?: unknown): Column {
  return asCustomFunction(() => tiebreakResult(crosstable, specWithOptions('OPPCUM', options), player, after_round), systemCall('OPPCUMULATIVE', [crosstable, player, after_round, options]));
}

/**
 * Median, also called Harkness (US Chess 34E4): opponents' scores less the highest and the lowest.
 * (MEDIAN is a built-in Sheets function, hence the name.) Header row labelled "MED".
 *
 * @param {Array<Array<string|number>>} crosstable The whole crosstable, header row included (No., Name, Score, R1, R2…).
 * @param {number} player Optional: one player's number, for just that player's value.
 * @param {number} after_round Optional: count only rounds 1 to N.
 * @param {string} options Optional: drop2from=N, the round count from which two are dropped at each end; and how to read the table: notation=us (or chess-results, vega, us-team…), pab=1|0.5|0, mp=3,1,0 (team tables), separated by ";".
 * @return {Array<Array<string|number>>} One column beside the table (or one value when a player is given).
 * @customfunction
 */
export function HARKNESS(crosstable: SheetRange, player?: unknown, after_round?: unknown, options?: unknown): Column {
  return asCustomFunction(() => tiebreakResult(crosstable, specWithOptions('MED', options), player, after_round), systemCall('HARKNESS', [crosstable, player, after_round, options]));
}

/**
 * Sonneborn-Berger (US Chess 34E8): beaten opponents' scores plus half of drawn opponents'
 * scores. Header row labelled "SB". For the MCA rule use adjusted scores:
 * =SONNEBORNBERGER(A1:K40,,,"adjusted").
 *
 * @param {Array<Array<string|number>>} crosstable The whole crosstable, header row included (No., Name, Score, R1, R2…).
 * @param {number} player Optional: one player's number, for just that player's value.
 * @param {number} after_round Optional: count only rounds 1 to N.
 * @param {string} options Optional: "final" (default) or "adjusted" opponents' scores; and how to read the table: notation=us (or chess-results, vega, us-team…), pab=1|0.5|0, mp=3,1,0 (team tables), separated by ";".
 * @return {Array<Array<string|number>>} One column beside the table (or one value when a player is given).
 * @customfunction
 */
export function SONNEBORNBERGER(crosstable: SheetRange, player?: unknown, after_round?: unknown, options?: unknown): Column {
  return asCustomFunction(() => tiebreakResult(crosstable, specWithOptions('SB', options), player, after_round), systemCall('SONNEBORNBERGER', [crosstable, player, after_round, options]));
}

/**
 * Kashdan (US Chess 34E7): 4 for a win, 2 for a draw, 1 for a loss in played games. Header row
 * labelled "KASH". For the MCA rule (unplayed rounds score 2): =KASHDAN(A1:K40,,,"unplayed=2").
 *
 * @param {Array<Array<string|number>>} crosstable The whole crosstable, header row included (No., Name, Score, R1, R2…).
 * @param {number} player Optional: one player's number, for just that player's value.
 * @param {number} after_round Optional: count only rounds 1 to N.
 * @param {string} options Optional: unplayed=0 (default) or unplayed=2; and how to read the table: notation=us (or chess-results, vega, us-team…), pab=1|0.5|0, mp=3,1,0 (team tables), separated by ";".
 * @return {Array<Array<string|number>>} One column beside the table (or one value when a player is given).
 * @customfunction
 */
export function KASHDAN(crosstable: SheetRange, player?: unknown, after_round?: unknown, options?: unknown): Column {
  return asCustomFunction(() => tiebreakResult(crosstable, specWithOptions('KASH', options), player, after_round), systemCall('KASHDAN', [crosstable, player, after_round, options]));
}

/**
 * Most blacks (US Chess 34E6): the number of games played with black. Needs colours in the
 * table (W12B or W:12:B). Header row labelled "BLACKS".
 *
 * @param {Array<Array<string|number>>} crosstable The whole crosstable, header row included (No., Name, Score, R1, R2…).
 * @param {number} player Optional: one player's number, for just that player's value.
 * @param {number} after_round Optional: count only rounds 1 to N.
 * @param {string} options Optional: how to read the table: notation=us (or chess-results, vega, us-team…), pab=1|0.5|0, mp=3,1,0 (team tables), separated by ";".
 * @return {Array<Array<string|number>>} One column beside the table (or one value when a player is given).
 * @customfunction
 */
export function MOSTBLACKS(crosstable: SheetRange, player?: unknown, after_round?: unknown, options?: unknown): Column {
  return asCustomFunction(() => tiebreakResult(crosstable, specWithOptions('BLACKS', options), player, after_round), systemCall('MOSTBLACKS', [crosstable, player, after_round, options]));
}

/**
 * Fewest whites: the number of games played with white (fewer is better). Needs colours in the
 * table. Header row labelled "WHITES".
 *
 * @param {Array<Array<string|number>>} crosstable The whole crosstable, header row included (No., Name, Score, R1, R2…).
 * @param {number} player Optional: one player's number, for just that player's value.
 * @param {number} after_round Optional: count only rounds 1 to N.
 * @param {string} options Optional: how to read the table: notation=us (or chess-results, vega, us-team…), pab=1|0.5|0, mp=3,1,0 (team tables), separated by ";".
 * @return {Array<Array<string|number>>} One column beside the table (or one value when a player is given).
 * @customfunction
 */
export function FEWESTWHITES(crosstable: SheetRange, player?: unknown, after_round?: unknown, options?: unknown): Column {
  return asCustomFunction(() => tiebreakResult(crosstable, specWithOptions('WHITES', options), player, after_round), systemCall('FEWESTWHITES', [crosstable, player, after_round, options]));
}

/**
 * Buchholz: the sum of the final scores of the opponents met over the board. Header row
 * labelled "BH".
 *
 * @param {Array<Array<string|number>>} crosstable The whole crosstable, header row included (No., Name, Score, R1, R2…).
 * @param {number} player Optional: one player's number, for just that player's value.
 * @param {number} after_round Optional: count only rounds 1 to N.
 * @param {string} options Optional: how to read the table: notation=us (or chess-results, vega, us-team…), pab=1|0.5|0, mp=3,1,0 (team tables), separated by ";".
 * @return {Array<Array<string|number>>} One column beside the table (or one value when a player is given).
 * @customfunction
 */
export function BUCHHOLZ(crosstable: SheetRange, player?: unknown, after_round?: unknown, options?: unknown): Column {
  return asCustomFunction(() => tiebreakResult(crosstable, specWithOptions('BH', options), player, after_round), systemCall('BUCHHOLZ', [crosstable, player, after_round, options]));
}

/**
 * Progressive score: the sum of the player's running score after each round. Header row
 * labelled "PROG".
 *
 * @param {Array<Array<string|number>>} crosstable The whole crosstable, header row included (No., Name, Score, R1, R2…).
 * @param {number} player Optional: one player's number, for just that player's value.
 * @param {number} after_round Optional: count only rounds 1 to N.
 * @param {string} options Optional: how to read the table: notation=us (or chess-results, vega, us-team…), pab=1|0.5|0, mp=3,1,0 (team tables), separated by ";".
 * @return {Array<Array<string|number>>} One column beside the table (or one value when a player is given).
 * @customfunction
 */
export function PROGRESSIVE(crosstable: SheetRange, player?: unknown, after_round?: unknown, options?: unknown): Column {
  return asCustomFunction(() => tiebreakResult(crosstable, specWithOptions('PROG', options), player, after_round), systemCall('PROGRESSIVE', [crosstable, player, after_round, options]));
}

/**
 * Average rating of the opposition (US Chess 34E11), rounded to a whole number; unrated
 * opponents are left out. Header row labelled "ARO".
 *
 * @param {Array<Array<string|number>>} crosstable The whole crosstable, header row included (No., Name, Rating, Score, R1…).
 * @param {number} player Optional: one player's number, for just that player's value.
 * @param {number} after_round Optional: count only rounds 1 to N.
 * @param {string} options Optional: how to read the table: notation=us (or chess-results, vega, us-team…), pab=1|0.5|0, mp=3,1,0 (team tables), separated by ";".
 * @return {Array<Array<string|number>>} One column beside the table (or one value when a player is given).
 * @customfunction
 */
export function AVGOPPRATING(crosstable: SheetRange, player?: unknown, after_round?: unknown, options?: unknown): Column {
  return asCustomFunction(() => tiebreakResult(crosstable, specWithOptions('ARO', options), player, after_round), systemCall('AVGOPPRATING', [crosstable, player, after_round, options]));
}

/**
 * Opposition's performance (US Chess 34E10), as SwissSys prints "Op. perf.": the mean of the
 * performance ratings of the opponents met in played games, rounded half up. It follows
 * SwissSys; its data did not settle forfeits (left out) or unrated players (rated by their
 * games). Header row labelled "OPPPERF".
 *
 * @param {Array<Array<string|number>>} crosstable The whole crosstable, header row included (No., Name, Rating, Score, R1…).
 * @param {number} player Optional: one player's number, for just that player's value.
 * @param {number} after_round Optional: count only rounds 1 to N.
 * @param {string} options Optional: how to read the table: notation=us (or chess-results, vega, us-team…), pab=1|0.5|0, mp=3,1,0 (team tables), separated by ";".
 * @return {Array<Array<string|number>>} One column beside the table (or one value when a player is given).
 * @customfunction
 */
export function OPPPERF(crosstable: SheetRange, player?: unknown, after_round?: unknown, options?: unknown): Column {
  return asCustomFunction(() => tiebreakResult(crosstable, specWithOptions('OPPPERF', options), player, after_round), systemCall('OPPPERF', [crosstable, player, after_round, options]));
}

/**
 * Any tiebreak system by its code (MM, MED, SOLK, CUM, OPPCUM, H2H, SB, KASH, PLAY, GP…; a wrong
 * code lists them all). Options go in the code or after it: =TIEBREAK(A1:K40,"SB","scores=adjusted")
 * or =TIEBREAK(A1:K40,"SB:scores=adjusted"). H2H is counted among players on the same score.
 * On a team crosstable, "GP" gives each team's game points.
 *
 * @param {Array<Array<string|number>>} crosstable The whole crosstable, header row included (No., Name, Score, R1, R2…).
 * @param {string} code The system's code, e.g. "SB" or "SB:scores=adjusted".
 * @param {string} options Optional: the system's options, e.g. "scores=adjusted" or "unplayed=2"; and how to read the table: notation=us, pab=1|0.5|0, mp=3,1,0, fide=2009|2024|2026 (BH, SB, ARO as the FIDE systems), separated by ";".
 * @param {number} player Optional: one player's number, for just that player's value.
 * @param {number} after_round Optional: count only rounds 1 to N.
 * @return {Array<Array<string|number>>} One column beside the table (or one value when a player is given).
 * @customfunction
 */
export function TIEBREAK(crosstable: SheetRange, code: unknown, options?: unknown, player?: unknown, after_round?: unknown): Column {
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
 * @param {string} options Optional: how to read the table: notation=us (or chess-results, vega, us-team…), pab=1|0.5|0, fide=2009|2024|2026, mp=3,1,0 (team tables), separated by ";".
 * @return {Array<Array<string|number>>} The standings table, header row first.
 * @customfunction
 */
export function STANDINGS(crosstable: SheetRange, tiebreaks?: unknown, after_round?: unknown, lot_seed?: unknown, options?: unknown): SheetCell[][] {
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
 * @param {string} options Optional: how to read the table: notation=us (or chess-results, vega, us-team…), pab=1|0.5|0, fide=2009|2024|2026, mp=3,1,0 (team tables), separated by ";".
 * @return {string} The explanation, one line per tiebreak.
 * @customfunction
 */
export function TBEXPLAIN(crosstable: SheetRange, player: unknown, tiebreaks?: unknown, after_round?: unknown, options?: unknown): string {
  return asCustomFunction(() => explanation(crosstable, player, tiebreaks, after_round, options), {
    name: 'TBEXPLAIN',
    args: [crosstable, player, tiebreaks, after_round, options],
    optionsAt: 4,
  });
}
