/**
 * What a cell shows: its value rendered with its number format, as Range.getDisplayValue(s)
 * returns it. The format codes are spreadsheet format codes, rendered by SheetJS SSF (the
 * library SheetJS uses for Excel's codes, which Sheets shares for numbers, fractions, currency
 * and dates), so a test reads the text the director sees rather than the value underneath.
 */
import * as SSF from 'ssf';
import type { Value } from './value';

/** Sheets' day 0 (30 December 1899), as serial numbers count dates. */
const EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/** A date as Sheets holds it underneath: days since 30 December 1899, the time of day as a fraction (local time, as the sheet's). */
export function dateSerial(d: Date): number {
  const utc = Date.UTC(
    d.getFullYear(),
    d.getMonth(),
    d.getDate(),
    d.getHours(),
    d.getMinutes(),
    d.getSeconds(),
    d.getMilliseconds(),
  );
  return (utc - EPOCH) / DAY_MS;
}

/** Sheets gives a date written by a script a date format of its own (US locale): with the time only when there is one. */
function dateFormat(d: Date): string {
  return d.getHours() || d.getMinutes() || d.getSeconds() ? 'm/d/yyyy h:mm:ss' : 'm/d/yyyy';
}

/**
 * The text a cell holding `value` shows under `format`: "" when empty, text as it is (every
 * format shows text unchanged), TRUE/FALSE for booleans, numbers and dates through the format
 * ("General" when none is set).
 */
export function displayText(value: Value, format = 'General'): string {
  if (value === '') return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date || Object.prototype.toString.call(value) === '[object Date]') {
    const d = value as Date;
    const f = format === 'General' || format === '@' ? dateFormat(d) : format;
    return SSF.format(f, dateSerial(d));
  }
  if (!Number.isFinite(value)) return '#NUM!';
  return SSF.format(format === '@' ? 'General' : format, value);
}
