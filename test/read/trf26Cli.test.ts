/**
 * The CLI and FIDE's current TRF: export-trf writes TRF26 by default (--trf 2016 for the older
 * form), and a TRF that names its tie-breaks is ranked by them unless the director asks for
 * another order.
 */
import { CrosstableError } from '../../src/model/problems';
import { trfOrder } from '../../src/request';
import { runCli } from '../support/cli';

const TABLE = [
  'No.,Name,Rating,Score,R1,R2,R3',
  '1,Ann Lee,1800,2,W3W,D2B,H',
  '2,Bob Stone,1700,2,H,D1W,W3W',
  '3,Kim Park,1600,0,L1B,U,L2B',
].join('\n');

function exported(...args: string[]): string {
  const r = runCli(['export-trf', 't.csv', ...args], { 't.csv': TABLE });
  expect(r.err).toBe('');
  return r.out;
}

describe('export-trf and TRF26', () => {
  test('TRF26 by default: the tie-breaks asked for in FIDE codes, the byes in 240 records', () => {
    const out = exported('--tiebreaks', 'BH/C1,SB', '--fide-rules', '2024');
    expect(out).toContain('\nXXR 3\n142 3\n202 BH/C1,SB\n212 PTS,BH/C1,SB\nTBK fide 2024\n');
    expect(out).toContain('\n240 H 001    2\n');
  });

  test('--trf 2016 writes the older form; another value is refused', () => {
    expect(exported('--trf', '2016')).not.toMatch(/^(142|202|212|240)/m);
    const bad = runCli(['export-trf', 't.csv', '--trf', '2025'], { 't.csv': TABLE });
    expect(bad.status).toBe(2);
    expect(bad.err).toMatch(/^--trf must be 2026 or 2016; got "2025"\./);
  });

  test('standings of a TRF that names its tie-breaks: ranked by them, unless --tiebreaks says otherwise', () => {
    const trf = exported('--tiebreaks', 'SB', '--fide-rules', '2024');
    const byFile = runCli(['standings', 'e.trf', '--format', 'json'], { 'e.trf': trf });
    expect(JSON.parse(byFile.out).tiebreaks).toEqual(['FIDE-SB(fide=2024)']);
    const asked = runCli(['standings', 'e.trf', '--tiebreaks', 'SOLK', '--format', 'json'], { 'e.trf': trf });
    expect(JSON.parse(asked.out).tiebreaks).toEqual(['SOLK']);
  });

  test('a tie-break the engine does not know is refused by its line, not ignored', () => {
    const trf = exported('--tiebreaks', 'SB', '--fide-rules', '2024').replace('212 PTS,SB', '212 PTS,SB,XYZ');
    expect(() => trfOrder(trf)).toThrow(CrosstableError);
    expect(() => trfOrder(trf)).toThrow(
      /^line 6: the file's tie-break "XYZ" cannot be ranked here: Unknown tiebreak "XYZ"/,
    );
  });
});
