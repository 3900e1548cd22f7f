/**
 * Settings a spreadsheet keeps: one JSON value per key in its DocumentProperties, checked on the
 * way in, so the sidebar shows the director's last choices again.
 */

/** The value saved under key, checked by normalise; the defaults when none is saved or it no longer checks. */
export function loadDocumentJson<T>(key: string, normalise: (input: unknown) => T, defaults: T): T {
  const text = PropertiesService.getDocumentProperties().getProperty(key);
  if (!text) return { ...defaults };
  try {
    return normalise(JSON.parse(text));
  } catch {
    // Saved by another version, or edited by hand: start again from the defaults.
    return { ...defaults };
  }
}

export function saveDocumentJson(key: string, value: unknown): void {
  PropertiesService.getDocumentProperties().setProperty(key, JSON.stringify(value));
}
