// "See the e-mail we would have sent" and the staff's Demo mailbox, through the
// route modules (docs/decisions/203).
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type * as EnvModule from "~/server/env.server";
import { setupTestDatabase } from "../../../tests/setup/db";
import { makeUser, sessionCookie } from "../../../tests/setup/staff-fixtures";
import { get, post, run } from "../../../tests/support/routes";
import { authTiming } from "~/server/accounts.server";
import { loader as staffMailbox } from "../staff/demo-mailbox";
import { loader as demoMail } from "./demo-mail";
import { action as forgotAction } from "./forgot-password";
import { action as signupAction } from "./signup";
import { loader as verifyLoader } from "./verify-email";

const mode = vi.hoisted(() => ({ demo: true }));
vi.mock("~/server/env.server", async (importOriginal) => {
  const real = await importOriginal<typeof EnvModule>();
  return { ...real, env: () => ({ ...real.env(), DEMO_MODE: mode.demo, SMTP_URL: undefined }) };
});

const getDb = setupTestDatabase({ seed: true });
beforeAll(() => {
  authTiming.signupMs = 0;
});
beforeEach(() => {
  mode.demo = true;
});

type Part = { text: string } | { href: string; label: string };

describe("a demo signup confirmed through the demo mailbox", () => {
  it("the new student opens 'See the e-mail we would have sent' and confirms the address from its link", async () => {
    const email = `demo.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const password = "a long passphrase";
    const signed = await run(
      signupAction as never,
      post("/signup", {
        fullName: "Nisha Rao",
        email,
        mobile: "+91 98450 12345",
        batch: "python-a",
        password,
        confirmPassword: password,
      }),
      {},
      "203.0.113.90",
    );
    expect(signed.status).toBe(302);
    const [user] = await getDb().query.users.findMany({ where: (u, { eq }) => eq(u.email, email) });
    const cookie = await sessionCookie(user.id);
    const page = await run(demoMail as never, get("/demo-mail", cookie));
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const link = (page.data.open.parts as Part[]).find(
      (p): p is { href: string; label: string } => "href" in p && p.href.startsWith("/verify-email"),
    );
    expect(link).toBeDefined();
    const confirmed = await run(verifyLoader as never, get(link!.href));
    expect(confirmed.data.result).toMatchObject({ ok: true });
  });

  it("staff see the message on the Demo mailbox page; outside demo mode neither page exists", async () => {
    const staff = await makeUser(getDb(), { role: "staff" });
    const cookie = await sessionCookie(staff.id);
    const list = await run(staffMailbox as never, get("/staff/demo-mailbox", cookie));
    expect(list.status).toBe(200);
    expect(list.data.mails.length).toBeGreaterThan(0);
    expect(list.data.mails[0]).not.toHaveProperty("body");
    // The staff list opens nothing by itself; an id that is not theirs to open is an ordinary 404.
    expect(list.data.open).toBeNull();
    expect(
      (await run(staffMailbox as never, get(`/staff/demo-mailbox?open=${crypto.randomUUID()}`, cookie)))
        .status,
    ).toBe(404);
    const opened = await run(
      staffMailbox as never,
      get(`/staff/demo-mailbox?open=${list.data.mails[0].id}`, cookie),
    );
    expect(opened.data.open.parts.length).toBeGreaterThan(0);

    mode.demo = false;
    expect((await run(staffMailbox as never, get("/staff/demo-mailbox", cookie))).status).toBe(404);
    expect((await run(demoMail as never, get("/demo-mail", cookie))).status).toBe(404);
  });

  it("a reset request shows the link only to the signed-in owner of the address, never to a visitor", async () => {
    const owner = await makeUser(getDb());
    const visitor = await run(forgotAction as never, post("/forgot-password", { email: owner.email }));
    expect(visitor.data).toMatchObject({ sent: true, demoMail: false });
    const signedIn = await run(
      forgotAction as never,
      post("/forgot-password", { email: owner.email }, await sessionCookie(owner.id)),
    );
    expect(signedIn.data).toMatchObject({ sent: true, demoMail: true });
  });
});
