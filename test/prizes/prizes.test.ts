/**
 * Prize lists (src/prizes): the "done when" list, the prize-table reader's errors, and
 * the CLI. Tables are built with the real reader; every amount is asserted to the cent.
 */
import fs from 'node:fs';
import path from 'node:path';
import { run } from '../../src/cli/main';
import { CrosstableError } from '../../src/model/problems';
import type { Tournament } from '../../src/model/tournament';
import { readCrosstable } from '../../src/read';
import {
  DEFAULT_PRIZE_OPTIONS,
  labelHeaders,
  PrizeOptions,
  prizesToTable,
  readPrizeTable,
  ROUNDING_RULE,
  splitPool,
} from '../../src/prizes';
import { TableBuilder } from '../support/builder';
import { annAndThreeTied, awardLines, prizeListFor } from '../support/prizeEvents';

/** The prize list with these options over the defaults, and its lines. */
function award(t: Tournament, rows: string[][], options: Partial<PrizeOptions> = {}) {
  const list = prizeListFor(t, rows, { ...DEFAULT_PRIZE_OPTIONS, ...options });
  return { list, lines: awardLines(list) };
}

const PLACES = [
  ['Overall', '1', '$200'],
  ['Overall', '2', '$100'],
  ['Overall', '3', '$50'],
  ['Overall', '4', '$25'],
];

describe('cash prizes of tied players are pooled and split (US Chess 32B2)', () => {
  test('a three-way tie for 2nd-4th pools 2nd+3rd+4th and splits it to the cent; the odd cent goes by tiebreak', () => {
    const t = annAndThreeTied();
    const { list, lines } = award(t, PLACES);
    expect(lines).toEqual([
      ['Overall', '1st', 'Ann', 20000],
      ['Overall', '2nd-4th', 'Ben', 5834],
      ['Overall', '2nd-4th', 'Cai', 5833],
      ['Overall', '2nd-4th', 'Dee', 5833],
    ]);
    const pooled = list.awards.find((a) => a.winners.length === 3)!;
    expect(pooled.pool).toBe(17500);
    expect(pooled.how).toBe(
      'Overall 2nd-4th: 3 tied on 2, $100.00 + $50.00 + $25.00 = $175.00 pooled and split 3 ways (US Chess 32B2), $58.33 each, and the cent left over goes to the first by tiebreak',
    );
    // The rule is stated with the list.
    expect(prizesToTable(list)).toContain(ROUNDING_RULE);
  });

  test('the rounding rule pays the whole pool and no two shares differ by more than a cent', () => {
    expect(splitPool(17500, 3)).toEqual([5834, 5833, 5833]);
    expect(splitPool(10000, 3)).toEqual([3334, 3333, 3333]);
    expect(splitPool(10001, 4)).toEqual([2501, 2500, 2500, 2500]);
    expect(splitPool(30000, 3)).toEqual([10000, 10000, 10000]);
    expect(splitPool(5, 7)).toEqual([1, 1, 1, 1, 1, 0, 0]);
  });

  test('more tied players than prizes: the pool is still split among all of them', () => {
    const { lines } = award(annAndThreeTied(), PLACES.slice(0, 3));
    expect(lines.slice(1)).toEqual([
      ['Overall', '2nd-3rd', 'Ben', 5000],
      ['Overall', '2nd-3rd', 'Cai', 5000],
      ['Overall', '2nd-3rd', 'Dee', 5000],
    ]);
  });
});

describe('indivisible prizes go by tiebreak rank', () => {
  test('the trophies go in tiebreak order (Cumulative separates the tied players)', () => {
    const t = annAndThreeTied();
    const { list, lines } = award(t, [
      ['Overall', '1', 'Trophy'],
      ['Overall', '2', 'Trophy'],
      ['Overall', '3', 'Medal'],
    ]);
    expect(lines).toEqual([
      ['Overall', '1st', 'Ann', 'Trophy'],
      ['Overall', '2nd', 'Ben', 'Trophy'],
      ['Overall', '3rd', 'Cai', 'Medal'],
    ]);
    expect(list.awards[1].how).toBe('Overall 2nd: by tiebreak rank 2, ahead of #3 (rank 3) on 2');
  });

  test('players the tiebreaks leave tied are named and the director is told to draw lots', () => {
    // Four players who drew every game, so nothing separates them (games of its own, not a shared fixture).
    const t = readCrosstable([
      ['No.', 'Name', 'R1', 'R2', 'R3'],
      ['1', 'A', 'D2', 'D3', 'D4'],
      ['2', 'B', 'D1', 'D4', 'D3'],
      ['3', 'C', 'D4', 'D1', 'D2'],
      ['4', 'D', 'D3', 'D2', 'D1'],
    ]);
    const { list } = award(t, [['Overall', '1', 'Trophy']]);
    expect(list.awards[0].how).toBe(
      'Overall 1st: rank 1-4 on 1½, tied with #2, #3, #4 on every tiebreak: to be decided by drawing lots',
    );
  });
});

describe('one prize per player', () => {
  const withClass = [...PLACES, ['U1900', '1', '$80']];

  test('by default a player eligible for two prizes takes the larger; the others share the place prizes (32B1, 32B3)', () => {
    // Dee (1850) could share 2nd-4th ($58.33) or take U1900 clear ($80): she takes $80, and
    // Ben and Cai split 2nd+3rd; the 4th prize passes to the best player left.
    const { lines } = award(annAndThreeTied(), withClass);
    expect(lines.filter(([, , name]) => ['Ben', 'Cai', 'Dee'].includes(name))).toEqual([
      ['Overall', '2nd-3rd', 'Ben', 7500],
      ['Overall', '2nd-3rd', 'Cai', 7500],
      ['U1900', '1st', 'Dee', 8000],
    ]);
    const fourth = lines.find(([, place]) => place.startsWith('4th'))!;
    expect(['Ann', 'Ben', 'Cai', 'Dee']).not.toContain(fourth[2]);
    expect(lines.filter(([, , name]) => name === 'Dee')).toHaveLength(1);
  });

  test('two class prizes of the same amount: the player takes the highest class (32B4), whatever the table order', () => {
    // Ann (1700) wins clear and may take U1800 or U2000, both $100: she takes U2000, the higher
    // class, so Dee (1750, tied on 2 with Ben and Cai) takes U1800 clear instead of sharing U2000 with Cai.
    const t = annAndThreeTied({ ann: 1700, dee: 1750 });
    const { lines } = award(t, [
      ['U1800', '1', '$100'],
      ['U2000', '1', '$100'],
    ]);
    expect(lines).toEqual([
      ['U1800', '1st', 'Dee', 10000],
      ['U2000', '1st', 'Ann', 10000],
    ]);
  });

  test('"first": groups in table order, a paid player is skipped by later groups', () => {
    const { lines, list } = award(annAndThreeTied(), withClass, { limit: 'first' });
    expect(lines.filter(([, , name]) => name === 'Dee')).toEqual([['Overall', '2nd-4th', 'Dee', 5833]]);
    // Dee was the only U1900 player (the others in the event are unrated): the prize stays unawarded.
    expect(list.awards.some((a) => list.table.groups[a.group].group.label === 'U1900')).toBe(false);
    expect(list.unawarded.map((u) => [list.table.groups[u.group].group.label, u.reason])).toEqual([
      ['U1900', 'no eligible player left in U1900'],
    ]);
  });

  test('a $0.00 share (a pool smaller than the players tied) is no prize: that player is not paid and may still win elsewhere', () => {
    // $0.02 among Ben, Cai and Dee tied on 2: a cent each to Ben and Cai by tiebreak, nothing to
    // Dee, who then takes U1900 although groups skip players already paid ("first").
    const { lines } = award(
      annAndThreeTied(),
      [
        ['Overall', '1', '$10'],
        ['Overall', '2', '$0.02'],
        ['U1900', '1', '$5'],
      ],
      { limit: 'first' },
    );
    expect(lines).toEqual([
      ['Overall', '1st', 'Ann', 1000],
      ['Overall', '2nd', 'Ben', 1],
      ['Overall', '2nd', 'Cai', 1],
      ['U1900', '1st', 'Dee', 500],
    ]);
  });

  test('"off": a player may win in every group', () => {
    const { lines } = award(annAndThreeTied(), withClass, { limit: 'off' });
    expect(lines.filter(([, , name]) => name === 'Dee')).toEqual([
      ['Overall', '2nd-4th', 'Dee', 5833],
      ['U1900', '1st', 'Dee', 8000],
    ]);
  });

  test('cash and trophy: by default a player may take one of each; "cash"/"trophy" make it one prize, that kind first', () => {
    const rows = [
      ['Overall', '1', '$100'],
      ['U2300', '1', 'Trophy'],
    ];
    expect(award(annAndThreeTied(), rows).lines).toEqual([
      ['Overall', '1st', 'Ann', 10000],
      ['U2300', '1st', 'Ann', 'Trophy'],
    ]);
    expect(award(annAndThreeTied(), rows, { cashAndTrophy: 'cash' }).lines).toEqual([
      ['Overall', '1st', 'Ann', 10000],
      ['U2300', '1st', 'Ben', 'Trophy'],
    ]);
    // Ann takes the trophy, so Ben, Cai and Dee, tied on 2, share the cash.
    expect(award(annAndThreeTied(), rows, { cashAndTrophy: 'trophy' }).lines).toEqual([
      ['Overall', '1st', 'Ben', 3334],
      ['Overall', '1st', 'Cai', 3333],
      ['Overall', '1st', 'Dee', 3333],
      ['U2300', '1st', 'Ann', 'Trophy'],
    ]);
  });
});

describe('a prize line says what happened', () => {
  test('the only one of three on 2 still without a prize is not "clear on 2"', () => {
    // Ben and Cai (1950) share U2000's $100 first (32B1: the larger prize per player); Dee (2050)
    // is then the one of the three U2100 players on 2 left for U2100's $20.
    const t = annAndThreeTied({ ben: 1950, cai: 1950, dee: 2050 });
    const { list, lines } = award(t, [
      ['U2000', '1', '$100'],
      ['U2100', '1', '$20'],
    ]);
    expect(lines).toEqual([
      ['U2000', '1st', 'Ben', 5000],
      ['U2000', '1st', 'Cai', 5000],
      ['U2100', '1st', 'Dee', 2000],
    ]);
    expect(list.awards[1].how).toBe(
      'U2100 1st: 3 on 2, the other 2 already have a prize; passed over: #2 already has U2000 1st ($50.00), #3 already has U2000 1st ($50.00)',
    );
  });

  test('a trophy to the one of three on 2 without a prize yet (one prize each, cash first)', () => {
    const t = annAndThreeTied({ ben: 1950, cai: 1950, dee: 2050 });
    const { list, lines } = award(
      t,
      [
        ['U2000', '1', '$100'],
        ['U2100', '1', 'Trophy'],
      ],
      { cashAndTrophy: 'cash' },
    );
    expect(lines.at(-1)).toEqual(['U2100', '1st', 'Dee', 'Trophy']);
    expect(list.awards.at(-1)?.how).toBe(
      'U2100 1st: 3 on 2, the other 2 already have a prize; passed over: #2 already has U2000 1st ($50.00), #3 already has U2000 1st ($50.00)',
    );
  });
});

describe('cash prizes and trophies limited separately (cash and trophy: both, cash, trophy)', () => {
  // Ann (2200) is clear 1st; her class prize is small cash.
  const champion = [
    ['Overall', '1', 'Trophy'],
    ['U2300', '1', '$20'],
  ];

  test('both (the default): the champion keeps the 1st-place trophy and takes the class cash', () => {
    const { list, lines } = award(annAndThreeTied(), champion);
    expect(DEFAULT_PRIZE_OPTIONS.cashAndTrophy).toBe('both');
    expect(lines).toEqual([
      ['Overall', '1st', 'Ann', 'Trophy'],
      ['U2300', '1st', 'Ann', 2000],
    ]);
    expect(list.awards.map((a) => a.how)).toEqual(['U2300 1st: clear on 3', 'Overall 1st: clear on 3']);
    expect(prizesToTable(list)).toContain('one cash prize and one trophy per player, each limited on its own');
    // Groups in table order: the same two prizes; no limit: the same.
    expect(award(annAndThreeTied(), champion, { limit: 'first' }).lines).toEqual(lines);
    expect(award(annAndThreeTied(), champion, { limit: 'off' }).lines).toEqual(lines);
  });

  test('cash: one prize, cash first, so the champion takes $20 and the trophy passes to 2nd', () => {
    const { list, lines } = award(annAndThreeTied(), champion, { cashAndTrophy: 'cash' });
    expect(lines).toEqual([
      ['Overall', '1st', 'Ben', 'Trophy'],
      ['U2300', '1st', 'Ann', 2000],
    ]);
    expect(list.awards[1].how).toBe(
      'Overall 1st: by tiebreak rank 2, ahead of #3 (rank 3) on 2; passed over: #1 already has U2300 1st ($20.00)',
    );
    // Groups in table order: the trophy is decided first, so Ann takes it and the three tied on 2 share $20.
    expect(award(annAndThreeTied(), champion, { cashAndTrophy: 'cash', limit: 'first' }).lines).toEqual([
      ['Overall', '1st', 'Ann', 'Trophy'],
      ['U2300', '1st', 'Ben', 667],
      ['U2300', '1st', 'Cai', 667],
      ['U2300', '1st', 'Dee', 666],
    ]);
  });

  test('trophy: one prize, trophy first, so the champion takes the trophy and the three tied on 2 share $20', () => {
    const { list, lines } = award(annAndThreeTied(), champion, { cashAndTrophy: 'trophy' });
    expect(lines).toEqual([
      ['Overall', '1st', 'Ann', 'Trophy'],
      ['U2300', '1st', 'Ben', 667],
      ['U2300', '1st', 'Cai', 667],
      ['U2300', '1st', 'Dee', 666],
    ]);
    expect(list.awards[1].how).toBe(
      'U2300 1st: 3 tied on 2, $20.00 pooled and split 3 ways (US Chess 32B2), $6.66 each, and the 2 cents left over go one each to the first 2 by tiebreak; passed over: #1 already has Overall 1st (Trophy)',
    );
  });

  /**
   * Ben, Cai and Dee tied on 2 at the top (Cumulative orders them 5, 4, 3); Eve 1½ below them.
   * Prizes $100, $50, Trophy: the tie covers places 1-3.
   */
  function threeOnTop() {
    const b = new TableBuilder(3);
    const ben = b.player('Ben', 2000);
    const cai = b.player('Cai', 1900);
    const dee = b.player('Dee', 1850);
    const eve = b.player('Eve', 1700);
    b.results(ben, ['W', 'W', 'L']);
    b.results(cai, ['W', 'L', 'W']);
    b.results(dee, ['L', 'W', 'W']);
    b.results(eve, ['W', 'D', 'L']);
    return b.tournament();
  }
  const top3 = [
    ['Overall', '1', '$100'],
    ['Overall', '2', '$50'],
    ['Overall', '3', 'Trophy'],
  ];

  test('both: the two cash prizes are pooled among the three tied and the 3rd-place trophy goes to the third of them by tiebreak', () => {
    const { list, lines } = award(threeOnTop(), top3);
    expect(lines).toEqual([
      ['Overall', '1st-3rd', 'Ben', 5000],
      ['Overall', '1st-3rd', 'Cai', 5000],
      ['Overall', '1st-3rd', 'Dee', 5000],
      ['Overall', '3rd', 'Dee', 'Trophy'],
    ]);
    expect(list.awards.map((a) => a.how)).toEqual([
      'Overall 1st-3rd: 3 tied on 2, $100.00 + $50.00 = $150.00 pooled and split 3 ways (US Chess 32B2), $50.00 each',
      'Overall 3rd: by tiebreak rank 3, 3rd of 3 tied on 2',
    ]);
    // Eve, on a lower score, wins nothing.
    expect(lines.some(([, , name]) => name === 'Eve')).toBe(false);
    expect(award(threeOnTop(), top3, { limit: 'first' }).lines).toEqual(lines);
    expect(award(threeOnTop(), top3, { limit: 'off' }).lines).toEqual(lines);
    // The trophy first in the table: it goes to the first of the tied, and the cash is still pooled among all three.
    const first = award(threeOnTop(), [
      ['Overall', '1', 'Trophy'],
      ['Overall', '2', '$100'],
      ['Overall', '3', '$50'],
    ]).lines;
    expect(first).toEqual([
      ['Overall', '1st', 'Ben', 'Trophy'],
      ['Overall', '1st-3rd', 'Ben', 5000],
      ['Overall', '1st-3rd', 'Cai', 5000],
      ['Overall', '1st-3rd', 'Dee', 5000],
    ]);
  });

  test('cash: the three tied take the cash, so the trophy passes to the next player', () => {
    const { list, lines } = award(threeOnTop(), top3, { cashAndTrophy: 'cash' });
    expect(lines).toEqual([
      ['Overall', '1st-2nd', 'Ben', 5000],
      ['Overall', '1st-2nd', 'Cai', 5000],
      ['Overall', '1st-2nd', 'Dee', 5000],
      ['Overall', '3rd', 'Eve', 'Trophy'],
    ]);
    expect(list.awards[1].how).toMatch(
      /^Overall 3rd: clear on 1½; passed over: #1 already has Overall 1st-2nd \(\$50\.00\), #2 already has/,
    );
  });

  test('trophy: the third of the tied takes the trophy and the other two share the cash', () => {
    const { list, lines } = award(threeOnTop(), top3, { cashAndTrophy: 'trophy' });
    expect(lines).toEqual([
      ['Overall', '1st-3rd', 'Ben', 7500],
      ['Overall', '1st-3rd', 'Cai', 7500],
      ['Overall', '3rd', 'Dee', 'Trophy'],
    ]);
    expect(list.awards[0].how).toBe(
      'Overall 1st-3rd: 3 tied on 2; #3 takes the 3rd (Trophy); $100.00 + $50.00 = $150.00 pooled and split 2 ways (US Chess 32B2), $75.00 each',
    );
  });
});

describe('unrated players and rating classes (US Chess 28D)', () => {
  const rows = [['U1900', '1', '$60']];

  test('an unrated player is never in a rating-class group by default', () => {
    const t = annAndThreeTied({ ann: null, ben: 1800, cai: 1700, dee: 1600 });
    const { lines, list } = award(t, rows);
    // Ann (unrated, 3 points) is passed over; Ben, Cai and Dee tie on 2 and share it.
    expect(lines).toEqual([
      ['U1900', '1st', 'Ben', 2000],
      ['U1900', '1st', 'Cai', 2000],
      ['U1900', '1st', 'Dee', 2000],
    ]);
    expect(list.awards[0].how).toContain('passed over: #1 unrated (US Chess 28D)');
    // Nor in a class band or a US Chess class.
    expect(award(t, [['1000-2999', '1', '$10']]).lines[0][2]).toBe('Ben');
    expect(award(t, [['Class A', '1', '$10']]).lines[0][2]).toBe('Ben');
  });

  test('unless the director says so, or the group names unrated players', () => {
    const t = annAndThreeTied({ ann: null, ben: 1800, cai: 1700, dee: 1600 });
    expect(award(t, rows, { unratedInRatingGroups: true }).lines).toEqual([['U1900', '1st', 'Ann', 6000]]);
    expect(award(t, [['U1900/Unrated', '1', '$60']]).lines).toEqual([['U1900/Unrated', '1st', 'Ann', 6000]]);
    expect(award(t, [['Unrated', '1', 'Book']]).lines).toEqual([['Unrated', '1st', 'Ann', 'Book']]);
  });

  test('a U1800 player is rated and under 1800; the class boundary belongs to the higher class', () => {
    const t = annAndThreeTied({ ann: 1800, ben: 1799, cai: 2000, dee: 1999 });
    expect(award(t, [['U1800', '1', '$10']]).lines[0][2]).toBe('Ben');
    expect(award(t, [['Class A', '1', '$10']]).lines[0][2]).toBe('Ann');
    expect(award(t, [['Expert', '1', '$10']]).lines[0][2]).toBe('Cai');
  });
});

describe('label columns of the crosstable as prize groups', () => {
  test('Section=K-5 selects players by the crosstable column; the reader carries the column', () => {
    const t = readCrosstable([
      ['No.', 'Name', 'Rating', 'Section', 'R1', 'R2'],
      ['1', 'A', '1500', 'K-8', 'W2', 'W3'],
      ['2', 'B', '1400', 'K-5', 'L1', 'W4'],
      ['3', 'C', '1300', 'k-5', 'W4', 'L1'],
      ['4', 'D', '', 'K-5', 'L3', 'L2'],
    ]);
    expect(t.players[1].labels).toEqual({ Section: 'K-5' });
    expect(labelHeaders(t)).toEqual(['Section']);
    const { lines } = award(t, [
      ['Section=K-5', '1', '$20'],
      ['section = k-5', '2', 'Medal'],
    ]);
    // "section = k-5" names the same group; B and C tie on 1 point for 1st-2nd: they share the
    // cash (C first by tiebreak) and the 2nd-place medal goes to B, second of the two, not to D on 0.
    expect(lines).toEqual([
      ['Section=K-5', '1st-2nd', 'C', 1000],
      ['Section=K-5', '1st-2nd', 'B', 1000],
      ['Section=K-5', '2nd', 'B', 'Medal'],
    ]);
  });
});

describe('prize table reader', () => {
  const t = annAndThreeTied();
  const problems = (rows: unknown[][]) => {
    try {
      readPrizeTable(rows, labelHeaders(t), { row: 3, col: 2 });
    } catch (e) {
      return (e as CrosstableError).problems.map((p) => `${p.cell}: ${p.message}`);
    }
    throw new Error('expected problems');
  };

  test('every bad cell is reported at once with its cell and what was expected', () => {
    expect(
      problems([
        ['Group', 'Place', 'Prize'],
        ['Overall', '1', '$12.345'],
        ['Ovrall', '2', '$10'],
        ['U1800', 'first', '$10'],
        ['U1800', '2', ''],
        ['Unrated', '1', '$0'],
        ['Section=K-5', '1', 'Trophy'],
        ['Class A', '1', '$5'],
        ['Class A', '1', '$6'],
        ['Class B', '2', '$5'],
        ['1800-1600', '1', '$5'],
      ]),
    ).toEqual([
      'D4: "$12.345" is not an amount; expected dollars and at most two decimals such as $150, 150.00 or $1,250.50 (a cash prize and a trophy for the same place go in two rows of different groups).',
      'B5: "Ovrall" is not a prize group; expected Overall, U1800, 1600-1799, Class A, Unrated, or Column=value such as Section=K-5.',
      'C6: "first" is not a place; expected a whole number such as 1 or 2nd.',
      'D7: the prize is blank; expected an amount such as $150 or 150.00, or an indivisible prize such as Trophy.',
      'D8: "$0" is a prize of nothing; expected an amount above $0.00, or leave the row out.',
      'B9: "Section" is not a column of the crosstable (the crosstable has no other columns); expected the header of a column such as Section or School.',
      'C11: Class A 1st is listed twice (also at D10); expected each place of a group once.',
      'B13: "1800-1600" runs from 1800 down to 1600; expected the lower rating first, e.g. 1600-1799.',
      'D12: Class B has a 2nd prize but no 1st; expected places 1, 2, 3… with none missing.',
    ]);
  });

  test('a table without its header names the missing columns', () => {
    expect(
      problems([
        ['Who', 'Place', 'Amount'],
        ['Overall', '1', '$5'],
      ]),
    ).toEqual([
      'B3: the prize table has no Group column; expected a header row naming the columns Group, Place and Prize.',
    ]);
  });

  test('amounts in the forms directors type', () => {
    const table = readPrizeTable(
      [
        ['Prize', 'Place', 'Group'],
        ['$1,250.50', '1st', 'Overall'],
        [100, '2nd', 'Overall'],
        ['12.5', '3', 'Overall'],
        ['Trophy', '4th', 'Overall'],
      ],
      [],
    );
    expect(table.groups[0].prizes.map((p) => p.cash)).toEqual([125050, 10000, 1250, null]);
  });
});

describe('CLI: tiebreaks prizes', () => {
  const root = path.join(__dirname, '..', '..');
  const io = () => {
    const out: string[] = [];
    const err: string[] = [];
    return {
      out,
      err,
      io: {
        out: (s: string) => void out.push(s),
        err: (s: string) => void err.push(s),
        readFile: (p: string) => fs.readFileSync(path.resolve(root, p), 'utf8'),
      },
    };
  };

  test('the example prize table on the example crosstable, as JSON in cents', () => {
    const { out, io: cli } = io();
    expect(run(['prizes', 'examples/spring-swiss.csv', 'examples/spring-prizes.csv', '--format', 'json'], cli)).toBe(0);
    const json = JSON.parse(out.join(''));
    expect(
      json.prizes.map(
        (p: { group: string; place: string; number: number; cents: number | null; item: string | null }) => [
          p.group,
          p.place,
          p.number,
          p.cents ?? p.item,
        ],
      ),
    ).toEqual([
      ['Overall', '1st-3rd', 1, 10000],
      ['Overall', '1st-3rd', 3, 10000],
      ['Overall', '1st-3rd', 2, 10000],
      ['U1800', '1st', 8, 4000],
      ['U1800', '2nd', 9, 2000],
      ['U1600', '1st', 12, 1000],
      ['U1600', '1st', 10, 1000],
      ['U1600', '1st', 15, 1000],
      ['Unrated', '1st', 14, 'Book prize'],
    ]);
    expect(json.rule).toBe(ROUNDING_RULE);
    expect(json.unawarded).toEqual([]);
  });

  test('CSV: amounts as plain dollars', () => {
    const { out, io: cli } = io();
    expect(
      run(
        ['prizes', 'examples/spring-swiss.csv', 'examples/spring-prizes.csv', '--format', 'csv', '--one-prize', 'off'],
        cli,
      ),
    ).toBe(0);
    const lines = out.join('').trim().split('\n');
    expect(lines[0]).toBe('group,place,prize,number,name,rating,score,rank,award,how');
    expect(lines[1]).toMatch(/^Overall,1st-3rd,\$150\.00 \+ \$100\.00 \+ \$50\.00,1,Marcus Webb,2104,4,1,100\.00,/);
  });

  test('a bad prize table exits 2 with the cell on stderr and nothing on stdout', () => {
    const { out, err, io: cli } = io();
    const bad = {
      ...cli,
      readFile: (p: string) => (p === 'bad.csv' ? 'Group,Place,Prize\nOverall,1,$1.999\n' : cli.readFile(p)),
    };
    expect(run(['prizes', 'examples/spring-swiss.csv', 'bad.csv'], bad)).toBe(2);
    expect(out).toEqual([]);
    expect(err.join('')).toContain('C2: "$1.999" is not an amount');
    expect(run(['prizes', 'examples/spring-swiss.csv', 'examples/spring-prizes.csv', '--one-prize', 'two'], bad)).toBe(
      2,
    );
    expect(err.join('')).toContain('--one-prize must be larger, first or off; got "two".');
    expect(
      run(['prizes', 'examples/spring-swiss.csv', 'examples/spring-prizes.csv', '--cash-and-trophy', 'medal'], bad),
    ).toBe(2);
    expect(err.join('')).toContain('--cash-and-trophy must be both, cash or trophy; got "medal".');
    expect(
      run(
        [
          'prizes',
          'examples/spring-swiss.csv',
          'examples/spring-prizes.csv',
          '--cash-and-trophy',
          'both',
          '--prefer',
          'cash',
        ],
        bad,
      ),
    ).toBe(2);
    expect(err.join('')).toContain('--prefer cash is the old name of --cash-and-trophy cash; give one of them.');
  });

  test('--cash-and-trophy is stated under the list; the old --prefer still works', () => {
    const table = (extra: string[]) => {
      const { out, io: cli } = io();
      expect(run(['prizes', 'examples/spring-swiss.csv', 'examples/spring-prizes.csv', ...extra], cli)).toBe(0);
      return out.join('');
    };
    expect(table([])).toContain('one cash prize and one trophy per player, each limited on its own');
    const trophy = table(['--cash-and-trophy', 'trophy']);
    expect(trophy).toContain('one prize per player, cash or trophy; offered both, a player takes the trophy');
    expect(table(['--prefer', 'trophy'])).toBe(trophy);
  });
});
