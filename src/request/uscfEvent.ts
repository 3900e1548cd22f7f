/**
 * The event file of a US Chess rating report: what the crosstable does not hold (the event's
 * name, dates, affiliate, TDs, place, and each section's rating system, time control and type),
 * a JSON contract other tools write (docs/rating-reports.md):
 *   {"name", "beginDate", "endDate", "affiliateId", "chiefTdId", "assistantTdId" (or null),
 *    "city", "state", "zip", "country",
 *    "sections": [{"section" (or null), "ratingSystem", "timeControl", "type"}]}
 * Every field is checked against what the 2C format takes (src/write/uscfFields.ts) and every
 * problem names its field; an unknown field is refused, since a misspelt one would otherwise be
 * missed in silence.
 */
import { Problem } from '../model/problems';
import { asciiText, describeCharacter } from '../write/uscfText';
import type { UscfEvent } from '../write/uscfReport';
import {
  CATEGORY_LABEL,
  FITTING_CODES,
  parseTimeControl,
  RATING_SYSTEM_CODES,
  ratingCategory,
} from '../write/uscfTimeControl';

/**
 * A problem of the event file, with the field it names ("city", "sections[0].timeControl") and
 * what is wrong after the field's name ("is blank; expected …"), so a form can show it on its
 * own field in its own words; `message` is the whole sentence the CLI prints.
 */
export interface EventProblem extends Problem {
  field?: string;
  detail?: string;
}

/** One section as the event file gives it. */
export interface UscfEventSection {
  /** The Section column's value, or null for a table without one. */
  section: string | null;
  ratingSystem: string;
  timeControl: string;
  type: string;
}

export interface UscfEventFile {
  event: UscfEvent;
  sections: UscfEventSection[];
}

/** Postal codes US Chess events are held under: the states, DC, the territories, the forces abroad. */
export const US_STATES: readonly string[] = (
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH ' +
  'OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC PR VI GU AS MP AA AE AP'
).split(' ');

/** The tournament types the report is written for: S Swiss, R round robin. */
export const TOURNAMENT_TYPES: readonly string[] = ['S', 'R'];

/** The event's own fields, each a line of text (the sections apart). */
export const EVENT_FIELDS = [
  'name',
  'beginDate',
  'endDate',
  'affiliateId',
  'chiefTdId',
  'assistantTdId',
  'city',
  'state',
  'zip',
  'country',
] as const;

const EVENT_KEYS = [...EVENT_FIELDS, 'sections'];
const SECTION_KEYS = ['section', 'ratingSystem', 'timeControl', 'type'];

/** "the event file's "city"" */
function field(path: string): string {
  return `the event file's "${path}"`;
}

/** Reads the fields of one object, collecting problems; each getter names its field. */
class Fields {
  constructor(
    private readonly object: Record<string, unknown>,
    private readonly prefix: string,
    private readonly problems: EventProblem[],
  ) {}

  path(key: string): string {
    return `${this.prefix}${key}`;
  }

  /** `detail` is what a form says after the field's label, when it differs from the file's wording. */
  problem(key: string, message: string, detail = message): void {
    const path = this.path(key);
    this.problems.push({ message: `${field(path)} ${message}`, field: path, detail });
  }

  /** A string field, or undefined (with a problem) when it is missing or not a string. */
  string(key: string, example: string): string | undefined {
    const value = this.object[key];
    if (typeof value === 'string') return value.trim();
    this.problem(
      key,
      `${value === undefined ? 'is missing' : `is ${JSON.stringify(value)}`}; expected text such as ${example}.`,
    );
    return undefined;
  }

  /** Text for a character field: ASCII (accents dropped), not empty, at most `width` characters. */
  text(key: string, width: number, example: string): string | undefined {
    const raw = this.string(key, example);
    if (raw === undefined) return undefined;
    const ascii = asciiText(raw);
    if (!ascii.ok) {
      this.problem(
        key,
        `holds ${describeCharacter(ascii.character)}, which the report's plain-ASCII fields cannot hold; expected it in Latin letters.`,
      );
      return undefined;
    }
    if (ascii.text === '') this.problem(key, `is blank; expected text such as ${example}.`);
    else if (ascii.text.length > width)
      this.problem(
        key,
        `is ${ascii.text.length} characters; the report's field holds ${width}. Expected a shorter form.`,
      );
    else return ascii.text;
    return undefined;
  }

  /** A string matching `pattern`, else a problem saying what was expected. */
  matching(key: string, pattern: RegExp, expected: string, formExpected = expected): string | undefined {
    const value = this.string(key, expected);
    if (value === undefined) return undefined;
    if (pattern.test(value)) return value;
    const shown = value === '' ? 'is blank' : `is ${JSON.stringify(value)}`;
    this.problem(key, `is ${JSON.stringify(value)}; expected ${expected}.`, `${shown}; expected ${formExpected}.`);
    return undefined;
  }

  unknownKeys(known: readonly string[]): void {
    for (const key of Object.keys(this.object)) {
      if (!known.includes(key))
        this.problems.push({
          message: `${field(this.path(key))} is not a field of the event file; expected only ${known.map((k) => `"${k}"`).join(', ')}.`,
          field: this.path(key),
        });
    }
  }
}

const MEMBER_ID = /^(?!0{8})\d{8}$/;
const MEMBER_ID_TEXT = 'an eight-digit US Chess ID such as 12345678';

/** A calendar date written YYYY-MM-DD. */
function isCalendarDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && y >= 1900;
}

function readDates(f: Fields): { beginDate?: string; endDate?: string } {
  const dates = ['beginDate', 'endDate'].map((key) => {
    const value = f.string(key, '2026-04-11');
    if (value === undefined) return undefined;
    if (isCalendarDate(value)) return value;
    f.problem(key, `is ${JSON.stringify(value)}; expected a date written YYYY-MM-DD, such as 2026-04-11.`);
    return undefined;
  });
  const [beginDate, endDate] = dates;
  if (beginDate && endDate && endDate < beginDate) {
    f.problem(
      'endDate',
      `is ${endDate}, before the beginDate ${beginDate}; expected the event's last day.`,
      `is ${endDate}, before the first day ${beginDate}; expected the event's last day.`,
    );
    return {};
  }
  return { beginDate, endDate };
}

function readAssistant(f: Fields, object: Record<string, unknown>): string | null | undefined {
  const value = object.assistantTdId;
  if (value === null || value === undefined || value === '') return null;
  return f.matching(
    'assistantTdId',
    MEMBER_ID,
    `${MEMBER_ID_TEXT}, or null when there is none`,
    `${MEMBER_ID_TEXT}, or nothing when there is none`,
  );
}

function readPlace(f: Fields): Pick<UscfEvent, 'city' | 'state' | 'zip' | 'country'> | undefined {
  const city = f.text('city', 21, '"Boston"');
  const country = f.text('country', 21, '"USA"');
  const usa = country === undefined || /^(USA|US|United States)$/i.test(country);
  const state = usa
    ? f.matching(
        'state',
        new RegExp(`^(${US_STATES.join('|')})$`),
        'the two-letter postal code of the state, such as MA',
      )
    : f.matching(
        'state',
        /^([A-Z]{2})?$/,
        'a two-letter code, or "" outside the United States',
        'a two-letter code, or nothing outside the United States',
      );
  const zip = usa
    ? f.matching('zip', /^\d{5}(-\d{4})?$/, 'a ZIP code such as 02116 or 02116-1234')
    : f.text('zip', 10, '"SW1A 1AA"');
  if (city === undefined || state === undefined || zip === undefined || country === undefined) return undefined;
  return { city, state, zip, country };
}

function readEvent(object: Record<string, unknown>, problems: EventProblem[]): UscfEvent | undefined {
  const f = new Fields(object, '', problems);
  f.unknownKeys(EVENT_KEYS);
  const name = f.text('name', 35, '"Spring Open"');
  const { beginDate, endDate } = readDates(f);
  const affiliateId = f.matching('affiliateId', /^A\d{7}$/, 'the affiliate ID: A and seven digits, such as A6012345');
  const chiefTdId = f.matching('chiefTdId', MEMBER_ID, MEMBER_ID_TEXT);
  const assistantTdId = readAssistant(f, object);
  const place = readPlace(f);
  if (
    name === undefined ||
    beginDate === undefined ||
    endDate === undefined ||
    affiliateId === undefined ||
    chiefTdId === undefined ||
    assistantTdId === undefined ||
    place === undefined
  )
    return undefined;
  return { name, beginDate, endDate, affiliateId, chiefTdId, assistantTdId, ...place };
}

/** The time control, checked against the rating system it is sent with (rule 5C). */
function readTimeControl(f: Fields, ratingSystem: string | undefined): string | undefined {
  const text = f.matching(
    'timeControl',
    /^[\x20-\x7e]{1,40}$/,
    'a time control of at most 40 characters, such as G/90;d5',
  );
  if (text === undefined) return undefined;
  const tc = parseTimeControl(text);
  if (!tc) {
    f.problem(
      'timeControl',
      `is ${JSON.stringify(text)}; expected a time control as US Chess spells them, such as G/90;d5, G/45;+10 or 40/90,SD/30;d5.`,
    );
    return undefined;
  }
  const category = ratingCategory(tc);
  if (!category) {
    f.problem(
      'timeControl',
      `is ${text}, ${tc.total} minutes for each player with a first control of ${tc.primary}; US Chess rule 5C rates 5 minutes or more (a first control of at least 3 minutes for blitz, 5 otherwise).`,
    );
    return undefined;
  }
  if (ratingSystem !== undefined && !FITTING_CODES[category].includes(ratingSystem)) {
    f.problem(
      'ratingSystem',
      `is ${ratingSystem}, but the time control ${text} is ${tc.total} minutes, ${CATEGORY_LABEL[category]} by US Chess rule 5C; expected ${FITTING_CODES[category].join(' or ')}.`,
    );
    return undefined;
  }
  return text;
}

function readSection(value: unknown, index: number, problems: EventProblem[]): UscfEventSection | undefined {
  const prefix = `sections[${index}].`;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    problems.push({
      message: `${field(`sections[${index}]`)} is ${JSON.stringify(value)}; expected an object with "section", "ratingSystem", "timeControl" and "type".`,
      field: `sections[${index}]`,
    });
    return undefined;
  }
  const object = value as Record<string, unknown>;
  const f = new Fields(object, prefix, problems);
  f.unknownKeys(SECTION_KEYS);
  const section =
    object.section === null ? null : f.string('section', '"Open", or null for a table without a Section column');
  const ratingSystem = f.matching(
    'ratingSystem',
    new RegExp(`^[${RATING_SYSTEM_CODES.join('')}]$`),
    'R (regular), Q (quick), D (dual) or B (blitz)',
  );
  const timeControl = readTimeControl(f, ratingSystem);
  const type = f.matching('type', new RegExp(`^[${TOURNAMENT_TYPES.join('')}]$`), 'S (Swiss) or R (round robin)');
  if (section === undefined || ratingSystem === undefined || timeControl === undefined || type === undefined)
    return undefined;
  return { section, ratingSystem, timeControl, type };
}

/** Every section named once; a null section (the whole table) alone. */
function sectionListProblems(sections: readonly UscfEventSection[]): EventProblem[] {
  const problems: EventProblem[] = [];
  const seen = new Set<string>();
  sections.forEach((s, i) => {
    if (s.section === null && sections.length > 1)
      problems.push({
        message: `${field(`sections[${i}].section`)} is null, which means the whole table, but there are ${sections.length} sections; expected each section's name as its Section column writes it.`,
        field: `sections[${i}].section`,
      });
    if (s.section !== null && seen.has(s.section))
      problems.push({
        message: `${field(`sections[${i}].section`)} names "${s.section}" a second time; expected each section once.`,
        field: `sections[${i}].section`,
      });
    if (s.section !== null) seen.add(s.section);
  });
  return problems;
}

function readSections(object: Record<string, unknown>, problems: EventProblem[]): UscfEventSection[] | undefined {
  const list = object.sections;
  if (!Array.isArray(list) || list.length === 0 || list.length > 99) {
    problems.push({
      message: `${field('sections')} ${Array.isArray(list) ? `has ${list.length} sections` : 'is missing'}; expected a list of 1 to 99 sections.`,
      field: 'sections',
    });
    return undefined;
  }
  const sections = list.map((value, i) => readSection(value, i, problems));
  if (sections.some((s) => s === undefined)) return undefined;
  const read = sections as UscfEventSection[];
  const listProblems = sectionListProblems(read);
  problems.push(...listProblems);
  return listProblems.length ? undefined : read;
}

/** The event file read and checked, or every problem found, each naming its field. */
export function parseUscfEvent(text: string): { file: UscfEventFile } | { problems: EventProblem[] } {
  let object: unknown;
  try {
    object = JSON.parse(text);
  } catch (e) {
    return {
      problems: [
        {
          message: `The event file is not JSON (${(e as Error).message}); expected an object such as {"name": "Spring Open", …}.`,
        },
      ],
    };
  }
  if (typeof object !== 'object' || object === null || Array.isArray(object))
    return { problems: [{ message: 'The event file holds no JSON object; expected {"name": …, "sections": […]}.' }] };
  const problems: EventProblem[] = [];
  const event = readEvent(object as Record<string, unknown>, problems);
  const sections = readSections(object as Record<string, unknown>, problems);
  if (problems.length || !event || !sections) return { problems };
  return { file: { event, sections } };
}
