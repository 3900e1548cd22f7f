/**
 * bin/load.cjs: the CLI loaded with V8's code cache (issue 18, a first run need not compile the
 * bundle again), and only a cache the user alone could have written (issue 26).
 *
 * A code cache is compiled code that V8 accepts for any source of the same length, so a planted
 * one runs as whoever starts the CLI. These tests plant one that prints PLANTED (compiled from a
 * source the bundle's length) and check that it runs only when it is the user's own: in their
 * cache folder, owned by them, writable by no one else, naming the bundle's SHA-256.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import Module from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, ROOT } from '../bundle/built';

beforeAll(() => ensureBuilt());

const BUNDLE = path.join(ROOT, 'dist/cli.cjs');
const CACHE_NAME = `cli-${process.version}-${process.arch}.bin`;
/** Another user: root (CI runs as root) can give a file to any uid. */
const OTHER_UID = 4242;

// Node 22.1+ keeps its own cache (module.enableCompileCache) where bin/load.cjs asks for it: the
// file checks are for the cache kept by bin/load.cjs on Node 20.
const ownCache = !('enableCompileCache' in Module);
const posix = process.platform !== 'win32';
const asRoot = posix && process.getuid?.() === 0;

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** The CLI run on the spring Swiss, with the temp folder and the cache folder both in `tmp` (or as `env` says). */
function run(tmp: string, env: Record<string, string> = {}): Run {
  const r = spawnSync(
    'node',
    [
      path.join(ROOT, 'bin/tiebreaks.cjs'),
      'standings',
      path.join(ROOT, 'examples/spring-swiss.csv'),
      '--format',
      'json',
    ],
    {
      encoding: 'utf8',
      env: { ...process.env, TMPDIR: tmp, TMP: tmp, TEMP: tmp, XDG_CACHE_HOME: tmp, HOME: tmp, ...env },
    },
  );
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** What the CLI prints with no cache at all. */
function plainRun(): string {
  const tmp = temp();
  try {
    const r = run(tmp, { NODE_DISABLE_COMPILE_CACHE: '1' });
    expect(r.status).toBe(0);
    return r.stdout;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

const temp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'tiebreaks-cache-test-'));

/**
 * V8's data for a script the bundle's length that prints PLANTED: what an attacker writes.
 * Made in a fresh node, as the CLI runs (V8 refuses data made under other flags).
 */
function plantedData(): Buffer {
  const code = `
    const fs = require('node:fs'), vm = require('node:vm');
    const n = fs.readFileSync(${JSON.stringify(BUNDLE)}).length;
    const evil = 'process.stdout.write("PLANTED\\\\n");';
    const text = evil + ' '.repeat(n - evil.length);
    const wrapped = '(function (exports, require, module, __filename, __dirname) { ' + text + '\\n});';
    process.stdout.write(new vm.Script(wrapped).createCachedData().toString('base64'));`;
  return Buffer.from(execFileSync('node', ['-e', code], { encoding: 'utf8' }), 'base64');
}

const bundleHash = (bytes = fs.readFileSync(BUNDLE)) => crypto.createHash('sha256').update(bytes).digest();

/** The cache file in the cache folder (XDG_CACHE_HOME/tiebreaks) and where the CLI used to look (TMPDIR). */
const cacheFile = (tmp: string) => path.join(tmp, 'tiebreaks', CACHE_NAME);
const oldCacheFile = (tmp: string) => path.join(tmp, 'tiebreaks-compile-cache', CACHE_NAME);

/**
 * Plants `data` in both places, each as that loader would accept it but for who wrote it:
 * the cache folder's file naming the bundle by `hash`, the temp folder's holding the bundle's bytes.
 */
function plant(tmp: string, data: Buffer, hash = bundleHash(), folderMode = 0o700): string {
  const bytes = fs.readFileSync(BUNDLE);
  const header = Buffer.alloc(4);
  header.writeUInt32LE(bytes.length);
  fs.mkdirSync(path.dirname(oldCacheFile(tmp)), { recursive: true });
  fs.writeFileSync(oldCacheFile(tmp), Buffer.concat([header, bytes, data]));
  const file = cacheFile(tmp);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.chmodSync(path.dirname(file), folderMode);
  fs.writeFileSync(file, Buffer.concat([hash, data]), { mode: 0o600 });
  return file;
}

let plain = '';
let planted: Buffer = Buffer.alloc(0);
beforeAll(() => {
  plain = plainRun();
  if (ownCache && posix) planted = plantedData();
});

/** The run ignored the planted cache: it printed the standings, as without a cache. */
function expectNotUsed(r: Run): void {
  expect(r.stdout).not.toContain('PLANTED');
  expect(r.stdout).toBe(plain);
  expect(r.status).toBe(0);
}

test('the first run writes the cache, the next reads it, and both print what a run without it prints', () => {
  const tmp = temp();
  try {
    expect(run(tmp, { NODE_DISABLE_COMPILE_CACHE: '1' }).stdout).toBe(plain);
    expect(fs.existsSync(path.join(tmp, 'tiebreaks'))).toBe(false);
    const first = run(tmp);
    if (ownCache && posix) expect(fs.readdirSync(path.join(tmp, 'tiebreaks'))).toEqual([CACHE_NAME]);
    const second = run(tmp);
    expect(first.stdout).toBe(plain);
    expect(second.stdout).toBe(plain);
    expect(JSON.parse(plain).standings.length).toBeGreaterThan(0);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});

const onNode20 = ownCache && posix ? describe : describe.skip;

onNode20('a planted code cache', () => {
  let tmp = '';
  beforeEach(() => {
    tmp = temp();
    fs.chmodSync(tmp, 0o1777); // a shared temp folder, as /tmp is
  });
  afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

  // The control: the trust checks are what stop a planted cache, not some other failure.
  test('runs when it is the user’s own, private, for this bundle (so the checks below are what stop it)', () => {
    plant(tmp, planted);
    expect(run(tmp).stdout).toContain('PLANTED');
  });

  test('in the shared temp folder is never used: the cache is only in the user’s cache folder', () => {
    plant(tmp, planted);
    fs.rmSync(cacheFile(tmp));
    expectNotUsed(run(tmp, { XDG_CACHE_HOME: path.join(tmp, 'home-cache') }));
  });

  test('in a cache folder others can write is not used', () => {
    for (const mode of [0o777, 0o1777, 0o770, 0o720]) {
      plant(tmp, planted, bundleHash(), mode);
      expectNotUsed(run(tmp));
    }
  });

  test('group- or world-writable is not used, and is replaced by the user’s own', () => {
    for (const mode of [0o666, 0o620, 0o602]) {
      const file = plant(tmp, planted);
      fs.chmodSync(file, mode);
      expectNotUsed(run(tmp));
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.readFileSync(file).subarray(32).equals(planted)).toBe(false);
    }
  });

  test('behind a symbolic link is not used', () => {
    const file = plant(tmp, planted);
    fs.renameSync(file, path.join(tmp, 'elsewhere.bin'));
    fs.symlinkSync(path.join(tmp, 'elsewhere.bin'), file);
    expectNotUsed(run(tmp));
  });

  (asRoot ? test : test.skip)('owned by another user, or in their folder, is not used', () => {
    const file = plant(tmp, planted);
    fs.chownSync(file, OTHER_UID, OTHER_UID);
    expectNotUsed(run(tmp));
    fs.chownSync(file, 0, 0);
    fs.chownSync(path.dirname(file), OTHER_UID, OTHER_UID);
    expectNotUsed(run(tmp));
  });

  test('for another bundle is not used, and is replaced by one for this bundle', () => {
    const other = Buffer.from(fs.readFileSync(BUNDLE));
    other[other.length - 10] ^= 1; // another bundle of the same length
    const file = plant(tmp, planted, bundleHash(other));
    expectNotUsed(run(tmp));
    const written = fs.readFileSync(file);
    expect(written.subarray(0, 32).equals(bundleHash())).toBe(true);
    expect(written.subarray(32).equals(planted)).toBe(false);
    expect(run(tmp).stdout).toBe(plain);
  });

  test('that V8 refuses, or too short to name a bundle, is replaced, and the run is the same', () => {
    for (const bad of [Buffer.concat([bundleHash(), Buffer.from('not a code cache')]), Buffer.from('short')]) {
      const file = plant(tmp, Buffer.alloc(0));
      fs.writeFileSync(file, bad);
      expectNotUsed(run(tmp));
      expect(fs.readFileSync(file).equals(bad)).toBe(false);
      expect(fs.statSync(file).size).toBeGreaterThan(32);
    }
  });
});

(ownCache && posix ? test : test.skip)(
  'the cache goes to XDG_CACHE_HOME/tiebreaks, else ~/.cache/tiebreaks, readable by the user alone',
  () => {
    const tmp = temp();
    try {
      const home = path.join(tmp, 'home');
      const xdg = path.join(tmp, 'xdg');
      fs.mkdirSync(home);
      run(tmp, { HOME: home, XDG_CACHE_HOME: xdg });
      expect(fs.readdirSync(path.join(xdg, 'tiebreaks'))).toEqual([CACHE_NAME]);
      expect(fs.statSync(path.join(xdg, 'tiebreaks')).mode & 0o777).toBe(0o700);
      expect(fs.statSync(path.join(xdg, 'tiebreaks', CACHE_NAME)).mode & 0o777).toBe(0o600);
      // A relative XDG_CACHE_HOME is ignored, as the XDG Base Directory spec says.
      run(tmp, { HOME: home, XDG_CACHE_HOME: 'relative' });
      expect(fs.readdirSync(path.join(home, '.cache', 'tiebreaks'))).toEqual([CACHE_NAME]);
      expect(fs.existsSync(path.join(tmp, 'tiebreaks-compile-cache'))).toBe(false);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  },
);

// Node decodes an ASCII file into a one-byte string, sooner than the two-byte string one "½"
// left in a pattern would make (scripts/build-cli.mjs).
test('the bundle is ASCII', () => {
  const bytes = fs.readFileSync(BUNDLE);
  expect(bytes.findIndex((b) => b > 0x7f)).toBe(-1);
});
