/**
 * The records FIDE's TRF revision of 2025 ("TRF26", approved by the FIDE Council on 2025-05-12,
 * applied from 2025-09-01; FIDE Handbook C.04 Annex 2) adds to a TRF-16 file, as the export
 * writes them by default (src/write/trf.ts; --trf 2016 leaves them out):
 *   142  the number of rounds;
 *   202  the FIDE tie-breaks that break ties, in C.07's codes ("BH/C1,BH,SB");
 *   212  the same with PTS first: how the standings are defined;
 *   TBK fide <version>  the version of the Tie-Break Regulations the ranking followed, for which
 *        TRF has no field (a TBK line, which other programs ignore, as the export's others are);
 *   240  the byes, one record per kind and round: F full-point, H half-point, Z zero-point,
 *        with the players' starting ranks ("240 H 003    12   17"). The player lines keep their
 *        own bye cells too, so a TRF-16 reader reads the same results.
 * 202 and 212 are written only when every tie-break of the order has a FIDE code: a US or club
 * system (MM, SOLK, CUM…) has none, and a list that left it out would describe another ranking.
 * 162 (scoring) is not written: the file's points are FIDE's defaults, for which 162 is not needed.
 */
import type { Tournament } from '../model/tournament';
import { FIDE_IN_FORCE } from '../tiebreaks/fide/options';
import { TIEBREAKS, TiebreakCode, TiebreakSpec } from '../tiebreaks/registry';

/** The individual systems of C.07, by the code the registry gives them. */
const FIDE_SYSTEMS: ReadonlySet<TiebreakCode> = new Set<TiebreakCode>([
  'FIDE-BH',
  'FB',
  'FIDE-SB',
  'KS',
  'PS',
  'DE',
  'WIN',
  'WON',
  'BPG',
  'BWG',
  'FIDE-ARO',
  'TPR',
  'APRO',
  'GE',
  'AOB',
  'PTP',
  'APPO',
  'STD',
  'TPN',
  'RTNG',
  'REP',
]);

/** The spec's C.07 code ("BH/C1", "SB", "DE"), or undefined for a system FIDE does not name. */
export function fideCode(spec: TiebreakSpec): string | undefined {
  if (!FIDE_SYSTEMS.has(spec.code)) return undefined;
  let modifier: string | undefined;
  for (const option of TIEBREAKS[spec.code].options) {
    const value = spec.options[option.name];
    if (option.modifier) modifier = value === 'none' ? undefined : value;
    // Any other option away from its default (the fide version aside) is not in C.07's codes.
    else if (option.name !== 'fide' && value !== option.default) return undefined;
  }
  const base = spec.code.replace(/^FIDE-/, '');
  return modifier ? `${base}/${modifier}` : base;
}

/** The rules version the order follows: the one its FIDE systems share, else undefined. */
function rulesVersion(order: readonly TiebreakSpec[]): string | undefined {
  const versions = new Set(order.map((s) => s.options.fide).filter((v): v is string => v !== undefined));
  if (versions.size > 1) return undefined;
  return [...versions][0] ?? FIDE_IN_FORCE;
}

/** 202, 212 and the rules version, or nothing when the order is not all FIDE's (or not one version). */
export function tiebreakRecords(order: readonly TiebreakSpec[] | undefined): string[] {
  if (!order || order.length === 0) return [];
  const codes = order.map(fideCode);
  const version = rulesVersion(order);
  if (codes.some((c) => c === undefined) || version === undefined) return [];
  return [`202 ${codes.join(',')}`, `212 ${['PTS', ...codes].join(',')}`, `TBK fide ${version}`];
}

/**
 * The 240 records: for each round, the players with a full-point bye they asked for (F: the
 * player line's F, not the pairing's U), a half-point bye (H) or a zero-point bye without an
 * opponent (Z), in starting-rank order.
 */
export function byeRecords(t: Tournament, pairingBye: (round: number) => boolean): string[] {
  const lines: string[] = [];
  for (let r = 0; r < t.rounds; r++) {
    const byType: Record<'F' | 'H' | 'Z', number[]> = { F: [], H: [], Z: [] };
    for (const p of t.players) {
      const e = p.entries[r];
      if (e?.kind === 'fullBye' && !pairingBye(r)) byType.F.push(p.number);
      else if (e?.kind === 'halfBye') byType.H.push(p.number);
      else if (e?.kind === 'zeroBye' && e.opponent === undefined) byType.Z.push(p.number);
    }
    for (const type of ['F', 'H', 'Z'] as const) {
      const ids = byType[type].sort((a, b) => a - b);
      if (ids.length)
        lines.push(`240 ${type} ${String(r + 1).padStart(3, '0')} ${ids.map((n) => String(n).padStart(4)).join(' ')}`);
    }
  }
  return lines;
}
