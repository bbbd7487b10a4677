import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  isCrossSiteRequest,
  securityHeaders,
  servedOverHttps,
} from "./security-headers.server";

function directives(csp: string) {
  return new Map(
    csp.split(";").map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

describe("contentSecurityPolicy", () => {
  it("allows the payment gateway's Checkout from exactly its configured origin, and no frame without one", () => {
    const none = directives(contentSecurityPolicy("n", false));
    expect(none.get("frame-src")).toEqual(["'none'"]);
    expect(none.get("connect-src")).toEqual(["'self'"]);
    const standIn = directives(
      contentSecurityPolicy("n", false, {
        scriptOrigin: "http://127.0.0.1:3404",
        frameOrigins: ["http://127.0.0.1:3404"],
      }),
    );
    expect(standIn.get("script-src")).toEqual([
      "'self'",
      "http://127.0.0.1:3404",
      "'nonce-n'",
      "'strict-dynamic'",
    ]);
    expect(standIn.get("frame-src")).toEqual(["http://127.0.0.1:3404"]);
    expect(standIn.get("connect-src")).toEqual(["'self'", "http://127.0.0.1:3404"]);
    const razorpay = directives(
      contentSecurityPolicy("n", true, {
        scriptOrigin: "https://checkout.razorpay.com",
        frameOrigins: ["https://api.razorpay.com", "https://checkout.razorpay.com"],
      }),
    );
    expect(razorpay.get("frame-src")).toEqual(["https://api.razorpay.com", "https://checkout.razorpay.com"]);
    expect([...razorpay.values()].flat().some((v) => v.includes("*"))).toBe(false);
  });

  it("allows scripts only by nonce (no 'unsafe-inline' or 'unsafe-eval' for scripts)", () => {
    const csp = directives(contentSecurityPolicy("abc123", false));
    expect(csp.get("script-src")).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
    expect(csp.get("script-src")).not.toContain("'unsafe-eval'");
    expect(csp.get("script-src-attr")).toEqual(["'none'"]);
  });

  it("sets object-src 'none', base-uri 'none', frame-ancestors 'none' and form-action 'self'", () => {
    const csp = directives(contentSecurityPolicy("n", false));
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
  });

  it("upgrades insecure requests only over HTTPS", () => {
    expect(contentSecurityPolicy("n", true)).toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy("n", false)).not.toContain("upgrade-insecure-requests");
  });
});

describe("servedOverHttps", () => {
  it("is true for an https URL", () => {
    expect(servedOverHttps(new Request("https://site.test/"), false)).toBe(true);
  });

  it("believes X-Forwarded-Proto only from a trusted proxy", () => {
    const req = new Request("http://site.test/", { headers: { "x-forwarded-proto": "https" } });
    expect(servedOverHttps(req, false)).toBe(false);
    expect(servedOverHttps(req, true)).toBe(true);
    const chained = new Request("http://site.test/", { headers: { "x-forwarded-proto": "https, http" } });
    expect(servedOverHttps(chained, true)).toBe(true);
  });
});

describe("securityHeaders", () => {
  const production = { production: true, trustProxy: false, nonce: "n0nce" };

  it("sets nosniff, referrer, opener, resource and permissions policies on any response", () => {
    const res = securityHeaders(new Request("http://site.test/x.png"), new Response("x"), production);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    expect(res.headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
    expect(res.headers.get("Permissions-Policy")).toMatch(/geolocation=\(\)/);
    expect(res.headers.get("Permissions-Policy")).toMatch(/camera=\(self\)/);
    expect(res.headers.get("Content-Security-Policy")).toContain("'nonce-n0nce'");
  });

  it("gives an asset only nosniff and CORP: no CSP, Permissions-Policy, framing, referrer or opener policy", () => {
    const file = new Response("x", {
      headers: { "Cache-Control": "public, max-age=31536000, immutable", "Last-Modified": "x" },
    });
    const res = securityHeaders(new Request("https://site.test/assets/a.js"), file, {
      ...production,
      asset: true,
    });
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    for (const name of [
      "Content-Security-Policy",
      "Permissions-Policy",
      "Referrer-Policy",
      "X-Frame-Options",
      "Cross-Origin-Opener-Policy",
      "Strict-Transport-Security",
      "Last-Modified",
    ])
      expect(res.headers.get(name), name).toBeNull();
  });

  it("sends HSTS for one year over HTTPS, and never over plain HTTP", () => {
    const https = securityHeaders(new Request("https://site.test/"), new Response("x"), production);
    expect(https.headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
    const http = securityHeaders(new Request("http://site.test/"), new Response("x"), production);
    expect(http.headers.get("Strict-Transport-Security")).toBeNull();
  });

  it("sends HSTS behind a trusted proxy that says the request came over HTTPS", () => {
    const req = new Request("http://internal:3000/", { headers: { "x-forwarded-proto": "https" } });
    const trusted = securityHeaders(req, new Response("x"), { ...production, trustProxy: true });
    expect(trusted.headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
    const untrusted = securityHeaders(req, new Response("x"), production);
    expect(untrusted.headers.get("Strict-Transport-Security")).toBeNull();
  });

  it("copies a response whose headers are immutable (Response.redirect)", () => {
    const res = securityHeaders(
      new Request("http://site.test/"),
      Response.redirect("http://site.test/a", 302),
      production,
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("http://site.test/a");
    expect(res.headers.get("X-Frame-Options")).toBe("DENY");
  });

  it("marks HTML no-cache unless the route chose a Cache-Control", () => {
    const html = () => new Response("<p>", { headers: { "Content-Type": "text/html; charset=utf-8" } });
    expect(
      securityHeaders(new Request("http://s.test/"), html(), production).headers.get("Cache-Control"),
    ).toBe("no-cache");
    const chosen = new Response("<p>", {
      headers: { "Content-Type": "text/html", "Cache-Control": "private, max-age=0" },
    });
    expect(
      securityHeaders(new Request("http://s.test/"), chosen, production).headers.get("Cache-Control"),
    ).toBe("private, max-age=0");
  });
});

describe("isCrossSiteRequest (cross-site form posts are rejected)", () => {
  const opts = { trustProxy: false, siteUrl: "https://www.example.com" };
  const post = (headers: Record<string, string>, url = "http://localhost:3000/contact") =>
    new Request(url, { method: "POST", headers });

  it("rejects a post from another site by Sec-Fetch-Site", () => {
    expect(isCrossSiteRequest(post({ "sec-fetch-site": "cross-site" }), opts)).toBe(true);
    expect(isCrossSiteRequest(post({ "sec-fetch-site": "same-site" }), opts)).toBe(true);
  });

  it("accepts a same-origin post and a user-initiated one by Sec-Fetch-Site", () => {
    expect(isCrossSiteRequest(post({ "sec-fetch-site": "same-origin" }), opts)).toBe(false);
    expect(isCrossSiteRequest(post({ "sec-fetch-site": "none" }), opts)).toBe(false);
  });

  it("rejects a post whose Origin is another site, or the opaque origin 'null'", () => {
    expect(isCrossSiteRequest(post({ origin: "https://evil.example" }), opts)).toBe(true);
    expect(isCrossSiteRequest(post({ origin: "null" }), opts)).toBe(true);
  });

  it("accepts Origin 'null' only on the token pages' forms, whose link secret authorises them (no-referrer makes a browser without Sec-Fetch-Site send it)", () => {
    for (const page of ["/reset-password", "/setup", "/unsubscribe?token=x", "/reset-password.data"]) {
      expect(isCrossSiteRequest(post({ origin: "null" }, `http://192.0.2.2:3000${page}`), opts), page).toBe(
        false,
      );
    }
    for (const page of ["/verify-email", "/login", "/staff/team", "/setup/x"]) {
      expect(isCrossSiteRequest(post({ origin: "null" }, `http://192.0.2.2:3000${page}`), opts), page).toBe(
        true,
      );
    }
    expect(
      isCrossSiteRequest(
        post({ origin: "null", "sec-fetch-site": "cross-site" }, "http://x.test/setup"),
        opts,
      ),
    ).toBe(true);
  });

  it("accepts the server's own origin and the configured SITE_URL origin", () => {
    expect(isCrossSiteRequest(post({ origin: "http://localhost:3000" }), opts)).toBe(false);
    expect(isCrossSiteRequest(post({ origin: "https://www.example.com" }), opts)).toBe(false);
  });

  it("accepts the forwarded host only from a trusted proxy", () => {
    const req = () =>
      post({
        origin: "https://academy.example",
        "x-forwarded-host": "academy.example",
        "x-forwarded-proto": "https",
      });
    expect(isCrossSiteRequest(req(), { trustProxy: true })).toBe(false);
    expect(isCrossSiteRequest(req(), { trustProxy: false })).toBe(true);
  });

  it("lets through requests that are not from a browser (no Origin, no Sec-Fetch-Site) and safe methods", () => {
    expect(isCrossSiteRequest(post({}), opts)).toBe(false);
    const get = new Request("http://localhost:3000/", { headers: { origin: "https://evil.example" } });
    expect(isCrossSiteRequest(get, opts)).toBe(false);
  });

  it("exempts the payment gateway's webhook (POST /webhooks/razorpay), and only that exact path", () => {
    const from = (path: string) =>
      post(
        { origin: "https://api.razorpay.com", "sec-fetch-site": "cross-site" },
        `http://localhost:3000${path}`,
      );
    expect(isCrossSiteRequest(from("/webhooks/razorpay"), opts)).toBe(false);
    for (const path of [
      "/webhooks/razorpay/",
      "/webhooks/razorpay/x",
      "/webhooks/other",
      "/paymentpage",
      "/Webhooks/razorpay",
    ]) {
      expect(isCrossSiteRequest(from(path), opts), path).toBe(true);
    }
  });
});
