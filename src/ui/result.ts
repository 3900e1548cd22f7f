/**
 * The result block: the last ranking written (after Rank standings, Rank all sections, or when
 * the sidebar opens on tables unchanged since), one table or section at a time, each with its ties
 * and Explain a player. What it shows is said (the sheet and the rule set, from the server); after
 * a ranking that wrote nothing, it is marked as the last one written, not the one just asked for.
 */
import type { Explanation, RankingResult, SelectedPlayer, TableResult } from '../sheets/shapes';
import { $, call, el, option, select } from './dom';

/** The ranking shown and the table (or section) picked in it. */
let shown: { ranking: RankingResult; table: TableResult } | null = null;

/** One table's (or section's) ties, heading and players to explain. */
function showTable(ranking: RankingResult, table: TableResult): void {
  shown = { ranking, table };
  $('resultHeading').textContent = `${table.heading}.`;
  $('ties').replaceChildren(
    ...(table.ties.length ? table.ties : ['No ties: every score is different.']).map((t) => el('li', t)),
    ...table.passedOver.map((t) => el('li', t, 'note')),
  );
  const who = select('explainPlayer');
  const before = who.value;
  who.replaceChildren(
    ...table.ranked.map((p) =>
      option(`${p.place}. ${p.name || `No. ${p.number}`} (No. ${p.number})`, String(p.number)),
    ),
  );
  if (before && Array.from(who.options).some((o) => o.value === before)) who.value = before;
  $('explainBlock').hidden = !table.ranked.length;
  $('explanation').hidden = true;
}

/** Shows a ranking (null: none to show); with several sections, a picker chooses which one's ties. */
export function showResult(ranking: RankingResult | null): void {
  $('resultStale').hidden = true;
  const first = ranking?.results[0];
  if (!ranking || !first) {
    shown = null;
    $('result').hidden = true;
    return;
  }
  const picker = select('resultSection');
  const before = shown?.table.name;
  picker.replaceChildren(...ranking.results.map((r, i) => option(r.name ?? r.sheetName, String(i))));
  const again = ranking.results.findIndex((r) => r.name !== undefined && r.name === before);
  picker.value = String(Math.max(again, 0));
  $('resultSectionBlock').hidden = ranking.results.length < 2;
  showTable(ranking, ranking.results[Math.max(again, 0)] ?? first);
  $('result').hidden = false;
}

/** A ranking asked for wrote nothing: what the block shows is the last one written, and says so. */
export function markResultStale(): void {
  if (!$('result').hidden) $('resultStale').hidden = false;
}

/** Explains a player of the table shown, ranked as it was (its settings, its section). */
function explain(number: number): void {
  const box = $('explanation');
  box.hidden = false;
  box.className = '';
  if (!shown) return;
  box.textContent = 'Working it out…';
  const { ranking, table } = shown;
  const request = { settings: ranking.settings, table: table.table, section: table.section, number };
  call<Explanation>('explainStandingsPlayer', request).then(
    (out) => {
      // One paragraph per line: the player's line, then each tiebreak worked out, then what decided it.
      box.replaceChildren(...(out.ok ? out.lines : [out.message]).map((line) => el('p', line)));
      box.className = out.ok ? '' : 'error';
    },
    (e: Error) => ((box.textContent = e.message), (box.className = 'error')),
  );
}

export function initResult(): void {
  select('resultSection').addEventListener('change', () => {
    const table = shown?.ranking.results[Number(select('resultSection').value)];
    if (shown && table) showTable(shown.ranking, table);
  });
  $('explain').addEventListener('click', () => explain(Number(select('explainPlayer').value)));
  $('explainSelected').addEventListener('click', () => {
    call<SelectedPlayer>('getSelectedPlayer').then((r) => {
      if (r.number === null) {
        $('explanation').hidden = false;
        $('explanation').className = '';
        $('explanation').textContent = r.message ?? '';
        return;
      }
      // A section's standings sheet: its section's players are the ones to explain.
      const i = shown?.ranking.results.findIndex((t) => t.sheetName === r.sheet) ?? -1;
      const table = shown?.ranking.results[i];
      if (shown && table && table !== shown.table) {
        select('resultSection').value = String(i);
        showTable(shown.ranking, table);
      }
      select('explainPlayer').value = String(r.number);
      explain(r.number);
    });
  });
}
