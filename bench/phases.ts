/**
 * Where the time of `tiebreaks standings` goes, without a profiler: the phases' own functions
 * called one after another from outside, each timed, on the same text ours reads. Nothing in src/
 * carries a timer. The phases are those of readAny on a US-notation CSV and of the CLI after it:
 *
 *   read      scanDelimited (text → cells) and scanTable (header, layout, one row per player)
 *   sniff     the tests for other formats readAny makes first (encoding, TRF, Vega, size, MSA, grid)
 *   detect    chooseCellNotation (which notation reads the round cells; each shape of cell parsed once)
 *   validate  readCells (every round cell in that notation, problems collected)
 *   build     buildTournament (entries, opponents' mirror cells, declared scores)
 *   context   the TiebreakContext every system reads (scores, computed once)
 *   one per system of the preset, computed for every player on that context, in the preset's
 *             order (a group system, H2H, in every score group, as the first split meets it)
 *   sort      what rank() adds to the systems: rank() on the read tournament, less context and
 *             systems (never below 0); rank() itself is rank_ms
 *   output    toJson and JSON.stringify, as `--format json` prints
 *
 * Argument parsing and the steps of readAny not called here (the lines that start rows, the
 * bar test) are what ours costs beyond the sum, with the noise; the report shows that rest.
 */
import { performance } from 'node:perf_hooks';
import type { Tournament } from '../src/model/tournament';
import { readCells, scanTable } from '../src/read/crosstable';
import { encodingProblem, scanDelimited } from '../src/read/csv';
import { chooseCellNotation } from '../src/read/detect';
import { buildTournament } from '../src/read/build';
import { readCrosstableText } from '../src/read';
import { looksLikeMsa } from '../src/read/msa';
import { mayBeLineFormat, mayHoldTrfRecords, textMayHoldRatings } from '../src/read/readAny';
import { looksLikeRoundRobin } from '../src/read/roundRobin';
import { looksLikeTrf } from '../src/read/trf';
import { looksLikeVegaText } from '../src/read/vegaText';
import { toJson } from '../src/standings/format';
import { PRESETS } from '../src/standings/presets';
import { rank } from '../src/standings/rank';
import { TiebreakContext } from '../src/tiebreaks/context';
import { TIEBREAKS, TiebreakSpec } from '../src/tiebreaks/registry';
import type { Subject } from './subjects';

/** The preset's order, as `--preset ID` resolves it. */
export function presetOrder(preset: string): readonly TiebreakSpec[] {
  const found = PRESETS.find((p) => p.id === preset);
  if (!found) throw new Error(`bench: no preset ${preset}`);
  return found.order;
}

/** The phases' names for a preset, in the order they run (the systems by their codes). */
export function phaseNames(preset: string): string[] {
  return [
    'read',
    'sniff',
    'detect',
    'validate',
    'build',
    'context',
    ...presetOrder(preset).map((s) => s.code),
    'sort',
    'output',
  ];
}

/**
 * rank_ms: tiebreaks and ranking from a tournament already read (untimed, once): rank() by the
 * preset, as the CLI calls it after reading.
 */
export function rankSubject(text: string, preset: string): Subject {
  const tournament = readCrosstableText(text, 'bench.csv');
  const order = presetOrder(preset);
  return {
    sample: () => {
      const start = performance.now();
      const standings = rank(tournament, { order });
      const ms = performance.now() - start;
      if (standings.rows.length !== tournament.players.length) throw new Error('rank lost players');
      return ms;
    },
  };
}

/** A phase subject: sample() runs every phase once and returns their sum; `last` holds each phase's ms. */
export interface PhasesSubject extends Subject {
  last: Record<string, number>;
}

export function phasesSubject(text: string, preset: string): PhasesSubject {
  const order = presetOrder(preset);
  const last: Record<string, number> = {};
  /** Times `work` as phase `name`, returns what it returns. */
  const phase = <T>(name: string, work: () => T): T => {
    const start = performance.now();
    const out = work();
    last[name] = performance.now() - start;
    return out;
  };
  const took = (name: string): number => {
    const ms = last[name];
    if (ms === undefined) throw new Error(`bench: phase ${name} did not run`);
    return ms;
  };
  return {
    last,
    sample: () => {
      const start = performance.now();
      const tournament = readPhases(text, phase);
      systemPhases(tournament, order, phase);
      const systems = ['context', ...order.map((s) => s.code)].reduce((sum, name) => sum + took(name), 0);
      const rankStart = performance.now();
      const standings = rank(tournament, { order });
      last.sort = Math.max(0, performance.now() - rankStart - systems);
      phase('output', () => JSON.stringify(toJson(standings), null, 2) + '\n');
      return performance.now() - start;
    },
  };
}

type Phase = <T>(name: string, work: () => T) => T;

/** read, detect, validate, build: readAny's path for a comma-separated cell table, step by step. */
function readPhases(text: string, phase: Phase): Tournament {
  const { rows, scan } = phase('read', () => {
    const cells = scanDelimited(text).rows;
    return { rows: cells, scan: scanTable(cells) };
  });
  phase('sniff', () => sniff(text, rows));
  const choice = phase('detect', () => chooseCellNotation(scan));
  const reading = phase('validate', () => readCells(scan, choice.notation, undefined, choice.shared));
  if (reading.problems.length) throw new Error(`bench: the table has problems: ${reading.problems[0]?.message}`);
  return phase('build', () =>
    buildTournament(reading.players, { rounds: scan.layout.rounds.length, notation: choice.notation.name }),
  );
}

/**
 * What readAny asks of a text before it reads it as a cell table, as it asks it: its encoding;
 * whether a line could be TRF or a printed table (only then are the lines split and tested); the
 * size limit (counted by the scan itself); a TRF pasted in cells, an MSA or round-robin layout.
 * Each answer is no for the bench's tables; the time is what asking costs.
 */
function sniff(text: string, rows: string[][]): void {
  if (encodingProblem(text)) throw new Error('bench: the table is not UTF-8 text');
  if (mayBeLineFormat(text)) {
    const lines = text.split(/\r?\n/);
    if (looksLikeTrf(lines) || looksLikeVegaText(lines)) throw new Error('bench: the table looks like TRF or Vega');
  }
  // readAny would go on to test the first cells as TRF records: not the path the bench measures.
  if (mayHoldTrfRecords(rows)) throw new Error('bench: a first cell could start a TRF record');
  if (looksLikeMsa(rows, textMayHoldRatings(text)) || looksLikeRoundRobin(rows))
    throw new Error('bench: the table looks like MSA or a grid');
}

/** context and each system of the order, for every player (a group system: in each score group). */
function systemPhases(t: Tournament, order: readonly TiebreakSpec[], phase: Phase): void {
  const ctx = phase('context', () => new TiebreakContext(t, t.rounds, 0));
  for (const spec of order) {
    const tb = TIEBREAKS[spec.code];
    phase(spec.code, () => {
      if (tb.kind === 'player') return t.players.map((_, p) => tb.compute(ctx, p, spec.options));
      return scoreGroups(ctx).map((group) => tb.computeInGroup(ctx, group, spec.options));
    });
  }
}

/** The players by score, in groups of equal score (what rank() first splits). */
function scoreGroups(ctx: TiebreakContext): number[][] {
  const groups = new Map<number, number[]>();
  ctx.standingScore.forEach((score, p) => {
    const group = groups.get(score);
    if (group) group.push(p);
    else groups.set(score, [p]);
  });
  return [...groups.values()];
}
