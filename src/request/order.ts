/**
 * The tiebreak order a director asks for, worked out in one place: a preset, or codes, and then a
 * FIDE rules version that reads BH, SB and ARO as the FIDE systems (alone, it means the fide
 * preset); nothing asked is the US Chess order. A team table's order (game points placed first)
 * is made from this one by rank(), so it is not a separate request.
 */
import { findPreset, PRESETS } from '../standings/presets';
import { applyConvention } from '../standings/conventions';
import { applyFideRules } from '../standings/fideRules';
import { isTiebreakCode, parseTiebreakSpec, splitTiebreakList, TiebreakSpec } from '../tiebreaks/registry';
import { accepted, Parsed, refused } from './refusal';

export interface OrderRequest {
  /** A preset id (uscf, fide…); blank is none. */
  preset?: string;
  /** Texts of codes ("MM, SOLK, CUM", "SB(scores=adjusted)"), each split at commas, semicolons and spaces. */
  codes?: readonly string[];
  /** A FIDE rules version (checked by parseFideVersion, or refused here as order-invalid). */
  fideRules?: string;
  /**
   * A convention (src/tiebreaks/conventions.ts: fide, vega…), checked by parseConvention: the
   * FIDE systems of the order read as that program reads them; alone, it means the fide preset.
   */
  convention?: string;
  /**
   * The codes come from an argument that may name a preset instead (a custom function's tiebreaks):
   * one preset id is that preset, and one word that is neither is refused as
   * tiebreak-or-preset-unknown rather than as an unknown code.
   */
  mayNamePreset?: boolean;
  /** Drawing of lots is asked for by a seed elsewhere, so LOTS in the codes is refused (lots-in-order). */
  refuseLots?: boolean;
}

/** Whether the request names any order at all (export-trf ranks only when it does). */
export function orderAsked(r: OrderRequest): boolean {
  return !!r.preset || r.codes !== undefined || r.fideRules !== undefined || r.convention !== undefined;
}

/** The order asked for, or a refusal; an unknown code or preset is order-invalid with the engine's explanation. */
export function resolveOrder(r: OrderRequest): Parsed<TiebreakSpec[]> {
  // A blank preset is no preset; codes given blank are refused below as codes-empty.
  if (r.preset && r.codes?.some((t) => t !== '')) return refused('preset-and-codes');
  // Codes typed blank are refused; no texts at all (a saved custom order left empty) is an empty order.
  if (r.codes !== undefined && r.codes.length > 0 && r.codes.every((t) => !t.trim())) return refused('codes-empty');
  try {
    const asked =
      r.codes !== undefined
        ? codesOrder(r.codes, r)
        : r.preset
          ? accepted(ordered(findPreset(r.preset).order))
          : undefined;
    if (asked !== undefined && !asked.ok) return asked;
    const order =
      r.fideRules === undefined ? asked?.value : applyFideRules(asked?.value ?? findPreset('fide').order, r.fideRules);
    if (r.convention === undefined) return accepted(order ?? ordered(findPreset('uscf').order));
    return accepted(applyConvention(order ?? findPreset('fide').order, r.convention));
  } catch (e) {
    return refused('order-invalid', undefined, (e as Error).message);
  }
}

const ordered = (order: readonly TiebreakSpec[]): TiebreakSpec[] => [...order];

/** The order of a codes text (or one preset id where mayNamePreset); throws the engine's Error for an unknown code. */
function codesOrder(texts: readonly string[], r: OrderRequest): Parsed<TiebreakSpec[]> {
  const filled = texts.filter((t) => t.trim());
  const [only] = filled;
  if (
    r.mayNamePreset &&
    filled.length === 1 &&
    only !== undefined &&
    PRESETS.some((p) => p.id === only.trim().toLowerCase())
  ) {
    return accepted(ordered(findPreset(only).order));
  }
  const tokens = filled.flatMap(splitTiebreakList);
  const [token] = tokens;
  if (r.mayNamePreset && tokens.length === 1 && token !== undefined && !isTiebreakCode(codeOf(token))) {
    return refused('tiebreak-or-preset-unknown', token);
  }
  const specs = tokens.map(parseTiebreakSpec);
  if (r.refuseLots && specs.some((s) => s.code === 'LOTS')) return refused('lots-in-order');
  return accepted(specs);
}

/** "SB:scores=adjusted" → "SB": the code a token names. */
function codeOf(token: string): string {
  return (token.split(/[:(]/)[0] ?? '').trim().toUpperCase();
}
