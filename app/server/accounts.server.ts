import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { SignupInput } from "~/lib/account-forms";
import { hashPassword, verifyPassword } from "./auth.server";
import { db } from "./db/client.server";
import { isChoosableBatch } from "./batches.server";
import { passwordResets, rateLimits, sessions, users } from "./db/schema.server";
import { attachOrdersToAccount, requestEnrolment } from "./enrolments.server";
import { enqueueEmail } from "./outbox.server";
import { rateLimit, type RateLimitResult } from "./rate-limit.server";

/*
 * Accounts: signup, login, password reset. Sessions and hashing live in
 * auth.server.ts; this module owns the account rules around them.
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

// Limits per window. Per IP catches one machine trying many accounts (set
// high enough for a college lab or a café behind one address); per account
// catches many machines trying one account.
export const LIMITS = {
  loginIp: { limit: 100, windowSeconds: 15 * 60 },
  loginAccount: { limit: 10, windowSeconds: 15 * 60 },
  signupIp: { limit: 50, windowSeconds: 60 * 60 },
  signupAccount: { limit: 5, windowSeconds: 60 * 60 },
  resetIp: { limit: 20, windowSeconds: 60 * 60 },
  resetAccount: { limit: 3, windowSeconds: 60 * 60 },
} as const;

/**
 * Checks the IP's budget (every attempt counts) and the account's budget.
 * For login, only failed attempts count against the account (see
 * recordFailedLogin), so a student who signs in on several devices is never
 * locked out; for signup and reset every attempt counts.
 */
export async function checkRateLimits(
  action: "login" | "signup" | "reset",
  ip: string,
  email: string,
): Promise<RateLimitResult | null> {
  const ipLimit = LIMITS[`${action}Ip`];
  const accountLimit = LIMITS[`${action}Account`];
  const accountKey = `${action}:account:${email.toLowerCase()}`;
  const byIp = await rateLimit(`${action}:ip:${ip}`, ipLimit.limit, ipLimit.windowSeconds);
  const byAccount =
    action === "login"
      ? await peekLimit(accountKey, accountLimit.limit, accountLimit.windowSeconds)
      : await rateLimit(accountKey, accountLimit.limit, accountLimit.windowSeconds);
  if (!byIp.allowed) return byIp;
  if (!byAccount.allowed) return byAccount;
  return null;
}

/** Counts a failed login against the account. */
export async function recordFailedLogin(email: string): Promise<void> {
  await rateLimit(
    `login:account:${email.toLowerCase()}`,
    LIMITS.loginAccount.limit,
    LIMITS.loginAccount.windowSeconds,
  );
}

/** A limit's state without counting this request. */
async function peekLimit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
  const [row] = await db().select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  const end = row ? row.windowStart.getTime() + windowSeconds * 1000 : 0;
  if (!row || end <= Date.now()) return { allowed: true, remaining: limit, retryAfterSeconds: 0 };
  return {
    allowed: row.count < limit,
    remaining: Math.max(0, limit - row.count),
    retryAfterSeconds: Math.max(1, Math.ceil((end - Date.now()) / 1000)),
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23505") return true;
  }
  return false;
}

export function emailTaken(email: string) {
  return db()
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1)
    .then((rows) => rows.length > 0);
}

export type SignupResult =
  { ok: true; userId: string } | { ok: false; reason: "duplicate-email" | "unknown-batch" };

/**
 * Creates a student with a pending request for the chosen batch (an account,
 * not access: decision 12) and takes over the orders already placed with
 * this e-mail, all in one transaction.
 */
export async function registerStudent(input: SignupInput): Promise<SignupResult> {
  if (await emailTaken(input.email)) return { ok: false, reason: "duplicate-email" };
  if (!(await isChoosableBatch(input.batch))) return { ok: false, reason: "unknown-batch" };
  const passwordHash = await hashPassword(input.password);
  try {
    return await db().transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          name: input.fullName,
          phone: input.mobile,
          passwordHash,
          role: "student",
        })
        .returning({ id: users.id });
      const request = await requestEnrolment(tx, user.id, input.batch);
      if (!request.ok)
        throw new Error(`signup: batch ${input.batch} refused the request (${request.reason})`);
      await attachOrdersToAccount(tx, user.id, input.email);
      return { ok: true as const, userId: user.id };
    });
  } catch (error) {
    // Two signups with one e-mail at the same moment: the unique index decides.
    if (isUniqueViolation(error)) return { ok: false, reason: "duplicate-email" };
    throw error;
  }
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

// ---------------------------------------------------------------- password reset

export const RESET_TTL_MINUTES = 60;

function sha256(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Records a reset request. When the e-mail belongs to an account, a one-hour
 * link goes out by e-mail (through the outbox); otherwise the request is
 * recorded without one. The caller answers the same either way, so the page
 * never tells who has an account.
 */
export async function requestPasswordReset(email: string, siteUrl: string): Promise<void> {
  const [user] = await db()
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + RESET_TTL_MINUTES * 60_000);
  await db().transaction(async (tx) => {
    await tx
      .insert(passwordResets)
      .values({ email: email.toLowerCase(), userId: user?.id ?? null, tokenHash: sha256(token), expiresAt });
    if (!user) return;
    const link = `${siteUrl}/reset-password?token=${token}`;
    await enqueueEmail(
      {
        to: user.email,
        subject: "Reset your password",
        body: [
          `Hello ${user.name},`,
          "",
          "Someone (hopefully you) asked to reset the password of your student portal account.",
          `Open this link within ${RESET_TTL_MINUTES} minutes to choose a new password:`,
          link,
          "",
          "If you did not ask for this, ignore this e-mail: your password stays as it is.",
        ].join("\n"),
      },
      tx,
    );
  });
}

async function findReset(token: string) {
  const [row] = await db()
    .select({ id: passwordResets.id, userId: passwordResets.userId })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, sha256(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row?.userId ? { id: row.id, userId: row.userId } : null;
}

export async function resetTokenIsValid(token: string): Promise<boolean> {
  return (await findReset(token)) !== null;
}

/** Sets a new password from a valid link, uses the link up and signs the account out everywhere. */
export async function resetPassword(token: string, password: string): Promise<boolean> {
  const reset = await findReset(token);
  if (!reset) return false;
  const passwordHash = await hashPassword(password);
  const userId = reset.userId;
  await db().transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx.update(passwordResets).set({ usedAt: new Date() }).where(eq(passwordResets.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
  return true;
}
