import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { findAccount } from "./accounts.server";
import { mayMailResetLink } from "./account-limits.server";
import { hashPassword, readCookie } from "./auth.server";
import { db } from "./db/client.server";
import { passwordResets, sessions, users } from "./db/schema.server";
import { composeEmail } from "./email-template.server";
import { cancelEmailTokens, cancelResetLinks, newToken, sha256 } from "./email-tokens.server";
import { siteConfig } from "./env.server";
import { securityEvent } from "./logger.server";
import { enqueueEmail } from "./outbox.server";
import { passwordProblem } from "./password-strength.server";

export const RESET_TTL_MINUTES = 60;

/*
 * A device the owner signed in on carries the account's mark (a cookie set at
 * sign-in): their reset requests from it get a link a quarter-hour that
 * strangers' requests cannot use up (docs/decisions/145-recovery-ends-every-old-key.md).
 * The mark is an HMAC of the account id keyed by its password hash: nobody
 * without the database can make one, and a new password retires them all.
 */
const DEVICE_MARKS = 5;
const DEVICE_DAYS = 180;
const production = () => process.env.NODE_ENV === "production";
export const knownDeviceCookieName = () => (production() ? "__Host-known-device" : "known-device");

const markOf = (userId: string, passwordHash: string) =>
  createHmac("sha256", passwordHash).update(`reset-owner:${userId}`).digest("base64url").slice(0, 22);

function marksOn(request: Request): string[] {
  const raw = readCookie(request, knownDeviceCookieName()) ?? "";
  return raw
    .split(".")
    .filter((mark) => /^[\w-]{22}$/.test(mark))
    .slice(0, DEVICE_MARKS);
}

async function passwordHashOf(userId: string) {
  const [row] = await db().select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.hash ?? null;
}

/** The Set-Cookie header of a sign-in: this device now carries the account's mark (up to five accounts). */
export async function knownDeviceCookie(request: Request, userId: string): Promise<string> {
  const hash = await passwordHashOf(userId);
  const mark = hash ? markOf(userId, hash) : null;
  const marks = [mark, ...marksOn(request).filter((m) => m !== mark)].filter(Boolean).slice(0, DEVICE_MARKS);
  const attrs = [
    `${knownDeviceCookieName()}=${marks.join(".")}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${DEVICE_DAYS * 24 * 60 * 60}`,
  ];
  if (production()) attrs.push("Secure");
  return attrs.join("; ");
}

async function fromOwnersDevice(request: Request | undefined, userId: string): Promise<boolean> {
  const marks = request ? marksOn(request) : [];
  if (marks.length === 0) return false;
  const hash = await passwordHashOf(userId);
  if (!hash) return false;
  const expected = Buffer.from(markOf(userId, hash));
  return marks.some((mark) => timingSafeEqual(Buffer.from(mark), expected));
}

/**
 * Records a reset request. When the e-mail belongs to an account, a one-hour
 * link goes out by e-mail (through the outbox), within the address's
 * allowance (the owner's device always gets one a quarter-hour); otherwise the
 * request is recorded without one. The caller answers the same either way, so
 * the page never tells who has an account.
 */
export async function requestPasswordReset(email: string, request?: Request): Promise<void> {
  const user = await findAccount(email);
  const token = newToken();
  const expiresAt = new Date(Date.now() + RESET_TTL_MINUTES * 60_000);
  const mail = user ? await mayMailResetLink(user.email, await fromOwnersDevice(request, user.id)) : false;
  await db().transaction(async (tx) => {
    await tx
      .insert(passwordResets)
      .values({ email: email.toLowerCase(), userId: user?.id ?? null, tokenHash: sha256(token), expiresAt });
    if (!user || !mail) return;
    const site = siteConfig();
    await enqueueEmail(
      composeEmail({
        to: user.email,
        subject: "Reset your password",
        greeting: `Hello ${user.name},`,
        paragraphs: [
          "Someone (hopefully you) asked to reset the password of your student portal account.",
          `Open this link within ${RESET_TTL_MINUTES} minutes to choose a new password.`,
        ],
        action: { label: "Choose a new password", url: `${site.siteUrl}/reset-password?token=${token}` },
        after: ["If you did not ask for this, ignore this e-mail: your password stays as it is."],
      }),
      tx,
    );
  });
}

async function findReset(token: string) {
  if (!token || token.length > 100) return null;
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

export type ResetResult =
  { ok: true } | { ok: false; reason: "invalid" } | { ok: false; reason: "weak"; message: string };

/**
 * Sets a new password from a valid link (the account's password policy
 * applies: staff need the staff policy) and, in the same transaction, ends
 * every old key: the account's other reset links, a pending change of
 * e-mail, every session and the calendar feed link.
 */
export async function resetPassword(token: string, password: string): Promise<ResetResult> {
  const reset = await findReset(token);
  if (!reset) return { ok: false, reason: "invalid" };
  const [user] = await db()
    .select({ role: users.role, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, reset.userId));
  if (!user) return { ok: false, reason: "invalid" };
  const weakness = await passwordProblem(password, user);
  if (weakness) return { ok: false, reason: "weak", message: weakness };
  const passwordHash = await hashPassword(password);
  const userId = reset.userId;
  const used = await db().transaction(async (tx) => {
    // Uses the link up in the same statement that checks it: two submits cannot both reset.
    const claimed = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (claimed.length === 0) return false;
    await cancelResetLinks(userId, tx);
    // Whoever asked to move the account to their address (knowing the old password) loses the link.
    await cancelEmailTokens(userId, "change-email", tx);
    await tx
      .update(users)
      .set({ passwordHash, calendarTokenHash: null, calendarTokenCreatedAt: null })
      .where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    return true;
  });
  if (used) securityEvent("password-reset", { outcome: "success", userId });
  return used ? { ok: true } : { ok: false, reason: "invalid" };
}
