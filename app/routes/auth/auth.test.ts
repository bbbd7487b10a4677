import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/setup/db";
import { cookiesFrom, get, post, run } from "../../../tests/support/routes";
import { FORM_LIMITS, LOGIN_RULES } from "~/server/account-limits.server";
import { authTiming } from "~/server/accounts.server";
import { getSessionUser, hashPassword } from "~/server/auth.server";
import { enrolments, outbox, passwordResets, rateLimits, sessions, users } from "~/server/db/schema.server";
import { action as forgotAction } from "./forgot-password";
import { action as loginAction, loader as loginLoader } from "./login";
import { action as logoutAction } from "./logout";
import { action as resetAction } from "./reset-password";
import { action as signupAction } from "./signup";

const getDb = setupTestDatabase({ seed: true });

beforeAll(() => {
  authTiming.loginMs = 0;
  authTiming.signupMs = 0;
});

let ipCounter = 0;
/** A fresh client address per test, so rate limits of one test never affect another. */
const freshIp = () => `198.51.100.${++ipCounter}`;

const signupFields = (over: Record<string, string> = {}) => ({
  fullName: "Ananya Iyer",
  email: `ananya.${crypto.randomUUID().slice(0, 8)}@example.com`,
  mobile: "+91 98450 12345",
  batch: "python-b",
  password: "a long passphrase",
  confirmPassword: "a long passphrase",
  ...over,
});

async function signup(fields: Record<string, string>) {
  return run(signupAction as never, post("/signup", fields), {}, freshIp());
}

async function login(email: string, password: string, extra: Record<string, string> = {}, ip = freshIp()) {
  return run(loginAction as never, post("/login", { email, password, ...extra }), {}, ip);
}

describe("signup", () => {
  it("creates a student enrolled in the chosen batch, then sends them to /login with 'Registration Successful!'", async () => {
    const fields = signupFields();
    const res = await signup(fields);
    expect(res.status).toBe(302);
    expect(res.location).toBe("/login");
    expect(res.headers.getSetCookie().join()).toContain("flash=");
    const [user] = await getDb().select().from(users).where(eq(users.email, fields.email));
    expect(user).toMatchObject({ name: "Ananya Iyer", role: "student", phone: "+91 98450 12345" });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.passwordHash).not.toContain(fields.password);
    const [enrolment] = await getDb().select().from(enrolments).where(eq(enrolments.userId, user.id));
    expect(enrolment).toMatchObject({ batchId: "python-b", state: "pending" });
  });

  it("blocks differing passwords with 'Passwords do not match. Please try again.' and creates nothing", async () => {
    const fields = signupFields({ confirmPassword: "a long passphrasE" });
    const res = await signup(fields);
    expect(res.status).toBe(400);
    expect(res.data.fieldErrors.confirmPassword).toBe("Passwords do not match. Please try again.");
    expect(res.data.values).toMatchObject({ fullName: "Ananya Iyer", email: fields.email });
    expect(res.data.values.password).toBeUndefined();
    expect(await getDb().select().from(users).where(eq(users.email, fields.email))).toHaveLength(0);
  });

  it("rejects a 7-character password and a common one, and accepts 8 and 128 characters", async () => {
    const seven = await signup(signupFields({ password: "1234567", confirmPassword: "1234567" }));
    expect(seven.status).toBe(400);
    expect(seven.data.fieldErrors.password).toBe("Password must be at least 8 characters.");
    for (const common of ["12345678", "password", "Password1"]) {
      const weak = await signup(signupFields({ password: common, confirmPassword: common }));
      expect(weak.status).toBe(400);
      expect(weak.data.fieldErrors.password).toMatch(/^This password is too easy to guess\./);
    }
    const eight = signupFields({ password: "tq8#vLz2", confirmPassword: "tq8#vLz2" });
    expect((await signup(eight)).status).toBe(302);
    expect((await login(eight.email, "tq8#vLz2")).status).toBe(302);
    const long = "correct horse battery staple ".repeat(5).slice(0, 128);
    const max = signupFields({ password: long, confirmPassword: long });
    expect((await signup(max)).status).toBe(302);
    expect((await login(max.email, long)).status).toBe(302);
  });

  it("answers a duplicate e-mail (any case) exactly like a new one, and tells the owner by e-mail", async () => {
    const fields = signupFields();
    const first = await signup(fields);
    const again = await signup(signupFields({ email: fields.email.toUpperCase(), fullName: "Someone Else" }));
    expect(again.status).toBe(first.status);
    expect(again.location).toBe(first.location);
    const rows = await getDb()
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, fields.email));
    expect(rows).toHaveLength(1);
    expect(rows[0].name).toBe("Ananya Iyer");
    const mails = await getDb().select().from(outbox).where(eq(outbox.to, fields.email));
    expect(mails.map((m) => m.subject)).toEqual([
      "Confirm your e-mail address for TechPro Academy",
      "Someone tried to sign up with your e-mail address",
    ]);
  });

  it("is rate-limited per IP with 429", async () => {
    const ip = "192.0.2.77";
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await run(
        signupAction as never,
        post("/signup", signupFields({ password: "x", confirmPassword: "x" })),
        {},
        ip,
      );
      statuses.push(res.status);
    }
    // Invalid forms are answered before the limit is counted; valid ones count.
    expect(statuses.every((s) => s === 400)).toBe(true);
    // Valid ones count: bring this address to one below its limit, then two more tries.
    await getDb()
      .insert(rateLimits)
      .values({ key: `signup:ip:${ip}`, windowStart: new Date(), count: FORM_LIMITS.signupIp.limit - 1 });
    expect((await run(signupAction as never, post("/signup", signupFields()), {}, ip)).status).toBe(302);
    const blocked = await run(signupAction as never, post("/signup", signupFields()), {}, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.data.formError.title).toBe("Too many attempts");
  });
});

describe("login", () => {
  let email = "";
  const password = "correct horse battery";
  beforeAll(async () => {
    email = `login.${crypto.randomUUID().slice(0, 8)}@example.com`;
    await signup(signupFields({ email, password, confirmPassword: password }));
  });

  it("starts a new database session and goes to /dashboard with 'Login Successful!'", async () => {
    const res = await login(email.toUpperCase(), password);
    expect(res.status).toBe(302);
    expect(res.location).toBe("/dashboard");
    const cookie = cookiesFrom(res.headers);
    const user = await getSessionUser(get("/dashboard", cookie));
    expect(user?.email).toBe(email);
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("session="))!;
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    const flash = res.headers.getSetCookie().find((c) => c.startsWith("flash="))!;
    expect(Buffer.from(flash.split(";")[0].slice(6), "base64url").toString()).toContain("Login Successful!");
  });

  it("issues a new session id at every login and ends the old one", async () => {
    const first = cookiesFrom((await login(email, password)).headers);
    const second = await run(loginAction as never, post("/login", { email, password }, first), {}, freshIp());
    const secondCookie = cookiesFrom(second.headers);
    expect(secondCookie).not.toBe(first);
    expect(await getSessionUser(get("/", first))).toBeNull();
    expect(await getSessionUser(get("/", secondCookie))).not.toBeNull();
  });

  it("returns to the page that sent them there, but only a same-site path", async () => {
    expect((await login(email, password, { redirectTo: "/dashboard/exams" })).location).toBe(
      "/dashboard/exams",
    );
    expect((await login(email, password, { redirectTo: "//evil.example/x" })).location).toBe("/dashboard");
    expect((await login(email, password, { redirectTo: "https://evil.example/" })).location).toBe(
      "/dashboard",
    );
  });

  it("answers a wrong password and an unknown e-mail the same: 'Login Failed'", async () => {
    const wrong = await login(email, "wrong password");
    const unknown = await login("nobody.here@example.com", "wrong password");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.data.formError).toEqual({
      title: "Login Failed",
      message: "Please check your credentials and try again.",
    });
    expect(unknown.data.formError).toEqual(wrong.data.formError);
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it("takes about the same time for an unknown e-mail as for a wrong password", async () => {
    const time = async (e: string) => {
      const t = performance.now();
      await login(e, "wrong password");
      return performance.now() - t;
    };
    await time(email);
    await time("warmup@example.com");
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time(email));
      unknown.push(await time(`nobody${i}@example.com`));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[1];
    // Both run one argon2id verification; a missing hash check would be ~10x faster.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
  });

  it("keeps the sample student unusable for sign-in", async () => {
    expect((await login("priya.sharma@example.com", "anything at all")).status).toBe(401);
  });

  it("sends staff to /staff", async () => {
    await getDb()
      .insert(users)
      .values({
        email: "trainer@example.com",
        name: "Trainer",
        passwordHash: await hashPassword("staff password"),
        role: "staff",
      });
    const res = await login("trainer@example.com", "staff password", { redirectTo: "/dashboard" });
    expect(res.location).toBe("/staff");
    expect(res.headers.getSetCookie().some((c) => c.startsWith("flash="))).toBe(false);
  });

  it("slows one client guessing one account (3 free tries, then growing waits), never the owner elsewhere", async () => {
    const target = `limit.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const attacker = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await login(target, "guess", {}, attacker)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const refused = await login(target, "guess", {}, attacker);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.data.formError.message).toMatch(/^Too many sign-in attempts\. Please wait \d+ seconds?/);
    // The owner, from their own address, is not locked out.
    expect((await login(email, "wrong password", {}, attacker)).status).toBe(401);
    expect((await login(email, password)).status).toBe(302);
  });

  it("never locks out a student who signs in successfully many times", async () => {
    for (let i = 0; i < 12; i++) expect((await login(email, password)).status).toBe(302);
  });

  it("is rate-limited per IP with 429 and a Retry-After", async () => {
    const ip = "192.0.2.99";
    await getDb()
      .insert(rateLimits)
      .values({ key: `login:ip:${ip}`, windowStart: new Date(), count: LOGIN_RULES.ip.limit - 1 });
    expect((await login("ip1@example.com", "guess", {}, ip)).status).toBe(401);
    const last = await login("ip2@example.com", "guess", {}, ip);
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(last.data.formError.message).toMatch(/Too many sign-in attempts/);
  });

  it("sends an already signed-in student from /login to the portal", async () => {
    const cookie = cookiesFrom((await login(email, password)).headers);
    const res = await run(loginLoader as never, get("/login", cookie));
    expect(res.status).toBe(302);
    expect(res.location).toBe("/dashboard");
  });
});

describe("logout", () => {
  it("deletes the session server-side: the old cookie no longer signs anyone in", async () => {
    const fields = signupFields();
    await signup(fields);
    const cookie = cookiesFrom((await login(fields.email, fields.password)).headers);
    expect(await getSessionUser(get("/", cookie))).not.toBeNull();
    const res = await run(logoutAction as never, post("/logout", {}, cookie));
    expect(res.status).toBe(302);
    expect(res.location).toBe("/login");
    expect(res.headers.getSetCookie().find((c) => c.startsWith("session="))).toContain("Max-Age=0");
    expect(await getSessionUser(get("/", cookie))).toBeNull();
    const rows = await getDb()
      .select()
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, fields.email));
    expect(rows).toHaveLength(0);
  });
});

describe("forgot and reset password", () => {
  it("answers the same for a known and an unknown e-mail, and records both requests", async () => {
    const fields = signupFields();
    await signup(fields);
    const known = await run(
      forgotAction as never,
      post("/forgot-password", { email: fields.email }),
      {},
      freshIp(),
    );
    const unknown = await run(
      forgotAction as never,
      post("/forgot-password", { email: "stranger@example.com" }),
      {},
      freshIp(),
    );
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(Object.keys(known.data)).toEqual(Object.keys(unknown.data));
    expect(known.data.sent).toBe(true);
    expect(
      await getDb().select().from(passwordResets).where(eq(passwordResets.email, "stranger@example.com")),
    ).toHaveLength(1);
    const mails = await getDb()
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, fields.email), eq(outbox.subject, "Reset your password")));
    expect(mails).toHaveLength(1);
    expect(mails[0].body).toMatch(/\/reset-password\?token=/);
    expect(await getDb().select().from(outbox).where(eq(outbox.to, "stranger@example.com"))).toHaveLength(0);
  });

  it("sets a new password from the e-mailed link once, and signs out every session", async () => {
    const fields = signupFields();
    await signup(fields);
    const cookie = cookiesFrom((await login(fields.email, fields.password)).headers);
    await run(forgotAction as never, post("/forgot-password", { email: fields.email }), {}, freshIp());
    const [mail] = await getDb()
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, fields.email), eq(outbox.subject, "Reset your password")));
    const token = mail.body.match(/token=([\w-]+)/)![1];
    const res = await run(
      resetAction as never,
      post("/reset-password", { token, password: "brand new secret", confirmPassword: "brand new secret" }),
    );
    expect(res.status).toBe(302);
    expect(await getSessionUser(get("/", cookie))).toBeNull();
    expect((await login(fields.email, "brand new secret")).status).toBe(302);
    expect((await login(fields.email, fields.password)).status).toBe(401);
    const again = await run(
      resetAction as never,
      post("/reset-password", { token, password: "another secret", confirmPassword: "another secret" }),
    );
    expect(again.status).toBe(400);
  });
});
