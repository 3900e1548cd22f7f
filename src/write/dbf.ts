/**
 * dBase III tables (version byte 0x03, no memo file), the container of US Chess's rating report
 * (src/write/uscfReport.ts). Only what the report needs: character fields, left-justified and
 * padded with spaces, one byte a character. Pure: the bytes are returned, never written here.
 *
 * The layout, as dBase III defines it and as US Chess's TD software writes it:
 *   header (32 bytes): 0x03; the date of the last update as three bytes (year − 1900, month,
 *     day); the record count (uint32, little-endian); the header's length (uint16: 32 + 32 per
 *     field + 1); a record's length (uint16: 1 + the field widths); 20 bytes of zero;
 *   one 32-byte descriptor per field: the name (at most 10 ASCII characters, zero-filled to 11
 *     bytes), the type letter, 4 reserved bytes, the width, the decimal count, 14 bytes of zero;
 *   0x0D, closing the descriptors;
 *   the records: a space (not deleted), then each field's bytes;
 *   0x1A, the end of the file.
 */

/** One character field of a table: its name and width in bytes. */
export interface DbfField {
  readonly name: string;
  readonly width: number;
}

/** The date a table says it was last updated (the header's bytes 1-3). */
export interface DbfDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const HEADER = 32;
const DESCRIPTOR = 32;

/** Throws when the table cannot be written as dBase III: a programming error, not the director's. */
function checkShape(fields: readonly DbfField[], date: DbfDate): void {
  for (const f of fields) {
    if (!/^[A-Z][A-Z0-9_]{0,9}$/.test(f.name)) throw new Error(`dBase field name ${f.name} is not 1-10 of A-Z 0-9 _`);
    if (!Number.isInteger(f.width) || f.width < 1 || f.width > 255)
      throw new Error(`dBase field ${f.name}: width ${f.width} is not 1-255`);
  }
  if (date.year < 1900 || date.year > 2155) throw new Error(`dBase dates run from 1900 to 2155, not ${date.year}`);
}

/** The 32 + 32n + 1 bytes before the first record. */
function headerBytes(fields: readonly DbfField[], records: number, recordLength: number, date: DbfDate): Uint8Array {
  const length = HEADER + DESCRIPTOR * fields.length + 1;
  const bytes = new Uint8Array(length);
  const view = new DataView(bytes.buffer);
  bytes[0] = 0x03;
  bytes[1] = date.year - 1900;
  bytes[2] = date.month;
  bytes[3] = date.day;
  view.setUint32(4, records, true);
  view.setUint16(8, length, true);
  view.setUint16(10, recordLength, true);
  fields.forEach((f, i) => {
    const at = HEADER + DESCRIPTOR * i;
    for (let c = 0; c < f.name.length; c++) bytes[at + c] = f.name.charCodeAt(c);
    bytes[at + 11] = 0x43; // "C": character
    bytes[at + 16] = f.width;
  });
  bytes[length - 1] = 0x0d;
  return bytes;
}

/**
 * The table's bytes. Each record gives each field's text, which must already be printable ASCII
 * and fit its width (the report's checks see to it and name the cell); anything else throws.
 */
export function encodeDbf(
  fields: readonly DbfField[],
  records: readonly Readonly<Record<string, string>>[],
  date: DbfDate,
): Uint8Array {
  checkShape(fields, date);
  const recordLength = 1 + fields.reduce((n, f) => n + f.width, 0);
  const header = headerBytes(fields, records.length, recordLength, date);
  const bytes = new Uint8Array(header.length + records.length * recordLength + 1).fill(0x20);
  bytes.set(header, 0);
  records.forEach((record, r) => {
    let at = header.length + r * recordLength + 1; // after the deletion flag, a space
    for (const f of fields) {
      const text = record[f.name] ?? '';
      if (text.length > f.width || !/^[\x20-\x7e]*$/.test(text))
        throw new Error(`dBase field ${f.name}: ${JSON.stringify(text)} is not printable ASCII within ${f.width}`);
      for (let c = 0; c < text.length; c++) bytes[at + c] = text.charCodeAt(c);
      at += f.width;
    }
  });
  bytes[bytes.length - 1] = 0x1a;
  return bytes;
}
