/**
 * Content first: small rewrites of the finished document (entry.server.tsx,
 * production only) so that the first paint waits for nothing but the HTML.
 * See docs/decisions/082-performance-budgets.md for the measurements.
 *
 * 1. The stylesheet is inlined in place of root.tsx's placeholder: no
 *    render-blocking request.
 * 2. React Router's bootstrap loads the JavaScript after the first paint (one
 *    frame): its module preloads move from the <head> into the bootstrap,
 *    which fetches them all at once when the page is on screen. Fetching and
 *    evaluating ~120 KB of gzip never delays showing the page, on a slow
 *    phone or in Lighthouse (whose simulated LCP otherwise counts every
 *    script that finished loading before the paint). A background tab starts
 *    at once.
 *
 * Each rewrite leaves the document unchanged when its pattern is not there,
 * so a React Router upgrade that changes its markup costs speed, not pages.
 */

export function inlineStylesheet(html: string, slot: string, css: string) {
  // A stylesheet cannot end the <style> element early.
  const safe = css.replaceAll("</", "<\\/");
  return html.replace(slot, () => safe);
}

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/g;
const STATIC_IMPORT = /import\s*(?:\*\s*as\s+([\w$]+)\s+from\s*)?("[^"\n]+");/g;
const ENTRY_IMPORT = /import\(("[^"\n]+")\);\s*$/;

export function bootAfterFirstPaint(html: string) {
  let booted = false;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const out = html.replace(MODULE_SCRIPT, (whole, open: string, code: string, close: string) => {
    if (!code.includes("__reactRouterRouteModules")) return whole;
    const imports = [...code.matchAll(STATIC_IMPORT)];
    const entry = ENTRY_IMPORT.exec(code)?.[1];
    if (imports.length === 0 || !entry) return whole;
    booted = true;
    const named = imports.map((m) => m[2]);
    const names = imports.map((m, i) => m[1] ?? `_side${i}`);
    // Everything the page needs, fetched in parallel; the entry module last (it starts the app).
    const others = preloads
      .map((href) => JSON.stringify(href))
      .filter((h) => h !== entry && !named.includes(h));
    const nonce = /\snonce="([^"]*)"/.exec(open)?.[1] ?? "";
    const boot = [
      'if (document.visibilityState !== "hidden") await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));',
      `{ const l = document.createElement("link"); l.rel = "modulepreload"; l.href = ${entry}; l.nonce = ${JSON.stringify(nonce)}; document.head.append(l); }`,
      `const [${names.join(", ")}] = await Promise.all([${[...named, ...others].map((h) => `import(${h})`).join(", ")}]);`,
    ].join("\n");
    return `${open}${boot}${code.replace(STATIC_IMPORT, "")}${close}`;
  });
  return booted ? out.replace(MODULE_PRELOAD, "") : html;
}
