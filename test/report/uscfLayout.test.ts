/**
 * The rating report's three tables, field by field, as US Chess's published format "2C" lays
 * them out (US Chess, "File format for rating reports", TD/Affiliate area, draft 2C of
 * 2006-08-03, corrected September 2025: every field a left-justified, space-padded character
 * field). The expected layouts are typed here from the format, not taken from the writer, and
 * are read back by an independent dBase reader (dbffile) and from the bytes themselves.
 */
import { readCrosstableText } from '../../src/read';
import { labelCells, prepareUscfReport } from '../../src/request';
import { readDbf } from '../support/dbf';
import { eventFile, SMALL_TABLE } from '../support/uscfReport';

/** [name, width] of every field, in file order; every one type C, no decimals. */
const THEXPORT: [string, number][] = [
  ['H_FORMAT', 5], // "2C"
  ['H_PROGRAM', 10],
  ['H_EVENT_ID', 12], // blank until US Chess assigns one
  ['H_NAME', 35],
  ['H_TOT_SECT', 2],
  ['H_BEG_DATE', 8], // YYYYMMDD: C(8) as SwissSys writes it (2C's text types it D)
  ['H_END_DATE', 8],
  ['H_AFF_ID', 8],
  ['H_CITY', 21],
  ['H_STATE', 2],
  ['H_ZIPCODE', 10],
  ['H_COUNTRY', 21],
  ['H_SENDCROS', 1],
  ['H_CTD_ID', 8],
  ['H_ATD_ID', 8],
  ['H_OTHER_TD', 255], // 2C: 255 (one public writer has 254)
];
const TSEXPORT: [string, number][] = [
  ['S_EVENT_ID', 12],
  ['S_SEC_NUM', 2],
  ['S_SEC_NAME', 30],
  ['S_R_SYSTEM', 1],
  ['S_TIMECTL', 40],
  ['S_CTD_ID', 8],
  ['S_ATD_ID', 8],
  ['S_TRN_TYPE', 1],
  ['S_TOT_RNDS', 2],
  ['S_LST_PAIR', 4],
  ['S_BEG_DATE', 8],
  ['S_END_DATE', 8],
  ['S_SCH_LVL', 1],
  ['S_GR_PRIX', 1],
  ['S_GP_PTS', 3],
  ['S_FIDE', 1],
];
const TDEXPORT_FIRST: [string, number][] = [
  ['D_EVENT_ID', 12],
  ['D_SEC_NUM', 2],
  ['D_PAIR_NUM', 4],
  ['D_MEM_ID', 8],
  ['D_NAME', 30],
  ['D_STATE', 2],
  ['D_RATING', 4],
];

const MADE = { year: 2026, month: 4, day: 13 };

function smallReport() {
  const tournament = readCrosstableText(SMALL_TABLE, 'small.csv');
  return prepareUscfReport([{ section: null, tournament }], eventFile(), MADE, labelCells(SMALL_TABLE, 'small.csv'));
}

describe('the 2C field layouts, read back by dbffile', () => {
  const { files } = smallReport();

  test.each([
    ['THEXPORT.DBF', THEXPORT],
    ['TSEXPORT.DBF', TSEXPORT],
    ['TDEXPORT.DBF', [...TDEXPORT_FIRST, ['D_RND01', 7], ['D_RND02', 7], ['D_RND03', 7]]],
  ] as const)('%s: every field by name, type C, width, no decimals, in order', async (name, layout) => {
    const table = await readDbf(files[name]);
    expect(table.fields.map((f) => [f.name, f.type, f.size, f.decimalPlaces ?? 0])).toEqual(
      layout.map(([field, width]) => [field, 'C', width, 0]),
    );
  });

  test('the event record', async () => {
    const table = await readDbf(files['THEXPORT.DBF']);
    expect(table.records).toEqual([
      {
        H_FORMAT: '2C',
        H_PROGRAM: 'TIEBREAKS',
        H_EVENT_ID: '',
        H_NAME: 'Spring Open',
        H_TOT_SECT: '1',
        H_BEG_DATE: '20260411',
        H_END_DATE: '20260412',
        H_AFF_ID: 'A6012345',
        H_CITY: 'Boston',
        H_STATE: 'MA',
        H_ZIPCODE: '02116',
        H_COUNTRY: 'USA',
        H_SENDCROS: 'N',
        H_CTD_ID: '87654321',
        H_ATD_ID: '',
        H_OTHER_TD: '',
      },
    ]);
  });

  test('the section record: a table without a Section column is one section named after the event', async () => {
    const table = await readDbf(files['TSEXPORT.DBF']);
    expect(table.records).toEqual([
      {
        S_EVENT_ID: '',
        S_SEC_NUM: '1',
        S_SEC_NAME: 'Spring Open',
        S_R_SYSTEM: 'D',
        S_TIMECTL: 'G/45;d5',
        S_CTD_ID: '87654321',
        S_ATD_ID: '',
        S_TRN_TYPE: 'S',
        S_TOT_RNDS: '3',
        S_LST_PAIR: '5',
        S_BEG_DATE: '20260411',
        S_END_DATE: '20260412',
        S_SCH_LVL: '',
        S_GR_PRIX: 'N',
        S_GP_PTS: '',
        S_FIDE: 'N',
      },
    ]);
  });

  test('the player records: every round code (W/D/L + opponent + own colour; X0 F0 Z0 B0 H0 U0)', async () => {
    const table = await readDbf(files['TDEXPORT.DBF']);
    const rows = table.records.map((r) => [
      r.D_SEC_NUM,
      r.D_PAIR_NUM,
      r.D_MEM_ID,
      r.D_NAME,
      r.D_STATE,
      r.D_RATING,
      r.D_RND01,
      r.D_RND02,
      r.D_RND03,
    ]);
    expect(rows).toEqual([
      ['1', '1', '12345678', 'Jose Nunez', 'MA', '1800', 'W3W', 'D2B', 'W4B'],
      ['1', '2', '23456789', 'Ann Lee', 'MA', '1700', 'H0', 'D1W', 'W3W'],
      ['1', '3', '34567890', 'Bob Stone', '', '', 'L1B', 'X0', 'L2B'],
      ['1', '4', '45678901', 'Kim Park', 'NH', '1500', 'F0', 'U0', 'L1W'],
      ['1', '5', '56789012', 'Lea Roy', 'VT', '1400', 'B0', 'Z0', 'U0'],
    ]);
  });
});

describe('the bytes of a dBase III table', () => {
  const { files } = smallReport();
  const bytes = files['TDEXPORT.DBF'];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const fields = TDEXPORT_FIRST.length + 3;
  const recordLength = 1 + 12 + 2 + 4 + 8 + 30 + 2 + 4 + 3 * 7;
  const headerLength = 32 + 32 * fields + 1;

  test('header: version 0x03, the date made as year − 1900, month, day, the counts and lengths', async () => {
    expect([bytes[0], bytes[1], bytes[2], bytes[3]]).toEqual([0x03, 126, 4, 13]);
    expect(view.getUint32(4, true)).toBe(5);
    expect(view.getUint16(8, true)).toBe(headerLength);
    expect(view.getUint16(10, true)).toBe(recordLength);
    expect(bytes[headerLength - 1]).toBe(0x0d);
    expect(bytes.length).toBe(headerLength + 5 * recordLength + 1);
    expect(bytes[bytes.length - 1]).toBe(0x1a);
    const read = await readDbf(bytes);
    expect(read.dateOfLastUpdate.getFullYear()).toBe(2026);
  });

  test('character fields are left-justified and padded with spaces; records start undeleted (a space)', () => {
    const text = (from: number, length: number) => String.fromCharCode(...bytes.slice(from, from + length));
    const first = headerLength;
    expect(text(first, 1)).toBe(' ');
    expect(text(first + 1, 12)).toBe(' '.repeat(12)); // D_EVENT_ID, blank
    expect(text(first + 13, 2)).toBe('1 '); // D_SEC_NUM
    expect(text(first + 15, 4)).toBe('1   '); // D_PAIR_NUM
    expect(text(first + 19, 8)).toBe('12345678');
    expect(text(first + 27, 30)).toBe('Jose Nunez'.padEnd(30));
    expect(text(first + 57, 2)).toBe('MA');
    expect(text(first + 59, 4)).toBe('1800');
    expect(text(first + 63, 21)).toBe('W3W    D2B    W4B    ');
  });
});
