import { BATCHES, MODULES_PER_COURSE } from "~/content/batches";
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

/**
 * The portal's seed part. Idempotent: fixed ids and ON CONFLICT DO NOTHING,
 * so a restart never duplicates or overwrites anything; each start adds the
 * class sessions of the weeks around today that are not there yet.
 */
export async function seedPortal(database: Db, now = new Date()) {
  await database
    .insert(batches)
    .values(
      BATCHES.map((b) => ({
        id: b.id,
        name: b.name,
        courseId: b.courseId,
        totalModules: MODULES_PER_COURSE,
      })),
    )
    .onConflictDoNothing();

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
  await database
    .insert(enrolments)
    .values({
      id: `${SAMPLE_STUDENT.id}-enrolment`,
      userId: SAMPLE_STUDENT.id,
      batchId: SAMPLE_STUDENT.batchId,
      completedModules: SAMPLE_STUDENT.completedModules,
      totalModules: SAMPLE_STUDENT.totalModules,
      joinedAt: new Date(now.getTime() - SAMPLE_STUDENT.joinedDaysAgo * DAY),
    })
    .onConflictDoNothing();

  const thisMonday = weekStartKey(istDateKey(now));
  for (const batch of BATCHES) {
    const course = COURSE_SEEDS[batch.courseId];
    await seedExams(database, batch.id, course.exams, thisMonday, now);
    await seedTimetable(database, batch.id, course.lessons, thisMonday, now);
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
          uploadedAt: new Date(now.getTime() - m.daysAgo * DAY),
          viewUrl: m.viewUrl,
          downloadUrl: m.downloadUrl,
        })),
      )
      .onConflictDoNothing();
  }

  await seedSampleActivity(database, now);
}

async function seedExams(
  database: Db,
  batchId: string,
  templates: (typeof COURSE_SEEDS)[string]["exams"],
  thisMonday: string,
  now: Date,
) {
  const rows = templates.map((t, i) => {
    const sunday = addDays(thisMonday, 7 * EXAM_WEEK_OFFSETS[i] + 6);
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
      examUrl: `https://assessments.example.com/${batchId}/${slug(t.title)}`,
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
  batchId: keyof typeof TIMETABLES,
  lessons: string[],
  thisMonday: string,
  now: Date,
) {
  const slots = TIMETABLES[batchId];
  const livePerWeek = slots.filter((s) => s.type === "Live Class").length;
  const rows = [];
  for (let w = -WEEKS_BEFORE; w <= WEEKS_AFTER; w++) {
    const monday = addDays(thisMonday, 7 * w);
    const weekNumber = Math.round((Date.parse(`${monday}T00:00:00Z`) - LESSON_EPOCH) / (7 * DAY));
    let live = 0;
    for (const [i, slot] of slots.entries()) {
      const day = addDays(monday, slot.weekday);
      const startsAt = istInstant(day, slot.hour, slot.minute);
      const title = slot.title ?? lessons[(weekNumber * livePerWeek + live++) % lessons.length];
      rows.push({
        id: `${batchId}-${day}-${i + 1}`,
        batchId,
        title,
        startsAt,
        durationMinutes: slot.durationMinutes,
        meetLink: `https://meet.example.com/${batchId}-${slug(slot.type)}`,
        instructor: slot.instructor,
        type: slot.type,
        status:
          startsAt.getTime() + slot.durationMinutes * 60_000 < now.getTime()
            ? ("completed" as const)
            : ("upcoming" as const),
      });
    }
  }
  await database.insert(classSessions).values(rows).onConflictDoNothing();
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
