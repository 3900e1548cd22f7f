/**
 * The build's language-level check (scripts/languageLevel.cjs): esbuild lowers syntax to ES2019
 * but passes newer built-ins and regular-expression features through, which Apps Script's V8 is
 * not documented to have. The check must find each in planted code, by line, and let ES2019 pass.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { languageProblems, checkLanguageLevel } = require('../../scripts/languageLevel.cjs') as {
  languageProblems(code: string): string[];
  checkLanguageLevel(name: string, code: string): void;
};

test.each([
  ['var w = [...text.matchAll(/\\S+/g)];', 'line 1: String.prototype.matchAll (ES2020)'],
  ['var s = t.replaceAll("a", "b");', 'line 1: String.prototype.replaceAll (ES2021)'],
  ['var x = list.at(-1);', 'line 1: Array/String.prototype.at (ES2022)'],
  ['var h = Object.hasOwn(o, "k");', 'line 1: Object.hasOwn (ES2022)'],
  ['var l = xs.findLast(f);', 'line 1: Array.prototype.findLast (ES2023)'],
  ['var n = BigInt(1);', 'line 1: BigInt (ES2020)'],
  ['var re = /(?<![A-Z])([A-Z]+)=/g;', 'line 1: a lookbehind (?<= or (?<! (ES2018)'],
  ['var re = /(?<=x)y/;', 'line 1: a lookbehind (?<= or (?<! (ES2018)'],
  ['var re = /(?<year>\\d{4})/;', 'line 1: a named group (?<name> (ES2018)'],
  ['var re = /\\p{L}/u;', 'line 1: a Unicode property escape \\p{…} (ES2018)'],
  ['var re = /a.b/s;', 'line 1: the s (dotAll) flag (ES2018)'],
  ['var re = new RegExp("(?<!a)b", "g");', 'line 1: a lookbehind (?<= or (?<! (ES2018)'],
  ['\n\nvar re = RegExp("a.b", "s");', 'line 3: the s (dotAll) flag (ES2018)'],
])('%s is refused', (planted, problem) => {
  expect(languageProblems(planted)).toEqual([problem]);
});

test('syntax above ES2019 is refused as not parsing', () => {
  expect(languageProblems('var a = b?.c;')[0]).toMatch(/^not ES2019: /);
  expect(languageProblems('class A { x = 1 }')[0]).toMatch(/^not ES2019: /);
});

test('ES2019 passes, and a property or a function of the same name is no use of the built-in', () => {
  const es2019 = [
    'var words = []; var re = /\\S+/g; for (var m = re.exec(t); m; m = re.exec(t)) words.push(m);',
    'var flat = [[1], [2]].flat().flatMap(function (x) { return [x]; });',
    'var o = Object.fromEntries([["a", 1]]); var s = " a ".trimStart().trimEnd();',
    'function at(list, i) { return list[i]; } var y = at([1], 0);',
    'var table = { at: 1, BigInt: 2, matchAll: 3 }; var v = table.at + table.BigInt;',
    'var re = /(?:a)(?=b)(?!c)[<]/gi; var ok = Object.prototype.hasOwnProperty.call(o, "k");',
  ].join('\n');
  expect(languageProblems(es2019)).toEqual([]);
});

test('checkLanguageLevel names the file and every problem', () => {
  expect(() => checkLanguageLevel('dist/Code.js', 'var a = s.matchAll(/x/g);\nvar b = /(?<=y)z/;')).toThrow(
    "dist/Code.js uses what Apps Script's V8 is not documented to have; rewrite it in ES2019:\n" +
      '  line 1: String.prototype.matchAll (ES2020)\n  line 2: a lookbehind (?<= or (?<! (ES2018)',
  );
});

test('the build refuses a bundle that uses one: scripts/build.mjs stops, naming it', () => {
  // The real build, on a copy of the project whose source calls matchAll.
  const root = path.resolve(__dirname, '../..');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tiebreaks-level-'));
  try {
    for (const entry of ['src', 'scripts', 'examples', 'appsscript.json', 'package.json', 'tsconfig.json'])
      fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
    const main = path.join(dir, 'src/main.ts');
    fs.appendFileSync(
      main,
      '\nexport function wordsOf(text: string): string[] {\n  return [...text.matchAll(/\\S+/g)].map((m) => m[0]);\n}\n',
    );
    let stderr = '';
    try {
      execFileSync('node', ['scripts/build.mjs', '--dist'], {
        cwd: dir,
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: 120_000,
      });
    } catch (e) {
      stderr = String((e as { stderr?: Buffer }).stderr);
    }
    expect(stderr).toMatch(
      /dist\/Code\.js uses what Apps Script's V8 is not documented to have; rewrite it in ES2019:\n {2}line \d+: String\.prototype\.matchAll \(ES2020\)/,
    );
    expect(fs.existsSync(path.join(dir, 'dist/Code.js'))).toBe(false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 180_000);
