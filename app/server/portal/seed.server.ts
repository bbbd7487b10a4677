import { inArray } from "drizzle-orm";
import { BATCH_SEEDS, DEMO_BATCH, DEMO_LINK_PATH } from "~/content/batches";
import { CATALOGUE_SEED } from "~/content/catalogue-seed";
import { isCourseId } from "~/content/course-catalogue";
import { addDays, istDateKey, istInstant, weekStartKey } from "~/lib/ist";
import type { Db } from "../db/client.server";
import {
  achievements,
  batches,
  classSessions,
  doubts,
  enrolments,
  examResults,
  exams,
  materials,
  users,
} from "../db/schema.server";
import {
  COURSE_SEEDS,
  EXAM_DURATION_MINUTES,
  EXAM_MARKS,
  EXAM_WEEK_OFFSETS,
  SAMPLE_ACHIEVEMENTS,
  SAMPLE_DOUBTS,
  SAMPLE_RESULTS,
  SAMPLE_STUDENT,
  TIMETABLES,
  type TimetableSlot,
} from "./seed-data.server";

const DAY = 24 * 60 * 60_000;
/** The weeks around today that every start tops up, so the schedule never runs dry. */
const WEEKS_BEFORE = 2;
const WEEKS_AFTER = 8;
/** A Monday long ago: lesson titles advance with the number of weeks since. */
const LESSON_EPOCH = Date.parse("2024-01-01T00:00:00Z");

export function examId(batchId: string, index: number) {
  return `${batchId}-exam-${index + 1}`;
}

function slug(text: string) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

type SeedBatch = Pick<
  typeof batches.$inferSelect,
  "id" | "courseId" | "startDate" | "classDays" | "startTime" | "endTime" | "isDemo"
>;

const SEEDED_BATCH_IDS = [...BATCH_SEEDS.map((b) => b.id), DEMO_BATCH.id];
const INSTRUCTORS: Record<string, string> = Object.fromEntries(
  [...BATCH_SEEDS, DEMO_BATCH].map((b) => [b.id, b.instructor]),
);

/** A demo batch's links stay on this site (decision 12); a real batch's go to its meeting or test. */
function linkFor(batch: SeedBatch, kind: "class" | "exam" | "material", realUrl: string): string {
  return batch.isDemo ? `${DEMO_LINK_PATH}?to=${kind}` : realUrl;
}

/**
 * The portal's seed part (after the catalogue's, which writes the batches).
 * Idempotent: fixed ids and ON CONFLICT DO NOTHING, so a restart never
 * duplicates or overwrites anything; each start adds the class sessions of
 * the weeks around today that are not there yet. Only the seeded batches get
 * sample classes, exams and materials; staff schedule their own batches'.
 */
export async function seedPortal(database: Db, now = new Date()) {
  const seeded: SeedBatch[] = await database
    .select({
      id: batches.id,
      courseId: batches.courseId,
      startDate: batches.startDate,
      classDays: batches.classDays,
      startTime: batches.startTime,
      endTime: batches.endTime,
      isDemo: batches.isDemo,
    })
    .from(batches)
    .where(inArray(batches.id, SEEDED_BATCH_IDS));

  // The sample student can never sign in: her "hash" is not an argon2 hash.
  await database
    .insert(users)
    .values({
      id: SAMPLE_STUDENT.id,
      email: SAMPLE_STUDENT.email,
      name: SAMPLE_STUDENT.name,
      phone: SAMPLE_STUDENT.phone,
      passwordHash: "!sample-student-cannot-sign-in",
      role: "student",
      createdAt: new Date(now.getTime() - SAMPLE_STUDENT.joinedDaysAgo * DAY),
    })
    .onConflictDoNothing();
  const joinedAt = new Date(now.getTime() - SAMPLE_STUDENT.joinedDaysAgo * DAY);
  await database
    .insert(enrolments)
    .values({
      id: `${SAMPLE_STUDENT.id}-demo-enrolment`,
      userId: SAMPLE_STUDENT.id,
      batchId: SAMPLE_STUDENT.batchId,
      state: "active",
      activatedVia: "scholarship",
      reason: "Sample student of the demo portal",
      activatedAt: joinedAt,
      stateChangedAt: joinedAt,
      completedModules: SAMPLE_STUDENT.completedModules,
      totalModules: SAMPLE_STUDENT.totalModules,
      joinedAt,
    })
    .onConflictDoNothing();

  const thisMonday = weekStartKey(istDateKey(now));
  for (const batch of seeded) {
    const course = COURSE_SEEDS[batch.courseId];
    if (!course) continue;
    await seedExams(database, batch, course.exams, thisMonday, now);
    await seedTimetable(database, batch, course.lessons, thisMonday, now);
    await database
      .insert(materials)
      .values(
        course.materials.map((m, i) => ({
          id: `${batch.id}-material-${i + 1}`,
          batchId: batch.id,
          title: m.title,
          description: m.description,
          type: m.type,
          module: m.module,
          size: m.size,
          // Never before the batch started.
          uploadedAt: new Date(
            Math.max(now.getTime() - m.daysAgo * DAY, istInstant(batch.startDate, 8).getTime()),
          ),
          viewUrl: linkFor(batch, "material", m.viewUrl),
          downloadUrl: linkFor(batch, "material", m.downloadUrl),
        })),
      )
      .onConflictDoNothing();
  }

  await seedSampleActivity(database, now);
}

/** The last day a batch has classes: its course's weeks after the start (the demo never ends). */
function lastClassDay(batch: SeedBatch): string | null {
  if (batch.isDemo || !isCourseId(batch.courseId)) return null;
  return addDays(batch.startDate, 7 * CATALOGUE_SEED[batch.courseId].weeks - 1);
}

async function seedExams(
  database: Db,
  batch: SeedBatch,
  templates: (typeof COURSE_SEEDS)[string]["exams"],
  thisMonday: string,
  now: Date,
) {
  const batchId = batch.id;
  // Around this week for a batch that has run a while; after its start for a newer one.
  const earliest = addDays(weekStartKey(batch.startDate), 7 * -Math.min(...EXAM_WEEK_OFFSETS));
  const anchor = earliest > thisMonday ? earliest : thisMonday;
  const rows = templates.map((t, i) => {
    const sunday = addDays(anchor, 7 * EXAM_WEEK_OFFSETS[i] + 6);
    const startsAt = istInstant(sunday, 10, 0);
    return {
      id: examId(batchId, i),
      batchId,
      title: t.title,
      description: t.description,
      startsAt,
      durationMinutes: EXAM_DURATION_MINUTES[i],
      totalMarks: EXAM_MARKS[i].totalMarks,
      passingMarks: EXAM_MARKS[i].passingMarks,
      topics: t.topics,
      examUrl: linkFor(batch, "exam", `https://assessments.example.com/${batchId}/${slug(t.title)}`),
    };
  });
  await database.insert(exams).values(rows).onConflictDoNothing();
  // Each exam is also on the schedule (type Exam, "Start Exam").
  await database
    .insert(classSessions)
    .values(
      rows.map((e) => ({
        id: e.id,
        batchId,
        title: e.title,
        startsAt: e.startsAt,
        durationMinutes: e.durationMinutes,
        meetLink: e.examUrl,
        instructor: "Assessment team",
        type: "Exam" as const,
        status:
          e.startsAt.getTime() + e.durationMinutes * 60_000 < now.getTime()
            ? ("completed" as const)
            : ("exam" as const),
      })),
    )
    .onConflictDoNothing();
}

async function seedTimetable(
  database: Db,
  batch: SeedBatch,
  lessons: string[],
  thisMonday: string,
  now: Date,
) {
  const [startHour, startMinute] = batch.startTime.split(":").map(Number);
  const [endHour, endMinute] = batch.endTime.split(":").map(Number);
  const live: TimetableSlot[] = batch.classDays.map((weekday) => ({
    weekday,
    hour: startHour,
    minute: startMinute,
    durationMinutes: endHour * 60 + endMinute - (startHour * 60 + startMinute),
    type: "Live Class",
    instructor: INSTRUCTORS[batch.id] ?? "Trainer",
  }));
  const slots = [...live, ...(TIMETABLES[batch.id as keyof typeof TIMETABLES] ?? [])];
  const last = lastClassDay(batch);
  const rows = [];
  for (let w = -WEEKS_BEFORE; w <= WEEKS_AFTER; w++) {
    const monday = addDays(thisMonday, 7 * w);
    const weekNumber = Math.round((Date.parse(`${monday}T00:00:00Z`) - LESSON_EPOCH) / (7 * DAY));
    let liveIndex = 0;
    for (const [i, slot] of slots.entries()) {
      const day = addDays(monday, slot.weekday);
      if (day < batch.startDate || (last && day > last)) continue;
      const startsAt = istInstant(day, slot.hour, slot.minute);
      const title = slot.title ?? lessons[(weekNumber * live.length + liveIndex++) % lessons.length];
      rows.push({
        id: `${batch.id}-${day}-${i + 1}`,
        batchId: batch.id,
        title,
        startsAt,
        durationMinutes: slot.durationMinutes,
        meetLink: linkFor(batch, "class", `https://meet.example.com/${batch.id}-${slug(slot.type)}`),
        instructor: slot.instructor,
        type: slot.type,
        status:
          startsAt.getTime() + slot.durationMinutes * 60_000 < now.getTime()
            ? ("completed" as const)
            : ("upcoming" as const),
      });
    }
  }
  if (rows.length > 0) await database.insert(classSessions).values(rows).onConflictDoNothing();
}

async function seedSampleActivity(database: Db, now: Date) {
  const batchExams = await database.query.exams.findMany({
    where: (e, { eq }) => eq(e.batchId, SAMPLE_STUDENT.batchId),
  });
  const results = SAMPLE_RESULTS.map((r) => {
    const exam = batchExams.find((e) => e.id === examId(SAMPLE_STUDENT.batchId, r.examIndex));
    if (!exam) throw new Error(`seed: missing exam ${r.examIndex}`);
    return {
      id: `${SAMPLE_STUDENT.id}-result-${r.examIndex + 1}`,
      examId: exam.id,
      userId: SAMPLE_STUDENT.id,
      score: r.score,
      result: r.score >= exam.passingMarks ? ("passed" as const) : ("failed" as const),
      completedAt: new Date(exam.startsAt.getTime() + exam.durationMinutes * 60_000),
    };
  });
  await database.insert(examResults).values(results).onConflictDoNothing();

  await database
    .insert(doubts)
    .values(
      SAMPLE_DOUBTS.map((d) => {
        // Asked in the evening (India time), as students do after class.
        const createdAt = istInstant(istDateKey(new Date(now.getTime() - d.daysAgo * DAY)), 18, 40);
        return {
          id: d.id,
          userId: SAMPLE_STUDENT.id,
          title: d.title,
          description: d.description,
          status: d.status,
          reply: d.status === "resolved" ? d.reply : null,
          repliedBy: d.status === "resolved" ? d.repliedBy : null,
          repliedAt:
            d.status === "resolved" ? new Date(createdAt.getTime() + d.replyAfterHours * 3_600_000) : null,
          createdAt,
        };
      }),
    )
    .onConflictDoNothing();

  await database
    .insert(achievements)
    .values(
      SAMPLE_ACHIEVEMENTS.map((a) => ({
        id: a.id,
        userId: SAMPLE_STUDENT.id,
        title: a.title,
        description: a.description,
        achievedOn: istDateKey(new Date(now.getTime() - a.daysAgo * DAY)),
      })),
    )
    .onConflictDoNothing();
}
