// What server.ts knows about a request that loaders and actions need, passed the React
// Router v8 way (future.v8_middleware): a typed context in the RouterContextProvider that
// every loader, action and middleware receives as `context`, read with requestInfo(context).
import { createContext, type RouterContext, RouterContextProvider } from "react-router";

export interface RequestInfo {
  /** Per-request nonce for the Content-Security-Policy (server.ts). */
  cspNonce: string;
  /** The client's address (behind a trusted proxy: X-Forwarded-For). */
  clientIp: string;
  /**
   * true when the browser asked for a whole page (a form posted without JavaScript, or
   * before the page's JavaScript ran); false for React Router's data requests (server.ts).
   */
  documentRequest: boolean;
  /** Set by tooManyRequests(): server.ts puts it on the 429 as Retry-After. */
  retryAfterSeconds?: number;
}

// One key per process: in development (and in tests that load the build through Vite) server.ts
// and the route modules are loaded separately, each with its own copy of this module.
const shared = globalThis as { __requestInfoContext?: RouterContext<RequestInfo> };
const requestInfoContext = (shared.__requestInfoContext ??= createContext<RequestInfo>());

/** The context server.ts hands to React Router for one request. */
export function requestContext(info: RequestInfo): RouterContextProvider {
  return new RouterContextProvider(new Map([[requestInfoContext, info]]));
}

/** This request's details, from a loader's or action's `context`. */
export function requestInfo(context: Readonly<RouterContextProvider>): RequestInfo {
  return context.get(requestInfoContext);
}
