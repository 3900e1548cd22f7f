/**
 * The CLI reads every notation: --notation names it, --pab-points sets the pairing bye, the
 * detection report goes to stderr only with --verbose (stdout of --format json stays pure JSON),
 * and export-trf prints a TRF that reads back as the same tournament.
 */
import { readAny } from '../../src/read';
import * as E from './smallEvent';
import { runCli } from '../support/cli';

const FILES: Record<string, string> = {
  'event.trf': E.TRF,
  'event.csv': E.csv(E.CHESS_RESULTS),
  'us.csv': E.csv(E.US),
  'msa.txt': E.MSA,
  'vega.txt': E.VEGA_TEXT,
  'event.tsv': E.SWISSPERFECT.map((r) => r.join('\t')).join('\n'),
  'ambiguous.csv': 'No.,R1,R2\n1,F,H\n2,U,\n3,H,F\n',
};

const cli = (...argv: string[]) => runCli(argv, FILES);

describe('reading files of every notation', () => {
  test.each(['event.trf', 'event.csv', 'msa.txt', 'vega.txt', 'event.tsv'])(
    '%s: JSON on stdout only, the report on stderr with --verbose',
    (file) => {
      const quiet = cli('standings', file, '--format', 'json');
      expect(quiet.status).toBe(0);
      expect(quiet.err).toBe('');
      const verbose = cli('standings', file, '--format', 'json', '--verbose');
      expect(verbose.status).toBe(0);
      expect(verbose.out).toBe(quiet.out);
      expect(JSON.parse(verbose.out).standings).toHaveLength(6);
      expect(verbose.err).toMatch(new RegExp(`^${file.replace('.', '\\.')}: read as .*, 6 players, 4 rounds`));
    },
  );

  test('every notation gives the same standings', () => {
    const outs = ['event.trf', 'event.csv', 'us.csv', 'msa.txt', 'vega.txt', 'event.tsv'].map(
      (f) => cli('standings', f, '--format', 'json').out,
    );
    for (const o of outs) expect(o).toBe(outs[0]);
  });

  test('--notation names the notation; an ambiguous file needs it', () => {
    const refused = cli('standings', 'ambiguous.csv');
    expect(refused.status).toBe(2);
    expect(refused.out).toBe('');
    expect(refused.err).toContain('--notation us or --notation trf');
    expect(refused.err).toMatch(
      /^B2: "F" is a forfeit loss \(0\) in US Chess notation but a full-point bye \(1\) in FIDE TRF codes/m,
    );
    const us = cli('standings', 'ambiguous.csv', '--notation', 'us', '--verbose');
    expect(us.status).toBe(0);
    expect(us.err).toContain('read as US Chess notation (as asked)');
    const bad = cli('standings', 'us.csv', '--notation', 'lothian');
    expect(bad.status).toBe(2);
    expect(bad.err).toContain('--notation must be one of us, msa, chess-results, vega, swissperfect, trf, rr');
  });

  test('--pab-points sets what the pairing bye is worth', () => {
    const r = cli('standings', 'event.trf', '--pab-points', '0.5', '--format', 'json');
    expect(r.status).toBe(2);
    expect(r.err).toContain("player 2's results add up to 2½");
    expect(cli('standings', 'event.trf', '--pab-points', '2').err).toContain('--pab-points must be 1, 0.5 or 0');
  });
});

describe('export-trf', () => {
  test('prints a TRF that reads back as the same tournament, ranked by the tiebreaks asked for', () => {
    const r = cli('export-trf', 'us.csv', '--preset', 'uscf', '--name', 'Small Swiss');
    expect(r.status).toBe(0);
    expect(r.err).toBe('');
    expect(r.out.split('\n')[0]).toBe('012 Small Swiss');
    expect(E.shape(readAny(r.out).tournament)).toEqual(E.shape(readAny(E.US).tournament));
    const ranks = r.out
      .split('\n')
      .filter((l) => l.startsWith('001'))
      .map((l) => Number(l.slice(85, 89)));
    expect(ranks).toEqual([1, 2, 4, 5, 3, 6]);
  });

  test('without tiebreaks the rank is the place by score; usage names the command', () => {
    const r = cli('export-trf', 'msa.txt');
    expect(
      r.out
        .split('\n')
        .filter((l) => l.startsWith('001'))
        .map((l) => Number(l.slice(85, 89))),
    ).toEqual([1, 2, 3, 5, 3, 6]);
    expect(cli('help').out).toContain('tiebreaks export-trf <file>');
    expect(cli('export-trf').status).toBe(2);
  });
});
