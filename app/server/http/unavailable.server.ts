import type { SiteConfig } from "~/content/site";
import { plainPage, plainPageResponse } from "./plain-page.server";

/** Seconds a browser or load balancer should wait before trying again. */
export const RETRY_AFTER_SECONDS = 30;

type Site = Pick<SiteConfig, "brandName" | "email" | "phone">;

// Wording matches the root error boundary's 503 branch, which client-side
// navigations show in the same situation.
const UNAVAILABLE = {
  title: "We'll be right back",
  message: "The site is briefly unavailable. Please try again in a minute.",
};

/** The page people see while the database is unreachable. */
export function unavailablePage(site: Site, path: string) {
  return plainPage(site, { ...UNAVAILABLE, button: { label: "Try again", href: path } });
}

/**
 * 503 for a request that arrived while the database is unreachable: the
 * friendly page for browsers, a plain answer for React Router's data
 * requests (the client then renders its own 503 boundary) and other clients.
 */
export function unavailableResponse(request: Request, site: Site) {
  const url = new URL(request.url);
  return plainPageResponse(
    request,
    site,
    {
      ...UNAVAILABLE,
      button: { label: "Try again", href: `${url.pathname}${url.search}` },
      status: 503,
      statusText: "Service Unavailable",
      text: "Service Unavailable: please try again in a minute.",
    },
    { "Retry-After": String(RETRY_AFTER_SECONDS) },
  );
}
