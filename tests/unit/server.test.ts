import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { DatabaseAvailability } from "~/server/http/availability.server";
import { parseEnv } from "~/server/env.server";
import { unavailablePage, unavailableResponse } from "~/server/http/unavailable.server";
import { requestsInFlight } from "~/server/traffic.server";
import { createApp } from "../../server";

function app(opts: { down?: boolean; draining?: boolean; clientDir?: string } = {}) {
  const availability = new DatabaseAvailability({ probe: async () => !opts.down });
  const created = createApp({
    env: parseEnv({ NODE_ENV: "production" }),
    getBuild: () => Promise.reject(new Error("no React Router build in this test")),
    clientDir: opts.clientDir,
    mode: "production",
    availability,
    draining: () => opts.draining ?? false,
  });
  return {
    availability,
    fetch: (path: string, init?: RequestInit) =>
      created.fetch(new Request(`http://localhost:3000${path}`, init), { incoming: {} as IncomingMessage }),
  };
}

describe("server.ts: shutdown and outages", () => {
  it("answers /healthz with 503 'draining' once shutdown has begun, so load balancers move on", async () => {
    const res = await app({ draining: true }).fetch("/healthz");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "draining", database: "unknown" });
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers pages with the friendly 503 page while the database is known to be down", async () => {
    const { availability, fetch } = app({ down: true });
    await availability.check();
    const res = await fetch("/courses", { headers: { accept: "text/html" } });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("30");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-security-policy")).toContain("object-src 'none'");
    const html = await res.text();
    expect(html).toContain("<h1>We'll be right back</h1>");
    expect(html).toContain('href="/courses"');
  });

  it("answers React Router data requests with a plain 503 (the client shows its 503 boundary)", async () => {
    const { availability, fetch } = app({ down: true });
    await availability.check();
    const res = await fetch("/courses.data", { headers: { accept: "*/*" } });
    expect(res.status).toBe(503);
    expect(res.headers.get("content-type")).toContain("text/plain");
  });

  it("rejects a cross-site form post before any page code runs", async () => {
    const res = await app().fetch("/contact", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "name=x",
    });
    expect(res.status).toBe(403);
  });

  it("redirects an upper-case first segment (/Courses, /Paymentpage) with 301", async () => {
    const res = await app().fetch("/Paymentpage?course=ai-machine-learning");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/paymentpage?course=ai-machine-learning");
  });
});

describe("server.ts: requests in flight", () => {
  it("counts a request while it is answered, and out once answered, even with a server error (the database's maintenance waits for none to be in flight)", async () => {
    // Hono reports the unhandled error on the console: expected here.
    const reported = vi.spyOn(console, "error").mockImplementation(() => {});
    let fail!: (error: Error) => void;
    const created = createApp({
      env: parseEnv({ NODE_ENV: "production" }),
      getBuild: () => new Promise((_, reject) => (fail = reject)),
      mode: "production",
    });
    const before = requestsInFlight();
    const answered = created.fetch(new Request("http://localhost:3000/courses"), {
      incoming: {} as IncomingMessage,
    });
    await expect.poll(() => fail).toBeDefined();
    expect(requestsInFlight()).toBe(before + 1);
    fail(new Error("no React Router build in this test"));
    expect((await answered).status).toBe(500);
    expect(requestsInFlight()).toBe(before);
    expect(reported).toHaveBeenCalled();
  });
});

describe("server.ts: headers of static files", () => {
  function clientDir() {
    const dir = mkdtempSync(path.join(tmpdir(), "client-"));
    mkdirSync(path.join(dir, "assets"));
    const script = `export const x = ${JSON.stringify("x".repeat(2000))};`;
    writeFileSync(path.join(dir, "assets", "app-Ab12.js"), script);
    writeFileSync(path.join(dir, "assets", "app-Ab12.js.gz"), gzipSync(script));
    writeFileSync(path.join(dir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    return dir;
  }
  const pagePolicies = [
    "content-security-policy",
    "permissions-policy",
    "referrer-policy",
    "x-frame-options",
    "cross-origin-opener-policy",
  ];

  it("sends an asset with its type, caching, encoding, nosniff and CORP, without the page's policies", async () => {
    const res = await app({ clientDir: clientDir() }).fetch("/assets/app-Ab12.js", {
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    for (const name of [...pagePolicies, "last-modified"]) expect(res.headers.get(name), name).toBeNull();
  });

  it("sends a public file (icon) the same lean headers, cached for an hour", async () => {
    const res = await app({ clientDir: clientDir() }).fetch("/favicon.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    for (const name of pagePolicies) expect(res.headers.get(name), name).toBeNull();
  });

  it("keeps every page policy on what is not a static file (a missing asset, an error)", async () => {
    const { availability, fetch } = app({ clientDir: clientDir(), down: true });
    await availability.check();
    const res = await fetch("/assets/missing-Zz99.js", { headers: { accept: "text/html" } });
    expect(res.status).toBe(503);
    for (const name of pagePolicies) expect(res.headers.get(name), name).not.toBeNull();
  });
});

describe("the 503 page", () => {
  it("escapes the configured business details and links only to this site", () => {
    const html = unavailablePage(
      { brandName: "A <b>&</b> B", email: "x@example.com", phone: "+91 00000 00000" },
      "//evil.example",
    );
    expect(html).toContain("A &lt;b&gt;&amp;&lt;/b&gt; B");
    expect(html).toContain('href="/"');
    expect(html).toContain('href="tel:+910000000000"');
  });

  it("has no body for HEAD", async () => {
    const res = unavailableResponse(
      new Request("http://x/", { method: "HEAD", headers: { accept: "text/html" } }),
      {
        brandName: "B",
        email: "e@example.com",
        phone: "1",
      },
    );
    expect(res.status).toBe(503);
    expect(res.body).toBeNull();
  });
});
