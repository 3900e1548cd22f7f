/**
 * Before the last round (issue 28): the whole answer for a section of 20, 60 and 200 players with
 * one round left, every board to be played, five prize places. Targets: a 60-player section within
 * 5 s in the CLI, and within a minute in the sidebar by the Apps Script estimate (the vm time ×
 * ASSUMPTIONS.SLOWDOWN of bench/appsScriptLimits.ts). Wall and CPU time of lastRoundOutlook and the
 * answers' words, median of RUNS runs; how many endings were ranked and how many answers are
 * complete (every ending that can change the player's rank ranked) or exact (best and worst rank
 * each reached). Then the same sections before the last round is paired (on score only, over every
 * pairing: src/lastRound/unpaired.ts). Run: node bench/scenarios.mjs [preset]
 */
import { performance } from 'node:perf_hooks';
import { readCrosstableText } from '../src/read';
import { findPreset } from '../src/standings/presets';
import { beforeLastRound, LastRoundEvent } from '../src/lastRound/event';
import { outlookJson } from '../src/lastRound/format';
import { lastRoundOutlook } from '../src/lastRound/outlook';
import { unpairedOutlook } from '../src/lastRound/unpaired';
import { directorAnswers, prizeBudget } from '../src/lastRound/prizeList';
import { unpairedDirectorAnswers } from '../src/lastRound/unpairedPrizeList';
import { DEFAULT_PRIZE_OPTIONS, readPrizeTableText } from '../src/prizes';
import { ALL_PLAYED, generateSwiss } from '../test/support/generate';
import { ASSUMPTIONS } from './appsScriptAssumptions';

const preset = process.argv[2] ?? 'uscf';
const RUNS = Number(process.env.RUNS ?? 3);
const PLACES = 5;

// SIZES=60 runs one size alone: a section after another in one process pays for the other's garbage.
const SIZES = (process.env.SIZES ?? '20,60,200').split(',').map(Number);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const PRIZE_TABLE =
  'Group,Place,Prize\nOverall,1,$150\nOverall,2,$100\nOverall,3,$50\nU1800,1,$40\nU1800,2,$20\nU1600,1,$30\nUnrated,1,Book prize\n';

// PART=paired runs only the paired case; PART=prizes only the prize list's cases (the example's prize table: 3 place, 2 U1800, 1 U1600, 1 unrated prize),
// paired and before the pairing; PART=unpaired-prizes only the latter.
const PART = process.env.PART ?? 'all';
if (PART === 'all' || PART === 'paired') pairedCase();
if (PART === 'all') unpairedCase();
if (PART === 'all' || PART === 'prizes') prizeCase();
if (PART === 'all' || PART === 'prizes' || PART === 'unpaired-prizes') unpairedPrizeCase();

function pairedCase(): void {
  console.log(`before the last round, preset ${preset}, ${PLACES} prize places, median of ${RUNS} runs`);
  console.log('players  boards  ranked  complete  exact  contenders exact  wall s  cpu s  Apps Script est. s');
  for (const players of SIZES) {
    // Every player active, every round played: the last round has players/2 boards to play.
    const text = generateSwiss(2028, players, 5, ALL_PLAYED).csv;
    const event = beforeLastRound(readCrosstableText(text, 'bench.csv'));
    const order = findPreset(preset).order;
    const walls: number[] = [];
    const cpus: number[] = [];
    let last: ReturnType<typeof lastRoundOutlook> | undefined;
    let json: ReturnType<typeof outlookJson> | undefined;
    for (let i = 0; i < RUNS; i++) {
      const [w0, c0] = [performance.now(), process.cpuUsage()];
      // SEARCH=0: rank endings only, as before the searched answers (exactRanks.ts), to compare.
      last = lastRoundOutlook(event, { order, places: PLACES, search: process.env.SEARCH !== '0' });
      json = outlookJson(last, PLACES);
      const c = process.cpuUsage(c0);
      walls.push((performance.now() - w0) / 1000);
      cpus.push((c.user + c.system) / 1e6);
    }
    const o = last!;
    const wall = median(walls);
    // Players who can still take a prize place, and how many of them have exact best and worst ranks.
    const contenders = json!.players.filter((p) => p.prizes.some((x) => x.status !== 'out of reach'));
    console.log(
      [
        String(players).padStart(7),
        String(event.boards.length).padStart(6),
        String(o.ranked).padStart(6),
        String(o.players.filter((p) => p.complete).length).padStart(8),
        String(o.players.filter((p) => p.exact).length).padStart(5),
        `${contenders.filter((p) => p.exact).length} of ${contenders.length}`.padStart(16),
        wall.toFixed(2).padStart(6),
        median(cpus).toFixed(2).padStart(5),
        (wall * ASSUMPTIONS.SLOWDOWN).toFixed(0).padStart(18),
      ].join('  '),
    );
  }
}

/** The bench's section before its last round is paired: every player still to pair, a point for the bye. */
function unpairedSection(players: number): LastRoundEvent {
  const event = beforeLastRound(readCrosstableText(generateSwiss(2028, players, 5, ALL_PLAYED).csv, 'bench.csv'));
  return {
    ...event,
    boards: [],
    fixed: new Map(),
    unpaired: { toPair: event.before.players.map((_, i) => i), pab: 4 },
  };
}

function unpairedCase(): void {
  console.log('');
  console.log('before the pairing, on score: players  exact  wall s  cpu s  Apps Script est. s');
  for (const players of SIZES) {
    const unpaired = unpairedSection(players);
    const walls: number[] = [];
    const cpus: number[] = [];
    let exact = 0;
    for (let i = 0; i < RUNS; i++) {
      const [w0, c0] = [performance.now(), process.cpuUsage()];
      const o = unpairedOutlook(unpaired);
      outlookJson(o, PLACES);
      const c = process.cpuUsage(c0);
      walls.push((performance.now() - w0) / 1000);
      cpus.push((c.user + c.system) / 1e6);
      exact = o.players.filter((p) => p.exact).length;
    }
    const wall = median(walls);
    console.log(
      [
        String(players).padStart(36),
        String(exact).padStart(5),
        wall.toFixed(3).padStart(6),
        median(cpus).toFixed(3).padStart(5),
        (wall * ASSUMPTIONS.SLOWDOWN).toFixed(1).padStart(18),
      ].join('  '),
    );
  }
}

function prizeCase(): void {
  const table = readPrizeTableText(PRIZE_TABLE, []);
  console.log('');
  console.log('the prize list (--prizes):  players  boards  every ending  wall s  cpu s');
  for (const players of SIZES) {
    const event = beforeLastRound(readCrosstableText(generateSwiss(2028, players, 5, ALL_PLAYED).csv, 'bench.csv'));
    const order = findPreset(preset).order;
    const [w0, c0] = [performance.now(), process.cpuUsage()];
    const answers = directorAnswers(event, { order }, table, DEFAULT_PRIZE_OPTIONS, prizeBudget(players, order));
    event.before.players.forEach((_, p) => answers.of(p));
    const c = process.cpuUsage(c0);
    console.log(
      [
        String(players).padStart(33),
        String(event.boards.length).padStart(6),
        String(answers.exact).padStart(12),
        ((performance.now() - w0) / 1000).toFixed(2).padStart(6),
        ((c.user + c.system) / 1e6).toFixed(2).padStart(5),
      ].join('  '),
    );
  }
}

/**
 * The prize list before the pairing (unpairedDirectorAnswers): too many pairings to rank them
 * all, so the favouring pairings and a random sample within the budget; how many answers each
 * status got ("unknown": neither taken in a pairing tried nor ruled out).
 */
function unpairedPrizeCase(): void {
  const table = readPrizeTableText(PRIZE_TABLE, []);
  console.log('');
  console.log('the prize list before the pairing:  players  exact  clinched  possible  unknown  out  wall s  cpu s');
  for (const players of SIZES) {
    const unpaired = unpairedSection(players);
    const order = findPreset(preset).order;
    const [w0, c0] = [performance.now(), process.cpuUsage()];
    const answers = unpairedDirectorAnswers(
      unpaired,
      { order },
      table,
      DEFAULT_PRIZE_OPTIONS,
      prizeBudget(players, order),
    );
    const all = unpaired.before.players.flatMap((_, p) => answers.of(p));
    const c = process.cpuUsage(c0);
    const count = (test: (a: (typeof all)[number]) => boolean) => String(all.filter(test).length);
    console.log(
      [
        String(players).padStart(40),
        String(answers.exact).padStart(5),
        count((a) => a.status === 'clinched').padStart(8),
        count((a) => a.status === 'possible' && !a.needs.startsWith('unknown')).padStart(8),
        count((a) => a.needs.startsWith('unknown')).padStart(7),
        count((a) => a.status === 'out of reach').padStart(3),
        ((performance.now() - w0) / 1000).toFixed(2).padStart(6),
        ((c.user + c.system) / 1e6).toFixed(2).padStart(5),
      ].join('  '),
    );
  }
}
