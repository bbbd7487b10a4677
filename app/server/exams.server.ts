import { and, asc, count, eq, inArray, sql, sum } from "drizzle-orm";
import { courseModules } from "~/lib/course-modules";
import type { ExamInput } from "~/lib/exam-forms";
import { examPhase } from "~/lib/exam-window";
import { db, type Tx } from "./db/client.server";
import { batches, classSessions, examAttempts, examQuestions, examResults, exams } from "./db/schema.server";
import { recordAudit, type StaffActor } from "./staff/audit.server";

/*
 * A batch's exams as its trainers manage them (docs/decisions/117): the exam
 * (external link or in-portal test); its questions are in
 * exam-questions.server.ts, its results in exam-results.server.ts. Students
 * see an exam, and its class on the schedule, once it is published; an
 * exam's time, marks and questions are fixed once it has opened.
 */

export type ExamRow = typeof exams.$inferSelect;
export type QuestionRow = typeof examQuestions.$inferSelect;

/** Where the schedule's "Start Exam" leads: the portal page that lets students in only inside the window. */
export const examPagePath = (examId: string) => `/dashboard/exams/${examId}`;

export interface ExamListRow extends ExamRow {
  questionCount: number;
  questionMarks: number;
  resultCount: number;
}

export async function listBatchExams(batchId: string): Promise<ExamListRow[]> {
  const rows = await db().select().from(exams).where(eq(exams.batchId, batchId)).orderBy(asc(exams.startsAt));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [questionTotals, resultTotals] = await Promise.all([
    db()
      .select({ examId: examQuestions.examId, n: count(), marks: sum(examQuestions.marks).mapWith(Number) })
      .from(examQuestions)
      .where(inArray(examQuestions.examId, ids))
      .groupBy(examQuestions.examId),
    db()
      .select({ examId: examResults.examId, n: count() })
      .from(examResults)
      .where(inArray(examResults.examId, ids))
      .groupBy(examResults.examId),
  ]);
  const q = new Map(questionTotals.map((r) => [r.examId, r]));
  const res = new Map(resultTotals.map((r) => [r.examId, r.n]));
  return rows.map((r) => ({
    ...r,
    questionCount: q.get(r.id)?.n ?? 0,
    questionMarks: q.get(r.id)?.marks ?? 0,
    resultCount: res.get(r.id) ?? 0,
  }));
}

export async function getBatchExam(
  batchId: string,
  examId: string,
): Promise<{ exam: ExamRow; questions: QuestionRow[] } | null> {
  if (!/^[\w-]{1,80}$/.test(examId)) return null;
  const [exam] = await db()
    .select()
    .from(exams)
    .where(and(eq(exams.id, examId), eq(exams.batchId, batchId)))
    .limit(1);
  if (!exam) return null;
  const questions = await db()
    .select()
    .from(examQuestions)
    .where(eq(examQuestions.examId, examId))
    .orderBy(asc(examQuestions.position));
  return { exam, questions };
}

/**
 * The exam as a class on the batch's schedule and calendar feed (same id):
 * written while it is published, cancelled (not deleted) when it is
 * withdrawn, so a subscribed calendar hears of it; every change raises the
 * iCalendar SEQUENCE.
 */
export async function syncExamSession(tx: Tx, exam: ExamRow) {
  const now = new Date();
  if (!exam.published) {
    await tx
      .update(classSessions)
      .set({
        cancelledAt: now,
        changeNote: "This exam has been withdrawn.",
        sequence: sql`${classSessions.sequence} + 1`,
        updatedAt: now,
      })
      .where(and(eq(classSessions.id, exam.id), eq(classSessions.type, "Exam")));
    return;
  }
  const values = {
    batchId: exam.batchId,
    title: exam.title,
    startsAt: exam.startsAt,
    durationMinutes: exam.durationMinutes,
    meetLink: examPagePath(exam.id),
    instructor: "Assessment team",
    type: "Exam" as const,
    status: "exam" as const,
    cancelledAt: null,
    changeNote: null,
    updatedAt: now,
  };
  await tx
    .insert(classSessions)
    .values({ id: exam.id, ...values })
    .onConflictDoUpdate({
      target: classSessions.id,
      set: { ...values, sequence: sql`${classSessions.sequence} + 1` },
    });
}

/** The batch's exam, locked until the transaction ends (changes to one exam happen one at a time). */
export async function lockExam(tx: Tx, batchId: string, examId: string): Promise<ExamRow | null> {
  const [exam] = await tx
    .select()
    .from(exams)
    .where(and(eq(exams.id, examId), eq(exams.batchId, batchId)))
    .for("update");
  return exam ?? null;
}

export type ExamSaveResult =
  | { ok: true; id: string }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "invalid"; fieldErrors: Record<string, string[]> };

const LOCKED_MESSAGE = "The exam has opened: its time, marks and kind can no longer change.";

/** Creates (examId null) or edits an exam of the batch; a new exam starts unpublished. */
export async function saveExam(
  actor: StaffActor,
  batchId: string,
  examId: string | null,
  input: ExamInput,
  now = new Date(),
): Promise<ExamSaveResult> {
  return db().transaction(async (tx) => {
    const [batch] = await tx
      .select({ courseId: batches.courseId })
      .from(batches)
      .where(eq(batches.id, batchId));
    if (!batch) return { ok: false, reason: "not_found" } as const;
    if (!courseModules(batch.courseId).some((m) => m.number === input.module)) {
      return {
        ok: false,
        reason: "invalid",
        fieldErrors: { module: ["Choose the module it tests."] },
      } as const;
    }
    const values = {
      title: input.title,
      description: input.description,
      module: input.module,
      startsAt: input.opensAt,
      durationMinutes: input.durationMinutes,
      totalMarks: input.totalMarks,
      passingMarks: input.passingMarks,
      topics: input.topics,
      kind: input.kind,
      examUrl: input.kind === "external" ? (input.examUrl ?? null) : null,
      isFinal: input.isFinal ?? false,
      updatedAt: now,
    };
    if (input.isFinal) {
      const [final] = await tx
        .select({ id: exams.id, title: exams.title })
        .from(exams)
        .where(and(eq(exams.batchId, batchId), eq(exams.isFinal, true)))
        .for("update");
      if (final && final.id !== examId) {
        return {
          ok: false,
          reason: "invalid",
          fieldErrors: {
            isFinal: [`“${final.title}” is this batch's final exam: untick it there first.`],
          },
        } as const;
      }
    }
    if (!examId) {
      const [row] = await tx
        .insert(exams)
        .values({ ...values, batchId, published: false, createdBy: actor.id })
        .returning();
      await recordAudit(tx, {
        actor,
        action: "exam.created",
        entityType: "exam",
        entityId: row.id,
        details: { batchId, title: row.title, kind: row.kind },
      });
      return { ok: true, id: row.id } as const;
    }
    const current = await lockExam(tx, batchId, examId);
    if (!current) return { ok: false, reason: "not_found" } as const;
    if (examPhase(current, now) !== "scheduled") {
      const locked: [keyof typeof values, string][] = [
        ["startsAt", "opensAt"],
        ["durationMinutes", "durationMinutes"],
        ["totalMarks", "totalMarks"],
        ["passingMarks", "passingMarks"],
        ["kind", "kind"],
      ];
      const fieldErrors: Record<string, string[]> = {};
      for (const [column, field] of locked) {
        const before = current[column];
        const after = values[column];
        const same =
          before instanceof Date && after instanceof Date
            ? before.getTime() === after.getTime()
            : before === after;
        if (!same) fieldErrors[field] = [LOCKED_MESSAGE];
      }
      if (Object.keys(fieldErrors).length > 0) return { ok: false, reason: "invalid", fieldErrors } as const;
    }
    const [row] = await tx.update(exams).set(values).where(eq(exams.id, examId)).returning();
    await syncExamSession(tx, row);
    await recordAudit(tx, {
      actor,
      action: "exam.updated",
      entityType: "exam",
      entityId: row.id,
      details: { batchId, title: row.title },
    });
    return { ok: true, id: row.id } as const;
  });
}

export type ExamChangeResult =
  { ok: true } | { ok: false; reason: "not_found" } | { ok: false; reason: "refused"; message: string };

async function takenCount(tx: Tx, examId: string): Promise<number> {
  const [attempts] = await tx
    .select({ n: count() })
    .from(examAttempts)
    .where(eq(examAttempts.examId, examId));
  const [results] = await tx.select({ n: count() }).from(examResults).where(eq(examResults.examId, examId));
  return attempts.n + results.n;
}

/**
 * Publishes or unpublishes an exam. An in-portal test is published only when
 * its questions add up to its total marks. Once a student has an attempt or
 * a result, the exam stays published (their result must not vanish).
 */
export async function setExamPublished(
  actor: StaffActor,
  batchId: string,
  examId: string,
  published: boolean,
): Promise<ExamChangeResult> {
  return db().transaction(async (tx) => {
    const exam = await lockExam(tx, batchId, examId);
    if (!exam) return { ok: false, reason: "not_found" } as const;
    if (exam.published === published) return { ok: true } as const;
    if (published && exam.kind === "portal") {
      const [totals] = await tx
        .select({ n: count(), marks: sum(examQuestions.marks).mapWith(Number) })
        .from(examQuestions)
        .where(eq(examQuestions.examId, examId));
      if (totals.n === 0) {
        return {
          ok: false,
          reason: "refused",
          message: "Add the test's questions before publishing it.",
        } as const;
      }
      if ((totals.marks ?? 0) !== exam.totalMarks) {
        return {
          ok: false,
          reason: "refused",
          message: `The questions add up to ${totals.marks} marks but the exam's total is ${exam.totalMarks}: change a question's marks or the total.`,
        } as const;
      }
    }
    if (!published && (await takenCount(tx, examId)) > 0) {
      return {
        ok: false,
        reason: "refused",
        message: "Students have taken this exam or have results: it stays published.",
      } as const;
    }
    const [row] = await tx
      .update(exams)
      .set({ published, updatedAt: new Date() })
      .where(eq(exams.id, examId))
      .returning();
    await syncExamSession(tx, row);
    await recordAudit(tx, {
      actor,
      action: published ? "exam.published" : "exam.unpublished",
      entityType: "exam",
      entityId: examId,
      details: { batchId, title: exam.title },
    });
    return { ok: true } as const;
  });
}

export async function deleteExam(
  actor: StaffActor,
  batchId: string,
  examId: string,
): Promise<ExamChangeResult> {
  return db().transaction(async (tx) => {
    const exam = await lockExam(tx, batchId, examId);
    if (!exam) return { ok: false, reason: "not_found" } as const;
    if ((await takenCount(tx, examId)) > 0) {
      return {
        ok: false,
        reason: "refused",
        message: "Students have taken this exam or have results: it cannot be deleted.",
      } as const;
    }
    await syncExamSession(tx, { ...exam, published: false });
    await tx.delete(exams).where(eq(exams.id, examId));
    await recordAudit(tx, {
      actor,
      action: "exam.deleted",
      entityType: "exam",
      entityId: examId,
      details: { batchId, title: exam.title },
    });
    return { ok: true } as const;
  });
}
