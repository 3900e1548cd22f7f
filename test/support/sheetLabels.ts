/**
 * The CLI's tiebreak labels ("SB(scores=adjusted)", a JSON and CSV contract) as the Standings
 * sheet heads its columns ("SB", src/standings/columnWords.ts): the parity tests compare the two
 * through this one mapping, made by the add-on's own sheetHeaders.
 */
import { sheetHeaders } from '../../src/standings/columnWords';
import { parseTiebreakSpec } from '../../src/tiebreaks/registry';

/** Each CLI label → the sheet's header for the same column. */
export function sheetLabels(cliLabels: readonly string[]): Map<string, string> {
  // "H2H#2": the CLI's second listing of a code; the spec is the code's.
  const headers = sheetHeaders(cliLabels.map((l) => parseTiebreakSpec(l.replace(/#\d+$/, ''))));
  return new Map(cliLabels.map((l, i) => [l, headers[i] ?? l]));
}

/** A CLI text that starts with a label ("SB(scores=adjusted) 14 vs 13") as the sheet writes it ("SB 14 vs 13"). */
export function onSheet(text: string, labels: ReadonlyMap<string, string>): string {
  for (const [cli, sheet] of labels)
    if (text === cli || text.startsWith(`${cli} `)) return sheet + text.slice(cli.length);
  return text;
}
