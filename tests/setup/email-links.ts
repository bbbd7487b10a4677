// Opening the links that arrive by e-mail (read from the outbox), the way
// their recipient would.
import { and, desc, eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../../app/server/db/client.server";
import { outbox } from "../../app/server/db/schema.server";

/** The owner of the inbox opens the newest verification (or change-of-address) link sent to it. */
export async function confirmAddress(database: Db, email: string) {
  const [mail] = await database
    .select()
    .from(outbox)
    .where(
      and(
        eq(sql`lower(${outbox.to})`, email.toLowerCase()),
        sql`${outbox.body} like '%/verify-email?token=%'`,
      ),
    )
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  expect(mail, `a verification e-mail to ${email}`).toBeDefined();
  const token = decodeURIComponent(mail.body.match(/verify-email\?token=(\S+)/)![1]);
  // Imported when called: the security suite imports this file and must also run against code without it.
  const { openEmailLink } = await import("../../app/server/email-verification.server");
  expect(await openEmailLink(token)).toMatchObject({ ok: true });
}
