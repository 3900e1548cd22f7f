/**
 * The sidebar's client script (inlined into dist/sidebar.html by scripts/build.mjs). Everything
 * read from the sheet is rendered with textContent, never innerHTML. The top of the sidebar is
 * what a director needs every time (the table it will rank, the rule set, Rank); everything else
 * is folded, and a control that does not apply is hidden rather than greyed.
 */
import type {
  NewCrosstableOutcome,
  PrizeFailure,
  PrizeOutcome,
  PrizeSettings,
  PrizeSettingsThatApply,
  RankFailure,
  RankOutcome,
  RankSettings,
  SectionInfo,
  SectionsFound,
  SectionsOutcome,
  SentRankSettings,
  SidebarState,
  SystemInfo,
  SystemOptionInfo,
  TableInfo,
} from '../sheets/shapes';
import { initCheck } from './check';
import { conventionSetting, initConvention, syncConvention } from './convention';
import { $, call, el, input, option, plural, renderProblems, select, showStatus } from './dom';
import { initLastRound, renderLastRound, ruleSetChanged } from './lastRound';
import { initEventDetails } from './eventDetails';
import { initResult, markResultStale, showResult } from './result';

let state: SidebarState;
/** The current order as spec texts ("MM", "SB(scores=adjusted)"). */
let order: string[] = [];

/**
 * The section a menu item asked to open (Make prize list, New crosstable): the global set by the
 * script the server appends to the page (src/sheets/menu.ts, openAtScript). Read after the page is
 * parsed (start() waits for it), so the appended script has run.
 */
function openAtSection(): string | undefined {
  const value = (window as unknown as { TIEBREAKS_OPEN_AT?: unknown }).TIEBREAKS_OPEN_AT;
  return typeof value === 'string' ? value : undefined;
}

function system(code: string): SystemInfo | undefined {
  return state.systems.find((s) => s.code === code);
}

/** "SB(scores=adjusted)" → code and options; "BH/C1" keeps its text as the code's label. */
function parse(spec: string): { code: string; options: Record<string, string> } {
  const m = /^([A-Za-z][A-Za-z0-9-]*)(?:\/([A-Za-z0-9]+))?(?:\((.*)\))?$/.exec(spec.trim());
  const options: Record<string, string> = {};
  if (!m) return { code: spec, options };
  let code = m[1].toUpperCase();
  if (m[2]) {
    const twin = system(`FIDE-${code}`) ? `FIDE-${code}` : code;
    const mod = system(twin)?.options.find((o) => o.name === 'cut' || o.name === 'modifier');
    code = twin;
    if (mod) options[mod.name] = m[2];
  }
  for (const pair of (m[3] ?? '').split(',').filter(Boolean)) {
    const [k, v] = pair.split('=');
    options[k.trim()] = (v ?? '').trim();
  }
  return { code, options };
}

function unparse(code: string, options: Record<string, string>): string {
  const sys = system(code);
  const changed = (sys?.options ?? []).filter((o) => options[o.name] !== undefined && options[o.name] !== o.default);
  return changed.length ? `${code}(${changed.map((o) => `${o.name}=${options[o.name]}`).join(',')})` : code;
}

/** "3 sections: K-3 (24 players, 4 rounds), K-5 (30 players, 5 rounds), Open (12 players, 5 rounds)". */
function sectionsLine(sections: NonNullable<TableInfo['sections']>): string {
  const each = sections.map((x) => `${x.name} (${plural(x.players, 'player')}, ${plural(x.rounds, 'round')})`);
  return `${plural(sections.length, 'section')}: ${each.join(', ')}`;
}

/** The Crosstable block: where the table is and what it reads as, or its problems, under its own name. */
function renderTable(t: TableInfo): void {
  state.table = t;
  // The notation in words ("US Chess notation", "board-by-board sheet"); a team table counts teams and boards.
  const rounds = t.roundsText ?? plural(t.rounds, 'round');
  const what = t.team
    ? `${plural(t.players, 'team')}, ${rounds}, ${plural(t.team.boards, 'board')}${t.team.boardSheet ? ' (board prizes too)' : ''}`
    : `${plural(t.players, 'player')}, ${rounds}, ${t.colours ? 'colours recorded' : 'no colours'}${t.inProgress ? `; ${t.inProgress}` : ''}`;
  const where = t.range ? `${t.sheet}!${t.range}` : t.sheet;
  // No table here (an empty sheet, a sheet the add-on wrote) is said as what to do, not as a problem.
  $('table').textContent = t.advice
    ? t.advice
    : !t.ok
      ? `${where}: ${t.problems.length} problem${t.problems.length === 1 ? '' : 's'} to fix.`
      : t.sections
        ? `${where}: ${sectionsLine(t.sections)}.`
        : `${where}: ${t.notationName ?? t.notation}${t.notationChosen ? ' (as chosen)' : ''}, ${what}.`;
  const team = t.ok && t.team !== undefined;
  // Match points only on a team table; the bye value and prize lists only on an individual one.
  $('teamOptions').hidden = !team;
  $('pabBlock').hidden = team;
  $('prizesSection').hidden = team;
  renderProblems($('problems'), t.problems, t.sheet);
  renderLastRound(t);
  syncPrimary(t);
}

/** The blue button is the action needed next: a blank crosstable when there is no table at all, else Rank standings. */
function syncPrimary(t: TableInfo): void {
  const none = t.empty === true;
  $('rank').classList.toggle('action', !none);
  $('newTable').classList.toggle('action', none);
  if (none) $<HTMLDetailsElement>('newTableSection').open = true;
}

/** Rank standings with no table to rank: not an error, the Crosstable line says what to do. */
const NOTHING_RANKED = 'Nothing was ranked yet: the crosstable line above says what to do.';

/** Whether two answers name the same table (a sheet and range), so a message about one is about the other. */
const sameTable = (a: TableInfo, b: TableInfo) =>
  a.ref?.sheetId === b.ref?.sheetId && (a.ref?.range ?? '') === (b.ref?.range ?? '') && a.sheet === b.sheet;

/**
 * The table read again (Read again, Use selection, a new crosstable): shown, and a red message
 * about the table read before cleared when this one has no problem or is another table, as it is
 * no longer true (this table's own problems, if any, are listed under it).
 */
function showTable(t: TableInfo): void {
  const before = state.table;
  renderTable(t);
  const stale = t.ok || t.advice !== undefined || !sameTable(before, t);
  const told = $('status').className === 'error' || $('status').textContent === NOTHING_RANKED;
  if (stale && told) showStatus('');
  clearFixedPrizeRefusal(t);
}

/** The match points select: 2,1,0 and 3,1,0 by name, anything else as "Other" with its text. */
function initMatchPoints(saved: string): void {
  const scale = select('matchPoints');
  const known = Array.from(scale.options).some((o) => o.value === saved);
  scale.value = known ? saved : 'custom';
  input('matchPointsCustom').value = known ? '' : saved;
  const sync = () => ($('matchPointsOther').hidden = scale.value !== 'custom');
  scale.addEventListener('change', sync);
  sync();
}

function matchPoints(): string {
  return select('matchPoints').value === 'custom'
    ? input('matchPointsCustom').value.trim()
    : select('matchPoints').value;
}

/** "'Prize table'!A1:C8", as Sheets reads a range with its sheet. */
function qualified(sheet: string, range: string): string {
  return `'${sheet.replace(/'/g, "''")}'!${range}`;
}

/** A heading and a list of lines (pools split, prizes not awarded), as text. */
function resultList(title: string, lines: string[]): HTMLElement[] {
  if (!lines.length) return [];
  const ul = el('ul', undefined, 'list');
  for (const line of lines) ul.appendChild(el('li', line));
  return [el('p', title, 'secondary'), ul];
}

function prizeRequest(): Record<string, unknown> {
  return {
    prizeRange: input('prizeRange').value.trim(),
    // The crosstable the Crosstable block shows, not the selection (which may be the prize table by now).
    crosstableRange: qualified(state.table.sheet, state.table.range),
    limit: select('prizeLimit').value,
    cashAndTrophy: select('prizeCashAndTrophy').value,
    unratedInRatingGroups: input('unratedInClasses').checked,
    // Combined only while shown: the server shows it only where it applies, and refuses it elsewhere.
    tiedClassPrizes: input('tiedClassPrizes').checked && !$('tiedClassPrizesBlock').hidden ? 'combine' : 'separate',
  };
}

/** The prize list's last refusal, while it is shown. */
let prizeRefusal: PrizeFailure | null = null;

/**
 * A prize list refused for the crosstable's problems only: once that table reads without one, the
 * refusal is no longer true and goes (a prize table's own problems stay until it is made again).
 */
function clearFixedPrizeRefusal(t: TableInfo): void {
  const p = prizeRefusal;
  if (!p || !t.ok || !p.problems.length || p.problems.some((x) => (x.sheet ?? t.sheet) !== t.sheet)) return;
  showStatus('', false, 'prizeStatus');
  $('prizeProblems').replaceChildren();
  prizeRefusal = null;
}

function makePrizes(): void {
  prizeRefusal = null;
  showStatus('Making the prize list…', false, 'prizeStatus');
  $('prizeResult').replaceChildren();
  $('prizeProblems').replaceChildren();
  call<PrizeOutcome | PrizeFailure>('makePrizeListWithSettings', { settings: settings(), prizes: prizeRequest() }).then(
    (out) => {
      if (out.ok) {
        showStatus(`${out.summary}. Written to "${out.sheetName}".`, false, 'prizeStatus');
        $('prizeResult').replaceChildren(
          ...resultList('Pools split:', out.pooled),
          ...resultList('Not awarded:', out.notAwarded),
        );
      } else {
        showStatus(out.message, true, 'prizeStatus');
        renderProblems($('prizeProblems'), out.problems, state.table.sheet);
        prizeRefusal = out;
      }
    },
    (e: Error) => showStatus(e.message, true, 'prizeStatus'),
  );
}

/** The server's rule for the chosen limit and kinds; none (nothing more is asked) for a pair it does not list. */
function prizeRule(
  rules: PrizeSettingsThatApply[],
  limit: string,
  cashAndTrophy: string,
): PrizeSettingsThatApply | undefined {
  return rules.find((r) => r.limit === limit && r.cashAndTrophy === cashAndTrophy);
}

function initPrizes(p: PrizeSettings, rules: PrizeSettingsThatApply[]): void {
  const limit = select('prizeLimit');
  const kinds = select('prizeCashAndTrophy');
  input('prizeRange').value = p.prizeRange;
  limit.value = p.limit;
  kinds.value = p.cashAndTrophy;
  input('unratedInClasses').checked = p.unratedInRatingGroups;
  input('tiedClassPrizes').checked = p.tiedClassPrizes === 'combine';
  // Only the settings that decide anything under this limit are asked: the server says which.
  const syncKinds = () => {
    const rule = prizeRule(rules, limit.value, kinds.value);
    $('cashAndTrophyBlock').hidden = !rule?.asksCashAndTrophy;
    $('tiedClassPrizesBlock').hidden = !rule?.asksTiedClassPrizes;
  };
  limit.addEventListener('change', syncKinds);
  kinds.addEventListener('change', syncKinds);
  syncKinds();
  $('usePrizeSelection').addEventListener('click', () => {
    call<string>('getSelectionA1').then(
      (a1) => (input('prizeRange').value = a1),
      (e: Error) => showStatus(e.message, true, 'prizeStatus'),
    );
  });
  $('makePrizes').addEventListener('click', makePrizes);
  if (openAtSection() === 'prizes') {
    $<HTMLDetailsElement>('prizesSection').open = true;
    $('prizesHeading').scrollIntoView();
    input('prizeRange').focus();
  }
}

/** An option's value in the server's words ("over opponents' adjusted scores"); "" for the default. */
function optionText(o: SystemOptionInfo, value: string): string {
  if (value === o.default) return '';
  const words = o.values === 'integer' ? o.words['#']?.replace('#', value) : o.words[value];
  return words ?? `${o.name} ${value}`;
}

/** "Sonneborn-Berger (SB), over opponents' adjusted scores": the name, the short code, the options in words. */
function tiebreakTitle(spec: string): string {
  const { code, options } = parse(spec);
  const sys = system(code);
  if (!sys) return spec;
  const cut = sys.options.find((o) => o.name === 'cut' && options.cut && options.cut !== o.default);
  const short = cut ? `${code.replace(/^FIDE-/, '')}/${options.cut}` : code;
  const words = sys.options.map((o) => optionText(o, options[o.name] ?? o.default)).filter(Boolean);
  return [`${sys.name} (${short})`, ...words].join(', ');
}

/** A tiebreak's options, folded: editable in a custom order, shown as text for a rule set. */
function optionsBlock(spec: string, i: number, custom: boolean): HTMLElement | null {
  const { code, options } = parse(spec);
  const sys = system(code);
  if (!sys?.options.length) return null;
  const details = el('details');
  const set = sys.options.filter((o) => (options[o.name] ?? o.default) !== o.default);
  details.appendChild(
    el(
      'summary',
      set.length ? `Options: ${set.map((o) => optionText(o, options[o.name] ?? o.default)).join('; ')}` : 'Options',
    ),
  );
  for (const o of sys.options) {
    const value = options[o.name] ?? o.default;
    if (!custom) {
      details.appendChild(
        el('p', `${o.name}: ${optionText(o, value) || 'as the rule defines it'}. ${o.help}`, 'secondary'),
      );
      continue;
    }
    const label = el('label', `${o.name} `);
    const field = o.values === 'integer' ? (el('input') as HTMLInputElement) : (el('select') as HTMLSelectElement);
    if (field instanceof HTMLInputElement) field.type = 'number';
    else for (const v of o.values as string[]) field.appendChild(option(v || '(none)', v));
    field.value = value;
    field.title = o.help;
    field.addEventListener('change', () => {
      options[o.name] = field.value;
      order[i] = unparse(code, options);
      renderOrder();
    });
    label.appendChild(field);
    details.appendChild(label);
  }
  return details;
}

/** Move and remove buttons of a custom order's tiebreak. */
function orderButtons(li: HTMLElement, spec: string, i: number): void {
  const button = (text: string, name: string, f: () => void) => {
    const b = el('button', text, 'small') as HTMLButtonElement;
    b.type = 'button';
    b.setAttribute('aria-label', `${name} ${spec}`);
    b.addEventListener('click', () => {
      f();
      renderOrder();
    });
    li.appendChild(b);
  };
  if (i > 0) button('↑', 'Move up', () => order.splice(i - 1, 2, order[i], order[i - 1]));
  if (i < order.length - 1) button('↓', 'Move down', () => order.splice(i, 2, order[i + 1], order[i]));
  button('Remove', 'Remove', () => order.splice(i, 1));
}

function renderOrder(): void {
  const custom = select('preset').value === 'custom';
  const preset = state.presets.find((p) => p.id === select('preset').value);
  const lots = preset?.lotsOnRequest ? ' Ends with drawing of lots when you tick "Break remaining ties by lot".' : '';
  $('source').textContent = preset
    ? `${preset.source}.${preset.note ? ` ${preset.note}` : ''}${lots}`
    : 'Your own order: open "Tiebreaks and ranking options" to add, remove and move tiebreaks.';
  const list = $('order');
  list.replaceChildren();
  order.forEach((spec, i) => {
    const sys = system(parse(spec).code);
    const li = el('li');
    li.appendChild(el('strong', tiebreakTitle(spec)));
    li.appendChild(el('p', sys ? `${sys.rule}: ${sys.summary}` : '', 'secondary'));
    const options = optionsBlock(spec, i, custom);
    if (options) li.appendChild(options);
    if (custom) orderButtons(li, spec, i);
    list.appendChild(li);
  });
  // A rule set's order is fixed: adding belongs to a custom order only.
  $('addBlock').hidden = !custom;
  renderMissingData(preset);
  syncNewColours();
  syncConvention();
  ruleSetChanged();
}

/** What "As the rule set says" means for the rule set chosen, and the text it follows. */
function renderMissingData(preset: SidebarState['presets'][number] | undefined): void {
  const d = preset?.missingData;
  $('missingDataSource').textContent = d
    ? `${preset.name}: ${d.rule === 'stop' ? 'stop' : 'pass it over'} (${d.source}). Nothing happens when no tie reaches such a tiebreak.`
    : 'Your own order: pass it over, as each tiebreak only breaks the ties the ones before it leave. Nothing happens when no tie reaches such a tiebreak.';
}

/** Whether the order asks for colours (Most blacks, fewest whites, BPG, BWG). */
function orderUsesColours(): boolean {
  return order.some((spec) => system(parse(spec).code)?.needs.includes('colours') === true);
}

/** New crosstable's colours follow the order until the director ticks or unticks the box. */
let newColoursTouched = false;

function syncNewColours(): void {
  const uses = orderUsesColours();
  if (!newColoursTouched) input('newColours').checked = uses;
  $('newColoursNote').textContent = uses
    ? 'Your rule set counts colours: type each game with the colour played, W12B (won against 12 with Black).'
    : 'Your rule set does not count colours; tick to type them anyway (W12B).';
}

/** The settings that decide how the table is read: the Crosstable line is read again with them. */
function readingSettings(): Partial<RankSettings> {
  return {
    notation: select('notation').value,
    pab: select('pab').value,
    fideRules: select('fideRules').value,
    matchPoints: matchPoints(),
  };
}

function rereadTable(): void {
  call<TableInfo>('readCrosstableInfo', readingSettings(), state.table.ref ?? null).then(showTable, (e: Error) =>
    showStatus(e.message, true),
  );
  refreshSections();
}

/** The Notation and FIDE rules selects, filled from the server's lists, set to the saved choices. */
function initReading(s: SidebarState): void {
  for (const n of s.notations) select('notation').appendChild(option(n.name, n.id));
  for (const v of s.fideVersions) select('fideRules').appendChild(option(v.name, v.id));
  select('notation').value = s.settings.notation;
  select('pab').value = s.settings.pab;
  select('missingData').value = s.settings.missingData;
  select('fideRules').value = s.settings.fideRules;
  select('notation').addEventListener('change', rereadTable);
  select('pab').addEventListener('change', rereadTable);
}

function settings(): SentRankSettings {
  const after = input('afterRound').value.trim();
  return {
    preset: select('preset').value,
    order: [...order],
    afterRound: after || null,
    lots: input('lots').checked,
    roundResults: input('roundResults').checked,
    lotSeed: input('lotSeed').value.trim(),
    matchPoints: matchPoints(),
    notation: select('notation').value,
    pab: select('pab').value,
    fideRules: select('fideRules').value,
    missingData: select('missingData').value,
    convention: conventionSetting(),
    ...schoolSettings(),
  };
}

/** The sections found when the sidebar last looked: what "Rank all sections" would rank. */
let sections: SectionInfo[] = [];

/** A section's name as the director knows it: its Section value, else its sheet's name. */
const sectionName = (x: SectionInfo) => x.section ?? x.sheetName;

/** One section's line: a box to tick (ticked: ranked; unticked: left out), what was read, or its problem. */
function sectionItem(x: SectionInfo): HTMLElement {
  const li = el('li');
  const label = el('label');
  const box = el('input') as HTMLInputElement;
  box.type = 'checkbox';
  box.checked = true;
  box.value = x.id;
  label.append(box, sectionName(x));
  li.appendChild(label);
  // A section that could not be read says why (its sheet and cell), not what it would have counted.
  if (x.problem) {
    li.appendChild(el('p', x.problem, x.notYet ? 'secondary' : 'secondary error'));
    return li;
  }
  // The sheet is named when the section is a value of a Section column: the rows are found there.
  const where = x.section === null ? '' : `on ${x.sheetName}: `;
  const what = `${where}${plural(x.players, 'player')}, ${plural(x.rounds, 'round')}, ${x.notation}`;
  li.appendChild(el('p', x.schoolColumn ? `${what}; school teams by ${x.schoolColumn}` : what, 'secondary'));
  return li;
}

/**
 * The Sections block, shown only when there is more than one section to rank (one table is the
 * Rank block's); the School teams setting, only when some section has a school column.
 */
function renderSections(found: SectionsFound): void {
  sections = found.sections;
  clearFixedSections();
  const several = sections.length > 1;
  $('sectionsBlock').hidden = !several;
  // Nothing is put in a hidden block: one table's problems are the Crosstable block's to list.
  $('sections').replaceChildren(...(several ? sections.map(sectionItem) : []));
  $('sectionsMessage').hidden = !several || !found.message;
  $('sectionsMessage').textContent = several ? (found.message ?? '') : '';
  const columns = [...new Set(sections.map((x) => x.schoolColumn).filter((c): c is string => c !== null))];
  $('schoolBlock').hidden = columns.length === 0 && input('schoolColumn').value.trim() === '';
  input('schoolColumn').placeholder = columns.length ? `Automatic: ${columns.join(', ')}` : 'Automatic';
}

/**
 * Rank all sections' refusal (red, with its problems) once every section reads without a problem:
 * no longer true. While one still has a problem, its line says so.
 */
function clearFixedSections(): void {
  const refusedForProblems = $('sectionsStatus').className === 'error' && $('sectionsProblems').childElementCount > 0;
  if (!refusedForProblems || sections.some((x) => x.problem)) return;
  showStatus('', false, 'sectionsStatus');
  $('sectionsProblems').replaceChildren();
}

/**
 * Looks for the sections again (a sheet, a reading setting or the team column changed), read as
 * Rank all sections will read them; a failure leaves the block as it was.
 */
function refreshSections(): void {
  call<SectionsFound>('inspectSections', { ...readingSettings(), ...schoolSettings() }).then(
    renderSections,
    () => undefined,
  );
}

/**
 * The school-team settings, only when not the defaults (absent: the column found by its header,
 * School, Team or Club, and the top 4), so settings saved without them stay as they were.
 */
function schoolSettings(): Pick<RankSettings, 'schoolColumn' | 'schoolTop'> {
  const column = input('schoolColumn').value.trim();
  const top = input('schoolTop').value.trim();
  return { ...(column ? { schoolColumn: column } : {}), ...(top && top !== '4' ? { schoolTop: Number(top) } : {}) };
}

function syncSchoolNote(): void {
  const top = input('schoolTop').value.trim() || '4';
  $('schoolNote').textContent =
    `A school's score is the sum of its best ${top} players' scores in the section (fewer when it has fewer players, as its sheet says); a blank school cell belongs to no team.`;
}

function initSchoolTeams(s: RankSettings): void {
  input('schoolColumn').value = s.schoolColumn ?? '';
  input('schoolTop').value = String(s.schoolTop ?? 4);
  input('schoolTop').addEventListener('input', syncSchoolNote);
  // A named column is looked for in every section: one without it says so on its line.
  input('schoolColumn').addEventListener('change', refreshSections);
  syncSchoolNote();
}

/** The ids of the sections the director unticked. */
function leftOut(): string[] {
  return Array.from($('sections').querySelectorAll<HTMLInputElement>('input[type=checkbox]'))
    .filter((box) => !box.checked)
    .map((box) => box.value);
}

/** Rank all sections: one call ranks every ticked section and writes its sheets; the button is off meanwhile. */
function rankAll(): void {
  const button = $<HTMLButtonElement>('rankAll');
  if (button.disabled) return;
  button.disabled = true;
  const done = () => (button.disabled = false);
  const out = leftOut();
  showStatus(`Ranking ${plural(sections.length - out.length, 'section')}…`, false, 'sectionsStatus');
  $('sectionsResult').replaceChildren();
  $('sectionsProblems').replaceChildren();
  call<SectionsOutcome | RankFailure>('rankAllSections', settings(), out)
    .then(showSectionsRanked)
    .catch((e: Error) => showStatus(e.message, true, 'sectionsStatus'))
    .then(done, done);
}

function showSectionsRanked(out: SectionsOutcome | RankFailure): void {
  if (out.ok) {
    showStatus(`${out.summary}.`, false, 'sectionsStatus');
    $('sectionsResult').replaceChildren(...resultList('Written:', out.sheets));
    showResult(out.result);
    return;
  }
  showStatus(out.message, true, 'sectionsStatus');
  markResultStale();
  // Each problem names its sheet: a click selects the cell there.
  renderProblems($('sectionsProblems'), out.problems, out.table?.sheet ?? state.table.sheet);
}

/** Rank: read (the problems, if any, under this table), then rank and write; the button is off meanwhile. */
function rank(): void {
  const button = $<HTMLButtonElement>('rank');
  if (button.disabled) return;
  button.disabled = true;
  const done = () => (button.disabled = false);
  const count =
    state.table.ok && state.table.players
      ? plural(state.table.players, state.table.team ? 'team' : 'player')
      : 'the crosstable';
  showStatus(`Reading ${count}…`);
  // Only the reading settings here: a mistake in the order is the ranking's to report, not the table's.
  call<TableInfo>('readCrosstableInfo', readingSettings(), state.table.ref ?? null)
    .then((t) => {
      renderTable(t);
      if (t.advice) {
        showStatus(NOTHING_RANKED);
        markResultStale();
        return;
      }
      if (!t.ok) {
        markResultStale();
        showStatus(
          `${t.sheet}${t.range ? `!${t.range}` : ''} has ${plural(t.problems.length, 'problem')} to fix (listed under the crosstable). Nothing was written.`,
          true,
        );
        return;
      }
      showStatus(`Ranking ${plural(t.players, t.team ? 'team' : 'player')} and writing the standings…`);
      return call<RankOutcome | RankFailure>('rankStandings', settings(), t.ref ?? null).then(showRanked);
    })
    .catch((e: Error) => showStatus(e.message, true))
    .then(done, done);
}

function showRanked(out: RankOutcome | RankFailure): void {
  if (out.ok) {
    const sheets = (out.sheets ?? [out.sheetName]).map((name) => `"${name}"`).join(', ');
    showStatus(`${out.summary}. Written to ${sheets}.${out.also ? ` ${out.also}` : ''}`);
    showResult(out.result);
    return;
  }
  showStatus(out.message, true);
  markResultStale();
  // The problems go under the table they belong to: the one this ranking read.
  if (out.problems.length && out.table)
    renderTable({ sheet: out.table.sheet, range: out.table.a1, ref: out.table, ok: false, problems: out.problems });
  else if (out.problems.length) renderProblems($('problems'), out.problems, state.table.sheet);
}

function initNewTable(): void {
  input('newColours').addEventListener('change', () => (newColoursTouched = true));
  syncNewColours();
  if (openAtSection() === 'new-crosstable') {
    $<HTMLDetailsElement>('newTableSection').open = true;
    $('newTableSection').scrollIntoView();
    input('newPlayers').focus();
  }
  $('newTable').addEventListener('click', () => {
    const request = {
      players: Number(input('newPlayers').value),
      rounds: Number(input('newRounds').value),
      colours: input('newColours').checked,
    };
    showStatus('Inserting…', false, 'newTableStatus');
    call<NewCrosstableOutcome>('newCrosstable', request).then(
      (out) => {
        if (!out.ok) return showStatus(out.message, true, 'newTableStatus');
        showStatus(
          `A blank crosstable for ${plural(request.players, 'player')} and ${plural(request.rounds, 'round')} is on the sheet "${out.sheetName}". Type each result as ${request.colours ? 'W12B, L3W, D7B' : 'W12, L3, D7'}…; then Rank standings.`,
          false,
          'newTableStatus',
        );
        // The new sheet is the table to rank from now on.
        refreshSections();
        return call<TableInfo>('useSelectedTable', readingSettings()).then(showTable);
      },
      (e: Error) => showStatus(e.message, true, 'newTableStatus'),
    );
  });
}

function initTiebreaks(s: SidebarState): void {
  const preset = select('preset');
  for (const p of s.presets) preset.appendChild(option(p.name, p.id));
  preset.appendChild(option('Custom order', 'custom'));
  preset.value = s.settings.preset;
  const add = select('add');
  for (const sys of s.systems) add.appendChild(option(`${sys.code}: ${sys.name}`, sys.code));
  const showSummary = () => ($('addSummary').textContent = system(add.value)?.summary ?? '');
  add.addEventListener('change', showSummary);
  showSummary();
  order =
    s.settings.preset === 'custom'
      ? [...s.settings.order]
      : [...(s.presets.find((p) => p.id === s.settings.preset)?.order ?? [])];
  input('afterRound').value = s.settings.afterRound === null ? '' : String(s.settings.afterRound);
  input('lots').checked = s.settings.lots;
  input('roundResults').checked = s.settings.roundResults === true;
  input('lotSeed').value = String(s.settings.lotSeed);
  const syncLots = () => ($('lotSeedBlock').hidden = !input('lots').checked);
  input('lots').addEventListener('change', syncLots);
  syncLots();
  preset.addEventListener('change', () => {
    const p = state.presets.find((x) => x.id === preset.value);
    if (p) order = [...p.order];
    // Choosing a custom order opens the list it is edited in.
    if (!p) $<HTMLDetailsElement>('tiebreaksSection').open = true;
    renderOrder();
  });
  $('addButton').addEventListener('click', () => {
    order.push(add.value);
    renderOrder();
  });
}

function init(s: SidebarState): void {
  state = s;
  initTiebreaks(s);
  initMatchPoints(s.settings.matchPoints);
  initReading(s);
  initLastRound(
    { settings, table: () => state.table, prizes: () => prizeRequest() as { prizeRange: string } },
    s.lastRoundChoice,
  );
  initConvention(s, () =>
    order.map((spec) => {
      const { code, options } = parse(spec);
      return { code, optionsSet: Object.keys(options).length > 0 };
    }),
  );
  $('reread').addEventListener('click', rereadTable);
  $('useSelection').addEventListener('click', () => {
    call<TableInfo>('useSelectedTable', readingSettings()).then(showTable, (e: Error) => showStatus(e.message, true));
    refreshSections();
  });
  $('rank').addEventListener('click', rank);
  renderTable(s.table);
  renderOrder();
  initPrizes(s.prizes, s.prizeSettingsThatApply);
  initResult();
  showResult(s.lastResult);
  initNewTable();
  initCheck({ settings, table: () => state.table, openAt: openAtSection() });
  initSchoolTeams(s.settings);
  $('rankAll').addEventListener('click', rankAll);
  refreshSections();
  initEventDetails();
}

/** Asks for the state once the whole page, with any script the server appended, is parsed. */
function start(): void {
  call<SidebarState>('getSidebarState').then(init, (e: Error) => showStatus(e.message, true));
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
