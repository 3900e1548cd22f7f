/**
 * The sidebar's client script (inlined into dist/sidebar.html by scripts/build.mjs). Everything
 * read from the sheet is rendered with textContent, never innerHTML.
 */
interface Option { name: string; values: string[] | 'integer'; default: string; help: string }
interface System { code: string; name: string; rule: string; summary: string; options: Option[] }
interface Preset { id: string; name: string; source: string; order: string[]; lotsOnRequest: boolean; note: string }
/** `sheet`: the sheet the cell is on, when not the crosstable's (a prize table's problems). */
interface Problem { sheet?: string; cell?: string; message: string }
interface TableInfo {
  sheet: string; range: string; ok: boolean; notation?: string; notationName?: string; notationChosen?: boolean; players?: number;
  team?: { boards: number; boardSheet: boolean }; rounds?: number; colours?: boolean; report?: string; problems: Problem[];
}
interface Settings {
  preset: string; order: string[]; afterRound: number | null; lots: boolean; lotSeed: number; matchPoints: string;
  /** How to read the table: "" detects the notation, keeps the table's bye value, applies no FIDE version. */
  notation: string; pab: string; fideRules: string;
}
interface Choice { id: string; name: string }
interface PrizeSettings { prizeRange: string; limit: string; cashAndTrophy: string; unratedInRatingGroups: boolean; tiedClassPrizes: string }
interface State { settings: Settings; notations: Choice[]; fideVersions: Choice[]; presets: Preset[]; systems: System[]; table: TableInfo; prizes: PrizeSettings }
interface Outcome { ok: boolean; summary?: string; sheetName?: string; also?: string; message?: string; problems?: Problem[] }
interface PrizeOutcome extends Outcome { pooled?: string[]; notAwarded?: string[] }

type Runner = Record<string, (...args: unknown[]) => void> & {
  withSuccessHandler(f: (v: any) => void): Runner;
  withFailureHandler(f: (e: Error) => void): Runner;
};
declare const google: { script: { run: Runner } };

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const el = (tag: string, text?: string, cls?: string) => {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  if (cls) e.className = cls;
  return e;
};

let state: State;
/** The current order as spec texts ("MM", "SB(scores=adjusted)"). */
let order: string[] = [];

function call<T>(name: string, ...args: unknown[]): Promise<T> {
  return new Promise((resolve, reject) => google.script.run.withSuccessHandler(resolve).withFailureHandler(reject)[name](...args));
}

function showStatus(text: string, error = false, id = 'status'): void {
  const s = $(id);
  s.textContent = text;
  s.className = error ? 'error' : '';
}

function system(code: string): System | undefined {
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

const plural = (n: number | undefined, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

function renderTable(t: TableInfo): void {
  const p = $('table');
  // The notation in words ("US Chess notation", "board-by-board sheet"); a team table counts teams and boards.
  const what = t.team
    ? `${plural(t.players, 'team')}, ${plural(t.rounds, 'round')}, ${plural(t.team.boards, 'board')}${t.team.boardSheet ? ' (board prizes too)' : ''}`
    : `${plural(t.players, 'player')}, ${plural(t.rounds, 'round')}, ${t.colours ? 'colours recorded' : 'no colours'}`;
  p.textContent = t.ok
    ? `${t.sheet}!${t.range}: ${t.notationName ?? t.notation}${t.notationChosen ? ' (as chosen)' : ''}, ${what}.`
    : `${t.sheet}!${t.range}: ${t.problems.length} problem${t.problems.length === 1 ? '' : 's'} to fix.`;
  // Match points matter only on a team table.
  $('teamOptions').hidden = !(t.ok && t.team);
  renderProblems($('problems'), t.problems, t.sheet);
}

/** The match points select: 2,1,0 and 3,1,0 by name, anything else as "Other" with its text. */
function initMatchPoints(saved: string): void {
  const select = $('matchPoints') as HTMLSelectElement;
  const custom = $('matchPointsCustom') as HTMLInputElement;
  const known = Array.from(select.options).some((o) => o.value === saved);
  select.value = known ? saved : 'custom';
  custom.value = known ? '' : saved;
  const sync = () => ($('matchPointsOther').hidden = select.value !== 'custom');
  select.addEventListener('change', sync);
  sync();
}

function matchPoints(): string {
  const select = $('matchPoints') as HTMLSelectElement;
  return select.value === 'custom' ? ($('matchPointsCustom') as HTMLInputElement).value.trim() : select.value;
}

/** One button per problem; clicking one selects its cell, on its own sheet or else on `sheet`. */
function renderProblems(box: HTMLElement, problems: Problem[], sheet: string): void {
  box.replaceChildren();
  for (const problem of problems) {
    const b = el('button', problem.cell ? `${problem.cell}: ${problem.message}` : problem.message, 'problem') as HTMLButtonElement;
    b.type = 'button';
    if (problem.cell) b.addEventListener('click', () => void call('selectProblemCell', problem.sheet ?? sheet, problem.cell));
    box.appendChild(b);
  }
}

/** "'Prize table'!A1:C8", as Sheets reads a range with its sheet. */
function qualified(sheet: string, range: string): string {
  return `'${sheet.replace(/'/g, "''")}'!${range}`;
}

/** A heading and a list of lines (pools split, prizes not awarded), as text. */
function resultList(title: string, lines: string[]): HTMLElement[] {
  if (!lines.length) return [];
  const ul = el('ul', undefined, 'result');
  for (const line of lines) ul.appendChild(el('li', line));
  return [el('p', title, 'note'), ul];
}

function prizeRequest(): Record<string, unknown> {
  const combine = $('tiedClassPrizes') as HTMLInputElement;
  return {
    prizeRange: ($('prizeRange') as HTMLInputElement).value.trim(),
    // The crosstable the Crosstable section shows, not the selection (which may be the prize table by now).
    crosstableRange: qualified(state.table.sheet, state.table.range),
    limit: ($('prizeLimit') as HTMLSelectElement).value,
    cashAndTrophy: ($('prizeCashAndTrophy') as HTMLSelectElement).value,
    unratedInRatingGroups: ($('unratedInClasses') as HTMLInputElement).checked,
    // Combined only while it applies: with other limits the engine refuses it, so the box counts only when enabled.
    tiedClassPrizes: combine.checked && !combine.disabled ? 'combine' : 'separate',
  };
}

function initPrizes(p: PrizeSettings): void {
  const limit = $('prizeLimit') as HTMLSelectElement;
  const kinds = $('prizeCashAndTrophy') as HTMLSelectElement;
  ($('prizeRange') as HTMLInputElement).value = p.prizeRange;
  limit.value = p.limit;
  kinds.value = p.cashAndTrophy;
  ($('unratedInClasses') as HTMLInputElement).checked = p.unratedInRatingGroups;
  const combine = $('tiedClassPrizes') as HTMLInputElement;
  combine.checked = p.tiedClassPrizes === 'combine';
  // Cash and trophy only decide anything when there is a limit on prizes per player; 32B3's
  // combined pool pays one cash prize each beside any trophy, so only "larger" with "both".
  const syncKinds = () => {
    kinds.disabled = limit.value === 'off';
    combine.disabled = limit.value !== 'larger' || kinds.value !== 'both';
    $('tiedClassPrizesNote').hidden = !combine.disabled;
  };
  limit.addEventListener('change', syncKinds);
  kinds.addEventListener('change', syncKinds);
  syncKinds();
  $('usePrizeSelection').addEventListener('click', () => {
    call<string>('getSelectionA1').then((a1) => (($('prizeRange') as HTMLInputElement).value = a1), (e: Error) => showStatus(e.message, true, 'prizeStatus'));
  });
  $('makePrizes').addEventListener('click', () => {
    showStatus('Making the prize list…', false, 'prizeStatus');
    $('prizeResult').replaceChildren();
    $('prizeProblems').replaceChildren();
    call<PrizeOutcome>('makePrizeListWithSettings', { settings: settings(), prizes: prizeRequest() }).then(
      (out) => {
        if (out.ok) {
          showStatus(`${out.summary}. Written to "${out.sheetName}".`, false, 'prizeStatus');
          $('prizeResult').replaceChildren(...resultList('Pools split:', out.pooled ?? []), ...resultList('Not awarded:', out.notAwarded ?? []));
        } else {
          showStatus(out.message ?? 'The prize list could not be made.', true, 'prizeStatus');
          renderProblems($('prizeProblems'), out.problems ?? [], state.table.sheet);
        }
      },
      (e: Error) => showStatus(e.message, true, 'prizeStatus'),
    );
  });
  if (document.querySelector('meta[name="tiebreaks-open"][content="prizes"]')) {
    $('prizesHeading').scrollIntoView();
    $('prizeRange').focus();
  }
}

function renderOrder(): void {
  const custom = ($('preset') as HTMLSelectElement).value === 'custom';
  const preset = state.presets.find((p) => p.id === ($('preset') as HTMLSelectElement).value);
  $('source').textContent = preset ? `${preset.source}${preset.note ? `. ${preset.note}` : ''}` : 'Your own order: add, remove and move tiebreaks.';
  const list = $('order');
  list.replaceChildren();
  order.forEach((spec, i) => {
    const { code, options } = parse(spec);
    const sys = system(code);
    const li = el('li');
    li.appendChild(el('strong', spec));
    li.appendChild(el('small', sys ? `${sys.name} (${sys.rule}): ${sys.summary}` : ''));
    for (const o of sys?.options ?? []) {
      const label = el('label', `${o.name} `);
      const input = o.values === 'integer' ? (el('input') as HTMLInputElement) : (el('select') as HTMLSelectElement);
      if (input instanceof HTMLInputElement) input.type = 'number';
      else for (const v of o.values as string[]) input.appendChild(Object.assign(el('option', v || '(none)'), { value: v }));
      input.value = options[o.name] ?? o.default;
      input.title = o.help;
      input.disabled = !custom;
      input.addEventListener('change', () => {
        options[o.name] = input.value;
        order[i] = unparse(code, options);
        renderOrder();
      });
      label.appendChild(input);
      li.appendChild(label);
    }
    if (custom) {
      const button = (text: string, name: string, f: () => void) => {
        const b = el('button', text) as HTMLButtonElement;
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
    list.appendChild(li);
  });
  $('addButton').toggleAttribute('disabled', !custom);
  ($('add') as HTMLSelectElement).disabled = !custom;
}

/** The settings that decide how the table is read: the Crosstable line is read again with them. */
function readingSettings(): Partial<Settings> {
  const value = (id: string) => ($(id) as HTMLSelectElement).value;
  return { notation: value('notation'), pab: value('pab'), fideRules: value('fideRules'), matchPoints: matchPoints() };
}

function rereadTable(): void {
  call<TableInfo>('readCrosstableInfo', readingSettings()).then((t) => {
    state.table = t;
    renderTable(t);
  }, (e: Error) => showStatus(e.message, true));
}

/** The Notation and FIDE rules selects, filled from the server's lists, set to the saved choices. */
function initReading(s: State): void {
  const notation = $('notation') as HTMLSelectElement;
  for (const n of s.notations) notation.appendChild(Object.assign(el('option', n.name), { value: n.id }));
  const fide = $('fideRules') as HTMLSelectElement;
  for (const v of s.fideVersions) fide.appendChild(Object.assign(el('option', v.name), { value: v.id }));
  notation.value = s.settings.notation;
  ($('pab') as HTMLSelectElement).value = s.settings.pab;
  fide.value = s.settings.fideRules;
  notation.addEventListener('change', rereadTable);
  $('pab').addEventListener('change', rereadTable);
}

function settings(): Settings {
  const after = ($('afterRound') as HTMLInputElement).value.trim();
  return {
    preset: ($('preset') as HTMLSelectElement).value,
    order: [...order],
    afterRound: after ? Number(after) : null,
    lots: ($('lots') as HTMLInputElement).checked,
    lotSeed: Number(($('lotSeed') as HTMLInputElement).value || 1),
    matchPoints: matchPoints(),
    notation: ($('notation') as HTMLSelectElement).value,
    pab: ($('pab') as HTMLSelectElement).value,
    fideRules: ($('fideRules') as HTMLSelectElement).value,
  };
}

function init(s: State): void {
  state = s;
  const preset = $('preset') as HTMLSelectElement;
  for (const p of s.presets) preset.appendChild(Object.assign(el('option', `${p.name} (${p.id})`), { value: p.id }));
  preset.appendChild(Object.assign(el('option', 'Custom order'), { value: 'custom' }));
  preset.value = s.settings.preset;
  const add = $('add') as HTMLSelectElement;
  for (const sys of s.systems) add.appendChild(Object.assign(el('option', `${sys.code}: ${sys.name}`), { value: sys.code }));
  const showSummary = () => ($('addSummary').textContent = system(add.value)?.summary ?? '');
  add.addEventListener('change', showSummary);
  showSummary();
  order = s.settings.preset === 'custom' ? [...s.settings.order] : [...(s.presets.find((p) => p.id === s.settings.preset)?.order ?? [])];
  ($('afterRound') as HTMLInputElement).value = s.settings.afterRound === null ? '' : String(s.settings.afterRound);
  ($('lots') as HTMLInputElement).checked = s.settings.lots;
  ($('lotSeed') as HTMLInputElement).value = String(s.settings.lotSeed);
  initMatchPoints(s.settings.matchPoints);
  initReading(s);
  preset.addEventListener('change', () => {
    const p = state.presets.find((x) => x.id === preset.value);
    if (p) order = [...p.order];
    renderOrder();
  });
  $('addButton').addEventListener('click', () => {
    order.push(add.value);
    renderOrder();
  });
  $('reread').addEventListener('click', rereadTable);
  $('rank').addEventListener('click', () => {
    showStatus('Ranking…');
    call<Outcome>('rankStandings', settings()).then(
      (out) => {
        if (out.ok) showStatus(`${out.summary}. Written to "${out.sheetName}".${out.also ? ` ${out.also}` : ''}`);
        else {
          showStatus(out.message ?? 'Ranking failed.', true);
          if (out.problems?.length) renderTable({ ...state.table, ok: false, problems: out.problems });
        }
      },
      (e: Error) => showStatus(e.message, true),
    );
  });
  renderTable(s.table);
  renderOrder();
  initPrizes(s.prizes);
}

call<State>('getSidebarState').then(init, (e: Error) => showStatus(e.message, true));
export {};
