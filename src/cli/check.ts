/**
 * tiebreaks check <file> [--program vega|swiss-manager|swisssys] [--tiebreaks CODES] [--fide-rules V]
 *                  [--format table|json] [--notation ID] [--pab-points P] [--verbose]
 * Another program's printed tiebreak columns against ours, value by value; each difference is
 * explained by a convention that reproduces it, or said to be explained by nothing we know.
 */
import { parseArgs } from 'node:util';
import type { Tournament } from '../model/tournament';
import { parseConvention, resolveOrder } from '../request';
import { checkPrinted, CheckedColumn, CheckResult } from '../request/check';
import { printableText } from '../standings/text';
import { cliRefusalMessage, cliValue, READ_OPTIONS, SECTION_OPTIONS, UsageError } from './options';

export const CHECK_USAGE = `  tiebreaks check <file> [--program vega|swiss-manager|swisssys] [--tiebreaks CODES] [--fide-rules 2009|2024|2026]
                      [--format table|json] [--notation ID] [--pab-points 1|0.5|0] [--section NAME] [--verbose]
                        the tiebreak columns printed beside the results (BH, SB, Solkoff, TB1…)
                        against ours, value by value, each difference explained by a convention
                        or not; --tiebreaks names the event's declared tiebreaks for TB1, TB2…;
                        exit status 1 when a difference is explained by nothing we know
  tiebreaks standings <file> --convention fide|vega|swiss-manager|swisssys [the options of --help]
                        the FIDE systems computed as that program reads C.07 where it departs
                        (fide, the default: FIDE's own calculator); \`tiebreaks systems\` lists
                        each convention's departures and their evidence
`;

export interface CheckCli {
  out(text: string): void;
  readCrosstable(
    file: string,
    values: { notation?: string; 'pab-points'?: string; verbose?: boolean; section?: string },
  ): Tournament;
}

const OPTIONS = {
  program: { type: 'string' },
  tiebreaks: { type: 'string' },
  'fide-rules': { type: 'string' },
  format: { type: 'string', default: 'table' },
  ...READ_OPTIONS,
  // One section of a table of sections, or of a SwissSys event file.
  ...SECTION_OPTIONS,
} as const;

export function check(args: string[], cli: CheckCli): number {
  const { values, positionals } = parseArgs({ args, options: OPTIONS, allowPositionals: true });
  if (positionals.length !== 1) throw new UsageError('check takes exactly one crosstable file.');
  if (values.format !== 'table' && values.format !== 'json')
    throw new UsageError(`--format must be table or json; got "${values.format}".`);
  const program = values.program === undefined ? undefined : cliValue(parseConvention(values.program), values.program);
  if (program === 'fide') throw new UsageError('--program names another program: vega, swiss-manager or swisssys.');
  const declared = declaredOrder(values.tiebreaks);
  const result = checkPrinted(cli.readCrosstable(positionals[0]!, values), {
    declared,
    fideRules: values['fide-rules'],
    program,
  });
  cli.out(values.format === 'json' ? `${JSON.stringify(result, null, 2)}\n` : checkTable(result));
  return result.columns.some((c) => c.unexplained.length) ? 1 : 0;
}

function declaredOrder(text: string | undefined) {
  if (text === undefined) return undefined;
  const order = resolveOrder({ codes: [text] });
  if (!order.ok) throw new UsageError(cliRefusalMessage(order.refusal));
  return order.value;
}

/** One line a column, then one a difference. */
function checkTable(result: CheckResult): string {
  const lines = result.columns.flatMap(columnLines);
  if (!result.columns.length) lines.push('No printed tiebreak column beside the results.');
  if (result.unmatched.length)
    lines.push(`Not checked (no system of that name): ${result.unmatched.map(printableText).join(', ')}`);
  for (const u of result.pasted?.unknown ?? []) lines.push(unknownRow(result.pasted!.header, u));
  return `${lines.join('\n')}\n`;
}

/** "Not checked: A3, No. 9 is no player, or is given twice" for a row of a pasted standings table. */
function unknownRow(header: string, u: { text: string; row?: string; name?: string }): string {
  const what = u.name ? `is ${printableText(u.name)} there, another player's name` : 'is no player, or is given twice';
  return `Not checked: ${u.row ? `the row of ${u.row}, ` : ''}${printableText(header)} ${printableText(u.text)} ${what}`;
}

function columnLines(c: CheckedColumn): string[] {
  const differ = c.explained.length + c.unexplained.length;
  const head = `${printableText(c.printed)} = ${c.system}: ${c.values} values, ${c.same} the same${differ ? `, ${c.explained.length} explained, ${c.unexplained.length} not` : ''}`;
  return [
    head,
    ...c.explained.map(
      (v) => `  #${v.number}: printed ${v.printed}, ours ${v.ours}; --convention ${v.convention} gives it (${v.why})`,
    ),
    ...c.unexplained.map(
      (v) => `  #${v.number}: printed ${v.printed}, ours ${v.ours ?? 'no value'}; nothing we know explains it`,
    ),
  ];
}
