// Finding (issue 23): "Account recovery leaves old keys alive. A pending
// change-of-e-mail link survives a password reset (an attacker who knew the
// password still takes the account over after the owner reset it); a reset
// link sent to the old address still works after the e-mail changed; a
// password change leaves earlier reset links valid and the calendar feed
// unrotated."
import { and, desc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as accounts from "~/server/accounts.server";
import { outbox, users } from "~/server/db/schema.server";
import { openEmailLink } from "~/server/email-verification.server";
import { resetPassword, resetTokenIsValid } from "~/server/password-reset.server";
import { calendarForToken, resetCalendarFeedToken } from "~/server/portal/schedule.server";
import * as forgot from "../../../app/routes/auth/forgot-password";
import * as profile from "../../../app/routes/portal/profile";
import { setupTestDatabase } from "../../setup/db";
import { post, run } from "../../support/routes";
import { freshIp, signedIn, signUpStudent, STRONG } from "./support";

const getDb = setupTestDatabase({ seed: true });

beforeAll(() => {
  accounts.authTiming.loginMs = 0;
  accounts.authTiming.signupMs = 0;
});

const NEW_PASSWORD = "harbour violet lantern";

async function accountOf(email: string) {
  const [row] = await getDb()
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  return row;
}

/** The token of the newest e-mail to `to` whose text holds `path?token=`. */
async function newestLink(to: string, path: string) {
  const [mail] = await getDb()
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), sql`${outbox.body} like ${`%${path}?token=%`}`))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  expect(mail, `an e-mail with ${path} to ${to}`).toBeDefined();
  return decodeURIComponent(
    mail.body.match(new RegExp(`${path.replace("/", "\\/")}\\?token=([\\w%-]+)`))![1],
  );
}

async function askForReset(email: string) {
  await run(forgot.action as never, post("/forgot-password", { email }), {}, freshIp());
  return newestLink(email, "/reset-password");
}

async function askToChangeEmail(cookie: string, newEmail: string) {
  const asked = await run(
    profile.action as never,
    post("/dashboard/profile", { intent: "change-email", newEmail, currentPassword: STRONG }, cookie),
    {},
    freshIp(),
  );
  expect(asked.status).toBe(302);
  return newestLink(newEmail, "/verify-email");
}

describe("a password reset ends every old key", () => {
  it("cancels a pending change-of-e-mail link: the attacker who knew the password cannot take the account over", async () => {
    await signUpStudent("reset.victim@example.com");
    const attacker = await signedIn("reset.victim@example.com");
    const takeover = await askToChangeEmail(attacker, "attacker.inbox@example.com");
    // The owner notices and resets the password.
    const reset = await askForReset("reset.victim@example.com");
    expect(await resetPassword(reset, NEW_PASSWORD)).toEqual({ ok: true });
    expect(await openEmailLink(takeover)).toEqual({ ok: false, reason: "invalid" });
    expect((await accountOf("reset.victim@example.com"))?.email).toBe("reset.victim@example.com");
  });

  it("cancels the account's other reset links", async () => {
    await signUpStudent("two.links@example.com");
    const first = await askForReset("two.links@example.com");
    const second = await askForReset("two.links@example.com");
    expect(await resetPassword(second, NEW_PASSWORD)).toEqual({ ok: true });
    expect(await resetTokenIsValid(first)).toBe(false);
  });
});

describe("a confirmed change of e-mail", () => {
  it("cancels reset links sent to the old address", async () => {
    await signUpStudent("old.address@example.com");
    const cookie = await signedIn("old.address@example.com");
    const oldLink = await askForReset("old.address@example.com");
    const confirm = await askToChangeEmail(cookie, "new.address@example.com");
    expect(await openEmailLink(confirm)).toMatchObject({ ok: true, kind: "changed" });
    expect(await resetTokenIsValid(oldLink)).toBe(false);
    expect(await resetPassword(oldLink, NEW_PASSWORD)).toEqual({ ok: false, reason: "invalid" });
  });
});

describe("a password change", () => {
  async function changePassword(cookie: string) {
    const changed = await run(
      profile.action as never,
      post(
        "/dashboard/profile",
        {
          intent: "change-password",
          currentPassword: STRONG,
          newPassword: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        },
        cookie,
      ),
      {},
      freshIp(),
    );
    expect(changed.status).toBe(302);
  }

  it("cancels earlier reset links", async () => {
    await signUpStudent("pw.then.link@example.com");
    const cookie = await signedIn("pw.then.link@example.com");
    const link = await askForReset("pw.then.link@example.com");
    await changePassword(cookie);
    expect(await resetTokenIsValid(link)).toBe(false);
  });

  it("rotates the calendar feed: the old feed link stops working", async () => {
    await signUpStudent("pw.feed@example.com");
    const cookie = await signedIn("pw.feed@example.com");
    const student = await accountOf("pw.feed@example.com");
    const feed = await resetCalendarFeedToken(student.id);
    expect(await calendarForToken(feed)).not.toBeNull();
    await changePassword(cookie);
    expect(await calendarForToken(feed)).toBeNull();
    expect((await accountOf("pw.feed@example.com"))?.calendarTokenHash).toBeNull();
  });

  it("cancels a pending change-of-e-mail link too", async () => {
    await signUpStudent("pw.pending@example.com");
    const cookie = await signedIn("pw.pending@example.com");
    const pending = await askToChangeEmail(cookie, "pw.pending.new@example.com");
    await changePassword(cookie);
    expect(await openEmailLink(pending)).toEqual({ ok: false, reason: "invalid" });
  });
});
