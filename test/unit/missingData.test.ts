/**
 * A tiebreak that needs data the table lacks (colours for Most blacks, BPG, BWG, fewest whites;
 * ratings for ARO, TPR, RTNG…) is decided on only when a tie reaches it: passed over with a note
 * (the default of every rule set), or a refusal naming the tie when the director chose to stop.
 * Both tables below are worked by hand.
 */
import { CrosstableError } from '../../src/model/problems';
import { readCrosstable } from '../../src/read';
import { usNotation } from '../../src/read/usNotation';
import { decidedByText, explainJson, toJson } from '../../src/standings/format';
import { explainPlayer } from '../../src/standings/explain';
import { PRESETS } from '../../src/standings/presets';
import { rank, RankRequest, Standings } from '../../src/standings/rank';
import { passedOverLines, tieLines } from '../../src/standings/ties';
import { parseTiebreakSpec, TIEBREAK_CODES, TIEBREAKS } from '../../src/tiebreaks/registry';

const read = (rows: string[][]) => readCrosstable(rows, { notation: usNotation });

/**
 * Ann and Ben tie on 1½: Ann drew Ben and beat Cai (1), Ben drew Ann and beat Dee (0). Modified
 * Median drops each one's lowest opponent (1½ both), so it leaves them level; Solkoff (2½ vs 1½),
 * Buchholz, Sonneborn-Berger (1¾ vs ¾) and FIDE Buchholz separate them, before any colour or
 * rating system. Cai (1) and Dee (0) are alone on their scores.
 */
const SEPARATED = (colours: boolean) => {
  const c = (cell: string, colour: string) => (colours ? cell + colour : cell);
  return [
    ['No.', 'Name', 'Rating', 'R1', 'R2'],
    ['1', 'Ann', colours ? '1800' : '', c('D2', 'W'), c('W3', 'B')],
    ['2', 'Ben', colours ? '1700' : '', c('D1', 'B'), c('W4', 'W')],
    ['3', 'Cai', colours ? '1600' : '', c('W4', 'W'), c('L1', 'W')],
    ['4', 'Dee', colours ? '1500' : '', c('L3', 'B'), c('L2', 'B')],
  ];
};

/**
 * A four-player round robin in which every game was drawn: every player on 1½ and level on every
 * system that reads only the results. With colours, blacks are Ann 1 (round 2), Ben 2 (rounds 1
 * and 3), Cai 0, Dee 3.
 */
const ALL_DRAWN = (colours: boolean) => {
  const c = (cell: string, colour: string) => (colours ? cell + colour : cell);
  return [
    ['No.', 'Name', 'R1', 'R2', 'R3'],
    ['1', 'Ann', c('D2', 'W'), c('D3', 'B'), c('D4', 'W')],
    ['2', 'Ben', c('D1', 'B'), c('D4', 'W'), c('D3', 'B')],
    ['3', 'Cai', c('D4', 'W'), c('D1', 'W'), c('D2', 'W')],
    ['4', 'Dee', c('D3', 'B'), c('D2', 'B'), c('D1', 'B')],
  ];
};

const numbers = (s: Standings) => s.rows.map((r) => s.tournament.players[r.player].number);
const ranks = (s: Standings) => s.rows.map((r) => r.rank);

/** The presets whose order holds a system that needs colours. */
const COLOUR_PRESETS = PRESETS.filter((p) => p.order.some((s) => TIEBREAKS[s.code].needs?.includes('colours')));

test('the colour presets are the club and FIDE Swiss ones, and none needs ratings', () => {
  expect(COLOUR_PRESETS.map((p) => p.id)).toEqual(['mca', 'big-rapids-swiss', 'ljc', 'fide']);
  expect(PRESETS.filter((p) => p.order.some((s) => TIEBREAKS[s.code].needs?.includes('ratings')))).toEqual([]);
});

test('the registry says what each system needs, and every default of a rule set follows a cited text', () => {
  const needing = (data: string) => TIEBREAK_CODES.filter((c) => TIEBREAKS[c].needs?.includes(data as 'colours'));
  expect(needing('colours')).toEqual(['BLACKS', 'WHITES', 'BPG', 'BWG']);
  expect(needing('ratings')).toEqual(['OPPPERF', 'ARO', 'FIDE-ARO', 'TPR', 'APRO', 'PTP', 'APPO', 'RTNG']);
  for (const p of PRESETS) {
    expect(p.missingData.rule).toBe('pass');
    expect(p.missingData.source).toMatch(/34E|MCA|Big Rapids|Lothian|C\.07|rules\.md §5/);
  }
});

describe.each(PRESETS.map((p) => [p.id, p] as const))('%s', (_id, preset) => {
  const order = preset.order;

  test('no tie reaches a system the table lacks data for: the same ranking as with colours and ratings, and no note', () => {
    for (const missingData of ['pass', 'stop'] as const) {
      const without = rank(read(SEPARATED(false)), { order, missingData });
      const withData = rank(read(SEPARATED(true)), { order, missingData });
      expect(numbers(without)).toEqual([1, 2, 3, 4]);
      expect(ranks(without)).toEqual(['1', '2', '3', '4']);
      expect(without.rows.map((r) => decidedByText(without, r))).toEqual(
        withData.rows.map((r) => decidedByText(withData, r)),
      );
      expect(without.passedOver).toEqual([]);
      expect(passedOverLines(without)).toEqual([]);
      expect(toJson(without).passedOver).toBeUndefined();
    }
  });

  const colourCode = order.find((s) => TIEBREAKS[s.code].needs?.includes('colours'))?.code;
  if (colourCode === undefined) {
    test('a tie left by every system: shared, nothing passed over (no system needs data)', () => {
      const s = rank(read(ALL_DRAWN(false)), { order, missingData: 'stop' });
      expect(ranks(s)).toEqual(['1-4', '1-4', '1-4', '1-4']);
      expect(s.passedOver).toEqual([]);
    });
    return;
  }

  test(`a tie reaches ${colourCode} on a table without colours: passed over with the note (the default)`, () => {
    const s = rank(read(ALL_DRAWN(false)), { order });
    const index = s.order.findIndex((spec) => spec.code === colourCode);
    expect(s.missingData).toBe('pass');
    expect(ranks(s)).toEqual(['1-4', '1-4', '1-4', '1-4']);
    expect(s.passedOver).toEqual([{ index, players: [0, 1, 2, 3], score: 6 }]);
    const name = TIEBREAKS[colourCode].name;
    expect(passedOverLines(s)).toEqual([
      `${name} (${colourCode}) passed over for the tie of Ann (No. 1), Ben (No. 2), Cai (No. 3) and Dee (No. 4) on 1½ points: this table has no colours.`,
    ]);
    expect(s.rows.map((r) => decidedByText(s, r))).toEqual([
      '',
      ...Array(3).fill(`shared (${colourCode} passed over: this table has no colours)`),
    ]);
    // The ties list says it once, in its own line, not at every step.
    expect(tieLines(s)).toEqual([
      '1st–4th on 1½: Ann and Ben still tied after every tiebreak (rank 1-4); Ben and Cai still tied after every tiebreak (rank 1-4); Cai and Dee still tied after every tiebreak (rank 1-4)',
    ]);
    expect(toJson(s).passedOver).toEqual([
      { tiebreak: colourCode, name, players: [1, 2, 3, 4], score: 1.5, reason: 'this table has no colours' },
    ]);
    expect(explainPlayer(s, 3)).toContain(
      `${colourCode} (${name}, ${TIEBREAKS[colourCode].rule}): passed over: this table has no colours`,
    );
    expect(explainJson(s, 3).tiebreaks[index].explanation).toBe('passed over: this table has no colours');
  });

  test(`a tie reaches ${colourCode} and the director chose to stop: a refusal naming the tie and the data`, () => {
    const t = read(ALL_DRAWN(false));
    expect(() => rank(t, { order, missingData: 'stop' })).toThrow(CrosstableError);
    expect(() => rank(t, { order, missingData: 'stop' })).toThrow(
      `The tie of Ann (No. 1), Ben (No. 2), Cai (No. 3) and Dee (No. 4) on 1½ points reaches ${colourCode} (${TIEBREAKS[colourCode].name}), which needs the colour of every played game, and this table has no colours.`,
    );
  });

  test(`with colours ${colourCode} is computed and nothing is passed over`, () => {
    const s = rank(read(ALL_DRAWN(true)), { order, missingData: 'stop' });
    expect(s.passedOver).toEqual([]);
    // Most blacks: Dee 3, Ben 2, Ann 1, Cai 0; Black wins (BWG): no wins, all level; fewest whites: the same as most blacks.
    expect(numbers(s)).toEqual(colourCode === 'BWG' ? [1, 2, 3, 4] : [4, 2, 1, 3]);
  });
});

describe('a table with some colours but not all', () => {
  test('the note says the colour of some game is missing', () => {
    const rows = ALL_DRAWN(true);
    rows[1][2] = 'D2';
    rows[2][2] = 'D1';
    const s = rank(read(rows), { order: PRESETS.find((p) => p.id === 'mca')!.order });
    expect(s.passedOver).toHaveLength(1);
    expect(passedOverLines(s)[0]).toMatch(/: this table does not give the colour of every played game\.$/);
  });
});

describe('systems that need ratings, on a table without any', () => {
  const RATING_CODES = ['ARO', 'OPPPERF', 'FIDE-ARO', 'TPR', 'APRO', 'PTP', 'APPO', 'RTNG'];

  test.each(RATING_CODES)('%s: passed over when a tie reaches it, refused under stop', (code) => {
    const t = read(SEPARATED(false));
    const order = [parseTiebreakSpec(code), parseTiebreakSpec('SOLK')];
    const s = rank(t, { order });
    // Ann and Ben go on to Solkoff, 2½ vs 1½; Cai and Dee are alone.
    expect(numbers(s)).toEqual([1, 2, 3, 4]);
    expect(s.passedOver).toEqual([{ index: 0, players: [0, 1], score: 6 }]);
    expect(decidedByText(s, s.rows[1])).toBe(`SOLK 2½ vs 1½ (${code} passed over: this table has no ratings)`);
    expect(s.rows.map((r) => r.values[0])).toEqual([null, null, null, null]);
    expect(() => rank(t, { order, missingData: 'stop' })).toThrow(
      `The tie of Ann (No. 1) and Ben (No. 2) on 1½ points reaches ${code} (${TIEBREAKS[code as 'ARO'].name}), which needs the players' ratings, and this table has no ratings. Add a Rating column.`,
    );
  });

  test('a rating given to unrated players (unrated=1400) needs none from the table', () => {
    const s = rank(read(SEPARATED(false)), { order: [parseTiebreakSpec('RTNG(unrated=1400)')], missingData: 'stop' });
    expect(s.passedOver).toEqual([]);
    expect(s.rows.map((r) => r.values[0]?.value)).toEqual([1400, 1400, 1400, 1400]);
  });

  test('with ratings the same order ranks by them (Ann 1800 above Ben 1700 on RTNG)', () => {
    const s = rank(read(SEPARATED(true)), { order: [parseTiebreakSpec('RTNG')], missingData: 'stop' });
    expect(decidedByText(s, s.rows[1])).toBe('RTNG 1800 vs 1700');
  });
});

test('Solkoff separates Ann and Ben before Most blacks: nothing is passed over, even under stop', () => {
  const request: RankRequest = {
    order: [parseTiebreakSpec('SOLK'), parseTiebreakSpec('BLACKS')],
    missingData: 'stop',
  };
  const s = rank(read(SEPARATED(false)), request);
  expect(s.passedOver).toEqual([]);
  expect(decidedByText(s, s.rows[1])).toBe('SOLK 2½ vs 1½');
});
