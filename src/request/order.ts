/**
 * The tiebreak order a director asks for, worked out in one place: a preset, or codes, and then a
 * FIDE rules version that reads BH, SB and ARO as the FIDE systems (alone, it means the fide
 * preset); nothing asked is the US Chess order. A team table's order (game points placed first)
 * is made from this one by rank(), so it is not a separate request.
 */
import { findPreset, PRESETS } from '../standings/presets';
import { DEFAULT_MISSING_DATA, MissingDataDefault } from '../standings/missingData';
import { applyConvention } from '../standings/conventions';
import { applyFideRules } from '../standings/fideRules';
import { namesTiebreak, parseTiebreakSpec, splitTiebreakList, TiebreakSpec } from '../tiebreaks/registry';
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

/**
 * The most tiebreak codes one order may list. Each code breaks only the ties the ones before it
 * leave, so a real order is short: the longest preset has 8 (mca), US Chess 34E lists 13 systems
 * and FIDE C.07 about 20. Thousands once overflowed the stack (the ranking splits ties one code
 * deeper at a time), and every code is a column of the standings.
 */
export const MAX_TIEBREAKS = 30;

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

/**
 * What a tie that reaches a tiebreak the table has no data for does unless the director says: the
 * named rule set's own reading (src/standings/presets.ts), else the default for an order of codes.
 */
export function missingDataDefault(r: OrderRequest): MissingDataDefault {
  const [only, ...more] = (r.codes ?? []).filter((t) => t.trim());
  const named =
    r.codes === undefined ? r.preset : r.mayNamePreset && only !== undefined && !more.length ? only : undefined;
  const preset = named ? PRESETS.find((p) => p.id === named.trim().toLowerCase()) : undefined;
  if (preset) return preset.missingData;
  return r.fideRules !== undefined && r.codes === undefined ? findPreset('fide').missingData : DEFAULT_MISSING_DATA;
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
  if (r.mayNamePreset && tokens.length === 1 && token !== undefined && !namesTiebreak(codeOf(token))) {
    return refused('tiebreak-or-preset-unknown', token);
  }
  if (tokens.length > MAX_TIEBREAKS) return refused('too-many-tiebreaks', String(tokens.length));
  const specs = tokens.map(parseTiebreakSpec);
  if (r.refuseLots && specs.some((s) => s.code === 'LOTS')) return refused('lots-in-order');
  return accepted(specs);
}

/** "SB:scores=adjusted" → "SB": the name a token starts with. */
function codeOf(token: string): string {
  return (token.split(/[:(]/)[0] ?? '').trim();
}
