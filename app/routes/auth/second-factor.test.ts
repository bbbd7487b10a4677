// The staff second factor at sign-in (issue 23, deliverable 8; ASVS 6.3.3):
// the code step after the password, recovery codes, replays, the limits,
// the rule for administrators of a deployment, and the half-signed-in state
// that is not a session.
import { and, eq, isNull } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/setup/db";
import { cookiesFrom, get, post, run } from "../../../tests/support/routes";
import { appCode, makeStaff, previousAppCode, STAFF_PASSWORD } from "../../../tests/support/second-factor";
import { LOGIN_RULES } from "~/server/account-limits.server";
import { authTiming } from "~/server/accounts.server";
import { createSession, getSessionUser } from "~/server/auth.server";
import {
  outbox,
  rateLimits,
  recoveryCodes,
  secondFactors,
  sessions,
  signInChallenges,
  users,
} from "~/server/db/schema.server";
import { secondFactorRule } from "~/server/second-factor-policy.server";
import { firstAdminLink } from "~/server/staff/first-admin.server";
import { appSetupView, beginAppSetup, confirmAppSetup } from "~/server/second-factor.server";
import { action as accountAction } from "../staff/account";
import { loader as overviewLoader } from "../staff/overview";
import { action as loginAction } from "./login";
import { action as codeAction, loader as codeLoader } from "./second-factor";
import { action as setupAction, loader as setupLoader } from "./second-factor-setup";
import { action as setupPageAction } from "./setup";

const getDb = setupTestDatabase({ seed: true });

beforeAll(() => {
  authTiming.loginMs = 0;
});
afterEach(() => {
  delete secondFactorRule.adminsMustUse;
});

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

type Staff = Awaited<ReturnType<typeof makeStaff>>;

const passwordStep = (staff: Staff, ip = freshIp()) =>
  run(loginAction as never, post("/login", { email: staff.email, password: STAFF_PASSWORD }), {}, ip);

/** A staff member with an authenticator app already set up; returns the key the app holds and the codes. */
async function withApp(opts: { isAdmin?: boolean } = {}) {
  const staff = await makeStaff(getDb(), opts);
  await beginAppSetup(staff.id);
  const key = (await appSetupView(staff))!.secretGroups;
  const confirmed = await confirmAppSetup(staff, await previousAppCode(key));
  if (!confirmed.ok) throw new Error(confirmed.message);
  return { staff, key, codes: confirmed.recoveryCodes };
}

/** The password step, then the code step from the same browser. */
async function signInWith(staff: Staff, code: string, ip = freshIp()) {
  const first = await passwordStep(staff, ip);
  const step = cookiesFrom(first.headers);
  return { step, res: await run(codeAction as never, post("/login/second-factor", { code }, step), {}, ip) };
}

describe("signing in with a second factor", () => {
  it("asks for the code after the right password, and starts no session until it is given", async () => {
    const { staff, key } = await withApp();
    const first = await passwordStep(staff);
    expect(first.status).toBe(302);
    expect(first.location).toBe("/login/second-factor");
    const step = cookiesFrom(first.headers);
    expect(step).toMatch(/^sign-in-step=/);
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, staff.id))).toHaveLength(0);
    expect((await run(codeLoader as never, get("/login/second-factor", step))).data).toMatchObject({
      firstName: "Priya",
    });
    const done = await run(
      codeAction as never,
      post("/login/second-factor", { code: await appCode(key) }, step),
    );
    expect(done.status).toBe(302);
    expect(done.location).toBe("/staff");
    const user = await getSessionUser(get("/staff", cookiesFrom(done.headers)));
    expect(user).toMatchObject({ id: staff.id, role: "staff" });
    const [session] = await getDb().select().from(sessions).where(eq(sessions.userId, staff.id));
    expect(session.secondFactorAt).toBeInstanceOf(Date);
    // The step is used up: the same browser cannot sign in with it again.
    expect(
      await getDb().select().from(signInChallenges).where(eq(signInChallenges.userId, staff.id)),
    ).toEqual([]);
  });

  it("refuses a wrong code with a message next to the field, and signs nobody in", async () => {
    const { staff, key } = await withApp();
    const right = await appCode(key);
    const wrong = right === "000000" ? "111111" : "000000";
    const { res } = await signInWith(staff, wrong);
    expect(res.status).toBe(400);
    expect(res.data.fieldErrors.code).toBe(
      "That code is not right. Check the time on your phone, and try the newest code.",
    );
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, staff.id))).toHaveLength(0);
    const malformed = await signInWith(staff, "12ab");
    expect(malformed.res.status).toBe(400);
    expect(malformed.res.data.fieldErrors.code).toMatch(/^Enter the 6-digit code/);
  });

  it("never accepts one code twice within its window (a replay), while the next code works", async () => {
    const { staff, key } = await withApp();
    const code = await appCode(key);
    expect((await signInWith(staff, code)).res.status).toBe(302);
    const replay = await signInWith(staff, code);
    expect(replay.res.status).toBe(400);
    expect(replay.res.data.fieldErrors.code).toBe(
      "That code was just used. Wait for the next one (a new code every 30 seconds).",
    );
    expect((await signInWith(staff, await appCode(key, 1))).res.status).toBe(302);
  });

  it("accepts one code once when two tabs send it at the same moment", async () => {
    const { staff, key } = await withApp();
    const code = await appCode(key);
    const [a, b] = await Promise.all([signInWith(staff, code), signInWith(staff, code)]);
    expect([a.res.status, b.res.status].sort()).toEqual([302, 400]);
  });

  it("signs in with a recovery code once; the same code is refused the next time; the owner is told", async () => {
    const { staff, codes } = await withApp();
    expect(codes).toHaveLength(10);
    expect(codes[0]).toMatch(/^[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}$/);
    const used = await signInWith(staff, codes[3].toUpperCase().replaceAll("-", " "));
    expect(used.res.status).toBe(302);
    expect(used.res.location).toBe("/staff/account#second-factor");
    expect(used.res.headers.getSetCookie().join()).toContain("flash=");
    const again = await signInWith(staff, codes[3]);
    expect(again.res.status).toBe(400);
    const left = await getDb()
      .select()
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, staff.id), isNull(recoveryCodes.usedAt)));
    expect(left).toHaveLength(9);
    // Stored as sha256 only.
    expect(left.map((r) => r.codeHash).join()).not.toContain(codes[0].replaceAll("-", ""));
    const mails = await getDb().select().from(outbox).where(eq(outbox.to, staff.email));
    expect(mails.map((m) => m.subject)).toContain("A recovery code was used to sign in");
  });

  it("counts code guesses like password guesses, per account and before the check: 3 free tries, at most 10 a quarter-hour, then 429 even for the right code", async () => {
    const { staff, key } = await withApp();
    const right = await appCode(key);
    const wrong = right === "000000" ? "111111" : "000000";
    const first = await passwordStep(staff);
    const step = cookiesFrom(first.headers);
    const send = (code: string) =>
      run(codeAction as never, post("/login/second-factor", { code }, step), {}, freshIp());
    for (let i = 0; i < LOGIN_RULES.pair.freeAttempts; i++) expect((await send(wrong)).status).toBe(400);
    const accountKey = `second-factor:user:${staff.id}`;
    const [counted] = await getDb().select().from(rateLimits).where(eq(rateLimits.key, accountKey));
    expect(counted.count).toBe(LOGIN_RULES.pair.freeAttempts);
    // The rest of the quarter-hour's tries, spent (each from another client: the count is the account's).
    await getDb()
      .update(rateLimits)
      .set({ count: LOGIN_RULES.pair.limit })
      .where(eq(rateLimits.key, accountKey));
    const refused = await send(right);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(60);
    expect(refused.data.fieldErrors.code).toMatch(
      /^Too many tries\. Please wait \d+ minutes? and try again\.$/,
    );
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, staff.id))).toHaveLength(0);
    // A quarter-hour later the right code works, and the account's count is forgotten.
    await getDb()
      .update(rateLimits)
      .set({ windowStart: new Date(Date.now() - 16 * 60_000) })
      .where(eq(rateLimits.key, accountKey));
    expect((await send(right)).status).toBe(302);
    expect(await getDb().select().from(rateLimits).where(eq(rateLimits.key, accountKey))).toEqual([]);
  });

  it("a step that expired or was never started sends the browser back to the password", async () => {
    const { staff, key } = await withApp();
    const first = await passwordStep(staff);
    await getDb()
      .update(signInChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const late = await run(
      codeAction as never,
      post("/login/second-factor", { code: await appCode(key) }, cookiesFrom(first.headers)),
    );
    expect([late.status, late.location]).toEqual([302, "/login"]);
    expect((await run(codeLoader as never, get("/login/second-factor"))).location).toBe("/login");
  });

  it("staff without a second factor still sign in with the password alone (students: auth.test.ts)", async () => {
    const staff = await makeStaff(getDb());
    const res = await passwordStep(staff);
    expect([res.status, res.location]).toEqual([302, "/staff"]);
  });
});

describe("administrators", () => {
  it("in a demo, sign in with the password alone until they set one up (offered, not required)", async () => {
    secondFactorRule.adminsMustUse = false;
    const admin = await makeStaff(getDb(), { isAdmin: true });
    const res = await passwordStep(admin);
    expect([res.status, res.location]).toEqual([302, "/staff"]);
  });

  it("in a deployment, set up an authenticator app at their first sign-in before any session starts", async () => {
    secondFactorRule.adminsMustUse = true;
    const admin = await makeStaff(getDb(), { isAdmin: true, name: "Lakshmi Admin" });
    const first = await passwordStep(admin);
    expect([first.status, first.location]).toEqual([302, "/login/second-factor/setup"]);
    const step = cookiesFrom(first.headers);
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, admin.id))).toHaveLength(0);
    const page = await run(setupLoader as never, get("/login/second-factor/setup", step));
    expect(page.data.firstName).toBe("Lakshmi");
    expect(page.data.setup.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(page.data.setup.uri).toMatch(/^otpauth:\/\/totp\/TechPro%20Academy:/);
    const wrong = await run(
      setupAction as never,
      post("/login/second-factor/setup", { code: "12345x" }, step),
    );
    expect(wrong.status).toBe(400);
    const done = await run(
      setupAction as never,
      post("/login/second-factor/setup", { code: await appCode(page.data.setup.secretGroups) }, step),
    );
    expect(done.status).toBe(200);
    expect(done.data).toMatchObject({ status: "done", continueTo: "/staff" });
    expect(done.data.recoveryCodes).toHaveLength(10);
    const user = await getSessionUser(get("/staff", cookiesFrom(done.headers)));
    expect(user).toMatchObject({ id: admin.id, isAdmin: true });
    const [factor] = await getDb().select().from(secondFactors).where(eq(secondFactors.userId, admin.id));
    expect(factor.enabledAt).toBeInstanceOf(Date);
    // Sealed at rest: the key the app holds is nowhere in the row.
    expect(JSON.stringify(factor)).not.toContain(page.data.setup.secretGroups.replace(/\s/g, ""));
    // The next sign-in asks for a code.
    expect((await passwordStep(admin)).location).toBe("/login/second-factor");
  });

  it("in a deployment, the first administrator made from the /setup link sets up the app before the console opens", async () => {
    secondFactorRule.adminsMustUse = true;
    await getDb().delete(users).where(eq(users.isAdmin, true));
    const token = new URL((await firstAdminLink("http://localhost:3000"))!).searchParams.get("token")!;
    const made = await run(
      setupPageAction as never,
      post("/setup", {
        token,
        fullName: "Lakshmi Rao",
        email: "lakshmi.first@example.com",
        password: "Granite-Orchid-Harbour-58",
        confirmPassword: "Granite-Orchid-Harbour-58",
      }),
    );
    expect([made.status, made.location]).toEqual([302, "/login/second-factor/setup"]);
    expect(await getSessionUser(get("/staff", cookiesFrom(made.headers)))).toBeNull();
    const page = await run(
      setupLoader as never,
      get("/login/second-factor/setup", cookiesFrom(made.headers)),
    );
    expect(page.data.setup.secretGroups).toBeTruthy();
  });

  it("in a deployment, an administrator's password-only session does not count (it predates the rule)", async () => {
    const admin = await makeStaff(getDb(), { isAdmin: true });
    const cookie = (await createSession(admin.id)).split(";")[0];
    secondFactorRule.adminsMustUse = false;
    expect(await getSessionUser(get("/staff", cookie))).not.toBeNull();
    secondFactorRule.adminsMustUse = true;
    expect(await getSessionUser(get("/staff", cookie))).toBeNull();
    const page = await run(overviewLoader as never, get("/staff", cookie));
    expect(page.status).toBe(302);
    expect(page.location).toBe("/login?redirectTo=%2Fstaff");
  });

  it("in a deployment, cannot turn the second factor off on My account", async () => {
    const { staff: admin, key } = await withApp({ isAdmin: true });
    secondFactorRule.adminsMustUse = true;
    const { res } = await signInWith(admin, await appCode(key));
    const off = await run(
      accountAction as never,
      post(
        "/staff/account",
        { intent: "turn-off-second-factor", currentPassword: STAFF_PASSWORD },
        cookiesFrom(res.headers),
      ),
      {},
      freshIp(),
    );
    expect(off.status).toBe(403);
    expect(await getDb().select().from(secondFactors).where(eq(secondFactors.userId, admin.id))).toHaveLength(
      1,
    );
  });
});
