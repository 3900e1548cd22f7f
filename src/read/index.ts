/**
 * Reading crosstables from text files (CSV, TSV, TRF, MSA and Vega text) and sheet grids, in
 * any notation the reader knows; the notation is detected unless one is named.
 */
import type { Tournament } from '../model/tournament';
import { Grid, readCellGrid, ReadOptions } from './crosstable';
import { parseDelimited } from './csv';
import { readAny, ReadAnyOptions } from './readAny';

export type { ReadOptions } from './crosstable';
export { readAny } from './readAny';
export type { ReadAnyOptions, ReadResult } from './readAny';
export { NOTATION_IDS, NOTATION_NAMES } from './notation';
export { afterRoundOf, afterRoundTitle, inProgressText, roundsText } from './rounds';
export type { NotationId } from './notation';

/**
 * A sheet range (or parsed file) as a Tournament. With `options.notation` (a cell notation such
 * as usNotation) every round cell is read in it; otherwise the notation is detected.
 */
export function readCrosstable(grid: Grid, options: ReadOptions = {}): Tournament {
  if (options.notation) return readCellGrid(grid, options.notation, { origin: options.origin }).tournament;
  return readAny(grid, { origin: options.origin }).tournament;
}

/** A crosstable file's text, by its name: .tsv is tab-separated, .trf is TRF, others are sniffed. */
export function readCrosstableText(
  text: string,
  fileName = '',
  options: ReadOptions & Pick<ReadAnyOptions, 'pabPoints'> = {},
): Tournament {
  if (options.notation) {
    const grid = parseDelimited(text, /\.tsv$/i.test(fileName) ? '\t' : undefined);
    return readCellGrid(grid, options.notation, { origin: options.origin }).tournament;
  }
  return readAny(text, { fileName, pabPoints: options.pabPoints }).tournament;
}
