// The language level the Apps Script bundle may use, checked on the built file (scripts/build.mjs
// refuses to write a bundle that fails; test/bundle runs it on dist/Code.js and on planted code).
//
// Apps Script's V8 runtime is documented for modern ECMAScript syntax without a version number;
// what is known to be accepted at push is ES2019 (the build's esbuild target, which lowers newer
// syntax such as ?. and class fields). esbuild lowers syntax only: a newer built-in method
// (String.prototype.matchAll, ES2020) or a newer regular-expression feature (a lookbehind, ES2018)
// passes through it unchanged, and would fail only on Google's servers. So this check parses the
// bundle as an ES2019 script and refuses, by line, every call of a built-in method, every global
// and every regular-expression feature above that level that the V8 page does not name.
'use strict';
const acorn = require('acorn');

/** Methods and static functions newer than ES2019, called as `x.name(`: name → where it comes from. */
const METHODS = {
  matchAll: 'String.prototype.matchAll (ES2020)',
  replaceAll: 'String.prototype.replaceAll (ES2021)',
  allSettled: 'Promise.allSettled (ES2020)',
  hasOwn: 'Object.hasOwn (ES2022)',
  at: 'Array/String.prototype.at (ES2022)',
  findLast: 'Array.prototype.findLast (ES2023)',
  findLastIndex: 'Array.prototype.findLastIndex (ES2023)',
  toSorted: 'Array.prototype.toSorted (ES2023)',
  toReversed: 'Array.prototype.toReversed (ES2023)',
  toSpliced: 'Array.prototype.toSpliced (ES2023)',
  groupBy: 'Object.groupBy (ES2024)',
};

/** Globals newer than ES2019. */
const GLOBALS = {
  BigInt: 'BigInt (ES2020)',
  structuredClone: 'structuredClone (not ECMAScript)',
  WeakRef: 'WeakRef (ES2021)',
  FinalizationRegistry: 'FinalizationRegistry (ES2021)',
  AggregateError: 'AggregateError (ES2021)',
};

/** Regular-expression features the V8 page does not name, found in a pattern's source. */
const REGEX_FEATURES = [
  [/\(\?<[=!]/, 'a lookbehind (?<= or (?<! (ES2018)'],
  [/\(\?<[A-Za-z_$]/, 'a named group (?<name> (ES2018)'],
  [/\\[pP]\{/, 'a Unicode property escape \\p{…} (ES2018)'],
];
const REGEX_FLAGS = { s: 'the s (dotAll) flag (ES2018)', d: 'the d (indices) flag (ES2022)', v: 'the v flag (ES2024)' };

/** Every node of an acorn tree, depth first. */
function* nodes(node) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) yield* nodes(child);
    return;
  }
  if (typeof node.type === 'string') yield node;
  // A property's name (x.at, { BigInt: 1 }) is no use of a method or a global: only its parts are walked.
  if (node.type === 'MemberExpression' && !node.computed) {
    yield* nodes(node.object);
    return;
  }
  if ((node.type === 'Property' || node.type === 'MethodDefinition') && !node.computed) {
    yield* nodes(node.value);
    return;
  }
  for (const key of Object.keys(node)) if (key !== 'regex' && key !== 'loc') yield* nodes(node[key]);
}

/** What a regular expression's pattern and flags use above the level. */
function regexProblems(pattern, flags) {
  const found = REGEX_FEATURES.filter(([re]) => re.test(pattern)).map(([, what]) => what);
  for (const f of flags) if (REGEX_FLAGS[f]) found.push(REGEX_FLAGS[f]);
  return found;
}

/** The pattern and flags of `new RegExp('…', 'g')` / `RegExp('…')` written with string literals. */
function constructedRegex(node) {
  if ((node.type !== 'NewExpression' && node.type !== 'CallExpression') || node.callee.type !== 'Identifier') return;
  if (node.callee.name !== 'RegExp') return;
  const [pattern, flags] = node.arguments;
  if (pattern?.type !== 'Literal' || typeof pattern.value !== 'string') return;
  return { pattern: pattern.value, flags: flags?.type === 'Literal' ? String(flags.value) : '' };
}

/** The problems one node has, as text. */
function nodeProblems(node) {
  if (node.type === 'Literal' && node.regex) return regexProblems(node.regex.pattern, node.regex.flags);
  const built = constructedRegex(node);
  if (built) return regexProblems(built.pattern, built.flags);
  if (node.type === 'CallExpression' && node.callee.type === 'MemberExpression' && !node.callee.computed) {
    const name = node.callee.property.name;
    if (Object.prototype.hasOwnProperty.call(METHODS, name)) return [METHODS[name]];
  }
  if (node.type === 'Identifier' && Object.prototype.hasOwnProperty.call(GLOBALS, node.name))
    return [GLOBALS[node.name]];
  return [];
}

/**
 * Every use of a feature above the level in `code` (a classic script), as "line N: what"; a
 * script that does not parse as ES2019 is one problem, acorn's message.
 */
function languageProblems(code) {
  let program;
  try {
    program = acorn.parse(code, { ecmaVersion: 2019, sourceType: 'script', locations: true });
  } catch (e) {
    return [`not ES2019: ${e.message}`];
  }
  const out = [];
  for (const node of nodes(program)) {
    for (const what of nodeProblems(node)) out.push(`line ${node.loc.start.line}: ${what}`);
  }
  return out;
}

/** Throws, naming every problem, when `code` (the file `name`) uses a feature above the level. */
function checkLanguageLevel(name, code) {
  const problems = languageProblems(code);
  if (problems.length)
    throw new Error(
      `${name} uses what Apps Script's V8 is not documented to have; rewrite it in ES2019:\n  ${problems.join('\n  ')}`,
    );
}

module.exports = { languageProblems, checkLanguageLevel };
