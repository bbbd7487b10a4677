// Findings: "The e-mail address can be changed without the password or any
// confirmation, and the profile form says which e-mails already have
// accounts; there is no way to change the password; sessions last 30 days
// with no idle timeout, staff included, and a student cannot see or end
// other sessions", "Students may use 12345678 or password; the staff
// password policy applies only in staff:create, not on reset" and "Signup
// tells whether an e-mail has an account, and nothing proves the person
// owns the address".
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as accounts from "~/server/accounts.server";
import { getSessionUser, hashPassword } from "~/server/auth.server";
import { outbox, sessions, users } from "~/server/db/schema.server";
import * as forgot from "../../../app/routes/auth/forgot-password";
import * as reset from "../../../app/routes/auth/reset-password";
import * as profile from "../../../app/routes/portal/profile";
import { setupTestDatabase } from "../../setup/db";
import { sessionCookie } from "../../setup/staff-fixtures";
import { get, post, run } from "../../support/routes";
import { freshIp, logIn, signedIn, signUpStudent, STRONG } from "./support";

const getDb = setupTestDatabase({ seed: true });

beforeAll(() => {
  accounts.authTiming.loginMs = 0;
  accounts.authTiming.signupMs = 0;
});

const userByEmail = async (email: string) =>
  (
    await getDb()
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email))
  )[0];

describe("changing the e-mail address", () => {
  it("is not done by the profile form: it needs the current password and a link to the new address", async () => {
    await signUpStudent("change.me@example.com");
    const cookie = await signedIn("change.me@example.com");
    await run(
      profile.action as never,
      post("/dashboard/profile", { email: "hijacked@example.com", phone: "9876543210" }, cookie),
    );
    expect((await userByEmail("change.me@example.com"))?.email).toBe("change.me@example.com");
    const withoutPassword = await run(
      profile.action as never,
      post(
        "/dashboard/profile",
        { intent: "change-email", newEmail: "new.me@example.com", currentPassword: "" },
        cookie,
      ),
    );
    expect(withoutPassword.status).toBe(400);
    const asked = await run(
      profile.action as never,
      post(
        "/dashboard/profile",
        { intent: "change-email", newEmail: "new.me@example.com", currentPassword: STRONG },
        cookie,
      ),
      {},
      freshIp(),
    );
    expect(asked.status).toBe(302);
    // Not changed until the link in the new inbox is opened.
    expect((await userByEmail("change.me@example.com"))?.email).toBe("change.me@example.com");
    const [mail] = await getDb().select().from(outbox).where(eq(outbox.to, "new.me@example.com"));
    expect(mail.body).toMatch(/\/verify-email\?token=/);
  });

  it("does not tell which addresses already have accounts", async () => {
    await signUpStudent("first.owner@example.com");
    await signUpStudent("curious@example.com");
    const cookie = await signedIn("curious@example.com");
    const viaProfile = await run(
      profile.action as never,
      post("/dashboard/profile", { email: "first.owner@example.com", phone: "9876543210" }, cookie),
    );
    expect(JSON.stringify(viaProfile.data ?? "")).not.toMatch(/already/i);
    const taken = await run(
      profile.action as never,
      post(
        "/dashboard/profile",
        { intent: "change-email", newEmail: "first.owner@example.com", currentPassword: STRONG },
        cookie,
      ),
      {},
      freshIp(),
    );
    const free = await run(
      profile.action as never,
      post(
        "/dashboard/profile",
        { intent: "change-email", newEmail: "nobody.yet@example.com", currentPassword: STRONG },
        cookie,
      ),
      {},
      freshIp(),
    );
    expect(taken.status).toBe(free.status);
    expect(taken.headers.getSetCookie().length).toBe(free.headers.getSetCookie().length);
  });
});

describe("changing the password", () => {
  it("works with the current password and signs every other device out", async () => {
    await signUpStudent("pw.change@example.com");
    const here = await signedIn("pw.change@example.com");
    const elsewhere = await signedIn("pw.change@example.com");
    const wrong = await run(
      profile.action as never,
      post(
        "/dashboard/profile",
        {
          intent: "change-password",
          currentPassword: "nope",
          newPassword: "river lantern copper",
          confirmPassword: "river lantern copper",
        },
        here,
      ),
      {},
      freshIp(),
    );
    expect(wrong.status).toBe(400);
    const changed = await run(
      profile.action as never,
      post(
        "/dashboard/profile",
        {
          intent: "change-password",
          currentPassword: STRONG,
          newPassword: "river lantern copper",
          confirmPassword: "river lantern copper",
        },
        here,
      ),
      {},
      freshIp(),
    );
    expect(changed.status).toBe(302);
    expect(await getSessionUser(get("/dashboard", here))).not.toBeNull();
    expect(await getSessionUser(get("/dashboard", elsewhere))).toBeNull();
    expect((await logIn("pw.change@example.com", "river lantern copper")).status).toBe(302);
  });
});

describe("sessions", () => {
  it("a student sees their signed-in devices and, with the password, signs the others out", async () => {
    await signUpStudent("devices@example.com");
    const here = await signedIn("devices@example.com");
    const phone = await signedIn("devices@example.com");
    const page = await run(profile.loader as never, get("/dashboard/profile", here));
    expect(page.data.sessions).toHaveLength(2);
    expect(page.data.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const unconfirmed = await run(
      profile.action as never,
      post("/dashboard/profile", { intent: "sign-out-others", currentPassword: "not it" }, here),
      {},
      freshIp(),
    );
    expect(unconfirmed.status).toBe(400);
    expect(await getSessionUser(get("/dashboard", phone))).not.toBeNull();
    const out = await run(
      profile.action as never,
      post("/dashboard/profile", { intent: "sign-out-others", currentPassword: STRONG }, here),
      {},
      freshIp(),
    );
    expect(out.status).toBe(302);
    expect(await getSessionUser(get("/dashboard", phone))).toBeNull();
    expect(await getSessionUser(get("/dashboard", here))).not.toBeNull();
  });

  it("end after a time without use, sooner for staff (1 hour) than for students (7 days)", async () => {
    const [staff] = await getDb()
      .insert(users)
      .values({ email: "idle.staff@example.com", name: "Idle Staff", role: "staff", passwordHash: "x" })
      .returning();
    await signUpStudent("idle.student@example.com");
    const student = await userByEmail("idle.student@example.com");
    const staffCookie = await sessionCookie(staff.id);
    const studentCookie = await sessionCookie(student!.id);
    const idle = (userId: string, interval: string) =>
      getDb()
        .update(sessions)
        .set({ lastSeenAt: sql`now() - ${sql.raw(`interval '${interval}'`)}` })
        .where(eq(sessions.userId, userId));
    await idle(staff.id, "61 minutes");
    await idle(student!.id, "61 minutes");
    expect(await getSessionUser(get("/staff", staffCookie))).toBeNull();
    expect(await getSessionUser(get("/dashboard", studentCookie))).not.toBeNull();
    await idle(student!.id, "8 days");
    expect(await getSessionUser(get("/dashboard", studentCookie))).toBeNull();
  });

  it("have an absolute end: 12 hours for staff, 30 days for students", async () => {
    const [staff] = await getDb()
      .insert(users)
      .values({ email: "abs.staff@example.com", name: "Abs Staff", role: "staff", passwordHash: "x" })
      .returning();
    await sessionCookie(staff.id);
    const [row] = await getDb().select().from(sessions).where(eq(sessions.userId, staff.id));
    const hours = (row.expiresAt.getTime() - row.createdAt.getTime()) / 3_600_000;
    expect(Math.round(hours)).toBe(12);
  });
});

describe("passwords", () => {
  it("students may not use '12345678' or 'password'", async () => {
    for (const weak of ["12345678", "password"]) {
      const res = await signUpStudent(`weak.${weak}@example.com`, weak);
      expect(res.status).toBe(400);
      expect(res.data.fieldErrors.password).toMatch(/too easy to guess/);
      expect(await userByEmail(`weak.${weak}@example.com`)).toBeUndefined();
    }
  });

  it("the staff policy applies when a staff password is reset", async () => {
    await getDb()
      .insert(users)
      .values({
        email: "reset.staff@example.com",
        name: "Reset Staff",
        role: "staff",
        passwordHash: await hashPassword("Staff-Reset-Passphrase-77"),
      });
    await run(
      forgot.action as never,
      post("/forgot-password", { email: "reset.staff@example.com" }),
      {},
      freshIp(),
    );
    const [mail] = await getDb()
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, "reset.staff@example.com"), eq(outbox.subject, "Reset your password")));
    const token = mail.body.match(/token=([\w-]+)/)![1];
    // Fine for a student, too weak for staff (at least 12 characters).
    const res = await run(
      reset.action as never,
      post("/reset-password", { token, password: "copper lamp", confirmPassword: "copper lamp" }),
    );
    expect(res.status).toBe(400);
    expect(res.data.fieldErrors.password).toBeTruthy();
  });
});

describe("signup", () => {
  it("answers the same whether or not the e-mail has an account", async () => {
    await signUpStudent("taken@example.com");
    const again = await signUpStudent("taken@example.com");
    const fresh = await signUpStudent("fresh@example.com");
    expect(again.status).toBe(fresh.status);
    expect(again.location).toBe(fresh.location);
    expect(again.data).toEqual(fresh.data);
  });

  it("sends a link that proves the person owns the address; until then the account is unverified", async () => {
    await signUpStudent("prove.it@example.com");
    expect((await userByEmail("prove.it@example.com"))?.emailVerifiedAt).toBeNull();
    const [mail] = await getDb().select().from(outbox).where(eq(outbox.to, "prove.it@example.com"));
    expect(mail.body).toMatch(/\/verify-email\?token=[\w-]{40,}/);
  });
});
