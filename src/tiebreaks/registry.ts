/**
 * Every tiebreak system by its stable code (rules.md §3). A new system is one new file and one
 * line here.
 */
import { averageRating } from './averageRating';
import { buchholz } from './buchholz';
import { cumulative } from './cumulative';
import { fewestWhites } from './fewestWhites';
import { headToHead } from './headToHead';
import { kashdan } from './kashdan';
import { lots } from './lots';
import { median } from './median';
import { modifiedMedian } from './modifiedMedian';
import { mostBlacks } from './mostBlacks';
import { oppCumulative } from './oppCumulative';
import { progressive } from './progressive';
import { scoredInPlay } from './scoredInPlay';
import { solkoff } from './solkoff';
import { sonnebornBerger } from './sonnebornBerger';
import type { Tiebreak, TiebreakCode, TiebreakOptions } from './types';

export const TIEBREAKS: Readonly<Record<TiebreakCode, Tiebreak>> = {
  MM: modifiedMedian,
  MED: median,
  SOLK: solkoff,
  CUM: cumulative,
  OPPCUM: oppCumulative,
  H2H: headToHead,
  BLACKS: mostBlacks,
  WHITES: fewestWhites,
  SB: sonnebornBerger,
  KASH: kashdan,
  PROG: progressive,
  BH: buchholz,
  PLAY: scoredInPlay,
  ARO: averageRating,
  LOTS: lots,
};

export const TIEBREAK_CODES = Object.keys(TIEBREAKS) as TiebreakCode[];

/** A tiebreak as a director asked for it: a code and every option, defaults filled in. */
export interface TiebreakSpec {
  code: TiebreakCode;
  options: TiebreakOptions;
}

export function isTiebreakCode(code: string): code is TiebreakCode {
  return Object.prototype.hasOwnProperty.call(TIEBREAKS, code);
}

/**
 * Reads "SB", "SB:scores=adjusted" or "KASH(unplayed=2)"; case-insensitive codes.
 * Throws an Error that says what was expected.
 */
export function parseTiebreakSpec(text: string): TiebreakSpec {
  const m = /^\s*([A-Za-z0-9]+)\s*(?:[:(]\s*([^)]*?)\s*\)?)?\s*$/.exec(text);
  const code = m ? m[1].toUpperCase() : '';
  if (!m || !isTiebreakCode(code)) {
    throw new Error(`Unknown tiebreak "${text.trim()}". Expected one of ${TIEBREAK_CODES.join(', ')}.`);
  }
  const given: Record<string, string> = {};
  for (const pair of (m[2] ?? '').split(/[;,]/).map((s) => s.trim()).filter(Boolean)) {
    const [name, value] = pair.split('=').map((s) => s.trim());
    given[name.toLowerCase()] = value ?? '';
  }
  return withOptions(code, given);
}

/** Fills in defaults and checks every option against its specification. */
export function withOptions(code: TiebreakCode, given: Readonly<Record<string, string>> = {}): TiebreakSpec {
  const tb = TIEBREAKS[code];
  const options: Record<string, string> = {};
  for (const name of Object.keys(given)) {
    if (!tb.options.some((o) => o.name === name)) {
      const known = tb.options.map((o) => o.name).join(', ') || 'none';
      throw new Error(`${code} has no option "${name}" (its options: ${known}).`);
    }
  }
  for (const spec of tb.options) {
    const value = given[spec.name] ?? spec.default;
    const ok = spec.values === 'integer' ? /^\d+$/.test(value) : spec.values.includes(value);
    if (!ok) {
      const expected = spec.values === 'integer' ? 'a whole number' : spec.values.join(' or ');
      throw new Error(`${code} option ${spec.name}="${value}": expected ${expected}.`);
    }
    options[spec.name] = value;
  }
  return { code, options };
}

/** "SB(scores=adjusted)": the code, with the options that differ from the defaults. */
export function specLabel(spec: TiebreakSpec): string {
  const changed = TIEBREAKS[spec.code].options
    .filter((o) => spec.options[o.name] !== o.default)
    .map((o) => `${o.name}=${spec.options[o.name]}`);
  return changed.length ? `${spec.code}(${changed.join(',')})` : spec.code;
}
