import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { AnnouncementInput } from "~/lib/class-forms";
import { db } from "./db/client.server";
import { preparedQuery } from "./db/prepared.server";
import { announcementReads, announcements, batches, enrolments, users } from "./db/schema.server";
import { enqueueBulkEmail } from "./bulk-email.server";
import { siteConfig } from "./env.server";
import { recordAudit, type StaffActor } from "./staff/audit.server";

/*
 * Announcements: staff post to a batch; its active students see them on the
 * dashboard (newest first, unread marked) and each gets an e-mail through the
 * outbox, written in the same transaction as the announcement (bulk e-mail:
 * with its unsubscribe link, and none to an address that unsubscribed).
 */

export interface AnnouncementView {
  id: string;
  title: string;
  body: string;
  authorName: string;
  createdAt: string;
}

/** The columns every list of announcements reads (AnnouncementView, dates as Date). */
const VIEW = {
  id: announcements.id,
  title: announcements.title,
  body: announcements.body,
  authorName: announcements.authorName,
  createdAt: announcements.createdAt,
};

export type PostAnnouncementResult =
  { ok: true; id: string; emailed: number } | { ok: false; reason: "not_found" };

export async function postAnnouncement(
  actor: StaffActor,
  batchId: string,
  input: AnnouncementInput,
  now = new Date(),
): Promise<PostAnnouncementResult> {
  return db().transaction(async (tx) => {
    const [batch] = await tx.select({ name: batches.name }).from(batches).where(eq(batches.id, batchId));
    if (!batch) return { ok: false, reason: "not_found" } as const;
    const [row] = await tx
      .insert(announcements)
      .values({
        batchId,
        title: input.title,
        body: input.body,
        authorUserId: actor.id,
        authorName: actor.name,
        createdAt: now,
      })
      .returning({ id: announcements.id });
    const students = await tx
      .select({ name: users.name, email: users.email })
      .from(enrolments)
      .innerJoin(users, eq(users.id, enrolments.userId))
      .where(and(eq(enrolments.batchId, batchId), eq(enrolments.state, "active")));
    // Bulk e-mail: each carries its unsubscribe link, and an address that unsubscribed gets none.
    let emailed = 0;
    for (const student of students) {
      const queued = await enqueueBulkEmail(
        {
          to: student.email,
          subject: `${batch.name}: ${input.title}`,
          greeting: `Hello ${student.name},`,
          paragraphs: [`${actor.name} posted an announcement to ${batch.name}:`, input.title, input.body],
          action: { label: "Read it in your portal", url: `${siteConfig().siteUrl}/dashboard` },
        },
        tx,
      );
      if (queued) emailed += 1;
    }
    await recordAudit(tx, {
      actor,
      action: "announcement.posted",
      entityType: "batch",
      entityId: batchId,
      details: { announcementId: row.id, title: input.title, emailed },
    });
    return { ok: true, id: row.id, emailed } as const;
  });
}

/** The batch's announcements, newest first, with how many students have read each (staff). */
export async function listBatchAnnouncements(
  batchId: string,
  limit = 50,
): Promise<(AnnouncementView & { reads: number })[]> {
  const rows = await db()
    .select({
      ...VIEW,
      reads:
        sql<number>`(select count(*) from ${announcementReads} r where r.announcement_id = ${announcements.id})`.mapWith(
          Number,
        ),
    })
    .from(announcements)
    .where(eq(announcements.batchId, batchId))
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** What the dashboard shows a student of this batch (none without an active batch), newest first. */
export async function studentAnnouncements(
  userId: string,
  batchId: string | null,
  limit = 5,
): Promise<(AnnouncementView & { unread: boolean })[]> {
  if (!batchId) return [];
  const rows = await preparedQuery("student_announcements", (database) =>
    database
      .select({
        ...VIEW,
        readAt: announcementReads.readAt,
      })
      .from(announcements)
      .leftJoin(
        announcementReads,
        and(
          eq(announcementReads.announcementId, announcements.id),
          eq(announcementReads.userId, sql.placeholder("userId")),
        ),
      )
      .where(eq(announcements.batchId, sql.placeholder("batchId")))
      .orderBy(desc(announcements.createdAt), desc(announcements.id))
      .limit(sql.placeholder("limit")),
  ).execute({ userId, batchId, limit });
  return rows.map(({ readAt, createdAt, ...r }) => ({
    ...r,
    createdAt: createdAt.toISOString(),
    unread: readAt === null,
  }));
}

/** Records that the student has now seen these announcements (idempotent). */
export async function markAnnouncementsRead(userId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const known = await db()
    .select({ id: announcements.id })
    .from(announcements)
    .where(inArray(announcements.id, ids));
  if (known.length === 0) return;
  await db()
    .insert(announcementReads)
    .values(known.map((a) => ({ announcementId: a.id, userId })))
    .onConflictDoNothing();
}
