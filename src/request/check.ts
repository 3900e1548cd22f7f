/**
 * Another program's printed tiebreaks checked against ours, value by value (`tiebreaks check`):
 * each printed column beside the results is matched by its header to one of our systems, and
 * each value that differs is explained by the first convention (src/tiebreaks/conventions.ts)
 * that reproduces it, or said to be explained by nothing we know.
 */
import type { Tournament } from '../model/tournament';
import { parsePoints } from '../read/cells';
import { tiebreakColumn } from '../standings/column';
import { rank } from '../standings/rank';
import { applyConvention } from '../standings/conventions';
import { applyFideRules } from '../standings/fideRules';
import { CONVENTIONS, CONVENTION_IDS, ConventionId, DEFAULT_CONVENTION, Departure } from '../tiebreaks/conventions';
import { parseTiebreakSpec, specLabel, TIEBREAKS, TiebreakSpec, withOptions } from '../tiebreaks/registry';

/**
 * Printed headers, lower case, and the system each is (SwissSys, Vega, Swiss-Manager and the
 * clubs' own printouts; refdata-notes.md). "Med" in SwissSys's exports is the Modified Median.
 */
const PRINTED: Readonly<Record<string, string>> = {
  solk: 'SOLK',
  solkoff: 'SOLK',
  med: 'MM',
  'mod. med': 'MM',
  'cumul.': 'CUM',
  'op. cumul.': 'OPPCUM',
  'op. perf.': 'OPPPERF',
  kash: 'KASH',
  bpg: 'BLACKS',
  dire: 'DE',
  de: 'DE',
  cmlt: 'PS',
  buct: 'FIDE-BH',
  bh: 'FIDE-BH',
  buchh: 'FIDE-BH',
  'bh-c1': 'BH/C1',
  buc1: 'BH/C1',
  's-b': 'FIDE-SB',
  sb: 'FIDE-SB',
  win: 'WIN',
  bwg: 'BWG',
  bh_fide2023: 'FIDE-BH(fide=2024)',
  bh_cut1_fide2023: 'BH/C1(fide=2024)',
};

export interface CheckedValue {
  number: number;
  printed: number;
  ours: number | null;
  convention?: ConventionId;
  why?: string;
}

export interface CheckedColumn {
  printed: string;
  system: string;
  values: number;
  same: number;
  explained: CheckedValue[];
  unexplained: CheckedValue[];
}

export interface CheckRequest {
  /** The event's declared tiebreaks, for columns printed as TB1, TB2…; in their order. */
  declared?: readonly TiebreakSpec[];
  /** A FIDE rules version for the FIDE systems (as --fide-rules). */
  fideRules?: string;
  /** Only this program's convention may explain a difference; every one when undefined. */
  program?: ConventionId;
  /**
   * How the front end words why a convention gives a printed value, from the departures that
   * explain it; the CLI's "vur=byes: C.07 2024/2026, 16.2.5: …" when absent.
   */
  word?: (departures: readonly Departure[], id: ConventionId) => string;
}

export interface CheckResult {
  columns: CheckedColumn[];
  /** Headers beside the results that name no system we know (or a TBn with no declared tiebreak). */
  unmatched: string[];
  /**
   * A standings table pasted beside the crosstable, in its own order: the header of its player
   * number column, by which its rows were matched to the players, and each number in it that is
   * no player's, is given twice, or comes with another player's name (`name`, as the pasted
   * Name column gives it), with the cell of the row it is on; those rows are not checked. Absent
   * when the printed values sit on the players' own rows.
   */
  pasted?: { header: string; unknown: { text: string; row?: string; name?: string }[] };
}

/** A pasted table's player-number column: its rows then belong to the players it names, in any order. */
const NUMBER_HEADERS: ReadonlySet<string> = new Set(['no.', 'no', 'nr', 'nr.', 'sno', 'snr', 'start no.', '#']);

/** A printed standings table's other columns: not tiebreaks, and no header to ask for. */
const STANDINGS_HEADERS: ReadonlySet<string> = new Set(
  [
    'rk',
    'rk.',
    'rank',
    'place',
    'pos',
    'pos.',
    'pts',
    'pts.',
    'points',
    'score',
    'total',
    'rtg',
    'rating',
    'elo',
  ].concat(['fed', 'title', 'club', 'name', 'byes']),
);

/** Where each player's printed values are: their own row, or the pasted row that gives their number. */
interface PrintedRows {
  text(player: number, header: string): string | undefined;
  pasted?: CheckResult['pasted'];
}

function printedRows(t: Tournament, headers: readonly string[]): PrintedRows {
  const header = headers.find((h) => NUMBER_HEADERS.has(h.trim().toLowerCase()));
  if (header === undefined) return { text: (i, h) => t.players[i]?.labels?.[h] };
  const names = new Map(t.players.map((p) => [p.number, p.name]));
  const nameHeader = headers.find((h) => h.trim().toLowerCase() === 'name');
  const rowOf = new Map<number, number>();
  const unknown: { text: string; row?: string; name?: string }[] = [];
  t.players.forEach((p, r) => {
    const text = (p.labels?.[header] ?? '').trim();
    if (!text) return;
    const n = Number(text);
    const at = p.cell ? { row: p.cell } : {};
    if (!Number.isInteger(n) || !names.has(n) || rowOf.has(n)) return void unknown.push({ text, ...at });
    // A number column that is really a rank would give each row to another player: the names say so.
    const name = nameHeader === undefined ? '' : (p.labels?.[nameHeader] ?? '').trim();
    if (name && nameKey(name) !== nameKey(names.get(n) ?? '')) return void unknown.push({ text, ...at, name });
    rowOf.set(n, r);
  });
  const text = (i: number, h: string) => {
    const r = rowOf.get(t.players[i]?.number ?? -1);
    return r === undefined ? undefined : t.players[r]?.labels?.[h];
  };
  return { text, pasted: { header, unknown } };
}

/** A name as two programs may both print it: its words in lower case, in any order ("Smith, John" is "John Smith"). */
function nameKey(name: string): string {
  return name
    .toLowerCase()
    .split(/[\s,.]+/)
    .filter(Boolean)
    .sort()
    .join(' ');
}

/**
 * Whether an unmatched column asks for its header to be named: it holds numbers (blanks aside),
 * as a printed tiebreak would, and is none of a standings table's usual columns (Rk, Pts, Rtg). A
 * text column (Fed, Title) is just not a tiebreak.
 */
export function asksForHeader(t: Tournament, header: string): boolean {
  if (STANDINGS_HEADERS.has(header.trim().toLowerCase())) return false;
  const texts = t.players.map((p) => (p.labels?.[header] ?? '').trim()).filter(Boolean);
  return texts.length > 0 && texts.every((x) => parsePoints(x) !== null || Number.isFinite(Number(x)));
}

/** The system a printed header names, or undefined. */
export function systemOfHeader(header: string, declared: readonly TiebreakSpec[] = []): TiebreakSpec | undefined {
  const tb = /^tb\s*(\d+)$/i.exec(header.trim());
  if (tb) return declared[Number(tb[1]) - 1];
  const code = PRINTED[header.trim().toLowerCase()];
  return code === undefined ? undefined : parseTiebreakSpec(code);
}

/** The headers of the other columns, in the order the first rows give them. */
function printedHeaders(t: Tournament): string[] {
  const seen = new Set<string>();
  for (const p of t.players) for (const h of Object.keys(p.labels ?? {})) seen.add(h);
  return [...seen];
}

/** A printed value in the system's unit (quarter points, a count, a rating, hundredths); null when blank or unreadable. */
function printedValue(spec: TiebreakSpec, text: string | undefined): number | null {
  const s = (text ?? '').trim();
  if (!s) return null;
  const unit = TIEBREAKS[spec.code].unit;
  if (unit === 'points') return parsePoints(s);
  const n = Number(s);
  if (!Number.isFinite(n)) return null;
  return unit === 'hundredths' ? Math.round(n * 100) : n;
}

/** A value in the director's unit: points for a points system, else as the system counts it. */
function shown(spec: TiebreakSpec, v: number): number {
  const unit = TIEBREAKS[spec.code].unit;
  return unit === 'points' ? v / 4 : unit === 'hundredths' ? v / 100 : v;
}

/** The departures of a convention that this system takes: why it gives another value. */
export function departuresTaken(id: ConventionId, spec: TiebreakSpec): Departure[] {
  const takes = (option: string) => TIEBREAKS[spec.code].options.some((o) => o.name === option);
  return CONVENTIONS[id].departures.filter((d) => takes(d.option));
}

/** Why a convention gives another value, as the CLI says it: "vur=byes: C.07 2024/2026, 16.2.5: …". */
function why(departures: readonly Departure[]): string {
  return departures.map((d) => `${d.option}=${d.value}: ${d.what}`).join(' ');
}

/** The conventions that may explain a difference, each with its reading of the system (when it has one). */
function alternatives(
  spec: TiebreakSpec,
  program: ConventionId | undefined,
): { id: ConventionId; spec: TiebreakSpec }[] {
  const ids = program ? [program] : CONVENTION_IDS.filter((id) => id !== DEFAULT_CONVENTION);
  return ids
    .map((id) => ({ id, spec: applyConvention([spec], id)[0]! }))
    .filter((a) => specLabel(a.spec) !== specLabel(spec));
}

/**
 * One system's values in table order. A group system (DE) depends on who is still tied after the
 * columns printed before it, so it is ranked with them, as the program ranked.
 */
function valuesOf(t: Tournament, spec: TiebreakSpec, before: readonly TiebreakSpec[]): (number | null)[] {
  if (TIEBREAKS[spec.code].kind === 'player') return tiebreakColumn(t, spec).map((v) => v.value);
  const values: (number | null)[] = t.players.map(() => null);
  for (const row of rank(t, { order: [...before, spec] }).rows)
    values[row.player] = row.values[before.length]?.value ?? null;
  return values;
}

/** What one column is checked with: the table, the columns printed before it, the request. */
interface ColumnCheck {
  t: Tournament;
  rows: PrintedRows;
  before: readonly TiebreakSpec[];
  request: CheckRequest;
}

/**
 * The departures that explain player `i`'s value: of the convention's departures this system
 * takes, those that alone change the value (a 2009 option changes nothing under 2026 rules);
 * all of them when only together they do.
 */
function explaining(c: ColumnCheck, spec: TiebreakSpec, id: ConventionId, i: number, ours: readonly (number | null)[]) {
  const taken = departuresTaken(id, spec);
  if (taken.length < 2) return taken;
  const alone = taken.filter((d) => {
    const one = withOptions(spec.code, { ...spec.options, [d.option]: d.value });
    return valuesOf(c.t, one, c.before)[i] !== ours[i];
  });
  return alone.length ? alone : taken;
}

function checkColumn(c: ColumnCheck, header: string, spec: TiebreakSpec): CheckedColumn {
  const { t, before, request } = c;
  const ours = valuesOf(t, spec, before);
  const others = alternatives(spec, request.program).map((a) => ({ ...a, values: valuesOf(t, a.spec, before) }));
  const word = request.word ?? why;
  const column: CheckedColumn = {
    printed: header,
    system: specLabel(spec),
    values: 0,
    same: 0,
    explained: [],
    unexplained: [],
  };
  t.players.forEach((p, i) => {
    const printed = printedValue(spec, c.rows.text(i, header));
    if (printed === null) return;
    column.values++;
    const mine = ours[i] ?? null;
    if (mine === printed) return void column.same++;
    const base = { number: p.number, printed: shown(spec, printed), ours: mine === null ? null : shown(spec, mine) };
    const by = others.find((o) => o.values[i] === printed);
    if (by)
      column.explained.push({ ...base, convention: by.id, why: word(explaining(c, spec, by.id, i, ours), by.id) });
    else column.unexplained.push(base);
  });
  return column;
}

/** Every printed tiebreak column of the table against ours. */
export function checkPrinted(t: Tournament, request: CheckRequest = {}): CheckResult {
  const columns: CheckedColumn[] = [];
  const unmatched: string[] = [];
  const before: TiebreakSpec[] = [];
  const headers = printedHeaders(t);
  const rows = printedRows(t, headers);
  for (const header of headers) {
    if (header === rows.pasted?.header) continue;
    const named = systemOfHeader(header, request.declared);
    if (!named) {
      unmatched.push(header);
      continue;
    }
    const [spec] = request.fideRules ? applyFideRules([named], request.fideRules) : [named];
    columns.push(checkColumn({ t, rows, before, request }, header, spec!));
    before.push(spec!);
  }
  return { columns, unmatched, ...(rows.pasted ? { pasted: rows.pasted } : {}) };
}
