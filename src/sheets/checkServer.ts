/**
 * "Check another program's numbers" (the sidebar's block and its menu item): the crosstable the
 * sidebar shows, with another program's printed tiebreak columns beside the results (or its
 * standings pasted beside ours), checked value by value by src/request/check.ts, the CLI's
 * `check`. This file only reads the sheet and says the answer in a director's words.
 */
import { CrosstableError, cellRef } from '../model/problems';
import type { Tournament } from '../model/tournament';
import type { Grid, Origin } from '../read/crosstable';
import { cellText } from '../read/cells';
import { checkPrinted, CheckedColumn, CheckedValue, CheckResult, asksForHeader } from '../request/check';
import { changedOptionWords, optionWords } from '../standings/columnWords';
import { printableText } from '../standings/text';
import { ConventionId, CONVENTIONS, Departure } from '../tiebreaks/conventions';
import { pts } from '../tiebreaks/explain';
import { parseTiebreakSpec, TIEBREAKS, TiebreakSpec } from '../tiebreaks/registry';
import { messageOf } from './ownedSheet';
import { tableRefOf, tableToRank } from './rankTarget';
import { readWithSettings, sheetProblems } from './readCrosstable';
import { normaliseSettings, RankSettings, settingsOrder } from './settings';
import type { CheckedColumnLines, CheckOutcome, SheetProblem } from './shapes';

export type { CheckOutcome };

/** The headers a printed column may have, for the problem of one we cannot match. */
const KNOWN_HEADERS =
  'BH, Buchh, BH-C1, SB, S-B, DE, WIN, BPG, Solk, Med, Mod. Med, Cumul., Op. cumul., Kash, or TB1, TB2…';

/**
 * Checks the printed columns of `request.table` (the sidebar's table; the one ranked last when
 * absent) with `request.settings`: their rule set is the event's declared order (TB1 is its first
 * tiebreak), their FIDE rules version the printout's. Nothing is written or saved.
 */
export function checkPrintedColumns(request: unknown): CheckOutcome {
  const o = request !== null && typeof request === 'object' ? (request as Record<string, unknown>) : {};
  let settings: RankSettings;
  try {
    settings = normaliseSettings(o.settings ?? {});
  } catch (e) {
    return { ok: false, message: messageOf(e), problems: [] };
  }
  try {
    const { range } = tableToRank(SpreadsheetApp.getActiveSpreadsheet(), tableRefOf(o.table));
    const values = range.getValues();
    const origin = { row: range.getRow(), col: range.getColumn() };
    const { tournament } = readWithSettings(values, origin, settings);
    if (tournament.boards !== undefined)
      return {
        ok: false,
        message: 'Check reads a crosstable of individual players; this is a team table.',
        problems: [],
      };
    return checkedInWords(tournament, checkWithSettings(tournament, settings), { values, origin });
  } catch (e) {
    if (e instanceof CrosstableError)
      return {
        ok: false,
        message: 'The crosstable has problems to fix first (listed below). Nothing was checked.',
        problems: sheetProblems(e, 'sidebar').map((p) =>
          p.cell ? { cell: p.cell, message: p.message } : { message: p.message },
        ),
      };
    return { ok: false, message: `The printed columns could not be checked (${messageOf(e)}).`, problems: [] };
  }
}

/**
 * The check as the settings ask: TBn is the nth tiebreak of the rule set as it stands without
 * another program's convention (each convention is tried on every difference).
 */
function checkWithSettings(t: Tournament, settings: RankSettings): CheckResult {
  const { convention: _convention, ...asDefault } = settings;
  return checkPrinted(t, {
    declared: settingsOrder(asDefault),
    ...(settings.fideRules ? { fideRules: settings.fideRules } : {}),
    word: explanation,
  });
}

/** The answer in words: a heading a column, a line a difference, and the headers we could not match. */
function checkedInWords(t: Tournament, result: CheckResult, table: { values: Grid; origin: Origin }): CheckOutcome {
  const names = new Map(t.players.map((p) => [p.number, p.name]));
  const columns = result.columns.map((c) => columnLines(c, names));
  const numbers = result.unmatched.filter((h) => asksForHeader(t, h));
  const text = result.unmatched.filter((h) => !asksForHeader(t, h));
  const problems: SheetProblem[] = [
    ...numbers.map((h) => ({
      ...headerCell(table.values, table.origin, h),
      message: `"${printableText(h)}" names no tiebreak we know, so its numbers were not checked. Give it the header another program prints (${KNOWN_HEADERS}).`,
    })),
    ...unknownNumbers(result, table, names),
  ];
  return {
    ok: true,
    summary: summary(result, problems.length),
    columns,
    ...(text.length ? { notChecked: `Not tiebreaks, not checked: ${text.map(printableText).join(', ')}.` } : {}),
    problems,
  };
}

/**
 * A pasted standings table's numbers that are no player's (or are given twice): their cells, in
 * the pasted number column on the row they are on, since their values could not be checked.
 */
function unknownNumbers(
  result: CheckResult,
  table: { values: Grid; origin: Origin },
  names: ReadonlyMap<number, string>,
): SheetProblem[] {
  const pasted = result.pasted;
  if (!pasted) return [];
  const column = /^[A-Z]+/.exec(headerCell(table.values, table.origin, pasted.header).cell ?? '')?.[0];
  return pasted.unknown.map((u) => {
    const row = /\d+$/.exec(u.row ?? '')?.[0];
    return {
      ...(column && row ? { cell: `${column}${row}` } : {}),
      message:
        u.name === undefined
          ? `The pasted table's "${printableText(pasted.header)}" ${printableText(u.text)} is no player of the crosstable, or is given twice; its row was not checked.`
          : `The pasted table names "${printableText(u.name)}" as No. ${printableText(u.text)}, but No. ${printableText(u.text)} of the crosstable is "${printableText(names.get(Number(u.text)) ?? '')}"; check the pasted "${printableText(pasted.header)}" column. Its row was not checked.`,
    };
  });
}

/** "2 printed columns checked: 8 values, 5 the same, 2 differences explained, 1 explained by nothing we know". */
function summary(result: CheckResult, unmatched: number): string {
  const sum = (f: (c: CheckedColumn) => number) => result.columns.reduce((n, c) => n + f(c), 0);
  const n = result.columns.length;
  const unreadable = unmatched ? `; ${unmatched} column${unmatched === 1 ? '' : 's'} of numbers not matched` : '';
  if (!n) return `No printed tiebreak column beside the results${unreadable}`;
  const explained = sum((c) => c.explained.length);
  const not = sum((c) => c.unexplained.length);
  const differ =
    explained + not ? `, ${explained} explained by another program's reading, ${not} by nothing we know` : '';
  return `${n} printed column${n === 1 ? '' : 's'} checked: ${sum((c) => c.values)} values, ${sum((c) => c.same)} the same${differ}${unreadable}`;
}

function columnLines(c: CheckedColumn, names: ReadonlyMap<number, string>): CheckedColumnLines {
  const spec = parseTiebreakSpec(c.system);
  const system = [TIEBREAKS[spec.code].name, ...changedOptionWords(spec)].join(', ');
  const differ = c.explained.length + c.unexplained.length;
  const who = (v: CheckedValue) =>
    `No. ${v.number}${names.get(v.number) ? ` ${printableText(names.get(v.number)!)}` : ''}`;
  const values = (v: CheckedValue) =>
    `printed ${shown(spec, v.printed)}, ours ${v.ours === null ? 'no value' : shown(spec, v.ours)}`;
  return {
    heading: `${printableText(c.printed)}: ${system}. ${c.values} value${c.values === 1 ? '' : 's'}, ${c.same} the same${differ ? `, ${differ} differ` : ''}.`,
    differences: [
      ...c.explained.map((v) => ({ text: `${who(v)}: ${values(v)}. ${v.why ?? ''}`, explained: true })),
      ...c.unexplained.map((v) => ({
        text: `${who(v)}: ${values(v)}. Nothing we know explains it.`,
        explained: false,
      })),
    ],
  };
}

/** "As Vega prints it: a forfeit loss not counted as a round left voluntarily." */
function explanation(departures: readonly Departure[], id: ConventionId): string {
  // The option's own words name the program ("(as Vega)"), which the line has just said.
  const words = departures.map((d) => optionWords(d.option, d.value).replace(/ \(as [^)]*\)$/, ''));
  return `${CONVENTIONS[id].choice}${words.length ? `: ${words.join('; ')}` : ''}.`;
}

/** A value as the printout would show it: points with ½ and ¼, anything else as it is. */
function shown(spec: TiebreakSpec, v: number): string {
  return TIEBREAKS[spec.code].unit === 'points' ? pts(Math.round(v * 4)) : String(v);
}

/**
 * The header's cell: in the first of the table's top rows holding it, the last such cell (a
 * printed column sits beside the results, after the table's own "No." and "Name").
 */
function headerCell(values: Grid, origin: Origin, header: string): { cell?: string } {
  for (const [r, row] of values.slice(0, 10).entries()) {
    const c = row.map((v) => cellText(v).trim()).lastIndexOf(header);
    if (c >= 0) return { cell: cellRef(r, c, origin) };
  }
  return {};
}
