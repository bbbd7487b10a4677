import { and, asc, count, eq, inArray, sql, sum } from "drizzle-orm";
import { courseModules } from "~/lib/course-modules";
import type { ExamInput, QuestionInput, ResultLine } from "~/lib/exam-forms";
import { resultFor } from "~/lib/exam-marking";
import { examPhase } from "~/lib/exam-window";
import { db, type Tx } from "./db/client.server";
import {
  batches,
  classSessions,
  enrolments,
  examAttempts,
  examQuestions,
  examResults,
  exams,
  users,
} from "./db/schema.server";
import { recordAudit, type StaffActor } from "./staff/audit.server";

/*
 * A batch's exams as its trainers manage them (docs/decisions/117): the exam
 * (external link or in-portal test), its questions, and results. Students
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
async function syncExamSession(tx: Tx, exam: ExamRow) {
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
async function lockExam(tx: Tx, batchId: string, examId: string): Promise<ExamRow | null> {
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
      updatedAt: now,
    };
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

// ---------------------------------------------------------------- questions

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

// ---------------------------------------------------------------- results

export interface RosterRow {
  userId: string;
  name: string;
  email: string;
  score: number | null;
  result: "passed" | "failed" | null;
  source: "portal" | "staff" | "import" | null;
  attempt: "none" | "in_progress" | "submitted";
}

/** The batch's students (active or completed enrolments) with their result and attempt, by name. */
export async function examRoster(batchId: string, examId: string): Promise<RosterRow[]> {
  const rows = await db()
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      score: examResults.score,
      result: examResults.result,
      source: examResults.source,
      startedAt: examAttempts.startedAt,
      submittedAt: examAttempts.submittedAt,
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .leftJoin(examResults, and(eq(examResults.userId, users.id), eq(examResults.examId, examId)))
    .leftJoin(examAttempts, and(eq(examAttempts.userId, users.id), eq(examAttempts.examId, examId)))
    .where(and(eq(enrolments.batchId, batchId), inArray(enrolments.state, ["active", "completed"])))
    .orderBy(asc(users.name))
    .limit(500);
  return rows.map((r) => ({
    userId: r.userId,
    name: r.name,
    email: r.email,
    score: r.score,
    result: r.result,
    source: r.source,
    attempt: r.submittedAt ? "submitted" : r.startedAt ? "in_progress" : "none",
  }));
}

export type ResultChange =
  | { ok: true; recorded: number }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "refused"; problems: string[] };

async function upsertResult(
  tx: Tx,
  actor: StaffActor,
  exam: ExamRow,
  userId: string,
  score: number,
  source: "staff" | "import",
) {
  const values = {
    score,
    result: resultFor(score, exam.passingMarks),
    source,
    recordedBy: actor.id,
    completedAt: new Date(),
  };
  await tx
    .insert(examResults)
    .values({ examId: exam.id, userId, ...values })
    .onConflictDoUpdate({ target: [examResults.examId, examResults.userId], set: values });
}

function resultProblems(exam: ExamRow): string | null {
  if (exam.kind === "portal")
    return "An in-portal test marks itself: its results come from the students' answers.";
  return null;
}

/** Staff enter (or clear, score null) one student's result of an external exam. */
export async function recordResult(
  actor: StaffActor,
  batchId: string,
  examId: string,
  userId: string,
  score: number | null,
): Promise<ResultChange> {
  return db().transaction(async (tx) => {
    const exam = await lockExam(tx, batchId, examId);
    if (!exam) return { ok: false, reason: "not_found" } as const;
    const problem = resultProblems(exam);
    if (problem) return { ok: false, reason: "refused", problems: [problem] } as const;
    if (score !== null && score > exam.totalMarks) {
      return {
        ok: false,
        reason: "refused",
        problems: [`The score cannot be more than ${exam.totalMarks}.`],
      } as const;
    }
    const roster = await examRosterIds(tx, batchId);
    if (!roster.has(userId)) return { ok: false, reason: "not_found" } as const;
    if (score === null) {
      await tx.delete(examResults).where(and(eq(examResults.examId, examId), eq(examResults.userId, userId)));
    } else {
      await upsertResult(tx, actor, exam, userId, score, "staff");
    }
    await recordAudit(tx, {
      actor,
      action: "exam.result_recorded",
      entityType: "exam",
      entityId: examId,
      details: { batchId, userId, score },
    });
    return { ok: true, recorded: 1 } as const;
  });
}

async function examRosterIds(tx: Tx, batchId: string): Promise<Set<string>> {
  const rows = await tx
    .select({ userId: enrolments.userId })
    .from(enrolments)
    .where(and(eq(enrolments.batchId, batchId), inArray(enrolments.state, ["active", "completed"])));
  return new Set(rows.map((r) => r.userId));
}

/**
 * Imports results of an external exam from a CSV (already read into lines):
 * every line must name a student of this batch by their account e-mail and
 * a score within the total, or nothing is imported and each problem is
 * listed with its line. Importing the same file again changes nothing.
 */
export async function importResults(
  actor: StaffActor,
  batchId: string,
  examId: string,
  lines: readonly ResultLine[],
): Promise<ResultChange> {
  return db().transaction(async (tx) => {
    const exam = await lockExam(tx, batchId, examId);
    if (!exam) return { ok: false, reason: "not_found" } as const;
    const problem = resultProblems(exam);
    if (problem) return { ok: false, reason: "refused", problems: [problem] } as const;
    const students = await tx
      .select({ userId: users.id, email: users.email })
      .from(enrolments)
      .innerJoin(users, eq(users.id, enrolments.userId))
      .where(and(eq(enrolments.batchId, batchId), inArray(enrolments.state, ["active", "completed"])));
    const byEmail = new Map(students.map((s) => [s.email.toLowerCase(), s.userId]));
    const problems: string[] = [];
    for (const line of lines) {
      if (!byEmail.has(line.email))
        problems.push(`Line ${line.line}: ${line.email} is not a student of this batch.`);
      else if (line.score > exam.totalMarks)
        problems.push(`Line ${line.line}: ${line.score} is more than the total of ${exam.totalMarks}.`);
    }
    if (problems.length > 0) return { ok: false, reason: "refused", problems } as const;
    for (const line of lines)
      await upsertResult(tx, actor, exam, byEmail.get(line.email)!, line.score, "import");
    await recordAudit(tx, {
      actor,
      action: "exam.results_imported",
      entityType: "exam",
      entityId: examId,
      details: { batchId, count: lines.length },
    });
    return { ok: true, recorded: lines.length } as const;
  });
}
