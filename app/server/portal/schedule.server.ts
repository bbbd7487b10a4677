import { randomBytes } from "node:crypto";
import { and, asc, eq, gte, sql } from "drizzle-orm";
import { formatDateTime } from "~/lib/format";
import { buildCalendar, type CalendarEvent } from "~/lib/ics";
import { sessionStatus } from "~/lib/portal-stats";
import type { PortalSession } from "~/lib/portal-types";
import { listBatchClasses } from "../classes.server";
import { db } from "../db/client.server";
import { preparedQuery } from "../db/prepared.server";
import { batches, classSessions, users } from "../db/schema.server";
import { sha256 } from "../email-tokens.server";
import { activeBatchIdFor } from "../enrolments.server";

type SessionRow = typeof classSessions.$inferSelect;

function toPortalSession(row: SessionRow, now: Date): PortalSession {
  return {
    id: row.id,
    title: row.title,
    startsAt: row.startsAt.toISOString(),
    durationMinutes: row.durationMinutes,
    meetLink: row.meetLink,
    instructor: row.instructor,
    type: row.type,
    status: sessionStatus(row, now),
    cancelled: row.cancelledAt !== null,
    movedFrom: row.originalStartsAt?.toISOString() ?? null,
    note: row.changeNote,
    recordingUrl: row.recordingUrl,
    // Before its time an exam's link is not offered (its page lets students in only while it is open).
    startable: row.type !== "Exam" || row.startsAt.getTime() <= now.getTime(),
  };
}

/** A batch's sessions that start in [from, to); none without an active batch (null). */
export async function listSessions(
  batchId: string | null,
  from: Date,
  to: Date,
  now = new Date(),
): Promise<PortalSession[]> {
  if (!batchId) return [];
  return (await listBatchClasses(batchId, from, to)).map((r) => toPortalSession(r, now));
}

/** The next sessions that have not ended yet (a class in progress still counts). */
export async function upcomingSessions(
  batchId: string | null,
  limit: number,
  now = new Date(),
): Promise<PortalSession[]> {
  if (!batchId) return [];
  // Nothing runs longer than 4 hours: look back that far for classes in progress.
  const from = new Date(now.getTime() - 4 * 3_600_000);
  const rows = await preparedQuery("upcoming_sessions", (database) =>
    database
      .select()
      .from(classSessions)
      .where(
        and(
          eq(classSessions.batchId, sql.placeholder("batchId")),
          gte(classSessions.startsAt, sql.placeholder("from")),
        ),
      )
      .orderBy(asc(classSessions.startsAt))
      .limit(sql.placeholder("limit")),
  ).execute({ batchId, from, limit: limit + 8 });
  return rows
    .map((r) => toPortalSession(r, now))
    .filter((s) => s.status !== "completed")
    .slice(0, limit);
}

/** An exam's link is its page in the portal: calendar apps need the whole address. */
function linkOf(meetLink: string, siteUrl: string): string {
  return meetLink.startsWith("/") ? `${siteUrl}${meetLink}` : meetLink;
}

/** What a calendar event says: the change and its note first, then how to join. */
function calendarDescription(r: SessionRow, siteUrl: string): string {
  const change = r.cancelledAt
    ? `Cancelled. ${r.changeNote ?? ""}`.trim()
    : r.originalStartsAt
      ? `Moved from ${formatDateTime(r.originalStartsAt)} IST. ${r.changeNote ?? ""}`.trim()
      : null;
  const join = r.cancelledAt
    ? null
    : `${r.type === "Exam" ? "Start the exam" : "Join the class"}: ${linkOf(r.meetLink, siteUrl)}`;
  return [change, `${r.type} with ${r.instructor}.`, join, `Your schedule: ${siteUrl}/dashboard/schedule`]
    .filter(Boolean)
    .join("\n");
}

export interface CalendarOptions {
  siteUrl: string;
  brandName: string;
  now?: Date;
  /** Add a 15-minute reminder to every event (the "Set Reminders" download). */
  reminders?: boolean;
  /** Only sessions that have not started yet. */
  upcomingOnly?: boolean;
}

/**
 * The batch's classes and exams as iCalendar text (Asia/Kolkata). Without an
 * active batch (null) it is a valid calendar with no events: a subscribed
 * feed keeps working and fills in once the enrolment is active.
 */
export async function batchCalendar(batchId: string | null, opts: CalendarOptions): Promise<string> {
  const now = opts.now ?? new Date();
  const [batch] = batchId ? await db().select().from(batches).where(eq(batches.id, batchId)).limit(1) : [];
  // A feed covers recent history too, so calendar apps keep past classes.
  const from = opts.upcomingOnly ? now : new Date(now.getTime() - 60 * 24 * 3_600_000);
  const rows = batchId
    ? await db()
        .select()
        .from(classSessions)
        .where(and(eq(classSessions.batchId, batchId), gte(classSessions.startsAt, from)))
        .orderBy(asc(classSessions.startsAt))
        .limit(500)
    : [];
  // An exam's link is for its sitting only: once it has ended it leaves the feed.
  const current = rows.filter(
    (r) => r.type !== "Exam" || r.startsAt.getTime() + r.durationMinutes * 60_000 > now.getTime(),
  );
  const events: CalendarEvent[] = current.map((r) => ({
    uid: `session-${r.id}`,
    title: `${r.cancelledAt ? "Cancelled: " : ""}${r.type}: ${r.title}`,
    start: r.startsAt,
    durationMinutes: r.durationMinutes,
    description: calendarDescription(r, opts.siteUrl),
    url: r.cancelledAt ? undefined : linkOf(r.meetLink, opts.siteUrl),
    category: r.type,
    lastModified: r.updatedAt,
    alarmMinutesBefore: opts.reminders ? 15 : undefined,
    sequence: r.sequence,
    cancelled: r.cancelledAt !== null,
  }));
  return buildCalendar({
    name: `${opts.brandName}: ${batch?.name ?? "Class schedule"}`,
    productId: `-//${opts.brandName}//Student Portal//EN`,
    uidDomain: new URL(opts.siteUrl).host,
    events,
    now,
    refreshMinutes: opts.upcomingOnly ? undefined : 60,
  });
}

/**
 * Whose private calendar token this is: the student and the batch the feed
 * shows (null without an active enrolment), or null for an unknown token.
 */
export async function calendarForToken(token: string): Promise<{ batchId: string | null } | null> {
  if (!/^[a-f0-9]{32}$/.test(token)) return null;
  const [row] = await db()
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.calendarTokenHash, sha256(token)), eq(users.role, "student")))
    .limit(1);
  return row ? { batchId: await activeBatchIdFor(row.id) } : null;
}

/** When the student's current feed link was made, or null when there is none. */
export async function calendarFeedCreatedAt(userId: string): Promise<Date | null> {
  const [row] = await db()
    .select({ at: users.calendarTokenCreatedAt, hash: users.calendarTokenHash })
    .from(users)
    .where(eq(users.id, userId));
  return row?.hash ? (row.at ?? null) : null;
}

/**
 * A new private feed token for the student (the old link stops working).
 * Only its hash is kept, so the caller shows the token this once.
 */
export async function resetCalendarFeedToken(userId: string): Promise<string> {
  const token = randomBytes(16).toString("hex");
  await db()
    .update(users)
    .set({ calendarTokenHash: sha256(token), calendarTokenCreatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.role, "student")));
  return token;
}
