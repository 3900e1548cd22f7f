/**
 * What every part of the sidebar shares: finding elements, making text-only nodes, calling the
 * server, and the status and problem lines. Text read from the sheet only ever reaches the page
 * through textContent (el), never as HTML.
 */
import type { SheetProblem } from '../sheets/shapes';

type Runner = Record<string, (...args: unknown[]) => void> & {
  withSuccessHandler(f: (v: unknown) => void): Runner;
  withFailureHandler(f: (e: Error) => void): Runner;
};
declare const google: { script: { run: Runner } };

export const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
export const input = (id: string) => $<HTMLInputElement>(id);
export const select = (id: string) => $<HTMLSelectElement>(id);
export const el = (tag: string, text?: string, cls?: string) => {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  if (cls) e.className = cls;
  return e;
};
export const option = (text: string, value: string) =>
  Object.assign(el('option', text), { value }) as HTMLOptionElement;

/** Calls the server function `name`; its answer is the shape shapes.ts declares for it. */
export function call<T>(name: string, ...args: unknown[]): Promise<T> {
  return new Promise((resolve, reject) =>
    google.script.run
      .withSuccessHandler((v) => resolve(v as T))
      .withFailureHandler(reject)
      [name](...args),
  );
}

/** Shows `text` in the status line `id`, red when it is an error. */
export function showStatus(text: string, error = false, id = 'status'): void {
  const s = $(id);
  s.textContent = text;
  s.className = error ? 'error' : '';
}

/** "1 round", "3 rounds". */
export const plural = (n: number | undefined, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** One button per problem; clicking one selects its cell, on its own sheet or else on `sheet`. */
export function renderProblems(box: HTMLElement, problems: SheetProblem[], sheet: string): void {
  box.replaceChildren();
  for (const problem of problems) {
    const b = el(
      'button',
      problem.cell ? `${problem.cell}: ${problem.message}` : problem.message,
      'problem',
    ) as HTMLButtonElement;
    b.type = 'button';
    if (problem.cell)
      b.addEventListener('click', () => void call('selectProblemCell', problem.sheet ?? sheet, problem.cell));
    box.appendChild(b);
  }
}
