// Helpers of the security regression suite (tests/unit/security/*.test.ts):
// each file there holds one finding of the account security review (OWASP
// ASVS 5.0 L2, with live probes) and the tests that failed before its fix.
// Only modules that existed before the fixes are imported statically, so
// that each test can be run against the old code and fail on its own.
import type { IncomingMessage } from "node:http";
import pino from "pino";
import { vi } from "vitest";
import { parseEnv } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import * as login from "../../../app/routes/auth/login";
import * as signup from "../../../app/routes/auth/signup";
import { createApp } from "../../../server";
import { cookiesFrom, post, run } from "../../support/routes";
import type { RouterContextProvider } from "react-router";
import { requestInfo } from "~/server/request-context.server";

let ipCounter = 0;
/** A documentation-range address no other test used. */
export const freshIp = () => `203.0.113.${(++ipCounter % 250) + 1}`;

export const STRONG = "monsoon kettle journey";

export async function signUpStudent(email: string, password = STRONG, ip = freshIp()) {
  return run(
    signup.action as never,
    post("/signup", {
      fullName: "Kavya Menon",
      email,
      mobile: "+91 98450 12345",
      batch: "python-a",
      password,
      confirmPassword: password,
    }),
    {},
    ip,
  );
}

export async function logIn(email: string, password: string, ip = freshIp()) {
  return run(login.action as never, post("/login", { email, password }), {}, ip);
}

export async function signedIn(email: string, password = STRONG) {
  return cookiesFrom((await logIn(email, password)).headers);
}

/** Every line the app's logger writes while `fn` runs (at info level). */
export async function captureLogs(fn: () => Promise<unknown>): Promise<string> {
  const stream = (logger as unknown as Record<symbol, { write(line: string): boolean }>)[
    pino.symbols.streamSym
  ];
  const lines: string[] = [];
  const level = logger.level;
  logger.level = "info";
  const spy = vi.spyOn(stream, "write").mockImplementation((line: string) => {
    lines.push(String(line));
    return true;
  });
  try {
    await fn();
  } finally {
    spy.mockRestore();
    logger.level = level;
  }
  return lines.join("");
}

type RouteModule = Record<string, unknown>;

/**
 * server.ts's app (production mode, no page cache) in front of a React Router build of these
 * routes (path pattern -> route module) under an empty root, as in production; `entry` replaces
 * the entry module's parts (its default renders nothing). Returns a fetch from a client address.
 */
export function appWithRoutes(
  routes: Record<string, RouteModule>,
  opts: { env?: Record<string, string>; entry?: RouteModule } = {},
) {
  const leaves = Object.entries(routes).map(([path, module], i) => {
    const id = `route-${i}`;
    return [id, { id, parentId: "root", path, module }] as const;
  });
  const build = {
    routes: { root: { id: "root", path: "", module: {} }, ...Object.fromEntries(leaves) },
    entry: { module: { default: () => new Response(""), handleError: () => {}, ...opts.entry } },
    future: {},
    ssr: true,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
    assets: { entry: { module: "", imports: [] }, routes: {}, url: "", version: "" },
    publicPath: "/",
    assetsBuildDirectory: "",
  };
  const app = createApp({
    env: parseEnv({ NODE_ENV: "production", PAGE_CACHE_SECONDS: "0", ...opts.env }),
    getBuild: async () => build as never,
    mode: "production",
  });
  return (path: string, init: RequestInit = {}, socketAddress = "203.0.113.77") =>
    app.fetch(new Request(`http://localhost:3000${path}`, init), {
      incoming: { socket: { remoteAddress: socketAddress } } as unknown as IncomingMessage,
    });
}

/**
 * server.ts's app in front of a one-route React Router build whose loader
 * answers the load context's client address: what rate limits count.
 */
export function appWithClientIpProbe(env: Record<string, string>) {
  const fetch = appWithRoutes(
    {
      who: {
        loader: ({ context }: { context: RouterContextProvider }) =>
          Response.json({ ip: requestInfo(context).clientIp }),
      },
    },
    { env },
  );
  return (path: string, socketAddress: string, headers: Record<string, string> = {}) =>
    fetch(path, { headers }, socketAddress);
}
