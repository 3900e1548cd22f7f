// `npm run preview`: the built sidebar in a browser, without Google. Serves dist/sidebar.html on
// 127.0.0.1 with a google.script.run shim whose calls run the real dist/Code.js in the emulated
// runtime (emulator/), on a spreadsheet holding the example crosstable. Ctrl+C to stop.
import * as esbuild from 'esbuild';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { NODE_BUNDLE } from './bundle.mjs';

execFileSync('node', ['scripts/build.mjs'], { stdio: 'inherit' });
const cache = path.resolve('node_modules/.cache/tiebreaks-preview');
fs.mkdirSync(cache, { recursive: true });
await esbuild.build({
  ...NODE_BUNDLE,
  entryPoints: ['emulator/index.ts', 'test/e2e/gasShim.ts', 'test/support/sheetPicture.ts'],
  outdir: cache,
  entryNames: '[name]',
  outExtension: { '.js': '.cjs' },
});
const require = createRequire(import.meta.url);
const { EmulatedSpreadsheet, loadDist, putValues, valuesFromDelimited } = require(path.join(cache, 'index.cjs'));
const { GAS_SHIM, gasHandler } = require(path.join(cache, 'gasShim.cjs'));
const { sheetHtml } = require(path.join(cache, 'sheetPicture.cjs'));

const ss = new EmulatedSpreadsheet('Preview', 'Spring Swiss');
putValues(ss, 'Spring Swiss', valuesFromDelimited(fs.readFileSync('examples/spring-swiss.csv', 'utf8')));
const rt = loadDist('dist', { spreadsheet: ss });
const handle = gasHandler((name, ...args) => rt.run(name, ...args));

// In the page, __gasCall posts to /rpc; the shim is the one the e2e tests use.
const bridge = `<script>window.__gasCall = (name, args) => fetch('/rpc', { method: 'POST', body: JSON.stringify({ name, args }) }).then((r) => r.text());</script><script>${GAS_SHIM}</script>`;
// Each sheet drawn as Sheets lays it out (displayed text, widths, bold, banding), in its own frame.
const page = () => {
  const sheets = ss
    .getSheets()
    .map(
      (s, i) =>
        `<h3>${s.getName().replace(/</g, '&lt;')}</h3><iframe src="/sheet/${i}" style="width:100%;height:${Math.min(600, 24 * (s.getDataRange().getNumRows() + 2))}px;border:0"></iframe>`,
    )
    .join('');
  return `<!DOCTYPE html><html><body style="display:flex;gap:16px;margin:0;font:13px Arial"><iframe src="/sidebar" style="width:300px;flex:none;height:100vh;border:0;border-right:1px solid #ccc"></iframe><div style="overflow:auto;height:100vh;flex:1"><p><a href="/">Refresh sheets</a></p>${sheets}</div></body></html>`;
};
const server = http.createServer((req, res) => {
  if (req.method === 'POST' && req.url === '/rpc') {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const { name, args } = JSON.parse(body);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(handle(name, args));
    });
    return;
  }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  const sheet = /^\/sheet\/(\d+)$/.exec(req.url);
  if (req.url === '/sidebar')
    res.end(fs.readFileSync('dist/sidebar.html', 'utf8').replace('<head>', `<head>${bridge}`));
  else if (sheet)
    res.end(ss.getSheets()[Number(sheet[1])] ? sheetHtml(ss.getSheets()[Number(sheet[1])]) : 'No such sheet');
  else res.end(page());
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(
    `Sidebar preview: http://127.0.0.1:${server.address().port}/ (the sidebar on the left, the emulated sheets on the right; Ctrl+C to stop)`,
  );
});
