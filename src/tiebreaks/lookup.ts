/**
 * Lookups the tiebreaks make into tables that must hold what is asked: a player's entry for a
 * round counted, an opponent's score, an option the registry filled in. A miss is a bug in the
 * table or in the caller, never a value to rank by, so these throw rather than default.
 */

/** `table[index]`, which must be there: a player's row, a round's entry, an opponent's score. */
export function at<T>(table: readonly T[], index: number): T {
  const value = table[index];
  if (value === undefined) throw new RangeError(`Index ${index} is outside a table of ${table.length}.`);
  return value;
}

/**
 * The value of option `name`: withOptions (registry.ts) fills in every option a system declares.
 * Options are TiebreakOptions (types.ts), written out here: types.ts imports context.ts, which
 * imports this file, and a type import back would close a circle.
 */
export function optionOf(options: Readonly<Record<string, string>>, name: string): string {
  const value = options[name];
  if (value === undefined) throw new Error(`Option "${name}" was not given; withOptions fills in every option.`);
  return value;
}
