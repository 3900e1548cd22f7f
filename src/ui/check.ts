/**
 * The sidebar's "Check another program's numbers" block: the crosstable it shows, with another
 * program's printed tiebreak columns beside the results, checked by the server
 * (src/sheets/checkServer.ts) value by value; each column's count and each difference in words,
 * and a column whose header names no tiebreak as a problem naming its cell.
 */
import type { CheckedColumnLines, CheckOutcome, SentRankSettings, TableRef } from '../sheets/shapes';
import { $, call, el, renderProblems, showStatus } from './dom';

/** What the block needs of the rest of the sidebar: its settings, the table it shows, and where it was asked to open. */
export interface CheckContext {
  settings(): SentRankSettings;
  table(): { sheet: string; ref?: TableRef };
  openAt: string | undefined;
}

/** One column: its heading, then one line a difference (those nothing explains marked). */
function columnBlock(c: CheckedColumnLines): HTMLElement[] {
  const heading = el('p', c.heading, 'column');
  if (!c.differences.length) return [heading];
  const list = el('ul', undefined, 'list');
  for (const d of c.differences) list.appendChild(el('li', d.text, d.explained ? undefined : 'note'));
  return [heading, list];
}

function show(out: CheckOutcome, sheet: string): void {
  if (!out.ok) {
    showStatus(out.message, true, 'checkStatus');
    renderProblems($('checkProblems'), out.problems, sheet);
    return;
  }
  showStatus(`${out.summary}.`, false, 'checkStatus');
  $('checkResult').replaceChildren(
    ...out.columns.flatMap(columnBlock),
    ...(out.notChecked ? [el('p', out.notChecked, 'secondary')] : []),
  );
  renderProblems($('checkProblems'), out.problems, sheet);
}

function check(ctx: CheckContext): void {
  const button = $<HTMLButtonElement>('checkButton');
  if (button.disabled) return;
  button.disabled = true;
  const done = () => (button.disabled = false);
  const table = ctx.table();
  showStatus('Checking the printed columns…', false, 'checkStatus');
  $('checkResult').replaceChildren();
  $('checkProblems').replaceChildren();
  call<CheckOutcome>('checkOtherProgram', { settings: ctx.settings(), table: table.ref ?? null })
    .then((out) => show(out, table.sheet))
    .catch((e: Error) => showStatus(e.message, true, 'checkStatus'))
    .then(done, done);
}

export function initCheck(ctx: CheckContext): void {
  $('checkButton').addEventListener('click', () => check(ctx));
  if (ctx.openAt === 'check') {
    $<HTMLDetailsElement>('checkSection').open = true;
    $('checkSection').scrollIntoView();
  }
}
