/**
 * What the benchmark times, each on the text of one crosstable CSV. A subject is set up once
 * (untimed), then `sample()` does one timed run and returns its milliseconds; anything a run
 * needs fresh but that is not what is being measured is redone inside sample() before the clock
 * starts.
 */
import { performance } from 'node:perf_hooks';
import { run as cli } from '../src/cli/main';
import { readCrosstableText } from '../src/read';
import { loadDist, valuesFromDelimited } from '../emulator';
import { floor } from './floor';
import { loadPeer, PEER_ORDER, peerStandings, toLoadable } from './peer';

export interface Subject {
  /** One timed run, in milliseconds. */
  sample(): number;
  /** Extra medians worth reporting (e.g. the peer's load time), by name. */
  extras?: Record<string, () => number>;
  /** The parts of the last sample, by name, when a sample has parts worth reporting (the phases). */
  last?: Readonly<Record<string, number>>;
}

function timed(work: () => void): number {
  const start = performance.now();
  work();
  return performance.now() - start;
}

/**
 * The floor (bench/floor.ts): split the text into cells and touch every cell once. One pass is
 * too short to time alone (well under a millisecond for 100 players), so a sample is the mean of
 * as many back-to-back passes as fill FLOOR_SAMPLE_MS.
 */
const FLOOR_SAMPLE_MS = 20;
/**
 * Passes run once before the first sample: at 10,000 players only a few passes fit in a sample,
 * so without this the floor was measured half-interpreted and varied 5x between cases of the
 * same table (4.5 to 22.5 ms), which made ours/floor meaningless.
 */
const FLOOR_WARMUP_MS = 300;

export function floorSubject(text: string): Subject {
  // Written, never read: the checksum is used, so the engine cannot drop the pass as dead code.
  let _sink = 0;
  const passes = (ms: number): number => {
    let count = 0;
    const start = performance.now();
    let elapsed: number;
    do {
      _sink ^= floor(text).checksum;
      count++;
      elapsed = performance.now() - start;
    } while (elapsed < ms);
    return elapsed / count;
  };
  let warm = false;
  return {
    sample: () => {
      if (!warm) {
        passes(FLOOR_WARMUP_MS);
        warm = true;
      }
      return passes(FLOOR_SAMPLE_MS);
    },
  };
}

/**
 * Ours: exactly what `tiebreaks standings FILE --preset P --format json` does once the file is
 * read (the CLI's own run(), with the file's text handed over in memory): detect the notation,
 * read and check the table, rank by the preset, format every row and JSON.stringify it.
 * Excluded: process start and reading the file from disk.
 */
export function oursSubject(text: string, preset: string): Subject {
  const args = ['standings', 'bench.csv', '--preset', preset, '--format', 'json'];
  let out = '';
  const io = {
    out: (t: string) => (out = t),
    err: (t: string) => {
      throw new Error(`tiebreaks failed on the benchmark table: ${t}`);
    },
    readFile: () => text,
  };
  return {
    sample: () =>
      timed(() => {
        if (cli(args, io) !== 0 || out.length === 0) throw new Error('tiebreaks standings did not succeed');
      }),
  };
}

/**
 * The peer, tournament-organizer (bench/peer.ts), on the pairings our reader read from the same
 * text. Timed (peer_ms): its getStandings() on a freshly loaded tournament, i.e. computeScores
 * (every tiebreak it has) and the sort by score and the preset's nearest tiebreaks. Not timed:
 * reading the CSV (it reads no crosstable) and building its plain values. Its own loader
 * (Manager.loadTournament, which builds its Player and Match objects) is timed apart, as
 * peer_load_ms, and redone before each run so no run reuses another's objects.
 */
export function peerSubject(text: string, preset: string): Subject {
  const tournament = readCrosstableText(text, 'bench.csv');
  const order = PEER_ORDER[preset];
  if (!order) throw new Error(`no tournament-organizer order for preset ${preset}`);
  const values = () => toLoadable(tournament, order);
  const n = tournament.players.length;
  return {
    sample: () => {
      const loaded = loadPeer(values());
      return timed(() => {
        if (peerStandings(loaded).length !== n) throw new Error('tournament-organizer lost players');
      });
    },
    extras: {
      load: () => {
        const v = values();
        return timed(() => void loadPeer(v));
      },
    },
  };
}

/**
 * The add-on as Apps Script runs it: dist/Code.js loaded in the emulated runtime (emulator/,
 * a vm context like Apps Script's V8), and =STANDINGS(range, preset) called with the range's
 * values as Sheets passes them. Timed: copying the values into the script's realm, the custom
 * function (read, rank, rows for the sheet) and copying the result back. Not timed: loading
 * Code.js and turning the CSV into sheet values (Sheets' own import).
 */
export function appsScriptSubject(text: string, preset: string, distDir: string): Subject {
  const runtime = loadDist(distDir);
  const values = valuesFromDelimited(text);
  return {
    sample: () =>
      timed(() => {
        const out = runtime.run('STANDINGS', values, preset);
        if (!Array.isArray(out) || out.length < values.length)
          throw new Error(`STANDINGS returned ${String(out).slice(0, 200)}`);
      }),
  };
}
