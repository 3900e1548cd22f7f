/**
 * A clone without ../shared must pass `npm test`, its reference tests skipped and saying so. That
 * holds only if every test finds ../shared through test/support/shared.ts (SHARED_DIR, which
 * TIEBREAKS_SHARED_DIR overrides, and describeShared, which skips by name): a test that computes
 * the path itself ignores the override, and a `.each` over its files fails on an empty list where
 * the folder is absent. This test finds such paths; the last block shows it finds one.
 */
import fs from 'node:fs';
import path from 'node:path';

const TESTS = path.join(__dirname, '..');
// The helper, and this test, which writes such paths to show they are found.
const EXEMPT = [path.join('support', 'shared.ts'), path.join('architecture', 'sharedPath.test.ts')];

/** A path to ../shared written as a literal ('../../../shared', "../shared/refdata"…). */
const SHARED_LITERAL = /['"`](?:\.\.\/)+shared(?:['"`/])/;

/** The lines of `text` that compute the reference folder's path themselves. */
export function ownSharedPaths(text: string): string[] {
  return text.split('\n').filter((line) => SHARED_LITERAL.test(line));
}

function testSources(dir: string, rel = ''): string[] {
  return fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((entry) => {
    const child = path.join(rel, entry.name);
    if (entry.isDirectory()) return testSources(dir, child);
    return /\.(ts|js|mjs|cjs)$/.test(entry.name) ? [child] : [];
  });
}

test('every test reads ../shared through test/support/shared.ts', () => {
  const files = testSources(TESTS).filter((f) => !EXEMPT.includes(f));
  expect(files.length).toBeGreaterThan(50);
  const offenders = files.flatMap((f) =>
    ownSharedPaths(fs.readFileSync(path.join(TESTS, f), 'utf8')).map((line) => `${f}: ${line.trim()}`),
  );
  expect(offenders).toEqual([]);
});

test('a path computed in a test is found', () => {
  expect(ownSharedPaths(`const SHARED = path.join(__dirname, '../../../shared');`)).toHaveLength(1);
  expect(ownSharedPaths(`fs.readFileSync("../shared/refdata/x.csv")`)).toHaveLength(1);
  expect(ownSharedPaths(` * read from ../shared, never copied`)).toEqual([]);
  expect(ownSharedPaths(`path.join(SHARED_DIR, 'refdata', name)`)).toEqual([]);
});
