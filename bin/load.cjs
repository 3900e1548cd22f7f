// Loads the CLI bundle (dist/cli.cjs) for bin/tiebreaks.cjs, with V8's code cache when it is safe.
// Without one, a first run spends about half of what it adds to Node's own start compiling the
// bundle (bench/coldStart.ts measures it).
//
// A code cache is compiled code: V8 runs it if its source *length* matches, so whoever can write
// the cache file chooses what runs. It is therefore kept only in the user's own cache folder
// (XDG_CACHE_HOME, else ~/.cache, then tiebreaks/), and used only when that folder and the file
// are owned by the user running the CLI and writable by no one else, and the file names the
// bundle's SHA-256. Anything else (a shared temp folder, another owner, a group- or
// world-writable mode, another bundle) and the bundle is compiled from source, as without a
// cache. Windows, where ownership cannot be checked cheaply, gets no cache.
//
// Node 22.1+ keeps the cache itself (module.enableCompileCache), in that same checked folder
// (Node's default would be the shared temp folder). On Node 20 it is done here with vm.Script's
// cachedData, one file per Node version and architecture.
// NODE_DISABLE_COMPILE_CACHE=1 turns it off, as it does Node's. Any failure to read or write the
// cache only means a slower start: the bundle is then loaded as a plain require.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const BUNDLE = path.join(__dirname, '..', 'dist', 'cli.cjs');
/** Bytes of the SHA-256 at the start of a cache file. */
const HASH_BYTES = 32;

/** { cli, saveCache }: the bundle's exports, and a call that writes the cache after a run if it was missing. */
function load() {
  const none = () => {};
  const dir = process.env.NODE_DISABLE_COMPILE_CACHE ? null : cacheFolder();
  if (dir === null) return { cli: require(BUNDLE), saveCache: none };
  if (nodeKeepsCompileCache()) {
    require('node:module').enableCompileCache(path.join(dir, 'node'));
    return { cli: require(BUNDLE), saveCache: none };
  }
  const cached = compiledWithCache(dir);
  if (!cached) return { cli: require(BUNDLE), saveCache: none };
  const module = { exports: {} };
  cached.script.runInThisContext()(module.exports, require, module, BUNDLE, path.dirname(BUNDLE));
  return { cli: module.exports, saveCache: cached.save };
}

/**
 * The bundle compiled with the cache if a trusted one is there. save() writes it when there was
 * none (or V8 refused it): called after the first run, the cache holds the functions that ran
 * compiled, not just the top level. Null when the bundle cannot be read here (require reports that).
 */
function compiledWithCache(dir) {
  const vm = require('node:vm');
  let bytes;
  try {
    bytes = fs.readFileSync(BUNDLE);
  } catch {
    return null;
  }
  const hash = require('node:crypto').createHash('sha256').update(bytes).digest();
  const file = path.join(dir, `cli-${process.version}-${process.arch}.bin`);
  const cachedData = cacheFor(file, hash);
  const script = new vm.Script(wrap(bytes.toString('utf8')), { filename: BUNDLE, cachedData });
  const fresh = cachedData === undefined || script.cachedDataRejected;
  const save = () => {
    if (fresh) writeCache(file, Buffer.concat([hash, script.createCachedData()]));
  };
  return { script, save };
}

/**
 * V8's data from the cache file, if the file is the user's own, writable by no one else, and
 * names this bundle's hash; else undefined. The checks are on the open file, so it cannot be
 * swapped between them and the read.
 */
function cacheFor(file, hash) {
  let fd;
  try {
    fd = fs.openSync(file, fs.constants.O_RDONLY | (fs.constants.O_NOFOLLOW ?? 0));
    if (!ownedAndPrivate(fs.fstatSync(fd), 'file')) return undefined;
    const cache = fs.readFileSync(fd);
    if (cache.length <= HASH_BYTES || !cache.subarray(0, HASH_BYTES).equals(hash)) return undefined;
    return cache.subarray(HASH_BYTES);
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** Writes the cache, readable and writable by the user alone; write then rename, so two first runs never leave half a cache. */
function writeCache(file, data) {
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    fs.writeFileSync(tmp, data, { mode: 0o600, flag: 'wx' });
    fs.renameSync(tmp, file);
  } catch {
    // A read-only or full disk: the next start compiles again, nothing else changes.
    fs.rmSync(tmp, { force: true });
  }
}

/**
 * The folder for the cache, made (mode 700) if missing: null if there is none this user alone
 * can write, or on Windows. The folder holding it may be shared (XDG_CACHE_HOME=/tmp): a folder
 * someone else made or can write in is refused here, and a file someone else made, in cacheFor.
 */
function cacheFolder() {
  if (process.platform === 'win32' || typeof process.getuid !== 'function') return null;
  const env = process.env;
  const base = env.XDG_CACHE_HOME && path.isAbsolute(env.XDG_CACHE_HOME) ? env.XDG_CACHE_HOME : null;
  const root = base ?? (env.HOME && path.isAbsolute(env.HOME) ? path.join(env.HOME, '.cache') : null);
  if (root === null) return null;
  const dir = path.join(root, 'tiebreaks');
  try {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    return ownedAndPrivate(fs.lstatSync(dir), 'folder') ? dir : null;
  } catch {
    return null;
  }
}

/** A file or folder (not a link) owned by this user, that neither its group nor others can write. */
function ownedAndPrivate(stat, kind) {
  const isKind = kind === 'folder' ? stat.isDirectory() : stat.isFile();
  return isKind && stat.uid === process.getuid() && (stat.mode & 0o022) === 0;
}

/** Node 22.1 and later keep a compile cache themselves (module.enableCompileCache). */
function nodeKeepsCompileCache() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 1);
}

/** The bundle's text as a CommonJS module function, as Module.wrap writes it (so line 1's columns match require's). */
const wrap = (text) => `(function (exports, require, module, __filename, __dirname) { ${text}\n});`;

module.exports = { load, BUNDLE };
