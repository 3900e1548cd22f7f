/**
 * The last ranking shown again when the sidebar opens (src/sheets/lastResult.ts, resultServer.ts),
 * through the built dist/Code.js on the emulated runtime: the same ties and players as the
 * ranking answered, for as long as the table's cells are the ones ranked, and never otherwise.
 */
import fs from 'node:fs';
import path from 'node:path';
import { AppsScriptRuntime, EmulatedSpreadsheet, loadDist, putValues, valuesFromDelimited } from '../../emulator';
import type { RankingResult, RankOutcome } from '../../src/sheets/shapes';
import { DIST, ensureBuilt, ROOT } from '../bundle/built';

beforeAll(() => ensureBuilt());

function example(): AppsScriptRuntime {
  const ss = new EmulatedSpreadsheet('Club', 'Crosstable');
  putValues(
    ss,
    'Crosstable',
    valuesFromDelimited(fs.readFileSync(path.join(ROOT, 'examples/spring-swiss.csv'), 'utf8')),
  );
  return loadDist(DIST, { spreadsheet: ss });
}

const lastResult = (rt: AppsScriptRuntime) =>
  (rt.run('getSidebarState') as { lastResult: RankingResult | null }).lastResult;

describe('the last ranking, shown again', () => {
  test('is the ranking as answered, while the table is as ranked; not once a cell changes; again once it is back', () => {
    const rt = example();
    expect(lastResult(rt)).toBeNull();
    const out = rt.run('rankStandings', { preset: 'mca' }, null) as RankOutcome;
    expect(out.ok).toBe(true);
    expect(out.result.results).toHaveLength(1);
    expect(out.result.results[0]!.ties).toEqual(out.ties);
    expect(out.result.results[0]!.heading).toBe('"Standings", ranked under Michigan Chess Association');
    expect(lastResult(rt)).toEqual(out.result);
    const cell = rt.spreadsheet.getSheetByName('Crosstable')!.getRange('B2');
    const name = cell.getValue();
    cell.setValue('Marcus Webb Jr');
    expect(lastResult(rt)).toBeNull();
    cell.setValue(name);
    expect(lastResult(rt)).toEqual(out.result);
  });

  test('not when the standings sheet was deleted, nor when what is kept no longer checks', () => {
    const rt = example();
    rt.run('rankStandings', { preset: 'uscf' }, null);
    expect(lastResult(rt)).not.toBeNull();
    rt.properties.hostDocument.setProperty('tiebreaks.lastRanking', '{"settings":{},"tables":[{"table":7}]}');
    expect(lastResult(rt)).toBeNull();
    rt.properties.hostDocument.setProperty('tiebreaks.lastRanking', 'not JSON');
    expect(lastResult(rt)).toBeNull();
    rt.run('rankStandings', { preset: 'uscf' }, null);
    expect(lastResult(rt)).not.toBeNull();
    rt.spreadsheet.deleteSheet(rt.spreadsheet.getSheetByName('Standings')!);
    expect(lastResult(rt)).toBeNull();
  });

  test('a failed ranking keeps the last one written', () => {
    const rt = example();
    const good = rt.run('rankStandings', { preset: 'uscf' }, null) as RankOutcome;
    const failed = rt.run('rankStandings', { preset: 'mca', afterRound: '9' }, null) as { ok: boolean };
    expect(failed.ok).toBe(false);
    expect(lastResult(rt)).toEqual(good.result);
  });
});
