import { and, eq } from "drizzle-orm";
import { labelFor } from "~/lib/course-modules";
import { type Answers, markQuestion } from "~/lib/exam-marking";
import { reviewAvailable } from "~/lib/exam-window";
import type { ExamReviewQuestion, ExamTestQuestion, PortalExam } from "~/lib/portal-types";
import { db } from "../db/client.server";
import { examResults } from "../db/schema.server";
import { batchCourse } from "../course-progress.server";
import { attemptFor, closeExpiredAttempts, examQuestionsFor, publishedExam } from "../exam-attempts.server";
import { toPortalExam } from "./exams.server";

export interface ExamPageData {
  exam: PortalExam;
  /** The test, while the student's attempt is open. */
  questions: ExamTestQuestion[] | null;
  saved: Answers;
  savedAt: string | null;
  submittedAt: string | null;
  /** Question by question, once the exam has closed (and the student took it). */
  review: ExamReviewQuestion[] | null;
  /** The server's clock when the page was made: the countdown corrects the device's clock by it. */
  serverNow: string;
}

/**
 * One exam's page for a student of its batch (null for any other exam: a
 * draft, another batch's, no such id). The correct answers leave the server
 * only in the review, after the window has closed for everyone.
 */
export async function examPageData(
  userId: string,
  batchId: string | null,
  examId: string,
  now = new Date(),
): Promise<ExamPageData | null> {
  const exam = await publishedExam(batchId, examId);
  if (!exam || !batchId) return null;
  await closeExpiredAttempts(exam, now);
  const [batch, attempt, [result]] = await Promise.all([
    batchCourse(batchId),
    attemptFor(exam.id, userId),
    db()
      .select({ score: examResults.score, result: examResults.result })
      .from(examResults)
      .where(and(eq(examResults.examId, exam.id), eq(examResults.userId, userId))),
  ]);
  const view = toPortalExam(
    exam,
    {
      score: result?.score ?? null,
      result: result?.result ?? null,
      startedAt: attempt?.startedAt ?? null,
      submittedAt: attempt?.submittedAt ?? null,
    },
    labelFor(batch?.modules ?? [], exam.module),
    batch?.isDemo ?? false,
    now,
  );
  const open = view.phase === "open" && view.attempt === "in_progress";
  const showReview = exam.kind === "portal" && attempt !== null && reviewAvailable(exam, now);
  const questions = open || showReview ? await examQuestionsFor(exam.id) : [];
  const asTest = (q: (typeof questions)[number]): ExamTestQuestion => ({
    id: q.id,
    kind: q.kind,
    prompt: q.prompt,
    options: [...q.options],
    marks: q.marks,
  });
  return {
    exam: view,
    questions: open ? questions.map(asTest) : null,
    saved: open ? (attempt?.answers ?? {}) : {},
    savedAt: attempt?.savedAt?.toISOString() ?? null,
    submittedAt: attempt?.submittedAt?.toISOString() ?? null,
    review: showReview
      ? questions.map((q) => {
          const answer = attempt.answers[q.id] ?? null;
          const mark = markQuestion(q, answer ?? undefined);
          return {
            ...asTest(q),
            answer,
            correctOptions: [...q.correctOptions],
            numericAnswer: q.numericAnswer,
            numericTolerance: q.numericTolerance,
            earned: mark.earned,
            outcome: mark.outcome,
          };
        })
      : null,
    serverNow: now.toISOString(),
  };
}
