/**
 * The bundle tests run on the real dist/ output. Each test file calls ensureBuilt() in a
 * beforeAll: it rebuilds (scripts/build.mjs, which also builds the CLI) only when dist/ is older
 * than the sources, and a lock directory keeps parallel jest workers from building at once.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
export const DIST = path.join(ROOT, 'dist');
/** The copy-paste install (docs/install.md): committed, and never written by ensureBuilt (see install.test.ts). */
export const INSTALL = path.join(ROOT, 'install');
const OUTPUTS = ['Code.js', 'appsscript.json', 'cli.cjs', 'sidebar.html'].map((f) => path.join(DIST, f));
const INPUTS = [
  'src',
  'examples',
  'scripts/build.mjs',
  'scripts/build-cli.mjs',
  'scripts/bundle.mjs',
  'appsscript.json',
].map((f) => path.join(ROOT, f));
const LOCK = path.join(ROOT, 'node_modules/.cache/tiebreaks-build.lock');

function newest(p: string): number {
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...fs.readdirSync(p).map((f) => newest(path.join(p, f))));
}

function fresh(): boolean {
  if (!OUTPUTS.every((f) => fs.existsSync(f))) return false;
  return Math.min(...OUTPUTS.map((f) => fs.statSync(f).mtimeMs)) > Math.max(...INPUTS.map(newest));
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

export function ensureBuilt(): void {
  fs.mkdirSync(path.dirname(LOCK), { recursive: true });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (fresh()) return;
    try {
      fs.mkdirSync(LOCK);
    } catch {
      // Another worker is building; a lock older than a minute was left by a killed run.
      const held = fs.statSync(LOCK, { throwIfNoEntry: false });
      if (Date.now() > deadline || (held && Date.now() - held.mtimeMs > 60_000))
        fs.rmSync(LOCK, { recursive: true, force: true });
      sleep(100);
      continue;
    }
    try {
      // --dist: the tests leave install/ as committed, so install.test.ts can tell when it is stale.
      if (!fresh()) execFileSync('node', ['scripts/build.mjs', '--dist'], { cwd: ROOT, stdio: 'pipe' });
      return;
    } finally {
      fs.rmSync(LOCK, { recursive: true, force: true });
    }
  }
}

export function readDist(name: string): string {
  return fs.readFileSync(path.join(DIST, name), 'utf8');
}
