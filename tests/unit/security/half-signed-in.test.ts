// Finding (ASVS 6.3.3): "staff accounts, which see every student's data and
// verify money, sign in with a password only." With a second factor, the
// state between the password and the code must reach nothing: every /staff
// page, its `.data` answer and every post, through the whole server (the
// React Router build, as in production), answer as to a visitor.
import type { IncomingMessage } from "node:http";
import type { ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authTiming } from "~/server/accounts.server";
import { parseEnv } from "~/server/env.server";
import { DatabaseAvailability } from "~/server/http/availability.server";
import { appSetupView, beginAppSetup, confirmAppSetup } from "~/server/second-factor.server";
import { createApp } from "../../../server";
import { setupTestDatabase } from "../../setup/db";
import { appCode, makeStaff, previousAppCode, STAFF_PASSWORD } from "../../support/second-factor";

const getDb = setupTestDatabase({ seed: true });
const BASE = "http://localhost:3000";

let vite: ViteDevServer;
let build: ServerBuild;
let app: ReturnType<typeof createApp>;
let ipCounter = 0;

beforeAll(async () => {
  authTiming.loginMs = 0;
  vite = await createServer({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "error",
  });
  build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  app = createApp({
    env: parseEnv({ NODE_ENV: "production", PAGE_CACHE_SECONDS: "0" }),
    getBuild: async () => build,
    mode: "production",
    availability: new DatabaseAvailability({ probe: async () => true }),
  });
}, 180_000);

afterAll(async () => {
  await vite?.close();
});

function send(pathname: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("origin", BASE);
  if (!headers.has("accept")) headers.set("accept", "text/html");
  return app.fetch(new Request(`${BASE}${pathname}`, { ...init, headers, redirect: "manual" }), {
    incoming: { socket: { remoteAddress: `192.0.2.${++ipCounter % 250}` } } as unknown as IncomingMessage,
  });
}

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !c.endsWith("="))
    .join("; ");

/** Every /staff route's path in the build, with its :params filled in, and whether it takes posts. */
function staffPaths(): { path: string; posts: boolean }[] {
  const full = (id: string | undefined): string => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return "";
    const own = route.path ?? "";
    const parent = full(route.parentId);
    return own ? `${parent.replace(/\/$/, "")}/${own}` : parent;
  };
  return Object.values(build.routes)
    .filter((r) => r?.id.startsWith("routes/staff/") && r.path)
    .map((r) => ({ path: full(r!.id).replace(/:\w+/g, "x"), posts: Boolean(r!.module.action) }));
}

describe("half signed in, through the whole server", () => {
  it("reaches no /staff page, `.data` answer or post; the code then opens the console", async () => {
    const staff = await makeStaff(getDb(), { isAdmin: true, name: "Kiran Halfway" });
    await beginAppSetup(staff.id);
    const key = (await appSetupView(staff))!.secretGroups;
    const confirmed = await confirmAppSetup(staff, await previousAppCode(key));
    expect(confirmed.ok).toBe(true);

    const login = await send("/login", {
      method: "POST",
      body: new URLSearchParams({ email: staff.email, password: STAFF_PASSWORD }),
    });
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).toBe("/login/second-factor");
    const step = cookieOf(login);
    expect(step).toMatch(/sign-in-step=/);

    const paths = staffPaths();
    expect(paths.length).toBeGreaterThan(25);
    for (const { path, posts } of paths) {
      const page = await send(path, { headers: { cookie: step } });
      expect([page.status, page.headers.get("location")?.split("?")[0]], `GET ${path}`).toEqual([
        302,
        "/login",
      ]);
      const data = await send(`${path}.data`, { headers: { cookie: step } });
      const body = await data.text();
      // React Router answers a data request's redirect with 202 and the target in the body.
      expect(data.status, `GET ${path}.data`).toBe(202);
      expect(body, `GET ${path}.data`).toContain("/login?redirectTo=");
      expect(body).not.toContain(staff.email);
      if (!posts) continue;
      const posted = await send(path, {
        method: "POST",
        headers: { cookie: step },
        body: new URLSearchParams({ intent: "save" }),
      });
      expect([posted.status, posted.headers.get("location")?.split("?")[0]], `POST ${path}`).toEqual([
        302,
        "/login",
      ]);
    }

    const code = await send("/login/second-factor", {
      method: "POST",
      headers: { cookie: step },
      body: new URLSearchParams({ code: await appCode(key) }),
    });
    expect([code.status, code.headers.get("location")]).toEqual([302, "/staff"]);
    const console = await send("/staff/account.data", { headers: { cookie: cookieOf(code) } });
    expect(console.status).toBe(200);
    expect(await console.text()).toContain(staff.email);
  });
});
