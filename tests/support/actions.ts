/**
 * Calls a route action the way React Router does: with a real Request and
 * the load context server.ts provides. Unwraps data() results into status + body.
 */
import { testContext } from "./request-context";

type ActionFn = (args: never) => unknown;

export interface ActionAnswer<T = unknown> {
  status: number;
  headers: Record<string, string>;
  body: T;
}

let ipCounter = 0;
/** A documentation-range IP that no other test used, so rate limits never interfere. */
export function uniqueIp(): string {
  ipCounter++;
  return `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

export function formRequest(
  path: string,
  fields: Record<string, string> | URLSearchParams | FormData,
  headers: Record<string, string> = {},
): Request {
  const body =
    fields instanceof URLSearchParams || fields instanceof FormData ? fields : new URLSearchParams(fields);
  return new Request(`http://localhost${path}`, { method: "POST", body, headers });
}

export async function callAction<T = unknown>(
  action: ActionFn,
  request: Request,
  opts: { ip?: string; document?: boolean } = {},
): Promise<ActionAnswer<T>> {
  const result = (await (action as (args: unknown) => Promise<unknown>)({
    request,
    params: {},
    // `document`: posted without JavaScript (server.ts tells a page request from a data request).
    context: testContext({ clientIp: opts.ip ?? uniqueIp(), documentRequest: opts.document ?? false }),
  })) as unknown;
  if (result instanceof Response) {
    return {
      status: result.status,
      headers: Object.fromEntries(result.headers),
      body: (await result.text()) as T,
    };
  }
  if (result && typeof result === "object" && (result as { type?: string }).type === "DataWithResponseInit") {
    const { data, init } = result as { data: T; init: ResponseInit | null };
    return {
      status: init?.status ?? 200,
      headers: Object.fromEntries(new Headers(init?.headers ?? {})),
      body: data,
    };
  }
  return { status: 200, headers: {}, body: result as T };
}

export async function callLoader<T>(
  loader: (args: never) => T | Promise<T>,
  url: string,
  headers: Record<string, string> = {},
) {
  return (await (loader as (args: unknown) => Promise<T>)({
    request: new Request(`http://localhost${url}`, { headers }),
    params: {},
    context: testContext({ clientIp: uniqueIp() }),
  })) as Awaited<T>;
}
