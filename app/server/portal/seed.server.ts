import { inArray } from "drizzle-orm";
import { BATCH_SEEDS, DEMO_BATCH } from "~/content/batches";
import { istDateKey, istInstant } from "~/lib/ist";
import type { Db } from "../db/client.server";
import { achievements, batches, doubts, enrolments, users } from "../db/schema.server";
import { seedBatchWork, seedExamId } from "./seed-batch-work.server";
import {
  removeLegacySeedClasses,
  seedAnnouncements,
  seedBatchClasses,
  seedSampleAttendance,
} from "./seed-classes.server";
import { COURSE_SEEDS, SAMPLE_ACHIEVEMENTS, SAMPLE_DOUBTS, SAMPLE_STUDENT } from "./seed-data.server";

const DAY = 24 * 60 * 60_000;

/** The id of a seeded batch's exam (index 0 = the first). */
export const examId = seedExamId;

type SeedBatch = Pick<
  typeof batches.$inferSelect,
  "id" | "name" | "courseId" | "startDate" | "classDays" | "startTime" | "endTime" | "isDemo" | "state"
>;

const SEEDED_BATCH_IDS = [...BATCH_SEEDS.map((b) => b.id), DEMO_BATCH.id];

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

  // The sample student can never sign in: her "hash" is not an argon2 hash. She joined the demo batch when it started.
  const demo = seeded.find((b) => b.id === SAMPLE_STUDENT.batchId);
  const joinedAt = demo ? istInstant(demo.startDate, 8) : now;
  await database
    .insert(users)
    .values({
      id: SAMPLE_STUDENT.id,
      email: SAMPLE_STUDENT.email,
      name: SAMPLE_STUDENT.name,
      phone: SAMPLE_STUDENT.phone,
      passwordHash: "!sample-student-cannot-sign-in",
      role: "student",
      createdAt: joinedAt,
    })
    .onConflictDoNothing();
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
      joinedAt,
    })
    .onConflictDoNothing();

  for (const batch of seeded) {
    const course = COURSE_SEEDS[batch.courseId];
    if (!course) continue;
    await seedBatchWork(database, batch, now);
    await seedBatchClasses(database, batch, course.lessons, now);
  }

  await seedSampleActivity(database, now);
  await seedSampleAttendance(database, now);
  await seedAnnouncements(database, seeded, now);
}

async function seedSampleActivity(database: Db, now: Date) {
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
