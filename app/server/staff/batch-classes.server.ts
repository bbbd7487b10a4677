import { and, count, desc, eq, gt, isNull } from "drizzle-orm";
import type { StaffClassRow } from "~/lib/class-forms";
import { addDays, istDateKey, istStartOfDay, weekDays, weekdayIndex } from "~/lib/ist";
import { markedCounts, rosterSize } from "../attendance.server";
import { getBatchClass, listBatchClasses } from "../classes.server";
import { db } from "../db/client.server";
import { classSessions } from "../db/schema.server";

/*
 * What the trainer's Classes page shows: a week of the batch's classes with
 * their state and attendance counts, and sensible defaults for scheduling
 * the next ones (the batch's days and time, the last meeting link used).
 */

export async function classWeek(batchId: string, monday: string, now = new Date()) {
  const rows = await listBatchClasses(batchId, istStartOfDay(monday), istStartOfDay(addDays(monday, 7)));
  const [marked, roster] = await Promise.all([markedCounts(rows.map((r) => r.id)), rosterSize(batchId)]);
  const classes: StaffClassRow[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    type: r.type,
    instructor: r.instructor,
    startsAt: r.startsAt.toISOString(),
    durationMinutes: r.durationMinutes,
    cancelled: r.cancelledAt !== null,
    moved: r.originalStartsAt !== null,
    started: r.startsAt <= now,
    held:
      r.cancelledAt === null &&
      (r.status === "completed" || r.startsAt.getTime() + r.durationMinutes * 60_000 <= now.getTime()),
    recording: r.recordingUrl !== null,
    inSeries: r.seriesId !== null,
    marked: marked[r.id] ?? 0,
  }));
  return {
    roster,
    days: weekDays(monday).map((day) => ({
      day,
      classes: classes.filter((c) => istDateKey(new Date(c.startsAt)) === day),
    })),
  };
}

/** The next day (from tomorrow) that is one of the batch's class days, and not before its start. */
function nextClassDay(batch: { startDate: string; classDays: number[] }, today: string): string {
  let day = addDays(today, 1) > batch.startDate ? addDays(today, 1) : batch.startDate;
  for (let i = 0; i < 7 && batch.classDays.length > 0; i++) {
    if (batch.classDays.includes(weekdayIndex(day))) return day;
    day = addDays(day, 1);
  }
  return day;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export async function newClassDefaults(
  batch: { id: string; startDate: string; classDays: number[]; startTime: string; endTime: string },
  instructor: string,
  now = new Date(),
) {
  const [last] = await db()
    .select({ meetLink: classSessions.meetLink })
    .from(classSessions)
    .where(eq(classSessions.batchId, batch.id))
    .orderBy(desc(classSessions.updatedAt))
    .limit(1);
  return {
    type: "Live Class",
    instructor,
    meetLink: last?.meetLink.startsWith("https://") ? last.meetLink : "",
    durationMinutes: String(Math.max(15, minutesOf(batch.endTime) - minutesOf(batch.startTime))),
    // One class unless staff choose a series, and a series' days are ticked on purpose (docs/decisions/201).
    repeat: "once" as const,
    date: nextClassDay(batch, istDateKey(now)),
    time: batch.startTime,
    days: [] as string[],
    ends: "weeks" as const,
    weeks: "4",
    batchDays: batch.classDays,
  };
}

/** One class for its staff page: what it is, its state, its series and its attendance so far. */
export async function classDetail(batchId: string, classId: string, now = new Date()) {
  const row = await getBatchClass(batchId, classId);
  if (!row) return null;
  const [[later], marked, roster] = await Promise.all([
    row.seriesId
      ? db()
          .select({ n: count() })
          .from(classSessions)
          .where(
            and(
              eq(classSessions.seriesId, row.seriesId),
              eq(classSessions.batchId, batchId),
              gt(classSessions.startsAt, row.startsAt),
              isNull(classSessions.cancelledAt),
            ),
          )
      : Promise.resolve([{ n: 0 }]),
    markedCounts([row.id]),
    rosterSize(batchId),
  ]);
  const ends = new Date(row.startsAt.getTime() + row.durationMinutes * 60_000);
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    instructor: row.instructor,
    meetLink: row.meetLink,
    startsAt: row.startsAt.toISOString(),
    durationMinutes: row.durationMinutes,
    state: row.cancelledAt
      ? "cancelled"
      : ends <= now
        ? "completed"
        : row.startsAt <= now
          ? "in_progress"
          : "upcoming",
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    movedFrom: row.originalStartsAt?.toISOString() ?? null,
    note: row.changeNote,
    recordingUrl: row.recordingUrl,
    inSeries: row.seriesId !== null,
    later: Number(later?.n ?? 0),
    marked: marked[row.id] ?? 0,
    roster,
  } as const;
}
