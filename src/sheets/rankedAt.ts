/**
 * When a sheet was written, as its note tells a director: a date and time in words in the
 * spreadsheet's own time zone ("27 November 2026, 16:05"), never a machine timestamp in UTC.
 */
export function rankedAt(when: Date, timeZone: string): string {
  const format = (zone?: string) =>
    when.toLocaleString('en-GB', {
      timeZone: zone,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
  try {
    return format(timeZone || undefined);
  } catch {
    // A zone the runtime does not know: the script's own, rather than no time at all.
    return format();
  }
}
