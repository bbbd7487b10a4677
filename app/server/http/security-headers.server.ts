import { postsLinkSecret } from "../token-pages.server";

/**
 * Security headers for every response (pages, errors; assets get a lean set) and the
 * cross-site form-post check. The CSP carries the per-request nonce that
 * server.ts also hands to React Router (load context), so only scripts the
 * server rendered can run. See docs/decisions/080-security-headers.md.
 */
export interface HeaderOptions {
  production: boolean;
  trustProxy: boolean;
  nonce?: string;
  /**
   * A static file from the build or public/ (script, stylesheet, icon): it is never rendered
   * as a page, so it carries only what a subresource needs (see assetHeaders).
   */
  asset?: boolean;
  /** The payment gateway's Checkout (docs/decisions/164-checkout-on-the-payment-page.md), when configured. */
  gateway?: GatewayOrigins | null;
}

/** Where the gateway's Checkout script and frame come from: these origins, and no others, are allowed. */
export interface GatewayOrigins {
  scriptOrigin: string;
  frameOrigins: string[];
}

/** Features the site uses (camera and microphone: the portal's audio/video test); everything else is off. */
export const PERMISSIONS_POLICY = [
  "camera=(self)",
  "microphone=(self)",
  "fullscreen=(self)",
  "accelerometer=()",
  "autoplay=()",
  "browsing-topics=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "midi=()",
  "payment=()",
  "usb=()",
].join(", ");

export const HSTS = "max-age=31536000; includeSubDomains";

/** true when the browser reached us over HTTPS (directly, or via a trusted proxy that says so). */
export function servedOverHttps(request: Request, trustProxy: boolean): boolean {
  if (new URL(request.url).protocol === "https:") return true;
  if (!trustProxy) return false;
  const proto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  return proto === "https";
}

export function contentSecurityPolicy(
  nonce: string | undefined,
  https: boolean,
  gateway?: GatewayOrigins | null,
) {
  // 'strict-dynamic': the nonce'd entry script may load the route chunks it imports (and the
  // gateway's Checkout script); 'self' and the gateway's origin only matter to browsers without CSP level 3.
  const own = gateway ? `'self' ${gateway.scriptOrigin}` : "'self'";
  const script = nonce ? `${own} 'nonce-${nonce}' 'strict-dynamic'` : own;
  // Checkout opens its payment form in a frame of the gateway and talks to its API.
  const frames = gateway ? [...new Set(gateway.frameOrigins)].join(" ") : "'none'";
  const connect = gateway ? `'self' ${[...new Set(gateway.frameOrigins)].join(" ")}` : "'self'";
  return [
    "default-src 'self'",
    `script-src ${script}`,
    "script-src-attr 'none'",
    // Inline styles only (style attributes, the toast library's <style>); never inline scripts.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    `frame-src ${frames}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * Headers the browser uses on a script, stylesheet or icon: its type must not be sniffed and
 * other sites may not embed it (CORP). A page's policies (CSP, Permissions-Policy, framing,
 * referrer, opener) apply to documents only; on an asset they were ~1.1 KB of every response
 * (docs/decisions/131-lean-asset-headers.md). Cache-Control, Content-Type, Content-Encoding
 * and Vary come from the static file server.
 */
export function assetHeaders(response: Response): Response {
  const res = writable(response);
  res.headers.set("X-Content-Type-Options", "nosniff");
  res.headers.set("Cross-Origin-Resource-Policy", "same-origin");
  // Fingerprinted files never change: nothing to revalidate against.
  if (/\bimmutable\b/.test(res.headers.get("Cache-Control") ?? "")) res.headers.delete("Last-Modified");
  return res;
}

/** Responses from fetch() may have immutable headers (e.g. redirects): copy when needed. */
function writable(response: Response): Response {
  try {
    response.headers.set("X-Content-Type-Options", "nosniff");
    return response;
  } catch {
    return new Response(response.body, response);
  }
}

export function securityHeaders(request: Request, response: Response, opts: HeaderOptions): Response {
  if (opts.asset) return assetHeaders(response);
  const res = writable(response);
  const h = res.headers;
  h.set("X-Content-Type-Options", "nosniff");
  // A page with its own, stricter policy keeps it (the token pages: no-referrer).
  if (!h.has("Referrer-Policy")) h.set("Referrer-Policy", "strict-origin-when-cross-origin");
  h.set("X-Frame-Options", "DENY");
  // Checkout may open the bank's page (3-D Secure, net banking) in a pop-up that reports back to its opener.
  h.set("Cross-Origin-Opener-Policy", opts.gateway ? "same-origin-allow-popups" : "same-origin");
  h.set("Cross-Origin-Resource-Policy", "same-origin");
  h.set("Permissions-Policy", PERMISSIONS_POLICY);
  if (opts.production) {
    const https = servedOverHttps(request, opts.trustProxy);
    // A response with its own, stricter policy keeps it (uploaded images: default-src 'none'; sandbox).
    if (!h.has("Content-Security-Policy")) {
      h.set("Content-Security-Policy", contentSecurityPolicy(opts.nonce, https, opts.gateway));
    }
    if (https) h.set("Strict-Transport-Security", HSTS);
  } else if (!h.has("Content-Security-Policy")) {
    // Vite's dev client injects inline scripts: development enforces only what cannot break it.
    h.set("Content-Security-Policy", "frame-ancestors 'none'; object-src 'none'; base-uri 'none'");
  }
  const type = h.get("Content-Type") ?? "";
  if (type.startsWith("text/html") && !h.has("Cache-Control")) {
    h.set("Cache-Control", "no-cache");
  }
  return res;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Paths another server (not a browser) posts to, each trusted by its own
 * check instead: the payment gateway's webhook, by its signature
 * (docs/decisions/161). Exact paths only.
 */
export const CROSS_SITE_POST_PATHS: ReadonlySet<string> = new Set(["/webhooks/razorpay"]);

export interface OriginCheckOptions {
  trustProxy: boolean;
  /** The public URL (SITE_URL): its origin is always accepted. */
  siteUrl?: string;
}

/**
 * true when a state-changing request comes from another site's page (CSRF).
 * Browsers send Sec-Fetch-Site and Origin on every POST; a request with
 * neither is not from a browser (curl, a load tester) and cannot carry a
 * victim's cookies, so it is let through. Origin "null" (sandboxed frames,
 * data: URLs) is never trusted.
 */
export function isCrossSiteRequest(request: Request, opts: OriginCheckOptions): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  if (CROSS_SITE_POST_PATHS.has(new URL(request.url).pathname)) return false;
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite !== "same-origin" && fetchSite !== "none";
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  // Opaque (sandboxed frames, data: URLs): never trusted, but on the token pages' own forms,
  // which no-referrer makes a browser without Sec-Fetch-Site send so (token-pages.server.ts).
  if (origin === "null") return !postsLinkSecret(request);
  return !allowedOrigins(request, opts).has(origin.toLowerCase());
}

function allowedOrigins(request: Request, opts: OriginCheckOptions): Set<string> {
  const allowed = new Set([new URL(request.url).origin.toLowerCase()]);
  if (opts.siteUrl) allowed.add(new URL(opts.siteUrl).origin.toLowerCase());
  if (opts.trustProxy) {
    const host = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
    if (host) {
      const proto = servedOverHttps(request, true) ? "https" : "http";
      allowed.add(`${proto}://${host}`.toLowerCase());
    }
  }
  return allowed;
}
