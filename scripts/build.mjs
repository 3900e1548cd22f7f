// Builds dist/ as the clasp root: Code.js (the add-on), appsscript.json, the HTML pages, and the
// CLI (dist/cli.cjs, via build-cli.mjs). Apps Script has no modules, so src/main.ts is bundled
// into one IIFE namespace and every name it exports gets a real top-level `function` stub: Sheets
// only sees custom functions declared that way, and reads their JSDoc and parameter names from it.
// The functions named for one system (=MODMEDIAN…) are not written in src/: each line of the table
// in src/sheets/namedFunctions.ts gets a function in the bundle's entry and a stub here, its JSDoc
// written from the registry by that module's namedFunctionDoc.
//
// The same build writes install/, the copy-paste install (docs/install.md): the same files
// minified, for a director to paste into Extensions > Apps Script. The stubs stay as in dist/,
// readable and with their JSDoc, because Sheets reads custom-function help from them.
//
//   node scripts/build.mjs                  dist/, install/ and the CLI (npm run build)
//   node scripts/build.mjs --dist           dist/ and the CLI only (the tests' ensureBuilt)
//   node scripts/build.mjs --install-to DIR the install files only, into DIR (the install test)
import * as esbuild from 'esbuild';
import ts from 'typescript';
import fs from 'node:fs';
import path from 'node:path';
import languageLevel from './languageLevel.cjs';

const ENTRY = 'src/main.ts';
// The table of named custom functions (=MODMEDIAN…): one stub per line, made here.
const NAMED = 'src/sheets/namedFunctions.ts';
const NAMESPACE = '__AddOn';
const OUT = 'dist';
const INSTALL = 'install';
// Minified output is cut into lines of about this many characters: the Apps Script editor and
// GitHub's file view stay responsive, and an error's line number still points somewhere.
const LINE_LIMIT = 500;
// Sidebar and dialogs: src/ui/NAME.html with a <!-- CLIENT_JS --> marker and src/ui/NAME.ts.
const PAGES = ['sidebar'];

/** The bundle, lowered to what the Apps Script server accepts at push (ES2019, no modules). */
async function bundle(minify, named) {
  const result = await esbuild.build({
    ...(minify ? { minify: true, lineLimit: LINE_LIMIT } : {}),
    stdin: { contents: entrySource(named), resolveDir: process.cwd(), sourcefile: 'entry.ts', loader: 'ts' },
    bundle: true,
    format: 'iife',
    globalName: NAMESPACE,
    target: 'es2019',
    platform: 'neutral',
    charset: 'utf8',
    legalComments: 'none',
    // The example crosstable is bundled as text (Insert example crosstable): nothing is read at run time.
    loader: { '.csv': 'text' },
    write: false,
    logLevel: 'warning',
  });
  return result.outputFiles[0].text;
}

/**
 * The bundle's entry: everything ENTRY exports, and one function per named custom function
 * calling namedFunction with its own name, so the namespace has a property for every stub.
 */
function entrySource(named) {
  // "use strict" as the sources are (tsconfig strict): esbuild takes the output's from the entry.
  const lines = [`'use strict';`, `export * from './${ENTRY}';`, `import { namedFunction } from './${NAMED}';`];
  for (const { name, params } of named) {
    const list = params.join(', ');
    lines.push(`export function ${name}(${list}) { return namedFunction('${name}', ${list}); }`);
  }
  return lines.join('\n');
}

/**
 * The named custom functions (src/sheets/namedFunctions.ts): each name with its JSDoc, which
 * namedFunctionDoc writes from the registry, and the parameters of namedFunction's declaration
 * (less the name). The module is bundled and run here: the JSDoc is made by the same code the
 * tests check.
 */
async function namedFunctions(program) {
  const built = await esbuild.build({
    entryPoints: [NAMED],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'warning',
    loader: { '.csv': 'text' },
  });
  const { NAMED_FUNCTIONS, namedFunctionDoc } = await import(
    `data:text/javascript;base64,${Buffer.from(built.outputFiles[0].text).toString('base64')}`
  );
  const source = program.getSourceFile(NAMED);
  const decl = source?.statements.find((s) => ts.isFunctionDeclaration(s) && s.name?.text === 'namedFunction');
  if (!decl) throw new Error(`${NAMED}: no function namedFunction`);
  const params = parameterNames(decl, 'namedFunction').slice(1);
  return NAMED_FUNCTIONS.map(([name, code]) => ({ name, params, jsdoc: namedFunctionDoc(name, code) }));
}

/** The parameter names of a declaration, as Sheets shows them in the formula helper. */
function parameterNames(decl, name) {
  return decl.parameters.map((p) => {
    if (!ts.isIdentifier(p.name) || p.dotDotDotToken) throw new Error(`${name}: parameters must be plain names`);
    return p.name.text;
  });
}

/** Every export of ENTRY with the JSDoc and parameter names of its declaration. */
function entryFunctions(program) {
  const checker = program.getTypeChecker();
  const entry = program.getSourceFile(ENTRY);
  if (!entry) throw new Error(`${ENTRY} not found`);
  const out = [];
  for (const exported of checker.getExportsOfModule(checker.getSymbolAtLocation(entry))) {
    const name = exported.name;
    const sym = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const decl = sym.declarations?.find(ts.isFunctionDeclaration);
    if (!decl) throw new Error(`${ENTRY}: export ${name} is not a function declaration`);
    const text = decl.getSourceFile().getFullText();
    const jsdoc = (ts.getLeadingCommentRanges(text, decl.getFullStart()) ?? [])
      .map((r) => text.slice(r.pos, r.end))
      .filter((c) => c.startsWith('/**'))
      .pop();
    out.push({ name, params: parameterNames(decl, name), jsdoc });
  }
  return out;
}

/** A delegating stub: a real top-level function, which is what Sheets looks for. */
function stub({ name, params, jsdoc }) {
  const list = params.join(', ');
  return `${jsdoc ? jsdoc + '\n' : ''}function ${name}(${list}) {\n  return ${NAMESPACE}.${name}(${list});\n}\n`;
}

/** Refuses a name Apps Script would hide or two functions of one name. */
function checkNames(functions) {
  const seen = new Set();
  for (const { name } of functions) {
    // A trailing _ makes a function private in Apps Script: it would be exported yet unreachable.
    if (name.endsWith('_')) throw new Error(`${name} ends with "_", which Apps Script hides`);
    if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(name)) throw new Error(`${JSON.stringify(name)} is not a function name`);
    if (seen.has(name)) throw new Error(`${name} is declared twice (${ENTRY} and ${NAMED})`);
    seen.add(name);
  }
}

/** A page with its client script inlined: Apps Script serves no loose JS files. */
async function page(name, minify) {
  const client = await esbuild.build({
    ...(minify ? { minify: true, lineLimit: LINE_LIMIT } : {}),
    entryPoints: [`src/ui/${name}.ts`],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2019',
    legalComments: 'none',
    write: false,
    logLevel: 'warning',
  });
  const js = client.outputFiles[0].text;
  const source = fs.readFileSync(`src/ui/${name}.html`, 'utf8');
  if (!source.includes('<!-- CLIENT_JS -->'))
    throw new Error(`src/ui/${name}.html lacks the <!-- CLIENT_JS --> marker`);
  // Served with createHtmlOutputFromFile, but keep it safe for templates too.
  if (js.includes('<?')) throw new Error(`src/ui/${name}.ts bundles "<?", which HtmlService templates would parse`);
  if (/<\/script/i.test(js))
    throw new Error(`src/ui/${name}.ts bundles "</script", which would end the inlined script early`);
  const shell = minify ? await compactShell(name, source) : source;
  return shell.replace('<!-- CLIENT_JS -->', () => `<script>\n${js}</script>`);
}

/**
 * The page's HTML with its <style> minified and, where that cannot change what is shown, its
 * indentation and line breaks folded: each run of white space holding a line break becomes one
 * line break, which HTML renders as it rendered the run.
 */
async function compactShell(name, html) {
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)];
  const css = await Promise.all(
    styles.map((m) => esbuild.transform(m[1], { loader: 'css', minify: true, target: 'chrome100' })),
  );
  let i = 0;
  const styled = html.replace(/<style>[\s\S]*?<\/style>/g, () => `<style>${css[i++].code.trim()}</style>`);
  return whiteSpaceCollapses(html) ? styled.replace(/[ \t\r]*\n\s*/g, '\n') : styled;
}

/**
 * Whether the browser collapses every run of white space in this HTML: no <pre> or <textarea>,
 * no inline white-space style, and a `white-space: pre…` rule only for #ids the HTML leaves
 * empty (the script fills them). Anything else keeps the page's layout as written.
 */
function whiteSpaceCollapses(html) {
  if (/<(pre|textarea)\b|style="[^"]*white-space/i.test(html)) return false;
  const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
  for (const [, selectors, body] of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    if (!/white-space\s*:\s*(pre|break-spaces)/i.test(body)) continue;
    for (const selector of selectors.split(',').map((s) => s.trim())) {
      const id = /^#([\w-]+)$/.exec(selector)?.[1];
      if (!id || !new RegExp(`<(\\w+)[^>]*\\bid="${id}"[^>]*></\\1>`).test(html)) return false;
    }
  }
  return true;
}

/** Write-then-rename, so a test reading dist/ while another rebuilds never sees half a file. */
function write(dir, name, text) {
  const tmp = path.join(dir, `.${name}.${process.pid}.tmp`);
  fs.writeFileSync(tmp, text);
  fs.renameSync(tmp, path.join(dir, name));
}

const STUBS_HEADER = '// ---- Apps Script entry points (generated by scripts/build.mjs) ----';

/** A project folder: the script, the manifest and the pages (a page dropped from PAGES is removed, never pushed or pasted). */
function writeProject(dir, scriptName, script, pages) {
  fs.mkdirSync(dir, { recursive: true });
  write(dir, scriptName, script);
  write(dir, 'appsscript.json', fs.readFileSync('appsscript.json', 'utf8'));
  for (const f of fs.readdirSync(dir))
    if (f.endsWith('.html') && !PAGES.includes(f.slice(0, -5))) fs.rmSync(path.join(dir, f));
  PAGES.forEach((name, i) => write(dir, `${name}.html`, pages[i]));
}

/** The clasp root, unminified: Code.js, the manifest and the pages. */
async function buildDist(stubText, named) {
  const [code, pages] = await Promise.all([bundle(false, named), Promise.all(PAGES.map((p) => page(p, false)))]);
  const script = `${code}\n${STUBS_HEADER}\n\n${stubText}`;
  languageLevel.checkLanguageLevel(`${OUT}/Code.js`, script);
  writeProject(OUT, 'Code.js', script, pages);
}

/**
 * The copy-paste install: Code.gs, one HTML file per page and the manifest, minified but for the
 * stubs. Named as the director names them in the editor (a script "Code", an HTML file "sidebar").
 */
async function buildInstall(dir, stubText, named) {
  const [code, pages] = await Promise.all([bundle(true, named), Promise.all(PAGES.map((p) => page(p, true)))]);
  const { version } = JSON.parse(fs.readFileSync('package.json', 'utf8'));
  const header =
    `// Tiebreaks for Google Sheets ${version}: the add-on script. Paste this whole file over Code.gs in\n` +
    '// Extensions > Apps Script (docs/install.md). Generated by scripts/build.mjs from src/: do not edit.\n';
  const script = `${header}${code}\n${STUBS_HEADER}\n\n${stubText}`;
  languageLevel.checkLanguageLevel(`${dir}/Code.gs`, script);
  writeProject(dir, 'Code.gs', script, pages);
}

const args = process.argv.slice(2);
const program = ts.createProgram([ENTRY, NAMED], {
  noEmit: true,
  types: [],
  lib: ['lib.es2019.d.ts'],
  skipLibCheck: true,
});
const named = await namedFunctions(program);
const functions = [...entryFunctions(program), ...named];
checkNames(functions);
const stubText = functions.map(stub).join('\n');
if (args[0] === '--install-to') {
  if (!args[1]) throw new Error('--install-to needs a directory');
  await buildInstall(args[1], stubText, named);
} else {
  await Promise.all([
    buildDist(stubText, named),
    args.includes('--dist') ? null : buildInstall(INSTALL, stubText, named),
  ]);
  await import('./build-cli.mjs');
}
