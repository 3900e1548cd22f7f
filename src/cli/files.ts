/**
 * A file named on the command line, read as text or refused in plain words with its path: no
 * such file, a folder, an empty file, or a spreadsheet workbook (which is not text: the director
 * saves the sheet as CSV). Every command reads its files through here (run() wraps the terminal's
 * reader), so each mistake is worded once.
 */
/** A file that cannot be read as a table: exit status 2 and the message alone (it is no mistake of usage). */
export class FileError extends Error {}

/** What the system's error says happened: Node's code (ENOENT…), or the code its message starts with. */
function errorCode(e: unknown): string | undefined {
  const code = (e as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  return /^([A-Z]+):/.exec((e as Error).message ?? '')?.[1];
}

/** The refusal for a file that could not be opened. */
export function unreadableFile(path: string, e: unknown): FileError {
  switch (errorCode(e)) {
    case 'ENOENT':
      return new FileError(`There is no file ${path}; check its name and folder.`);
    case 'EISDIR':
      return new FileError(`${path} is a folder; expected a crosstable file (.csv, .tsv, .txt, .trf or .sjson).`);
    case 'EACCES':
    case 'EPERM':
      return new FileError(`${path} cannot be opened: you do not have permission to read it.`);
    default:
      return new FileError(`Cannot read ${path}: ${(e as Error).message}`);
  }
}

/**
 * A workbook's first bytes as decoded text: a zip archive (.xlsx, .ods, .numbers) starts "PK\3\4",
 * an Excel 97-2003 file (.xls) D0 CF 11 E0, which Windows-1252 decodes as "ÐÏ\x11à".
 */
const WORKBOOKS: readonly (readonly [string, string])[] = [
  ['PK\u0003\u0004', 'a spreadsheet workbook (.xlsx or .ods)'],
  ['\u00d0\u00cf\u0011\u00e0', 'an Excel 97-2003 workbook (.xls)'],
];

/** The text of a file that is readable as a crosstable, or why it is not. */
export function checkedText(path: string, text: string): string {
  const workbook = WORKBOOKS.find(([start]) => text.startsWith(start));
  if (workbook)
    throw new FileError(
      `${path} is ${workbook[1]}, not text; save the sheet as CSV (Google Sheets: File > Download > Comma-separated values; Excel: Save As > CSV UTF-8) and give that file.`,
    );
  if (!text.trim()) throw new FileError(`${path} is empty; expected a table with a header row.`);
  return text;
}

/** `read` with every file checked: what run() gives the commands. */
export function checkedReader(read: (path: string) => string): (path: string) => string {
  return (path) => {
    let text: string;
    try {
      text = read(path);
    } catch (e) {
      throw unreadableFile(path, e);
    }
    return checkedText(path, text);
  };
}
