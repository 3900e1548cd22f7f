// Loads the CLI bundle (dist/cli.cjs) for bin/tiebreaks.cjs, with V8's code cache when it can.
// Without one, a first run spends about half of what it adds to Node's own start compiling the
// bundle (bench/coldStart.ts measures it). Node 22.1+ has module.enableCompileCache, which keeps
// such a cache in the OS temp folder; on Node 20 the same is done here with vm.Script's
// cachedData, in os.tmpdir()/tiebreaks-compile-cache, one file per bundle text and Node version.
// NODE_DISABLE_COMPILE_CACHE=1 turns it off, as it does Node's. Any failure to read or write the
// cache only means a slower start: the bundle is then loaded as a plain require.
'use strict';
const fs = require('node:fs');
const Module = require('node:module');
const os = require('node:os');
const path = require('node:path');

const BUNDLE = path.join(__dirname, '..', 'dist', 'cli.cjs');

/** { cli, saveCache }: the bundle's exports, and a call that writes the cache after a run if it was missing. */
function load() {
  const none = () => {};
  if (process.env.NODE_DISABLE_COMPILE_CACHE) return { cli: require(BUNDLE), saveCache: none };
  if (typeof Module.enableCompileCache === 'function') {
    Module.enableCompileCache();
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
 */
function compiledWithCache() {
  const vm = require('node:vm');
  const crypto = require('node:crypto');
  let source;
  try {
    source = fs.readFileSync(BUNDLE, 'utf8');
  } catch {
    return null;
  }
  const key = crypto.createHash('sha256').update(process.version).update(source).digest('hex').slice(0, 20);
  const dir = path.join(os.tmpdir(), 'tiebreaks-compile-cache');
  const file = path.join(dir, `cli-${key}.bin`);
  let cachedData;
  try {
    cachedData = fs.readFileSync(file);
  } catch {
    cachedData = undefined;
  }
  const script = new vm.Script(Module.wrap(source), { filename: BUNDLE, cachedData });
  const fresh = cachedData === undefined || script.cachedDataRejected;
  const save = () => {
    if (!fresh) return;
    try {
      fs.mkdirSync(dir, { recursive: true });
      // Write then rename: two first runs at once never leave half a cache.
      const tmp = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, script.createCachedData());
      fs.renameSync(tmp, file);
      // One cache per bundle: a rebuilt CLI's older caches are only taking room.
      for (const old of fs.readdirSync(dir))
        if (/^cli-[0-9a-f]+\.bin$/.test(old) && path.join(dir, old) !== file)
          fs.rmSync(path.join(dir, old), { force: true });
    } catch {
      // A read-only or full temp folder: the next start compiles again, nothing else changes.
    }
  };
  return { script, save };
}

module.exports = { load, BUNDLE };
