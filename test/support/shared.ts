/**
 * The reference data lives in ../shared beside the project (never copied into it). Tests that
 * use it call `describeShared`, which skips with a clear message when the folder is absent.
 */
import fs from 'node:fs';
import path from 'node:path';

export const SHARED_DIR = path.resolve(process.env.TIEBREAKS_SHARED_DIR ?? path.join(__dirname, '../../../shared'));
export const sharedPresent = fs.existsSync(path.join(SHARED_DIR, 'refdata'));

export function sharedFiles(folder: string, pattern: RegExp): string[] {
  if (!sharedPresent) return [];
  return fs
    .readdirSync(path.join(SHARED_DIR, folder))
    .filter((f) => pattern.test(f))
    .sort()
    .map((f) => path.join(SHARED_DIR, folder, f));
}

export function describeShared(name: string, body: () => void): void {
  if (sharedPresent) {
    describe(name, body);
  } else {
    describe(name, () => {
      test.skip(`SKIPPED: reference folder ${SHARED_DIR} is absent`, () => undefined);
    });

    console.warn(`[${name}] skipped: the reference folder ${SHARED_DIR} is absent.`);
  }
}
