/**
 * What Apps Script is assumed to cost beyond what Node measures: the factors of the Apps Script
 * estimates (bench/appsScriptLimits.ts, bench/scenarios.ts), with their sources. A module of its
 * own, so a benchmark can use them without running another.
 */
export const ASSUMPTIONS = {
  /** Apps Script's V8 against Node's V8 on this machine, for pure computation. Rhino-era
   *  measurements put Apps Script at ~100× a local browser (ramblings.mcpher.com, "Very
   *  interesting GAS performance results"); the V8 runtime removed most of that gap (Tanaike's
   *  V8 benchmarks, tanaikech.github.io 2020). 10× is taken as a pessimistic round figure. */
  SLOWDOWN: 10,
  /** One round trip to a service. Measured averages of 30 ms (getProperty) to 62 ms (setProperty)
   *  and 93 ms (Cache put) (ziritione.org, "Google Apps Script APIs performance"); Google: calls to
   *  services are "an order of magnitude" slower than JavaScript (Apps Script best practices). */
  CALL_MS: 100,
  /** Per cell moved by getValues/setValues/setNumberFormats: a 4,000-cell setValues took < 50 ms
   *  (Stack Overflow answer "What is faster: ScriptDb or SpreadsheetApp?"), ~12.5 µs a cell; 25 µs
   *  is taken to allow for larger payloads and text. */
  CELL_MS: 0.025,
  /** SpreadsheetApp.flush(): 610 ms in the same Stack Overflow measurement. */
  FLUSH_MS: 1000,
  CUSTOM_FUNCTION_LIMIT_S: 30,
  EXECUTION_LIMIT_S: 360,
};
