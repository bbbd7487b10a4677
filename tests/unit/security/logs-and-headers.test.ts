// Findings (issue 23, Low): "thrown 404/403 responses logged at error level as
// "err":"[object Object]"; a staff member refused on another batch leaves no
// security event; React Router's "could not be decoded" lines bypass path
// redaction; the one-time /setup link is printed to stdout (collected by most
// log shippers)" and "server.ts overwrites the token pages' Referrer-Policy:
// no-referrer (/verify-email, /setup); /reset-password and /unsubscribe answer
// no-cache instead of no-store".
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { batchTrainers } from "~/server/db/schema.server";
import * as entry from "../../../app/entry.server";
import * as resetPassword from "../../../app/routes/auth/reset-password";
import * as setupPage from "../../../app/routes/auth/setup";
import * as unsubscribePage from "../../../app/routes/auth/unsubscribe";
import * as verifyEmail from "../../../app/routes/auth/verify-email";
import * as classesPage from "../../../app/routes/staff/batch-classes";
import { setupTestDatabase } from "../../setup/db";
import { callRoute } from "../../setup/route-call";
import { makeBatch, makeUser, sessionCookie, staffRequest } from "../../setup/staff-fixtures";
import { get, run } from "../../support/routes";
import { appWithRoutes, captureLogs } from "./support";

const getDb = setupTestDatabase({ seed: true });

type LogLine = {
  level: number;
  msg: string;
  status?: number;
  path?: string;
  err?: unknown;
  [k: string]: unknown;
};
const lines = (log: string): LogLine[] =>
  log
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine);
const LEVEL = { info: 30, warn: 40, error: 50 };

afterEach(() => {
  vi.restoreAllMocks();
});

describe("thrown responses in the log", () => {
  // server.ts in front of a page without a form and a route that fails, with the app's own
  // handleError (entry.server.tsx): what React Router hands it is a 404 for a path no route
  // matches, a 405 for a form sent to a page without one, and real errors.
  const fetch = appWithRoutes(
    {
      "notes/:id": { default: () => null, loader: () => null },
      "broken/:id": {
        loader: () => {
          throw new Error("the database said no");
        },
      },
    },
    { entry: { handleError: entry.handleError } },
  );
  const logged = async (path: string, init?: RequestInit) => {
    const log = await captureLogs(async () => {
      const res = await fetch(path, init);
      await res.body?.cancel();
    });
    return lines(log).filter((line) => line.msg !== "request");
  };
  const handled = async (error: unknown, url: string) =>
    lines(await captureLogs(async () => entry.handleError(error, { request: new Request(url) })));

  it("a 404 (no route matches) is logged at info with its status and path, never at error as [object Object]", async () => {
    const lines404 = await logged("/no-such-page?token=secret-in-query");
    expect(lines404).toEqual([
      expect.objectContaining({ level: LEVEL.info, status: 404, path: "/no-such-page" }),
    ]);
    expect(JSON.stringify(lines404)).not.toMatch(/object Object|secret-in-query/);
  });

  it("a 405 (a form sent to a page without one) is logged at info with its status, not as an error", async () => {
    const lines405 = await logged("/notes/1.data", {
      method: "POST",
      body: "a=1",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(lines405).toEqual([
      expect.objectContaining({ level: LEVEL.info, status: 405, path: "/notes/1.data" }),
    ]);
  });

  it("a real error stays an error, with its type and message", async () => {
    const broken = await logged("/broken/1");
    expect(broken).toEqual([expect.objectContaining({ level: LEVEL.error, path: "/broken/1" })]);
    expect(broken[0].err).toMatchObject({ type: "Error", message: "the database said no" });
  });

  it("any other thrown response is logged by its status: a 403 as a warning, a 503 as an error", async () => {
    const refused = new Response("This page is for staff only.", { status: 403 });
    expect(await handled(refused, "http://localhost/staff/team")).toEqual([
      expect.objectContaining({ level: LEVEL.warn, status: 403, path: "/staff/team" }),
    ]);
    const down = new Response(null, { status: 503 });
    expect(await handled(down, "http://localhost/courses")).toEqual([
      expect.objectContaining({ level: LEVEL.error, status: 503, path: "/courses" }),
    ]);
  });
});

describe("a path React Router cannot decode", () => {
  it("is answered 400 by server.ts, and no line (console or log) carries the calendar feed's secret", async () => {
    const fetch = appWithRoutes({ "calendar/:file": { loader: () => new Response("feed") } });
    const secret = "0123456789abcdef0123456789abcdef";
    const console_ = [vi.spyOn(console, "warn"), vi.spyOn(console, "error"), vi.spyOn(console, "log")];
    let status = 0;
    let page = "";
    const log = await captureLogs(async () => {
      const res = await fetch(`/calendar/${secret}%E0%A4.ics`, { headers: { accept: "text/html" } });
      status = res.status;
      page = await res.text();
    });
    expect(status).toBe(400);
    expect(page).toContain("That address is not valid");
    for (const spy of console_) expect(JSON.stringify(spy.mock.calls)).not.toContain(secret);
    expect(log).toContain('"path":"/calendar/[redacted]"');
    expect(log).not.toContain(secret);
  });
});

describe("refused staff access", () => {
  it("a trainer refused on another batch's page gets its 404 and leaves an access-refused security event", async () => {
    const db = getDb();
    const own = await makeBatch(db);
    const other = await makeBatch(db);
    const trainer = await makeUser(db, { role: "staff", name: "Refused Trainer" });
    await db.insert(batchTrainers).values({ batchId: own.id, userId: trainer.id });
    const cookie = await sessionCookie(trainer.id);
    let status = 0;
    const log = await captureLogs(async () => {
      const path = `/staff/batches/${other.id}/classes`;
      status = (await callRoute(classesPage.loader, staffRequest(path, { cookie }), { batchId: other.id }))
        .status;
    });
    expect(status).toBe(404);
    expect(lines(log)).toContainEqual(
      expect.objectContaining({
        security: "access-refused",
        userId: trainer.id,
        batchId: other.id,
        path: `/staff/batches/${other.id}/classes`,
      }),
    );
  });
});

describe("the token pages' headers, through server.ts", () => {
  // The real route modules; the entry renders an empty document with React Router's headers.
  const fetch = appWithRoutes(
    {
      "reset-password": resetPassword,
      "verify-email": verifyEmail,
      setup: setupPage,
      unsubscribe: unsubscribePage,
    },
    {
      entry: {
        default: (_request: Request, status: number, headers: Headers) => {
          headers.set("Content-Type", "text/html; charset=utf-8");
          return new Response("<!DOCTYPE html><title>page</title>", { status, headers });
        },
      },
    },
  );

  it.each(["/verify-email", "/setup", "/reset-password", "/unsubscribe"])(
    "%s keeps Referrer-Policy: no-referrer and answers Cache-Control: private, no-store",
    async (page) => {
      const res = await fetch(`${page}?token=not-a-real-token-but-a-secret`, {
        headers: { accept: "text/html" },
      });
      await res.body?.cancel();
      expect(res.status).toBe(200);
      expect(res.headers.get("referrer-policy")).toBe("no-referrer");
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    },
  );

  it("the unsubscribe form's answer is not stored either (one-click POST with a dead link: 400)", async () => {
    const res = await fetch("/unsubscribe?token=not-a-real-token", {
      method: "POST",
      headers: { accept: "text/html", "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    await res.body?.cancel();
    expect(res.status).toBe(400);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
  });

  it("their forms still work without JavaScript where no-referrer makes the browser send Origin: null (no Sec-Fetch-Site)", async () => {
    for (const page of ["/reset-password", "/setup"]) {
      const res = await fetch(page, {
        method: "POST",
        headers: { origin: "null", "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
        body: "token=not-a-real-token&password=x",
      });
      await res.body?.cancel();
      // The form's own answer (the link is not valid), not server.ts's cross-site 403.
      expect(res.status, page).toBe(400);
    }
  });

  it("other pages keep the site's policy: strict-origin-when-cross-origin", async () => {
    const res = await fetch("/no-such-page", { headers: { accept: "text/html" } });
    await res.body?.cancel();
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });
});

describe("the first administrator's one-time link", () => {
  const dirs: string[] = [];
  const dataDirectory = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "adminlink-"));
    dirs.push(dir);
    return dir;
  };
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it("is written to a file in the data directory only its user can read (0600); what is printed names the file, not the link", async () => {
    const { announceFirstAdminLink } = await import("~/server/staff/first-admin.server");
    const dataDir = await dataDirectory();
    const file = path.join(dataDir, "first-admin-link.txt");
    // A file already there (an older link, or one planted with wider rights) is replaced.
    await writeFile(file, "http://evil.example/setup?token=planted\n", { mode: 0o644 });
    const printed = await announceFirstAdminLink("http://localhost:3000", dataDir);
    expect(printed).toContain(file);
    expect(printed).not.toMatch(/token=|\/setup/);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const link = (await readFile(file, "utf8")).trim();
    expect(link).toMatch(/^http:\/\/localhost:3000\/setup\?token=[\w-]{40,}$/);
    const token = new URL(link).searchParams.get("token")!;
    expect((await run(setupPage.loader as never, get(`/setup?token=${token}`))).data.valid).toBe(true);
  });

  it("once an administrator exists, nothing is printed and the old file is removed", async () => {
    const { announceFirstAdminLink } = await import("~/server/staff/first-admin.server");
    const dataDir = await dataDirectory();
    expect(await announceFirstAdminLink("http://localhost:3000", dataDir)).not.toBeNull();
    await makeUser(getDb(), { role: "staff", isAdmin: true });
    expect(await announceFirstAdminLink("http://localhost:3000", dataDir)).toBeNull();
    await expect(stat(path.join(dataDir, "first-admin-link.txt"))).rejects.toThrow(/ENOENT/);
  });
});
