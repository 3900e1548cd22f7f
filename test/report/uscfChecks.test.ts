/**
 * What US Chess would reject or a director would regret, found before anything is written: each
 * problem names its cell of the table or its field of the event file, and no file is made.
 */
import { CrosstableError, formatProblem } from '../../src/model/problems';
import { readCrosstableText } from '../../src/read';
import { labelCells, parseUscfEvent, prepareUscfReport } from '../../src/request';
import { parseTimeControl, ratingCategory } from '../../src/write/uscfTimeControl';
import { eventFile, SMALL_EVENT, SMALL_TABLE } from '../support/uscfReport';

const MADE = { year: 2026, month: 4, day: 13 };

/** Every problem the report finds in the table (edited by `edit`) and the event file, as printed. */
function problemsOf(table: string, event: object = SMALL_EVENT): string[] {
  const tournament = readCrosstableText(table, 't.csv');
  try {
    prepareUscfReport([{ section: null, tournament }], eventFile(event), MADE, labelCells(table, 't.csv'));
  } catch (e) {
    if (e instanceof CrosstableError) return e.problems.map(formatProblem);
    throw e;
  }
  return [];
}

function eventProblems(event: object): string[] {
  const parsed = parseUscfEvent(JSON.stringify(event));
  return 'problems' in parsed ? parsed.problems.map(formatProblem) : [];
}

function replaceRow(table: string, number: number, row: string): string {
  return table
    .split('\n')
    .map((line) => (line.startsWith(`${number},`) ? row : line))
    .join('\n');
}

describe('the table', () => {
  test('the worked event has no problem', () => {
    expect(problemsOf(SMALL_TABLE)).toEqual([]);
  });

  test('a round still being played is refused: its games would be reported as unplayed', () => {
    // No score column, and round 3's game between players 1 and 4 not typed yet (read/rounds.ts).
    const typing = SMALL_TABLE.split('\n')
      .map((line) => line.split(',').filter((_, i) => i !== 5))
      .map((cells, i) => (i === 1 || i === 4 ? [...cells.slice(0, -1), ''] : cells))
      .map((cells) => cells.join(','))
      .join('\n');
    expect(problemsOf(typing)).toContainEqual(
      expect.stringMatching(
        /round 3 is in progress \(2 of 5 players have no result yet\); expected every game of the event to have its result before it is rated\.$/,
      ),
    );
  });

  test('a missing and a malformed US Chess ID, each by its cell', () => {
    let table = replaceRow(SMALL_TABLE, 2, '2,Ann Lee,,ma,1700,2,H,D1W,W3W');
    table = replaceRow(table, 4, '4,Kim Park,4567890,NH,1500,0,F,U,L1W');
    expect(problemsOf(table)).toEqual([
      'C3: player 2 has no US Chess ID under "USCF ID"; expected the eight-digit member ID (US Chess rates only members).',
      'C5: player 4\'s US Chess ID is "4567890"; expected eight digits, such as 12345678.',
    ]);
  });

  test('an ID entered twice in a section', () => {
    const table = replaceRow(SMALL_TABLE, 3, '3,Bob Stone,12345678,,,1,L1B,X,L2B');
    expect(problemsOf(table)).toEqual([
      "C4: player 3's US Chess ID 12345678 is also player 1's (C2); expected each member once in a section.",
    ]);
  });

  test('a table without an ID column', () => {
    const table = SMALL_TABLE.replace('USCF ID', 'Club');
    expect(problemsOf(table)).toEqual([
      'the table has no US Chess ID column; expected a column headed "USCF ID" (or "ID", "US Chess ID", "Member ID") with each player\'s eight-digit member ID.',
    ]);
  });

  test.each(['ID', 'US Chess ID', 'Member ID', 'uscf_id'])('the ID column headed "%s" is recognised', (header) => {
    expect(problemsOf(SMALL_TABLE.replace('USCF ID', header))).toEqual([]);
  });

  test('a name too long for D_NAME (30) and one with no plain-ASCII spelling', () => {
    let table = replaceRow(SMALL_TABLE, 2, '2,Annabelle Maximiliana Leeuwenhoek,23456789,ma,1700,2,H,D1W,W3W');
    table = replaceRow(table, 4, '4,Ким Пак,45678901,NH,1500,0,F,U,L1W');
    expect(problemsOf(table)).toEqual([
      "A3: player 2's name is 33 characters; the report's D_NAME holds 30. Expected a shorter form, such as the last name and initials.",
      "A5: player 4's name holds U+041A (К) at character 1; the report's names are plain ASCII (accents are dropped, other letters have no spelling). Expected the name in Latin letters.",
    ]);
  });

  test('a control character in a name is refused, never written', () => {
    const table = replaceRow(SMALL_TABLE, 2, '2,Ann\u0007Lee,23456789,ma,1700,2,H,D1W,W3W');
    expect(problemsOf(table)).toEqual([
      "A3: player 2's name holds U+0007 (a control or separator character) at character 4; the report's names are plain ASCII (accents are dropped, other letters have no spelling). Expected the name in Latin letters.",
    ]);
  });

  test('a state that is not two letters', () => {
    const table = replaceRow(SMALL_TABLE, 4, '4,Kim Park,45678901,N.H.,1500,0,F,U,L1W');
    expect(problemsOf(table)).toEqual([
      'D5: player 4\'s state is "N.H."; expected a two-letter postal code such as MA, or nothing.',
    ]);
  });

  test('a game without a colour: the format names the colour of every game', () => {
    let table = replaceRow(SMALL_TABLE, 1, '1,José Núñez,12345678,MA,1800,2.5,W3,D2B,W4B');
    table = replaceRow(table, 3, '3,Bob Stone,34567890,,,1,L1,X,L2B');
    expect(problemsOf(table)).toEqual([
      "G2: player 1's round 1 is a game with no colour; the report gives each game's opponent and the player's colour (W9B: won against 9 with Black). Expected them in the cell.",
      "G4: player 3's round 1 is a game with no colour; the report gives each game's opponent and the player's colour (W9B: won against 9 with Black). Expected them in the cell.",
    ]);
  });

  test('a round-robin grid does not say in which round each game was played', () => {
    const grid = [
      'No.,Name,USCF ID,Score,1,2,3',
      '1,Ann Lee,23456789,2,*,1,1',
      '2,Bob Stone,34567890,1,0,*,1',
      '3,Kim Park,45678901,0,0,0,*',
    ].join('\n');
    expect(problemsOf(grid)).toContainEqual(
      'A2: the table does not say in which round each game was played (a round-robin grid); the report lists each round in order. Expected the crosstable with one column per round.',
    );
  });
});

describe('the event file', () => {
  test('the worked event file reads', () => {
    expect(eventProblems(SMALL_EVENT)).toEqual([]);
  });

  test('every malformed field named, all at once', () => {
    const event = {
      ...SMALL_EVENT,
      affiliateId: '6012345',
      chiefTdId: '1234',
      beginDate: '2026-04-31',
      state: 'Mass',
      zip: '2116',
      tdName: 'Pat',
    };
    expect(eventProblems(event)).toEqual([
      'the event file\'s "tdName" is not a field of the event file; expected only "name", "beginDate", "endDate", "affiliateId", "chiefTdId", "assistantTdId", "city", "state", "zip", "country", "sections".',
      'the event file\'s "beginDate" is "2026-04-31"; expected a date written YYYY-MM-DD, such as 2026-04-11.',
      'the event file\'s "affiliateId" is "6012345"; expected the affiliate ID: A and seven digits, such as A6012345.',
      'the event file\'s "chiefTdId" is "1234"; expected an eight-digit US Chess ID such as 12345678.',
      'the event file\'s "state" is "Mass"; expected the two-letter postal code of the state, such as MA.',
      'the event file\'s "zip" is "2116"; expected a ZIP code such as 02116 or 02116-1234.',
    ]);
  });

  test('an event name too long for H_NAME (35), an end before the beginning', () => {
    const event = { ...SMALL_EVENT, name: 'The Greater Boston Spring Open Championship', endDate: '2026-04-10' };
    expect(eventProblems(event)).toEqual([
      'the event file\'s "name" is 43 characters; the report\'s field holds 35. Expected a shorter form.',
      'the event file\'s "endDate" is 2026-04-10, before the beginDate 2026-04-11; expected the event\'s last day.',
    ]);
  });

  test('a rating system that does not fit the time control (rule 5C)', () => {
    const sections = [{ section: null, ratingSystem: 'Q', timeControl: 'G/45;d5', type: 'S' }];
    expect(eventProblems({ ...SMALL_EVENT, sections })).toEqual([
      'the event file\'s "sections[0].ratingSystem" is Q, but the time control G/45;d5 is 50 minutes, dual, regular and quick (30 to 65 minutes) by US Chess rule 5C; expected D or R.',
    ]);
  });

  test('a time control the report cannot read, one too short to rate, a type it does not write', () => {
    const sections = [
      { section: 'A', ratingSystem: 'R', timeControl: 'ninety minutes', type: 'S' },
      { section: 'B', ratingSystem: 'B', timeControl: 'G/2;+2', type: 'M' },
    ];
    expect(eventProblems({ ...SMALL_EVENT, sections })).toEqual([
      'the event file\'s "sections[0].timeControl" is "ninety minutes"; expected a time control as US Chess spells them, such as G/90;d5, G/45;+10 or 40/90,SD/30;d5.',
      'the event file\'s "sections[1].timeControl" is G/2;+2, 4 minutes for each player with a first control of 2; US Chess rule 5C rates 5 minutes or more (a first control of at least 3 minutes for blitz, 5 otherwise).',
      'the event file\'s "sections[1].type" is "M"; expected S (Swiss) or R (round robin).',
    ]);
  });

  test("each problem names its field apart, with its detail in a form's words (no JSON name, no null)", () => {
    const event = {
      ...SMALL_EVENT,
      city: '',
      endDate: '2026-04-10',
      tdName: 'Pat',
      sections: [{ section: null, ratingSystem: 'Q', timeControl: 'G/45;d5', type: 'M' }],
    };
    const parsed = parseUscfEvent(JSON.stringify(event));
    const problems = 'problems' in parsed ? parsed.problems : [];
    expect(problems.map((p) => p.field)).toEqual([
      'tdName',
      'endDate',
      'city',
      'sections[0].ratingSystem',
      'sections[0].type',
    ]);
    for (const p of problems) expect(p.message.startsWith(`the event file's "${p.field}" `)).toBe(true);
    // The form's words: no JSON field name, no "null".
    expect(problems.map((p) => p.detail)).toEqual([
      undefined,
      "is 2026-04-10, before the first day 2026-04-11; expected the event's last day.",
      'is blank; expected text such as "Boston".',
      'is Q, but the time control G/45;d5 is 50 minutes, dual, regular and quick (30 to 65 minutes) by US Chess rule 5C; expected D or R.',
      'is "M"; expected S (Swiss) or R (round robin).',
    ]);
    const assistant = parseUscfEvent(JSON.stringify({ ...SMALL_EVENT, assistantTdId: '123' }));
    expect('problems' in assistant && assistant.problems[0]?.detail).toBe(
      'is "123"; expected an eight-digit US Chess ID such as 12345678, or nothing when there is none.',
    );
    expect(problems[2]?.detail).toBe('is blank; expected text such as "Boston".');
  });

  test('the event file is not JSON', () => {
    expect(parseUscfEvent('{"name": ')).toEqual({
      problems: [{ message: expect.stringMatching(/^The event file is not JSON \(.+\); expected an object/) }],
    });
  });
});

describe('the sections of the event file and of the table', () => {
  const table = [
    'No.,Name,USCF ID,Section,Score,R1,R2',
    '1,Ann Lee,23456789,Open,1.5,W2W,D3B',
    '2,Bob Stone,34567890,Open,1,L1B,W4W',
    '3,Kim Park,45678901,Open,1.5,W4W,D1W',
    '4,Lea Roy,56789012,Open,0,L3B,L2B',
  ].join('\n');

  test('a section of the event file the table does not have, and one of the table the file does not name', () => {
    const tournament = readCrosstableText(table, 't.csv');
    const sections = [{ section: 'K-5', ratingSystem: 'R', timeControl: 'G/90;d5', type: 'S' }];
    const file = eventFile({ ...SMALL_EVENT, sections });
    expect(() => prepareUscfReport([{ section: 'Open', tournament }], file, MADE)).toThrow(
      new CrosstableError([
        {
          message:
            'the event file\'s "sections[0].section" is "K-5", which the table does not have; its sections are "Open".',
        },
        {
          message:
            'the table\'s section "Open" is not in the event file\'s "sections"; expected an entry for each section, with its rating system, time control and type.',
        },
      ]),
    );
  });
});

describe('US Chess rule 5C: the rating a time control gets', () => {
  test.each([
    ['G/90;d5', 95, 'regular'],
    ['G/61;d5', 66, 'regular'],
    ['G/60;d5', 65, 'dual'],
    ['G/60 d5', 65, 'dual'],
    ['G/25;d5', 30, 'dual'],
    ['G/24;d5', 29, 'quick'],
    ['G/15+10', 25, 'quick'],
    ['G/10;d1', 11, 'quick'],
    ['G/10;d0', 10, 'blitz'],
    ['G/3;+2', 5, 'blitz'],
    ['40/90,SD/30;d5', 125, 'regular'],
    ['G/4;d0', 4, undefined],
    ['G/2;+8', 10, undefined],
  ])('%s: %i minutes, %s', (text, total, category) => {
    const tc = parseTimeControl(text);
    expect(tc?.total).toBe(total);
    expect(tc && ratingCategory(tc)).toBe(category);
  });
});
