/**
 * dist/Code.js as Apps Script will see it: an ES2019 classic script whose only top-level
 * functions are the public surface, each with its JSDoc and real parameter names, loading
 * without touching any service, and computing what the engine computes.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import * as acorn from 'acorn';
import ts from 'typescript';
import { AppsScriptRuntime, valuesFromDelimited } from '../../emulator';
import { readCrosstable } from '../../src/read';
import { tiebreakColumn } from '../../src/standings/column';
import { explainPlayer } from '../../src/standings/explain';
import { decidedByText, formatValue, numericValue } from '../../src/standings/format';
import { findPreset } from '../../src/standings/presets';
import { rank } from '../../src/standings/rank';
import { parseTiebreakSpec, specLabel, TIEBREAKS, TiebreakSpec, withOptions } from '../../src/tiebreaks/registry';
import { sheetHeaders } from '../../src/standings/columnWords';
import { ensureBuilt, readDist, ROOT } from './built';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { languageProblems } = require('../../scripts/languageLevel.cjs') as { languageProblems(code: string): string[] };
import {
  CUSTOM_FUNCTIONS,
  PARAMETERS,
  PUBLIC_SURFACE,
  SMALL_TABLE,
  SURFACE_PARAMETERS,
  SYSTEM_FUNCTIONS,
  SystemFunction,
} from './surface';
import { placeValue } from '../../src/sheets/numberFormats';
import { NAMED_FUNCTIONS } from '../../src/sheets/namedFunctions';

let code: string;
let program: acorn.Program;
let runtime: AppsScriptRuntime;

beforeAll(() => {
  ensureBuilt();
  code = readDist('Code.js');
  program = acorn.parse(code, { ecmaVersion: 2019, sourceType: 'script' });
  runtime = new AppsScriptRuntime({ code });
});

/** What a per-system column must hold: label on the header row, values on player rows, "" elsewhere. */
function engineColumn(
  grid: unknown[][],
  spec: TiebreakSpec,
  headerRow: number,
  afterRound?: number,
): (string | number)[][] {
  const t = readCrosstable(grid);
  const values = tiebreakColumn(t, spec, afterRound);
  const out: (string | number)[][] = grid.map(() => ['']);
  out[headerRow] = [specLabel(spec)];
  t.players.forEach(
    (p, i) => (out[Number(/\d+$/.exec(p.cell!)![0]) - 1] = [numericValue(spec, values[i].value) ?? '']),
  );
  return out;
}

describe('dist/Code.js', () => {
  test('parses as an ES2019 classic script (what the Apps Script server accepts at push)', () => {
    expect(() => acorn.parse(code, { ecmaVersion: 2019, sourceType: 'script' })).not.toThrow();
  });

  test('calls no built-in and uses no regular-expression feature above ES2019 (the build refuses them)', () => {
    expect(languageProblems(code)).toEqual([]);
  });

  test('its top-level functions are exactly the public surface, and nothing else is global but the namespace', () => {
    const functions = program.body
      .filter((s): s is acorn.FunctionDeclaration => s.type === 'FunctionDeclaration')
      .map((s) => s.id.name);
    expect([...functions].sort()).toEqual(PUBLIC_SURFACE);
    const others = program.body.filter((s) => s.type !== 'FunctionDeclaration');
    const described = others.map((s) =>
      s.type === 'VariableDeclaration'
        ? `var ${(s.declarations[0].id as acorn.Identifier).name}`
        : s.type === 'ExpressionStatement' && s.directive
          ? `"${s.directive}"`
          : s.type,
    );
    expect(described).toEqual(['"use strict"', 'var __AddOn']);
  });

  test('every stub delegates to the namespace with its own parameters', () => {
    for (const name of PUBLIC_SURFACE) {
      const params = SURFACE_PARAMETERS[name].join(', ');
      expect(code).toContain(`function ${name}(${params}) {\n  return __AddOn.${name}(${params});\n}`);
    }
  });

  test('every custom function keeps its JSDoc: @customfunction, and @param for each parameter in order', () => {
    for (const name of CUSTOM_FUNCTIONS) {
      const m = new RegExp(`(/\\*\\*(?:(?!\\*/)[\\s\\S])*\\*/)\\nfunction ${name}\\(([^)]*)\\)`).exec(code);
      expect(m).not.toBeNull();
      const [, jsdoc, params] = m!;
      expect(jsdoc).toMatch(/\n \* @customfunction\n \*\/$/);
      expect(params.split(', ')).toEqual(PARAMETERS[name]);
      expect([...jsdoc.matchAll(/@param \{[^}]*\} (\w+)/g)].map((p) => p[1])).toEqual(PARAMETERS[name]);
      expect(jsdoc).toMatch(/@return \{/);
    }
  });

  test('the parameter names are those of the TypeScript declarations', () => {
    const declarations = (file: string) => {
      const source = ts.createSourceFile(
        file,
        fs.readFileSync(path.join(ROOT, file), 'utf8'),
        ts.ScriptTarget.ES2019,
        true,
      );
      return Object.fromEntries(
        source.statements
          .filter(ts.isFunctionDeclaration)
          .map((d) => [d.name!.text, d.parameters.map((p) => p.name.getText(source))]),
      );
    };
    // A named function (=MODMEDIAN) is one line of the table: it takes namedFunction's parameters but its name.
    const named = declarations('src/sheets/namedFunctions.ts').namedFunction.slice(1);
    const declared = {
      ...declarations('src/sheets/customFunctions.ts'),
      ...Object.fromEntries(NAMED_FUNCTIONS.map(([name]) => [name, named])),
    };
    expect(declared).toEqual(PARAMETERS);
  });

  test('loads in a bare global scope: no service, no Node API touched at load time', () => {
    const global: Record<string, unknown> = {};
    const context = vm.createContext(global);
    vm.runInContext(code, context);
    expect(Object.keys(global).sort()).toEqual(['__AddOn', ...PUBLIC_SURFACE].sort());
    expect(vm.runInContext('typeof require + typeof process + typeof setTimeout + typeof module', context)).toBe(
      'undefinedundefinedundefinedundefined',
    );
  });
});

describe('custom functions called in the vm return what the engine computes', () => {
  test.each(Object.keys(SYSTEM_FUNCTIONS) as SystemFunction[])('%s on a table with blank rows', (name) => {
    const spec = withOptions(SYSTEM_FUNCTIONS[name]);
    expect(runtime.run(name, SMALL_TABLE)).toEqual(engineColumn(SMALL_TABLE, spec, 1));
    expect(runtime.run(name, SMALL_TABLE, '', 2)).toEqual(engineColumn(SMALL_TABLE, spec, 1, 2));
    const t = readCrosstable(SMALL_TABLE);
    expect(runtime.run(name, SMALL_TABLE, 3)).toBe(numericValue(spec, tiebreakColumn(t, spec)[2].value));
  });

  test.each(Object.keys(SYSTEM_FUNCTIONS) as SystemFunction[])('%s on the example table', (name) => {
    const grid = valuesFromDelimited(fs.readFileSync(path.join(ROOT, 'examples/spring-swiss.csv'), 'utf8'));
    expect(runtime.run(name, grid)).toEqual(engineColumn(grid, withOptions(SYSTEM_FUNCTIONS[name]), 0));
  });

  test('options: SONNEBORNBERGER(range,,,"adjusted") = TIEBREAK(range,"SB","scores=adjusted") = TIEBREAK(range,"SB:scores=adjusted")', () => {
    const expected = engineColumn(SMALL_TABLE, withOptions('SB', { scores: 'adjusted' }), 1);
    expect(expected[1]).toEqual(['SB(scores=adjusted)']);
    expect(runtime.run('SONNEBORNBERGER', SMALL_TABLE, '', '', 'adjusted')).toEqual(expected);
    expect(runtime.run('SONNEBORNBERGER', SMALL_TABLE, '', '', 'scores=adjusted')).toEqual(expected);
    expect(runtime.run('TIEBREAK', SMALL_TABLE, 'SB', 'scores=adjusted')).toEqual(expected);
    expect(runtime.run('TIEBREAK', SMALL_TABLE, 'sb:scores=adjusted')).toEqual(expected);
    expect(runtime.run('KASHDAN', SMALL_TABLE, '', '', 'unplayed=2')).toEqual(
      engineColumn(SMALL_TABLE, withOptions('KASH', { unplayed: '2' }), 1),
    );
  });

  test('TIEBREAK reaches every system by code, the group one (H2H) included', () => {
    for (const code of ['H2H', 'PLAY', 'MM', 'BH']) {
      expect(runtime.run('TIEBREAK', SMALL_TABLE, code)).toEqual(engineColumn(SMALL_TABLE, parseTiebreakSpec(code), 1));
    }
  });

  test('STANDINGS is rank() as a table with a header row', () => {
    for (const [arg, order] of [
      ['', findPreset('uscf').order],
      ['mca', findPreset('mca').order],
      ['SOLK, SB(scores=adjusted)', ['SOLK', 'SB:scores=adjusted'].map(parseTiebreakSpec)],
    ] as const) {
      const s = rank(readCrosstable(SMALL_TABLE), { order });
      const expected = [
        // Short headers a director reads, as on the Standings sheet, and Decided by in the same words.
        ['Rank', 'Place', 'No.', 'Name', 'Score', ...sheetHeaders(s.order), 'Decided by'],
        ...s.rows.map((row) => {
          const p = s.tournament.players[row.player];
          // Rank and Place are numbers unless shared ("3-5" stays text).
          return [
            placeValue(row.rank),
            placeValue(row.place),
            p.number,
            p.name,
            row.score / 4,
            ...row.values.map((v, i) => (v ? numericValue(s.order[i], v.value) : '')),
            decidedByText(s, row, sheetHeaders(s.order)),
          ];
        }),
      ];
      expect(runtime.run('STANDINGS', SMALL_TABLE, arg)).toEqual(expected);
    }
  });

  test('STANDINGS after a round and with drawing of lots', () => {
    const order = findPreset('uscf').order;
    const after = rank(readCrosstable(SMALL_TABLE), { order, afterRound: 2, lotSeed: 7 });
    const table = runtime.run('STANDINGS', SMALL_TABLE, 'uscf', 2, 7) as unknown[][];
    expect(table[0]).toContain('Lots');
    expect(table.slice(1).map((r) => r[2])).toEqual(after.rows.map((r) => after.tournament.players[r.player].number));
  });

  test('TBEXPLAIN: the standings line by default, one system when given one code', () => {
    const t = readCrosstable(SMALL_TABLE);
    expect(runtime.run('TBEXPLAIN', SMALL_TABLE, 1)).toBe(
      explainPlayer(rank(t, { order: findPreset('uscf').order }), 1).trimEnd(),
    );
    const spec = parseTiebreakSpec('SOLK');
    const v = tiebreakColumn(t, spec)[0];
    expect(runtime.run('TBEXPLAIN', SMALL_TABLE, 1, 'SOLK')).toBe(
      `#1 Ann Ames: SOLK (Solkoff, ${TIEBREAKS.SOLK.rule}): ${formatValue(spec, v.value)} = ${v.explain()}`,
    );
  });

  test('values are plain numbers, never text', () => {
    const column = runtime.run('SOLKOFF', SMALL_TABLE) as unknown[][];
    expect(column.filter(([v]) => typeof v === 'number')).toHaveLength(4);
    expect(column.flat().filter((v) => typeof v === 'string')).toEqual(['', 'SOLK', '']);
  });
});
