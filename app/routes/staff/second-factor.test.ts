// The staff second factor in the console: the half-signed-in state refused by
// every staff route, setting an app up from My account, recovery codes,
// turning it off, and an administrator's reset on the Team page (audited).
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { and, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import { setupTestDatabase } from "../../../tests/setup/db";
import { sessionCookie } from "../../../tests/setup/staff-fixtures";
import { cookiesFrom, get, post, run } from "../../../tests/support/routes";
import { appCode, makeStaff, STAFF_PASSWORD } from "../../../tests/support/second-factor";
import { authTiming } from "~/server/accounts.server";
import { getSessionUser } from "~/server/auth.server";
import { auditLog, outbox, recoveryCodes, secondFactors, sessions } from "~/server/db/schema.server";
import { action as loginAction } from "../auth/login";
import { action as codeAction } from "../auth/second-factor";
import { action as accountAction, loader as accountLoader } from "./account";
import { action as teamAction, loader as teamLoader } from "./team";

const getDb = setupTestDatabase({ seed: true });

beforeAll(() => {
  authTiming.loginMs = 0;
});

let ipCounter = 0;
const freshIp = () => `192.0.2.${++ipCounter}`;

type Staff = Awaited<ReturnType<typeof makeStaff>>;

const account = (cookie: string, form: Record<string, string>) =>
  run(accountAction as never, post("/staff/account", form, cookie), {}, freshIp());

/** From My account: the password, the QR code's key, then the first code. Returns the key and the codes. */
async function setUpFromAccount(cookie: string) {
  const start = await account(cookie, { intent: "start-second-factor", currentPassword: STAFF_PASSWORD });
  expect([start.status, start.location]).toEqual([302, "/staff/account#second-factor"]);
  const page = await run(accountLoader as never, get("/staff/account", cookie));
  const key: string = page.data.secondFactor.setup.secretGroups;
  const done = await account(cookie, { intent: "confirm-second-factor", code: await appCode(key) });
  expect(done.status).toBe(200);
  return { key, codes: done.data.recoveryCodes as string[] };
}

async function signIn(staff: Staff, code?: string) {
  const ip = freshIp();
  const first = await run(
    loginAction as never,
    post("/login", { email: staff.email, password: STAFF_PASSWORD }),
    {},
    ip,
  );
  if (!code) return first;
  return run(codeAction as never, post("/login/second-factor", { code }, cookiesFrom(first.headers)), {}, ip);
}

// Every staff route module, from the route table (app/routes.ts).
const modules = import.meta.glob<{ loader?: unknown; action?: unknown }>(
  ["./*.ts", "./*.tsx", "!./*.test.ts"],
  {
    eager: true,
  },
);

function staffRoutes(entries: RouteConfigEntry[]): { path: string; file: string }[] {
  return entries.flatMap((entry) => [
    ...(entry.file.startsWith("routes/staff/")
      ? [{ path: `/${entry.path ?? "staff"}`, file: entry.file }]
      : []),
    ...staffRoutes(entry.children ?? []),
  ]);
}

describe("half signed in (the password given, the code not yet)", () => {
  it("is refused by every staff loader and action (what pages, `.data` answers and posts run): the answer a visitor gets, a redirect to /login", async () => {
    const staff = await makeStaff(getDb());
    await setUpFromAccount(await sessionCookie(staff.id));
    await getDb().delete(sessions).where(eq(sessions.userId, staff.id));
    const first = await signIn(staff);
    expect(first.location).toBe("/login/second-factor");
    const step = cookiesFrom(first.headers);
    // The step's token, offered as a session cookie too, is no session either.
    const cookie = `${step}; session=${step.split("=")[1]}`;
    const found = staffRoutes(routes);
    expect(found.length).toBeGreaterThan(25);
    const params = new Proxy({}, { get: () => "x" }) as Record<string, string>;
    for (const { path, file } of found) {
      const mod = modules[`./${file.slice("routes/staff/".length)}`];
      expect(mod, file).toBeDefined();
      const url = path.replace(/:\w+/g, "x");
      for (const kind of ["loader", "action"] as const) {
        const handler = mod[kind];
        if (typeof handler !== "function") continue;
        const request =
          kind === "loader" ? get(url, cookie) : post(url, { intent: "save", userId: staff.id }, cookie);
        const res = await run(handler as never, request, params, freshIp());
        expect([res.status, res.location?.split("?")[0]], `${kind} of ${file}`).toEqual([302, "/login"]);
      }
    }
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, staff.id))).toHaveLength(0);
  });
});

describe("My account: a second factor for every staff member", () => {
  it("is offered, and set up with the password, the QR code and the first code; ten recovery codes are shown once", async () => {
    const staff = await makeStaff(getDb());
    const cookie = await sessionCookie(staff.id);
    const before = await run(accountLoader as never, get("/staff/account", cookie));
    expect(before.data.secondFactor).toMatchObject({ enabled: false, setup: null, required: false });
    const wrongPassword = await account(cookie, { intent: "start-second-factor", currentPassword: "not it" });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.data.intent).toBe("start-second-factor");
    await account(cookie, { intent: "start-second-factor", currentPassword: STAFF_PASSWORD });
    const setup = (await run(accountLoader as never, get("/staff/account", cookie))).data.secondFactor.setup;
    expect(setup.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(setup.secretGroups).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    const wrong = await account(cookie, { intent: "confirm-second-factor", code: "1234" });
    expect([wrong.status, wrong.data.intent]).toEqual([400, "confirm-second-factor"]);
    const done = await account(cookie, {
      intent: "confirm-second-factor",
      code: await appCode(setup.secretGroups),
    });
    expect(done.data.recoveryCodes).toHaveLength(10);
    const after = await run(accountLoader as never, get("/staff/account", cookie));
    expect(after.data.secondFactor).toMatchObject({ enabled: true, recoveryCodesLeft: 10, setup: null });
    const [audit] = await getDb().select().from(auditLog).where(eq(auditLog.entityId, staff.id));
    expect(audit).toMatchObject({ action: "staff.second_factor_enabled", actorUserId: staff.id });
    const mails = await getDb().select().from(outbox).where(eq(outbox.to, staff.email));
    expect(mails.map((m) => m.subject)).toContain("A second factor now protects your account");
    // From now on the sign-in asks for a code.
    expect((await signIn(staff)).location).toBe("/login/second-factor");
  });

  it("makes new recovery codes (with the password): the earlier ones stop working", async () => {
    const staff = await makeStaff(getDb());
    const cookie = await sessionCookie(staff.id);
    const { codes } = await setUpFromAccount(cookie);
    const renewed = await account(cookie, { intent: "new-recovery-codes", currentPassword: STAFF_PASSWORD });
    expect(renewed.data.recoveryCodes).toHaveLength(10);
    expect((await signIn(staff, codes[0])).status).toBe(400);
    expect((await signIn(staff, renewed.data.recoveryCodes[0])).status).toBe(302);
  });

  it("moves to another app: the old app keeps working until the new one's first code, then stops", async () => {
    const staff = await makeStaff(getDb());
    const cookie = await sessionCookie(staff.id);
    const { key: oldKey } = await setUpFromAccount(cookie);
    await account(cookie, { intent: "start-second-factor", currentPassword: STAFF_PASSWORD });
    expect((await signIn(staff, await appCode(oldKey, 1))).status).toBe(302);
    const setup = (await run(accountLoader as never, get("/staff/account", cookie))).data.secondFactor.setup;
    const moved = await account(cookie, {
      intent: "confirm-second-factor",
      code: await appCode(setup.secretGroups),
    });
    expect(moved.data.recoveryCodes).toHaveLength(10);
    // Not a replay (the new app's first code reset the step): refused because the old app is gone.
    const old = await signIn(staff, await appCode(oldKey, 1));
    expect(old.status).toBe(400);
    expect(old.data.fieldErrors.code).toMatch(/^That code is not right/);
  });

  it("turns it off (with the password), for staff it is not required of; the owner is told", async () => {
    const staff = await makeStaff(getDb());
    const cookie = await sessionCookie(staff.id);
    await setUpFromAccount(cookie);
    const off = await account(cookie, { intent: "turn-off-second-factor", currentPassword: STAFF_PASSWORD });
    expect([off.status, off.location]).toEqual([302, "/staff/account#second-factor"]);
    expect(await getDb().select().from(secondFactors).where(eq(secondFactors.userId, staff.id))).toEqual([]);
    expect(await getDb().select().from(recoveryCodes).where(eq(recoveryCodes.userId, staff.id))).toEqual([]);
    expect((await signIn(staff)).location).toBe("/staff");
    const mails = await getDb().select().from(outbox).where(eq(outbox.to, staff.email));
    expect(mails.map((m) => m.subject)).toContain("The second factor of your account was turned off");
  });
});

describe("Team page: an administrator resets a colleague's second factor", () => {
  it("removes the app and codes, ends the colleague's sessions, tells them and records it", async () => {
    const admin = await makeStaff(getDb(), { isAdmin: true, name: "Head Admin" });
    const colleague = await makeStaff(getDb(), { name: "Lost Phone" });
    const colleagueCookie = await sessionCookie(colleague.id);
    await setUpFromAccount(colleagueCookie);
    const adminCookie = await sessionCookie(admin.id);
    const team = await run(teamLoader as never, get("/staff/team", adminCookie));
    expect(team.data.staff.find((m: { id: string }) => m.id === colleague.id).secondFactor).toBe(true);
    const res = await run(
      teamAction as never,
      post("/staff/team", { intent: "reset-second-factor", userId: colleague.id }, adminCookie),
    );
    expect([res.status, res.location]).toEqual([302, "/staff/team?done=reset-second-factor"]);
    expect(await getDb().select().from(secondFactors).where(eq(secondFactors.userId, colleague.id))).toEqual(
      [],
    );
    expect(
      await getDb()
        .select()
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, colleague.id), isNull(recoveryCodes.usedAt))),
    ).toEqual([]);
    expect(await getSessionUser(get("/staff", colleagueCookie))).toBeNull();
    const [audit] = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "staff.second_factor_reset"), eq(auditLog.entityId, colleague.id)));
    expect(audit).toMatchObject({ actorUserId: admin.id, actorName: "Head Admin" });
    const mails = await getDb().select().from(outbox).where(eq(outbox.to, colleague.email));
    expect(mails.map((m) => m.subject)).toContain("Your second factor was reset by an administrator");
    expect((await signIn(colleague)).location).toBe("/staff");
  });

  it("is for administrators only, and not for their own account", async () => {
    const admin = await makeStaff(getDb(), { isAdmin: true });
    const trainer = await makeStaff(getDb());
    const colleague = await makeStaff(getDb());
    await setUpFromAccount(await sessionCookie(colleague.id));
    const byTrainer = await run(
      teamAction as never,
      post(
        "/staff/team",
        { intent: "reset-second-factor", userId: colleague.id },
        await sessionCookie(trainer.id),
      ),
    );
    expect(byTrainer.status).toBe(403);
    const adminCookie = await sessionCookie(admin.id);
    const self = await run(
      teamAction as never,
      post("/staff/team", { intent: "reset-second-factor", userId: admin.id }, adminCookie),
    );
    expect(self.status).toBe(400);
    expect(
      await getDb().select().from(secondFactors).where(eq(secondFactors.userId, colleague.id)),
    ).toHaveLength(1);
  });
});
