/**
 * bin/load.cjs: the CLI loaded with V8's code cache (issue 18, a first run need not compile the
 * bundle again). The cache changes how fast, never what: a run that writes it, a run that reads
 * it and a run without it print the same, and NODE_DISABLE_COMPILE_CACHE writes nothing.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import Module from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, ROOT } from '../bundle/built';

beforeAll(() => ensureBuilt());

/** The CLI's stdout, with TMPDIR (where the cache goes) set to `tmp`. */
function run(tmp: string, env: Record<string, string> = {}): string {
  return execFileSync(
    'node',
    [
      path.join(ROOT, 'bin/tiebreaks.cjs'),
      'standings',
      path.join(ROOT, 'examples/spring-swiss.csv'),
      '--format',
      'json',
    ],
    { encoding: 'utf8', env: { ...process.env, TMPDIR: tmp, TMP: tmp, TEMP: tmp, ...env } },
  );
}

const cacheFiles = (tmp: string): string[] => {
  const dir = path.join(tmp, 'tiebreaks-compile-cache');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

// Node 22.1+ keeps its own cache (module.enableCompileCache) where bin/load.cjs asks for it: the
// file checks are for the cache kept by bin/load.cjs on Node 20.
const ownCache = !('enableCompileCache' in Module);

test('the first run writes the cache, the next reads it, and both print what a run without it prints', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tiebreaks-cache-test-'));
  try {
    const plain = run(tmp, { NODE_DISABLE_COMPILE_CACHE: '1' });
    expect(cacheFiles(tmp)).toEqual([]);
    const first = run(tmp);
    if (ownCache) expect(cacheFiles(tmp)).toEqual([expect.stringMatching(/^cli-v[\d.]+-\w+\.bin$/)]);
    const second = run(tmp);
    expect(first).toBe(plain);
    expect(second).toBe(plain);
    expect(JSON.parse(plain).standings.length).toBeGreaterThan(0);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});

test('a cache for other bundle bytes, or one V8 refuses, is replaced, and the run is the same', () => {
  if (!ownCache) return;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tiebreaks-cache-test-'));
  try {
    const plain = run(tmp);
    const [name] = cacheFiles(tmp);
    if (name === undefined) throw new Error('no cache written');
    const file = path.join(tmp, 'tiebreaks-compile-cache', name);
    const good = fs.readFileSync(file);
    const bundleEnd = 4 + good.readUInt32LE(0);
    // Another bundle of the same length: one byte of the kept copy changed.
    const other = Buffer.from(good);
    other[bundleEnd - 10] ^= 1;
    // The right bundle, but data V8 cannot use.
    const refused = Buffer.concat([good.subarray(0, bundleEnd), Buffer.from('not a code cache')]);
    for (const bad of [other, refused, Buffer.from('short')]) {
      fs.writeFileSync(file, bad);
      expect(run(tmp)).toBe(plain);
      expect(fs.readFileSync(file).equals(bad)).toBe(false);
      expect(fs.statSync(file).size).toBeGreaterThan(bundleEnd);
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});

test('the cache goes to the temp folder os.tmpdir() names: TMPDIR first, without its trailing slash', () => {
  if (!ownCache || process.platform === 'win32') return;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tiebreaks-cache-test-'));
  const other = fs.mkdtempSync(path.join(os.tmpdir(), 'tiebreaks-cache-test-'));
  try {
    run(tmp, { TMPDIR: `${tmp}/`, TMP: other, TEMP: other });
    expect(cacheFiles(tmp)).toEqual([expect.stringMatching(/^cli-v[\d.]+-\w+\.bin$/)]);
    expect(cacheFiles(other)).toEqual([]);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.rmSync(other, { recursive: true, force: true });
  }
});

// Node decodes an ASCII file into a one-byte string, sooner than the two-byte string one "½"
// left in a pattern would make (scripts/build-cli.mjs).
test('the bundle is ASCII', () => {
  const bytes = fs.readFileSync(path.join(ROOT, 'dist/cli.cjs'));
  expect(bytes.findIndex((b) => b > 0x7f)).toBe(-1);
});
