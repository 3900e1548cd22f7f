/**
 * The rating report from the sidebar (issue 29), on the emulated runtime through the built
 * dist/Code.js: the Event details saved with the spreadsheet, the sections as the sections block
 * finds them, every problem on its form field or its cell, and the files' bytes exactly the CLI's
 * for the same table and event file.
 */
import { EmulatedSpreadsheet, loadDist, putValues, Value, valuesFromDelimited } from '../../emulator';
import { run } from '../../src/cli/main';
import type {
  EventDetails,
  EventDetailsSection,
  RatingReportFailure,
  RatingReportForm,
  RatingReportOutcome,
} from '../../src/sheets/shapes';
import { base64 } from '../../src/sheets/uscfReportServer';
import { DIST, ensureBuilt } from '../bundle/built';
import { readDbf } from '../support/dbf';
import { SECTIONED, SMALL_EVENT, SMALL_TABLE } from '../support/uscfReport';

beforeAll(() => ensureBuilt());

const csv = (text: string): Value[][] => valuesFromDelimited(text);

function runtimeWith(sheets: Record<string, string>) {
  const [first] = Object.keys(sheets);
  const ss = new EmulatedSpreadsheet('Spring Open', first);
  for (const [name, text] of Object.entries(sheets)) putValues(ss, name, csv(text));
  ss.setActiveSheet(ss.getSheetByName(first!)!);
  return loadDist(DIST, { spreadsheet: ss });
}

/** The form filled in as SMALL_EVENT says, for the sections the form lists. */
function filled(form: RatingReportForm, sections: EventDetailsSection[] = SMALL_EVENT.sections): EventDetails {
  return {
    ...form.details,
    ...SMALL_EVENT,
    assistantTdId: '',
    sections: form.sections.map((s, i) => ({ ...sections[i]!, section: s.section })),
  };
}

/** The CLI's files for the same table and event file (uscf-report --event --out). */
function cliFiles(table: string, event: object): Record<string, Uint8Array> {
  const written: Record<string, Uint8Array> = {};
  let err = '';
  const files: Record<string, string> = { 't.csv': table, 'e.json': JSON.stringify(event) };
  const status = run(['uscf-report', 't.csv', '--event', 'e.json', '--out', 'out'], {
    out: () => undefined,
    err: (t) => (err += t),
    readFile: (p) => files[p] ?? '',
    writeFile: (_dir, name, bytes) => (written[name] = bytes),
  });
  expect({ status, err }).toEqual({ status: 0, err: '' });
  return written;
}

const bytesOf = (out: RatingReportOutcome) =>
  Object.fromEntries(out.files.map((f) => [f.name, Uint8Array.from(Buffer.from(f.base64, 'base64'))]));

test('base64 as RFC 4648 writes it (every padding length)', () => {
  for (const text of ['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar'])
    expect(base64(new TextEncoder().encode(text))).toBe(Buffer.from(text).toString('base64'));
  const all = Uint8Array.from({ length: 256 }, (_, i) => i);
  expect(base64(all)).toBe(Buffer.from(all).toString('base64'));
});

describe('one table', () => {
  test('the form lists the table as the one section; the details are saved and shown again', () => {
    const rt = runtimeWith({ Crosstable: SMALL_TABLE });
    const form = rt.run('getRatingReportForm') as RatingReportForm;
    expect(form.sections).toEqual([{ section: null, label: 'Crosstable (5 players, 3 rounds)' }]);
    expect(form.details.country).toBe('USA');
    expect(form.details.sections).toEqual([{ section: null, ratingSystem: '', timeControl: '', type: 'S' }]);
    const details = filled(form);
    rt.run('makeRatingReport', details);
    // A later execution (the sidebar opened again) reads them from the document's properties.
    expect(JSON.parse(rt.properties.hostDocument.getProperty('tiebreaks.eventDetails')!)).toEqual(details);
    expect((rt.run('getRatingReportForm') as RatingReportForm).details).toEqual(details);
  });

  test("the files are the CLI's bytes for the same table and event file", async () => {
    const rt = runtimeWith({ Crosstable: SMALL_TABLE });
    const form = rt.run('getRatingReportForm') as RatingReportForm;
    const out = rt.run('makeRatingReport', filled(form)) as RatingReportOutcome;
    expect(out.ok).toBe(true);
    expect(out.files.map((f) => [f.name, f.bytes])).toEqual(
      Object.entries(cliFiles(SMALL_TABLE, SMALL_EVENT)).map(([n, b]) => [n, b.length]),
    );
    expect(bytesOf(out)).toEqual(cliFiles(SMALL_TABLE, SMALL_EVENT));
    expect(out.summary).toBe('1 section, 5 players');
    expect(out.notes).toEqual(['A2: José Núñez written as Jose Nunez']);
    const header = await readDbf(bytesOf(out)['THEXPORT.DBF']!);
    expect(header.records[0]).toMatchObject({ H_NAME: 'Spring Open', H_CITY: 'Boston', H_AFF_ID: 'A6012345' });
  });

  test('a problem of a field is on that field, in the form’s words; nothing is made', () => {
    const rt = runtimeWith({ Crosstable: SMALL_TABLE });
    const form = rt.run('getRatingReportForm') as RatingReportForm;
    const details = filled(form);
    details.city = '';
    details.sections[0]!.ratingSystem = 'Q';
    const out = rt.run('makeRatingReport', details) as RatingReportFailure;
    expect(out.ok).toBe(false);
    expect(out.problems).toEqual([
      { field: 'city', message: 'City is blank; expected text such as "Boston".' },
      {
        field: 'sections[0].ratingSystem',
        message:
          'Rating system of the event is Q, but the time control G/45;d5 is 50 minutes, dual, regular and quick (30 to 65 minutes) by US Chess rule 5C; expected D or R.',
      },
    ]);
  });

  test('a missing ID is named by its cell on its sheet', () => {
    const table = SMALL_TABLE.replace('3,Bob Stone,34567890', '3,Bob Stone,');
    const rt = runtimeWith({ Notes: 'Nothing here', Crosstable: table });
    const form = rt.run('getRatingReportForm') as RatingReportForm;
    const out = rt.run('makeRatingReport', filled(form)) as RatingReportFailure;
    expect(out.problems).toHaveLength(1);
    expect(out.problems[0]).toMatchObject({ sheet: 'Crosstable', cell: 'C4' });
    expect(out.problems[0]!.message).toMatch(/^player 3 has no US Chess ID/);
  });

  test('sections changed since the form was shown: refused, the sections found now sent back', () => {
    const rt = runtimeWith({ Crosstable: SMALL_TABLE });
    const form = rt.run('getRatingReportForm') as RatingReportForm;
    const details = {
      ...filled(form),
      sections: [{ section: 'Open', ratingSystem: 'D', timeControl: 'G/45;d5', type: 'S' }],
    };
    const out = rt.run('makeRatingReport', details) as RatingReportFailure;
    expect(out.ok).toBe(false);
    expect(out.sections).toEqual(form.sections);
  });
});

const SECTIONS = [
  { section: 'Open', ratingSystem: 'R', timeControl: 'G/90;d5', type: 'S' },
  { section: 'K-5', ratingSystem: 'Q', timeControl: 'G/20;d5', type: 'S' },
];

describe('sections', () => {
  test("a Section column: one line per section, in the table's order, the CLI's bytes", () => {
    const rt = runtimeWith({ Players: SECTIONED });
    const form = rt.run('getRatingReportForm') as RatingReportForm;
    expect(form.sections.map((s) => s.section)).toEqual(['Open', 'K-5']);
    const out = rt.run('makeRatingReport', filled(form, SECTIONS)) as RatingReportOutcome;
    expect(out.ok ? 'made' : out).toBe('made');
    expect(bytesOf(out)).toEqual(cliFiles(SECTIONED, { ...SMALL_EVENT, sections: SECTIONS }));
  });

  test('one sheet per section: each section named after its sheet', async () => {
    const [header, ...rows] = SECTIONED.split('\n');
    const sheet = (s: string) => [header, ...rows.filter((r) => r.includes(`,${s},`))].join('\n');
    const rt = runtimeWith({ Open: sheet('Open'), 'K-5': sheet('K-5') });
    const form = rt.run('getRatingReportForm') as RatingReportForm;
    expect(form.sections.map((s) => s.section)).toEqual(['Open', 'K-5']);
    const out = rt.run('makeRatingReport', filled(form, SECTIONS)) as RatingReportOutcome;
    expect(out.ok).toBe(true);
    expect(bytesOf(out)).toEqual(cliFiles(SECTIONED, { ...SMALL_EVENT, sections: SECTIONS }));
    const sections = await readDbf(bytesOf(out)['TSEXPORT.DBF']!);
    expect(sections.records.map((r) => r.S_SEC_NAME)).toEqual(['Open', 'K-5']);
  });
});
