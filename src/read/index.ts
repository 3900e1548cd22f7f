/** Reading crosstables from text files (CSV, TSV) and sheet grids. */
import { parseDelimited } from './csv';
import { readCrosstable, ReadOptions } from './crosstable';
import type { Tournament } from '../model/tournament';

export { readCrosstable } from './crosstable';
export type { ReadOptions } from './crosstable';

/** A crosstable file's text, by its name: .tsv is tab-separated, .csv and .txt are sniffed. */
export function readCrosstableText(text: string, fileName = '', options: ReadOptions = {}): Tournament {
  const delimiter = /\.tsv$/i.test(fileName) ? '\t' : undefined;
  return readCrosstable(parseDelimited(text, delimiter), options);
}
