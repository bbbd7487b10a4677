// A batch ready to complete, for the certificate tests: ten past live classes,
// a final exam, and students whose attendance and results give each outcome.
import type { Db } from "../../app/server/db/client.server";
import { attendance, classSessions, examResults, exams } from "../../app/server/db/schema.server";
import { enrol, makeBatch, makeUser } from "./staff-fixtures";

const DAY = 24 * 3_600_000;

export async function completionFixture(
  db: Db,
  students: { name: string; attended: number; score: number | null }[],
  opts: { finalExam?: boolean } = {},
) {
  const batch = await makeBatch(db, { state: "running", startDate: "2026-01-05" });
  const start = Date.now() - 40 * DAY;
  const classes = await db
    .insert(classSessions)
    .values(
      Array.from({ length: 10 }, (_, i) => ({
        batchId: batch.id,
        title: `Class ${i + 1}`,
        startsAt: new Date(start + i * 3 * DAY),
        durationMinutes: 90,
        meetLink: "https://meet.example.com/c",
        instructor: "Test Trainer",
        type: "Live Class" as const,
        status: "completed" as const,
      })),
    )
    .returning();
  const [final] =
    opts.finalExam === false
      ? [null]
      : await db
          .insert(exams)
          .values({
            batchId: batch.id,
            module: 12,
            title: "Final Assessment",
            startsAt: new Date(Date.now() - 3 * DAY),
            durationMinutes: 60,
            totalMarks: 60,
            passingMarks: 42,
            topics: ["Everything"],
            kind: "external",
            examUrl: "https://assessments.example.com/final",
            published: true,
            isFinal: true,
          })
          .returning();
  const people = [];
  for (const s of students) {
    const user = await makeUser(db, { name: s.name });
    await enrol(db, user.id, batch.id);
    await db.insert(attendance).values(
      classes.map((c, i) => ({
        sessionId: c.id,
        userId: user.id,
        mark: i < s.attended ? ("present" as const) : ("absent" as const),
      })),
    );
    if (final && s.score !== null) {
      await db.insert(examResults).values({
        examId: final.id,
        userId: user.id,
        score: s.score,
        result: s.score >= 42 ? "passed" : "failed",
      });
    }
    people.push(user);
  }
  return { batch, classes, final, people };
}
