/**
 * Every tiebreak system by its stable code (rules.md §3). A new system is one new file and one
 * line here.
 *
 * FIDE systems (C.07) sit beside the US and club ones. Where a code is already taken (BH is the
 * Lothian Buchholz, SB is US 34E8, ARO is US 34E11) the FIDE system is registered as FIDE-BH,
 * FIDE-SB, FIDE-ARO; a modifier can only mean FIDE, so "BH/C1" reads as FIDE-BH with Cut-1 and
 * prints back the same way. The FIDE rule version is the option fide=2009|2024|2026.
 */
import { didYouMean } from '../model/nearest';
import { ALIASES, AMBIGUOUS, foldAlias, joinAliasWords } from './aliases';
import { quoteText } from '../model/problems';
import { averageRating } from './averageRating';
import { buchholz } from './buchholz';
import { cumulative } from './cumulative';
import { fewestWhites } from './fewestWhites';
import { gamePoints } from './gamePoints';
import { headToHead } from './headToHead';
import { kashdan } from './kashdan';
import { lots } from './lots';
import { median } from './median';
import { modifiedMedian } from './modifiedMedian';
import { mostBlacks } from './mostBlacks';
import { oppCumulative } from './oppCumulative';
import { oppPerformance } from './oppPerformance';
import { progressive } from './progressive';
import { scoredInPlay } from './scoredInPlay';
import { solkoff } from './solkoff';
import { sonnebornBerger } from './sonnebornBerger';
import { averagePerformance } from './fide/averagePerformance';
import { fideAverageRating } from './fide/averageRating';
import { blackGames } from './fide/blackGames';
import { blackWins } from './fide/blackWins';
import { fideBuchholz } from './fide/buchholz';
import { directEncounter } from './fide/directEncounter';
import { foreBuchholz } from './fide/foreBuchholz';
import { gamesWon } from './fide/gamesWon';
import { koya } from './fide/koya';
import { tournamentPerformance } from './fide/performance';
import { progressiveScores } from './fide/progressive';
import { fideSonnebornBerger } from './fide/sonnebornBerger';
import { wins } from './fide/wins';
import { gamesElected } from './fide/gamesElected';
import { opponentsBuchholz } from './fide/opponentsBuchholz';
import { perfectTournamentPerformance } from './fide/perfectPerformance';
import { averagePerfectPerformance } from './fide/averagePerfectPerformance';
import { standardPoints } from './fide/standardPoints';
import { pairingNumber } from './fide/pairingNumber';
import { ownRating } from './fide/ownRating';
import { roundsElected } from './fide/roundsElected';
import { emmsb } from './fide/team/emmsb';
import { emgsb } from './fide/team/emgsb';
import { egmsb } from './fide/team/egmsb';
import { eggsb } from './fide/team/eggsb';
import { teamDirectEncounter } from './fide/team/directEncounter';
import { boardCount, bottomBoardElimination, topBoardResult } from './fide/team/boards';
import { gameBuchholz } from './fide/team/gameBuchholz';
import { sssc } from './fide/team/scoreStrength';
import type { OptionSpec, Tiebreak, TiebreakOptions } from './types';

/** The table the codes are read from: its keys are the codes, nothing else lists them. */
const SYSTEMS = {
  MM: modifiedMedian,
  HARKNESS: median,
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
  OPPPERF: oppPerformance,
  ARO: averageRating,
  LOTS: lots,
  GP: gamePoints,
  // FIDE C.07 systems. Where a US or club system already owns the acronym (BH, SB, ARO), the FIDE
  // system is registered as FIDE-XX and printed as XX/C1 once it carries a modifier.
  'FIDE-BH': fideBuchholz,
  FB: foreBuchholz,
  'FIDE-SB': fideSonnebornBerger,
  KS: koya,
  PS: progressiveScores,
  DE: directEncounter,
  WIN: wins,
  WON: gamesWon,
  BPG: blackGames,
  BWG: blackWins,
  'FIDE-ARO': fideAverageRating,
  TPR: tournamentPerformance,
  APRO: averagePerformance,
  GE: gamesElected,
  AOB: opponentsBuchholz,
  PTP: perfectTournamentPerformance,
  APPO: averagePerfectPerformance,
  // Named in C.07 from 2026: standard points (7.7), pairing number (7.8), own rating (10.6), and
  // REP (7.6), GE's 2026 name.
  STD: standardPoints,
  TPN: pairingNumber,
  RTNG: ownRating,
  REP: roundsElected,
  // FIDE C.07 team systems (Extended Sonneborn-Berger, 13.2).
  EMMSB: emmsb,
  EMGSB: emgsb,
  EGMSB: egmsb,
  EGGSB: eggsb,
  // The rest of C.07's team section: direct encounter for teams (13.3), board systems (12).
  EDE: teamDirectEncounter,
  BC: boardCount,
  TBR: topBoardResult,
  BBE: bottomBoardElimination,
  GBH: gameBuchholz,
  SSSC: sssc,
} satisfies Record<string, Tiebreak>;

/** The closed set of tiebreak systems (rules.md §3): the registry's keys. */
export type TiebreakCode = keyof typeof SYSTEMS;

export const TIEBREAKS: Readonly<Record<TiebreakCode, Tiebreak>> = SYSTEMS;

export const TIEBREAK_CODES = Object.keys(TIEBREAKS) as TiebreakCode[];

// A system's own code is what its explanations and labels print: a line filed under another key
// would print a code the director cannot type back. Checked once, when the registry loads.
for (const code of TIEBREAK_CODES) {
  if (TIEBREAKS[code].code !== code)
    throw new Error(`Registry: the system under "${code}" calls itself "${TIEBREAKS[code].code}".`);
}

/** A tiebreak as a director asked for it: a code and every option, defaults filled in. */
export interface TiebreakSpec {
  code: TiebreakCode;
  options: TiebreakOptions;
}

export function isTiebreakCode(code: string): code is TiebreakCode {
  return hasOwn(TIEBREAKS, code);
}

// An alias must name a system of the table, or a director's copied column would be refused.
for (const [alias, { code }] of Object.entries(ALIASES)) {
  if (!isTiebreakCode(code)) throw new Error(`Registry: the alias "${alias}" names "${code}", which is no code.`);
}

/**
 * The code a director's name stands for: the code itself (any case), another program's name for
 * it (SwissSys "Op. cumul." → OPPCUM), or undefined; a name of two systems throws, naming both.
 */
export function codeOfName(name: string): TiebreakCode | undefined {
  const folded = foldAlias(name);
  const ambiguous = ownValue(AMBIGUOUS, folded);
  if (ambiguous !== undefined) throw new Error(`"${name.trim()}" ${ambiguous}`);
  const upper = name.trim().toUpperCase();
  if (isTiebreakCode(upper)) return upper;
  const alias = hasOwn(ALIASES, folded) ? ALIASES[folded]?.code : undefined;
  return alias !== undefined && isTiebreakCode(alias) ? alias : undefined;
}

/** Whether a token names a system (a code, an alias, or a name of two systems, refused when read). */
export function namesTiebreak(name: string): boolean {
  const folded = foldAlias(name);
  return hasOwn(AMBIGUOUS, folded) || hasOwn(ALIASES, folded) || isTiebreakCode(name.trim().toUpperCase());
}

/** A name typed by a director looked up as the object's own key, never one it inherits ("constructor", "__proto__"). */
function hasOwn(o: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(o, key);
}

/** The value `o` holds under `key` itself, never one it inherits. */
function ownValue(o: Readonly<Record<string, string>>, key: string): string | undefined {
  return hasOwn(o, key) ? o[key] : undefined;
}

/** The option written after a slash ("BH/C1"), if the system has one. */
function modifierOf(code: TiebreakCode): OptionSpec | undefined {
  return TIEBREAKS[code].options.find((o) => o.modifier);
}

/** "FIDE-BH" for "BH" when the FIDE system sits beside a US or club one of that name. */
function fideTwin(code: string): TiebreakCode | undefined {
  const twin = `FIDE-${code}`;
  return isTiebreakCode(twin) ? twin : undefined;
}

/**
 * Reads "SB", "SB:scores=adjusted", "KASH(unplayed=2)", and the FIDE forms "BH/C1", "PS/C1",
 * "ARO/M2", "FIDE-BH", "BH/C1(fide=2009)", "BH(fide=2024)"; case-insensitive codes.
 * A modifier, or a fide= option, on a code whose own system takes none names the FIDE system of
 * that name (BH/C1 is FIDE-BH cut 1). Throws an Error that says what was expected.
 */
export function parseTiebreakSpec(typed: string): TiebreakSpec {
  const text = withOwnCode(typed);
  const m = /^\s*([A-Za-z][A-Za-z0-9-]*)((?:\s*\/\s*[A-Za-z0-9]+)*)\s*(?:[:(]([^)]*)(?:\)\s*)?)?$/.exec(text);
  // A pasted page is quoted by its start and length, not whole.
  const unknown = () =>
    new Error(
      `Unknown tiebreak ${quoteText(text.trim(), 40)}.${m?.[1] ? didYouMean(m[1], TIEBREAK_CODES) : ''} Expected one of ${TIEBREAK_CODES.join(', ')}, or a FIDE code with a modifier such as BH/C1.`,
    );
  // Groups 1 and 2 always take part in a match; group 3 (the options) may not.
  if (!m || m[1] === undefined || m[2] === undefined) throw unknown();
  let name = m[1].toUpperCase();
  if (!isTiebreakCode(name) && name.startsWith('FIDE-') && isTiebreakCode(name.slice(5))) name = name.slice(5);
  const modifiers = m[2]
    .split('/')
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
  const given = optionsGiven(name, m[3] ?? '');
  let code: TiebreakCode | undefined = isTiebreakCode(name) ? name : undefined;
  const takes = (c: TiebreakCode | undefined, option: string) =>
    c !== undefined && TIEBREAKS[c].options.some((o) => o.name === option);
  if (modifiers.length && !(code && modifierOf(code))) code = fideTwin(name) ?? code;
  else if (hasOwn(given, 'fide') && !takes(code, 'fide')) code = fideTwin(name) ?? code;
  if (!code) throw unknown();
  const [modifier] = modifiers;
  if (modifier !== undefined) {
    const spec = modifierOf(code);
    if (!spec) throw new Error(`${name} takes no modifier ("/${modifier}").`);
    if (modifiers.length > 1) throw new Error(`${name}: one modifier at most; got /${modifiers.join('/')}.`);
    if (hasOwn(given, spec.name))
      throw new Error(`${name}: the modifier is given twice (/${modifier} and ${spec.name}=).`);
    given[spec.name] = modifier;
  }
  return withOptions(code, given);
}

/**
 * "minus=lowest; unplayed=2" as option name → value. An option given twice is refused naming
 * both, even with the same value, as a table option is (src/sheets/tableOptions.ts): one of the
 * two was not meant, and which one is not ours to guess.
 */
function optionsGiven(code: string, text: string): Record<string, string> {
  // No prototype: an option named "__proto__" or "constructor" is a name like any other, and refused as unknown.
  const given: Record<string, string> = Object.create(null);
  const typed = new Map<string, string>();
  for (const pair of text
    .split(/[;,]/)
    .map((s) => s.trim())
    .filter(Boolean)) {
    // split gives at least one part.
    const [optionName, value] = pair.split('=').map((s) => s.trim()) as [string, ...string[]];
    const key = optionName.toLowerCase();
    const first = typed.get(key);
    if (first !== undefined)
      throw new Error(`${code}: ${key} is given twice ("${first}" and "${pair}"); expected it once.`);
    typed.set(key, pair);
    given[key] = value ?? '';
  }
  return given;
}

/**
 * "Op. cumul.(…)" → "OPPCUM(…)": another program's name for a system replaced by our code; a name
 * of two systems refused (codeOfName). Anything else is left for parseTiebreakSpec to read.
 */
function withOwnCode(text: string): string {
  const cut = text.search(/[:(/]/);
  const head = cut < 0 ? text : text.slice(0, cut);
  const code = codeOfName(head);
  return code === undefined ? text : `${code}${cut < 0 ? '' : text.slice(cut)}`;
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
    let value = ownValue(given, spec.name) ?? spec.default;
    if (spec.modifier && value.toLowerCase() !== 'none') value = value.toUpperCase();
    const ok = spec.values === 'integer' ? /^\d+$/.test(value) : spec.values.includes(value);
    if (!ok) {
      const expected = spec.values === 'integer' ? 'a whole number' : spec.values.join(' or ');
      throw new Error(`${code} option ${spec.name}="${value}": expected ${expected}.`);
    }
    options[spec.name] = value;
  }
  return { code, options };
}

/**
 * "SB(scores=adjusted)": the code, with the options that differ from the defaults. A modifier is
 * written after a slash, on the FIDE acronym: FIDE-BH with Cut-1 is "BH/C1", under 2009 rules
 * "BH/C1(fide=2009)"; plain FIDE Buchholz stays "FIDE-BH" (BH alone is the Lothian system).
 */
export function specLabel(spec: TiebreakSpec): string {
  const options = TIEBREAKS[spec.code].options;
  const modifier = options.find((o) => o.modifier && spec.options[o.name] !== o.default);
  const head = modifier ? `${spec.code.replace(/^FIDE-/, '')}/${spec.options[modifier.name]}` : spec.code;
  const changed = options
    .filter((o) => !o.modifier && spec.options[o.name] !== o.default)
    .map((o) => `${o.name}=${spec.options[o.name]}`);
  return changed.length ? `${head}(${changed.join(',')})` : head;
}

/**
 * Splits "MM, SOLK CUM" or "SB:scores=adjusted,KASH(unplayed=2)" into one text per tiebreak:
 * commas, semicolons and spaces separate codes, except inside a "(...)" option list. A comma or
 * semicolon with no code before it, or none after it ("MM,,SOLK", ",") is an empty code: an
 * Error, not a shorter order.
 */
export function splitTiebreakList(given: string): string[] {
  // "Mod. Med" and "Op. cumul." are one name each, not two codes.
  const text = joinAliasWords(given);
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  // Codes since the last comma or semicolon (or the start).
  let codes = 0;
  let separators = 0;
  const push = () => {
    if (cur) {
      out.push(cur);
      codes++;
    }
    cur = '';
  };
  for (const ch of text) {
    if (ch === '(') depth++;
    if (ch === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && /[,;\s]/.test(ch)) {
      push();
      if (ch === ',' || ch === ';') {
        if (!codes) throw emptyCode(given, separators + 1);
        codes = 0;
        separators++;
      }
    } else cur += ch;
  }
  push();
  if (separators && !codes) throw emptyCode(given, separators + 1);
  return out;
}

function emptyCode(text: string, position: number): Error {
  return new Error(
    `"${text.trim()}" has an empty tiebreak code (code ${position} of the list is blank); expected codes separated by commas, such as "MM, SOLK, CUM".`,
  );
}
