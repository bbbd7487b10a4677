import type { SiteConfig } from "~/content/site";

/** Seconds a browser or load balancer should wait before trying again. */
export const RETRY_AFTER_SECONDS = 30;

function escapeHtml(s: string) {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * The page people see while the database is unreachable. Self-contained
 * (inline styles, no script, no database, no React render) so that it cannot
 * fail for the reason it is shown. Wording matches the root error boundary's
 * 503 branch, which client-side navigations show in the same situation.
 */
export function unavailablePage(site: Pick<SiteConfig, "brandName" | "email" | "phone">, path: string) {
  const brand = escapeHtml(site.brandName);
  const email = escapeHtml(site.email);
  const phone = escapeHtml(site.phone);
  const tel = escapeHtml(site.phone.replace(/[^+\d]/g, ""));
  const again = escapeHtml(path.startsWith("/") && !path.startsWith("//") ? path : "/");
  return `<!DOCTYPE html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>We'll be right back | ${brand}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
  body { margin: 0; min-height: 100dvh; display: grid; place-items: center; padding: 1.5rem;
    font-family: ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif;
    color: #0f172a; background: #f8fafc; line-height: 1.6; }
  main { max-width: 32rem; text-align: center; }
  .brand { font-weight: 800; color: #1a37cf; letter-spacing: -0.01em; }
  h1 { font-size: 1.875rem; line-height: 1.2; margin: 1rem 0 0.75rem; }
  p { color: #475569; margin: 0.5rem 0; }
  a { color: #1a37cf; }
  a[href^="tel:"] { white-space: nowrap; }
  a.button { display: inline-flex; align-items: center; min-height: 2.75rem; margin-top: 1.5rem; padding: 0 1.25rem;
    border-radius: 0.5rem; background: #1a37cf; color: #fff; font-weight: 600; text-decoration: none; }
  a.button:hover { background: #1b30a7; }
  :focus-visible { outline: 3px solid #3465f6; outline-offset: 2px; }
</style>
</head>
<body>
<main id="main">
  <p class="brand">${brand}</p>
  <h1>We'll be right back</h1>
  <p>The site is briefly unavailable. Please try again in a minute.</p>
  <p>Need us now? Write to <a href="mailto:${email}">${email}</a> or call <a href="tel:${tel}">${phone}</a>.</p>
  <a class="button" href="${again}">Try again</a>
</main>
</body>
</html>
`;
}

/**
 * 503 for a request that arrived while the database is unreachable: the
 * friendly page for browsers, a plain answer for React Router's data
 * requests (the client then renders its own 503 boundary) and other clients.
 */
export function unavailableResponse(
  request: Request,
  site: Pick<SiteConfig, "brandName" | "email" | "phone">,
) {
  const url = new URL(request.url);
  const headers = new Headers({ "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" });
  const wantsHtml = (request.headers.get("accept") ?? "").includes("text/html");
  if (wantsHtml && !url.pathname.endsWith(".data")) {
    headers.set("Content-Type", "text/html; charset=utf-8");
    const body = request.method === "HEAD" ? null : unavailablePage(site, `${url.pathname}${url.search}`);
    return new Response(body, { status: 503, statusText: "Service Unavailable", headers });
  }
  headers.set("Content-Type", "text/plain; charset=utf-8");
  return new Response(
    request.method === "HEAD" ? null : "Service Unavailable: please try again in a minute.\n",
    {
      status: 503,
      statusText: "Service Unavailable",
      headers,
    },
  );
}
