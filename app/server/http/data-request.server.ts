// React Router's data requests: a client-side navigation or form post asks for
// `/courses.data` (the page `/courses`), `/_.data` (the home page) or `/courses/_.data`
// (`/courses/`, future.v8_trailingSlashAwareDataRequests), with `_routes` (which loaders
// to run) and `index` (a post to an index route) in the query. Since
// future.v8_passThroughRequests a loader or action sees that raw request; code deep in the
// server that needs the page's own address (a sign-in redirect back to it, a log line)
// reads it here.

/** True for a React Router data request (its path ends in `.data`). */
export const isDataRequestPath = (pathname: string) => pathname.endsWith(".data");

/** The page a path stands for: `/courses.data` -> `/courses`, `/_.data` -> `/`, `/a/_.data` -> `/a/`. */
export function pagePathOf(pathname: string): string {
  if (!isDataRequestPath(pathname)) return pathname;
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  if (pathname === "/_root.data") return "/";
  return pathname.slice(0, -".data".length);
}

/** The address of the page a request is for, without React Router's data-request details. */
export function pageUrlOf(request: Request): URL {
  const url = new URL(request.url);
  if (!isDataRequestPath(url.pathname)) return url;
  url.pathname = pagePathOf(url.pathname);
  url.searchParams.delete("_routes");
  url.searchParams.delete("index");
  return url;
}
