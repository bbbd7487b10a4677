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

/** The script files a built script file imports statically (their URLs), for the evaluation order. */
export type ImportsOf = (href: string) => readonly string[];

/**
 * The order in which the bootstrap evaluates the page's script files, one file per task: each
 * file after the files it imports (so evaluating it runs only its own code), the root route's
 * files first (its first import configures Zod before any schema is made: lib/zod-csp.ts), the
 * route modules in React Router's order. Files the list does not name are left to their importers.
 */
export function evaluationOrder(named: readonly string[], others: readonly string[], importsOf: ImportsOf) {
  const wanted = new Set([...named, ...others]);
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (href: string) => {
    if (seen.has(href)) return;
    seen.add(href);
    for (const dependency of importsOf(href)) if (wanted.has(dependency)) visit(dependency);
    order.push(href);
  };
  const [root, ...routes] = named;
  if (root) visit(root);
  for (const href of others) visit(href);
  for (const href of routes) visit(href);
  return order;
}

/**
 * Rewrites React Router's bootstrap: after the first paint, every script file is fetched at once
 * (module preloads), then evaluated one file per task in `evaluationOrder` (a task in between:
 * evaluating a page's modules all at once was one task of 14-27 ms on pages with forms,
 * docs/decisions/220-one-script-file-per-task.md), then the client entry starts the app.
 * Without `importsOf` the files are evaluated in React Router's order.
 */
export function bootAfterFirstPaint(html: string, importsOf: ImportsOf = () => []) {
  let booted = false;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const out = html.replace(MODULE_SCRIPT, (whole, open: string, code: string, close: string) => {
    if (!code.includes("__reactRouterRouteModules")) return whole;
    const imports = [...code.matchAll(STATIC_IMPORT)];
    const entry = ENTRY_IMPORT.exec(code)?.[1];
    if (imports.length === 0 || !entry) return whole;
    booted = true;
    const named = imports.map((m) => JSON.parse(m[2]) as string);
    const names = imports.map((m, i) => m[1] ?? `_side${i}`);
    const entryHref = JSON.parse(entry) as string;
    const others = preloads.filter((href) => href !== entryHref && !named.includes(href));
    const order = evaluationOrder(named, others, importsOf);
    const list = (hrefs: readonly string[]) => `[${hrefs.map((h) => JSON.stringify(h)).join(", ")}]`;
    const nonce = /\snonce="([^"]*)"/.exec(open)?.[1] ?? "";
    const boot = [
      'if (document.visibilityState !== "hidden") await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));',
      // Fetched in parallel (and compiled) without being run; the entry module too.
      `for (const href of ${list([...order, entryHref])}) { const l = document.createElement("link"); l.rel = "modulepreload"; l.href = href; l.nonce = ${JSON.stringify(nonce)}; document.head.append(l); }`,
      "const nextTask = () => new Promise((r) => { const c = new MessageChannel(); c.port1.onmessage = () => r(); c.port2.postMessage(0); });",
      "const modules = new Map();",
      `for (const href of ${list(order)}) { modules.set(href, await import(href)); await nextTask(); }`,
      `const [${names.join(", ")}] = ${list(named)}.map((href) => modules.get(href));`,
    ].join("\n");
    return `${open}${boot}${code.replace(STATIC_IMPORT, "")}${close}`;
  });
  return booted ? out.replace(MODULE_PRELOAD, "") : html;
}
