/**
 * The sidebar's "Before the last round" panel: shown only when the server says the table's last
 * round is paired and not yet played (TableInfo.lastRound). Opened, it asks the server for every
 * player's line and every prize place by the rule set the sidebar holds, and shows everyone, one
 * player or one prize place; its button writes the Last round sheet as the menu item does. The
 * words are the server's (the sheet's own); this file only lays them out, as text.
 */
import type {
  LastRoundAnswer,
  LastRoundChoice,
  LastRoundFailure,
  LastRoundPlayer,
  LastRoundWritten,
  SentRankSettings,
  TableInfo,
} from '../sheets/shapes';
import { $, call, el, input, option, plural, renderProblems, select, showStatus } from './dom';

/** What the panel reads of the rest of the sidebar: its settings, the table it shows, the Prize list's fields. */
export interface LastRoundHost {
  settings(): SentRankSettings;
  table(): TableInfo;
  prizes(): { prizeRange: string } & Record<string, unknown>;
}

let host: LastRoundHost;
/** The answer shown, and whether it is still the one for the table and rule set shown. */
let answer: LastRoundAnswer | null = null;
let current = false;
/** The latest request: an answer to an earlier one (the rule set changed meanwhile) is not shown. */
let asking = 0;

const section = () => $<HTMLDetailsElement>('lastRoundSection');

/** The prize list is offered once the Prize list names a prize table. */
function syncPrizeList(): void {
  const offered = host.prizes().prizeRange !== '';
  $('lastRoundPrizeListBlock').hidden = !offered;
  if (!offered) input('lastRoundPrizeList').checked = false;
  input('lastRoundPlaces').disabled = input('lastRoundPrizeList').checked;
}

function request(): Record<string, unknown> {
  const asked = { settings: host.settings(), table: host.table().ref ?? null };
  return input('lastRoundPrizeList').checked
    ? { ...asked, places: 'prize list', prizes: host.prizes() }
    : { ...asked, places: input('lastRoundPlaces').value.trim() };
}

/** "Marcus Webb (No. 1)", or "No. 14" for a player without a name. */
const nameOf = (x: { number: number; name: string }) => (x.name ? `${x.name} (No. ${x.number})` : `No. ${x.number}`);

/** "Marcus Webb (No. 1), 3½ now, board 1": who, their score now and their board. */
function whoLine(p: LastRoundPlayer): HTMLElement {
  const line = el('p');
  line.append(el('strong', nameOf(p)), `, ${p.score} now${p.board === null ? '' : `, board ${p.board}`}`);
  return line;
}

/** Everyone: who, the final ranks they can reach, and what each result gives. */
function everyone(a: LastRoundAnswer): HTMLElement[] {
  const ul = el('ul', undefined, 'list lastRound');
  for (const p of a.players) {
    const li = el('li');
    li.append(whoLine(p), el('p', `Final rank ${p.ranks}: ${p.line}.`));
    ul.appendChild(li);
  }
  return [ul];
}

/** One player: their line, then each prize place they can still take and what it needs. */
function onePlayer(p: LastRoundPlayer): HTMLElement[] {
  const ul = el('ul', undefined, 'list');
  for (const x of p.places) ul.appendChild(el('li', `${x.prize}: ${x.said}`));
  if (p.outOfReach) ul.appendChild(el('li', `Out of reach: ${p.outOfReach}`));
  return [whoLine(p), el('p', `Final rank ${p.ranks}: ${p.line}.`), ul];
}

/** One prize place: who has clinched it, who can still take it and what each needs. */
function onePlace(a: LastRoundAnswer, i: number): HTMLElement[] {
  const place = a.places[i]!;
  const out: HTMLElement[] = [el('p', place.heading, 'heading')];
  if (place.clinched.length) out.push(el('p', `Clinched by ${place.clinched.map(nameOf).join(', ')}.`));
  if (place.possible.length) {
    out.push(el('p', place.clinched.length ? 'Can still take it:' : 'Nobody has clinched it. Can still take it:'));
    const ul = el('ul', undefined, 'list');
    for (const x of place.possible) ul.appendChild(el('li', `${nameOf(x)}: ${x.said}`));
    out.push(ul);
  }
  if (!place.clinched.length && !place.possible.length) out.push(el('p', 'Nobody can finish in this place.'));
  return out;
}

/** The Show select: everyone, each prize place, each player; the choice kept where it still exists. */
function fillView(a: LastRoundAnswer): void {
  const view = select('lastRoundView');
  const before = view.value;
  const places = el('optgroup') as HTMLOptGroupElement;
  places.label = 'A prize';
  a.places.forEach((x, i) => places.appendChild(option(x.heading, `place:${i}`)));
  const players = el('optgroup') as HTMLOptGroupElement;
  players.label = 'A player';
  for (const p of a.players) players.appendChild(option(`${nameOf(p)}, ${p.score}`, `player:${p.number}`));
  view.replaceChildren(option('Every player', 'all'), places, players);
  if (Array.from(view.options).some((o) => o.value === before)) view.value = before;
}

function renderView(): void {
  if (!answer) return;
  const [kind, key] = select('lastRoundView').value.split(':');
  const player = answer.players.find((p) => kind === 'player' && String(p.number) === key);
  $('lastRoundAnswer').replaceChildren(
    ...(player ? onePlayer(player) : kind === 'place' ? onePlace(answer, Number(key)) : everyone(answer)),
  );
}

function showAnswer(a: LastRoundAnswer | LastRoundFailure): void {
  if (!a.ok) {
    answer = null;
    $('lastRoundAnswer').replaceChildren();
    showStatus(a.message, true, 'lastRoundStatus');
    renderProblems($('lastRoundProblems'), a.problems, host.table().sheet);
    return;
  }
  answer = a;
  current = true;
  const exact = a.bounds
    ? 'Where too many endings can change a rank to rank them all, the ranks are bounds, said as such, with why.'
    : 'Every best and worst rank is exact.';
  showStatus(
    a.paired
      ? `Round ${a.round}, ${plural(a.boards, 'board')} to play, ranked by ${a.ruleSet} over every way the boards can end. ${exact}`
      : (a.heading ?? ''),
    false,
    'lastRoundStatus',
  );
  fillView(a);
  renderView();
}

/** Asks the server again (the panel opened, the table read again, the rule set or the places changed). */
function load(): void {
  current = true;
  const mine = ++asking;
  $('lastRoundProblems').replaceChildren();
  showStatus('Working out every way the last round can end…', false, 'lastRoundStatus');
  call<LastRoundAnswer | LastRoundFailure>('getLastRoundAnswer', request()).then(
    (a) => mine === asking && showAnswer(a),
    (e: Error) => mine === asking && showStatus(e.message, true, 'lastRoundStatus'),
  );
}

/** The order changed (another rule set, a custom order edited): the answer shown is no longer its answer. */
export function ruleSetChanged(): void {
  current = false;
  if (host && section().open && !section().hidden) load();
}

/** The Crosstable line was read: the panel shows only for a last round paired and not yet played. */
export function renderLastRound(t: TableInfo): void {
  const ahead = t.ok && t.lastRound !== undefined;
  section().hidden = !ahead;
  $('lastRoundSummary').textContent = ahead
    ? `Before the last round (round ${t.lastRound!.round}, ${t.lastRound!.paired ? `${plural(t.lastRound!.boards, 'board')} to play` : 'not paired yet'})`
    : 'Before the last round';
  current = false;
  if (ahead && section().open) load();
}

function write(): void {
  const button = $<HTMLButtonElement>('writeLastRound');
  if (button.disabled) return;
  button.disabled = true;
  const done = () => (button.disabled = false);
  showStatus('Writing the Last round sheet…', false, 'writeLastRoundStatus');
  call<LastRoundWritten | LastRoundFailure>('writeLastRoundSheet', request())
    .then((out) => {
      showStatus(out.ok ? out.text : out.message, !out.ok, 'writeLastRoundStatus');
      if (!out.ok) renderProblems($('lastRoundProblems'), out.problems, host.table().sheet);
    })
    .catch((e: Error) => showStatus(e.message, true, 'writeLastRoundStatus'))
    .then(done, done);
}

/**
 * The director changed the places or the prize list: kept with the spreadsheet, so the menu's Last
 * round sheet answers the same and the panel opens with it again; not kept is said under the button.
 */
function keepChoice(): void {
  const prizeList = input('lastRoundPrizeList').checked;
  const choice = {
    places: input('lastRoundPlaces').value.trim(),
    prizeList,
    ...(prizeList ? { prizes: host.prizes() } : {}),
  };
  call<LastRoundChoice | LastRoundFailure>('saveLastRoundChoice', choice).then(
    (out) => 'ok' in out && showStatus(out.message, true, 'writeLastRoundStatus'),
    (e: Error) => showStatus(e.message, true, 'writeLastRoundStatus'),
  );
}

/** `choice`: what the panel opens with, the choice last kept or the default (the server decides). */
export function initLastRound(h: LastRoundHost, choice: LastRoundChoice): void {
  host = h;
  input('lastRoundPlaces').value = String(choice.places);
  input('lastRoundPrizeList').checked = choice.prizeList;
  section().addEventListener('toggle', () => {
    syncPrizeList();
    if (section().open && !current) load();
  });
  const changed = () => (keepChoice(), section().open && load());
  input('lastRoundPrizeList').addEventListener('change', () => (syncPrizeList(), changed()));
  select('lastRoundView').addEventListener('change', renderView);
  input('lastRoundPlaces').addEventListener('change', changed);
  // A FIDE rules version changes the order as much as the rule set does.
  select('fideRules').addEventListener('change', ruleSetChanged);
  $('writeLastRound').addEventListener('click', write);
}
