import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { db, type Tx } from "./db/client.server";
import { emailTokens, type EMAIL_TOKEN_PURPOSES, passwordResets } from "./db/schema.server";

/*
 * Single-use links (verify an address, confirm a new address, create the
 * first administrator; reset links have their own table, cancelled here too). The database keeps only the sha256 of a token: a
 * copy of the database opens no account.
 */

export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

export const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

/** 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString("base64url");

export async function issueEmailToken(
  input: { userId: string | null; purpose: EmailTokenPurpose; email: string | null; ttlMs: number },
  tx?: Tx,
): Promise<string> {
  const token = newToken();
  await (tx ?? db()).insert(emailTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    email: input.email,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + input.ttlMs),
  });
  return token;
}

const usable = (token: string, purpose: EmailTokenPurpose) =>
  and(
    eq(emailTokens.tokenHash, sha256(token)),
    eq(emailTokens.purpose, purpose),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, sql`now()`),
  );

/** The token's row while it is unused and unexpired (nothing changes). */
export async function peekEmailToken(token: string, purpose: EmailTokenPurpose) {
  if (!token || token.length > 100) return null;
  const [row] = await db().select().from(emailTokens).where(usable(token, purpose)).limit(1);
  return row ?? null;
}

/** Uses the token up (one statement: two clicks at once cannot both use it); its row, or null. */
export async function consumeEmailToken(token: string, purpose: EmailTokenPurpose, tx?: Tx) {
  if (!token || token.length > 100) return null;
  const [row] = await (tx ?? db())
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(usable(token, purpose))
    .returning();
  return row ?? null;
}

/** Cancels a user's open links of one purpose (a newer one replaces them). */
export async function cancelEmailTokens(userId: string, purpose: EmailTokenPurpose, tx?: Tx) {
  await (tx ?? db())
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

/** Ends every open password reset link of the account (a reset, a password change, a new address). */
export async function cancelResetLinks(userId: string, tx?: Tx) {
  await (tx ?? db())
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
