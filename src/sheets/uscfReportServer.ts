/**
 * The US Chess rating report from the sidebar: the "Event details" form (what the crosstable does
 * not hold) saved with the spreadsheet, checked by the event file's own checks
 * (request/uscfEvent.ts), and the three files made by the one engine the CLI uses
 * (request/uscfReport.ts), each section as the sections block finds it (a sheet of its own, or
 * one value of a Section column).
 *
 * The files reach the director without a new OAuth scope: their bytes go back to the sidebar in
 * base64 through google.script.run, and the sidebar hands each over as a Blob behind an
 * `<a download>` link. HtmlService sandboxes the sidebar with `allow-downloads` (Google's "HTML
 * Service: Restrictions"), so the browser saves it; docs/rating-reports.md says why no Drive scope.
 */
import {
  checkedUscfReport,
  EVENT_FIELDS,
  EventProblem,
  labelCells,
  parseUscfEvent,
  ReportProblem,
  TableSection,
  UscfEventFile,
} from '../request';
import type { DbfDate } from '../write/dbf';
import { REPORT_FILES } from '../write/uscfReport';
import { loadDocumentJson, saveDocumentJson } from './documentJson';
import { messageOf } from './ownedSheet';
import { findSections, FoundSection } from './sectionsServer';
import { loadSettings } from './settings';
import type {
  EventDetails,
  EventDetailsSection,
  RatingReportFailure,
  RatingReportForm,
  RatingReportOutcome,
  ReportProblemInfo,
  ReportSectionInfo,
} from './shapes';

export const EVENT_DETAILS_KEY = 'tiebreaks.eventDetails';

export const DEFAULT_EVENT_DETAILS: EventDetails = {
  ...(Object.fromEntries(EVENT_FIELDS.map((k) => [k, ''])) as Omit<EventDetails, 'sections'>),
  country: 'USA',
  sections: [],
};

/** The form's labels, in a director's words: what a problem of each event-file field is called. */
const FIELD_LABELS: Record<string, string> = {
  name: 'Event name',
  beginDate: 'First day',
  endDate: 'Last day',
  affiliateId: 'Affiliate ID',
  chiefTdId: "Chief TD's US Chess ID",
  assistantTdId: "Assistant TD's US Chess ID",
  city: 'City',
  state: 'State',
  zip: 'ZIP code',
  country: 'Country',
  ratingSystem: 'Rating system',
  timeControl: 'Time control',
  type: 'Type',
  section: 'Section',
};

/** Text as the form sent or saved it: a string, at most 200 characters (no field takes more than 40). */
const textOf = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim().slice(0, 200) : '');

function sectionOf(input: unknown): EventDetailsSection {
  const o = input !== null && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  return {
    section: o.section === null || o.section === undefined ? null : textOf(o.section),
    ratingSystem: textOf(o.ratingSystem).toUpperCase(),
    timeControl: textOf(o.timeControl),
    type: textOf(o.type).toUpperCase(),
  };
}

/** The details from the form or from storage: every field a string, as typed (the checks come later). */
export function normaliseEventDetails(input: unknown): EventDetails {
  const o = input !== null && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  const fields = Object.fromEntries(EVENT_FIELDS.map((k) => [k, textOf(o[k])])) as Omit<EventDetails, 'sections'>;
  const sections = Array.isArray(o.sections) ? o.sections.slice(0, 99).map(sectionOf) : [];
  return { ...fields, sections };
}

export function loadEventDetails(): EventDetails {
  return loadDocumentJson(EVENT_DETAILS_KEY, normaliseEventDetails, DEFAULT_EVENT_DETAILS);
}

/** The event file the form's details make: the contract the CLI reads (docs/rating-reports.md). */
export function eventFileOf(d: EventDetails): Record<string, unknown> {
  const fields = Object.fromEntries(EVENT_FIELDS.map((k) => [k, d[k]]));
  return { ...fields, assistantTdId: d.assistantTdId === '' ? null : d.assistantTdId, sections: d.sections };
}

/** The name a found section has in the report: its Section value, or its sheet's name. */
function sectionKey(f: FoundSection, only: boolean): string | null {
  return only && f.info.section === null ? null : (f.info.section ?? f.info.sheetName);
}

/** The sections the report has: those the sections block finds; one table alone is named after the event. */
function reportSections(): { found: FoundSection[]; infos: ReportSectionInfo[] } {
  const found = findSections(SpreadsheetApp.getActiveSpreadsheet(), loadSettings());
  const infos = found.map((f) => {
    const name = f.info.section ?? f.info.sheetName;
    const size = f.tournament ? ` (${f.info.players} players, ${f.info.rounds} rounds)` : '';
    return { section: sectionKey(f, found.length === 1), label: `${name}${size}` };
  });
  return { found, infos };
}

const NO_TABLE =
  'No crosstable was found to report: put each section on its own sheet, or give one table a Section column.';

/** The form: the saved details with one line per section found now (a section's saved line when it has one). */
export function ratingReportForm(): RatingReportForm {
  const saved = loadEventDetails();
  let infos: ReportSectionInfo[];
  try {
    infos = reportSections().infos;
  } catch (e) {
    return { details: saved, sections: [], message: messageOf(e) };
  }
  const sections = infos.map(
    (s) =>
      saved.sections.find((x) => x.section === s.section) ?? {
        section: s.section,
        ratingSystem: '',
        timeControl: '',
        type: 'S',
      },
  );
  return { details: { ...saved, sections }, sections: infos, ...(infos.length ? {} : { message: NO_TABLE }) };
}

/** "Time control of section Open", "City": a field of the form in its own words. */
function fieldLabel(field: string, details: EventDetails): string {
  const m = /^sections\[(\d+)\]\.?(\w*)$/.exec(field);
  if (!m) return FIELD_LABELS[field] ?? field;
  const section = details.sections[Number(m[1])]?.section;
  const of = section === null || section === undefined ? 'of the event' : `of section ${section}`;
  return `${FIELD_LABELS[m[2] ?? ''] ?? 'Section'} ${of}`;
}

/** A problem as the sidebar shows it: on its field in the form's words, or on its cell of its sheet. */
function problemInfo(p: ReportProblem, details: EventDetails, sheet?: string): ReportProblemInfo {
  if (p.field !== undefined)
    return {
      field: p.field,
      message: p.detail ? `${fieldLabel(p.field, details)} ${p.detail}` : p.message,
    };
  const on = p.sheet ?? sheet;
  return { ...(p.cell ? { cell: p.cell, ...(on ? { sheet: on } : {}) } : {}), message: p.message };
}

/** Today in the spreadsheet's time zone: the date the files' headers carry. */
export function todayIn(when: Date, timeZone: string): DbfDate {
  const text = (zone?: string) =>
    when.toLocaleDateString('en-US', { timeZone: zone, year: 'numeric', month: 'numeric', day: 'numeric' });
  let t: string;
  try {
    t = text(timeZone || undefined);
  } catch {
    t = text();
  }
  const m = /^(\d+)\/(\d+)\/(\d+)$/.exec(t);
  if (!m) return { year: when.getFullYear(), month: when.getMonth() + 1, day: when.getDate() };
  return { year: Number(m[3]), month: Number(m[1]), day: Number(m[2]) };
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Bytes as base64 (RFC 4648), the text google.script.run carries; the sidebar's atob reads it back. */
export function base64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | (b << 8) | c;
    out += BASE64[(n >> 18) & 63]! + BASE64[(n >> 12) & 63]!;
    out += i + 1 < bytes.length ? BASE64[(n >> 6) & 63]! : '=';
    out += i + 2 < bytes.length ? BASE64[n & 63]! : '=';
  }
  return out;
}

/** The form's sections are the ones found now, in the same order. */
function sameSections(details: EventDetails, infos: readonly ReportSectionInfo[]): boolean {
  return details.sections.length === infos.length && details.sections.every((s, i) => s.section === infos[i]?.section);
}

/** Each found section as the report reads it: its tournament, its sheet, its label cells named on that sheet. */
function tableSection(f: FoundSection, key: string | null): TableSection {
  const range = f.sheet.getDataRange();
  const cellOf = labelCells(range.getValues(), '', { row: range.getRow(), col: range.getColumn() });
  if (!f.tournament) throw new Error(`Section ${f.info.section ?? f.info.sheetName} was not read.`);
  return { section: key, tournament: f.tournament, sheet: f.info.sheetName, cellOf };
}

function failure(
  message: string,
  problems: ReportProblemInfo[] = [],
  sections?: ReportSectionInfo[],
): RatingReportFailure {
  return { ok: false, message, problems, ...(sections ? { sections } : {}) };
}

/** The event file read from the details, or its problems on the form's fields. */
function eventOf(details: EventDetails): { file: UscfEventFile } | { problems: ReportProblemInfo[] } {
  const parsed = parseUscfEvent(JSON.stringify(eventFileOf(details)));
  if ('file' in parsed) return parsed;
  return { problems: parsed.problems.map((p: EventProblem) => problemInfo(p, details)) };
}

const FIX_FIRST = 'Nothing was made: fix these first.';

/** "1 section, 15 players" */
function summaryOf(sections: readonly TableSection[]): string {
  const players = sections.reduce((n, s) => n + s.tournament.players.length, 0);
  const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
  return `${plural(sections.length, 'section')}, ${plural(players, 'player')}`;
}

/** The report of the sections found now, or every problem (on its form field or its cell). */
function reportOf(details: EventDetails): RatingReportOutcome | RatingReportFailure {
  const { found, infos } = reportSections();
  if (!found.length) return failure(NO_TABLE);
  if (!sameSections(details, infos))
    return failure('The sections have changed since the form was shown; fill in the sections listed now.', [], infos);
  const event = eventOf(details);
  const unread = found.flatMap((f) => f.problems.map((p) => problemInfo(p, details, f.info.sheetName)));
  if ('problems' in event || unread.length)
    return failure(FIX_FIRST, [...('problems' in event ? event.problems : []), ...unread]);
  const sections = found.map((f, i) => tableSection(f, infos[i]?.section ?? null));
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const checked = checkedUscfReport(sections, event.file, todayIn(new Date(), ss.getSpreadsheetTimeZone()));
  if ('problems' in checked)
    return failure(
      FIX_FIRST,
      checked.problems.map((p) => problemInfo(p, details)),
    );
  const { files, notes } = checked.report;
  return {
    ok: true,
    files: REPORT_FILES.map((name) => ({ name, base64: base64(files[name]), bytes: files[name].length })),
    notes,
    summary: summaryOf(sections),
  };
}

/**
 * Make the files: saves the details as typed, then checks them and every section, and answers
 * the three files' bytes, or every problem, nothing made; a service failure in words, never thrown.
 */
export function makeRatingReport(input: unknown): RatingReportOutcome | RatingReportFailure {
  const details = normaliseEventDetails(input);
  try {
    saveDocumentJson(EVENT_DETAILS_KEY, details);
  } catch (e) {
    return failure(`The event details could not be saved (${messageOf(e)}). Nothing was made; try again in a moment.`);
  }
  try {
    return reportOf(details);
  } catch (e) {
    return failure(`The report could not be made (${messageOf(e)}). Nothing was made; try again in a moment.`);
  }
}
