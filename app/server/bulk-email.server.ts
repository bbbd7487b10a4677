import { eq, sql } from "drizzle-orm";
import { db, type Tx } from "./db/client.server";
import { emailUnsubscribes, unsubscribeLinks } from "./db/schema.server";
import { composeEmail, type EmailContent } from "./email-template.server";
import { newToken, sha256 } from "./email-tokens.server";
import { siteConfig } from "./env.server";
import { enqueueEmail } from "./outbox.server";

/*
 * Bulk e-mail (newsletter, announcements to a batch): every message carries
 * its own unsubscribe link and the List-Unsubscribe headers (one click, RFC
 * 8058), and an address that unsubscribed gets no more. Transactional
 * e-mail (reset, verification, payment, doubt answered) does not come here.
 */

export async function isUnsubscribed(email: string, tx?: Tx): Promise<boolean> {
  const [row] = await (tx ?? db())
    .select({ email: emailUnsubscribes.email })
    .from(emailUnsubscribes)
    .where(eq(sql`lower(${emailUnsubscribes.email})`, email.toLowerCase()))
    .limit(1);
  return Boolean(row);
}

/** Queues one bulk e-mail, unless its address unsubscribed; true when queued. */
export async function enqueueBulkEmail(
  content: Omit<EmailContent, "unsubscribeUrl">,
  tx?: Tx,
): Promise<boolean> {
  const run = async (t: Tx) => {
    if (await isUnsubscribed(content.to, t)) return false;
    const token = newToken();
    await t.insert(unsubscribeLinks).values({ tokenHash: sha256(token), email: content.to.toLowerCase() });
    const unsubscribeUrl = `${siteConfig().siteUrl}/unsubscribe?token=${token}`;
    await enqueueEmail(composeEmail({ ...content, unsubscribeUrl }), t);
    return true;
  };
  return tx ? run(tx) : db().transaction(run);
}

/** The address an unsubscribe link stands for, or null. */
export async function unsubscribeLinkEmail(token: string): Promise<string | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db()
    .select({ email: unsubscribeLinks.email })
    .from(unsubscribeLinks)
    .where(eq(unsubscribeLinks.tokenHash, sha256(token)))
    .limit(1);
  return row?.email ?? null;
}

/** Records the opt-out of the link's address (again is fine); the address, or null for an unknown link. */
export async function unsubscribe(token: string): Promise<string | null> {
  const email = await unsubscribeLinkEmail(token);
  if (!email) return null;
  await db().insert(emailUnsubscribes).values({ email }).onConflictDoNothing();
  return email;
}
