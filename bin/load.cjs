// Loads the CLI bundle (dist/cli.cjs) for bin/tiebreaks.cjs, with V8's code cache when it can.
// Without one, a first run spends about half of what it adds to Node's own start compiling the
// bundle (bench/coldStart.ts measures it). Node 22.1+ has module.enableCompileCache, which keeps
// such a cache in the OS temp folder; on Node 20 the same is done here with vm.Script's
// cachedData, in os.tmpdir()/tiebreaks-compile-cache, one file per Node version (the bundle's
// bytes kept in it say which bundle it is for).
// NODE_DISABLE_COMPILE_CACHE=1 turns it off, as it does Node's. Any failure to read or write the
// cache only means a slower start: the bundle is then loaded as a plain require.
//
// node:module and node:os are not loaded on Node 20: loading them took 0.3 and 0.25 ms of every
// start (bench/coldStart.ts), for Module.wrap's one line and os.tmpdir()'s few.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const BUNDLE = path.join(__dirname, '..', 'dist', 'cli.cjs');

/** { cli, saveCache }: the bundle's exports, and a call that writes the cache after a run if it was missing. */
function load() {
  const none = () => {};
  if (process.env.NODE_DISABLE_COMPILE_CACHE) return { cli: require(BUNDLE), saveCache: none };
  if (nodeKeepsCompileCache()) {
    require('node:module').enableCompileCache();
    return { cli: require(BUNDLE), saveCache: none };
  }
  const cached = compiledWithCache();
  if (!cached) return { cli: require(BUNDLE), saveCache: none };
  const module = { exports: {} };
  cached.script.runInThisContext()(module.exports, require, module, BUNDLE, path.dirname(BUNDLE));
  return { cli: module.exports, saveCache: cached.save };
}

/**
 * The bundle compiled with the cache if one is there. save() writes it when there was none (or
 * V8 refused it): called after the first run, the cache holds the functions that run compiled,
 * not just the top level. Null when the bundle cannot be read here (require reports that).
 *
 * The cache file holds the bundle's own bytes before V8's data, and is used only when they are
 * the bundle's bytes now: V8 checks no more than the source's length, and a hash would need
 * node:crypto, whose loading costs more than comparing the bytes.
 */
function compiledWithCache() {
  const vm = require('node:vm');
  let bytes;
  try {
    bytes = fs.readFileSync(BUNDLE);
  } catch {
    return null;
  }
  const dir = path.join(tempFolder(), 'tiebreaks-compile-cache');
  const file = path.join(dir, `cli-${process.version}-${process.arch}.bin`);
  const cachedData = cacheFor(file, bytes);
  const script = new vm.Script(wrap(bytes.toString('utf8')), { filename: BUNDLE, cachedData });
  const fresh = cachedData === undefined || script.cachedDataRejected;
  const save = () => {
    if (!fresh) return;
    try {
      fs.mkdirSync(dir, { recursive: true });
      const header = Buffer.alloc(4);
      header.writeUInt32LE(bytes.length);
      // Write then rename: two first runs at once never leave half a cache.
      const tmp = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, Buffer.concat([header, bytes, script.createCachedData()]));
      fs.renameSync(tmp, file);
    } catch {
      // A read-only or full temp folder: the next start compiles again, nothing else changes.
    }
  };
  return { script, save };
}

/** V8's data from the cache file, if the file holds exactly these bundle bytes; else undefined. */
function cacheFor(file, bytes) {
  let cache;
  try {
    cache = fs.readFileSync(file);
  } catch {
    return undefined;
  }
  if (cache.length <= 4 || cache.readUInt32LE(0) !== bytes.length) return undefined;
  const end = 4 + bytes.length;
  if (cache.length <= end || !cache.subarray(4, end).equals(bytes)) return undefined;
  return cache.subarray(end);
}

/** Node 22.1 and later keep a compile cache themselves (module.enableCompileCache). */
function nodeKeepsCompileCache() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 1);
}

/** The bundle's text as a CommonJS module function, as Module.wrap writes it (so line 1's columns match require's). */
const wrap = (text) => `(function (exports, require, module, __filename, __dirname) { ${text}\n});`;

/**
 * os.tmpdir() as Node 20 works it out on Linux and macOS (TMPDIR, TMP, TEMP, else /tmp, without a
 * trailing slash). On Windows, where it reads more, os.tmpdir() itself.
 */
function tempFolder() {
  if (process.platform === 'win32') return require('node:os').tmpdir();
  const dir = process.env.TMPDIR || process.env.TMP || process.env.TEMP || '/tmp';
  return dir.length > 1 && dir.endsWith('/') ? dir.slice(0, -1) : dir;
}

module.exports = { load, BUNDLE };
