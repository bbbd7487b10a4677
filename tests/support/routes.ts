/*
 * Calling route loaders and actions with a real Request in Vitest, the way
 * React Router calls them (including thrown redirects and 4xx responses).
 */
import { pageUrlOf } from "../../app/server/http/data-request.server";
import { testContext } from "./request-context";

export const BASE = "http://localhost:3000";

export function routeArgs(request: Request, params: Record<string, string> = {}, clientIp = "203.0.113.10") {
  // `url`: the page's address, as React Router gives it next to the raw request (future.v8_passThroughRequests).
  const url = pageUrlOf(request);
  return { request, params, context: testContext({ clientIp }), url, unstable_pattern: "" } as never;
}

export interface Settled {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
  location: string | null;
}

/**
 * A refused form's answer ({ result }: Conform's submission result) as these
 * tests read it: `fieldErrors` (the first message per field, the form's own
 * under "form") and `values` (the input sent back).
 */
function readForm(data: unknown) {
  if (!data || typeof data !== "object" || !("result" in data)) return data;
  const result = (data as { result: { error?: Record<string, string[] | null>; initialValue?: unknown } })
    .result;
  const fieldErrors = Object.fromEntries(
    Object.entries(result.error ?? {})
      .filter(([, messages]) => messages?.length)
      .map(([name, messages]) => [name || "form", messages![0]]),
  );
  return { ...data, fieldErrors, values: result.initialValue ?? {} };
}

/** Runs a loader/action and normalises what it returned or threw. */
export async function run(
  fn: (args: never) => unknown,
  request: Request,
  params: Record<string, string> = {},
  clientIp?: string,
): Promise<Settled> {
  let result: unknown;
  try {
    result = await fn(routeArgs(request, params, clientIp));
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    const type = result.headers.get("content-type") ?? "";
    const body = type.includes("json") ? await result.json() : await result.text();
    return {
      status: result.status,
      headers: result.headers,
      data: body,
      location: result.headers.get("location"),
    };
  }
  if (result && typeof result === "object" && (result as { type?: string }).type === "DataWithResponseInit") {
    const d = result as { data: unknown; init: ResponseInit | null };
    return {
      status: d.init?.status ?? 200,
      headers: new Headers(d.init?.headers),
      data: readForm(d.data),
      location: null,
    };
  }
  return { status: 200, headers: new Headers(), data: readForm(result), location: null };
}

/** A POST with form fields (and files), from the site itself. */
export function post(path: string, fields: Record<string, string | Blob>, cookie?: string): Request {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  const headers: Record<string, string> = { origin: BASE };
  if (cookie) headers.cookie = cookie;
  return new Request(`${BASE}${path}`, { method: "POST", body, headers });
}

export function get(path: string, cookie?: string): Request {
  return new Request(`${BASE}${path}`, { headers: cookie ? { cookie } : {} });
}

/** The Cookie header a browser would send back after these Set-Cookie headers. */
export function cookiesFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !c.endsWith("="))
    .join("; ");
}
