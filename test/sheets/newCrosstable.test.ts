/**
 * "New crosstable" through the built add-on in the emulator: the blank wall chart it lays out,
 * the validation on every round cell and nowhere else, what a director typing results sees, and
 * the strong check that the validation and the reader agree on every result (fast-check); then a
 * small event typed into the blank chart and ranked from the menu.
 */
import fc from 'fast-check';
import { AppsScriptRuntime, EmulatedSheet, EmulatedSpreadsheet, loadDist, putValues } from '../../emulator';
import { EmulatedDataValidationBuilder } from '../../emulator/spreadsheet';
import { localeSeparator } from '../../emulator/validation';
import { argumentSeparator, resultFormula } from '../../src/sheets/newCrosstable';
import { readAny } from '../../src/read/readAny';
import { usNotation } from '../../src/read/usNotation';
import { DIST, ensureBuilt } from '../bundle/built';
import { generateSwiss, rng } from '../support/generate';
import { runs } from '../support/properties';
import { spell, typedResultArbitrary } from '../support/usSpellings';

beforeAll(() => ensureBuilt());

type Outcome = { ok: true; sheetName: string; range: string } | { ok: false; message: string };

function runtime(): AppsScriptRuntime {
  const ss = new EmulatedSpreadsheet('Event', 'Sheet1');
  return loadDist(DIST, { spreadsheet: ss });
}

function newCrosstable(rt: AppsScriptRuntime, request: unknown): Outcome {
  return rt.run('newCrosstable', request) as Outcome;
}

/** A blank chart made by the add-on, and its sheet. */
function blankChart(rounds: number, players: number): { rt: AppsScriptRuntime; sheet: EmulatedSheet } {
  const rt = runtime();
  const out = newCrosstable(rt, { rounds, players });
  if (!out.ok) throw new Error(out.message);
  return { rt, sheet: rt.spreadsheet.hostSheet(out.sheetName) };
}

/** Whether the reader takes the text as a US result whose opponent, if any, is in a table of `players`. */
function readerTakes(text: string, players: number): boolean {
  const p = usNotation.parse(text);
  return typeof p !== 'string' && (p.opponent === undefined || (p.opponent >= 1 && p.opponent <= players));
}

const everyState = (rt: AppsScriptRuntime) => JSON.stringify(rt.spreadsheet.getSheets().map((s) => s.hostState()));

describe('the blank chart', () => {
  test('a new sheet laid out for the rounds and players asked, numbers as numbers, round cells as text; nothing else touched', () => {
    const rt = runtime();
    putValues(rt.spreadsheet, 'Sheet1', [
      ['No.', 'Name'],
      [1, 'Someone'],
    ]);
    rt.spreadsheet.insertSheet('crosstable');
    const before = everyState(rt);
    const out = newCrosstable(rt, { rounds: 5, players: 12 });
    expect(out).toEqual({ ok: true, sheetName: 'Crosstable 2', range: 'A1:H13' });
    expect(everyState(rt).startsWith(before.slice(0, -1))).toBe(true);
    const sheet = rt.spreadsheet.hostSheet('Crosstable 2');
    const values = sheet.hostValues();
    expect(values[0]).toEqual(['No.', 'Name', 'Rating', 'R1', 'R2', 'R3', 'R4', 'R5']);
    expect(values.slice(1).map((r) => r[0])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(values.slice(1).every((r) => r.slice(1).every((v) => v === ''))).toBe(true);
    const formats = sheet.getRange('A1:H13').getNumberFormats();
    expect(formats[0].every((f) => f === '@')).toBe(true);
    expect(formats[5]).toEqual(['0', '@', '0', '@', '@', '@', '@', '@']);
    expect(sheet.getFrozenRows()).toBe(1);
    // The director starts typing at round 1 of player 1.
    expect(rt.spreadsheet.getActiveSheet().getName()).toBe('Crosstable 2');
    expect(rt.spreadsheet.getActiveRange().getA1Notation()).toBe('D2');
  });

  test('a rating typed as a number stays a number; a name like 1/2 stays text', () => {
    const { sheet } = blankChart(3, 4);
    sheet.hostType('C2', '1850');
    sheet.hostType('B2', '1/2');
    expect(sheet.getRange('B2:C2').getValues()).toEqual([['1/2', 1850]]);
  });

  test('30 rounds and 1000 players: the sheet grows to hold them', () => {
    const { sheet } = blankChart(30, 1000);
    expect(sheet.getMaxRows()).toBeGreaterThanOrEqual(1001);
    expect(sheet.getMaxColumns()).toBeGreaterThanOrEqual(33);
    expect(sheet.getRange('AG1').getValue()).toBe('R30');
    expect(sheet.getRange('A1001').getValue()).toBe(1000);
    expect(sheet.getRange('AG1001').getDataValidation()).not.toBeNull();
    expect(sheet.hostType('AG1001', 'W1000').accepted).toBe(true);
    expect(sheet.hostType('AG1001', 'W1001').accepted).toBe(false);
  });

  test.each([
    [{ rounds: 0, players: 12 }, 'The number of rounds must be a whole number from 1 to 30 (got 0).'],
    [{ rounds: 31, players: 12 }, 'The number of rounds must be a whole number from 1 to 30 (got 31).'],
    [{ rounds: 4.5, players: 12 }, 'The number of rounds must be a whole number from 1 to 30 (got 4.5).'],
    [{ rounds: 5, players: 1 }, 'The number of players must be a whole number from 2 to 1000 (got 1).'],
    [{ rounds: 5, players: 1001 }, 'The number of players must be a whole number from 2 to 1000 (got 1001).'],
    [{ rounds: 5, players: 'twelve' }, 'The number of players must be a whole number from 2 to 1000 (got "twelve").'],
    [{ rounds: 5 }, 'The number of players must be a whole number from 2 to 1000 (nothing was given).'],
    [
      null,
      'The number of rounds must be a whole number from 1 to 30 (nothing was given). The number of players must be a whole number from 2 to 1000 (nothing was given).',
    ],
  ])('%j is refused: %s, and nothing is added', (request, message) => {
    const rt = runtime();
    const before = everyState(rt);
    expect(newCrosstable(rt, request)).toEqual({ ok: false, message });
    expect(everyState(rt)).toBe(before);
  });

  test('numbers typed in a form ("7") are taken', () => {
    expect(newCrosstable(runtime(), { rounds: '7', players: ' 40 ' })).toEqual({
      ok: true,
      sheetName: 'Crosstable',
      range: 'A1:J41',
    });
  });

  test('the same service calls for 4 players or 1000: the rule is set once on the whole block', () => {
    const calls = (rounds: number, players: number) => {
      const rt = runtime();
      rt.calls.reset();
      newCrosstable(rt, { rounds, players });
      const counts = rt.calls.toJSON();
      delete counts['Sheet.insertRowsAfter'];
      delete counts['Sheet.insertColumnsAfter'];
      // The permission check every sidebar call makes first (src/sheets/permissions.ts): no spreadsheet call.
      expect(counts['ScriptApp.getAuthorizationInfo']).toBe(1);
      delete counts['ScriptApp.getAuthorizationInfo'];
      delete counts['AuthorizationInfo.getAuthorizedScopes'];
      return counts;
    };
    const small = calls(3, 4);
    expect(calls(30, 1000)).toEqual(small);
    expect(small['Range.setDataValidation']).toBe(1);
    // 21 with the spreadsheet's locale, read once for the rule's argument separator.
    expect(small['Spreadsheet.getSpreadsheetLocale']).toBe(1);
    expect(Object.values(small).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(21);
  });

  test('a service failure part-way removes the half-made sheet and says so', () => {
    const rt = runtime();
    const before = everyState(rt);
    rt.failures.failOn('Range.setDataValidation');
    const out = newCrosstable(rt, { rounds: 3, players: 4 });
    expect(out).toEqual({
      ok: false,
      message: 'New crosstable stopped (Service error: Spreadsheets). Nothing was added. Try again in a moment.',
    });
    expect(rt.spreadsheet.getSheets().map((s) => s.getName())).toEqual(['Sheet1']);
    expect(everyState(rt)).toBe(before);
  });
});

describe('the validation on the round cells', () => {
  test('every round cell has the rule, and no other cell', () => {
    const { sheet } = blankChart(4, 9);
    // One row and column beyond the table too.
    const rules = sheet.getRange('A1:H11').getDataValidations();
    rules.forEach((line, r) =>
      line.forEach((rule, c) => {
        const roundCell = r >= 1 && r <= 9 && c >= 3 && c <= 6;
        expect([r + 1, c + 1, rule !== null]).toEqual([r + 1, c + 1, roundCell]);
      }),
    );
    const rule = sheet.getRange('E7').getDataValidation()!;
    expect(rule.getCriteriaType()).toBe('CUSTOM_FORMULA');
    const [formula] = rule.getCriteriaValues() as string[];
    // Written for the top-left cell: Sheets shifts D2 to E7 for this one.
    expect(formula).toMatch(/^=REGEXMATCH\(TO_TEXT\(D2\),"\^.*\$"\)$/);
    expect(rule.getAllowInvalid()).toBe(false);
    expect(rule.getHelpText()).toBe(
      'Enter a result against a player numbered 1 to 9: W9 (won against player 9), L3 (lost to 3), D7 (draw with 7), with the colour if you like (W9B, L3 W); ' +
        'H (half-point bye), B (full-point bye), U or blank (no game); X5 / F5 (forfeit won / lost against 5; X or F alone: no opponent), ' +
        'Z5 (both forfeited, scored as a draw); N5, R5, S5 (win, draw, loss against 5 ruled by the director); or SwissSys W:9:B.',
    );
  });

  test('results a director types are taken, in any case, with spaces, colours and triplets', () => {
    const { sheet } = blankChart(3, 12);
    for (const text of [
      'W12',
      'w12b',
      'L 3',
      'D7 W',
      'd 7 b',
      'H',
      'h',
      'B',
      'bye',
      'U',
      '-',
      'U---',
      'X5',
      'F5',
      'X',
      'f',
      'Z5',
      'N4',
      'r4',
      'S4',
      'W:12:B',
      'H:0:-',
      'x:11:w',
      'W012',
      ' W12 ',
    ]) {
      expect([text, sheet.hostType('E5', text)]).toEqual([text, { accepted: true }]);
      expect(sheet.getRange('E5').getValue()).toBe(text);
    }
  });

  test('a mistyped result is refused with the help text, and the cell keeps what it had', () => {
    const { sheet } = blankChart(3, 12);
    expect(sheet.hostType('D4', 'W11B').accepted).toBe(true);
    for (const text of [
      'W13',
      'W0',
      'W',
      'WB',
      '12',
      'Q5',
      'W12BB',
      'W1/2',
      'H5',
      'B3',
      'W 1 2',
      'W0000012',
      'draw',
      'W12\tB',
      '½',
    ]) {
      const typed = sheet.hostType('D4', text);
      expect([text, typed.accepted]).toEqual([text, false]);
      if (!typed.accepted)
        expect(typed.message).toMatch(
          /^Enter a result against a player numbered 1 to 12: W12 \(won against player 12\), L3 \(lost to 3\)/,
        );
      expect(sheet.getRange('D4').getValue()).toBe('W11B');
    }
    // Clearing a cell is always allowed.
    expect(sheet.hostType('D4', '')).toEqual({ accepted: true });
    expect(sheet.getRange('D4').getValue()).toBe('');
  });
});

describe('with colours (a rule set that counts them)', () => {
  /** A chart made with colours: every game must carry the colour played. */
  function colouredChart(rounds: number, players: number): EmulatedSheet {
    const rt = runtime();
    const out = newCrosstable(rt, { rounds, players, colours: true });
    if (!out.ok) throw new Error(out.message);
    return rt.spreadsheet.hostSheet(out.sheetName);
  }

  test('a game is taken with its colour; without one it is refused with the help text that shows them; byes and forfeits need none', () => {
    const sheet = colouredChart(3, 12);
    for (const text of [
      'W12B',
      'w12b',
      'L 3 W',
      'D7 b',
      'N4W',
      'W:12:B',
      'H',
      'B',
      'U',
      '',
      'X5',
      'F5',
      'Z5',
      'H:0:-',
      'x:11:w',
    ])
      expect([text, sheet.hostType('E5', text)]).toEqual([text, { accepted: true }]);
    for (const text of ['W12', 'L3', 'D7', 'N4', 'W:12:-']) {
      const typed = sheet.hostType('E5', text);
      expect([text, typed.accepted]).toEqual([text, false]);
      if (!typed.accepted)
        expect(typed.message).toMatch(
          /^Enter a result with the colour played, against a player numbered 1 to 12: W12B \(won against player 12 with Black\), L3W \(lost to 3 with White\)/,
        );
    }
  });

  test('the validation accepts exactly what the reader takes with a colour on every game (fast-check)', () => {
    const charts = new Map([2, 12, 137].map((n) => [n, colouredChart(1, n)]));
    const coloured = (text: string, players: number) => {
      const p = usNotation.parse(text);
      if (typeof p === 'string' || !readerTakes(text, players)) return false;
      const game = p.kind === 'win' || p.kind === 'loss' || p.kind === 'draw';
      return !game || p.colour !== undefined;
    };
    const arb = fc
      .constantFrom(2, 12, 137)
      .chain((players) =>
        typedResultArbitrary(players + 1).map((r) => ({ players, text: spell(r.result, rng(r.seed)) })),
      );
    fc.assert(
      fc.property(arb, ({ players, text }) => {
        expect([players, text, charts.get(players)!.hostType('D2', text).accepted]).toEqual([
          players,
          text,
          coloured(text, players),
        ]);
      }),
      runs(300),
    );
  });

  test('colours must be on or off', () => {
    const out = newCrosstable(runtime(), { rounds: 3, players: 4, colours: 'yes' });
    expect(out).toEqual({ ok: false, message: 'Colours must be on or off.' });
  });
});

describe('the validation and the reader agree (fast-check)', () => {
  // Table sizes around the number lengths the pattern is built from.
  const SIZES = [2, 9, 10, 12, 99, 100, 137, 1000];
  let charts: Map<number, EmulatedSheet>;
  beforeAll(() => {
    charts = new Map(SIZES.map((n) => [n, blankChart(1, n).sheet]));
  });
  const accepted = (players: number, text: string) => charts.get(players)!.hostType('D2', text).accepted;

  test('every result the reader takes, spelled as a director might, is accepted', () => {
    const arb = fc
      .constantFrom(...SIZES)
      .chain((players) => typedResultArbitrary(players).map((r) => ({ players, ...r })));
    fc.assert(
      fc.property(arb, ({ players, result, seed }) => {
        const text = spell(result, rng(seed));
        expect([text, readerTakes(text, players)]).toEqual([text, true]);
        expect([text, accepted(players, text)]).toEqual([text, true]);
      }),
      runs(300),
    );
  });

  test("over texts of the results' own characters, the validation accepts exactly what the reader takes", () => {
    const unit = fc.constantFrom(
      ...'WLDNRSXFZBHUYEwlbhuye-:0123456789 '.split(''),
      'W',
      'L',
      'B',
      '1',
      '2',
      '0',
      ':',
      ' ',
    );
    /** Texts near the edge for a table of `players`: random, results against players just past the last, typos, extra zeros. */
    const near = (players: number) =>
      fc.oneof(
        fc.string({ unit, maxLength: 10 }),
        typedResultArbitrary(players + 2).map((r) => spell(r.result, rng(r.seed))),
        fc
          .tuple(typedResultArbitrary(players + 2), fc.nat(), unit, fc.constantFrom('replace', 'insert', 'delete'))
          .map(([r, at, ch, how]) => {
            const s = spell(r.result, rng(r.seed));
            const i = s.length ? at % s.length : 0;
            return how === 'replace'
              ? s.slice(0, i) + ch + s.slice(i + 1)
              : how === 'insert'
                ? s.slice(0, i) + ch + s.slice(i)
                : s.slice(0, i) + s.slice(i + 1);
          }),
        fc
          .tuple(
            fc.constantFrom('W', 'x', 'F', 'B', 'H', 'W:', 'X:', 'z:', 'H:', 'U:', 'b:'),
            // Leading zeros: any few, or around the six digits a result may have in all.
            fc.oneof(
              fc.integer({ min: 0, max: 8 }).map((z) => () => z),
              fc.integer({ min: -1, max: 1 }).map((off) => (n: string) => 6 - n.length + off),
            ),
            fc.oneof(fc.constant(''), fc.integer({ min: 0, max: players + 2 }).map(String)),
            fc.constantFrom('', 'B', 'w', ':W', ':-', ':', '-', ' '),
          )
          .map(([letter, zeros, n, tail]) => `${letter}${'0'.repeat(Math.max(0, zeros(n)))}${n}${tail}`),
      );
    const arb = fc.constantFrom(...SIZES).chain((players) => fc.tuple(fc.constant(players), near(players)));
    fc.assert(
      fc.property(arb, ([players, t]) => {
        expect([players, t, accepted(players, t)]).toEqual([players, t, readerTakes(t, players)]);
      }),
      runs(600),
    );
  });

  test('a generated event typed into a blank chart in any spelling is all accepted, and read back as the same event', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0x7fffffff }),
        fc.integer({ min: 2, max: 14 }),
        fc.integer({ min: 1, max: 6 }),
        (seed, players, rounds) => {
          const g = generateSwiss(seed, players, rounds, {
            numberGap: 0,
            withdraw: 0.05,
            lateEntry: 0.1,
            forfeit: 0.1,
            doubleForfeit: 0.05,
            forfeitDraw: 0.05,
          });
          const { sheet } = blankChart(rounds, players);
          const rand = rng(seed ^ 0x5bd1e995);
          // A U typed as a blank where the rounds rule would read "no result yet" or "no round" is
          // typed U (docs/tiebreaks.md, "Rounds not yet played"): the event is finished.
          const unambiguous = (text: string, k: number) =>
            text.trim() === '' && (k === rounds - 1 || g.players.every((q) => q.results[k].kind === 'U')) ? 'U' : text;
          g.players.forEach((p, i) => {
            expect(p.number).toBe(i + 1);
            sheet.hostType(`B${i + 2}`, p.name);
            p.results.forEach((r, k) => {
              const spelled = spell(
                {
                  kind: r.kind,
                  opponent: r.opponent === undefined ? undefined : g.players[r.opponent].number,
                  colour: r.colour,
                },
                rand,
              );
              const text = unambiguous(spelled, k);
              const a1 = `${String.fromCharCode(68 + k)}${i + 2}`;
              expect([a1, text, sheet.hostType(a1, text)]).toEqual([a1, text, { accepted: true }]);
            });
          });
          const { tournament } = readAny(sheet.hostValues());
          const kinds = {
            W: 'win',
            L: 'loss',
            D: 'draw',
            X: 'forfeitWin',
            F: 'forfeitLoss',
            Z: 'forfeitDraw',
            B: 'fullBye',
            H: 'halfBye',
            U: 'zeroBye',
          } as const;
          expect(
            tournament.players.map((p) =>
              p.entries.map((e) => [e.kind, e.opponent === undefined ? null : tournament.players[e.opponent].number]),
            ),
          ).toEqual(
            g.players.map((p) =>
              p.results.map((r) => [
                kinds[r.kind],
                r.opponent === undefined || r.kind === 'U' ? null : g.players[r.opponent].number,
              ]),
            ),
          );
        },
      ),
      runs(25),
    );
  });
});

describe('a small event typed into the blank chart', () => {
  test('four players, three rounds, typed as a director would: Rank standings gives the scores', () => {
    const { rt, sheet } = blankChart(3, 4);
    const rows = [
      ['Ana Ruiz', '1900', 'W3', 'w2b', 'D4'],
      ['Ben Cole', '1750', 'd4', 'L1W', 'X3'],
      ['Cy Park', '', 'l1', 'W 4', 'f2'],
      ['Dee Shah', 'unr', 'D2', 'l3', 'd1'],
    ];
    rows.forEach((row, i) =>
      row.forEach((text, c) => expect(sheet.hostType(`${'BCDEF'[c]}${i + 2}`, text)).toEqual({ accepted: true })),
    );
    rt.run('rankStandingsFromMenu');
    expect(rt.spreadsheet.hostUi.hostAlerts).toEqual([]);
    const standings = rt.spreadsheet.hostSheet('Standings').hostValues();
    // The header row is found, not assumed first: the sheet may carry a title above it.
    const top = standings.findIndex((r) => r[0] === 'Rank');
    const header = standings[top];
    const col = (name: string) => header.indexOf(name);
    const lines = standings.slice(top + 1, top + 5).map((r) => [r[col('No.')], r[col('Name')], r[col('Score')]]);
    // Dee and Cy tie on 1; Modified Median puts Dee first (US Chess).
    expect(lines).toEqual([
      [1, 'Ana Ruiz', 2.5],
      [2, 'Ben Cole', 1.5],
      [4, 'Dee Shah', 1],
      [3, 'Cy Park', 1],
    ]);
    // The crosstable itself is as typed.
    expect(sheet.getRange('D2:F2').getValues()).toEqual([['W3', 'w2b', 'D4']]);
  });
});

describe('the rule in a spreadsheet whose locale separates arguments with ";"', () => {
  // Each locale's separator as the emulator holds it (emulator/validation.ts, from Sheets' settings):
  // the add-on works its separator out from the locale's decimal sign, and the two must agree.
  test.each([
    ['en_US', ','],
    ['en_GB', ','],
    ['ja_JP', ','],
    ['es_MX', ','],
    ['de_CH', ','],
    ['de_DE', ';'],
    ['fr_FR', ';'],
    ['es_ES', ';'],
    ['it_IT', ';'],
    ['nl_NL', ';'],
    ['pt_BR', ';'],
    ['ru_RU', ';'],
    ['pl_PL', ';'],
    ['tr_TR', ';'],
  ])('%s: "%s"', (locale, separator) => {
    expect(argumentSeparator(locale)).toBe(separator);
    expect(localeSeparator(locale)).toBe(separator);
  });

  test('a locale tag Intl refuses, or does not know, gets the US form', () => {
    expect(argumentSeparator('')).toBe(',');
    expect(argumentSeparator('!!')).toBe(',');
    expect(argumentSeparator('zz_ZZ')).toBe(',');
  });

  test('the formula: only its separator changes', () => {
    expect(resultFormula(9, 'D2', false, ';')).toBe(resultFormula(9, 'D2', false, ',').replace('(D2),"', '(D2);"'));
    expect(resultFormula(9, 'D2', false, ';')).toMatch(/^=REGEXMATCH\(TO_TEXT\(D2\);"\^.*\$"\)$/);
  });

  test('New crosstable in a German spreadsheet: the rule parses, and takes and refuses as in the US', () => {
    const ss = new EmulatedSpreadsheet('Turnier', 'Sheet1');
    ss.setSpreadsheetLocale('de_DE');
    const rt = loadDist(DIST, { spreadsheet: ss });
    const out = newCrosstable(rt, { rounds: 3, players: 12 });
    expect(out).toEqual({ ok: true, sheetName: 'Crosstable', range: 'A1:F13' });
    const sheet = rt.spreadsheet.hostSheet('Crosstable');
    const [formula] = sheet.getRange('D2').getDataValidation()!.getCriteriaValues() as string[];
    expect(formula).toMatch(/^=REGEXMATCH\(TO_TEXT\(D2\);"/);
    expect(sheet.hostType('D2', 'W12')).toEqual({ accepted: true });
    expect(sheet.hostType('E3', 'd 7 b')).toEqual({ accepted: true });
    expect(sheet.hostType('F4', 'W13')).toMatchObject({ accepted: false });
    expect(sheet.hostType('F4', 'Q')).toMatchObject({ accepted: false });
  });

  test("the emulator refuses a rule written with the other locale's separator, as Sheets fails to parse it", () => {
    const ss = new EmulatedSpreadsheet();
    ss.setSpreadsheetLocale('de_DE');
    const rule = new EmulatedDataValidationBuilder()
      .requireFormulaSatisfied(resultFormula(9, 'A1', false, ','))
      .build();
    expect(() => ss.getActiveSheet().getRange('A1').setDataValidation(rule)).toThrow(
      'Formula parse error: =REGEXMATCH(TO_TEXT(A1),"',
    );
    ss.setSpreadsheetLocale('en_US');
    expect(() => ss.getActiveSheet().getRange('A1').setDataValidation(rule)).not.toThrow();
    ss.setSpreadsheetLocale('xx_XX');
    expect(() => ss.getActiveSheet().getRange('A1').setDataValidation(rule)).toThrow(
      'The emulator does not know the argument separator of locale xx_XX.',
    );
  });
});

describe("the emulator's data validation", () => {
  test('a new rule allows invalid entries (flagged), as Sheets does; the references follow each cell', () => {
    const ss = new EmulatedSpreadsheet();
    const sheet = ss.getActiveSheet();
    // A rule on B1:B3 that reads the cell to its left: B2 checks A2.
    const rule = new EmulatedDataValidationBuilder()
      .requireFormulaSatisfied('=REGEXMATCH(TO_TEXT(A1),"^[0-9]+$")')
      .build();
    expect(rule.getAllowInvalid()).toBe(true);
    sheet.getRange('B1:B3').setDataValidation(rule);
    sheet.hostSetValues(1, 1, [['x'], [7], ['y']]);
    expect(sheet.hostType('B2', 'anything')).toEqual({ accepted: true });
    expect(sheet.hostType('B3', 'anything')).toEqual({
      accepted: true,
      flagged: 'The data you entered in cell B3 violates the data validation rules set on this cell.',
    });
    expect(sheet.getRange('B3').getValue()).toBe('anything');
    sheet.getRange('B3').setDataValidation(null);
    expect(
      sheet
        .getRange('B1:B3')
        .getDataValidations()
        .map((r) => r[0] !== null),
    ).toEqual([true, true, false]);
  });

  test('a pattern RE2 and JavaScript read differently, or another formula, is refused rather than guessed', () => {
    const sheet = new EmulatedSpreadsheet().getActiveSheet();
    const set = (formula: string) =>
      sheet
        .getRange('A1')
        .setDataValidation(new EmulatedDataValidationBuilder().requireFormulaSatisfied(formula).build());
    expect(() => set('=REGEXMATCH(TO_TEXT(A1),"(?i)^w$")')).toThrow('only where RE2 and JavaScript agree');
    expect(() => set('=REGEXMATCH(TO_TEXT(A1),"^\\s*$")')).toThrow('only where RE2 and JavaScript agree');
    expect(() => set('=LEN(A1)<4')).toThrow('=REGEXMATCH(TO_TEXT(D2),"pattern") only');
  });

  test('a forked runtime keeps the rules, and the sheet state shows them', () => {
    const { rt } = blankChart(2, 3);
    const fork = rt.fork();
    expect(fork.spreadsheet.hostState()).toEqual(rt.spreadsheet.hostState());
    const state = rt.spreadsheet.hostSheet('Crosstable').hostState();
    expect(state.validations.map(([cell]) => cell)).toEqual(['2,4', '2,5', '3,4', '3,5', '4,4', '4,5']);
    expect(state.validations[5][1]).toMatchObject({ criteria: 'CUSTOM_FORMULA', allowInvalid: false, from: 'D2' });
    expect(fork.spreadsheet.hostSheet('Crosstable').hostType('D2', 'W9').accepted).toBe(false);
  });
});
