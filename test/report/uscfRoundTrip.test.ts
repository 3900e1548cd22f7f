/**
 * Every reference tournament of ../shared (refdata/*.csv, trf/*.trf) written as a US Chess rating
 * report and read back by an independent dBase reader (dbffile): each field is what the 2C format
 * defines, and every round decodes to the table's own entry (result, opponent's pairing number,
 * colour). The reference files carry no US Chess IDs and some no names: each player is given the
 * ID 10000000 + their number, and "Player N" where the name is not already plain ASCII within 30
 * characters. A table the format cannot express (a round-robin grid with no round order) is
 * refused, by name, and nothing is written.
 */
import fs from 'node:fs';
import path from 'node:path';
import { decode as decodeText } from '../../src/cli/main';
import { CrosstableError } from '../../src/model/problems';
import type { EntryKind, Tournament } from '../../src/model/tournament';
import { readAny } from '../../src/read';
import { prepareUscfReport } from '../../src/request';
import { readDbf } from '../support/dbf';
import { describeShared, sharedFiles } from '../support/shared';
import { eventFile, SMALL_EVENT } from '../support/uscfReport';

/** The 2C round letters, as the format defines them. */
const KIND_OF: Record<string, EntryKind> = {
  W: 'win',
  D: 'draw',
  L: 'loss',
  X: 'forfeitWin',
  F: 'forfeitLoss',
  Z: 'forfeitDraw',
  B: 'fullBye',
  H: 'halfBye',
  U: 'zeroBye',
};

/** A D_RNDnn cell decoded: W/D/L with the opponent's number and own colour, else a letter and 0. */
function decode(cell: string): { kind: EntryKind; opponent?: number; colour?: string } {
  const played = /^([WDL])([1-9]\d{0,3})([WB])$/.exec(cell);
  if (played) return { kind: KIND_OF[played[1] ?? ''] as EntryKind, opponent: Number(played[2]), colour: played[3] };
  const other = /^([XFZBHU])0$/.exec(cell);
  if (!other) throw new Error(`not a 2C round code: ${JSON.stringify(cell)}`);
  return { kind: KIND_OF[other[1] ?? ''] as EntryKind };
}

/** What the table says of a round, in the decoded cell's terms. */
function expected(t: Tournament, kind: EntryKind, opponent: number | undefined, colour: string | undefined) {
  const played = kind === 'win' || kind === 'draw' || kind === 'loss';
  if (!played) return { kind };
  return { kind, opponent: t.players[opponent ?? -1]?.number, colour };
}

function withReportFields(t: Tournament): Tournament {
  for (const p of t.players) {
    p.labels = { ...p.labels, 'USCF ID': String(10000000 + p.number) };
    if (!/^[\x20-\x7e]{1,30}$/.test(p.name.trim())) p.name = `Player ${p.number}`;
  }
  return t;
}

const MADE = { year: 2026, month: 5, day: 2 };

const files = [...sharedFiles('refdata', /\.csv$/), ...sharedFiles('trf', /\.trf$/)];

/** The files whose tables the report cannot say, and why. */
const REFUSED: Record<string, RegExp> = {
  'chessresults_rr_tnr437642.csv': /does not say in which round each game was played/,
};

describeShared('US Chess rating report: every reference tournament read back by dbffile', () => {
  test('there are reference tournaments', () => {
    expect(files.length).toBeGreaterThanOrEqual(15);
  });

  describe.each(files.map((f) => [path.basename(f), f]))('%s', (name, file) => {
    const read = () => withReportFields(readAny(decodeText(fs.readFileSync(file)), { fileName: file }).tournament);
    const refusal = REFUSED[name];

    if (refusal) {
      test('is refused, by name, and nothing is made', () => {
        expect(() => prepareUscfReport([{ section: null, tournament: read() }], eventFile(), MADE)).toThrow(
          CrosstableError,
        );
        expect(() => prepareUscfReport([{ section: null, tournament: read() }], eventFile(), MADE)).toThrow(refusal);
      });
      return;
    }

    test('every field and every round as the format defines it', async () => {
      const t = read();
      const { files: out } = prepareUscfReport([{ section: null, tournament: t }], eventFile(), MADE);
      const lastRound = Math.max(
        ...t.players.map((p) => p.entries.reduce((last, e, r) => (e.kind === 'zeroBye' ? last : r + 1), 0)),
      );
      const h = await readDbf(out['THEXPORT.DBF']);
      expect(h.records).toEqual([
        expect.objectContaining({ H_FORMAT: '2C', H_NAME: SMALL_EVENT.name, H_TOT_SECT: '1', H_BEG_DATE: '20260411' }),
      ]);
      const s = await readDbf(out['TSEXPORT.DBF']);
      expect(s.records).toEqual([
        expect.objectContaining({
          S_SEC_NUM: '1',
          S_TOT_RNDS: String(lastRound),
          S_LST_PAIR: String(Math.max(...t.players.map((p) => p.number))),
        }),
      ]);
      const d = await readDbf(out['TDEXPORT.DBF']);
      expect(d.fields.filter((f) => f.name.startsWith('D_RND'))).toHaveLength(lastRound);
      expect(d.records).toHaveLength(t.players.length);
      t.players.forEach((p, i) => {
        const record = d.records[i] ?? {};
        expect([record.D_SEC_NUM, record.D_PAIR_NUM, record.D_MEM_ID, record.D_NAME, record.D_RATING]).toEqual([
          '1',
          String(p.number),
          String(10000000 + p.number),
          p.name.replace(/\s+/g, ' ').trim(),
          p.rating === null ? '' : String(p.rating),
        ]);
        const rounds = Array.from({ length: lastRound }, (_, r) =>
          decode(String(record[`D_RND${String(r + 1).padStart(2, '0')}`])),
        );
        expect(rounds).toEqual(p.entries.slice(0, lastRound).map((e) => expected(t, e.kind, e.opponent, e.colour)));
      });
    });
  });
});
