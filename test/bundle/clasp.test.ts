/**
 * What `clasp push` would upload, asked of clasp itself offline: with the committed .clasp.json
 * (a placeholder script id), no credentials (an empty HOME) and no network, `clasp
 * show-file-status --json` must list exactly the manifest and Code.js.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, readDist, ROOT } from './built';

beforeAll(() => ensureBuilt());

test('clasp pushes exactly dist/appsscript.json, dist/Code.js and dist/sidebar.html (offline, logged out)', () => {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'clasp-home-'));
  try {
    const out = execFileSync(path.join(ROOT, 'node_modules/.bin/clasp'), ['show-file-status', '--json'], {
      cwd: ROOT,
      // No credentials anywhere clasp looks, and proxies pointing nowhere: it must not need either.
      env: {
        PATH: process.env.PATH,
        HOME: home,
        USERPROFILE: home,
        HTTPS_PROXY: 'http://127.0.0.1:9',
        HTTP_PROXY: 'http://127.0.0.1:9',
        NO_COLOR: '1',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    const status = JSON.parse(out) as { filesToPush: string[]; untrackedFiles: string[] };
    expect([...status.filesToPush].sort()).toEqual(['dist/Code.js', 'dist/appsscript.json', 'dist/sidebar.html']);
    expect(status.untrackedFiles.every((f) => f.startsWith('dist/'))).toBe(true);
  } finally {
    fs.rmSync(home, { recursive: true, force: true });
  }
});

test('.clasp.json: dist/ as the root, a placeholder script id, no TypeScript pushing', () => {
  const clasp = JSON.parse(fs.readFileSync(path.join(ROOT, '.clasp.json'), 'utf8'));
  expect(clasp.rootDir).toBe('dist');
  expect(typeof clasp.scriptId).toBe('string');
  expect(clasp.fileExtension).toBeUndefined();
});

test('the manifest: V8, Stackdriver, least-privilege scopes, an Editor add-on (no addOns section)', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'appsscript.json'), 'utf8'));
  expect(manifest.runtimeVersion).toBe('V8');
  expect(manifest.exceptionLogging).toBe('STACKDRIVER');
  expect(manifest.oauthScopes).toEqual([
    'https://www.googleapis.com/auth/spreadsheets.currentonly',
    'https://www.googleapis.com/auth/script.container.ui',
  ]);
  expect(manifest.addOns).toBeUndefined();
  expect(JSON.parse(readDist('appsscript.json'))).toEqual(manifest);
});
