import { and, asc, eq, gte, isNotNull, or, sql } from "drizzle-orm";
import { DEMO_LINK_PATH } from "~/content/batches";
import { labelFor } from "~/lib/course-modules";
import { examPhase, examWindow } from "~/lib/exam-window";
import type { PortalExam } from "~/lib/portal-types";
import { preparedQuery } from "../db/prepared.server";
import { examAttempts, examResults, exams } from "../db/schema.server";
import { batchCourse } from "../course-progress.server";
import { closeExpiredAttempts } from "../exam-attempts.server";
import { examPagePath } from "../exams.server";

type ExamRow = typeof exams.$inferSelect;

/**
 * The batch's published exams as this student sees them: the ones held
 * since they joined, plus any they have a result for. An exam is completed
 * once it has closed or the student has handed in its test; one that closed
 * without a result shows 'Unknown' (SPEC.md). "Start Exam" leads somewhere
 * only inside the window: an external exam's link is not even sent before.
 * Scores show once the exam has closed.
 */
export async function listExams(
  userId: string,
  batchId: string | null,
  joinedAt: Date,
  now = new Date(),
): Promise<PortalExam[]> {
  // No active batch, no exams (decision 12).
  if (!batchId) return [];
  const batch = await batchCourse(batchId);
  if (!batch) return [];
  const { modules } = batch;
  const load = () =>
    preparedQuery("student_exams", (database) =>
      database
        .select({
          exam: exams,
          score: examResults.score,
          result: examResults.result,
          resultId: examResults.id,
          startedAt: examAttempts.startedAt,
          submittedAt: examAttempts.submittedAt,
        })
        .from(exams)
        .leftJoin(
          examResults,
          and(eq(examResults.examId, exams.id), eq(examResults.userId, sql.placeholder("userId"))),
        )
        .leftJoin(
          examAttempts,
          and(eq(examAttempts.examId, exams.id), eq(examAttempts.userId, sql.placeholder("userId"))),
        )
        .where(
          and(
            eq(exams.batchId, sql.placeholder("batchId")),
            eq(exams.published, true),
            or(gte(exams.startsAt, sql.placeholder("joinedAt")), isNotNull(examResults.id)),
          ),
        )
        .orderBy(asc(exams.startsAt)),
    ).execute({ userId, batchId, joinedAt });
  let rows = await load();
  // An attempt left open when its window passed is marked now, before anyone sees the list.
  const expired = rows.filter((r) => r.startedAt && !r.submittedAt && examPhase(r.exam, now) === "closed");
  if (expired.length > 0) {
    for (const r of expired) await closeExpiredAttempts(r.exam, now);
    rows = await load();
  }
  return rows.map(({ exam, score, result, startedAt, submittedAt }) =>
    toPortalExam(
      exam,
      { score, result, startedAt, submittedAt },
      labelFor(modules, exam.module),
      batch.isDemo,
      now,
    ),
  );
}

export function toPortalExam(
  exam: ExamRow,
  mine: { score: number | null; result: string | null; startedAt: Date | null; submittedAt: Date | null },
  moduleLabel: string,
  demo: boolean,
  now: Date,
): PortalExam {
  const phase = examPhase(exam, now);
  const { closesAt } = examWindow(exam);
  const attempt = mine.submittedAt ? "submitted" : mine.startedAt ? "in_progress" : "none";
  const completed =
    phase === "closed" || attempt === "submitted" || (exam.kind === "external" && mine.result !== null);
  // An in-portal test's score waits until the window has closed for everyone.
  const showScore = exam.kind === "external" || phase === "closed";
  const pageUrl = demo ? `${DEMO_LINK_PATH}?to=exam` : examPagePath(exam.id);
  const startUrl =
    phase !== "open" || attempt === "submitted"
      ? null
      : demo
        ? `${DEMO_LINK_PATH}?to=exam`
        : exam.kind === "external"
          ? exam.examUrl
          : examPagePath(exam.id);
  return {
    id: exam.id,
    title: exam.title,
    description: exam.description,
    module: moduleLabel,
    startsAt: exam.startsAt.toISOString(),
    closesAt: closesAt.toISOString(),
    durationMinutes: exam.durationMinutes,
    totalMarks: exam.totalMarks,
    passingMarks: exam.passingMarks,
    topics: exam.topics,
    kind: exam.kind,
    phase,
    startUrl,
    pageUrl,
    status: completed ? "completed" : "upcoming",
    attempt,
    score: showScore ? mine.score : null,
    result: showScore ? mine.result : null,
  };
}
