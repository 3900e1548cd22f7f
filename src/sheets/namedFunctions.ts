/**
 * The named custom functions: =MODMEDIAN(A1:K40) is the column =TIEBREAK(A1:K40, "MM") gives,
 * under a name a director finds in the formula helper. A new one is one more line in
 * NAMED_FUNCTIONS.
 *
 * scripts/build.mjs makes each line a top-level function of dist/Code.js, where Sheets looks for
 * custom functions, with the parameters of namedFunction below (less its name) and the JSDoc that
 * namedFunctionDoc writes from the registry's own name, rule, summary and option help (Sheets
 * reads autocomplete help from it).
 */
import { TIEBREAKS, type TiebreakCode } from '../tiebreaks/registry';
import type { OptionSpec, Tiebreak } from '../tiebreaks/types';
import { asCustomFunction, type SheetCell, type SheetRange, specWithOptions, systemCall } from './arguments';
import { tiebreakResult } from './columns';

/**
 * Function name and its system's code. The name is not a Sheets built-in (MEDIAN is one, hence
 * HARKNESS) and is the public surface: test/bundle/surface.ts lists it too.
 */
export const NAMED_FUNCTIONS = [
  ['MODMEDIAN', 'MM'],
  ['SOLKOFF', 'SOLK'],
  ['CUMULATIVE', 'CUM'],
  ['OPPCUMULATIVE', 'OPPCUM'],
  ['HARKNESS', 'HARKNESS'],
  ['SONNEBORNBERGER', 'SB'],
  ['KASHDAN', 'KASH'],
  ['MOSTBLACKS', 'BLACKS'],
  ['FEWESTWHITES', 'WHITES'],
  ['BUCHHOLZ', 'BH'],
  ['PROGRESSIVE', 'PROG'],
  ['AVGOPPRATING', 'ARO'],
  ['OPPPERF', 'OPPPERF'],
] as const satisfies readonly (readonly [string, TiebreakCode])[];

export type NamedFunction = (typeof NAMED_FUNCTIONS)[number][0];

const CODES: ReadonlyMap<string, TiebreakCode> = new Map(NAMED_FUNCTIONS);

/** The system a named function gives. */
export function namedFunctionCode(name: NamedFunction): TiebreakCode {
  const code = CODES.get(name);
  if (code === undefined) throw new Error(`${name} is not a named custom function.`);
  return code;
}

/**
 * The body of every named function: its system's column beside the table (one value when a
 * player is given). Errors are worded with the function's own name and arguments.
 */
export function namedFunction(
  name: NamedFunction,
  crosstable: SheetRange,
  player?: unknown,
  after_round?: unknown,
  options?: unknown,
): SheetCell | SheetCell[][] {
  const code = namedFunctionCode(name);
  return asCustomFunction(
    () => tiebreakResult(crosstable, specWithOptions(code, options), player, after_round),
    systemCall(name, [crosstable, player, after_round, options]),
  );
}

/** The options argument's own help, for every named function (src/sheets/tableOptions.ts). */
const TABLE_OPTIONS_HELP =
  'how to read the table: notation=us (or chess-results, vega, us-team…), pab=1|0.5|0, mp=3,1,0 (team tables), ' +
  'section=K-5 (one section of a table with a Section column; without it, each row gets its value within its own section), separated by ";"';

/** Lines of the JSDoc's description, wrapped as the hand-written blocks are. */
const WRAP = 96;

/**
 * The JSDoc of the stub of function `name` giving system `code` (one line of NAMED_FUNCTIONS),
 * from the registry: what the director sees in the formula helper. The @param names are
 * namedFunction's; test/bundle checks they agree.
 */
export function namedFunctionDoc(name: string, code: TiebreakCode): string {
  const tb: Tiebreak = TIEBREAKS[code];
  // A custom function refuses a board-by-board sheet (src/sheets/readCrosstable.ts): such a
  // system would have a function that can only fail.
  if (tb.needsBoardResults)
    throw new Error(`${name}: ${code} needs a board-by-board sheet, which custom functions do not read.`);
  // Lots need a seed, which only STANDINGS takes (TIEBREAK refuses LOTS for the same reason).
  if (code === 'LOTS') throw new Error(`${name}: drawing of lots needs a seed, which only STANDINGS takes.`);
  const about = [
    `${tb.name} (${tb.rule}). ${tb.summary}`,
    tb.needs?.includes('colours') ? 'Needs colours in the table (W12B or W:12:B).' : '',
    tb.needsTeams ? 'Needs a team crosstable (one row per team).' : '',
    `One value per row of the crosstable, header row labelled "${code}"; the same as =TIEBREAK(crosstable, "${code}").`,
    example(name, tb.options),
  ];
  return [
    '/**',
    ...wrap(about.filter(Boolean).join(' ')).map((line) => ` * ${line}`),
    ' *',
    ' * @param {Array<Array<string|number>>} crosstable The whole crosstable, header row included (No., Name, Score, R1, R2…).',
    " * @param {number} player Optional: one player's number, for just that player's value.",
    ' * @param {number} after_round Optional: count only rounds 1 to N.',
    ` * @param {string} options Optional: ${optionsHelp(tb.options)}.`,
    ' * @return {Array<Array<string|number>>} One column beside the table (or one value when a player is given).',
    ' * @customfunction',
    ' */',
  ].join('\n');
}

/**
 * The system's options, then the table's: "minus=highest|lowest, default highest. What a minus
 * score drops… And how to read the table…". fide= is left out: in an options argument it is the
 * table's (how to read BH, SB, ARO), which a named function refuses (specWithOptions).
 */
function optionsHelp(options: readonly OptionSpec[]): string {
  const own = options
    .filter((o) => o.name !== 'fide')
    .map(
      (o) =>
        `${o.name}=${o.values === 'integer' ? 'N' : o.values.join('|')}, default ${o.default}. ${o.help.replace(/\.?$/, '.')}`,
    );
  return own.length ? `${own.join(' ')} And ${TABLE_OPTIONS_HELP}` : TABLE_OPTIONS_HELP;
}

/** "For example =SONNEBORNBERGER(A1:K40,,,"scores=adjusted")": the first option set to another of its values. */
function example(name: string, options: readonly OptionSpec[]): string {
  for (const o of options) {
    if (o.name === 'fide' || o.values === 'integer') continue;
    const other = o.values.find((v) => v !== o.default);
    if (other !== undefined) return `For example =${name}(A1:K40,,,"${o.name}=${other}").`;
  }
  return '';
}

/** Words into lines of at most WRAP characters (a longer word keeps its own line). */
function wrap(text: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > WRAP) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
