// FIDE's own tie-break calculator against ours, on every reference tournament (issue 29).
//
//   node scripts/tiebreakserver-check.mjs <TieBreakServer folder> [--shared DIR] [--python CMD] [--tiebreaks LIST]
//
// TieBreakServer (Otto Milvang's, open source, Python 3 with networkx) is not a package of a
// registry, so it is not run by the tests: this script takes the folder holding its
// tiebreakchecker.py. For each reference file (../shared/trf/*.trf, ../shared/refdata/*.csv) it
// writes FIDE's current TRF with our `export-trf` (the tie-breaks in its 202/212 records), ranks
// that TRF with our `standings --format json`, runs `tiebreakchecker.py` on the same TRF (which
// reads the order from the 212 record), and compares every value both compute: the score and
// each tie-break of each player, TieBreakServer's printed value against ours rounded to the same
// decimals (half up, as it prints). A value neither gives (an unrated field's ARO) is counted
// apart. A file our CLI refuses or TieBreakServer stops on is listed with its reason.
//
// Exit status 0 when every value compared is identical, 1 on any difference, 2 when it could not
// run. Needs `npm run build` (dist/cli.cjs) first. No network; nothing is written outside a
// temporary folder, removed afterwards. The result is recorded in docs/fide.md.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Every FIDE tie-break both programs compute a value for (C.07, 2026 names). */
const DEFAULT_TIEBREAKS =
  'BH/C1,BH,BH/M1,SB,SB/C1,FB,AOB,ARO,ARO/C1,TPR,PTP,APRO,APPO,KS,PS,WIN,WON,BPG,BWG,REP,STD,TPN,RTNG';

function usage(message) {
  process.stderr.write(
    `${message}\nusage: node scripts/tiebreakserver-check.mjs <TieBreakServer folder> [--shared DIR] [--python CMD] [--tiebreaks LIST]\n`,
  );
  process.exit(2);
}

function options(argv) {
  const o = { shared: path.resolve(ROOT, '../shared'), python: 'python3', tiebreaks: DEFAULT_TIEBREAKS };
  const rest = [];
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i].replace(/^--/, '');
    if (argv[i].startsWith('--') && name in o) o[name] = argv[++i] ?? usage(`${argv[i - 1]} needs a value.`);
    else rest.push(argv[i]);
  }
  if (rest.length !== 1) usage('Give the folder of TieBreakServer (the one holding tiebreakchecker.py).');
  o.server = path.resolve(rest[0]);
  if (!existsSync(path.join(o.server, 'tiebreakchecker.py'))) usage(`No tiebreakchecker.py in ${o.server}.`);
  return o;
}

/** Our CLI in this process: what it printed, and its exit status. */
function cli(run, argv) {
  let out = '';
  let err = '';
  const io = { out: (t) => (out += t), err: (t) => (err += t), readFile: (p) => readFileSync(p, 'utf8') };
  const status = run(argv, io);
  return { status, out, err };
}

/** The reference files, TRF first, each with its path. */
function referenceFiles(shared) {
  const list = (dir, ext) =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith(ext))
          .sort()
          .map((f) => path.join(dir, f))
      : [];
  return [...list(path.join(shared, 'trf'), '.trf'), ...list(path.join(shared, 'refdata'), '.csv')];
}

/** tiebreakchecker.py on a TRF: its stdout and stderr. */
function tiebreakchecker(o, trf, verbose) {
  return spawnSync(o.python, ['tiebreakchecker.py', '-i', trf, '-f', 'TRF', ...(verbose ? ['-v'] : [])], {
    cwd: o.server,
    encoding: 'utf8',
    timeout: 300_000,
  });
}

/** Where TieBreakServer stopped: its error, and the last line of its traceback when run again with -v. */
function stopReason(o, trf, status) {
  const r = tiebreakchecker(o, trf, true);
  const frames = (r.stderr ?? '').split('\n').filter((l) => /^\s*File .*, in |^\w+Error/.test(l));
  const last = frames.slice(-2).map((l) => l.replace(/^\s*File "(?:.*[\\/])?([^"]+)"/, '$1').trim());
  return `${status}${last.length ? ` (${last.join(': ')})` : ''}`;
}

/** TieBreakServer's JSON for a TRF, or the reason it gave none. */
function tieBreakServer(o, trf) {
  const r = tiebreakchecker(o, trf, false);
  if (r.error) return { reason: `could not run ${o.python}: ${r.error.message}` };
  try {
    const json = JSON.parse(r.stdout);
    if (!json.status?.code) return { json };
    return { reason: stopReason(o, trf, `status ${json.status.code}, ${json.status.error.join('; ')}`) };
  } catch {
    return { reason: (r.stdout + r.stderr).trim().split('\n').slice(0, 2).join(' ') };
  }
}

/** Ours rounded half up to TieBreakServer's decimals, as text to compare with its printed value. */
function rounded(value, decimals) {
  const scale = 10 ** decimals;
  return (Math.floor(value * scale + 0.5 + 1e-9) / scale).toFixed(decimals);
}

/** Every value of one file compared: [tie-break, player, ours, theirs] for each difference. */
function compare(ours, theirs) {
  const tally = { compared: 0, identical: 0, neither: 0, differences: [] };
  const byNumber = new Map(ours.standings.map((row) => [row.number, row]));
  const names = ['PTS', ...ours.tiebreaks];
  const result = theirs.tiebreakResult;
  for (const competitor of result.competitors) {
    const row = byNumber.get(competitor.cid);
    if (!row) {
      tally.differences.push(['player', competitor.cid, 'absent', 'present']);
      continue;
    }
    competitor.tiebreakScore.forEach((value, i) => {
      const decimals = result.tiebreaks[i]?.precision ?? 0;
      const mine = i === 0 ? row.score : row.values[names[i]];
      if ((mine === null || mine === undefined) && value === null) return void tally.neither++;
      tally.compared++;
      const a = mine === null || mine === undefined ? 'no value' : rounded(mine, decimals);
      const b = value === null ? 'no value' : Number(value).toFixed(decimals);
      if (a === b) tally.identical++;
      else tally.differences.push([names[i], competitor.cid, a, b]);
    });
  }
  return tally;
}

/**
 * The file exported with the tie-breaks; one the table cannot give (FB on a grid without the
 * order of the rounds) is left out for that file, and said.
 */
function exportTrf(o, run, file) {
  let codes = o.tiebreaks.split(',');
  const left = [];
  for (;;) {
    const r = cli(run, ['export-trf', file, '--tiebreaks', codes.join(','), '--fide-rules', '2026']);
    if (r.status === 0) return { trf: r.out, left };
    const code = /^(\S+) \(/.exec(r.err)?.[1];
    if (!code || !codes.includes(code)) return { refused: r.err.split('\n')[0] };
    codes = codes.filter((c) => c !== code);
    left.push(code);
  }
}

/** One reference file: exported, ranked by both, compared; or why not. */
function checkFile(o, run, dir, file) {
  const name = path.basename(file);
  const trf = path.join(dir, `${name}.trf`);
  const exported = exportTrf(o, run, file);
  if (exported.refused) return { name, skipped: `our export-trf refuses it: ${exported.refused}` };
  writeFileSync(trf, exported.trf);
  const ranked = cli(run, ['standings', trf, '--format', 'json']);
  if (ranked.status !== 0) return { name, skipped: `our standings refuses the TRF: ${ranked.err.split('\n')[0]}` };
  const theirs = tieBreakServer(o, trf);
  if (!theirs.json) return { name, skipped: `TieBreakServer stops: ${theirs.reason.split(trf).join(`${name}.trf`)}` };
  return { name, left: exported.left, ...compare(JSON.parse(ranked.out), theirs.json) };
}

function main() {
  const o = options(process.argv.slice(2));
  const bundle = path.join(ROOT, 'dist/cli.cjs');
  if (!existsSync(bundle)) usage('No dist/cli.cjs: run npm run build first.');
  const { run } = createRequire(import.meta.url)(bundle);
  const files = referenceFiles(o.shared);
  if (!files.length) usage(`No reference files in ${o.shared}/trf or ${o.shared}/refdata.`);
  const dir = mkdtempSync(path.join(tmpdir(), 'tiebreakserver-check-'));
  const total = { compared: 0, identical: 0, neither: 0, differences: 0, files: 0 };
  try {
    for (const file of files) {
      const r = checkFile(o, run, dir, file);
      if (r.skipped) {
        process.stdout.write(`${r.name}: not compared; ${r.skipped}\n`);
        continue;
      }
      total.files++;
      for (const k of ['compared', 'identical', 'neither']) total[k] += r[k];
      total.differences += r.differences.length;
      process.stdout.write(
        `${r.name}: ${r.compared} values compared, ${r.identical} identical` +
          `${r.neither ? ` (${r.neither} neither program gives)` : ''}` +
          `${r.left.length ? `; without ${r.left.join(', ')}, which the table cannot give` : ''}\n`,
      );
      for (const [tb, player, a, b] of r.differences.slice(0, 20))
        process.stdout.write(`  ${tb} of player ${player}: ours ${a}, TieBreakServer ${b}\n`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  process.stdout.write(
    `\n${total.files} of ${files.length} files compared with tie-breaks PTS,${o.tiebreaks}: ` +
      `${total.compared} values, ${total.identical} identical, ${total.differences} different.\n`,
  );
  process.exit(total.differences ? 1 : 0);
}

main();
