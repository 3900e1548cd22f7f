/**
 * A rating report's tables read back by an independent dBase reader (the dbffile package), never
 * by our writer's code: what a program at US Chess would see.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DBFFile } from 'dbffile';

export interface ReadTable {
  fields: { name: string; type: string; size: number; decimalPlaces?: number }[];
  records: Record<string, unknown>[];
  recordCount: number;
  dateOfLastUpdate: Date;
}

/** The table as dbffile reads it, from a temporary file removed afterwards. */
export async function readDbf(bytes: Uint8Array): Promise<ReadTable> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uscf-report-'));
  const file = path.join(dir, 'TABLE.DBF');
  try {
    fs.writeFileSync(file, bytes);
    const dbf = await DBFFile.open(file, { readMode: 'strict' });
    const records = await dbf.readRecords();
    return {
      fields: dbf.fields.map((f) => ({ ...f })),
      records,
      recordCount: dbf.recordCount,
      dateOfLastUpdate: dbf.dateOfLastUpdate,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
