import { and, eq, sql } from "drizzle-orm";
import type { QuestionInput } from "~/lib/exam-forms";
import { examPhase } from "~/lib/exam-window";
import type { Tx } from "./db/client.server";
import { db } from "./db/client.server";
import { examQuestions, exams } from "./db/schema.server";
import { type ExamChangeResult, type ExamRow, lockExam, syncExamSession } from "./exams.server";
import { recordAudit, type StaffActor } from "./staff/audit.server";

/*
 * The questions of an in-portal test (docs/decisions/117): added, edited and
 * deleted only while the test has not opened.
 */

const QUESTIONS_LOCKED = "The exam has opened: its questions can no longer change.";

async function lockedForQuestions(
  tx: Tx,
  batchId: string,
  examId: string,
  now: Date,
): Promise<ExamChangeResult & { exam?: ExamRow }> {
  const exam = await lockExam(tx, batchId, examId);
  if (!exam) return { ok: false, reason: "not_found" };
  if (exam.kind !== "portal") {
    return { ok: false, reason: "refused", message: "Only an in-portal test has questions." };
  }
  if (examPhase(exam, now) !== "scheduled")
    return { ok: false, reason: "refused", message: QUESTIONS_LOCKED };
  return { ok: true, exam };
}

/** Adds a question at the end, or edits one (questionId), while the exam has not opened. */
export async function saveQuestion(
  actor: StaffActor,
  batchId: string,
  examId: string,
  input: QuestionInput,
  now = new Date(),
): Promise<ExamChangeResult> {
  return db().transaction(async (tx) => {
    const check = await lockedForQuestions(tx, batchId, examId, now);
    if (!check.ok) return check;
    const values = {
      kind: input.kind,
      prompt: input.prompt,
      options: input.options,
      correctOptions: input.correctOptions,
      numericAnswer: input.numericAnswer,
      numericTolerance: input.numericTolerance,
      marks: input.marks,
    };
    if (input.questionId) {
      const updated = await tx
        .update(examQuestions)
        .set(values)
        .where(and(eq(examQuestions.id, input.questionId), eq(examQuestions.examId, examId)))
        .returning({ id: examQuestions.id });
      if (updated.length === 0) return { ok: false, reason: "not_found" } as const;
    } else {
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${examQuestions.position}), 0)`.mapWith(Number) })
        .from(examQuestions)
        .where(eq(examQuestions.examId, examId));
      await tx.insert(examQuestions).values({ examId, position: last.position + 1, ...values });
    }
    await recordAudit(tx, {
      actor,
      action: "exam.questions_changed",
      entityType: "exam",
      entityId: examId,
      details: { batchId, change: input.questionId ? "edited" : "added" },
    });
    return { ok: true } as const;
  });
}

export async function deleteQuestion(
  actor: StaffActor,
  batchId: string,
  examId: string,
  questionId: string,
  now = new Date(),
): Promise<ExamChangeResult> {
  return db().transaction(async (tx) => {
    const check = await lockedForQuestions(tx, batchId, examId, now);
    if (!check.ok) return check;
    const gone = await tx
      .delete(examQuestions)
      .where(and(eq(examQuestions.id, questionId), eq(examQuestions.examId, examId)))
      .returning({ id: examQuestions.id });
    if (gone.length === 0) return { ok: false, reason: "not_found" } as const;
    // A published test whose questions no longer add up goes back to draft.
    if (check.exam?.published) {
      const [row] = await tx
        .update(exams)
        .set({ published: false, updatedAt: now })
        .where(eq(exams.id, examId))
        .returning();
      await syncExamSession(tx, row);
    }
    await recordAudit(tx, {
      actor,
      action: "exam.questions_changed",
      entityType: "exam",
      entityId: examId,
      details: { batchId, change: "deleted" },
    });
    return { ok: true } as const;
  });
}
