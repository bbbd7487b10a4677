import { describe, expect, it } from "vitest";
import budgets from "../../bench/budgets.json";
import { type BenchResults, cpuSlowdownFor, evaluateBudgets, kb, median } from "../../bench/lib/budgets.mjs";
import { fillForm, findFormFields } from "../../bench/lib/html-form.mjs";
import { countElements, headerBytes, pageAssets, staticImports } from "../../bench/lib/weight.mjs";
import { longTasksLine, summarise } from "../../bench/lib/lighthouse-summary.mjs";

const perfect = {
  scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 },
  fcpMs: 800,
  lcpMs: 900,
  tbtMs: 0,
  cls: 0,
  jsTransferBytes: 90_000,
};

function results(overrides: Partial<BenchResults> = {}): BenchResults {
  return {
    routes: [
      {
        path: "/",
        kind: "public",
        lighthouse: perfect,
        weight: {
          jsGzipBytes: 95_000,
          cssGzipBytes: 8_000,
          jsFiles: 10,
          maxAssetHeaderBytes: 350,
          domElements: 600,
          cssInlineBytes: 30_000,
        },
      },
      {
        path: "/bench-no-such-page",
        kind: "not-found",
        lighthouse: { ...perfect, scores: { ...perfect.scores, seo: 60 } },
      },
    ],
    load: [
      { name: "GET /", kind: "page", rps: 2000, p99Ms: 40, errors: 0, failedResponses: 0 },
      {
        name: "GET /dashboard (signed in)",
        kind: "signed-in",
        rps: 600,
        p99Ms: 80,
        errors: 0,
        failedResponses: 0,
        serverCpuMsPerRequest: 6,
      },
      { name: "POST /contact", kind: "form", rps: 500, p99Ms: 150, errors: 0, failedResponses: 0 },
    ],
    coldStart: { runsMs: [1200, 1300, 1250], medianMs: 1250 },
    memory: { idleRssMB: 250, afterLoadRssMB: 400 },
    build: { wallS: 10, cpuS: 15, outputLines: 2, chunkPlanS: 0.6, chunkPlanCpuS: 1.1 },
    firstStart: { wallS: 18, cpuS: 25, loadAverage: 0.5 },
    ...overrides,
  };
}

describe("bench budgets", () => {
  it("passes when every measurement meets bench/budgets.json", () => {
    const checks = evaluateBudgets(results(), budgets);
    expect(checks.filter((c) => !c.ok)).toEqual([]);
    expect(checks.length).toBeGreaterThan(10);
  });

  it("misses 'Lighthouse performance >= 98' at 97", () => {
    const r = results();
    r.routes!.push({
      path: "/courses",
      kind: "public",
      lighthouse: { ...perfect, scores: { ...perfect.scores, performance: 97 } },
    });
    const missed = evaluateBudgets(r, budgets).filter((c) => !c.ok);
    expect(missed).toEqual([
      { target: "/courses", metric: "Lighthouse performance", measured: 97, limit: 98, op: ">=", ok: false },
    ]);
  });

  it("holds the payment page to its own 14 script files, and other public pages to 12", () => {
    const weight = {
      jsGzipBytes: 95_000,
      cssGzipBytes: 8_000,
      maxAssetHeaderBytes: 350,
      cssInlineBytes: 30_000,
    };
    const r = results();
    r.routes!.push(
      { path: "/paymentpage", kind: "public", weight: { ...weight, jsFiles: 14 } },
      { path: "/courses", kind: "public", weight: { ...weight, jsFiles: 13 } },
    );
    const missed = evaluateBudgets(r, budgets).filter((c) => !c.ok);
    expect(missed).toEqual([
      { target: "/courses", metric: "script requests", measured: 13, limit: 12, op: "<=", ok: false },
    ]);
  });

  it("does not hold the not-found page to the SEO budget (404 + noindex on purpose)", () => {
    const checks = evaluateBudgets(results(), budgets);
    expect(checks.some((c) => c.target === "/bench-no-such-page" && c.metric === "Lighthouse seo")).toBe(
      false,
    );
    expect(
      checks.some((c) => c.target === "/bench-no-such-page" && c.metric === "Lighthouse performance"),
    ).toBe(true);
  });

  it("does not hold the demo portal to the SEO budget (noindex, disallowed in robots.txt), but to accessibility", () => {
    const r = results();
    r.routes!.push({
      path: "/dashboard",
      kind: "demo",
      lighthouse: { ...perfect, scores: { ...perfect.scores, seo: 66, accessibility: 99 } },
    });
    const missed = evaluateBudgets(r, budgets).filter((c) => !c.ok && c.target === "/dashboard");
    expect(missed.map((c) => c.metric)).toEqual(["Lighthouse accessibility"]);
  });

  it("misses LCP over 1.3 s, TBT over 50 ms and CLS over 0.01", () => {
    const r = results();
    r.routes![0].lighthouse = { ...perfect, lcpMs: 1301, tbtMs: 51, cls: 0.011 };
    const missed = evaluateBudgets(r, budgets)
      .filter((c) => !c.ok)
      .map((c) => c.metric);
    expect(missed).toEqual(["LCP ms", "TBT ms", "CLS"]);
  });

  it("misses home script transfer over 128 KiB as Lighthouse counts it, and performance under 100 on /", () => {
    const r = results();
    r.routes![0].lighthouse = {
      ...perfect,
      jsTransferBytes: 128.1 * 1024,
      scores: { ...perfect.scores, performance: 99 },
    };
    expect(
      evaluateBudgets(r, budgets)
        .filter((c) => !c.ok)
        .map((c) => `${c.metric} ${c.measured}`),
    ).toEqual(["Lighthouse performance 99", "script transfer KiB 128.1"]);
  });

  it("misses a page loading more than 12 script files, or an asset with more than 400 bytes of headers", () => {
    const r = results();
    r.routes![0].weight = { jsGzipBytes: 1, cssGzipBytes: 1, jsFiles: 13, maxAssetHeaderBytes: 1100 };
    expect(
      evaluateBudgets(r, budgets)
        .filter((c) => !c.ok)
        .map((c) => c.metric),
    ).toEqual(["script requests", "asset header bytes"]);
  });

  it("holds the portal's demo to 16 script files, public pages to 12", () => {
    const r = results();
    const weight = { jsGzipBytes: 1, cssGzipBytes: 1, jsFiles: 13, maxAssetHeaderBytes: 350 };
    r.routes = [{ path: "/dashboard", kind: "demo", weight }];
    expect(evaluateBudgets(r, budgets).every((c) => c.ok)).toBe(true);
    r.routes[0].weight = { ...weight, jsFiles: 17 };
    expect(
      evaluateBudgets(r, budgets)
        .filter((c) => !c.ok)
        .map((c) => c.measured),
    ).toEqual([17]);
  });

  it("misses a signed-in dashboard under 500 req/s or over 100 ms p99, and a form post over 200 ms p99", () => {
    const r = results({
      load: [
        {
          name: "GET /dashboard (signed in)",
          kind: "signed-in",
          rps: 499,
          p99Ms: 101,
          errors: 0,
          failedResponses: 0,
        },
        { name: "POST /contact", kind: "form", rps: 400, p99Ms: 201, errors: 0, failedResponses: 0 },
      ],
    });
    expect(
      evaluateBudgets(r, budgets)
        .filter((c) => !c.ok)
        .map((c) => `${c.target} ${c.metric}`),
    ).toEqual([
      "GET /dashboard (signed in) req/s",
      "GET /dashboard (signed in) p99 ms",
      "POST /contact p99 ms",
    ]);
  });

  it("misses a server over 300 MB of memory idle or over 450 MB after the load", () => {
    const r = results({ memory: { idleRssMB: 301, afterLoadRssMB: 451 } });
    expect(
      evaluateBudgets(r, budgets)
        .filter((c) => !c.ok)
        .map((c) => c.metric),
    ).toEqual(["RSS idle MB", "RSS after load MB"]);
  });

  it("misses a 25 MB material whose upload or download raises the peak memory by more than twice the file (50 MB)", () => {
    const upload = (growth: number) => ({
      fileMB: 25,
      uploadStatus: 302,
      rssBeforeUploadMB: 260,
      uploadPeakRssMB: 260 + growth,
      uploadGrowthMB: growth,
      downloadStatus: 200,
      downloadedMB: 25,
      downloadGrowthMB: growth,
    });
    const missed = (growth: number) =>
      evaluateBudgets(
        results({ memory: { idleRssMB: 250, afterLoadRssMB: 400, upload: upload(growth) } }),
        budgets,
      )
        .filter((c) => !c.ok)
        .map((c) => c.metric);
    expect(missed(50)).toEqual([]);
    // Issue 23 measured +2,275 MB before the upload streamed.
    expect(missed(2275)).toEqual(["upload peak growth MB", "download peak growth MB"]);
  });

  it("misses SSR pages under 1,500 req/s or over 60 ms p99, and a form with any error", () => {
    const r = results({
      load: [
        { name: "GET /", kind: "page", rps: 1499, p99Ms: 61, errors: 0, failedResponses: 0 },
        { name: "POST /contact", kind: "form", rps: 400, p99Ms: 100, errors: 0, failedResponses: 1 },
      ],
    });
    const missed = evaluateBudgets(r, budgets)
      .filter((c) => !c.ok)
      .map((c) => `${c.target} ${c.metric}`);
    expect(missed).toEqual(["GET / req/s", "GET / p99 ms", "POST /contact errors"]);
  });

  it("does not count a skipped target (page not built yet) as measured", () => {
    const r = results({
      load: [
        {
          name: "GET /placements",
          kind: "page",
          skipped: "404",
          rps: 0,
          p99Ms: 0,
          errors: 0,
          failedResponses: 0,
        },
      ],
    });
    expect(evaluateBudgets(r, budgets).some((c) => c.target === "GET /placements")).toBe(false);
  });

  it("misses a cold start over 3 s", () => {
    const r = results({ coldStart: { runsMs: [3100], medianMs: 3100 } });
    expect(
      evaluateBudgets(r, budgets)
        .filter((c) => !c.ok)
        .map((c) => c.metric),
    ).toEqual(["cold start ms"]);
  });

  it("misses (issue 27) a build over 12 s, a chunk plan over 1 s and a first start over 20 s", () => {
    const r = results({
      build: { wallS: 12.5, cpuS: 20, outputLines: 2, chunkPlanS: 1.2, chunkPlanCpuS: 1.9 },
      firstStart: { wallS: 21, cpuS: 30, loadAverage: 1 },
    });
    expect(
      evaluateBudgets(r, budgets)
        .filter((c) => !c.ok)
        .map((c) => `${c.target}: ${c.metric}`),
    ).toEqual([
      "npm run build: seconds",
      "npm run build: chunk plan seconds",
      "npm start (fresh clone): seconds to the first 200",
    ]);
  });

  it("misses (issue 27) a public page inlining over 35 KB of CSS, a home page over 620 elements and a signed-in dashboard over 8 ms of server CPU", () => {
    const r = results();
    Object.assign(r.routes![0].weight!, { cssInlineBytes: 70_300, domElements: 729 });
    r.load![1] = { ...r.load![1], serverCpuMsPerRequest: 13 };
    expect(
      evaluateBudgets(r, budgets)
        .filter((c) => !c.ok)
        .map((c) => `${c.target}: ${c.metric} ${c.measured}`),
    ).toEqual([
      "/: CSS inlined KB 70.3",
      "/: DOM elements 729",
      "GET /dashboard (signed in): server CPU ms per request 13",
    ]);
  });

  it("holds the portal's demo, which inlines the public stylesheet too, to no CSS inline budget", () => {
    const r = results();
    r.routes!.push({
      path: "/dashboard",
      kind: "demo",
      weight: {
        jsGzipBytes: 1,
        cssGzipBytes: 1,
        jsFiles: 15,
        maxAssetHeaderBytes: 300,
        cssInlineBytes: 70_300,
      },
    });
    expect(evaluateBudgets(r, budgets).filter((c) => !c.ok)).toEqual([]);
  });

  it("rounds kilobytes to one decimal and takes medians", () => {
    expect(kb(137_349)).toBe(137.3);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
  });
});

describe("page weight: what a page loads", () => {
  const html = `<!DOCTYPE html><html><head>
    <link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/>
    <link rel="modulepreload" href="/assets/root-B.js"/>
    <link rel="stylesheet" href="/assets/root-C.css"/>
    <link rel="icon" href="/favicon.svg"/>
    <style nonce="n" data-app-css="">body{color:red}</style>
    <link rel="modulepreload" href="https://cdn.example/x.js"/>
    </head><body>
    <script type="application/ld+json">{"import":"/no.js"}</script>
    <script nonce="n" type="module" async="">import "/assets/manifest-D.js";
    import * as route0 from "/assets/root-B.js";
    import("/assets/entry.client-A.js");</script></body></html>`;

  it("lists module preloads, static and bootstrap imports, stylesheets of the same origin and inline styles", () => {
    expect(pageAssets(html)).toEqual({
      scripts: ["/assets/entry.client-A.js", "/assets/root-B.js", "/assets/manifest-D.js"],
      styles: ["/assets/root-C.css"],
      inlineStyles: ["body{color:red}"],
    });
  });

  it("lists the files the rewritten bootstrap preloads and imports one by one", () => {
    const booted = `<script nonce="n" type="module" async="">
for (const href of ["/assets/framework-F.js", "/assets/root-B.js", "/assets/entry.client-A.js"]) { const l = document.createElement("link"); l.rel = "modulepreload"; l.href = href; document.head.append(l); }
for (const href of ["/assets/framework-F.js", "/assets/root-B.js"]) { modules.set(href, await import(href)); }
const [route0] = ["/assets/root-B.js"].map((href) => modules.get(href));
window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};
import("/assets/entry.client-A.js");</script>`;
    expect(pageAssets(booted).scripts).toEqual([
      "/assets/entry.client-A.js",
      "/assets/framework-F.js",
      "/assets/root-B.js",
    ]);
  });

  it("counts the elements of a page's HTML, not those inside comments, scripts or styles", () => {
    // html, head, 5 links, style, body, 2 scripts.
    expect(countElements(html)).toBe(11);
    expect(countElements("<!-- <p> --><div><p>a</p><svg><path d='M1 1'/></svg></div>")).toBe(4);
  });

  it("counts the bytes of a response's status line and headers as they travel", () => {
    // "HTTP/1.1 200 OK\r\n" (17) + "vary: Accept-Encoding\r\n" (23) + "\r\n" (2)
    expect(headerBytes(200, "OK", ["vary", "Accept-Encoding"])).toBe(42);
  });

  it("finds static imports of a minified chunk, not dynamic ones", () => {
    const code = `import{j as e}from"./jsx-runtime-X.js";import"./side-Y.js";const l=()=>import("./lazy-Z.js");`;
    expect(staticImports(code)).toEqual(["./jsx-runtime-X.js", "./side-Y.js"]);
  });
});

describe("html-form: posting what the page renders", () => {
  const page = `<form method="post" action="/newsletter"><input name="email" type="email"></form>
    <form method="post" action="/contact">
      <input type="hidden" name="token" value="3f0c2b8e-8a51-4f7a-9d7c-5b2d1e0f9a11">
      <input type="hidden" name="intent" value="contact">
      <input name="name" required><input name="email" type="email"><input name="phone" type="tel">
      <select name="subject"><option value="">Select a subject</option><option value="Course Information">Course Information</option><option value="Other">Other</option></select>
      <textarea name="message" rows="5"></textarea>
      <div aria-hidden="true" hidden><input name="website" tabindex="-1"></div>
      <button type="submit" name="_action" value="send">Send</button>
    </form>`;

  it("finds the form posting to the path and its fields", () => {
    const fields = findFormFields(page, "/contact", /message/);
    expect(fields?.map((f) => f.name)).toEqual([
      "token",
      "intent",
      "name",
      "email",
      "phone",
      "subject",
      "message",
      "website",
    ]);
    expect(findFormFields(page, "/enrol", /message/)).toBeNull();
  });

  it("fills the visible fields with valid values, keeps hidden values and leaves the honeypot empty", () => {
    const body = fillForm(findFormFields(page, "/contact", /message/)!, { n: 2 });
    expect(body.get("token")).toBe("3f0c2b8e-8a51-4f7a-9d7c-5b2d1e0f9a11");
    expect(body.get("intent")).toBe("contact");
    expect(body.get("name")!.length).toBeGreaterThanOrEqual(2);
    expect(body.get("email")).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(body.get("subject")).not.toBe("");
    expect(body.get("message")!.length).toBeGreaterThanOrEqual(10);
    expect(body.get("website")).toBe("");
  });

  it("replaces a token-like hidden value with a fresh one when asked", () => {
    const fields = findFormFields(page, "/contact", /message/)!;
    const a = fillForm(fields, { freshTokens: true }).get("token");
    const b = fillForm(fields, { freshTokens: true }).get("token");
    expect(a).not.toBe(b);
    expect(fillForm(fields, { freshTokens: true }).get("intent")).toBe("contact");
  });
});

describe("Lighthouse's CPU slowdown, calibrated to the machine", () => {
  it("follows Lighthouse's calculator: 1533 -> 4x (its default's host), 1300 -> 3x, 800 -> 2x, 150 -> 1x", () => {
    expect(cpuSlowdownFor(1533)).toBe(4);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(150)).toBe(1);
  });

  it("interpolates between the calculator's points and goes above 4x on a faster host", () => {
    expect(cpuSlowdownFor(1050)).toBe(2.5);
    expect(cpuSlowdownFor(475)).toBe(1.5);
    expect(cpuSlowdownFor(2000)).toBe(6);
  });

  it("never speeds the page up (1x below 150) and gives no slowdown without a benchmarkIndex", () => {
    expect(cpuSlowdownFor(100)).toBe(1);
    expect(cpuSlowdownFor(undefined)).toBeNull();
    expect(cpuSlowdownFor(Number.NaN)).toBeNull();
  });
});

describe("what the bench keeps of a Lighthouse report", () => {
  const lhr = {
    categories: {
      performance: { score: 0.81 },
      accessibility: { score: 1 },
      "best-practices": { score: 1 },
      seo: { score: 1 },
    },
    audits: {
      "total-blocking-time": { numericValue: 588.4 },
      "long-tasks": {
        details: {
          items: [
            { url: "http://localhost:3300/", duration: 121.2, startTime: 860.7 },
            { url: "Unattributable", duration: 62, startTime: 752.2 },
            { url: "http://localhost:3300/assets/entry.client-X.js", duration: 180.4, startTime: 1204 },
          ],
        },
      },
      "mainthread-work-breakdown": {
        details: {
          items: [
            { group: "styleLayout", duration: 310.39 },
            { group: "scriptEvaluation", duration: 471.28 },
          ],
        },
      },
    },
  };

  it("keeps the long tasks total blocking time is counted from, and the main thread's time per kind of work", () => {
    const summary = summarise(lhr);
    expect(summary.tbtMs).toBe(588);
    expect(summary.scores.performance).toBe(81);
    expect(summary.longTasks).toEqual([
      { url: "http://localhost:3300/", startMs: 861, durationMs: 121 },
      { url: "Unattributable", startMs: 752, durationMs: 62 },
      { url: "http://localhost:3300/assets/entry.client-X.js", startMs: 1204, durationMs: 180 },
    ]);
    expect(summary.mainThreadMs).toEqual({ styleLayout: 310, scriptEvaluation: 471 });
  });

  it("prints a page's long tasks longest first, each with its start and what it is attributed to", () => {
    expect(longTasksLine("/", summarise(lhr))).toBe(
      "  /: 180 ms at 1.20 s (entry.client-X.js), 121 ms at 0.86 s (the document), 62 ms at 0.75 s (unattributed)",
    );
    expect(longTasksLine("/privacy", summarise({ categories: {}, audits: {} }))).toBe("  /privacy: none");
  });
});
