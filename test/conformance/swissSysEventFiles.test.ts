/**
 * Real SwissSys event files (.sjson), read where they are and never copied into the project: the
 * environment variable TIEBREAKS_SJSON_DIR names a folder holding them (the FreePair repository's
 * docs/samples/swisssys/, commit a83797a07371dab2de4f7089592599d982e858ba; its
 * uscf/README.md asks that the events' files not be published, so they stay outside). Without it
 * the tests are skipped and say so.
 *
 * Four of those events' sections are also in shared/refdata as SwissSys's own results export
 * printed them (refdata-notes.md §1): each reads from the .sjson as that export's rounds, and every
 * tiebreak value SwissSys printed is what we compute from the .sjson.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Tournament } from '../../src/model/tournament';
import { parseDelimited } from '../../src/read/csv';
import { readInput, sectionsToRank, splitSections } from '../../src/request';
import { tiebreakColumn } from '../../src/standings/column';
import { parseTiebreakSpec, TIEBREAKS } from '../../src/tiebreaks/registry';
import { SHARED_DIR, sharedPresent } from '../support/shared';

const DIR = process.env.TIEBREAKS_SJSON_DIR;

/** The .sjson files under a folder, by name. */
function eventFiles(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(d, e.name));
      else if (e.name.endsWith('.sjson')) found.set(e.name, path.join(d, e.name));
    }
  };
  walk(dir);
  return found;
}

/** Each event file, its section, and SwissSys's results export of that section in shared/refdata. */
const SECTIONS: [file: string, section: string, refdata: string][] = [
  [
    'PNWCC_Premiere_USCF_Open__Spring_2025_1800_SwissSys11.sjson',
    'Open',
    'swisssys_pnwcc_premiere_open_spring2025_open.csv',
  ],
  [
    'OSCF_2026_Individual_State_Championships_Upstairs_SwissSys11.sjson',
    'High School Platinum',
    'swisssys_oscf_2026_hs_platinum.csv',
  ],
  [
    'OSCF_2026_Individual_State_Championships_Downstair_SwissSys11.sjson',
    'Elementary School Copper',
    'swisssys_oscf_2026_es_copper.csv',
  ],
  [
    'Puddletown_Chess_May_Flower_Open_II_Tournament_SwissSys11.sjson',
    'Under_700',
    'swisssys_puddletown_mayflower_2025_u700.csv',
  ],
];

/** SwissSys's printed columns and our systems (as test/conformance/swisssys.test.ts maps them). */
const TIEBREAK_COLUMNS: Record<string, string> = {
  'Mod. Med': 'MM',
  Med: 'MM',
  Solk: 'SOLK',
  Solkoff: 'SOLK',
  'Cumul.': 'CUM',
  'Op. cumul.': 'OPPCUM',
  'Op. perf.': 'OPPPERF',
  Kash: 'KASH',
  BPG: 'BLACKS',
};

/** The export's letter for each kind (refdata-notes.md: RESULT:OPP:COLOR). */
const LETTER: Record<string, string> = {
  win: 'W',
  loss: 'L',
  draw: 'D',
  forfeitWin: 'X',
  forfeitLoss: 'F',
  fullBye: 'B',
  halfBye: 'H',
  zeroBye: 'U',
};

function readSection(file: string, section: string): Tournament {
  const text = fs.readFileSync(file, 'utf8');
  const sources = sectionsToRank(text, section, undefined, file);
  if (!sources.ok) throw new Error(`${file}: no section ${section}`);
  const input = readInput(sources.value[0]!.source, { kind: 'individual', fileName: file });
  if (input.kind === 'refused') throw new Error(input.refusal.code);
  return input.tournament;
}

/** A round as the export writes it: its letter, opponent (0 for none) and the colour of a game. */
function asExported(t: Tournament, p: Tournament['players'][number]): string[] {
  return p.entries.map((e) => {
    const opponent = e.opponent === undefined ? 0 : t.players[e.opponent]!.number;
    return `${LETTER[e.kind]}:${opponent}:${e.colour ?? '-'}`;
  });
}

if (!DIR || !fs.existsSync(DIR) || !sharedPresent) {
  describe('real SwissSys event files', () => {
    test.skip('SKIPPED: set TIEBREAKS_SJSON_DIR to a folder of .sjson files (and keep ../shared beside the project)', () =>
      undefined);
  });
  console.warn('[real SwissSys event files] skipped: TIEBREAKS_SJSON_DIR is not a folder, or ../shared is absent.');
} else {
  const files = eventFiles(DIR);

  describe('real SwissSys event files', () => {
    test('every section with a round played reads', () => {
      const problems: string[] = [];
      let read = 0;
      for (const [name, file] of files) {
        const text = fs.readFileSync(file, 'utf8');
        // Every section, a file's only one too; those with no round played yet are not ranked.
        for (const s of splitSections(text, 'Section', undefined, file).filter((x) => x.notRanked === undefined)) {
          try {
            readInput(s.source, { kind: 'individual', fileName: file });
            read++;
          } catch (e) {
            problems.push(`${name} ${s.section ?? ''}: ${(e as Error).message.split('\n')[0]}`);
          }
        }
      }
      expect(problems).toEqual([]);
      expect(read).toBeGreaterThan(0);
    });

    describe.each(SECTIONS)('%s, section %s, against %s', (name, section, refdata) => {
      const file = files.get(name);
      const run = file ? test : test.skip;
      run('every round as SwissSys exported it, and every tiebreak value it printed', () => {
        const t = readSection(file!, section);
        const [header, ...rows] = parseDelimited(fs.readFileSync(path.join(SHARED_DIR, 'refdata', refdata), 'utf8'));
        const byNumber = new Map(rows.map((r) => [Number(r[0]), r]));
        const cell = (number: number, label: string) => byNumber.get(number)![header!.indexOf(label)]!;
        const rounds = header!.filter((h) => /^R\d+$/.test(h));
        expect(t.rounds).toBe(rounds.length);
        expect(t.players.map((p) => p.number).sort((a, b) => a - b)).toEqual(
          [...byNumber.keys()].sort((a, b) => a - b),
        );
        for (const p of t.players) expect(asExported(t, p)).toEqual(rounds.map((r) => cell(p.number, r)));
        for (const label of header!.filter((h) => TIEBREAK_COLUMNS[h])) {
          const spec = parseTiebreakSpec(TIEBREAK_COLUMNS[label]!);
          const column = tiebreakColumn(t, spec);
          const inPoints = TIEBREAKS[spec.code].unit === 'points';
          const got = t.players.map((p, i) => {
            const v = column[i]!.value;
            return `#${p.number} ${label} ${v === null ? '' : inPoints ? v / 4 : v}`;
          });
          const printed = t.players.map((p) => {
            const v = cell(p.number, label);
            return `#${p.number} ${label} ${v === '' ? '' : Number(v)}`;
          });
          expect(got).toEqual(printed);
        }
      });
    });
  });
}
