/** The CLI run in-process, as the tests drive it: what it printed, and its exit status. */
import fs from 'node:fs';
import { run } from '../../src/cli/main';

export interface CliResult {
  status: number;
  out: string;
  err: string;
}

/**
 * Runs `tiebreaks argv…`. Files are read from `files` when given (a name not in it fails as a
 * missing file on disk does), from a function, or else from disk.
 */
export function runCli(argv: string[], files?: Record<string, string> | ((path: string) => string)): CliResult {
  let out = '';
  let err = '';
  const readFile =
    typeof files === 'function'
      ? files
      : files
        ? (p: string) => {
            if (!(p in files)) throw new Error(`ENOENT: no such file or directory, open '${p}'`);
            return files[p];
          }
        : (p: string) => fs.readFileSync(p, 'utf8');
  const status = run(argv, { out: (t) => (out += t), err: (t) => (err += t), readFile });
  return { status, out, err };
}
