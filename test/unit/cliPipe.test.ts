/**
 * The CLI piped into a reader that stops early (`tiebreaks systems | head -1`): it stops quietly,
 * as Unix tools do, instead of crashing with "write EPIPE" and a stack trace.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ROOT } from '../bundle/built';

beforeAll(() => ensureBuilt());

test('a closed pipe ends the CLI quietly', async () => {
  const child = spawn(
    'node',
    [path.join(ROOT, 'bin/tiebreaks.cjs'), 'standings', path.join(ROOT, 'examples/spring-swiss.csv'), '--explain', '1'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let err = '';
  child.stderr.on('data', (c) => (err += String(c)));
  // Close our end before the CLI writes, as a reader that has had enough does (the output fits one
  // pipe buffer, so closing after the first chunk would be too late to be noticed).
  child.stdout.destroy();
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  expect({ code, err }).toEqual({ code: 0, err: '' });
});
