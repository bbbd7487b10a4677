/**
 * Security headers for every response (pages, assets, errors). The CSP
 * carries the per-request nonce that server.ts also hands to React Router
 * (load context), so only scripts the server rendered can run.
 */
export interface HeaderOptions {
  production: boolean;
  trustProxy: boolean;
  nonce?: string;
}

export function contentSecurityPolicy(nonce: string | undefined, https: boolean) {
  const script = nonce ? `'self' 'nonce-${nonce}' 'strict-dynamic'` : "'self'";
  return [
    "default-src 'self'",
    `script-src ${script}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

export function securityHeaders(request: Request, response: Response, opts: HeaderOptions): Response {
  let res = response;
  // Responses from fetch() may have immutable headers (e.g. redirects): copy when needed.
  try {
    res.headers.set("X-Content-Type-Options", "nosniff");
  } catch {
    res = new Response(response.body, response);
    res.headers.set("X-Content-Type-Options", "nosniff");
  }
  const h = res.headers;
  h.set("Referrer-Policy", "strict-origin-when-cross-origin");
  h.set("X-Frame-Options", "DENY");
  h.set("Cross-Origin-Opener-Policy", "same-origin");
  h.set("Cross-Origin-Resource-Policy", "same-origin");
  h.set(
    "Permissions-Policy",
    "camera=(self), microphone=(self), geolocation=(), payment=(), usb=(), interest-cohort=()",
  );
  if (opts.production) {
    const https =
      new URL(request.url).protocol === "https:" ||
      (opts.trustProxy && request.headers.get("x-forwarded-proto") === "https");
    h.set("Content-Security-Policy", contentSecurityPolicy(opts.nonce, https));
    if (https) h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  } else {
    h.set("Content-Security-Policy", "frame-ancestors 'none'; object-src 'none'; base-uri 'none'");
  }
  const type = h.get("Content-Type") ?? "";
  if (type.startsWith("text/html") && !h.has("Cache-Control")) {
    h.set("Cache-Control", "no-cache");
  }
  return res;
}

