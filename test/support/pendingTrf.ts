/**
 * The bundled example before its last round: a TRF (FIDE's format) whose round-5 results are left
 * blank, its pairings kept, as a table before the last round is played reads (read/rounds.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { runCli } from './cli';

export const EXAMPLE = fs.readFileSync(path.join(__dirname, '../../examples/spring-swiss.csv'), 'utf8');

/** The example as a TRF before round 5 is played: each game of round 5 paired, its result left blank, the points those of 4 rounds. */
export function pendingTrf(): string {
  const r = runCli(['export-trf', 'spring.csv', '--trf', '2016'], { 'spring.csv': EXAMPLE });
  if (r.status !== 0) throw new Error(`export-trf failed: ${r.err}`);
  return r.out
    .split('\n')
    .map((line) => {
      const result = line.slice(-1);
      if (!line.startsWith('001') || !'10='.includes(result) || line.slice(-6, -2).trim() === '0000') return line;
      const points = Number(line.slice(80, 84)) - (result === '1' ? 1 : result === '=' ? 0.5 : 0);
      return `${line.slice(0, 80)}${points.toFixed(1).padStart(4)}${line.slice(84, -1)} `;
    })
    .join('\n');
}

/**
 * The example before round 5 is paired: its score column left out and round 5 blank, or as
 * `written` gives for some players (a requested bye "H", "U" not paired), as rows of cells.
 */
export function unpairedRows(written: Record<number, string> = {}): string[][] {
  return EXAMPLE.trim()
    .split('\n')
    .map((l, i) => {
      const r = l.split(',').filter((_, c) => c !== 3);
      return i === 0 ? r : [...r.slice(0, -1), written[Number(r[0])] ?? ''];
    });
}
