/**
 * The formulas the emulator evaluates: one call of a custom function whose arguments are
 * references (A1:K40, 'Sheet 1'!A1:K40, A:K) or constants ("adjusted", 3, TRUE), any of them
 * left empty (=SONNEBORNBERGER(A1:K40,,,"adjusted")). Anything else is refused: this is not a
 * spreadsheet engine, just the way a sheet calls the add-on.
 */
export type FormulaArg =
  { kind: 'ref'; sheet?: string; a1: string } | { kind: 'value'; value: string | number | boolean } | { kind: 'empty' };

export interface FormulaCall {
  name: string;
  args: FormulaArg[];
}

const REF = /^(?:'((?:[^']|'')+)'!|([A-Za-z_][A-Za-z0-9_ ]*)!)?(\$?[A-Za-z]{1,3}\$?\d*(?::\$?[A-Za-z]{1,3}\$?\d*)?)/;

export function parseFormula(formula: string): FormulaCall {
  const fail = (why: string): never => {
    throw new Error(
      `The emulator evaluates one custom-function call with references and constants as arguments; ${why} in ${formula}`,
    );
  };
  const head = /^=\s*([A-Za-z_][A-Za-z0-9_]*)\s*\(/.exec(formula);
  if (!head) return fail('expected =NAME(');
  let i = head[0].length;
  const args: FormulaArg[] = [];
  const skip = () => {
    while (formula[i] === ' ') i++;
  };
  for (;;) {
    skip();
    const rest = formula.slice(i);
    if (rest[0] === ',' || rest[0] === ')') {
      if (!(rest[0] === ')' && args.length === 0)) args.push({ kind: 'empty' });
    } else if (rest[0] === '"') {
      const m = /^"((?:[^"]|"")*)"/.exec(rest) ?? fail('an unterminated string');
      args.push({ kind: 'value', value: m[1]!.replace(/""/g, '"') }); // group 1 is not optional
      i += m[0].length;
    } else if (/^-?(\d+\.?\d*|\.\d+)(?![A-Za-z0-9:])/.test(rest)) {
      const m = /^-?(\d+\.?\d*|\.\d+)/.exec(rest)!;
      args.push({ kind: 'value', value: Number(m[0]) });
      i += m[0].length;
    } else if (/^(TRUE|FALSE)(?![A-Za-z0-9(!:])/i.test(rest)) {
      const word = /^(TRUE|FALSE)/i.exec(rest)![0];
      args.push({ kind: 'value', value: word.toUpperCase() === 'TRUE' });
      i += word.length;
    } else {
      const m = REF.exec(rest);
      if (!m || /^[A-Za-z0-9(]/.test(rest.slice(m[0].length))) return fail(`cannot read "${rest.split(/[,)]/)[0]}"`);
      const sheet = m[1] !== undefined ? m[1].replace(/''/g, "'") : m[2];
      args.push({ kind: 'ref', sheet, a1: m[3]! }); // group 3 is not optional
      i += m[0].length;
    }
    skip();
    if (formula[i] === ',') {
      i++;
      continue;
    }
    if (formula[i] === ')') {
      i++;
      break;
    }
    return fail('expected "," or ")"');
  }
  skip();
  if (i !== formula.length) fail('unexpected text after the call');
  return { name: head[1]!, args }; // group 1 is not optional
}
