/**
 * Delimited text to rows of cells (RFC 4180 quoting). Tab-separated when the first line has a
 * tab and no comma outside quotes would make more sense; otherwise commas.
 */
export function parseDelimited(text: string, delimiter?: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const sep = delimiter ?? guessDelimiter(body);
  const rows: string[][] = [];
  let row: string[] = [];
  // A cell is `cell` (text settled so far: quoted parts, doubled quotes) followed by the plain
  // characters from `from` to the current one, taken as one slice rather than one at a time.
  let cell = '';
  let from = 0;
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"') {
        cell += body.slice(from, i);
        if (body[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
        from = i + 1;
      }
    } else if (ch === '"' && cell === '' && from === i) {
      quoted = true;
      from = i + 1;
    } else if (ch === sep) {
      row.push(cell + body.slice(from, i));
      cell = '';
      from = i + 1;
    } else if (ch === '\n' || ch === '\r') {
      row.push(cell + body.slice(from, i));
      if (ch === '\r' && body[i + 1] === '\n') i++;
      rows.push(row);
      row = [];
      cell = '';
      from = i + 1;
    }
  }
  cell += body.slice(from);
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

function guessDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const tabs = firstLine.split('\t').length;
  const commas = firstLine.split(',').length;
  return tabs > commas ? '\t' : ',';
}
