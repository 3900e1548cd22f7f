/**
 * Text for the rating report's character fields, which hold printable ASCII only (2C: character
 * fields, one byte a character; US Chess's member records are in plain Latin letters). A name
 * with accents is written without them (Núñez → Nunez, Ærø → AEro), as US Chess spells its
 * members, and the report says so; a letter with no plain spelling (Cyrillic, Greek, CJK), a
 * control character or a line separator is refused by its cell, never dropped or guessed.
 */

/** Letters that Unicode does not decompose into a base letter and a mark. */
const LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  ø: 'o',
  Ø: 'O',
  œ: 'oe',
  Œ: 'OE',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'Th',
  ı: 'i',
  // Typographic punctuation a spreadsheet puts in names (O’Brien, Smith–Jones).
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u00a0': ' ',
};

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** The text as printable ASCII, or why it cannot be: the first character with no ASCII spelling. */
export type AsciiText = { ok: true; text: string } | { ok: false; character: string; at: number };

/**
 * Accents dropped (NFD, then the combining marks removed), the letters above spelled out, runs of
 * spaces made one and the ends trimmed. Anything left outside printable ASCII is refused.
 */
export function asciiText(raw: string): AsciiText {
  const chars = Array.from(raw.normalize('NFD'));
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] ?? '';
    if (/\p{M}/u.test(ch)) continue; // a combining accent: its letter is already written
    const spelled = LETTERS[ch] ?? ch;
    if (!PRINTABLE_ASCII.test(spelled)) return { ok: false, character: ch, at: positionIn(raw, ch) };
    out += spelled;
  }
  return { ok: true, text: out.replace(/ +/g, ' ').trim() };
}

/** Where the character is in the text as written (1-based, in characters), for messages. */
function positionIn(raw: string, ch: string): number {
  const i = Array.from(raw.normalize('NFD'))
    .filter((c) => !/\p{M}/u.test(c))
    .indexOf(ch);
  return i + 1;
}

/** "U+0416 (Ж)", or "U+2028 (a line separator)" for a character that prints nothing. */
export function describeCharacter(ch: string): string {
  const code = `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
  if (/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(ch)) return `${code} (a control or separator character)`;
  return `${code} (${ch})`;
}
