// The cold-start child of `npm run bench` (bench/coldStart.ts runs it in a fresh Node process each
// time). Plain CommonJS, not the bench bundle: the bundle holds the engine's own code, so a child
// of it would have run the engine's module-level work before the clock starts.
//
//   node bench/coldStart.cjs cli FILE.csv PRESET RUNS   dist/cli.cjs loaded as bin/tiebreaks.cjs
//                                                       loads it, one standings run, then warm runs
//   node bench/coldStart.cjs gas CODE.js VALUES.json PRESET RUNS
//                                                       the script compiled and loaded in a fresh vm
//                                                       context (Apps Script's fresh script per call),
//                                                       one =STANDINGS call, then warm calls in it
//
// Prints one JSON line: node_ms (Node's own start, to this file's first line), compile_ms,
// load_ms (the bundle's top level), first_ms (the first call), second_ms (the call after it),
// warm_ms (the median warm call).
'use strict';
const { performance } = require('node:perf_hooks');
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');

const nodeMs = performance.now();

/** One call of f, in ms. */
function timed(f) {
  const start = performance.now();
  f();
  return performance.now() - start;
}

/**
 * The median of `runs` calls of f, after as many untimed. No forced GC between calls: a full GC
 * before each call made a warm =STANDINGS nearly twice as slow (5.9 against 3.2 ms), which
 * flattered cold/warm.
 */
function warmMedian(f, runs) {
  for (let i = 0; i < runs; i++) f();
  const xs = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    f();
    xs.push(performance.now() - start);
  }
  xs.sort((a, b) => a - b);
  const m = xs.length >> 1;
  return xs.length % 2 ? xs[m] : (xs[m - 1] + xs[m]) / 2;
}

function cli(file, preset, runs) {
  const start = performance.now();
  const { load } = require('../bin/load.cjs');
  const loaded = load();
  const loadMs = performance.now() - start;
  const args = ['standings', file, '--preset', preset, '--format', 'json'];
  let out = '';
  const io = {
    out: (t) => (out = t),
    err: (t) => {
      throw new Error(`tiebreaks failed: ${t}`);
    },
    readFile: (p) => fs.readFileSync(p, 'utf8'),
  };
  const once = () => {
    if (loaded.cli.run(args, io) !== 0 || !out) throw new Error('tiebreaks standings did not succeed');
  };
  const firstStart = performance.now();
  once();
  const firstMs = performance.now() - firstStart;
  loaded.saveCache();
  const secondMs = timed(once);
  return {
    node_ms: nodeMs,
    compile_ms: null,
    load_ms: loadMs,
    first_ms: firstMs,
    second_ms: secondMs,
    warm_ms: warmMedian(once, runs),
  };
}

function gas(codeFile, valuesFile, preset, runs) {
  const code = fs.readFileSync(codeFile, 'utf8');
  const valuesText = fs.readFileSync(valuesFile, 'utf8');
  const start = performance.now();
  const script = new vm.Script(code, { filename: path.basename(codeFile) });
  const compiled = performance.now();
  const global = {};
  const context = vm.createContext(global);
  script.runInContext(context);
  const loaded = performance.now();
  // The range's values in the script's own realm, as Sheets passes them (untimed).
  const values = vm.runInContext(`JSON.parse(${JSON.stringify(valuesText)})`, context);
  const firstStart = performance.now();
  const once = () => {
    const out = global.STANDINGS(values, preset);
    if (!Array.isArray(out) || out.length < values.length) throw new Error(`STANDINGS returned ${String(out)}`);
  };
  once();
  const firstMs = performance.now() - firstStart;
  const secondMs = timed(once);
  return {
    node_ms: nodeMs,
    compile_ms: compiled - start,
    load_ms: loaded - compiled,
    first_ms: firstMs,
    second_ms: secondMs,
    warm_ms: warmMedian(once, runs),
  };
}

const [kind, ...rest] = process.argv.slice(2);
const result =
  kind === 'cli'
    ? cli(rest[0], rest[1], Number(rest[2]))
    : kind === 'gas'
      ? gas(rest[0], rest[1], rest[2], Number(rest[3]))
      : (() => {
          throw new Error(`bench/coldStart.cjs: unknown kind ${kind}`);
        })();
process.stdout.write(JSON.stringify(result) + '\n');
