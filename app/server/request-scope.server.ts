import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What one HTTP request has already looked up. React Router hands each loader
 * its own copy of the Request, so the root loader, a layout and a page asking
 * for the same session user cannot share it through the Request object;
 * server.ts runs each request in a scope instead. Kept on globalThis: the
 * server entry and the React Router bundle each have a copy of this module.
 */
const store = globalThis as typeof globalThis & { __requestScope?: AsyncLocalStorage<Map<string, unknown>> };
const scope = (store.__requestScope ??= new AsyncLocalStorage());

const READ_ONLY = "\0read-only";
const readsOnly = (method: string) => method === "GET" || method === "HEAD";

/** Runs `fn` (one request's handling, by `method`) in a fresh scope. */
export function inRequestScope<T>(fn: () => T, method = "GET"): T {
  return scope.run(new Map([[READ_ONLY, readsOnly(method)]]), fn);
}

/**
 * `compute()` once per request for `key`; outside a request scope (tests calling a loader
 * directly) every call computes. Only for reads that nothing in the same request changes
 * before they are read again: GET and HEAD requests, which run loaders and no action.
 */
export function oncePerRequest<T>(request: Request, key: string, compute: () => T): T {
  return readsOnly(request.method) ? oncePerRead(key, compute) : compute();
}

/**
 * `compute()` once per request for `key`, for code that has no Request at hand: only in the
 * scope of a GET or HEAD request (see oncePerRequest); elsewhere every call computes.
 */
export function oncePerRead<T>(key: string, compute: () => T): T {
  const memo = scope.getStore();
  if (!memo?.get(READ_ONLY)) return compute();
  if (!memo.has(key)) memo.set(key, compute());
  return memo.get(key) as T;
}
