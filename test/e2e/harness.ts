/**
 * The built sidebar (dist/sidebar.html) in headless Chromium at the sidebar's real width (300 px),
 * its google.script.run calls served by the emulated runtime on the real dist/Code.js. Shared by
 * every browser test: `useSidebar()` inside a describe starts one browser for its tests.
 */
import fs from 'node:fs';
import http from 'node:http';
import { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import {
  AppsScriptRuntime,
  EmulatedSpreadsheet,
  loadDist,
  putValues,
  Value,
  valuesFromDelimited,
} from '../../emulator';
import { DIST, ensureBuilt, ROOT } from '../bundle/built';
import { forbiddenIn } from '../support/directorWords';
import { GAS_SHIM, gasHandler } from './gasShim';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumPresent = fs.existsSync(CHROMIUM);
// `npm run screenshots` writes them to docs/images, where the README shows them.
export const ARTIFACTS = process.env.SCREENSHOTS_DIR
  ? path.resolve(ROOT, process.env.SCREENSHOTS_DIR)
  : path.join(ROOT, 'test-artifacts');

export const exampleValues = () =>
  valuesFromDelimited(fs.readFileSync(path.join(ROOT, 'examples/spring-swiss.csv'), 'utf8'));
export const examplePrizes = () =>
  valuesFromDelimited(fs.readFileSync(path.join(ROOT, 'examples/spring-prizes.csv'), 'utf8'));

/** A browser test file's whole body, or one skipped test saying why when Chromium is absent. */
export function describeInChromium(name: string, body: () => void): void {
  if (chromiumPresent) {
    describe(name, body);
    return;
  }
  describe(name, () => {
    test.skip(`SKIPPED: no Chromium at ${CHROMIUM} (apt-get install -y --no-install-recommends chromium)`, () =>
      undefined);
  });
  console.warn(`[${name}] skipped: no Chromium at ${CHROMIUM}.`);
}

export interface OpenSidebar {
  page: Page;
  rt: AppsScriptRuntime;
  /** Every google.script.run call, by name, in order. */
  calls: string[];
}

export interface SidebarHarness {
  /** The sidebar on a spreadsheet holding `values` on "Crosstable" (and a "Prize table" sheet). */
  open(values: Value[][], prizeTable?: Value[][], name?: string): Promise<OpenSidebar>;
  /** The sidebar on the spreadsheet `ss` as it is (its sheets, its active sheet). */
  openOn(ss: EmulatedSpreadsheet): Promise<OpenSidebar>;
  /** The page HtmlService served (`html`, as the runtime's host kept it), its calls served by `rt`. */
  openServed(rt: AppsScriptRuntime, html: string): Promise<Page>;
  /** A blank page in the same browser (to lay out a sheet's picture). */
  newPage(): Promise<Page>;
  /** Waits until `f` holds (the emulated runtime answers the page asynchronously). */
  until(page: Page, f: () => boolean | Promise<boolean>, what: string): Promise<void>;
  /** A screenshot (sidebar-NAME.png); every screen photographed must hold no code word. */
  shoot(page: Page, name: string): Promise<void>;
}

/** Starts Chromium and a page server before the describe's tests, and stops them after. */
export function useSidebar(): SidebarHarness {
  jest.setTimeout(60_000);
  let server: http.Server;
  let url: string;
  let browser: BrowserContext;
  let profile: string;

  beforeAll(async () => {
    ensureBuilt();
    const html = fs.readFileSync(path.join(DIST, 'sidebar.html'), 'utf8');
    server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    profile = fs.mkdtempSync(path.join(os.tmpdir(), 'tiebreaks-chromium-'));
    const { chromium } = await import('playwright-core');
    // A fresh profile (--user-data-dir), given the way Playwright accepts it.
    browser = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      viewport: { width: 300, height: 600 },
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
    if (profile) fs.rmSync(profile, { recursive: true, force: true });
  });

  async function openOn(ss: EmulatedSpreadsheet): Promise<OpenSidebar> {
    const rt = loadDist(DIST, { spreadsheet: ss });
    const page = await browser.newPage();
    const calls: string[] = [];
    const handle = gasHandler((fn, ...args) => (calls.push(fn), rt.run(fn, ...args)));
    await page.exposeFunction('__gasCall', (fn: string, argsJson: string) => handle(fn, argsJson));
    await page.addInitScript(GAS_SHIM);
    await page.goto(url);
    return { page, rt, calls };
  }

  async function openServed(rt: AppsScriptRuntime, html: string): Promise<Page> {
    const page = await browser.newPage();
    const handle = gasHandler((fn, ...args) => rt.run(fn, ...args));
    await page.exposeFunction('__gasCall', (fn: string, argsJson: string) => handle(fn, argsJson));
    await page.addInitScript(GAS_SHIM);
    await page.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
    await page.goto(url);
    return page;
  }

  async function open(values: Value[][], prizeTable?: Value[][], name = 'Event'): Promise<OpenSidebar> {
    const ss = new EmulatedSpreadsheet(name, 'Crosstable');
    if (values.length) putValues(ss, 'Crosstable', values);
    if (prizeTable) {
      ss.insertSheet('Prize table');
      putValues(ss, 'Prize table', prizeTable);
      ss.setActiveSheet(ss.getSheetByName('Crosstable')!);
    }
    return openOn(ss);
  }

  async function until(page: Page, f: () => boolean | Promise<boolean>, what: string): Promise<void> {
    for (let i = 0; i < 100; i++) {
      if (await f()) return;
      await page.waitForTimeout(50);
    }
    throw new Error(`Timed out waiting until ${what}`);
  }

  async function shoot(page: Page, name: string): Promise<void> {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, `sidebar-${name}.png`) });
    // Every screen photographed is read by a director: no code words on it (issue 27).
    const text = await page.evaluate<string>('document.body.innerText');
    expect({ screen: name, found: forbiddenIn(text) }).toEqual({ screen: name, found: [] });
  }

  return { open, openOn, openServed, newPage: () => browser.newPage(), until, shoot };
}
