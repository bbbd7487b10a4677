import { and, asc, eq, isNull } from "drizzle-orm";
import { type Answers, markAttempt, resultFor } from "~/lib/exam-marking";
import { type AnswerRefusal, answerRefusal, attemptFinalAt, canStartExam } from "~/lib/exam-window";
import { db, type Tx } from "./db/client.server";
import { examAttempts, examQuestions, examResults, exams } from "./db/schema.server";

/*
 * A student's one attempt at an in-portal test (docs/decisions/117). The
 * server's clock decides: an attempt starts only inside the exam's window,
 * answers are saved and submitted only until it closes (plus a few seconds
 * in transit), and an attempt nobody submitted is marked as saved once the
 * window has passed, by whichever request reads it first. Marking writes the
 * result in the same transaction that closes the attempt.
 */

type ExamRow = typeof exams.$inferSelect;
export type AttemptRow = typeof examAttempts.$inferSelect;

/** A published exam of this batch, or null (another batch's, a draft, or no such id). */
export async function publishedExam(batchId: string | null, examId: string): Promise<ExamRow | null> {
  if (!batchId || !/^[\w-]{1,80}$/.test(examId)) return null;
  const [exam] = await db()
    .select()
    .from(exams)
    .where(and(eq(exams.id, examId), eq(exams.batchId, batchId), eq(exams.published, true)))
    .limit(1);
  return exam ?? null;
}

export type QuestionRow = typeof examQuestions.$inferSelect;

/** The test's questions in order, with their answers (server only: the page decides what to send). */
export async function examQuestionsFor(
  examId: string,
  database: Tx | ReturnType<typeof db> = db(),
): Promise<QuestionRow[]> {
  const rows = await database
    .select()
    .from(examQuestions)
    .where(eq(examQuestions.examId, examId))
    .orderBy(asc(examQuestions.position));
  return rows;
}

export async function attemptFor(examId: string, userId: string): Promise<AttemptRow | null> {
  const [row] = await db()
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, examId), eq(examAttempts.userId, userId)))
    .limit(1);
  return row ?? null;
}

export type StartResult = { ok: true } | { ok: false; reason: "not_open" | "not_portal" };

/** Starts the student's one attempt; starting again (a second tab, a reload) is the same attempt. */
export async function startAttempt(exam: ExamRow, userId: string, now = new Date()): Promise<StartResult> {
  if (exam.kind !== "portal") return { ok: false, reason: "not_portal" };
  if (!canStartExam(exam, now)) return { ok: false, reason: "not_open" };
  await db().insert(examAttempts).values({ examId: exam.id, userId, startedAt: now }).onConflictDoNothing();
  return { ok: true };
}

/** Marks an attempt and records its result, inside the caller's transaction (the attempt row is locked). */
async function closeAttempt(tx: Tx, exam: ExamRow, attempt: AttemptRow, answers: Answers, at: Date) {
  const questions = await examQuestionsFor(exam.id, tx);
  const { score } = markAttempt(questions, answers);
  await tx.update(examAttempts).set({ answers, submittedAt: at }).where(eq(examAttempts.id, attempt.id));
  await tx
    .insert(examResults)
    .values({
      examId: exam.id,
      userId: attempt.userId,
      score,
      result: resultFor(score, exam.passingMarks),
      source: "portal",
      completedAt: at,
    })
    .onConflictDoNothing();
  return score;
}

export type AnswerResult =
  | { ok: true; submitted: boolean; score: number | null }
  | { ok: false; reason: AnswerRefusal | "no_attempt" };

/**
 * Saves the student's answers and, with `submit`, marks them. Refused before
 * the window, after it (the answers saved before then are marked), and once
 * submitted: the first of two submits wins, the second changes nothing.
 */
export async function answerExam(
  exam: ExamRow,
  userId: string,
  answers: Answers,
  opts: { submit: boolean },
  now = new Date(),
): Promise<AnswerResult> {
  return db().transaction(async (tx) => {
    const [attempt] = await tx
      .select()
      .from(examAttempts)
      .where(and(eq(examAttempts.examId, exam.id), eq(examAttempts.userId, userId)))
      .for("update");
    if (!attempt) return { ok: false, reason: "no_attempt" } as const;
    const refusal = answerRefusal(exam, attempt, now);
    if (refusal) {
      if (refusal === "time_up" && !attempt.submittedAt) {
        await closeAttempt(tx, exam, attempt, attempt.answers, attemptFinalAt(exam));
      }
      return { ok: false, reason: refusal } as const;
    }
    if (opts.submit) {
      const score = await closeAttempt(tx, exam, attempt, answers, now);
      return { ok: true, submitted: true, score } as const;
    }
    await tx.update(examAttempts).set({ answers, savedAt: now }).where(eq(examAttempts.id, attempt.id));
    return { ok: true, submitted: false, score: null } as const;
  });
}

/**
 * Marks every attempt of the exam that was never submitted, once its window
 * (and the transit allowance) has passed, with the answers saved by then.
 * Safe to call on every read: it only touches attempts still open.
 */
export async function closeExpiredAttempts(exam: ExamRow, now = new Date()): Promise<number> {
  if (exam.kind !== "portal" || now.getTime() < attemptFinalAt(exam).getTime()) return 0;
  const open = await db()
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, exam.id), isNull(examAttempts.submittedAt)));
  let closed = 0;
  for (const { id } of open) {
    closed += await db().transaction(async (tx) => {
      const [attempt] = await tx
        .select()
        .from(examAttempts)
        .where(and(eq(examAttempts.id, id), isNull(examAttempts.submittedAt)))
        .for("update");
      if (!attempt) return 0;
      await closeAttempt(tx, exam, attempt, attempt.answers, attemptFinalAt(exam));
      return 1;
    });
  }
  return closed;
}
