/**
 * The permissions the add-on asks for (appsscript.json's oauthScopes), and asking again for one
 * the director unticked. With granular consent a director may grant some and not others; a run
 * without one then failed at its first service call with Google's uncaught "You do not have
 * permission to call …". Every menu item and sidebar call now checks first: a permission missing
 * is asked for again (ScriptApp.requireScopes, which ends the run and shows Google's prompt), and
 * where no prompt can be shown the run stops with what is needed, in words.
 */

/** Each scope of the manifest, and what it lets the add-on do, in a director's words. */
export const PERMISSIONS: readonly { scope: string; need: string }[] = [
  {
    scope: 'https://www.googleapis.com/auth/spreadsheets.currentonly',
    need: 'see and edit this spreadsheet (to read the crosstable and write the standings)',
  },
  {
    scope: 'https://www.googleapis.com/auth/script.container.ui',
    need: 'show its sidebar and messages inside Google Sheets',
  },
];

/** AuthorizationInfo as Google documents it today (the bundled types predate granular consent). */
interface ScopedAuthorizationInfo {
  getAuthorizedScopes(): string[] | null;
}
interface ScopedScriptApp {
  AuthMode: { FULL: GoogleAppsScript.Script.AuthMode };
  getAuthorizationInfo(mode: GoogleAppsScript.Script.AuthMode, scopes: string[]): ScopedAuthorizationInfo;
  requireScopes(mode: GoogleAppsScript.Script.AuthMode, scopes: string[]): void;
}

/**
 * The permissions the director has not granted (none, once all are). A check that itself fails
 * (a service error) finds none missing: the action then runs and reports its own failures, as
 * it did before there was a check.
 */
export function missingPermissions(): { scope: string; need: string }[] {
  const app = ScriptApp as unknown as ScopedScriptApp;
  const scopes = PERMISSIONS.map((p) => p.scope);
  let granted: string[];
  try {
    granted = app.getAuthorizationInfo(app.AuthMode.FULL, scopes).getAuthorizedScopes() ?? [];
  } catch {
    return [];
  }
  return PERMISSIONS.filter((p) => !granted.includes(p.scope));
}

/** What the add-on needs and how to give it, in words. */
export function permissionText(missing: readonly { need: string }[]): string {
  const needs = missing.map((p) => p.need).join(', and to ');
  return `Tiebreaks needs your permission to ${needs}. Nothing was changed. Choose the menu item again and tick that permission when Google asks (or open Extensions > Tiebreaks again).`;
}

/**
 * Asks again for any permission not granted, before a menu item or sidebar call does anything.
 * Called outside every try block: requireScopes ends the run to show Google's prompt, and must
 * not be caught as a failure of the action.
 */
export function requirePermissions(): void {
  const missing = missingPermissions();
  if (!missing.length) return;
  const app = ScriptApp as unknown as ScopedScriptApp;
  app.requireScopes(
    app.AuthMode.FULL,
    missing.map((p) => p.scope),
  );
  // Where no prompt could be shown (requireScopes returned), the run stops saying what is needed.
  throw new Error(permissionText(missing));
}
