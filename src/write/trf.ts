/**
 * A tournament as a FIDE TRF (TRF-16 fixed columns), so a director can hand the event on to a
 * rating officer or another program. The points column is the full score; the rank column is
 * the standings' rank when standings are given (the first of a shared "3-5"), else the place by
 * score alone.
 *
 * TRF has no code for a forfeit without a named opponent (US "X" or "F" as MSA prints them) nor
 * for a forfeit draw (US "Z"), and no way to say the round order is unknown (a round-robin grid).
 * Those rounds are written as the nearest TRF code worth the same points (`0000 - +`, `0000 - -`,
 * `0000 - H`) and a `TBK` line, a record type other programs ignore, keeps the exact result, so
 * the file reads back here as the same tournament.
 */
import { Quarters } from '../model/points';
import { CrosstableError, Problem } from '../model/problems';
import { Entry, POINTS, Tournament } from '../model/tournament';
import type { Standings } from '../standings/rank';
import { lineBreaking } from '../standings/text';
import { at } from '../tiebreaks/lookup';
import { byeRecords, tiebreakRecords } from './trf26';

export interface TrfExportOptions {
  /** The event's name for the 012 line (the CLI's --name). */
  name?: string;
  /** FIDE's TRF revision: 2026 (the default, with the records of src/write/trf26.ts) or 2016. */
  form?: '2016' | '2026';
}

/** "a line break (U+000A)", "a line separator (U+2028)", "a control character (U+001B)". */
function describeControl(ch: string): string {
  const code = `U+${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
  const what: Record<string, string> = {
    '\n': 'a line break',
    '\r': 'a line break',
    '\t': 'a tab',
    '\u2028': 'a line separator',
    '\u2029': 'a paragraph separator',
  };
  return `${Object.prototype.hasOwnProperty.call(what, ch) ? what[ch] : 'a control character'} (${code})`;
}

/**
 * Every text field written to the file, checked before anything is written: a line break in a
 * name would start a forged record (a second 001 line), so it is refused, field by field.
 */
function controlProblems(t: Tournament, options: TrfExportOptions): Problem[] {
  const problems: Problem[] = [];
  // TRF is one record a line, so nothing that ends a line anywhere may reach a field (lineBreaking).
  const inName = options.name === undefined ? null : lineBreaking(options.name);
  if (inName) {
    problems.push({
      message: `the event name (--name, TRF line 012) holds ${describeControl(inName.char)} at character ${inName.index + 1}; expected one line of printable text.`,
    });
  }
  for (const p of t.players) {
    const found = lineBreaking(p.name);
    if (!found) continue;
    problems.push({
      cell: p.cell,
      message: `player ${p.number}'s name holds ${describeControl(found.char)} at character ${found.index + 1}; a TRF name (line 001) is printable text on one line; expected the name without it.`,
    });
  }
  return problems;
}

function trfPoints(q: Quarters): string {
  const whole = Math.floor(q / 4);
  return `${whole}.${q % 4 === 0 ? '0' : q % 4 === 2 ? '5' : q % 4 === 1 ? '2' : '7'}`;
}

export function toTrf(t: Tournament, standings?: Standings, options: TrfExportOptions = {}): string {
  if (t.players.some((p) => p.number > 9999)) {
    throw new CrosstableError([{ message: 'TRF holds starting ranks up to 9999; renumber the players first.' }]);
  }
  const refused = controlProblems(t, options);
  if (refused.length) throw new CrosstableError(refused);
  const totals = t.players.map((p) => p.entries.reduce((s, e) => s + POINTS[e.kind], 0));
  const rankOf = new Map<number, number>();
  if (standings) {
    for (const row of standings.rows) rankOf.set(row.player, Number(/^\d+/.exec(row.rank)?.[0] ?? 0));
  } else {
    totals.forEach((q, p) => rankOf.set(p, 1 + totals.filter((other) => other > q).length));
  }
  // A round's one full-point bye is the pairing's (U); several are byes the players asked for (F).
  const fullByes = Array.from(
    { length: t.rounds },
    (_, r) => t.players.filter((p) => p.entries[r]?.kind === 'fullBye').length,
  );
  const kept: string[] = [];
  const lines = [`012 ${(options.name ?? 'Tournament').slice(0, 80)}`, `062 ${t.players.length}`, `XXR ${t.rounds}`];
  if (!t.roundOrderKnown) kept.push('TBK order unknown');

  t.players.forEach((p, i) => {
    const rounds = p.entries.map((e, r) => {
      const { cell, keep } = roundCell(t, e, fullByes[r] === 1);
      if (keep) kept.push(`TBK ${String(p.number).padStart(4)} ${String(r + 1).padStart(3)} ${keep}`);
      return cell;
    });
    const head =
      '001 ' +
      String(p.number).padStart(4) +
      ' ' +
      ' '.repeat(4) +
      ' ' +
      p.name.replace(/\s+/g, ' ').slice(0, 33).padEnd(33) +
      ' ' +
      (p.rating ? String(p.rating).slice(0, 4) : '').padStart(4) +
      ' ' +
      ' '.repeat(3) +
      ' ' +
      ' '.repeat(11) +
      ' ' +
      ' '.repeat(10) +
      ' ' +
      trfPoints(at(totals, i)).padStart(4) +
      ' ' +
      String(rankOf.get(i) ?? '').padStart(4);
    lines.push(rounds.length ? `${head}  ${rounds.join('  ')}` : head);
  });
  // TRF26's records: rounds and tie-breaks with the event's, the byes after the players.
  const current = options.form !== '2016';
  const head = current ? [`142 ${t.rounds}`, ...tiebreakRecords(standings?.order)] : [];
  const byes = current ? byeRecords(t, (r) => fullByes[r] === 1) : [];
  return [...lines.slice(0, 3), ...head, ...kept, ...lines.slice(3), ...byes].join('\n') + '\n';
}

/** One round's 8 columns, and what a TBK line must add when TRF cannot say it exactly. */
function roundCell(t: Tournament, e: Entry, onlyFullBye: boolean): { cell: string; keep?: string } {
  const opp = e.opponent !== undefined ? String(at(t.players, e.opponent).number).padStart(4) : '0000';
  const colour = e.colour === 'W' ? 'w' : e.colour === 'B' ? 'b' : '-';
  switch (e.kind) {
    case 'win':
      return { cell: `${opp} ${colour} 1` };
    case 'draw':
      return { cell: `${opp} ${colour} =` };
    case 'loss':
      return { cell: `${opp} ${colour} 0` };
    case 'forfeitWin':
      return e.opponent !== undefined ? { cell: `${opp} - +` } : { cell: '0000 - +', keep: 'X' };
    case 'forfeitLoss':
      return e.opponent !== undefined ? { cell: `${opp} - -` } : { cell: '0000 - -', keep: 'F' };
    case 'forfeitDraw':
      return { cell: '0000 - H', keep: e.opponent !== undefined ? `Z ${at(t.players, e.opponent).number}` : 'Z' };
    case 'fullBye':
      return { cell: `0000 - ${onlyFullBye ? 'U' : 'F'}` };
    case 'halfBye':
      return { cell: '0000 - H' };
    case 'zeroBye':
      return { cell: '0000 - Z' };
  }
}
