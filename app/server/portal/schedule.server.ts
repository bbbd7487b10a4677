import { and, asc, eq, gte, lt } from "drizzle-orm";
import { buildCalendar, type CalendarEvent } from "~/lib/ics";
import { sessionStatus } from "~/lib/portal-stats";
import type { PortalSession } from "~/lib/portal-types";
import { db } from "../db/client.server";
import { batches, classSessions, users } from "../db/schema.server";
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
  const rows = await db()
    .select()
    .from(classSessions)
    .where(
      and(
        eq(classSessions.batchId, batchId),
        gte(classSessions.startsAt, from),
        lt(classSessions.startsAt, to),
      ),
    )
    .orderBy(asc(classSessions.startsAt));
  return rows.map((r) => toPortalSession(r, now));
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
  const rows = await db()
    .select()
    .from(classSessions)
    .where(and(eq(classSessions.batchId, batchId), gte(classSessions.startsAt, from)))
    .orderBy(asc(classSessions.startsAt))
    .limit(limit + 8);
  return rows
    .map((r) => toPortalSession(r, now))
    .filter((s) => s.status !== "completed")
    .slice(0, limit);
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
  const events: CalendarEvent[] = rows.map((r) => ({
    uid: `session-${r.id}`,
    title: `${r.type === "Exam" ? "Exam" : r.type}: ${r.title}`,
    start: r.startsAt,
    durationMinutes: r.durationMinutes,
    description: `${r.type} with ${r.instructor}.\n${r.type === "Exam" ? "Start the exam" : "Join the class"}: ${r.meetLink}\nYour schedule: ${opts.siteUrl}/dashboard/schedule`,
    url: r.meetLink,
    category: r.type,
    lastModified: r.updatedAt,
    alarmMinutesBefore: opts.reminders ? 15 : undefined,
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
    .where(and(eq(users.calendarToken, token), eq(users.role, "student")))
    .limit(1);
  return row ? { batchId: await activeBatchIdFor(row.id) } : null;
}
