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
import { beforeLastRound } from '../src/lastRound/event';
import { outlookJson } from '../src/lastRound/format';
import { lastRoundOutlook } from '../src/lastRound/outlook';
import { unpairedOutlook } from '../src/lastRound/unpaired';
import { directorAnswers, prizeBudget } from '../src/lastRound/prizeList';
import { DEFAULT_PRIZE_OPTIONS, readPrizeTableText } from '../src/prizes';
import { ALL_PLAYED, generateSwiss } from '../test/support/generate';
import { ASSUMPTIONS } from './appsScriptAssumptions';

const preset = process.argv[2] ?? 'uscf';
const RUNS = Number(process.env.RUNS ?? 3);
const PLACES = 5;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// PART=paired runs only the paired case; PART=prizes only the prize list's case (the example's prize table: 3 place, 2 U1800, 1 U1600, 1 unrated prize).
const PART = process.env.PART ?? 'all';
if (PART === 'all' || PART === 'paired') pairedCase();
if (PART === 'all') unpairedCase();
if (PART === 'all' || PART === 'prizes') prizeCase();

function pairedCase(): void {
  console.log(`before the last round, preset ${preset}, ${PLACES} prize places, median of ${RUNS} runs`);
  console.log('players  boards  ranked  complete  exact  contenders exact  wall s  cpu s  Apps Script est. s');
  for (const players of [20, 60, 200]) {
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

function unpairedCase(): void {
  console.log('');
  console.log('before the pairing, on score: players  exact  wall s  cpu s  Apps Script est. s');
  for (const players of [20, 60, 200]) {
    const event = beforeLastRound(readCrosstableText(generateSwiss(2028, players, 5, ALL_PLAYED).csv, 'bench.csv'));
    const unpaired = {
      ...event,
      boards: [],
      fixed: new Map(),
      unpaired: { toPair: event.before.players.map((_, i) => i), pab: 4 },
    };
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
  const table = readPrizeTableText(
    'Group,Place,Prize\nOverall,1,$150\nOverall,2,$100\nOverall,3,$50\nU1800,1,$40\nU1800,2,$20\nU1600,1,$30\nUnrated,1,Book prize\n',
    [],
  );
  console.log('');
  console.log('the prize list (--prizes):  players  boards  every ending  wall s  cpu s');
  for (const players of [20, 60, 200]) {
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
