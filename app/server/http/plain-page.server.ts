import type { SiteConfig } from "~/content/site";
import { isDataRequestPath } from "./data-request.server";
import { escapeHtml } from "~/lib/html-escape";

type Site = Pick<SiteConfig, "brandName" | "email" | "phone">;

/**
 * A page the server answers itself, before any React render: while the
 * database is unreachable (503), or for a body too large to read (413).
 * Self-contained (inline styles, no script, no database) so that it cannot
 * fail for the reason it is shown.
 */
export function plainPage(
  site: Site,
  page: { title: string; message: string; button: { label: string; href: string } },
) {
  const brand = escapeHtml(site.brandName);
  const email = escapeHtml(site.email);
  const phone = escapeHtml(site.phone);
  const tel = escapeHtml(site.phone.replace(/[^+\d]/g, ""));
  const href = page.button.href;
  const again = escapeHtml(href.startsWith("/") && !href.startsWith("//") ? href : "/");
  return `<!DOCTYPE html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} | ${brand}</title>
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
  <h1>${escapeHtml(page.title)}</h1>
  <p>${escapeHtml(page.message)}</p>
  <p>Need us now? Write to <a href="mailto:${email}">${email}</a> or call <a href="tel:${tel}">${phone}</a>.</p>
  <a class="button" href="${again}">${escapeHtml(page.button.label)}</a>
</main>
</body>
</html>
`;
}

/**
 * The page for browsers; a plain-text line for React Router's data requests
 * (the client then shows its own error boundary) and for other clients.
 */
export function plainPageResponse(
  request: Request,
  site: Site,
  page: Parameters<typeof plainPage>[1] & { status: number; statusText: string; text: string },
  headers: Record<string, string> = {},
) {
  const url = new URL(request.url);
  const all = new Headers({ "Cache-Control": "no-store", ...headers });
  const wantsHtml = (request.headers.get("accept") ?? "").includes("text/html");
  const head = request.method === "HEAD";
  const init = { status: page.status, statusText: page.statusText, headers: all };
  if (wantsHtml && !isDataRequestPath(url.pathname)) {
    all.set("Content-Type", "text/html; charset=utf-8");
    return new Response(head ? null : plainPage(site, page), init);
  }
  all.set("Content-Type", "text/plain; charset=utf-8");
  return new Response(head ? null : `${page.text}\n`, init);
}
