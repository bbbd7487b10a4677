import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { db, isUniqueViolation, type Tx } from "./db/client.server";
import { users } from "./db/schema.server";
import { composeEmail } from "./email-template.server";
import {
  cancelEmailTokens,
  cancelResetLinks,
  consumeEmailToken,
  issueEmailToken,
} from "./email-tokens.server";
import { attachOrdersToAccount } from "./enrolments.server";
import { siteConfig } from "./env.server";
import { maskEmail } from "./logger.server";
import { enqueueEmail } from "./outbox.server";

/*
 * Proving that a person owns an address: the link after signup, and the
 * link that confirms a new address before it replaces the old one.
 */

export const EMAIL_LINK_TTL_HOURS = 24;
const TTL_MS = EMAIL_LINK_TTL_HOURS * 60 * 60 * 1000;

const linkTo = (token: string) => `${siteConfig().siteUrl}/verify-email?token=${encodeURIComponent(token)}`;

/** Sends the 24-hour link that verifies the account's current address (older links stop working). */
export async function sendVerificationEmail(user: { id: string; email: string; name: string }, tx?: Tx) {
  await cancelEmailTokens(user.id, "verify-email", tx);
  const token = await issueEmailToken(
    { userId: user.id, purpose: "verify-email", email: user.email, ttlMs: TTL_MS },
    tx,
  );
  const site = siteConfig();
  await enqueueEmail(
    composeEmail({
      to: user.email,
      subject: `Confirm your e-mail address for ${site.brandName}`,
      greeting: `Hello ${user.name},`,
      paragraphs: [
        `Welcome to ${site.brandName}! Please confirm that this is your e-mail address, so that we can reach you about your classes, payments and doubts, and so that you can reset your password if you ever forget it.`,
      ],
      action: { label: "Confirm my e-mail address", url: linkTo(token) },
      after: [
        `The link works for ${EMAIL_LINK_TTL_HOURS} hours and only once. If you did not create an account, ignore this e-mail.`,
      ],
    }),
    tx,
  );
}

/** Sends the verification link again, for a signed-in student whose address is not verified yet. */
export async function resendVerificationEmail(userId: string): Promise<boolean> {
  const [user] = await db()
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
  if (!user) return false;
  await db().transaction((tx) => sendVerificationEmail(user, tx));
  return true;
}

/**
 * Starts a change of address: a link to the new address (nothing changes
 * until it is opened). When the new address already has an account, its
 * owner is told instead, and the person asking sees the same answer.
 */
export async function requestEmailChange(
  user: { id: string; name: string; email: string },
  newEmail: string,
) {
  const site = siteConfig();
  const [taken] = await db()
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, newEmail.toLowerCase()), ne(users.id, user.id)))
    .limit(1);
  await db().transaction(async (tx) => {
    await cancelEmailTokens(user.id, "change-email", tx);
    if (taken) {
      await enqueueEmail(
        composeEmail({
          to: newEmail,
          subject: `Someone asked to use your e-mail address on ${site.brandName}`,
          paragraphs: [
            `Someone asked to move another ${site.brandName} account to this e-mail address. This address already has its own account, so nothing was changed.`,
            "If it was you, sign in with this address instead. If not, you can ignore this e-mail.",
          ],
          action: { label: "Sign in", url: `${site.siteUrl}/login` },
        }),
        tx,
      );
      return;
    }
    const token = await issueEmailToken(
      { userId: user.id, purpose: "change-email", email: newEmail, ttlMs: TTL_MS },
      tx,
    );
    await enqueueEmail(
      composeEmail({
        to: newEmail,
        subject: `Confirm your new e-mail address for ${site.brandName}`,
        greeting: `Hello ${user.name},`,
        paragraphs: [
          `You asked to change the e-mail address of your ${site.brandName} account from ${maskEmail(user.email)} to this one. It changes when you open the link below.`,
        ],
        action: { label: "Confirm my new e-mail address", url: linkTo(token) },
        after: [
          `The link works for ${EMAIL_LINK_TTL_HOURS} hours and only once. If you did not ask for this, ignore this e-mail: nothing changes.`,
        ],
      }),
      tx,
    );
  });
}

/**
 * Orders paid with an address wait for an account that proved it owns it:
 * signing up with an address proves nothing, so they are attached here, in
 * the transaction that marks the address verified (students only).
 */
async function claimOrdersPaidWith(tx: Tx, userId: string, account: { email: string; role: string }) {
  if (account.role === "student") await attachOrdersToAccount(tx, userId, account.email);
}

export type VerifyResult =
  { ok: true; kind: "verified" | "changed"; email: string } | { ok: false; reason: "invalid" | "taken" };

/** Opens a link from a verification or change-of-address e-mail. */
export async function openEmailLink(token: string): Promise<VerifyResult> {
  try {
    return await db().transaction(async (tx) => {
      const verify = await consumeEmailToken(token, "verify-email", tx);
      if (verify?.userId && verify.email) {
        // Only if the account still has the address the link was sent to.
        const [done] = await tx
          .update(users)
          .set({ emailVerifiedAt: new Date() })
          .where(and(eq(users.id, verify.userId), eq(users.email, verify.email)))
          .returning({ email: users.email, role: users.role });
        if (!done) return { ok: false as const, reason: "invalid" as const };
        await claimOrdersPaidWith(tx, verify.userId, done);
        return { ok: true as const, kind: "verified" as const, email: done.email };
      }
      const change = await consumeEmailToken(token, "change-email", tx);
      if (!change?.userId || !change.email) return { ok: false as const, reason: "invalid" as const };
      const [before] = await tx
        .select({ email: users.email, name: users.name, role: users.role })
        .from(users)
        .where(eq(users.id, change.userId));
      if (!before) return { ok: false as const, reason: "invalid" as const };
      await tx
        .update(users)
        .set({ email: change.email, emailVerifiedAt: new Date() })
        .where(eq(users.id, change.userId));
      await claimOrdersPaidWith(tx, change.userId, { email: change.email, role: before.role });
      // The old address's links (verification, reset) stop working with it.
      await cancelEmailTokens(change.userId, "verify-email", tx);
      await cancelResetLinks(change.userId, tx);
      const site = siteConfig();
      await enqueueEmail(
        composeEmail({
          to: before.email,
          subject: `Your ${site.brandName} e-mail address was changed`,
          greeting: `Hello ${before.name},`,
          paragraphs: [
            `The e-mail address of your ${site.brandName} account was changed from this address to ${maskEmail(change.email)}. From now on, sign in with the new address.`,
            `If you did not do this, write to us at once at ${site.email}: we will help you get your account back.`,
          ],
        }),
        tx,
      );
      return { ok: true as const, kind: "changed" as const, email: change.email };
    });
  } catch (error) {
    // The new address got its own account between the request and the click.
    if (isUniqueViolation(error)) return { ok: false, reason: "taken" };
    throw error;
  }
}
