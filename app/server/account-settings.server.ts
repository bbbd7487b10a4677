import { eq } from "drizzle-orm";
import { mayMailAddress, startPasswordAttempt, waitPhrase } from "./account-limits.server";
import { endOtherSessions, hashPassword, type SessionUser, verifyPassword } from "./auth.server";
import { db } from "./db/client.server";
import { users } from "./db/schema.server";
import { composeEmail } from "./email-template.server";
import { cancelEmailTokens, cancelResetLinks } from "./email-tokens.server";
import { requestEmailChange } from "./email-verification.server";
import { siteConfig } from "./env.server";
import { enqueueEmail } from "./outbox.server";
import { passwordProblem } from "./password-strength.server";
import { rateLimit } from "./rate-limit.server";

/*
 * What a signed-in person changes about their own sign-in: password and
 * e-mail address (both need the current password), and their sessions.
 */

export type SettingsResult =
  | { ok: true }
  | {
      ok: false;
      field: "currentPassword" | "newPassword" | "newEmail";
      message: string;
      status: number;
      retryAfterSeconds?: number;
    };

export type SettingsRefusal = Exclude<SettingsResult, { ok: true }>;

export const WRONG_PASSWORD = "That is not your current password.";

/** Checks the current password, counted like a sign-in attempt (per account and client, then per client). */
export async function checkCurrentPassword(
  user: SessionUser,
  password: string,
  ip: string,
): Promise<SettingsRefusal | null> {
  const gate = await startPasswordAttempt("reauth", ip, user.id);
  if (!gate.ok) {
    return {
      ok: false,
      field: "currentPassword",
      message: `Too many tries. Please wait ${waitPhrase(gate.retryAfterSeconds)} and try again.`,
      status: 429,
      retryAfterSeconds: gate.retryAfterSeconds,
    };
  }
  const [row] = await db().select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!(await verifyPassword(row?.hash, password))) {
    return { ok: false, field: "currentPassword", message: WRONG_PASSWORD, status: 400 };
  }
  await gate.succeeded();
  return null;
}

/**
 * Sets a new password and, in the same transaction, ends the other keys to
 * the account: every other session, open reset links, a pending change of
 * e-mail and the calendar feed link (the student makes a new one); the owner
 * is told by e-mail.
 */
export async function changePassword(
  user: SessionUser,
  input: { currentPassword: string; newPassword: string },
  ip: string,
): Promise<SettingsResult & { endedSessions?: number }> {
  const wrong = await checkCurrentPassword(user, input.currentPassword, ip);
  if (wrong) return wrong;
  const weakness = await passwordProblem(input.newPassword, user);
  if (weakness) return { ok: false, field: "newPassword", message: weakness, status: 400 };
  const passwordHash = await hashPassword(input.newPassword);
  const site = siteConfig();
  const endedSessions = await db().transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, calendarTokenHash: null, calendarTokenCreatedAt: null })
      .where(eq(users.id, user.id));
    await cancelResetLinks(user.id, tx);
    await cancelEmailTokens(user.id, "change-email", tx);
    const ended = await endOtherSessions(user.id, user.sessionId, tx);
    await enqueueEmail(
      composeEmail({
        to: user.email,
        subject: `Your ${site.brandName} password was changed`,
        greeting: `Hello ${user.name},`,
        paragraphs: [
          "The password of your account was just changed, and every other device was signed out. Links sent before the change (to reset the password or change the e-mail address) no longer work.",
          ...(user.role === "student"
            ? ["Your private calendar feed link stopped working too: make a new one on the Schedule page."]
            : []),
          `If you did not do this, reset your password at once and write to us at ${site.email}.`,
        ],
        action: { label: "Reset my password", url: `${site.siteUrl}/forgot-password` },
      }),
      tx,
    );
    return ended;
  });
  return { ok: true, endedSessions };
}

/** Asks for a change of address: after the current password, a link goes to the new address. */
export async function changeEmail(
  user: SessionUser,
  input: { currentPassword: string; newEmail: string },
  ip: string,
): Promise<SettingsResult> {
  if (input.newEmail.toLowerCase() === user.email.toLowerCase()) {
    return { ok: false, field: "newEmail", message: "This is already your e-mail address.", status: 400 };
  }
  // Each request sends an e-mail to the address typed: a few an hour is plenty for a real change.
  const limited = await rateLimit(`change-email:user:${user.id}`, 5, 60 * 60);
  if (!limited.allowed || !(await mayMailAddress(input.newEmail))) {
    return {
      ok: false,
      field: "newEmail",
      message: `Too many changes asked for. Please wait ${waitPhrase(limited.retryAfterSeconds)} and try again.`,
      status: 429,
      retryAfterSeconds: limited.retryAfterSeconds,
    };
  }
  const wrong = await checkCurrentPassword(user, input.currentPassword, ip);
  if (wrong) return wrong;
  await requestEmailChange(user, input.newEmail);
  return { ok: true };
}
