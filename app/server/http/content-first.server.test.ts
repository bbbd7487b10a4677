import { describe, expect, it } from "vitest";
import { bootAfterFirstPaint, evaluationOrder, inlineStylesheet } from "./content-first.server";

const doc = `<!DOCTYPE html><html><head><style nonce="n" data-app-css="">/*app-css*/</style>
<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/><link rel="modulepreload" href="/assets/jsx-runtime-D.js" nonce="n"/>
<link rel="modulepreload" href="/assets/root-B.js" nonce="n"/><link rel="icon" href="/favicon.svg"/></head>
<body><h1>Learn</h1><script nonce="n">window.__reactRouterContext = {};</script>
<script nonce="n" type="module" async="">;
import * as route0 from "/assets/root-B.js";
import * as route1 from "/assets/home-C.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-A.js");</script></body></html>`;

describe("content first", () => {
  it("inlines the stylesheet in place of the placeholder, never closing the <style> early", () => {
    const out = inlineStylesheet(doc, "/*app-css*/", "body{color:red}a::after{content:'</style>'}");
    expect(out).toContain(
      `<style nonce="n" data-app-css="">body{color:red}a::after{content:'<\\/style>'}</style>`,
    );
    expect(out).not.toContain("/*app-css*/");
  });

  it("loads the JavaScript after the first paint: preloads leave the <head>, the bootstrap fetches them all", () => {
    const out = bootAfterFirstPaint(doc);
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).toContain('<link rel="icon" href="/favicon.svg"/>');
    const script = out.slice(out.indexOf('type="module"'));
    expect(script).not.toMatch(/import \* as/);
    expect(script.indexOf("requestAnimationFrame")).toBeLessThan(script.indexOf("modulepreload"));
    // Every file fetched at once (the entry too), then evaluated one per task, root first.
    expect(script).toContain(
      'for (const href of ["/assets/root-B.js", "/assets/jsx-runtime-D.js", "/assets/home-C.js", "/assets/entry.client-A.js"]) { const l = document.createElement("link"); l.rel = "modulepreload"; l.href = href; l.nonce = "n"; document.head.append(l); }',
    );
    expect(script).toContain(
      'for (const href of ["/assets/root-B.js", "/assets/jsx-runtime-D.js", "/assets/home-C.js"]) { modules.set(href, await import(href)); await nextTask(); }',
    );
    expect(script).toContain(
      'const [route0, route1] = ["/assets/root-B.js", "/assets/home-C.js"].map((href) => modules.get(href));',
    );
    expect(script.indexOf("await import(href)")).toBeLessThan(script.indexOf("__reactRouterRouteModules"));
    expect(script).toContain('import("/assets/entry.client-A.js");</script>');
    expect(out).toContain(`<script nonce="n">window.__reactRouterContext = {};</script>`);
  });

  it("evaluates each file after the files it imports, the root route's first, the other routes last", () => {
    const imports: Record<string, string[]> = {
      "/assets/root-B.js": ["/assets/framework-F.js", "/assets/slot-S.js"],
      "/assets/home-C.js": ["/assets/framework-F.js", "/assets/forms-G.js"],
      "/assets/forms-G.js": ["/assets/zod-Z.js", "/assets/framework-F.js"],
      "/assets/zod-Z.js": [],
      "/assets/framework-F.js": ["/assets/runtime-R.js"],
      // Not among the page's files: left to its importer.
      "/assets/slot-S.js": ["/assets/elsewhere-E.js"],
    };
    const order = evaluationOrder(
      ["/assets/root-B.js", "/assets/layout-L.js", "/assets/home-C.js"],
      [
        "/assets/runtime-R.js",
        "/assets/framework-F.js",
        "/assets/forms-G.js",
        "/assets/zod-Z.js",
        "/assets/slot-S.js",
      ],
      (href) => imports[href] ?? [],
    );
    expect(order).toEqual([
      "/assets/runtime-R.js",
      "/assets/framework-F.js",
      "/assets/slot-S.js",
      "/assets/root-B.js",
      "/assets/zod-Z.js",
      "/assets/forms-G.js",
      "/assets/layout-L.js",
      "/assets/home-C.js",
    ]);
  });

  it("uses the imports of the built files for the order it writes", () => {
    const out = bootAfterFirstPaint(doc, (href) =>
      href === "/assets/root-B.js" ? ["/assets/jsx-runtime-D.js"] : [],
    );
    expect(out).toContain(
      'for (const href of ["/assets/jsx-runtime-D.js", "/assets/root-B.js", "/assets/home-C.js"]) { modules.set(href, await import(href)); await nextTask(); }',
    );
  });

  it("is valid JavaScript with top-level await (a module)", async () => {
    const out = bootAfterFirstPaint(doc);
    const code = /type="module" async="">([\s\S]*?)<\/script>/.exec(out)![1];
    // Syntax check only: an async function body accepts the same await expressions as a module.
    expect(() => new Function(`return (async () => {${code.replace(/import\(/g, "load(")}})`)).not.toThrow();
  });

  it("leaves a document without React Router's bootstrap untouched, preloads included", () => {
    const other = `<link rel="modulepreload" href="/x.js"/><script type="module">import * as x from "/x.js"; x.go();</script>`;
    expect(bootAfterFirstPaint(other)).toBe(other);
  });
});
