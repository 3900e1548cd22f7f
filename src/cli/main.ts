/**
 * The command-line tool on the same engine as the add-on. Its output is a contract:
 *   tiebreaks standings <file> [--preset NAME | --tiebreaks CODE[:opt=val],...] [--after-round N]
 *                              [--format table|csv|json] [--explain NUMBER] [--lots SEED]
 *   tiebreaks systems | presets
 * Bad input: exit status 2, the problems (with cell references) on stderr, nothing on stdout.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CrosstableError, formatProblem } from '../model/problems';
import { readCrosstableText } from '../read';
import { toCsv, toJson, toTable } from '../standings/format';
import { findPreset, PRESETS } from '../standings/presets';
import { rank } from '../standings/rank';
import { TIEBREAKS, TIEBREAK_CODES, parseTiebreakSpec, specLabel, TiebreakSpec } from '../tiebreaks/registry';
import { explainPlayer } from '../standings/explain';

export const USAGE = `Usage:
  tiebreaks standings <file.csv|file.tsv|file.txt> [--preset NAME | --tiebreaks CODE[:opt=val],...]
                      [--after-round N] [--format table|csv|json] [--explain NUMBER] [--lots SEED]
  tiebreaks systems     list the tiebreak systems and their options
  tiebreaks presets     list the presets and their order
`;

class UsageError extends Error {}

export interface Io {
  out(text: string): void;
  err(text: string): void;
  readFile(path: string): string;
}

const nodeIo: Io = {
  out: (t) => process.stdout.write(t),
  err: (t) => process.stderr.write(t),
  readFile: (p) => readFileSync(p, 'utf8'),
};

function splitSpecs(text: string): string[] {
  // Commas separate codes, except inside "(...)" option lists.
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of text) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ',' && depth === 0) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  if (cur.trim()) out.push(cur);
  return out.map((s) => s.trim()).filter(Boolean);
}

function wholeNumber(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text)) throw new UsageError(`${name} expects a whole number; got "${text}".`);
  return Number(text);
}

function standings(args: string[], io: Io): number {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      preset: { type: 'string' },
      tiebreaks: { type: 'string' },
      'after-round': { type: 'string' },
      format: { type: 'string', default: 'table' },
      explain: { type: 'string' },
      lots: { type: 'string' },
    },
  });
  if (positionals.length !== 1) throw new UsageError('standings takes exactly one crosstable file.');
  if (values.preset && values.tiebreaks) throw new UsageError('Give --preset or --tiebreaks, not both.');
  const format = values.format!;
  if (!['table', 'csv', 'json'].includes(format)) throw new UsageError(`--format must be table, csv or json; got "${format}".`);
  let order: readonly TiebreakSpec[];
  try {
    order = values.tiebreaks ? splitSpecs(values.tiebreaks).map(parseTiebreakSpec) : findPreset(values.preset ?? 'uscf').order;
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const afterRound = wholeNumber('--after-round', values['after-round']);
  const lotSeed = wholeNumber('--lots', values.lots);
  const explain = wholeNumber('--explain', values.explain);

  const file = positionals[0];
  let text: string;
  try {
    text = io.readFile(file);
  } catch (e) {
    throw new UsageError(`Cannot read ${file}: ${(e as Error).message}`);
  }
  const tournament = readCrosstableText(text, file);
  const result = rank(tournament, { order, afterRound, lotSeed });
  if (explain !== undefined) {
    io.out(explainPlayer(result, explain));
    return 0;
  }
  io.out(format === 'json' ? JSON.stringify(toJson(result), null, 2) + '\n' : format === 'csv' ? toCsv(result) : toTable(result));
  return 0;
}

function systems(io: Io): number {
  for (const code of TIEBREAK_CODES) {
    const tb = TIEBREAKS[code];
    io.out(`${code.padEnd(7)} ${tb.name} (${tb.rule}): ${tb.summary}\n`);
    for (const o of tb.options) {
      const values = o.values === 'integer' ? 'N' : o.values.join('|');
      io.out(`        ${code}:${o.name}=${values} (default ${o.default}): ${o.help}\n`);
    }
  }
  return 0;
}

function presets(io: Io): number {
  for (const p of PRESETS) {
    const order = p.order.map(specLabel).join(', ') + (p.lotsOnRequest ? ', then LOTS on request (--lots SEED)' : '');
    io.out(`${p.id.padEnd(17)} ${p.name}: ${order}\n${' '.repeat(18)}source: ${p.source}${p.note ? `. ${p.note}` : ''}\n`);
  }
  return 0;
}

/** Runs one command; returns the exit status (0 ok, 2 bad input or usage). */
export function run(argv: string[], io: Io = nodeIo): number {
  const [command, ...rest] = argv;
  try {
    if (command === 'standings') return standings(rest, io);
    if (command === 'systems') return systems(io);
    if (command === 'presets') return presets(io);
    if (command === undefined || command === 'help' || command === '--help') {
      io.out(USAGE);
      return command === undefined ? 2 : 0;
    }
    throw new UsageError(`Unknown command "${command}".`);
  } catch (e) {
    if (e instanceof CrosstableError) {
      io.err(e.problems.map(formatProblem).join('\n') + '\n');
      return 2;
    }
    if (e instanceof UsageError || (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.err(`${(e as Error).message}\n\n${USAGE}`);
      return 2;
    }
    throw e;
  }
}
