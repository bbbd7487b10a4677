import { and, asc, eq, inArray } from "drizzle-orm";
import type { ExamRosterRow, ResultLine } from "~/lib/exam-forms";
import { resultFor } from "~/lib/exam-marking";
import type { Tx } from "./db/client.server";
import { db } from "./db/client.server";
import { enrolments, examAttempts, examResults, users } from "./db/schema.server";
import { type ExamRow, lockExam } from "./exams.server";
import { recordAudit, type StaffActor } from "./staff/audit.server";

/*
 * Results of an exam as staff see and record them (docs/decisions/117): the
 * batch's students with their result and attempt; for an exam taken
 * elsewhere, a score per student or a CSV, all or nothing.
 */

/** The batch's students (active or completed enrolments) with their result and attempt, by name. */
export async function examRoster(batchId: string, examId: string): Promise<ExamRosterRow[]> {
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

/** The external exam whose results are to change, locked; an in-portal test marks itself. */
async function lockForResults(
  tx: Tx,
  batchId: string,
  examId: string,
): Promise<{ ok: true; exam: ExamRow } | Exclude<ResultChange, { ok: true }>> {
  const exam = await lockExam(tx, batchId, examId);
  if (!exam) return { ok: false, reason: "not_found" };
  if (exam.kind === "portal")
    return {
      ok: false,
      reason: "refused",
      problems: ["An in-portal test marks itself: its results come from the students' answers."],
    };
  return { ok: true, exam };
}

/** The batch's students (active or completed enrolments) who can have a result. */
function batchStudents(tx: Tx, batchId: string) {
  return tx
    .select({ userId: users.id, email: users.email })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(and(eq(enrolments.batchId, batchId), inArray(enrolments.state, ["active", "completed"])));
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
    const locked = await lockForResults(tx, batchId, examId);
    if (!locked.ok) return locked;
    const { exam } = locked;
    if (score !== null && score > exam.totalMarks) {
      return {
        ok: false,
        reason: "refused",
        problems: [`The score cannot be more than ${exam.totalMarks}.`],
      } as const;
    }
    const students = await batchStudents(tx, batchId);
    if (!students.some((s) => s.userId === userId)) return { ok: false, reason: "not_found" } as const;
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
    const locked = await lockForResults(tx, batchId, examId);
    if (!locked.ok) return locked;
    const { exam } = locked;
    const students = await batchStudents(tx, batchId);
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
