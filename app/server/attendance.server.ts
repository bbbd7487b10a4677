import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { AttendanceMark } from "~/lib/class-forms";
import { attendancePercent } from "~/lib/portal-stats";
import { isClassId } from "./classes.server";
import { db } from "./db/client.server";
import { preparedQuery } from "./db/prepared.server";
import { attendance, classSessions, enrolments, users } from "./db/schema.server";
import { recordAudit, type StaffActor } from "./staff/audit.server";

/*
 * Attendance: one mark (present, late, absent) per student and class. The
 * roster of a class is its batch's active enrolments (the one access rule's
 * "active"); a student's percentage counts present and late out of the
 * classes marked for them (lib/portal-stats.ts attendancePercent).
 */

export interface RosterEntry {
  userId: string;
  name: string;
  email: string;
  mark: AttendanceMark | null;
}

/** The batch's active students, by name, with their mark for this class (if any). */
export async function classRoster(batchId: string, classId: string): Promise<RosterEntry[]> {
  if (!isClassId(classId)) return [];
  return db()
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      mark: attendance.mark,
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .leftJoin(attendance, and(eq(attendance.userId, users.id), eq(attendance.sessionId, classId)))
    .where(and(eq(enrolments.batchId, batchId), eq(enrolments.state, "active")))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.email));
}

export type SaveAttendanceResult =
  { ok: true; saved: number } | { ok: false; reason: "not_found" | "cancelled" | "not_started" };

/**
 * Saves the marks given for students of the class's roster (others are
 * ignored; a student left unmarked keeps what they had). Only a class that
 * has started and was not cancelled takes marks.
 */
export async function saveAttendance(
  actor: StaffActor,
  batchId: string,
  classId: string,
  marks: ReadonlyMap<string, AttendanceMark>,
  now = new Date(),
): Promise<SaveAttendanceResult> {
  if (!isClassId(classId)) return { ok: false, reason: "not_found" };
  return db().transaction(async (tx) => {
    const [session] = await tx
      .select({
        startsAt: classSessions.startsAt,
        cancelledAt: classSessions.cancelledAt,
        title: classSessions.title,
      })
      .from(classSessions)
      .where(and(eq(classSessions.id, classId), eq(classSessions.batchId, batchId)));
    if (!session) return { ok: false, reason: "not_found" } as const;
    if (session.cancelledAt) return { ok: false, reason: "cancelled" } as const;
    if (session.startsAt > now) return { ok: false, reason: "not_started" } as const;
    const roster = await tx
      .select({ userId: enrolments.userId })
      .from(enrolments)
      .where(and(eq(enrolments.batchId, batchId), eq(enrolments.state, "active")));
    const rows = roster
      .filter((r) => marks.has(r.userId))
      .map((r) => ({
        sessionId: classId,
        userId: r.userId,
        mark: marks.get(r.userId) as AttendanceMark,
        markedBy: actor.id,
        markedAt: now,
      }));
    // Nothing on the roster was marked: nothing saved, nothing to audit.
    if (rows.length === 0) return { ok: true, saved: 0 } as const;
    await tx
      .insert(attendance)
      .values(rows)
      .onConflictDoUpdate({
        target: [attendance.sessionId, attendance.userId],
        set: {
          mark: sql`excluded.mark`,
          markedBy: sql`excluded.marked_by`,
          markedAt: sql`excluded.marked_at`,
        },
      });
    const count = (m: AttendanceMark) => rows.filter((r) => r.mark === m).length;
    await recordAudit(tx, {
      actor,
      action: "attendance.marked",
      entityType: "batch",
      entityId: batchId,
      details: {
        classId,
        title: session.title,
        present: count("present"),
        late: count("late"),
        absent: count("absent"),
      },
    });
    return { ok: true, saved: rows.length } as const;
  });
}

export interface StudentAttendance {
  /** null until a class is marked. */
  percent: number | null;
  present: number;
  late: number;
  absent: number;
  /** Each marked class, latest first. */
  marks: { classId: string; title: string; startsAt: string; mark: AttendanceMark }[];
}

/** A student's marks in a batch they may see (null batch: nothing), for the portal. */
export async function studentAttendance(userId: string, batchId: string | null): Promise<StudentAttendance> {
  const rows = batchId
    ? await preparedQuery("student_attendance", (database) =>
        database
          .select({
            classId: classSessions.id,
            title: classSessions.title,
            startsAt: classSessions.startsAt,
            mark: attendance.mark,
          })
          .from(attendance)
          .innerJoin(classSessions, eq(classSessions.id, attendance.sessionId))
          .where(
            and(
              eq(attendance.userId, sql.placeholder("userId")),
              eq(classSessions.batchId, sql.placeholder("batchId")),
              isNull(classSessions.cancelledAt),
            ),
          )
          .orderBy(desc(classSessions.startsAt)),
      ).execute({ userId, batchId })
    : [];
  const counts = {
    present: rows.filter((r) => r.mark === "present").length,
    late: rows.filter((r) => r.mark === "late").length,
    absent: rows.filter((r) => r.mark === "absent").length,
  };
  return {
    ...counts,
    percent: attendancePercent(counts),
    marks: rows.map((r) => ({ ...r, startsAt: r.startsAt.toISOString() })),
  };
}

/** The student's marks for these classes (the schedule shows each one's mark). */
export async function marksFor(userId: string, classIds: string[]): Promise<Record<string, AttendanceMark>> {
  if (classIds.length === 0) return {};
  const rows = await db()
    .select({ sessionId: attendance.sessionId, mark: attendance.mark })
    .from(attendance)
    .where(and(eq(attendance.userId, userId), inArray(attendance.sessionId, classIds)));
  return Object.fromEntries(rows.map((r) => [r.sessionId, r.mark]));
}

/** Marked students per class (staff's class list shows "12 of 14 marked"). */
export async function markedCounts(classIds: string[]): Promise<Record<string, number>> {
  if (classIds.length === 0) return {};
  const rows = await db()
    .select({ sessionId: attendance.sessionId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(attendance)
    .where(inArray(attendance.sessionId, classIds))
    .groupBy(attendance.sessionId);
  return Object.fromEntries(rows.map((r) => [r.sessionId, r.n]));
}

/** How many students are on the batch's roster (its active enrolments). */
export async function rosterSize(batchId: string): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(enrolments)
    .where(and(eq(enrolments.batchId, batchId), eq(enrolments.state, "active")));
  return row?.n ?? 0;
}
