/**
 * The floor: the least any tool must do to rank a crosstable CSV, i.e. read every cell once.
 *
 * Precisely: one left-to-right scan of the text that splits it into cells by RFC 4180 (comma
 * separators, "\n" or "\r\n" line ends, quoted fields with "" for a quote), materialises each
 * cell as a string (a slice of the text; a quoted cell with "" is unescaped), and folds the
 * cell's length and first character code into a checksum, so the work cannot be optimised away.
 * No trimming, no interpretation of any cell, no rows array is kept.
 *
 * It is written here, independently of src/read/csv.ts, so that the floor does not move when the
 * reader is optimised.
 */
export function floor(text: string): { cells: number; checksum: number } {
  let sum = 0;
  let cells = 0;
  const n = text.length;
  let i = 0;
  while (i < n) {
    let cell: string;
    if (text.charCodeAt(i) === 34 /* " */) {
      // Quoted: up to the closing quote; "" stands for one quote.
      let j = i + 1;
      let parts = '';
      let from = j;
      for (;;) {
        const q = text.indexOf('"', j);
        if (q < 0) {
          parts += text.slice(from);
          j = n;
          break;
        }
        if (text.charCodeAt(q + 1) === 34) {
          parts += text.slice(from, q + 1);
          j = from = q + 2;
          continue;
        }
        parts += text.slice(from, q);
        j = q + 1;
        break;
      }
      cell = parts;
      i = j;
    } else {
      let j = i;
      while (j < n) {
        const c = text.charCodeAt(j);
        if (c === 44 /* , */ || c === 10 || c === 13) break;
        j++;
      }
      cell = text.slice(i, j);
      i = j;
    }
    sum = (sum + cell.length * 31 + (cell.length ? cell.charCodeAt(0) : 0)) | 0;
    cells++;
    // Separator: a comma continues the row; a line end (\n or \r\n) ends it.
    if (i < n) {
      const c = text.charCodeAt(i);
      i += c === 13 && text.charCodeAt(i + 1) === 10 ? 2 : 1;
    }
  }
  return { cells, checksum: sum };
}
