/**
 * The tie-breaks a TRF names (FIDE's TRF revision of 2025, "TRF26"): record 202, the FIDE
 * tie-breaks that break ties, as a comma-separated list of C.07 codes ("BH/C1,BH,SB"), and
 * record 212, the same list that defines the standings, with PTS first ("PTS,BH/C1,BH,SB").
 * TRF has no field for the version of the Tie-Break Regulations; this program's export adds a
 * `TBK fide 2024` line (a record type other programs ignore) so the file is ranked as it was.
 */
import type { TrfLine } from './trf';

export interface TrfTiebreaks {
  /** The C.07 codes, in order, as the file writes them ("BH/C1", "SB"), PTS left out. */
  codes: string[];
  /** The rules version of a `TBK fide` line, when there is one. */
  version?: string;
  /** Where the record is ("line 4", "A4"), for messages. */
  where: string;
}

/** "PTS,BH/C1, BH ,SB" → ["PTS", "BH/C1", "BH", "SB"]. */
function codeList(text: string): string[] {
  return text
    .split(/[,\s]+/)
    .map((c) => c.trim())
    .filter(Boolean);
}

/**
 * The file's tie-breaks, or undefined when it names none. 212 defines the standings and is read
 * when it starts with PTS (an individual event's standings); else 202.
 */
export function trfTiebreaks(lines: readonly TrfLine[]): TrfTiebreaks | undefined {
  let standings: TrfTiebreaks | undefined;
  let ties: TrfTiebreaks | undefined;
  let version: string | undefined;
  for (const line of lines) {
    const text = line.text.replace(/\r$/, '');
    const tag = text.slice(0, 3);
    const kept = /^TBK\s+fide\s+(\S+)\s*$/i.exec(text);
    if (kept) version = kept[1];
    if (tag === '212') {
      const codes = codeList(text.slice(4));
      if (codes[0]?.toUpperCase() === 'PTS') standings = { codes: codes.slice(1), where: line.where };
    } else if (tag === '202') ties = { codes: codeList(text.slice(4)), where: line.where };
  }
  const found = standings ?? ties;
  return found && { ...found, ...(version === undefined ? {} : { version }) };
}
