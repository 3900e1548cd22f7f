/**
 * Which cell notation a table is written in, decided from the whole table (notations.md §9).
 * Every notation tries every cell; the one that reads them all wins. Where two notations read
 * every cell but disagree (a bare F is a forfeit loss in US Chess and a full-point bye in FIDE
 * TRF; U is "not paired" or the pairing bye), the score column decides, then the pairings'
 * consistency; if nothing decides, the reader refuses and names the cells and both readings
 * rather than guess.
 */
import { formatPoints } from '../model/points';
import { CrosstableError, Problem } from '../model/problems';
import { KIND_LABEL, POINTS } from '../model/tournament';
import { buildTournament } from './build';
import { chessResultsNotation } from './chessResults';
import { readCells, TableScan } from './crosstable';
import { CellNotation, ParsedCell, withPabPoints } from './notation';
import { swissPerfectNotation } from './swissPerfect';
import { trfCellNotation } from './trfCodes';
import { usNotation } from './usNotation';
import { vegaNotation } from './vega';

/** In order of preference when several read a table the same way. */
export const CELL_NOTATIONS: readonly CellNotation[] = [usNotation, chessResultsNotation, vegaNotation, swissPerfectNotation, trfCellNotation];

export interface CellChoice {
  notation: CellNotation;
  /** Why, when the letters could have meant something else. */
  notes: string[];
}

interface Attempt {
  notation: CellNotation;
  /** Per cell (flattened over rows): the reading, or null where this notation cannot read it. */
  readings: (ParsedCell | null)[];
  failures: number;
}

function same(a: ParsedCell, b: ParsedCell): boolean {
  return a.kind === b.kind && a.opponent === b.opponent && a.colour === b.colour;
}

/** "forfeit loss (0)", "pairing-allocated bye (1)", "win against 12". */
export function describeReading(p: ParsedCell): string {
  if (p.pab && p.kind === 'fullBye') return 'pairing-allocated bye (1)';
  if (p.pending) return 'a game without a result yet';
  const label = p.kind === 'zeroBye' ? 'round not paired' : KIND_LABEL[p.kind];
  return p.opponent !== undefined ? `${label} against ${p.opponent}` : `${label} (${formatPoints(POINTS[p.kind])})`;
}

export function chooseCellNotation(scan: TableScan, pabQuarters?: number): CellChoice {
  const cells = scan.rows.flatMap((r) => r.rounds).map((c) => ({ ...c, nonBlank: !c.isDate && c.raw !== '' }));
  // Each distinct text is parsed once per notation: a large table repeats "U", "H", "-0"… many times.
  const attempts: Attempt[] = CELL_NOTATIONS.map((notation) => {
    const cache = new Map<string, ParsedCell | null>();
    let failures = 0;
    const readings = cells.map((c) => {
      if (!c.nonBlank) return { kind: 'zeroBye' as const };
      let p = cache.get(c.raw);
      if (p === undefined) {
        const parsed = notation.parse(c.raw);
        p = typeof parsed === 'string' ? null : withPabPoints(parsed, pabQuarters);
        cache.set(c.raw, p);
      }
      if (p === null) failures++;
      return p;
    });
    return { notation, readings, failures };
  });
  const filled = cells.filter((c) => c.nonBlank).length;
  if (!filled) return { notation: usNotation, notes: ['no results entered yet'] };
  const best = Math.min(...attempts.map((a) => a.failures));
  if (best === filled) {
    const examples = cells.filter((c) => c.nonBlank).slice(0, 3);
    throw new CrosstableError([
      {
        message:
          `No known notation reads these round cells (tried ${CELL_NOTATIONS.map((n) => n.name).join(', ')}), e.g. ` +
          examples.map((c) => `${c.cell} "${c.raw}"`).join(', ') +
          '; expected results such as W12 (US Chess), 12w1 (chess-results), +W12 (Vega), 12:W (SwissPerfect) or "12 w 1" (FIDE TRF).',
      },
    ]);
  }
  let tied = attempts.filter((a) => a.failures === best);
  const differing = (a: Attempt, b: Attempt) =>
    cells.map((c, i) => ({ c, i })).filter(({ i }) => a.readings[i] && b.readings[i] && !same(a.readings[i]!, b.readings[i]!));

  if (tied.length > 1) {
    // Notations that read the table identically are one reading; keep the preferred one.
    const distinct: Attempt[] = [];
    for (const a of tied) if (!distinct.some((d) => differing(d, a).length === 0)) distinct.push(a);
    tied = distinct;
  }
  if (tied.length > 1) {
    const contenders = [...tied];
    let reason = '';
    const fitsScores = tied.filter((a) => scoresFit(scan, a));
    if (fitsScores.length >= 1 && fitsScores.length < tied.length) {
      reason = 'the score column fits only that reading';
      tied = fitsScores;
    }
    if (tied.length > 1) {
      const builds = tied.filter((a) => buildsCleanly(scan, a.notation, pabQuarters));
      if (builds.length >= 1 && builds.length < tied.length) {
        reason = 'only that reading makes every pairing agree with the opponent’s cell';
        tied = builds;
      }
    }
    if (tied.length > 1) {
      const plausible = tied.filter((a) => !tooManyPairingByes(scan, a));
      if (plausible.length >= 1 && plausible.length < tied.length) {
        reason = 'the other reading would give more than one pairing-allocated bye in a round';
        tied = plausible;
      }
    }
    if (tied.length > 1) throw ambiguous(tied[0], tied[1], differing(tied[0], tied[1]));
    const chosen = tied[0];
    const rival = contenders.find((a) => a !== chosen)!;
    return { notation: chosen.notation, notes: [letterNote(chosen, rival, differing(chosen, rival), reason)] };
  }
  const chosen = tied[0];
  // Say why the letters were read this way when another notation would have read some of them differently.
  for (const rival of attempts) {
    if (rival === chosen) continue;
    const diff = differing(chosen, rival);
    if (!diff.length) continue;
    const evidence = cells.find((c, i) => c.nonBlank && chosen.readings[i] && !rival.readings[i]);
    if (evidence) return { notation: chosen.notation, notes: [letterNote(chosen, rival, diff, `cells such as ${evidence.cell} "${evidence.raw}" exist only in ${chosen.notation.name}`)] };
  }
  return { notation: chosen.notation, notes: [] };
}

/** '"F" means forfeit loss (0) and "U" round not paired (0) as in US Chess notation, not … as in FIDE TRF codes: why'. */
function letterNote(chosen: Attempt, rival: Attempt, diff: { c: { raw: string }; i: number }[], reason: string): string {
  const seen = new Set<string>();
  const firsts = diff.filter(({ c }) => !seen.has(c.raw.trim().toUpperCase()) && !!seen.add(c.raw.trim().toUpperCase())).slice(0, 4);
  const and = (parts: string[]) => (parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0]);
  const meanings = (a: Attempt, quoted: boolean) => and(firsts.map(({ c, i }) => `${quoted ? `"${c.raw.trim()}" ` : ''}${describeReading(a.readings[i]!)}`));
  return `${meanings(chosen, true).replace(/^("[^"]*") /, '$1 means ')} as in ${chosen.notation.name}, not ${meanings(rival, false)} as in ${rival.notation.name}: ${reason}`;
}

/** Every printed score equals the reading's total (false when nothing is printed). */
function scoresFit(scan: TableScan, a: Attempt): boolean {
  let k = 0;
  let checked = false;
  for (const row of scan.rows) {
    let total = 0;
    for (let r = 0; r < row.rounds.length; r++, k++) {
      const p = a.readings[k];
      if (p) total += POINTS[p.kind];
    }
    if (row.declaredScore !== undefined) {
      checked = true;
      if (total !== row.declaredScore) return false;
    }
  }
  return checked;
}

/** FIDE gives at most one pairing-allocated bye (U) a round; a reading with more is not that notation. */
function tooManyPairingByes(scan: TableScan, a: Attempt): boolean {
  const rounds = scan.layout.rounds.length;
  const perRound = new Array<number>(rounds).fill(0);
  a.readings.forEach((p, k) => {
    if (p?.pab === true) perRound[k % rounds]++;
  });
  return perRound.some((n) => n > 1);
}

function buildsCleanly(scan: TableScan, notation: CellNotation, pabQuarters?: number): boolean {
  const reading = readCells(scan, notation, pabQuarters);
  if (reading.problems.length) return false;
  try {
    buildTournament(reading.players, { rounds: scan.layout.rounds.length, notation: notation.name });
    return true;
  } catch (e) {
    if (e instanceof CrosstableError) return false;
    throw e;
  }
}

function ambiguous(a: Attempt, b: Attempt, diff: { c: { raw: string; cell: string }; i: number }[]): CrosstableError {
  const problems: Problem[] = [
    {
      message:
        `The letters in this table mean different things in ${a.notation.name} and ${b.notation.name}, and nothing in the table decides which ` +
        `(no score column that fits only one reading, no cell only one of them uses). Say which notation it is ` +
        `(--notation ${a.notation.id} or --notation ${b.notation.id}), or add the score column.`,
    },
  ];
  for (const { c, i } of diff.slice(0, 10)) {
    problems.push({
      cell: c.cell,
      message: `"${c.raw}" is a ${describeReading(a.readings[i]!)} in ${a.notation.name} but a ${describeReading(b.readings[i]!)} in ${b.notation.name}; expected the notation to be named.`,
    });
  }
  if (diff.length > 10) problems.push({ message: `…and ${diff.length - 10} more such cells.` });
  return new CrosstableError(problems);
}
