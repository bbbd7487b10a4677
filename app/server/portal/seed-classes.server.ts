import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { BATCH_SEEDS, DEMO_BATCH, DEMO_LINK_PATH } from "~/content/batches";
import { CATALOGUE_SEED } from "~/content/catalogue-seed";
import { isCourseId } from "~/content/course-catalogue";
import type { ClassDetails } from "~/lib/class-forms";
import type { WeeklySeries } from "~/lib/class-series";
import { addDays, istDateKey, weekStartKey } from "~/lib/ist";
import { seriesRows } from "../classes.server";
import type { Db } from "../db/client.server";
import { announcements, attendance, type batches, classSessions } from "../db/schema.server";
import { SAMPLE_STUDENT, TIMETABLES, type TimetableSlot } from "./seed-data.server";

/*
 * The seeded batches' classes, written by the same weekly-series code the
 * staff console uses (classes.server.ts seriesRows), so the seed and the
 * console agree: each batch has a Live Class series on its days and time for
 * its course's weeks, plus its support, workshop and mentoring series. The
 * demo batch never ends: each start tops up its weeks around today. Past
 * classes have a recording; the sample student has attendance marks; each
 * batch has a welcome announcement.
 */

const DAY = 24 * 60 * 60_000;
/** The weeks around today that every start tops up for the demo batch. */
const DEMO_WEEKS_BEFORE = 2;
const DEMO_WEEKS_AFTER = 8;
/** A Monday long ago: the demo's lesson titles advance with the weeks since. */
const LESSON_EPOCH = Date.parse("2024-01-01T00:00:00Z");

type SeedBatch = Pick<
  typeof batches.$inferSelect,
  "id" | "name" | "courseId" | "startDate" | "classDays" | "startTime" | "endTime" | "isDemo" | "state"
>;

const INSTRUCTORS: Record<string, string> = Object.fromEntries(
  [...BATCH_SEEDS, DEMO_BATCH].map((b) => [b.id, b.instructor]),
);

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const clockOf = (slot: TimetableSlot) =>
  `${String(slot.hour).padStart(2, "0")}:${String(slot.minute).padStart(2, "0")}`;

/** A demo batch's links stay on this site (decision 12); a real batch's go to its meeting. */
function link(batch: SeedBatch, kind: "class" | "recording", realUrl: string) {
  return batch.isDemo ? `${DEMO_LINK_PATH}?to=${kind}` : realUrl;
}

/** The days a batch's seeded series cover: its course's weeks, or the demo's window around today. */
function seededRange(batch: SeedBatch, now: Date): { from: string; until: string } | null {
  if (batch.isDemo) {
    const monday = weekStartKey(istDateKey(now));
    const from = addDays(monday, -7 * DEMO_WEEKS_BEFORE);
    return {
      from: from > batch.startDate ? from : batch.startDate,
      until: addDays(monday, 7 * DEMO_WEEKS_AFTER + 6),
    };
  }
  if (!isCourseId(batch.courseId) || batch.state === "completed") return null;
  return {
    from: batch.startDate,
    until: addDays(batch.startDate, 7 * CATALOGUE_SEED[batch.courseId].weeks - 1),
  };
}

/** The batch's weekly series: live classes on its days and time, then its other sessions. */
function seriesOf(batch: SeedBatch): { key: string; details: ClassDetails; days: number[]; time: string }[] {
  const live = {
    key: "live",
    details: {
      title: "Live class",
      type: "Live Class" as const,
      instructor: INSTRUCTORS[batch.id] ?? "Trainer",
      meetLink: link(batch, "class", `https://meet.example.com/${batch.id}-live-class`),
      durationMinutes: minutesOf(batch.endTime) - minutesOf(batch.startTime),
    },
    days: batch.classDays,
    time: batch.startTime,
  };
  const extras = (TIMETABLES[batch.id as keyof typeof TIMETABLES] ?? []).map((slot) => ({
    key: slug(`${slot.type}-${WEEKDAY_KEYS[slot.weekday]}`),
    details: {
      title: slot.title ?? slot.type,
      type: slot.type,
      instructor: slot.instructor,
      meetLink: link(batch, "class", `https://meet.example.com/${batch.id}-${slug(slot.type)}`),
      durationMinutes: slot.durationMinutes,
    },
    days: [slot.weekday],
    time: clockOf(slot),
  }));
  return [live, ...extras];
}
const WEEKDAY_KEYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

/** Live classes take the course's lessons in order (the demo's follow the calendar week). */
function lessonTitle(batch: SeedBatch, lessons: string[], index: number, day: string): string {
  if (!batch.isDemo) return lessons[index % lessons.length];
  const week = Math.round((Date.parse(`${weekStartKey(day)}T00:00:00Z`) - LESSON_EPOCH) / (7 * DAY));
  const perWeek = Math.max(1, batch.classDays.length);
  const slot = batch.classDays.indexOf((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7);
  return lessons[(week * perWeek + Math.max(0, slot)) % lessons.length];
}

/**
 * Writes the batch's seeded series (fixed ids, ON CONFLICT DO NOTHING: never
 * overwrites what staff changed). A real batch is seeded once: after that its
 * classes are the staff's, even if they change the batch's days. The demo's
 * window moves with today at every start.
 */
export async function seedBatchClasses(database: Db, batch: SeedBatch, lessons: string[], now: Date) {
  const range = seededRange(batch, now);
  if (!range) return;
  if (!batch.isDemo) {
    const [seeded] = await database
      .select({ id: classSessions.id })
      .from(classSessions)
      .where(eq(classSessions.seriesId, `seed-${batch.id}-live`))
      .limit(1);
    if (seeded) return;
  }
  for (const s of seriesOf(batch)) {
    const series: WeeklySeries = { startDate: range.from, days: s.days, time: s.time, until: range.until };
    // Real batches' series start with the batch, so lesson n is the n-th live class.
    const full: WeeklySeries = batch.isDemo ? series : { ...series, startDate: batch.startDate };
    const rows = seriesRows(batch.id, `seed-${batch.id}-${s.key}`, s.details, full).map((row, i) => {
      const day = istDateKey(row.startsAt as Date);
      const ended = (row.startsAt as Date).getTime() + s.details.durationMinutes * 60_000 < now.getTime();
      return {
        ...row,
        title: s.key === "live" ? lessonTitle(batch, lessons, i, day) : row.title,
        status: ended ? ("completed" as const) : row.status,
        recordingUrl:
          ended && s.details.type !== "Support"
            ? link(batch, "recording", `https://recordings.example.com/${batch.id}/${day}-${s.key}`)
            : null,
      };
    });
    for (let i = 0; i < rows.length; i += 100) {
      await database
        .insert(classSessions)
        .values(rows.slice(i, i + 100))
        .onConflictDoNothing();
    }
  }
}

/**
 * Before classes were series, the seed wrote ids like "python-a-2026-11-23-1".
 * Those rows nobody changed are replaced by the series (run at every start;
 * after the first it finds nothing).
 */
export async function removeLegacySeedClasses(database: Db, batchIds: string[]) {
  if (batchIds.length === 0) return;
  await database
    .delete(classSessions)
    .where(
      and(
        isNull(classSessions.seriesId),
        sql`${classSessions.type} <> 'Exam'`,
        inArray(classSessions.batchId, batchIds),
        sql`${classSessions.id} ~ '^[a-z0-9-]+-[0-9]{4}-[0-9]{2}-[0-9]{2}-[0-9]+$'`,
        sql`not exists (select 1 from ${attendance} a where a.session_id = ${classSessions.id})`,
      ),
    );
}

/** The sample student's marks for the demo's past classes: mostly present, now and then late or absent. */
export async function seedSampleAttendance(database: Db, now: Date) {
  const past = await database.query.classSessions.findMany({
    where: (c, { and, eq, lt, isNull, ne }) =>
      and(
        eq(c.batchId, SAMPLE_STUDENT.batchId),
        lt(c.startsAt, now),
        isNull(c.cancelledAt),
        ne(c.type, "Exam"),
      ),
    columns: { id: true, startsAt: true },
  });
  if (past.length === 0) return;
  await database
    .insert(attendance)
    .values(
      past.map((c) => {
        const n = Math.floor(c.startsAt.getTime() / DAY);
        return {
          sessionId: c.id,
          userId: SAMPLE_STUDENT.id,
          mark: n % 11 === 0 ? ("absent" as const) : n % 7 === 0 ? ("late" as const) : ("present" as const),
          markedAt: new Date(c.startsAt.getTime() + 2 * 3_600_000),
        };
      }),
    )
    .onConflictDoNothing();
}

const WELCOME = (batch: SeedBatch) => ({
  title: "Welcome to the batch",
  body: [
    `Welcome to ${batch.name}! Live classes are in your Class Schedule, with the meeting link on each one; join five minutes early to test your audio and video.`,
    "Recordings of past classes appear under each completed class. If anything in a class is unclear, ask a doubt from the portal and a trainer will answer it.",
  ].join("\n\n"),
});

const DEMO_NEWS = [
  {
    daysAgo: 2,
    title: "Project review slots this Saturday",
    body: "Bring your Django project to Saturday's workshop: each team gets a 15-minute code review. Push your latest work to GitHub by Friday evening so we can read it first.",
  },
  {
    daysAgo: 9,
    title: "Mock interviews start next week",
    body: "Mindset mentoring moves to mock interviews from next week. Update your resume in the portal profile and pick a role you want to practise for.",
  },
];

/** A welcome on each seeded batch's first day; the demo also has recent news. */
export async function seedAnnouncements(database: Db, seeded: SeedBatch[], now: Date) {
  const rows = seeded
    .filter((b) => b.isDemo || b.state === "running")
    .flatMap((b) => {
      const author = INSTRUCTORS[b.id] ?? "Trainer";
      const welcome = {
        id: `seed-${b.id}-welcome`,
        batchId: b.id,
        ...WELCOME(b),
        authorName: author,
        createdAt: new Date(Math.max(Date.parse(`${b.startDate}T03:00:00Z`), now.getTime() - 80 * DAY)),
      };
      const news = b.isDemo
        ? DEMO_NEWS.map((n, i) => ({
            id: `seed-${b.id}-news-${i + 1}`,
            batchId: b.id,
            title: n.title,
            body: n.body,
            authorName: author,
            createdAt: new Date(now.getTime() - n.daysAgo * DAY),
          }))
        : [];
      return [welcome, ...news];
    });
  if (rows.length > 0) await database.insert(announcements).values(rows).onConflictDoNothing();
}
