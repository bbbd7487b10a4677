import { isRouteErrorResponse } from "react-router";
import { logger, safePath } from "../logger.server";

/**
 * React Router's handleError, by what was thrown. A thrown 404/403/400 (`data(null, { status })`,
 * a route that does not match, a refused page) is an answer, not a fault: info for 404/405, warn
 * for the other 4xx, with its status and the path. A 5xx, or anything that is not a response,
 * is an error, logged with the real error (what a thrown response wraps), never `[object Object]`.
 */
export function logRequestError(error: unknown, request: Request) {
  if (request.signal.aborted) return;
  const path = safePath(request.url);
  const status = isRouteErrorResponse(error)
    ? error.status
    : error instanceof Response
      ? error.status
      : undefined;
  if (status === undefined) {
    logger.error({ err: error, path }, "unhandled request error");
    return;
  }
  if (status < 500) {
    logger[status === 404 || status === 405 ? "info" : "warn"]({ status, path }, "thrown response");
    return;
  }
  // React Router keeps the error behind an internal 500 in `error`; a thrown 5xx of our own has none.
  const inner = (error as { error?: unknown }).error;
  logger.error({ status, path, ...(inner === undefined ? {} : { err: inner }) }, "thrown response");
}
