/**
 * Standings as people and programs read them: the JSON contract of the CLI, CSV, a text table,
 * and the "decided by" words shown to the director ("SOLK 14½ vs 13½").
 */
import { formatPoints, toPoints } from '../model/points';
import { CrosstableError } from '../model/problems';
import { at } from '../tiebreaks/lookup';
import { TIEBREAKS, TiebreakSpec, specLabel } from '../tiebreaks/registry';
import type { TiebreakValue } from '../tiebreaks/types';
import type { StandingRow, Standings } from './rank';
import { CsvCell, csvLine, CsvOptions, fixedWidthLines, numberedRepeats } from './text';
import { lotsDrawn, lotsNumberWords } from './lotsDrawn';
import { columnLegend, sheetHeaders } from './columnWords';

/** A tiebreak value as a director reads it: points with ½, counts and ratings plain. */
export function formatValue(spec: TiebreakSpec, value: number | null): string {
  if (value === null) return ''; // no value (src/tiebreaks/types.ts)
  const unit = TIEBREAKS[spec.code].unit;
  // AOB is printed to two decimals, as the FIDE exercises print it (13.40, not 13.4).
  if (unit === 'hundredths') return (value / 100).toFixed(2);
  return unit === 'points' ? formatPoints(value) : String(value);
}

/** A tiebreak value as a plain JSON or sheet number (4.5, not "4½"). */
export function numericValue(spec: TiebreakSpec, value: number | null): number | null {
  if (value === null) return null; // no value (src/tiebreaks/types.ts)
  const unit = TIEBREAKS[spec.code].unit;
  if (unit === 'hundredths') return value / 100;
  return unit === 'points' ? toPoints(value) : value;
}

/**
 * The value each tiebreak column shows a director, row by row (null: a blank cell): the tiebreak's
 * value, and for the drawing of lots the order drawn within the tie, not the lot (lotsDrawn.ts).
 * The JSON and CSV keep the values themselves.
 */
export function shownValues(s: Standings): (number | null)[][] {
  const drawn = s.order.some((spec) => spec.code === 'LOTS') ? lotsDrawn(s) : [];
  return s.rows.map((row, r) =>
    s.order.map((spec, i) => (spec.code === 'LOTS' ? (drawn[r] ?? null) : (row.values[i]?.value ?? null))),
  );
}

/** "1900 = opponents …", or "no value: opponents …; nothing left to average" (--explain, TBEXPLAIN). */
export function explainedValue(spec: TiebreakSpec, v: TiebreakValue): string {
  return v.value === null ? `no value: ${v.explain()}` : `${formatValue(spec, v.value)} = ${v.explain()}`;
}

/** "14½ vs 13½", "1900 vs no value", or how a group system placed the row (DE: "1 vs 0 among 2 again, C.07 6.2"). */
export function separation(spec: TiebreakSpec, d: { above: number | null; here: number | null; how?: string }): string {
  const shown = (x: number | null) => (x === null ? 'no value' : formatValue(spec, x));
  return d.how ?? `${shown(d.above)} vs ${shown(d.here)}`;
}

/**
 * Column labels for an order: specLabel, with "#2", "#3" added to a tiebreak listed again
 * (e.g. H2H before and after KASH), so every JSON key and sheet header is distinct.
 */
export function orderLabels(order: readonly TiebreakSpec[]): string[] {
  return numberedRepeats(order.map(specLabel), (label, n) => `${label}#${n}`);
}

/** orderLabels of the standings' order, worked out once per standings: "decided by" asks for every row. */
const LABELS = new WeakMap<Standings, readonly string[]>();
function labelsOf(standings: Standings): readonly string[] {
  let labels = LABELS.get(standings);
  if (!labels) LABELS.set(standings, (labels = orderLabels(standings.order)));
  return labels;
}

/** "SOLK" (the tiebreak's column label), "score", "shared", or null for the first row. */
export function decidedByCode(standings: Standings, row: StandingRow): string | null {
  const d = row.decidedBy;
  switch (d.by) {
    case 'top':
      return null;
    case 'score':
    case 'shared':
      return d.by;
    case 'tiebreak':
      return at(labelsOf(standings), d.index);
  }
}

/**
 * "SOLK 14½ vs 13½" (the row above's value, then this row's), "score 4 vs 3½", "shared", "lot,
 * seed 1234"; with the tiebreaks the tie went past, "SB 10 vs 8 (BLACKS passed over: this table
 * has no colours)". `labels` name the columns: the CLI's (orderLabels) unless a sheet gives its
 * own (columnWords.ts).
 */
export function decidedByText(
  standings: Standings,
  row: StandingRow,
  labels: readonly string[] = labelsOf(standings),
): string {
  const d = row.decidedBy;
  const decided = decisionText(standings, d, labels);
  return d.by === 'tiebreak' || d.by === 'shared' ? withPassed(standings, decided, d.passed, labels) : decided;
}

/** `text (BLACKS passed over: this table has no colours)` when the tie went past any tiebreak. */
function withPassed(
  s: Standings,
  text: string,
  passed: readonly number[] | undefined,
  labels: readonly string[],
): string {
  return passed?.length ? `${text} (${passed.map((i) => passedOverWords(s, i, labels)).join('; ')})` : text;
}

/** "BLACKS passed over: this table has no colours". */
export function passedOverWords(s: Standings, index: number, labels: readonly string[] = labelsOf(s)): string {
  return `${at(labels, index)} passed over: ${whyPassed(s, index)}`;
}

/** Why tiebreak `index` was passed over: "this table has no colours". One the table could give was never passed over. */
export function whyPassed(s: Standings, index: number): string {
  const lacking = at(s.unavailable, index);
  if (!lacking) throw new Error(`${at(s.order, index).code} was passed over, but the table gives what it needs.`);
  return lacking.why;
}

function decisionText(standings: Standings, d: StandingRow['decidedBy'], labels: readonly string[]): string {
  switch (d.by) {
    case 'top':
      return '';
    case 'shared':
      return 'shared';
    case 'score':
      // A team table is sorted by match points (Tournament.scoring).
      return `${standings.tournament.scoring ? 'MP' : 'score'} ${formatPoints(d.above)} vs ${formatPoints(d.here)}`;
    case 'tiebreak': {
      const spec = at(standings.order, d.index);
      if (spec.code === 'LOTS') return lotsNumberWords(standings.lotSeed ?? 0);
      return `${at(labels, d.index)} ${separation(spec, d)}`;
    }
  }
}

export interface StandingsJson {
  /** The rounds counted (after round N when asked). */
  rounds: number;
  /** The rounds the chart was made for: more than `rounds` mid-event (docs/tiebreaks.md, "Rounds not yet played"). */
  plannedRounds: number;
  /** The round being played, when the chart has one: how many players' results are in and missing. */
  roundInProgress?: { round: number; resultsIn: number; resultsMissing: number };
  tiebreaks: string[];
  standings: {
    rank: string;
    place: string;
    number: number;
    name: string;
    rating: number | null;
    score: number;
    values: Record<string, number | null>;
    decidedBy: string | null;
  }[];
  /** Present when a tie reached a tiebreak whose data the table lacks and went past it. */
  passedOver?: PassedOverJson[];
}

/** A tie that went past a tiebreak the table has no data for: which, who, and why. */
export interface PassedOverJson {
  tiebreak: string;
  name: string;
  /** Pairing numbers of the tied players. */
  players: number[];
  score: number;
  reason: string;
}

/** The ties that went past a tiebreak, as data (--format json). */
export function passedOverJson(s: Standings): PassedOverJson[] {
  const labels = labelsOf(s);
  return s.passedOver.map((p) => ({
    tiebreak: at(labels, p.index),
    name: TIEBREAKS[at(s.order, p.index).code].name,
    players: p.players.map((i) => at(s.tournament.players, i).number),
    score: toPoints(p.score),
    reason: whyPassed(s, p.index),
  }));
}

export function toJson(s: Standings): StandingsJson {
  const labels = orderLabels(s.order);
  const noValues = valuesTemplate(labels);
  const passedOver = s.passedOver.length ? { passedOver: passedOverJson(s) } : {};
  const t = s.tournament;
  const inProgress = t.roundInProgress;
  return {
    rounds: s.rounds,
    plannedRounds: t.plannedRounds ?? t.rounds,
    ...(inProgress
      ? {
          roundInProgress: {
            round: inProgress.round,
            resultsIn: inProgress.resultsIn,
            resultsMissing: inProgress.resultsMissing,
          },
        }
      : {}),
    tiebreaks: labels,
    standings: s.rows.map((row) => {
      const player = at(s.tournament.players, row.player);
      return {
        rank: row.rank,
        place: row.place,
        number: player.number,
        name: player.name,
        rating: player.rating,
        score: toPoints(row.score),
        values: rowValues(s, row, labels, noValues),
        decidedBy: decidedByCode(s, row),
      };
    }),
    ...passedOver,
  };
}

/**
 * Every label with null, in order. A row's values start as a copy of it, which V8 makes in one
 * step with the final shape, rather than growing a new object key by key, for every row.
 */
function valuesTemplate(labels: readonly string[]): Record<string, number | null> {
  const values: Record<string, number | null> = {};
  for (const label of labels) values[label] = null;
  return values;
}

/** The row's value of each tiebreak by its label, as a JSON number (null: no value). */
function rowValues(
  s: Standings,
  row: StandingRow,
  labels: readonly string[],
  noValues: Readonly<Record<string, number | null>>,
): Record<string, number | null> {
  // A row with a value for every column fills the copy, whose keys are already where {} would put them.
  const values: Record<string, number | null> = row.values.length === labels.length ? { ...noValues } : {};
  row.values.forEach((v, i) => (values[at(labels, i)] = v ? numericValue(at(s.order, i), v.value) : null));
  return values;
}

/** Names neutralised for a spreadsheet unless options.raw (src/standings/text.ts csvLine); numbers as numbers. */
export function toCsv(s: Standings, options: CsvOptions = {}): string {
  const header = ['rank', 'place', 'number', 'name', 'rating', 'score', ...orderLabels(s.order)];
  const lines = [csvLine(header, options)];
  for (const row of s.rows) {
    const p = at(s.tournament.players, row.player);
    const cells: CsvCell[] = [row.rank, row.place, p.number, p.name, p.rating ?? '', toPoints(row.score)];
    row.values.forEach((v, i) => cells.push((v && numericValue(at(s.order, i), v.value)) ?? ''));
    lines.push(csvLine(cells, options));
  }
  return lines.join('\n') + '\n';
}

/** `--explain N --format json`: a player's (or team's) line with every tiebreak's value and its explanation. */
export interface ExplainJson {
  number: number;
  name: string;
  /** A player's score, or a team's match points. */
  score: number;
  rounds: number;
  place: string;
  rank: string;
  tiebreaks: { code: string; name: string; rule: string; value: number | null; explanation: string | null }[];
  decidedBy: string | null;
}

/** The explanation (src/standings/explain.ts) as data: value null and explanation null when no tie was left at that step. */
export function explainJson(s: Standings, number: number): ExplainJson {
  const row = s.rows.find((r) => at(s.tournament.players, r.player).number === number);
  if (!row)
    throw new CrosstableError([
      {
        message: `There is no ${s.tournament.boards === undefined ? 'player' : 'team'} number ${number} in the table.`,
      },
    ]);
  const p = at(s.tournament.players, row.player);
  const labels = labelsOf(s);
  return {
    number: p.number,
    name: p.name,
    score: toPoints(row.score),
    rounds: s.rounds,
    place: row.place,
    rank: row.rank,
    tiebreaks: s.order.map((spec, i) => {
      const v = at(row.values, i);
      const tb = TIEBREAKS[spec.code];
      return {
        code: at(labels, i),
        name: tb.name,
        rule: tb.rule,
        value: v ? numericValue(spec, v.value) : null,
        explanation: v ? v.explain() : at(s.unavailable, i) ? notComputed(s, i, row.player) : null,
      };
    }),
    decidedBy: decidedByText(s, row) || null,
  };
}

/**
 * A fixed-width table for a terminal, ½ shown as ½. The tiebreak columns are headed as on the
 * Standings sheet ("SB", "SB 2", never "SB(scores=adjusted)"), with a legend under the table when
 * a header leaves a difference unsaid; JSON and CSV keep the code labels (a contract).
 */
export function toTable(s: Standings): string {
  const labels = sheetHeaders(s.order);
  const header = ['Rank', 'Place', 'No.', 'Name', 'Rating', 'Score', ...labels, 'Decided by'];
  const shown = shownValues(s);
  const body = s.rows.map((row, r) => {
    const p = at(s.tournament.players, row.player);
    return [
      row.rank,
      row.place,
      String(p.number),
      p.name,
      p.rating === null ? '' : String(p.rating),
      formatPoints(row.score),
      ...at(shown, r).map((v, i) => formatValue(at(s.order, i), v)),
      decidedByText(s, row, labels),
    ];
  });
  const numeric = (c: number) => c !== 3 && c !== header.length - 1;
  const legend = columnLegend(s.order, labelsOf(s));
  return [...fixedWidthLines(header, body, numeric), ...(legend.length ? ['', ...legend] : [])].join('\n') + '\n';
}

/**
 * Why a player has no value of tiebreak `index`: his tie went past it for lack of data, no tie of
 * his reached it (the data lacking or not), or a group system never applied to him.
 */
export function notComputed(s: Standings, index: number, player: number): string {
  const lacking = at(s.unavailable, index);
  if (!lacking) return 'not needed (no tie left at this step)';
  const reached = s.passedOver.some((p) => p.index === index && p.players.includes(player));
  return reached ? `passed over: ${lacking.why}` : `not computed: ${lacking.why} (no tie left at this step needed it)`;
}
