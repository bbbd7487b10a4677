// Imported first by root.tsx, before any module that may use Zod in the browser.
// Zod probes `new Function` once to pick a faster parser; under the site's CSP
// (no 'unsafe-eval') that probe is blocked, reported as a CSP violation and
// logged as a console error (Lighthouse Best Practices counts it). `jitless`
// skips the probe. Zod keeps its settings on globalThis, so this needs no
// import of Zod itself (which would put it in every page's JavaScript).
if (typeof document !== "undefined") {
  const g = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
  (g.__zod_globalConfig ??= {}).jitless = true;
}

export {};
