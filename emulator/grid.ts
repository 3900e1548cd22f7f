/**
 * One layer of a sheet's cells (values, or number formats): rows of columns, both 1-based, with
 * `undefined` where a cell is empty. A row is a plain array and an empty row is absent, so a
 * 50,000-row crosstable costs no key string or entry object per cell, and a block of cells is
 * read or written row by row. The emulator's bookkeeping is not what Apps Script spends its time
 * on, so it must stay small beside the script's own work (bench/appsScriptLimits.ts measures it).
 */
export class CellGrid<T> {
  private _rows: (T | undefined)[][] = [];
  /** The last row and column holding something; -1 when a removal may have lowered them. */
  private _lastRow = 0;
  private _lastCol = 0;

  get(row: number, col: number): T | undefined {
    const line = this._rows[row - 1];
    return line === undefined ? undefined : line[col - 1];
  }
  has(row: number, col: number): boolean {
    return this.get(row, col) !== undefined;
  }
  set(row: number, col: number, value: T): void {
    const line = this._rows[row - 1] ?? (this._rows[row - 1] = []);
    line[col - 1] = value;
    if (this._lastRow >= 0) {
      if (row > this._lastRow) this._lastRow = row;
      if (col > this._lastCol) this._lastCol = col;
    }
  }
  delete(row: number, col: number): void {
    const line = this._rows[row - 1];
    if (line === undefined || line[col - 1] === undefined) return;
    line[col - 1] = undefined;
    if (row >= this._lastRow || col >= this._lastCol) this._lastRow = this._lastCol = -1;
  }
  clear(): void {
    this._rows = [];
    this._lastRow = this._lastCol = 0;
  }
  /** The last row holding something (0 when empty). */
  lastRow(): number {
    if (this._lastRow < 0) this._bounds();
    return this._lastRow;
  }
  /** The last column holding something (0 when empty). */
  lastCol(): number {
    if (this._lastRow < 0) this._bounds();
    return this._lastCol;
  }
  /** Rows × cols cells from (row, col), `empty` where a cell holds nothing, each through `copy`. */
  block<U>(row: number, col: number, rows: number, cols: number, empty: U, copy: (v: T) => U): U[][] {
    const out: U[][] = new Array(rows);
    for (let r = 0; r < rows; r++) {
      const line = this._rows[row - 1 + r];
      const copied: U[] = new Array(cols);
      for (let c = 0; c < cols; c++) {
        const v = line === undefined ? undefined : line[col - 1 + c];
        copied[c] = v === undefined ? empty : copy(v);
      }
      out[r] = copied;
    }
    return out;
  }
  /** Every filled cell in row-major order. */
  forEach(f: (value: T, row: number, col: number) => void): void {
    this._rows.forEach((line, r) => line.forEach((v, c) => v !== undefined && f(v, r + 1, c + 1)));
  }
  /** A copy (the values themselves through `copy`). */
  clone(copy: (v: T) => T): CellGrid<T> {
    const g = new CellGrid<T>();
    this.forEach((v, row, col) => g.set(row, col, copy(v)));
    return g;
  }
  private _bounds(): void {
    let lastRow = 0;
    let lastCol = 0;
    this._rows.forEach((line, r) => {
      for (let c = line.length - 1; c >= lastCol; c--) {
        if (line[c] !== undefined) {
          lastCol = c + 1;
          break;
        }
      }
      if (r + 1 > lastRow && line.some((v) => v !== undefined)) lastRow = r + 1;
    });
    this._lastRow = lastRow;
    this._lastCol = lastCol;
  }
}
