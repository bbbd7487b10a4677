import { and, asc, count, eq, inArray, isNull, lte, max, sql, sum } from "drizzle-orm";
import { courseTitleOf } from "~/lib/catalogue";
import {
  type AttendanceCounts,
  type CertificateCandidateView,
  type CertificateRuleView,
  DEFAULT_ATTENDANCE_PERCENT,
  evaluateCertificate,
  type FinalExamStanding,
} from "~/lib/certificates";
import { istDateKey } from "~/lib/ist";
import { db, type Db, type Tx } from "./db/client.server";
import {
  attendance,
  batches,
  certificateRefusals,
  certificates,
  classSessions,
  courses,
  enrolments,
  examResults,
  exams,
  users,
} from "./db/schema.server";
import { closeExpiredAttempts } from "./exam-attempts.server";

/*
 * What a batch's certificates rest on (docs/decisions/170): each student's
 * attendance, the final exam, the course's rule and signatory, the hours of
 * live classes held. Read inside the transaction that issues, so what is
 * evaluated is what is issued.
 */

type Database = Db | Tx;

/** The kinds of class counted as live teaching hours (not mentoring, support or exams). */
const TEACHING_TYPES = ["Live Class", "Workshop"] as const;

export interface BatchRule extends CertificateRuleView {
  batchId: string;
  batchName: string;
  batchState: string;
  startDate: string;
}

/** The batch with its course's rule and its final exam (published only: a draft is not an exam yet). */
export async function batchRule(batchId: string, database: Database = db()): Promise<BatchRule | null> {
  const [row] = await database
    .select({
      batch: batches,
      threshold: courses.certificateAttendancePercent,
      signatoryName: courses.certificateSignatoryName,
      signatoryTitle: courses.certificateSignatoryTitle,
    })
    .from(batches)
    .leftJoin(courses, eq(courses.id, batches.courseId))
    .where(eq(batches.id, batchId))
    .limit(1);
  if (!row) return null;
  const [final] = await database
    .select()
    .from(exams)
    .where(and(eq(exams.batchId, batchId), eq(exams.isFinal, true), eq(exams.published, true)))
    .limit(1);
  return {
    batchId,
    batchName: row.batch.name,
    batchState: row.batch.state,
    courseId: row.batch.courseId,
    courseTitle: courseTitleOf(row.batch.courseId),
    startDate: row.batch.startDate,
    threshold: row.threshold ?? DEFAULT_ATTENDANCE_PERCENT,
    signatoryName: row.signatoryName ?? "",
    signatoryTitle: row.signatoryTitle ?? "",
    finalExam: final
      ? {
          id: final.id,
          title: final.title,
          totalMarks: final.totalMarks,
          passingMarks: final.passingMarks,
          closed: final.startsAt.getTime() + final.durationMinutes * 60_000 <= Date.now(),
        }
      : null,
  };
}

/** Marks in-portal attempts of the final exam that nobody handed in, so their results count (decision 117). */
export async function settleFinalExam(batchId: string): Promise<void> {
  const [final] = await db()
    .select()
    .from(exams)
    .where(and(eq(exams.batchId, batchId), eq(exams.isFinal, true), eq(exams.published, true)))
    .limit(1);
  if (final) await closeExpiredAttempts(final);
}

export type Candidate = CertificateCandidateView;

/**
 * The batch's students (active or completed enrolments, and anyone holding a
 * certificate of it), each with the rule's verdict and why, by name.
 */
export async function batchCandidates(rule: BatchRule, database: Database = db()): Promise<Candidate[]> {
  const people = await database
    .select({ userId: users.id, name: users.name, email: users.email, state: enrolments.state })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(and(eq(enrolments.batchId, rule.batchId), inArray(enrolments.state, ["active", "completed"])))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.email));
  const ids = people.map((p) => p.userId);
  if (ids.length === 0) return [];

  const marks = await database
    .select({ userId: attendance.userId, mark: attendance.mark, n: count() })
    .from(attendance)
    .innerJoin(classSessions, eq(classSessions.id, attendance.sessionId))
    .where(
      and(
        eq(classSessions.batchId, rule.batchId),
        isNull(classSessions.cancelledAt),
        inArray(attendance.userId, ids),
      ),
    )
    .groupBy(attendance.userId, attendance.mark);
  const results = rule.finalExam
    ? await database
        .select({ userId: examResults.userId, score: examResults.score, result: examResults.result })
        .from(examResults)
        .where(and(eq(examResults.examId, rule.finalExam.id), inArray(examResults.userId, ids)))
    : [];
  const refusals = await database
    .select()
    .from(certificateRefusals)
    .where(and(eq(certificateRefusals.batchId, rule.batchId), inArray(certificateRefusals.userId, ids)));
  const held = await database
    .select()
    .from(certificates)
    .where(and(eq(certificates.batchId, rule.batchId), eq(certificates.isSample, false)))
    .orderBy(asc(certificates.issuedAt));

  return people.map((p) => {
    const counts: AttendanceCounts = { present: 0, late: 0, absent: 0 };
    for (const m of marks.filter((r) => r.userId === p.userId)) counts[m.mark] = m.n;
    const result = results.find((r) => r.userId === p.userId);
    const finalExam: FinalExamStanding = !rule.finalExam
      ? { kind: "none" }
      : !result
        ? { kind: "not_taken", total: rule.finalExam.totalMarks }
        : { kind: result.result, score: result.score, total: rule.finalExam.totalMarks };
    const refusal = refusals.find((r) => r.userId === p.userId);
    const mine = held.filter((c) => c.userId === p.userId);
    const certificate = mine.find((c) => !c.revokedAt) ?? mine.at(-1) ?? null;
    return {
      userId: p.userId,
      name: p.name,
      email: p.email,
      enrolmentState: p.state,
      evaluation: evaluateCertificate({ attendance: counts, threshold: rule.threshold, finalExam }),
      finalExam,
      finalScore: finalExam.kind === "passed" ? finalExam.score : null,
      refusal: refusal ? { reason: refusal.reason, refusedAt: refusal.refusedAt } : null,
      certificate: certificate
        ? {
            id: certificate.id,
            code: certificate.code,
            issuedAt: certificate.issuedAt,
            issuedVia: certificate.issuedVia,
            issueReason: certificate.issueReason,
            revokedAt: certificate.revokedAt,
            revokeReason: certificate.revokeReason,
          }
        : null,
    };
  });
}

/** The batch's teaching so far: minutes of live classes held and the India-time day of the last class. */
export async function batchTeaching(
  batchId: string,
  now: Date,
  database: Database = db(),
): Promise<{ liveMinutes: number; lastClassDate: string | null }> {
  const held = and(
    eq(classSessions.batchId, batchId),
    isNull(classSessions.cancelledAt),
    lte(classSessions.startsAt, now),
  );
  const [teaching] = await database
    .select({ minutes: sum(classSessions.durationMinutes).mapWith(Number) })
    .from(classSessions)
    .where(and(held, inArray(classSessions.type, [...TEACHING_TYPES])));
  const [last] = await database
    .select({ at: max(classSessions.startsAt) })
    .from(classSessions)
    .where(held);
  return {
    liveMinutes: teaching?.minutes ?? 0,
    lastClassDate: last?.at ? istDateKey(new Date(last.at)) : null,
  };
}
