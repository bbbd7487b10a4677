import { inArray } from "drizzle-orm";
import { BATCH_SEEDS, DEMO_BATCH, DEMO_LINK_PATH } from "~/content/batches";
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
  removeLegacySeedClasses,
  seedAnnouncements,
  seedBatchClasses,
  seedSampleAttendance,
} from "./seed-classes.server";
import {
  COURSE_SEEDS,
  EXAM_DURATION_MINUTES,
  EXAM_MARKS,
  EXAM_WEEK_OFFSETS,
  SAMPLE_ACHIEVEMENTS,
  SAMPLE_DOUBTS,
  SAMPLE_RESULTS,
  SAMPLE_STUDENT,
} from "./seed-data.server";

const DAY = 24 * 60 * 60_000;

export const SAMPLE_STUDENT_ID = SAMPLE_STUDENT.id;

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
  "id" | "name" | "courseId" | "startDate" | "classDays" | "startTime" | "endTime" | "isDemo" | "state"
>;

const SEEDED_BATCH_IDS = [...BATCH_SEEDS.map((b) => b.id), DEMO_BATCH.id];

/** A demo batch's links stay on this site (decision 12); a real batch's go to its meeting or test. */
function linkFor(batch: SeedBatch, kind: "class" | "exam" | "material", realUrl: string): string {
  return batch.isDemo ? `${DEMO_LINK_PATH}?to=${kind}` : realUrl;
}

/**
 * The portal's seed part (after the catalogue's, which writes the batches).
 * Idempotent: fixed ids and ON CONFLICT DO NOTHING, so a restart never
 * duplicates or overwrites anything. Classes are weekly series written by
 * the console's own series code (seed-classes.server.ts). Only the seeded
 * batches get sample classes, exams and materials; staff schedule their own
 * batches'.
 */
export async function seedPortal(database: Db, now = new Date()) {
  const seeded: SeedBatch[] = await database
    .select({
      id: batches.id,
      name: batches.name,
      state: batches.state,
      courseId: batches.courseId,
      startDate: batches.startDate,
      classDays: batches.classDays,
      startTime: batches.startTime,
      endTime: batches.endTime,
      isDemo: batches.isDemo,
    })
    .from(batches)
    .where(inArray(batches.id, SEEDED_BATCH_IDS));
  await removeLegacySeedClasses(
    database,
    seeded.map((b) => b.id),
  );

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
    await seedBatchClasses(database, batch, course.lessons, now);
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
  await seedSampleAttendance(database, now);
  await seedAnnouncements(database, seeded, now);
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
