/**
 * google.script.run in a plain browser page, connected to a Node-side handler: runners are
 * immutable builders as in Apps Script, arguments and results cross as JSON, and a Date or a
 * function in a result fails as it does on Google's transport.
 */
export const GAS_SHIM = `(() => {
  const runner = (o) => new Proxy({}, { get: (_t, name) => {
    if (name === 'withSuccessHandler') return (f) => runner({ ...o, ok: f });
    if (name === 'withFailureHandler') return (f) => runner({ ...o, fail: f });
    if (name === 'withUserObject') return (u) => runner({ ...o, user: u });
    return (...args) => {
      window.__gasCall(String(name), JSON.stringify(args)).then((json) => {
        const r = JSON.parse(json);
        if (r.ok) { if (o.ok) o.ok(r.value, o.user); }
        else { const e = new Error(r.message); if (o.fail) o.fail(e, o.user); else console.error(e); }
      });
    };
  }});
  window.google = { script: { run: runner({}), host: { close: () => { window.__closed = true; } } } };
})();`;

export function assertTransportable(v: unknown, path = '$'): void {
  if (v === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof v)) return;
  if (typeof v === 'function' || Object.prototype.toString.call(v) === '[object Date]') {
    throw new Error(`google.script.run cannot carry ${Object.prototype.toString.call(v)} at ${path}`);
  }
  if (Array.isArray(v)) return v.forEach((x, i) => assertTransportable(x, `${path}[${i}]`));
  for (const [k, x] of Object.entries(v as object)) assertTransportable(x, `${path}.${k}`);
}

/** What __gasCall answers: a top-level function of the runtime, run with the JSON arguments. */
export function gasHandler(
  run: (name: string, ...args: unknown[]) => unknown,
): (name: string, argsJson: string) => string {
  return (name, argsJson) => {
    try {
      const value = run(name, ...(JSON.parse(argsJson) as unknown[]));
      assertTransportable(value);
      return JSON.stringify({ ok: true, value: value === undefined ? null : value });
    } catch (e) {
      return JSON.stringify({ ok: false, message: e instanceof Error ? e.message : String(e) });
    }
  };
}
