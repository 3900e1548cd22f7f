/**
 * What a director must never have to read on a sheet, in the sidebar or in the CLI's table: code
 * and option syntax, a preset's id in brackets, "None", machine timestamps. One list, so every
 * test that renders text a director reads checks the same things (issue 27).
 */

export interface ForbiddenWord {
  /** What the pattern catches, in a sentence for the failure message. */
  what: string;
  pattern: RegExp;
}

export const FORBIDDEN_WORDS: readonly ForbiddenWord[] = [
  { what: 'a command-line option ("--fide-rules")', pattern: /(^|\s)--[a-z]/ },
  { what: 'an option written as name=value ("scores=adjusted", "minus=lowest")', pattern: /\b[a-z][a-z0-9]*=\S/i },
  {
    what: 'a preset\'s id in brackets ("(uscf)")',
    pattern: /\((uscf|mca|fide|fide-rr|ljc|madison-\w+|big-rapids-\w+)\)/,
  },
  { what: 'a code word for nothing ("None", "null", "undefined")', pattern: /\b(None|null|undefined|NaN)\b/ },
  { what: 'a machine timestamp ("2026-11-27T15:40:00.000Z")', pattern: /\d{4}-\d\d-\d\dT\d\d:\d\d|\bUTC\b/ },
  { what: 'a code with options after a colon ("MM:minus", "SB:scores")', pattern: /\b[A-Z][A-Z0-9-]*:[a-z]/ },
  { what: 'a code with an option list ("SB(scores", "KASH(unplayed")', pattern: /\b[A-Z][A-Z0-9-]*\([a-z]/ },
  { what: 'a choice list in option syntax ("2009|2024")', pattern: /\w\|\w/ },
];

/** Every forbidden pattern a text holds, each with the line it is on; [] when the text is clean. */
export function forbiddenIn(text: string): string[] {
  const found: string[] = [];
  for (const line of text.split('\n'))
    for (const f of FORBIDDEN_WORDS) if (f.pattern.test(line)) found.push(`${f.what}: ${JSON.stringify(line)}`);
  return found;
}

/** Every forbidden pattern in the texts (cells, notes, labels), `where` naming each text's place. */
export function forbiddenInAll(texts: readonly { where: string; text: string }[]): string[] {
  return texts.flatMap(({ where, text }) => forbiddenIn(text).map((f) => `${where}: ${f}`));
}
