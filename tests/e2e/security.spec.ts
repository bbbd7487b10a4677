// Security headers and the cross-site check, on the production
// build: every header on a page and an error page, the lean set on an asset; the CSP
// actually enforced by the browser.
import { hydrateFooterSubscribe } from "./support/lead-form-helpers";
import { type APIResponse, expect, test } from "./support/test";

function cspDirectives(res: APIResponse) {
  const csp = res.headers()["content-security-policy"] ?? "";
  return new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values] as const),
  );
}

function expectSecurityHeaders(res: APIResponse, what: string) {
  const h = res.headers();
  const csp = cspDirectives(res);
  expect(csp.get("script-src"), `${what}: script-src`).toEqual(
    expect.arrayContaining(["'strict-dynamic'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/=]{16,}'$/)]),
  );
  expect(csp.get("script-src"), `${what}: no 'unsafe-inline' scripts`).not.toContain("'unsafe-inline'");
  expect(csp.get("script-src"), `${what}: no 'unsafe-eval'`).not.toContain("'unsafe-eval'");
  expect(csp.get("object-src"), what).toEqual(["'none'"]);
  expect(csp.get("base-uri"), what).toEqual(["'none'"]);
  expect(csp.get("frame-ancestors"), what).toEqual(["'none'"]);
  expect(csp.get("form-action"), what).toEqual(["'self'"]);
  expect(h["content-security-policy-report-only"], `${what}: enforced, not report-only`).toBeUndefined();
  expect(h["x-content-type-options"], what).toBe("nosniff");
  expect(h["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(h["cross-origin-opener-policy"], what).toBe("same-origin");
  expect(h["cross-origin-resource-policy"], what).toBe("same-origin");
  expect(h["x-frame-options"], what).toBe("DENY");
  expect(h["permissions-policy"], what).toMatch(/(^|, )geolocation=\(\)/);
  expect(h["permissions-policy"], what).toMatch(/(^|, )payment=\(\)/);
  // Plain HTTP without a trusted proxy: no HSTS (it would be ignored, and would pin a wrong host).
  expect(h["strict-transport-security"], what).toBeUndefined();
}

test.describe("security headers on every kind of response", () => {
  test("a page has each header, and its nonce is on every script and new on every request", async ({
    request,
  }) => {
    const first = await request.get("/");
    expect(first.status()).toBe(200);
    expectSecurityHeaders(first, "page /");
    const nonce = /'nonce-([^']+)'/.exec(first.headers()["content-security-policy"])![1];
    const html = await first.text();
    // Every executable script (JSON-LD data blocks are not executed, so CSP does not apply to them).
    const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter(
      (tag) => !tag.includes("application/ld+json"),
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const second = await request.get("/");
    const again = /'nonce-([^']+)'/.exec(second.headers()["content-security-policy"])![1];
    expect(again).not.toBe(nonce);
  });

  test("a page from the anonymous page cache carries this request's own nonce; signed-in requests bypass it", async ({
    request,
  }) => {
    const seen = new Set<string>();
    let hits = 0;
    for (let i = 0; i < 4; i++) {
      const res = await request.get("/terms");
      const nonce = /'nonce-([^']+)'/.exec(res.headers()["content-security-policy"])![1];
      const html = await res.text();
      const nonces = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
      expect([...nonces]).toEqual([nonce]);
      seen.add(nonce);
      if (res.headers()["x-page-cache"] === "hit") hits += 1;
    }
    expect(seen.size).toBe(4);
    expect(hits).toBeGreaterThan(0);
    const withCookie = await request.get("/terms", { headers: { cookie: "__Host-session=not-a-session" } });
    expect(withCookie.headers()["x-page-cache"]).toBeUndefined();
  });

  test("an asset (script, icon) has the headers a subresource needs and not the page's policies", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const script = html.match(/\/assets\/[^"']+\.js/)![0];
    for (const path of [script, "/favicon.svg"]) {
      const res = await request.get(path, { headers: { "accept-encoding": "gzip, deflate, br" } });
      expect(res.status(), path).toBe(200);
      const h = res.headers();
      expect(h["x-content-type-options"], path).toBe("nosniff");
      expect(h["cross-origin-resource-policy"], path).toBe("same-origin");
      expect(h["content-type"], path).toMatch(/javascript|svg/);
      expect(h["cache-control"], path).toMatch(/^public, max-age=/);
      for (const policy of [
        "content-security-policy",
        "permissions-policy",
        "referrer-policy",
        "x-frame-options",
        "cross-origin-opener-policy",
      ])
        expect(h[policy], `${path}: ${policy}`).toBeUndefined();
    }
    const compressed = await request.get(script, { headers: { "accept-encoding": "br" } });
    expect(compressed.headers()["content-encoding"]).toBe("br");
    expect(compressed.headers()["vary"]).toMatch(/accept-encoding/i);
  });

  test("error pages (404, a rejected post) have each header", async ({ request }) => {
    const missing = await request.get("/no-such-page-for-headers");
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing, "404 page");
    const rejected = await request.post("/", {
      headers: { origin: "https://evil.example" },
      form: { a: "b" },
    });
    expect(rejected.status()).toBe(403);
    expectSecurityHeaders(rejected, "403");
  });

  test("a spoofed X-Forwarded-Proto from an untrusted client does not switch on HSTS", async ({
    request,
  }) => {
    const res = await request.get("/", { headers: { "x-forwarded-proto": "https" } });
    expect(res.headers()["strict-transport-security"]).toBeUndefined();
  });
});

test.describe("cross-site form posts are rejected (Origin check)", () => {
  test("Origin of another site, the opaque Origin 'null' and Sec-Fetch-Site cross-site get 403", async ({
    request,
  }) => {
    const cases: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site", origin: "https://sub.localhost" },
    ];
    for (const headers of cases) {
      const res = await request.post("/privacy", { headers, form: { email: "a@b.co" } });
      expect(res.status(), JSON.stringify(headers)).toBe(403);
      expect(await res.text()).toBe("Cross-site form submissions are not accepted.");
    }
  });

  test("a same-origin post passes the check", async ({ request, baseURL }) => {
    const res = await request.post("/privacy", {
      headers: { origin: baseURL!, "sec-fetch-site": "same-origin" },
      form: {},
    });
    expect(res.status()).not.toBe(403);
  });

  test("a form on another site posting here is refused in a real browser", async ({ page, baseURL }) => {
    // A page on another origin (served by the test), with a form that posts to this site.
    await page.route("http://evil.test/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!DOCTYPE html><title>evil</title><form method="post" action="${baseURL}/privacy">
          <input name="email" value="victim@example.com"><button>Win a prize</button></form>`,
      }),
    );
    await page.goto("http://evil.test/");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().startsWith(`${baseURL}/privacy`)),
      page.getByRole("button", { name: "Win a prize" }).click(),
    ]);
    expect(response.status()).toBe(403);
    await expect(page.locator("body")).toHaveText("Cross-site form submissions are not accepted.");
  });
});

test.describe("the Content-Security-Policy is enforced in the browser", () => {
  test("the site's own scripts run (hydration) without a single violation or console error", async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(m.text());
    });
    page.on("pageerror", (e) => problems.push(e.message));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) => {
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/privacy");
    // The menu toggle only works once React has hydrated: proof the nonce'd scripts ran.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    // Code loaded after the start ran too: the chat button (when the browser is idle), and the
    // toast region with its first toast (the footer's Subscribe form checks the e-mail).
    await expect(page.getByRole("button", { name: "Open chat assistant" })).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
    await hydrateFooterSubscribe(page);
    const footer = page.locator("footer");
    await footer.getByLabel("Email address").fill(`csp.${Date.now()}@example.com`);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.locator("section[aria-label^='Notifications']")).toBeAttached();
    expect(problems).toEqual([]);
  });

  test("markup injected into a page (as an XSS would) cannot run scripts", async ({ page }) => {
    // The real response, headers included, with attacker markup spliced into the HTML.
    await page.route("**/privacy", async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        "</main>",
        `<script>window.injected = true</script><img src="data:," onerror="window.handler = true" alt=""></main>`,
      );
      await route.fulfill({ response, body });
    });
    const violations: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") violations.push(m.text());
    });
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const ran = await page.evaluate(() => {
      const w = window as unknown as { injected?: boolean; handler?: boolean };
      return { injected: w.injected ?? false, handler: w.handler ?? false };
    });
    expect(ran).toEqual({ injected: false, handler: false });
    expect(violations.join("\n")).toMatch(/Content Security Policy directive/);
  });

  test("an inline event handler added at run time does not run (script-src-attr 'none')", async ({
    page,
  }) => {
    await page.goto("/privacy");
    const ran = await page.evaluate(async () => {
      const div = document.createElement("div");
      div.innerHTML = `<img src="data:," onerror="window.handler = true" alt="">`;
      document.body.append(div);
      await new Promise((r) => setTimeout(r, 300));
      return (window as unknown as { handler?: boolean }).handler ?? false;
    });
    expect(ran).toBe(false);
  });

  test("the site cannot be framed by another page", async ({ page, baseURL }) => {
    await page.route("http://framer.test/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!DOCTYPE html><iframe src="${baseURL}/privacy"></iframe>`,
      }),
    );
    await page.goto("http://framer.test/");
    const frame = page.frames().find((f) => f.url().startsWith(baseURL!));
    // Blocked frames never load the document: no heading inside.
    const heading = frame
      ? await frame
          .locator("h1")
          .count()
          .catch(() => 0)
      : 0;
    expect(heading).toBe(0);
  });
});
