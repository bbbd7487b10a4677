import { and, eq } from "drizzle-orm";
import { CERTIFICATE_SIGNATORIES, PAST_COHORT } from "~/content/certificates";
import { DEMO_BATCH } from "~/content/batches";
import { isCourseId } from "~/content/course-catalogue";
import { courseTitleOf } from "~/lib/catalogue";
import { SAMPLE_CERTIFICATE_CODE } from "~/lib/certificates";
import { formatMonth } from "~/lib/format";
import { addDays, istDateKey, istInstant, weekStartKey } from "~/lib/ist";
import { issueOnCompletion } from "./certificates.server";
import type { Db } from "./db/client.server";
import {
  attendance,
  batches,
  certificates,
  classSessions,
  courses,
  enrolments,
  examResults,
  exams,
  users,
} from "./db/schema.server";
import { SAMPLE_STUDENT } from "./portal/seed-data.server";
import { readiness } from "./readiness.server";

/*
 * The certificates' seed part (docs/decisions/173): each course's
 * signatory where none is set, the demo portal's sample certificate, and,
 * on a demo install only (placeholder business details), a completed past
 * cohort whose certificates were issued by the same code staff use. A real
 * deployment never gets made-up graduates.
 */

const SEED_ACTOR = { id: null, name: "Seed data" } as const;

export async function seedCertificates(database: Db, now = new Date()) {
  for (const row of await database
    .select({ id: courses.id, name: courses.certificateSignatoryName })
    .from(courses)) {
    if (row.name || !isCourseId(row.id)) continue;
    const signatory = CERTIFICATE_SIGNATORIES[row.id];
    await database
      .update(courses)
      .set({ certificateSignatoryName: signatory.name, certificateSignatoryTitle: signatory.title })
      .where(and(eq(courses.id, row.id), eq(courses.certificateSignatoryName, "")));
  }
  await seedSampleCertificate(database, now);
  if (readiness().demo) await seedPastCohort(database, now);
}

/** The sample student's certificate of the demo batch: marked a sample, never verifiable as real. */
async function seedSampleCertificate(database: Db, now: Date) {
  const [demo] = await database.select().from(batches).where(eq(batches.id, DEMO_BATCH.id));
  if (!demo) return;
  const signatory = CERTIFICATE_SIGNATORIES["python-full-stack"];
  await database
    .insert(certificates)
    .values({
      id: "sample-certificate",
      code: SAMPLE_CERTIFICATE_CODE,
      userId: SAMPLE_STUDENT.id,
      batchId: demo.id,
      courseId: demo.courseId,
      studentName: SAMPLE_STUDENT.name,
      courseTitle: courseTitleOf(demo.courseId),
      batchName: demo.name,
      startDate: demo.startDate,
      endDate: istDateKey(now),
      liveMinutes: 54 * 60,
      attendancePercent: 92,
      finalExamScore: 52,
      finalExamTotal: 60,
      signatoryName: signatory.name,
      signatoryTitle: signatory.title,
      issuedAt: now,
      issuedVia: "sample",
      isSample: true,
    })
    .onConflictDoNothing();
}

/** A completed SQL batch of six students: three meet the rule, three do not, each for another reason. */
async function seedPastCohort(database: Db, now: Date) {
  const c = PAST_COHORT;
  const [exists] = await database.select({ id: batches.id }).from(batches).where(eq(batches.id, c.id));
  if (exists) return;
  const start = addDays(weekStartKey(istDateKey(now)), -7 * c.startedWeeksAgo);
  const classDays: number[] = [...c.classDays];
  const [hour, minute] = c.startTime.split(":").map(Number);
  const days = Array.from({ length: c.weeks * 7 }, (_, i) => addDays(start, i)).filter((day) =>
    classDays.includes((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7),
  );
  const examDay = addDays(start, 7 * c.weeks - 1);
  const completedAt = istInstant(addDays(examDay, 2), 12);

  await database.transaction(async (tx) => {
    // Two instances may start at once on one PostgreSQL: the second one's insert waits for the
    // first one's transaction and then does nothing, so the cohort is seeded exactly once.
    const [created] = await tx
      .insert(batches)
      .values({
        id: c.id,
        name: `SQL & Database - ${formatMonth(start.slice(0, 7))}`,
        courseId: c.courseId,
        startDate: days[0],
        classDays,
        startTime: c.startTime,
        endTime: c.endTime,
        seats: 30,
        state: "running",
      })
      .onConflictDoNothing()
      .returning({ id: batches.id });
    if (!created) return;
    const classes = await tx
      .insert(classSessions)
      .values(
        days.map((day, i) => ({
          id: `${c.id}-class-${i + 1}`,
          batchId: c.id,
          title: `Live class ${i + 1}`,
          startsAt: istInstant(day, hour, minute),
          durationMinutes: 90,
          meetLink: "/dashboard/demo-link",
          instructor: c.instructor,
          type: "Live Class" as const,
          status: "completed" as const,
        })),
      )
      .returning({ id: classSessions.id });
    const [final] = await tx
      .insert(exams)
      .values({
        id: `${c.id}-final`,
        batchId: c.id,
        module: c.weeks,
        title: c.finalExam.title,
        startsAt: istInstant(examDay, 10),
        durationMinutes: 90,
        totalMarks: c.finalExam.totalMarks,
        passingMarks: c.finalExam.passingMarks,
        topics: [...c.finalExam.topics],
        kind: "external",
        examUrl: "https://assessments.example.com/sql-final",
        published: true,
        isFinal: true,
      })
      .returning();
    for (const s of c.students) {
      const email = `${s.name
        .normalize("NFD")
        .replace(/[^\w ]/g, "")
        .toLowerCase()
        .replace(/ +/g, ".")}@example.com`;
      await tx.insert(users).values({
        id: s.id,
        email,
        name: s.name,
        passwordHash: "!seeded-cohort-cannot-sign-in",
        emailVerifiedAt: istInstant(days[0], 8),
        createdAt: istInstant(addDays(days[0], -10), 12),
      });
      await tx.insert(enrolments).values({
        userId: s.id,
        batchId: c.id,
        state: "active",
        activatedVia: "payment",
        activatedAt: istInstant(addDays(days[0], -7), 12),
        joinedAt: istInstant(addDays(days[0], -10), 12),
      });
      // Absent from the last classes, late to the first ones.
      await tx.insert(attendance).values(
        classes.map((cls, i) => ({
          sessionId: cls.id,
          userId: s.id,
          mark: i >= s.attended ? ("absent" as const) : i < s.late ? ("late" as const) : ("present" as const),
          markedAt: istInstant(days[i], hour + 2),
        })),
      );
      if (s.score !== null) {
        await tx.insert(examResults).values({
          examId: final.id,
          userId: s.id,
          score: s.score,
          result: s.score >= c.finalExam.passingMarks ? "passed" : "failed",
          source: "staff",
          completedAt: istInstant(examDay, 12),
        });
      }
    }
    await issueOnCompletion(tx, SEED_ACTOR, c.id, completedAt, { notify: false });
    await tx
      .update(enrolments)
      .set({ state: "completed", stateChangedAt: completedAt })
      .where(eq(enrolments.batchId, c.id));
    await tx.update(batches).set({ state: "completed" }).where(eq(batches.id, c.id));
  });
}
