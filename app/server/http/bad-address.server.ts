import type { SiteConfig } from "~/content/site";
import { plainPageResponse } from "./plain-page.server";

/**
 * true when every segment of the path decodes (`%E0%A4` alone, `%zz` do not). React Router
 * would warn about such a path on the console, the whole path in the line, past the log's
 * path redaction (a calendar feed's secret rides in its path): server.ts answers it first.
 */
export function isDecodablePath(pathname: string): boolean {
  try {
    for (const segment of pathname.split("/")) decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/** 400 for an address that is not a valid URL path: no page can be found from it. */
export function badAddressResponse(
  request: Request,
  site: Pick<SiteConfig, "brandName" | "email" | "phone">,
) {
  return plainPageResponse(request, site, {
    title: "That address is not valid",
    message:
      "The link you followed is broken (it has characters no address can have). Check it, or start from the home page.",
    button: { label: "Go to the home page", href: "/" },
    status: 400,
    statusText: "Bad Request",
    text: "Bad Request: the address is not a valid URL path.",
  });
}
