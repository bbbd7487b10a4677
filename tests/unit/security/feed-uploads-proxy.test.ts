// Findings: "The calendar feed link can never be revoked (not on password
// reset either), is stored in plain text, is written in request logs, and
// still carries links of exams that have ended" (the log part is in
// secrets-in-logs.test.ts), "Uploaded images: the route's own CSP is
// overwritten by the site-wide one, the stored name keeps the uploader's
// extension, cached private, max-age=3600 after logout. Staff .data
// responses carry no Cache-Control" and "With TRUST_PROXY=true the client
// address is the left-most X-Forwarded-For entry, which the client writes".
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as accounts from "~/server/accounts.server";
import { classSessions, outbox, uploads, users } from "~/server/db/schema.server";
import { securityHeaders } from "~/server/http/security-headers.server";
import { storeUpload } from "~/server/uploads.server";
import * as entry from "../../../app/entry.server";
import * as forgot from "../../../app/routes/auth/forgot-password";
import * as reset from "../../../app/routes/auth/reset-password";
import * as schedule from "../../../app/routes/portal/schedule";
import * as feed from "../../../app/routes/resources/calendar-feed";
import * as upload from "../../../app/routes/resources/upload";
import { setupTestDatabase } from "../../setup/db";
import { makeUser, sessionCookie } from "../../setup/staff-fixtures";
import { get, post, run } from "../../support/routes";
import { appWithClientIpProbe, freshIp, signedIn, signUpStudent } from "./support";

const getDb = setupTestDatabase({ seed: true });

beforeAll(() => {
  accounts.authTiming.loginMs = 0;
  accounts.authTiming.signupMs = 0;
});

async function newFeed(cookie: string): Promise<string> {
  const made = await run(
    (schedule as Record<string, unknown>).action as never,
    post("/dashboard/schedule", { intent: "reset-feed" }, cookie),
  );
  return made.data.newFeedUrl.split("/calendar/")[1];
}
const fetchFeed = (file: string) => run(feed.loader as never, get(`/calendar/${file}`), { file });

describe("the private calendar feed", () => {
  it("can be revoked: 'Reset feed link' makes a new one and the old one stops working", async () => {
    await signUpStudent("feed.reset@example.com");
    const cookie = await signedIn("feed.reset@example.com");
    const old = await newFeed(cookie);
    expect((await fetchFeed(old)).status).toBe(200);
    const fresh = await newFeed(cookie);
    expect((await fetchFeed(old)).status).toBe(404);
    expect((await fetchFeed(fresh)).status).toBe(200);
  });

  it("is revoked by a password reset", async () => {
    await signUpStudent("feed.pw@example.com");
    const file = await newFeed(await signedIn("feed.pw@example.com"));
    await run(
      forgot.action as never,
      post("/forgot-password", { email: "feed.pw@example.com" }),
      {},
      freshIp(),
    );
    const [mail] = await getDb()
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, "feed.pw@example.com"), eq(outbox.subject, "Reset your password")));
    const token = mail.body.match(/token=([\w-]+)/)![1];
    const done = await run(
      reset.action as never,
      post("/reset-password", {
        token,
        password: "copper lantern river",
        confirmPassword: "copper lantern river",
      }),
    );
    expect(done.status).toBe(302);
    expect((await fetchFeed(file)).status).toBe(404);
  });

  it("is not stored in plain text", async () => {
    await signUpStudent("feed.hash@example.com");
    const file = await newFeed(await signedIn("feed.hash@example.com"));
    const [row] = await getDb().select().from(users).where(eq(users.email, "feed.hash@example.com"));
    expect(JSON.stringify(row)).not.toContain(file.replace(".ics", ""));
  });

  it("leaves out exams that have ended", async () => {
    await signUpStudent("feed.exam@example.com");
    const file = await newFeed(await signedIn("feed.exam@example.com"));
    await getDb()
      .insert(classSessions)
      .values({
        batchId: "python-a",
        title: "Finished sprint test",
        startsAt: new Date(Date.now() - 2 * 3_600_000),
        durationMinutes: 45,
        meetLink: "https://exams.example.com/finished-sprint",
        instructor: "Examiner",
        type: "Exam",
        status: "exam",
      });
    const body = (await fetchFeed(file)).data.replace(/\r\n /g, "");
    expect(body).toContain("BEGIN:VCALENDAR");
    expect(body).not.toContain("finished-sprint");
  });
});

describe("uploaded images", () => {
  it("keep their own CSP (default-src 'none'; sandbox) through the site-wide security headers", () => {
    const own = new Response("png", {
      headers: { "Content-Type": "image/png", "Content-Security-Policy": "default-src 'none'; sandbox" },
    });
    const res = securityHeaders(new Request("http://localhost/uploads/x"), own, {
      production: true,
      trustProxy: false,
      nonce: "n0nce",
    });
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
  });

  it("are stored under the extension of the type found in their bytes, not the uploader's", async () => {
    const id = await storeUpload({
      ownerUserId: null,
      purpose: "doubt",
      filename: "screenshot.html",
      contentType: "image/png",
      bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    });
    const [row] = await getDb().select().from(uploads).where(eq(uploads.id, id));
    expect(row.filename).toBe("screenshot.png");
  });

  it("are never kept by a cache (no-store), so signing out on a shared computer leaves nothing", async () => {
    const owner = await makeUser(getDb());
    const id = await storeUpload({
      ownerUserId: owner.id,
      purpose: "doubt",
      filename: "a.png",
      contentType: "image/png",
      bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    });
    const res = await run(upload.loader as never, get(`/uploads/${id}`, await sessionCookie(owner.id)), {
      id,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("staff and portal data requests", () => {
  it("answer with Cache-Control: private, no-store", async () => {
    const handle = (entry as Record<string, unknown>).handleDataRequest as (
      response: Response,
      args: { request: Request },
    ) => Response | Promise<Response>;
    for (const path of ["/staff/leads.data", "/staff.data", "/dashboard/profile.data"]) {
      const res = await handle(new Response("{}"), { request: new Request(`http://localhost${path}`) });
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
    }
  });
});

describe("behind a proxy", () => {
  it("the client address is the right-most address the trusted proxies did not add", async () => {
    const fetch = appWithClientIpProbe({ TRUST_PROXY: "true" });
    const spoofed = await fetch("/who", "10.0.0.2", { "x-forwarded-for": "6.6.6.6, 203.0.113.9" });
    expect(await spoofed.json()).toEqual({ ip: "203.0.113.9" });
    const twoHops = appWithClientIpProbe({ TRUST_PROXY: "2" });
    const res = await twoHops("/who", "10.0.0.2", { "x-forwarded-for": "6.6.6.6, 198.51.100.4, 10.0.0.9" });
    expect(await res.json()).toEqual({ ip: "198.51.100.4" });
    const ranges = appWithClientIpProbe({ TRUST_PROXY: "10.0.0.0/8" });
    const viaRanges = await ranges("/who", "10.0.0.2", {
      "x-forwarded-for": "6.6.6.6, 198.51.100.7, 10.1.2.3",
    });
    expect(await viaRanges.json()).toEqual({ ip: "198.51.100.7" });
  });
});
