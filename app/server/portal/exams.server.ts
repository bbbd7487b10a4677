import { and, asc, eq, gte, isNotNull, or } from "drizzle-orm";
import type { PortalExam } from "~/lib/portal-types";
import { db } from "../db/client.server";
import { examResults, exams } from "../db/schema.server";

/**
 * The batch's exams as this student sees them: the ones held since they
 * joined, plus any they have a result for. An exam with a result is
 * completed; one that has ended without a result is completed with an
 * unknown result (SPEC.md: 'Unknown'); the rest are upcoming.
 */
export async function listExams(
  userId: string,
  batchId: string | null,
  joinedAt: Date,
  now = new Date(),
): Promise<PortalExam[]> {
  // No active batch, no exams (decision 12).
  if (!batchId) return [];
  const rows = await db()
    .select({ exam: exams, score: examResults.score, result: examResults.result, resultId: examResults.id })
    .from(exams)
    .leftJoin(examResults, and(eq(examResults.examId, exams.id), eq(examResults.userId, userId)))
    .where(and(eq(exams.batchId, batchId), or(gte(exams.startsAt, joinedAt), isNotNull(examResults.id))))
    .orderBy(asc(exams.startsAt));
  return rows.map(({ exam, score, result, resultId }) => {
    const ended = exam.startsAt.getTime() + exam.durationMinutes * 60_000 <= now.getTime();
    const completed = resultId !== null || ended;
    return {
      id: exam.id,
      title: exam.title,
      description: exam.description,
      startsAt: exam.startsAt.toISOString(),
      durationMinutes: exam.durationMinutes,
      totalMarks: exam.totalMarks,
      passingMarks: exam.passingMarks,
      topics: exam.topics,
      examUrl: completed ? null : exam.examUrl,
      status: completed ? "completed" : "upcoming",
      score: score ?? null,
      result: result ?? null,
    };
  });
}
