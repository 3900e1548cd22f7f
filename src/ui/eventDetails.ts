/**
 * The sidebar's "Rating report" block: the Event details form (what the crosstable does not hold),
 * one line per section, and the three files handed over. The server checks everything with the
 * CLI's own checks; a problem of a field marks that field and focuses it when clicked, a problem
 * of a cell selects the cell. The files come back as base64 and are handed over as Blobs behind
 * `<a download>` links, which the add-on's sandboxed frame may follow (allow-downloads).
 */
import type {
  EventDetails,
  EventDetailsSection,
  RatingReportFailure,
  RatingReportFile,
  RatingReportForm,
  RatingReportOutcome,
  ReportProblemInfo,
  ReportSectionInfo,
} from '../sheets/shapes';
import { $, call, el, option, showStatus } from './dom';

/** The event's own fields, as the form's inputs name them (data-field), the sections apart. */
const eventFields = (): (keyof Omit<EventDetails, 'sections'>)[] =>
  Array.from(document.querySelectorAll<HTMLInputElement>('#ratingReportSection input[data-field]'))
    .map((i) => i.dataset.field!)
    .filter((f) => !f.startsWith('sections')) as (keyof Omit<EventDetails, 'sections'>)[];

/** US Chess's rating systems (2C's S_R_SYSTEM), in words with the time controls they fit (rule 5C). */
const RATING_SYSTEMS: [string, string][] = [
  ['', 'Choose…'],
  ['R', 'Regular (30 minutes or more)'],
  ['D', 'Dual: regular and quick (30 to 65)'],
  ['Q', 'Quick (over 10, under 30)'],
  ['B', 'Blitz (5 to 10)'],
];
const TYPES: [string, string][] = [
  ['S', 'Swiss'],
  ['R', 'Round robin'],
];

let loaded = false;
let shownProblems = false;
let links: string[] = [];

/** The form's control for an event-file field ("city", "sections[0].timeControl"). */
function control(field: string): HTMLInputElement | HTMLSelectElement | null {
  return document.querySelector(`#ratingReportSection [data-field="${field.replace(/"/g, '')}"]`);
}

function selectOf(field: string, choices: [string, string][], value: string): HTMLSelectElement {
  const s = el('select', undefined, 'wide') as HTMLSelectElement;
  for (const [id, name] of choices) s.appendChild(option(name, id));
  s.value = choices.some(([id]) => id === value) ? value : (choices[0]?.[0] ?? '');
  s.dataset.field = field;
  return s;
}

function labelled(text: string, c: HTMLElement): HTMLElement {
  const box = el('div', undefined, 'form-group');
  const id = `report-${(c.dataset.field ?? '').replace(/\W+/g, '-')}`;
  c.id = id;
  const label = el('label', text) as HTMLLabelElement;
  label.htmlFor = id;
  box.append(label, c);
  return box;
}

/** One section's line: its rating system, time control and type. */
function sectionBlock(info: ReportSectionInfo, s: EventDetailsSection, i: number): HTMLElement {
  const box = el('div', undefined, 'report-section');
  box.dataset.section = info.section === null ? '' : info.section;
  box.appendChild(el('h3', info.section === null ? `The event: ${info.label}` : `Section ${info.label}`));
  const tc = Object.assign(el('input') as HTMLInputElement, {
    type: 'text',
    value: s.timeControl,
    placeholder: 'G/90;d5',
  });
  tc.spellcheck = false;
  tc.dataset.field = `sections[${i}].timeControl`;
  box.append(
    labelled('Rating system', selectOf(`sections[${i}].ratingSystem`, RATING_SYSTEMS, s.ratingSystem)),
    labelled('Time control', tc),
    labelled('Type', selectOf(`sections[${i}].type`, TYPES, s.type)),
  );
  return box;
}

/** The sections' lines, each with what the director typed for it (kept when the sections are read again). */
function renderSections(infos: ReportSectionInfo[], saved: EventDetailsSection[]): void {
  const typed = currentSections();
  $('reportSections').replaceChildren(
    ...infos.map((info, i) => {
      const s = typed.find((x) => x.section === info.section) ??
        saved.find((x) => x.section === info.section) ?? {
          section: info.section,
          ratingSystem: '',
          timeControl: '',
          type: 'S',
        };
      return sectionBlock(info, s, i);
    }),
  );
  $('makeReport').hidden = infos.length === 0;
}

function currentSections(): EventDetailsSection[] {
  return Array.from(document.querySelectorAll<HTMLElement>('#reportSections .report-section')).map((box, i) => ({
    section: box.dataset.section === '' ? null : (box.dataset.section ?? null),
    ratingSystem: control(`sections[${i}].ratingSystem`)?.value ?? '',
    timeControl: control(`sections[${i}].timeControl`)?.value ?? '',
    type: control(`sections[${i}].type`)?.value ?? '',
  }));
}

function details(): EventDetails {
  const fields = Object.fromEntries(eventFields().map((k) => [k, control(k)?.value ?? '']));
  return { ...(fields as Omit<EventDetails, 'sections'>), sections: currentSections() };
}

function fill(form: RatingReportForm): void {
  for (const k of eventFields()) {
    const c = control(k);
    if (c) c.value = form.details[k];
  }
  renderSections(form.sections, form.details.sections);
  $('reportMessage').textContent = form.message ?? '';
  $('reportMessage').hidden = !form.message;
}

/** One button per problem: a field's focuses it (and it is marked), a cell's selects the cell. */
function showProblems(problems: ReportProblemInfo[]): void {
  document.querySelectorAll('#ratingReportSection .invalid').forEach((c) => c.classList.remove('invalid'));
  const box = $('reportProblems');
  box.replaceChildren();
  shownProblems = problems.length > 0;
  for (const p of problems) {
    const b = el('button', p.cell ? `${p.cell}: ${p.message}` : p.message, 'problem') as HTMLButtonElement;
    b.type = 'button';
    const c = p.field === undefined ? null : control(p.field);
    if (c) {
      c.classList.add('invalid');
      b.addEventListener('click', () => c.focus());
    } else if (p.cell) b.addEventListener('click', () => void call('selectProblemCell', p.sheet ?? '', p.cell));
    box.appendChild(b);
  }
}

/** The files as links the director clicks to save each one (a Blob of exactly the bytes made). */
function showFiles(files: RatingReportFile[], notes: string[]): void {
  links.forEach((u) => URL.revokeObjectURL(u));
  links = [];
  const list = el('ul', undefined, 'list');
  for (const f of files) {
    const bytes = Uint8Array.from(atob(f.base64), (ch) => ch.charCodeAt(0));
    const url = URL.createObjectURL(new Blob([bytes], { type: 'application/octet-stream' }));
    links.push(url);
    const a = Object.assign(el('a', f.name) as HTMLAnchorElement, { href: url, download: f.name, target: '_self' });
    const li = el('li');
    li.append(a, ` (${f.bytes.toLocaleString('en-US')} bytes)`);
    list.appendChild(li);
  }
  for (const n of notes) list.appendChild(el('li', n, 'note'));
  $('reportFiles').replaceChildren(
    el('p', "Save each file, then upload the three on US Chess's rating report page."),
    list,
  );
}

function made(out: RatingReportOutcome | RatingReportFailure): void {
  $<HTMLButtonElement>('makeReport').disabled = false;
  if (out.ok) {
    showProblems([]);
    showStatus(`Made: ${out.summary}.`, false, 'reportStatus');
    showFiles(out.files, out.notes);
    return;
  }
  $('reportFiles').replaceChildren();
  if (out.sections) renderSections(out.sections, []);
  showStatus(out.message, true, 'reportStatus');
  showProblems(out.problems);
}

function makeReport(): void {
  $<HTMLButtonElement>('makeReport').disabled = true;
  showStatus('Checking the table and the details…', false, 'reportStatus');
  call<RatingReportOutcome | RatingReportFailure>('makeRatingReport', details()).then(made, (e: Error) => {
    $<HTMLButtonElement>('makeReport').disabled = false;
    showStatus(e.message, true, 'reportStatus');
  });
}

/** The saved details and the sections found now; the first time the block is opened, and on Read again. */
function load(): void {
  call<RatingReportForm>('getRatingReportForm').then(
    (form) => {
      if (loaded) renderSections(form.sections, form.details.sections);
      else fill(form);
      loaded = true;
      // A problem shown may be fixed now: check again, so nothing red stays that is no longer true.
      if (shownProblems) makeReport();
    },
    (e: Error) => showStatus(e.message, true, 'reportStatus'),
  );
}

/** Whether the menu's Rating report opened the sidebar (the global src/sheets/menu.ts appends). */
function openedAtReport(): boolean {
  const at = (window as unknown as { TIEBREAKS_OPEN_AT?: unknown }).TIEBREAKS_OPEN_AT;
  return at === 'rating-report';
}

export function initEventDetails(): void {
  const section = $<HTMLDetailsElement>('ratingReportSection');
  section.addEventListener('toggle', () => {
    if (section.open && !loaded) load();
  });
  if (openedAtReport()) {
    section.open = true;
    section.scrollIntoView();
  }
  $('reread').addEventListener('click', () => {
    if (loaded) load();
  });
  $('makeReport').addEventListener('click', makeReport);
  for (const k of eventFields())
    control(k)?.addEventListener('input', (e) => (e.target as HTMLElement).classList.remove('invalid'));
}
