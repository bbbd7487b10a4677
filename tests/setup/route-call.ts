// Calls a route module's loader or action as React Router would, and says
// what came back: a Response (a redirect), data() with a status, or a thrown
// Response / data() (redirects to /login, 403, 404).

import { testContext } from "../support/request-context";

export type RouteHandler = (args: {
  request: Request;
  params: Record<string, string>;
  context: unknown;
  url: URL;
}) => Promise<unknown>;

export interface RouteOutcome {
  threw: boolean;
  status: number;
  location: string | null;
  /** What data() carried (the page's actionData), when it was not a Response. */
  body: unknown;
}

export async function callRoute(
  handler: unknown,
  request: Request,
  params: Record<string, string> = {},
): Promise<RouteOutcome> {
  try {
    const result = await (handler as RouteHandler)({
      request,
      params,
      context: testContext(),
      url: new URL(request.url),
    });
    if (result instanceof Response)
      return { threw: false, status: result.status, location: result.headers.get("location"), body: null };
    const returned = result as { data?: unknown; init?: { status?: number } } | null;
    return {
      threw: false,
      status: returned?.init?.status ?? 200,
      location: null,
      body: returned?.data ?? result,
    };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { threw: true, status: thrown.status, location: thrown.headers.get("location"), body: null };
    const status = (thrown as { init?: { status?: number } }).init?.status;
    if (status) return { threw: true, status, location: null, body: null };
    throw thrown;
  }
}
