/**
 * The import graph of src/, read from the sources themselves with the TypeScript parser, and the
 * two rules it must keep (docs/design.md, Layout): no circle between files, and no arrow against
 * the flow of the layers. Kept apart from the test so the test can also run it on small planted
 * graphs and show that it fails on a bad import.
 */
import * as fs from 'fs';
import * as path from 'path';
import * as ts from 'typescript';

/**
 * The layers, lowest first. A file may import its own folder or a lower layer, never a higher
 * one and never a sibling in the same layer (cli and sheets are two front ends side by side).
 * "main" is src/main.ts, the Apps Script entry; "ui" (the browser client) and the emulator are
 * not layers: see checkLayers.
 */
export const LAYERS: readonly (readonly string[])[] = [
  ['model'],
  ['tiebreaks'],
  ['standings'],
  ['read'],
  ['write'],
  ['teams'],
  ['prizes'],
  ['lastRound'],
  ['request'],
  ['cli', 'sheets'],
  ['main'],
];

/** The one module the browser client may import, and only `import type`: the server↔sidebar shapes. */
export const UI_MAY_IMPORT = 'sheets/shapes.ts';

export interface Import {
  /** Path under src/ of the importing file, e.g. "standings/rank.ts". */
  from: string;
  /** The specifier as written, e.g. "../standings/rank". */
  spec: string;
  /** Path under src/ of the imported file, or null when it resolves outside src/ or to a package. */
  to: string | null;
  /** Where it leads when it leaves src/ (e.g. "../examples/spring-swiss.csv"), relative to src/. */
  outside: string | null;
  typeOnly: boolean;
}

/** Every .ts file under dir, as paths relative to it with forward slashes. */
export function listSources(dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string): void => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (entry.name.endsWith('.ts')) out.push(child);
    }
  };
  walk('');
  return out.sort();
}

/** An import clause is type-only when it says so, or when every name it brings in says so. */
function importIsTypeOnly(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false; // `import './x'` runs the module
  if (clause.isTypeOnly) return true;
  if (clause.name || !clause.namedBindings || !ts.isNamedImports(clause.namedBindings)) return false;
  const names = clause.namedBindings.elements;
  return names.length > 0 && names.every((e) => e.isTypeOnly);
}

function exportIsTypeOnly(node: ts.ExportDeclaration): boolean {
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return (
    !!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly)
  );
}

/** Every module specifier a file names: import, export … from, import = require, require(), import(), import('…').T. */
export function specifiersOf(fileName: string, text: string): { spec: string; typeOnly: boolean }[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: { spec: string; typeOnly: boolean }[] = [];
  const literal = (e: ts.Node | undefined): string | null => (e && ts.isStringLiteralLike(e) ? e.text : null);
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const spec = literal(node.moduleSpecifier);
      if (spec !== null) found.push({ spec, typeOnly: importIsTypeOnly(node) });
    } else if (ts.isExportDeclaration(node)) {
      const spec = literal(node.moduleSpecifier);
      if (spec !== null) found.push({ spec, typeOnly: exportIsTypeOnly(node) });
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const spec = literal(node.moduleReference.expression);
      if (spec !== null) found.push({ spec, typeOnly: node.isTypeOnly });
    } else if (ts.isImportTypeNode(node)) {
      const arg = node.argument;
      const spec = ts.isLiteralTypeNode(arg) ? literal(arg.literal) : null;
      if (spec !== null) found.push({ spec, typeOnly: true });
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const dynamic =
        callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require');
      const spec = literal(node.arguments[0]);
      if (dynamic && spec !== null) found.push({ spec, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Resolves a relative specifier against the file set as Node would for .ts sources: x.ts, x.d.ts, x/index.ts. */
function resolve(
  from: string,
  spec: string,
  files: ReadonlySet<string>,
): { to: string | null; outside: string | null } {
  if (!spec.startsWith('.')) return { to: null, outside: null }; // a package
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  const tries = [base, `${base}.ts`, `${base}.d.ts`, `${base}/index.ts`];
  if (base.startsWith('../')) return { to: null, outside: base };
  const to = tries.find((t) => files.has(t));
  if (to === undefined) throw new Error(`${from}: cannot resolve import '${spec}' (tried ${tries.join(', ')})`);
  return { to, outside: null };
}

/** The imports of a set of sources given as path (relative to src/) → text. */
export function importsOf(sources: ReadonlyMap<string, string>): Import[] {
  const files = new Set(sources.keys());
  const out: Import[] = [];
  for (const [from, text] of sources) {
    for (const { spec, typeOnly } of specifiersOf(from, text)) {
      const { to, outside } = resolve(from, spec, files);
      out.push({ from, spec, to, outside, typeOnly });
    }
  }
  return out;
}

/** The source files under srcDir, read, keyed by their path relative to it. */
export function readSources(srcDir: string): Map<string, string> {
  return new Map(listSources(srcDir).map((f) => [f, fs.readFileSync(path.join(srcDir, f), 'utf8')]));
}

/** The layer a file belongs to: its top folder, or "main" for a file directly in src/. */
export function folderOf(file: string): string {
  const slash = file.indexOf('/');
  return slash < 0 ? 'main' : file.slice(0, slash);
}

function layerIndex(folder: string): number {
  return LAYERS.findIndex((layer) => layer.includes(folder));
}

/**
 * Every arrow against the flow, as "from → to (why)". Files that are declarations only
 * (types.d.ts) sit below everything. Nothing may import the emulator, which is a test runtime,
 * not part of the product; the browser client (ui) may import its own files, and from the server
 * only types, from UI_MAY_IMPORT.
 */
export function checkLayers(imports: readonly Import[]): string[] {
  const bad: string[] = [];
  for (const i of imports) {
    const target = i.to ?? i.outside;
    if (target !== null && /(^|\/)emulator(\/|\.ts$|$)/.test(target)) {
      bad.push(`${i.from} → ${target} (the emulator is a test runtime; the product must not import it)`);
      continue;
    }
    const fromFolder = folderOf(i.from);
    if (fromFolder === 'ui') {
      // Its own files (one per panel) it may import; from the server, only the shapes' types.
      if (i.to !== null && folderOf(i.to) === 'ui') continue;
      if (i.to !== UI_MAY_IMPORT || !i.typeOnly)
        bad.push(`${i.from} → ${target ?? i.spec} (the browser client may only \`import type\` from ${UI_MAY_IMPORT})`);
      continue;
    }
    if (i.to === null) continue; // a package, or a data file outside src/
    const toFolder = folderOf(i.to);
    if (toFolder === fromFolder || i.to.endsWith('.d.ts')) continue;
    if (toFolder === 'ui') {
      bad.push(`${i.from} → ${i.to} (ui is the browser client; nothing on the server imports it)`);
      continue;
    }
    const here = layerIndex(fromFolder);
    const there = layerIndex(toFolder);
    if (here < 0) bad.push(`${i.from}: folder "${fromFolder}" has no layer (add it to LAYERS and docs/design.md)`);
    else if (there < 0)
      bad.push(`${i.from} → ${i.to}: folder "${toFolder}" has no layer (add it to LAYERS and docs/design.md)`);
    else if (there >= here)
      bad.push(
        `${i.from} → ${i.to} (${toFolder} is ${there === here ? 'beside' : 'above'} ${fromFolder} in the layers)`,
      );
  }
  return bad;
}

/** Every import circle between files, each as "a → b → … → a", found by Tarjan's strongly connected components. */
export function findCycles(imports: readonly Import[]): string[] {
  const next = new Map<string, Set<string>>();
  for (const i of imports) {
    if (i.to === null) continue;
    if (!next.has(i.from)) next.set(i.from, new Set());
    next.get(i.from)!.add(i.to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || next.get(v)?.has(v)) components.push(component);
    }
  };
  for (const v of [...next.keys()].sort()) if (!index.has(v)) connect(v);
  return components.map((c) => cycleThrough(c, next));
}

/** One circle through a strongly connected component, written out so a reader can follow it. */
function cycleThrough(component: string[], next: ReadonlyMap<string, ReadonlySet<string>>): string {
  const inside = new Set(component);
  const start = [...component].sort()[0]!;
  // Breadth-first from start back to start, inside the component: the shortest circle through it.
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const v = queue.shift()!;
    for (const w of [...(next.get(v) ?? [])].sort()) {
      if (!inside.has(w)) continue;
      if (w === start) {
        const path = [v];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return (
          [...path, start].join(' → ') +
          (component.length > path.length
            ? ` (and ${component.length - path.length} more files in the same knot: ${component
                .filter((f) => !path.includes(f))
                .sort()
                .join(', ')})`
            : '')
        );
      }
      if (!cameFrom.has(w) && w !== start) {
        cameFrom.set(w, v);
        queue.push(w);
      }
    }
  }
  throw new Error(`no circle through ${start}`);
}
