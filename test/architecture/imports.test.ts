/**
 * The arrows between src/'s files, computed from the imports themselves (imports.ts): no import
 * circle, and no import against the layers of docs/design.md (Layout), lowest first
 * model ← tiebreaks ← standings ← read ← write ← teams ← prizes ← request ← cli, sheets ← main.
 * The browser client (src/ui) may only `import type` the server↔sidebar shapes, and nothing in
 * src/ imports the emulator. The last block plants bad imports in small made-up trees to show
 * the checks fail on them.
 */
import * as path from 'path';
import { checkLayers, findCycles, importsOf, readSources } from './imports';

const SRC = path.join(__dirname, '..', '..', 'src');

describe('src/ imports', () => {
  const imports = importsOf(readSources(SRC));

  test('the checker sees the imports (a sanity floor)', () => {
    expect(imports.filter((i) => i.to !== null).length).toBeGreaterThan(300);
    expect(imports).toContainEqual(expect.objectContaining({ from: 'main.ts', to: 'sheets/menu.ts' }));
  });

  test('no import circle between files', () => {
    expect(findCycles(imports)).toEqual([]);
  });

  test('no import against the flow of the layers, none of the emulator, only shapes types in the browser client', () => {
    expect(checkLayers(imports)).toEqual([]);
  });
});

describe('the checks fail on a bad import', () => {
  const tree = (files: Record<string, string>) => importsOf(new Map(Object.entries(files)));

  test('a circle, named file by file', () => {
    const imports = tree({
      'prizes/a.ts': "import { b } from './b';",
      'prizes/b.ts': "import type { C } from './c';",
      'prizes/c.ts': "export { a } from './a';",
      'prizes/d.ts': "import { a } from './a';",
    });
    expect(findCycles(imports)).toEqual(['prizes/a.ts → prizes/b.ts → prizes/c.ts → prizes/a.ts']);
  });

  test('an import of a higher layer, or of a sibling front end', () => {
    const imports = tree({
      'standings/rank.ts': "import { teamOrder } from '../teams/order';",
      'teams/order.ts': "import { rank } from '../standings/rank';",
      'cli/main.ts': "import { x } from '../sheets/menu';",
      'sheets/menu.ts': "import type { Standings } from '../standings';",
      'standings/index.ts': '',
    });
    expect(checkLayers(imports)).toEqual([
      'standings/rank.ts → teams/order.ts (teams is above standings in the layers)',
      'cli/main.ts → sheets/menu.ts (sheets is beside cli in the layers)',
    ]);
  });

  test('the emulator, inside src/ or out of it', () => {
    const imports = tree({
      'sheets/a.ts': "import { Runtime } from '../emulator';",
      'sheets/b.ts': "import { Runtime } from '../../emulator/runtime';",
      'emulator/index.ts': '',
    });
    expect(checkLayers(imports)).toEqual([
      'sheets/a.ts → emulator/index.ts (the emulator is a test runtime; the product must not import it)',
      'sheets/b.ts → ../emulator/runtime (the emulator is a test runtime; the product must not import it)',
    ]);
  });

  test('the browser client: its own files, and types from the shapes module only', () => {
    const imports = tree({
      'ui/dom.ts': '',
      'ui/sidebar.ts': [
        "import { el } from './dom';",
        "import type { RankOutcome } from '../sheets/shapes';",
        "import { formatPoints } from '../model/points';",
        "import { type RankFailure } from '../sheets/shapes';",
        "import { CODES } from '../sheets/shapes';",
      ].join('\n'),
      'sheets/shapes.ts': '',
      'model/points.ts': '',
    });
    expect(checkLayers(imports)).toEqual([
      'ui/sidebar.ts → model/points.ts (the browser client may only `import type` from sheets/shapes.ts)',
      'ui/sidebar.ts → sheets/shapes.ts (the browser client may only `import type` from sheets/shapes.ts)',
    ]);
  });

  test('a folder with no layer is named, not let through', () => {
    const imports = tree({ 'misc/a.ts': "import { b } from '../model/b';", 'model/b.ts': '' });
    expect(checkLayers(imports)).toEqual([
      'misc/a.ts: folder "misc" has no layer (add it to LAYERS and docs/design.md)',
    ]);
  });
});
