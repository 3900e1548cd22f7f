/** The CLI's --fide-rules: BH, SB and ARO read as the FIDE systems under the version named. */
import path from 'node:path';
import { describeShared, SHARED_DIR } from '../support/shared';
import { runCli } from '../support/cli';

const cli = (argv: string[]) => runCli(argv);

describeShared('--fide-rules on the Moscow Open 2018 (Swiss-Manager, 2009 rules)', () => {
  const file = path.join(SHARED_DIR, 'refdata/chessresults_moscow_open_2018_a.csv');

  test('BH,BH/C1,DE,SB under 2009 print the TB1, TB2 and TB4 columns of the file', () => {
    const { status, out } = cli([
      'standings',
      file,
      '--tiebreaks',
      'BH,BH/C1,DE,SB',
      '--fide-rules',
      '2009',
      '--format',
      'json',
    ]);
    expect(status).toBe(0);
    const json = JSON.parse(out);
    expect(json.tiebreaks).toEqual(['FIDE-BH(fide=2009)', 'BH/C1(fide=2009)', 'DE', 'FIDE-SB(fide=2009)']);
    const first = json.standings[0];
    expect([
      first.number,
      first.values['FIDE-BH(fide=2009)'],
      first.values['BH/C1(fide=2009)'],
      first.values['FIDE-SB(fide=2009)'],
    ]).toEqual([1, 50, 46.5, 44.25]);
    // The printed ranking is reproduced: Rk. equals the rank, with no shared rank.
    expect(
      json.standings.map((r: { number: number; rank: string }) => String(r.number) === r.rank).every(Boolean),
    ).toBe(true);
  });

  test('--fide-rules alone means the fide preset; an unknown version is refused with exit 2', () => {
    expect(
      JSON.parse(
        cli(['standings', file, '--fide-rules', '2024', '--format', 'json', '--notation', 'chess-results']).out,
      ).tiebreaks[0],
    ).toBe('BH/C1(fide=2024)');
    const bad = cli(['standings', file, '--fide-rules', '2010']);
    expect(bad.status).toBe(2);
    expect(bad.out).toBe('');
    expect(bad.err).toContain('expected 2009, 2024, 2026');
  });
});
