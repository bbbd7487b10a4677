import { eq, sql } from "drizzle-orm";
import { privacyNoticeVersion } from "~/content/legal";
import { createLead } from "./leads.server";
import type { SignupInput } from "~/lib/account-forms";
import { mayMailAddress } from "./account-limits.server";
import { hashPassword, verifyPassword } from "./auth.server";
import { isChoosableBatch } from "./batches.server";
import { db, isUniqueViolation } from "./db/client.server";
import { users } from "./db/schema.server";
import { composeEmail } from "./email-template.server";
import { sendVerificationEmail } from "./email-verification.server";
import { requestEnrolment } from "./enrolments.server";
import { siteConfig } from "./env.server";
import { enqueueEmail } from "./outbox.server";

/*
 * Accounts: signup and login. Sessions and hashing live in auth.server.ts,
 * limits in account-limits.server.ts, reset in password-reset.server.ts,
 * verification and change of address in email-verification.server.ts.
 */

/**
 * SPEC.md's login and signup show their loading label for about 1 s and
 * 1.5 s. Answering no sooner than that also makes every login attempt take
 * the same time, whatever the outcome. Tests set these to 0.
 */
export const authTiming = { loginMs: 1000, signupMs: 1500 };

export async function atLeast<T>(startedAt: number, ms: number, value: T): Promise<T> {
  const wait = startedAt + ms - Date.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  return value;
}

/** The account with this address (any case), or undefined. */
export async function findAccount(email: string) {
  const [row] = await db()
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

/** userId is null when the address already had an account (nothing was created). */
export type SignupResult = { ok: true; userId: string | null } | { ok: false; reason: "unknown-batch" };

/**
 * Creates a student with a pending request for the chosen batch (an account,
 * not access: decision 12) and sends the link that verifies the address, in
 * one transaction. Orders already paid with this address wait for that link
 * (email-verification.server.ts): whoever signs up first with an address is
 * not yet its owner.
 * When the address already has an account, nothing is created and its owner
 * is told by e-mail that someone tried: the caller answers the same either
 * way, so the form never tells a stranger who has an account.
 */
export async function registerStudent(
  input: Omit<SignupInput, "marketing"> & { marketing?: boolean },
): Promise<SignupResult> {
  if (!(await isChoosableBatch(input.batch))) return { ok: false, reason: "unknown-batch" };
  const existing = await findAccount(input.email);
  // Hashed either way: the answer takes the same time whether or not the address is known.
  const passwordHash = await hashPassword(input.password);
  if (existing) {
    await tellOwnerOfSignupAttempt(existing);
    return { ok: true, userId: null };
  }
  try {
    const result = await db().transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          name: input.fullName,
          phone: input.mobile,
          passwordHash,
          role: "student",
          noticeVersion: privacyNoticeVersion(),
        })
        .returning({ id: users.id, email: users.email, name: users.name });
      const request = await requestEnrolment(tx, user.id, input.batch);
      if (!request.ok)
        throw new Error(`signup: batch ${input.batch} refused the request (${request.reason})`);
      await sendVerificationEmail(user, tx);
      return { ok: true as const, userId: user.id };
    });
    if (input.marketing) await createLead({ kind: "subscribe", email: input.email, sourcePage: "/signup" });
    return result;
  } catch (error) {
    // Two signups with one e-mail at the same moment: the unique index decides, and the answer is the same.
    if (isUniqueViolation(error)) return { ok: true, userId: null };
    throw error;
  }
}

async function tellOwnerOfSignupAttempt(owner: { email: string; name: string }) {
  if (!(await mayMailAddress(owner.email))) return;
  const site = siteConfig();
  await enqueueEmail(
    composeEmail({
      to: owner.email,
      subject: "Someone tried to sign up with your e-mail address",
      greeting: `Hello ${owner.name},`,
      paragraphs: [
        `Someone (perhaps you) just tried to create a new ${site.brandName} account with this e-mail address. You already have an account, so nothing was created and nothing about your account changed.`,
        "If it was you, sign in with your existing account. If you forgot the password, choose a new one from the sign-in page.",
      ],
      action: { label: "Sign in", url: `${site.siteUrl}/login` },
      after: [
        `If it was not you, you can ignore this e-mail. Forgot your password? ${site.siteUrl}/forgot-password`,
      ],
    }),
  );
}

/** The account for these credentials, or null. Unknown e-mails cost a hash check too. */
export async function authenticate(email: string, password: string) {
  const [user] = await db()
    .select({ id: users.id, name: users.name, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  const ok = await verifyPassword(user?.passwordHash, password);
  return ok && user ? { id: user.id, name: user.name, role: user.role } : null;
}
