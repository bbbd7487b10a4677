import { and, desc, eq, gte, isNull, ne, or, sql } from "drizzle-orm";
import type { SessionUser } from "./auth.server";
import { db } from "./db/client.server";
import { outbox, users } from "./db/schema.server";
import { env } from "./env.server";

/*
 * The demo mailbox (docs/decisions/203). A demo without SMTP_URL sends no
 * e-mail, so a new account could never confirm its address and staff could
 * never enrol it. There, the outbox keeps what it would have sent (until the
 * retention period wipes it, outbox.server.ts) and shows it: to staff on the
 * "Demo mailbox" page, and to a signed-in person the messages sent to their
 * own address. Anywhere else (SMTP set, or not a demo) none of this exists.
 */

/** true only in a demo (DEMO_MODE) that has no SMTP server. */
export function demoMailboxOn(): boolean {
  const settings = env();
  return settings.DEMO_MODE && !settings.SMTP_URL;
}

export interface DemoMail {
  id: string;
  to: string;
  subject: string;
  body: string;
  createdAt: string;
}

const columns = {
  id: outbox.id,
  to: outbox.to,
  subject: outbox.subject,
  body: outbox.body,
  createdAt: outbox.createdAt,
};

const sameAddress = (email: string) => eq(sql`lower(${outbox.to})`, email.toLowerCase());

/**
 * What staff may read: every kept message except those to other staff
 * accounts (a colleague's reset link would sign anyone in as them).
 */
function staffMay(viewer: SessionUser) {
  return or(isNull(users.id), ne(users.role, "staff"), eq(users.id, viewer.id));
}

/** What this viewer may read: staff's rule, or the recipient's own messages since the account was made. */
async function readable(viewer: SessionUser) {
  if (viewer.role === "staff") return staffMay(viewer);
  const [account] = await db()
    .select({ createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, viewer.id));
  return account ? and(sameAddress(viewer.email), gte(outbox.createdAt, account.createdAt)) : sql`false`;
}

async function query(viewer: SessionUser, own: boolean, limit: number, id?: string): Promise<DemoMail[]> {
  if (!demoMailboxOn()) return [];
  const rule = own ? await readable({ ...viewer, role: "student" }) : await readable(viewer);
  const rows = await db()
    .select(columns)
    .from(outbox)
    .leftJoin(users, eq(sql`lower(${users.email})`, sql`lower(${outbox.to})`))
    .where(and(ne(outbox.body, ""), rule, id ? eq(outbox.id, id) : undefined))
    .orderBy(desc(outbox.createdAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/**
 * The kept messages, newest first (staff's page). Empty outside the demo mailbox. 500: a
 * classroom signing up at once sends two mails per student, and 100 hid the one being looked for.
 */
export function listDemoMailForStaff(viewer: SessionUser, limit = 500): Promise<DemoMail[]> {
  return viewer.role === "staff" ? query(viewer, false, limit) : Promise.resolve([]);
}

/** The messages sent to the signed-in person's own address since their account was made. */
export function listOwnDemoMail(viewer: SessionUser, limit = 20): Promise<DemoMail[]> {
  return query(viewer, true, limit);
}

/** One kept message, if this viewer may read it (staff's rule, or their own), else null. */
export async function findDemoMail(viewer: SessionUser, id: string): Promise<DemoMail | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [mail] = await query(viewer, false, 1, id);
  if (mail) return mail;
  const [own] = await query(viewer, true, 1, id);
  return own ?? null;
}
