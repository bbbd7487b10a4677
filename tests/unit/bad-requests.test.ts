/**
 * Bad input through the whole server (server.ts's Hono app in front of the
 * React Router build, as in production): every action route, taken from the
 * route table, gets a JSON body, a multipart body without a boundary, a
 * chunked body over its limit and fields with NUL bytes; every route with an
 * id in its path gets a NUL for the id. Nothing answers 5xx, so nothing ever
 * triggers the database health check either. Every rate-limited route's 429
 * carries Retry-After, on the document and on the `.data` request.
 */
import { readdirSync, readFileSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { createServer, isRunnableDevEnvironment, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DatabaseAvailability } from "~/server/http/availability.server";
import { BODY_LIMITS, bodyLimitFor } from "~/server/http/body-limit.server";
import { doubts, rateLimits } from "~/server/db/schema.server";
import { parseEnv } from "~/server/env.server";
import { createApp } from "../../server";
import { setupTestDatabase } from "../setup/db";
import { makeDoubt, makeLead, makeOrder, makeUser, sessionCookie } from "../setup/staff-fixtures";

const getDb = setupTestDatabase({ seed: true });
const BASE = "http://localhost:3000";
const NUL = "\u0000";

let vite: ViteDevServer;
let build: ServerBuild;
let app: ReturnType<typeof createApp>;
let probes = 0;
let ipCounter = 0;
const cookies = { student: "", staff: "" };
const ids: Record<string, string> = {};

beforeAll(async () => {
  vite = await createServer({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "error",
  });
  const ssr = vite.environments.ssr;
  if (!isRunnableDevEnvironment(ssr)) throw new Error("Vite's SSR environment cannot run modules");
  build = (await ssr.runner.import("virtual:react-router/server-build")) as ServerBuild;
  app = createApp({
    env: parseEnv({ NODE_ENV: "production", PAGE_CACHE_SECONDS: "0" }),
    getBuild: async () => build,
    mode: "production",
    availability: new DatabaseAvailability({
      probe: async () => {
        probes += 1;
        return true;
      },
    }),
  });
  const student = await makeUser(getDb(), { role: "student" });
  const staff = await makeUser(getDb(), { role: "staff", isAdmin: true });
  cookies.student = await sessionCookie(student.id);
  cookies.staff = await sessionCookie(staff.id);
  ids.leadId = (await makeLead(getDb())).id;
  ids.doubtId = (await makeDoubt(getDb(), student.id)).id;
  ids.orderId = (await makeOrder(getDb())).id;
  ids.jobId = "lookwise-software-engineer-graduate";
}, 180_000);

afterAll(async () => {
  await vite?.close();
});

/** One request through the whole server, from a fresh client address (rate limits stay out of the way). */
function send(pathname: string, init: RequestInit & { ip?: string } = {}) {
  ipCounter += 1;
  const ip = init.ip ?? `192.0.2.${ipCounter % 250}`;
  const headers = new Headers(init.headers);
  headers.set("origin", BASE);
  if (!headers.has("accept")) headers.set("accept", "text/html");
  const cookie = pathname.startsWith("/dashboard")
    ? cookies.student
    : pathname.startsWith("/staff")
      ? cookies.staff
      : "";
  if (cookie) headers.set("cookie", cookie);
  return app.fetch(new Request(`${BASE}${pathname}`, { ...init, headers }), {
    incoming: { socket: { remoteAddress: ip } } as unknown as IncomingMessage,
  });
}

/** Every route's full path, from the route table in the build. */
type BuildRoute = NonNullable<ServerBuild["routes"][string]>;

function routePaths(filter: (route: BuildRoute) => boolean) {
  const full = (id: string | undefined): string => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return "";
    const own = route.path ?? "";
    const parent = full(route.parentId);
    return own ? `${parent.replace(/\/$/, "")}/${own}` : parent;
  };
  return Object.values(build.routes)
    .filter((route): route is BuildRoute => route !== undefined && filter(route))
    .map((route) => full(route.id) || "/")
    .filter((p) => !p.includes("*"));
}

const fill = (pattern: string, value?: string) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => value ?? ids[name] ?? "x");

/** A form as the page would send it, with a NUL in its text, per action route. */
const NUL_FORMS: Record<string, Record<string, string>> = {
  "/login": { email: `a${NUL}@example.com`, password: `pass${NUL}word` },
  "/signup": {
    fullName: `Nul${NUL} Name`,
    email: `nul.${Date.now()}@example.com`,
    mobile: "9876543210",
    batch: "python-a",
    password: "a long enough passphrase",
    confirmPassword: "a long enough passphrase",
  },
  "/forgot-password": { email: `a${NUL}@example.com` },
  "/reset-password": { token: NUL, password: "a long passphrase", confirmPassword: "a long passphrase" },
  "/contact": {
    name: `Asha${NUL} Rao`,
    email: "asha@example.com",
    subject: "Other",
    message: `Hello${NUL}, please call me`,
  },
  "/enrol": { name: `Ravi${NUL}`, email: "ravi@example.com", intent: "enrol", message: `Hi${NUL}` },
  "/subscribe": { email: `reader${NUL}@example.com` },
  "/chat/email": { email: `a${NUL}@example.com`, question: `Hostel${NUL}?` },
  "/paymentpage": { intent: "create-order", course: `python${NUL}` },
  "/dashboard/doubts": { title: `Title${NUL}`, description: `Why${NUL} does this fail?` },
  "/dashboard/profile": { email: `me${NUL}@example.com`, phone: `98765${NUL}43210` },
  "/staff/team": { intent: "sign-out", userId: NUL },
  "/staff/leads/:leadId": { status: "contacted", note: `Called${NUL}` },
  "/staff/doubts/:doubtId": { reply: `A long enough reply${NUL} for the student.` },
  "/staff/payments/:orderId": { intent: "reject", reason: `No match${NUL} in the statement` },
  "/staff/jobs": { intent: "publish", jobId: NUL },
  "/staff/jobs/:jobId": { intent: "save", role: `Role${NUL}`, description: `Text${NUL}`.repeat(10) },
  "/staff/jobs/new": { intent: "save", role: `Role${NUL}`, description: `Text${NUL}`.repeat(10) },
};
const GENERIC_NUL_FORM = { name: `x${NUL}`, email: `x${NUL}@example.com`, title: NUL, message: NUL };

describe("no request, however malformed, answers 5xx (through server.ts and React Router)", () => {
  it("finds the action routes in the route table", () => {
    const actions = routePaths((route) => Boolean(route.module.action));
    expect(actions).toEqual(expect.arrayContaining(["/login", "/contact", "/staff/jobs/:jobId"]));
    expect(actions.length).toBeGreaterThanOrEqual(19);
  });

  it("answers a JSON body, a multipart body without a boundary and NUL bytes with 4xx or a redirect", async () => {
    const answers: string[] = [];
    for (const pattern of routePaths((route) => Boolean(route.module.action))) {
      const url = fill(pattern);
      for (const target of [url, `${url}.data`]) {
        const json = await send(target, {
          method: "POST",
          body: JSON.stringify({ email: "a@example.com" }),
          headers: { "content-type": "application/json" },
        });
        answers.push(`${target} JSON ${json.status}`);
        const multipart = await send(target, {
          method: "POST",
          body: "email=a%40example.com",
          headers: { "content-type": "multipart/form-data" },
        });
        answers.push(`${target} multipart ${multipart.status}`);
      }
      const nul = await send(url, {
        method: "POST",
        body: new URLSearchParams(NUL_FORMS[pattern] ?? GENERIC_NUL_FORM),
      });
      answers.push(`${url} NUL ${nul.status}`);
    }
    expect(answers.filter((a) => Number(a.split(" ").at(-1)) >= 500)).toEqual([]);
    expect(probes).toBe(0);
  }, 120_000);

  it("stores a form with NUL bytes without them (PostgreSQL text cannot hold NUL)", async () => {
    const res = await send("/dashboard/doubts", {
      method: "POST",
      body: new URLSearchParams(NUL_FORMS["/dashboard/doubts"]),
    });
    expect(res.status).toBe(302);
    const [stored] = await getDb().select().from(doubts).where(eq(doubts.title, "Title"));
    expect(stored.description).toBe("Why does this fail?");
  });

  it("cuts a chunked body off at the route's limit with a 413 page, on every action route", async () => {
    for (const pattern of routePaths((route) => Boolean(route.module.action))) {
      const url = fill(pattern);
      const limit = bodyLimitFor(url);
      let sent = 0;
      const chunk = new Uint8Array(64 * 1024).fill(120);
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          // Past the limit by a little: the server must stop reading there, not at the end.
          if (sent > limit + chunk.byteLength) return controller.close();
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        },
      });
      const res = await send(url, {
        method: "POST",
        body,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        duplex: "half",
      } as RequestInit);
      expect(res.status, url).toBe(413);
      expect(await res.text(), url).toContain("That was too much to send");
    }
    expect(bodyLimitFor("/dashboard/doubts")).toBe(BODY_LIMITS.upload);
    expect(bodyLimitFor("/staff/batches/python-a/materials.data")).toBe(BODY_LIMITS.material);
    expect(bodyLimitFor("/staff/batches/python-a/exams")).toBe(BODY_LIMITS.default);
    expect(bodyLimitFor("/login")).toBe(BODY_LIMITS.default);
  }, 120_000);

  it("answers a NUL in any id of a path with 404 and the normal page", async () => {
    const withIds = routePaths((route) => /:\w+/.test(route.path ?? ""));
    expect(withIds.length).toBeGreaterThanOrEqual(8);
    for (const pattern of withIds) {
      const res = await send(fill(pattern, "%00"));
      expect([400, 404], pattern).toContain(res.status);
    }
    const page = await send("/staff/payments/%00");
    expect(await page.text()).toContain("<html");
    expect(probes).toBe(0);
  }, 60_000);
});

/** Every rate-limited route: the form it takes and the rate-limit keys its 429 comes from. */
function limitedRoutes(
  ip: string,
  studentId: string,
): {
  path: string;
  /** The address asked, when the route's path has a parameter. */
  url?: string;
  /** GET for a rate-limited page (its loader answers 429); POST otherwise. */
  method?: "GET" | "POST";
  form: Record<string, string>;
  keys: string[];
}[] {
  const lead = {
    name: "Asha Rao",
    email: "asha@example.com",
    subject: "Other",
    message: "Please call me back.",
  };
  return [
    { path: "/login", form: { email: "a@example.com", password: "secret" }, keys: [`login:ip:${ip}`] },
    { path: "/signup", form: NUL_FORMS["/signup"], keys: [`signup:ip:${ip}`] },
    { path: "/forgot-password", form: { email: "a@example.com" }, keys: [`reset:ip:${ip}`] },
    { path: "/contact", form: lead, keys: [`form:contact:${ip}`] },
    { path: "/enrol", form: { ...lead, intent: "enrol" }, keys: [`form:enquiry:${ip}`] },
    { path: "/subscribe", form: { email: "a@example.com" }, keys: [`form:subscribe:${ip}`] },
    { path: "/chat/email", form: { email: "a@example.com" }, keys: [`form:chat-email:${ip}`] },
    {
      path: "/paymentpage",
      form: { intent: "create-order", course: "azure-cloud" },
      keys: [`order:ip:${ip}`],
    },
    {
      path: "/dashboard/doubts",
      form: { title: "A title", description: "A description" },
      keys: [`doubt:user:${studentId}`],
    },
    {
      path: "/dashboard/profile/delete",
      form: { currentPassword: "not the password" },
      keys: [`reauth:ip:${ip}`],
    },
    {
      path: "/certificates/:code",
      url: "/certificates/TPA-7K3Q-XM2D-4F9H",
      method: "GET",
      form: {},
      keys: [`certificate:ip:${ip}`],
    },
  ];
}

/** Route files that can answer 429: those that call the helper or go through the public-form guard. */
function rateLimitedRouteFiles(): string[] {
  const dir = path.resolve("app/routes");
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter(
    (f) => /\.tsx?$/.test(f) && !f.includes(".test."),
  );
  return files.filter((f) =>
    /tooManyRequests\(|handleLeadForm\(|guardPublicForm\(/.test(readFileSync(path.join(dir, f), "utf8")),
  );
}

describe("every 429 carries Retry-After", () => {
  it("on the document and on the .data request of every rate-limited route", async () => {
    const student = await makeUser(getDb(), { role: "student" });
    cookies.student = await sessionCookie(student.id);
    const ip = "198.18.0.9";
    const routes = limitedRoutes(ip, student.id);
    // The table covers every route file that can answer 429 (a new one must be added above).
    const tablePaths = routes.map((r) => r.path).sort();
    const filePaths = rateLimitedRouteFiles()
      .map((f) => `routes/${f.replace(/\.tsx?$/, "")}`)
      .flatMap((id) => routePaths((route) => route.id === id))
      .sort();
    expect(filePaths).toEqual(tablePaths);
    for (const route of routes) {
      for (const key of route.keys) {
        await getDb()
          .insert(rateLimits)
          .values({ key, windowStart: new Date(), count: 1_000_000 })
          .onConflictDoUpdate({ target: rateLimits.key, set: { count: 1_000_000, windowStart: new Date() } });
      }
      const url = route.url ?? route.path;
      for (const target of [url, `${url}.data`]) {
        const res =
          route.method === "GET"
            ? await send(target, { ip })
            : await send(target, { method: "POST", body: new URLSearchParams(route.form), ip });
        expect(res.status, target).toBe(429);
        expect(Number(res.headers.get("retry-after")), target).toBeGreaterThan(0);
      }
    }
  }, 60_000);
});
