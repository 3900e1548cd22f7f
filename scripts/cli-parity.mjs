// The CLI's outputs are a contract: this checks that a change to the code left them byte for byte
// as they were. `node scripts/cli-parity.mjs [BASE]` builds the CLI at commit BASE (default
// 05e8986, the commit before the architecture step of issue 14) in a temporary git worktree,
// builds the CLI of the working tree (uncommitted changes included), runs the same commands with
// both over every file in ../shared and examples/ (files the CLI refuses too: the message and the
// exit status count), and compares stdout, stderr and exit status. Exit status 0 when all are
// identical, 1 on any difference, 2 when it could not run.
//
// Each CLI runs every command in one node process (`run(argv)` of dist/cli.cjs with stdout and
// stderr captured): thousands of processes would take minutes. Both run from the repository root
// with the same relative paths, so the file names in messages match.
import * as esbuild from 'esbuild';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NODE_BUNDLE } from './bundle.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BASE = process.argv[2] ?? '05e8986';
const PRIZE_TABLE = 'examples/spring-prizes.csv';

/** Runs the commands of a JSON file with one CLI bundle; writes [{out, err, status}] as JSON. */
const RUNNER = `
const [bundle, commandsFile, resultsFile] = process.argv.slice(2);
const fs = require('node:fs');
const { run } = require(bundle);
const commands = JSON.parse(fs.readFileSync(commandsFile, 'utf8'));
let out = '', err = '';
process.stdout.write = (t) => ((out += t), true);
process.stderr.write = (t) => ((err += t), true);
const results = commands.map((argv) => {
  out = err = '';
  let status;
  try {
    status = run(argv);
  } catch (e) {
    // A crash: its message counts, its stack (paths of the bundle) does not.
    status = 'threw ' + (e && e.name) + ': ' + (e && e.message);
  }
  return { out, err, status };
});
fs.writeFileSync(resultsFile, JSON.stringify(results));
`;

function sh(cmd, args, cwd) {
  return execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Every file under a folder, sorted, as paths relative to the repository root. */
function filesUnder(dir) {
  const abs = path.resolve(ROOT, dir);
  return readdirSync(abs)
    .sort()
    .flatMap((name) => {
      const rel = path.join(dir, name);
      return statSync(path.resolve(ROOT, rel)).isDirectory() ? filesUnder(rel) : [rel];
    });
}

/** The first word of each unindented line of `systems` or `presets`: the codes and preset ids. */
function firstWords(text) {
  return text
    .split('\n')
    .filter((l) => /^\S/.test(l))
    .map((l) => l.split(/\s/)[0]);
}

/** Runs a bundle's `run(argv)` in its own process and returns its stdout (for the lists). */
function cliOutput(bundle, argv) {
  const code = `process.exitCode = require(${JSON.stringify(bundle)}).run(${JSON.stringify(argv)})`;
  return sh(process.execPath, ['-e', code], ROOT);
}

/** The same list for both CLIs: the base's codes, presets and notations are the reference. */
function commandList(baseBundle) {
  const codes = firstWords(cliOutput(baseBundle, ['systems']));
  const presets = firstWords(cliOutput(baseBundle, ['presets']));
  const usage = cliOutput(baseBundle, ['--help']);
  const notations = [...new Set([...usage.matchAll(/--notation ([a-z|-]+)/g)].flatMap((m) => m[1].split('|')))];
  const files = [...filesUnder('../shared'), ...filesUnder('examples')];
  const perFile = (f) => [
    ['standings', f],
    ['standings', f, '--verbose'],
    ...presets.map((p) => ['standings', f, '--preset', p]),
    ...codes.map((c) => ['standings', f, '--tiebreaks', c]),
    ...notations.map((n) => ['standings', f, '--notation', n, '--verbose']),
    ['standings', f, '--format', 'json'],
    ['standings', f, '--format', 'csv'],
    ['standings', f, '--format', 'csv', '--csv-raw'],
    ['standings', f, '--preset', 'fide', '--format', 'json'],
    ['standings', f, '--explain', '1'],
    ['standings', f, '--explain', '1', '--format', 'json'],
    ['standings', f, '--explain', '3', '--preset', 'fide'],
    ['standings', f, '--explain', '2', '--preset', 'mca', '--format', 'json'],
    ['standings', f, '--after-round', '2'],
    ['standings', f, '--after-round', '3', '--preset', 'fide', '--format', 'csv'],
    ['standings', f, '--lots', '7', '--preset', 'mca'],
    ['standings', f, '--fide-rules', '2024'],
    ['standings', f, '--tiebreaks', 'BH,BH/C1,DE,SB', '--fide-rules', '2009'],
    ['standings', f, '--tiebreaks', 'MM:minus=lowest,SB:scores=adjusted,KASH(unplayed=2)', '--format', 'json'],
    ['standings', f, '--pab-points', '0.5'],
    ['standings', f, '--match-points', '3,1,0'],
    ['standings', f, '--board-count', '4', '--format', 'json'],
    ['export-trf', f],
    ['export-trf', f, '--preset', 'fide', '--name', 'Parity check'],
    ['boards', f],
    ['boards', f, '--format', 'json'],
    ['boards', f, '--format', 'csv', '--min-games', '2'],
    ['prizes', f, PRIZE_TABLE],
    ['prizes', f, PRIZE_TABLE, '--format', 'json'],
    ['prizes', f, PRIZE_TABLE, '--one-prize', 'first', '--cash-and-trophy', 'cash', '--format', 'csv'],
    ['prizes', f, PRIZE_TABLE, '--unrated-in-classes', '--tied-class-prizes', 'combine', '--preset', 'fide'],
  ];
  const ex = 'examples/spring-swiss.csv';
  const general = [
    [],
    ['--help'],
    ['help'],
    ['systems'],
    ['presets'],
    ['no-such-command'],
    ['standings'],
    ['standings', 'no-such-file.csv'],
    ['standings', ex, ex],
    ['standings', ex, '--tiebreaks', 'MM,,SOLK'],
    ['standings', ex, '--tiebreaks', ''],
    ['standings', ex, '--tiebreaks', 'MM:__proto__=1'],
    ['standings', ex, '--tiebreaks', 'NOPE'],
    ['standings', ex, '--preset', 'nope'],
    ['standings', ex, '--format', 'xml'],
    ['standings', ex, '--explain', 'x'],
    ['standings', ex, '--explain', '99'],
    ['standings', ex, '--after-round', '0'],
    ['standings', ex, '--pab-points', '2'],
    ['standings', ex, '--notation', 'nope'],
    ['standings', ex, '--unknown-option'],
    ['export-trf', ex, '--name', 'two\nlines'],
    ['prizes', ex],
    ['prizes', ex, ex],
    ['prizes', ex, PRIZE_TABLE, '--one-prize', 'maybe'],
    ['boards'],
  ];
  return { files: files.length, commands: [...general, ...files.flatMap(perFile)] };
}

function runAll(bundle, commandsFile, resultsFile, runnerFile) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [runnerFile, bundle, commandsFile, resultsFile], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(readFileSync(resultsFile, 'utf8')))
        : reject(new Error(`${bundle} runner exited ${code}`)),
    );
  });
}

/** Where two texts part: line number and both lines, for the summary. */
function firstDifference(a, b) {
  const la = a.split('\n');
  const lb = b.split('\n');
  const i = la.findIndex((l, k) => l !== lb[k]);
  const at = i === -1 ? la.length : i;
  return `line ${at + 1}: ${JSON.stringify(la[at] ?? '(end)')} vs ${JSON.stringify(lb[at] ?? '(end)')}`;
}

async function main() {
  const started = Date.now();
  const tmp = mkdtempSync(path.join(tmpdir(), 'cli-parity-'));
  const worktree = path.join(tmp, 'base');
  try {
    sh('git', ['worktree', 'add', '--detach', '--quiet', worktree, BASE], ROOT);
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(worktree, 'node_modules'));
    sh(process.execPath, ['scripts/build-cli.mjs'], worktree);
    const baseBundle = path.join(worktree, 'dist/cli.cjs');
    // The working tree's CLI goes to the temporary folder: dist/ is left as it was.
    const headBundle = path.join(tmp, 'cli.cjs');
    await esbuild.build({ ...NODE_BUNDLE, absWorkingDir: ROOT, entryPoints: ['src/cli/main.ts'], outfile: headBundle });

    const { files, commands } = commandList(baseBundle);
    const commandsFile = path.join(tmp, 'commands.json');
    const runnerFile = path.join(tmp, 'runner.cjs');
    writeFileSync(commandsFile, JSON.stringify(commands));
    writeFileSync(runnerFile, RUNNER);
    const [before, after] = await Promise.all([
      runAll(baseBundle, commandsFile, path.join(tmp, 'base.json'), runnerFile),
      runAll(headBundle, commandsFile, path.join(tmp, 'head.json'), runnerFile),
    ]);

    const diffs = [];
    commands.forEach((argv, i) => {
      for (const key of ['status', 'out', 'err']) {
        if (before[i][key] !== after[i][key]) {
          const where =
            key === 'status'
              ? `${before[i].status} vs ${after[i].status}`
              : firstDifference(before[i][key], after[i][key]);
          diffs.push(`tiebreaks ${argv.map((a) => JSON.stringify(a)).join(' ')}: ${key} differs, ${where}`);
        }
      }
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    const against = `${BASE} (${sh('git', ['rev-parse', '--short', BASE], ROOT).trim()})`;
    const refused = before.filter((r) => r.status !== 0).length;
    if (diffs.length === 0) {
      console.log(
        `cli-parity: ${commands.length} commands over ${files} files (${refused} of them refused), all identical to ${against} (stdout, stderr, exit status; ${seconds} s).`,
      );
      return 0;
    }
    console.log(
      `cli-parity: ${diffs.length} differences from ${against} in ${commands.length} commands over ${files} files (${seconds} s):`,
    );
    // CLI_PARITY_ALL=1 lists every difference (to sort expected ones from the rest).
    const shown = process.env.CLI_PARITY_ALL ? diffs : diffs.slice(0, 50);
    for (const d of shown) console.log(`  ${d}`);
    if (diffs.length > shown.length) console.log(`  … and ${diffs.length - shown.length} more.`);
    return 1;
  } finally {
    try {
      sh('git', ['worktree', 'remove', '--force', worktree], ROOT);
    } catch {
      // The worktree was never made (a bad BASE): nothing to remove.
    }
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().then(
  (status) => (process.exitCode = status),
  (e) => {
    console.error(`cli-parity: could not run: ${e.stderr ?? e.message}`);
    process.exitCode = 2;
  },
);
