import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { certificatePath, formatCertificateCode } from "~/lib/certificates";
import { istDateKey } from "~/lib/ist";
import { db, type Tx } from "./db/client.server";
import { batches, certificateRefusals, certificates, enrolments, users } from "./db/schema.server";
import { composeEmail } from "./email-template.server";
import { siteConfig } from "./env.server";
import {
  type BatchRule,
  batchCandidates,
  batchRule,
  batchTeaching,
  type Candidate,
} from "./certificate-evidence.server";
import { enqueueEmail } from "./outbox.server";
import { recordAudit, type StaffActor } from "./staff/audit.server";

/*
 * Issuing, refusing and revoking certificates (PRODUCT.md decision 19,
 * docs/decisions/170-171). Completing a batch issues one to every active
 * student who meets the course's rule, in the transaction that completes
 * it; staff issue one by hand (with a reason when the rule is not met) or
 * refuse one; administrators revoke. Every change is audited on the batch.
 */

export type CertificateRow = typeof certificates.$inferSelect;
/** Staff, or the seed (no account). */
type Actor = StaffActor | { id: null; name: string };

/** A fresh public code; the unique index refuses the (2^-60) repeat, and the caller tries again. */
export function newCertificateCode(): string {
  return formatCertificateCode(randomBytes(12));
}

/** Locks the batch row: completion, issuing by hand and refusals of one batch happen one at a time. */
async function lockBatchRow(tx: Tx, batchId: string) {
  const [row] = await tx.select().from(batches).where(eq(batches.id, batchId)).for("update");
  return row ?? null;
}

/** Writes the certificate as things stand now, and queues the student's e-mail (same transaction). */
async function writeCertificate(
  tx: Tx,
  rule: BatchRule,
  student: Candidate,
  issue: {
    via: "rules" | "by_hand";
    reason: string | null;
    actor: Actor;
    now: Date;
    /** false: write it without e-mailing the student (the seed's past cohort). */
    notify?: boolean;
  },
): Promise<CertificateRow | null> {
  const teaching = await batchTeaching(rule.batchId, issue.now, tx);
  const site = siteConfig();
  const values = {
    userId: student.userId,
    batchId: rule.batchId,
    courseId: rule.courseId,
    studentName: student.name,
    courseTitle: rule.courseTitle,
    batchName: rule.batchName,
    startDate: rule.startDate,
    endDate: teaching.lastClassDate ?? istDateKey(issue.now),
    liveMinutes: teaching.liveMinutes,
    attendancePercent: student.evaluation.attendancePercent,
    finalExamScore: student.finalScore,
    finalExamTotal: student.finalScore !== null ? (rule.finalExam?.totalMarks ?? null) : null,
    signatoryName: rule.signatoryName || site.brandName,
    signatoryTitle: rule.signatoryTitle || "Training team",
    issuedAt: issue.now,
    issuedVia: issue.via,
    issueReason: issue.reason,
    issuedBy: issue.actor.id,
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    const [row] = await tx
      .insert(certificates)
      .values({ ...values, code: newCertificateCode() })
      .onConflictDoNothing()
      .returning();
    if (row) {
      if (issue.notify !== false) await notifyStudent(tx, student, row);
      return row;
    }
    // A conflict on the one-valid-certificate index: the student already has one.
    const [existing] = await tx
      .select({ id: certificates.id })
      .from(certificates)
      .where(
        and(
          eq(certificates.batchId, rule.batchId),
          eq(certificates.userId, student.userId),
          isNull(certificates.revokedAt),
        ),
      );
    if (existing) return null;
  }
  throw new Error("could not find an unused certificate code");
}

async function notifyStudent(tx: Tx, student: Candidate, row: CertificateRow) {
  const site = siteConfig();
  const verifyUrl = `${site.siteUrl}${certificatePath(row.code)}`;
  await enqueueEmail(
    composeEmail({
      to: student.email,
      subject: `Your certificate: ${row.courseTitle}`,
      greeting: `Hello ${row.studentName},`,
      paragraphs: [
        `Congratulations: you have completed ${row.batchName}, and your certificate of completion is ready.`,
        "Download it from the Certificates page of your portal, where you can also add it to your LinkedIn profile.",
      ],
      action: { label: "Open your certificates", url: `${site.siteUrl}/dashboard/certificates` },
      after: [
        `Certificate code: ${row.code}. Anyone (an employer, a recruiter) can check it at ${verifyUrl}`,
      ],
    }),
    tx,
  );
}

/**
 * Called by the transaction that completes the batch (batches.server.ts),
 * before its enrolments become completed: every active student who meets
 * the rule and was not refused gets a certificate. Returns the counts.
 */
export async function issueOnCompletion(
  tx: Tx,
  actor: Actor,
  batchId: string,
  now = new Date(),
  opts: { notify?: boolean } = {},
): Promise<{ issued: number; notQualified: number; refused: number }> {
  const rule = await batchRule(batchId, tx);
  if (!rule) return { issued: 0, notQualified: 0, refused: 0 };
  const students = (await batchCandidates(rule, tx)).filter((s) => s.enrolmentState === "active");
  let issued = 0;
  let refused = 0;
  let notQualified = 0;
  const codes: string[] = [];
  for (const student of students) {
    if (!student.evaluation.qualifies) notQualified++;
    else if (student.refusal) refused++;
    else if (student.certificate && !student.certificate.revokedAt) continue;
    else {
      const row = await writeCertificate(tx, rule, student, {
        via: "rules",
        reason: null,
        actor,
        now,
        notify: opts.notify,
      });
      if (row) {
        issued++;
        codes.push(row.code);
      }
    }
  }
  await recordAudit(tx, {
    actor,
    action: "certificate.issued_on_completion",
    entityType: "batch",
    entityId: batchId,
    details: { issued, notQualified, refused, codes, threshold: rule.threshold },
  });
  return { issued, notQualified, refused };
}

export type CertificateChange =
  | { ok: true; code?: string }
  | { ok: false; reason: "not_found" | "not_completed" | "already_issued" | "reason_required" | "revoked" };

async function candidateIn(tx: Tx, batchId: string, userId: string) {
  const batch = await lockBatchRow(tx, batchId);
  if (!batch || batch.isDemo) return null;
  const rule = await batchRule(batchId, tx);
  const student = rule ? (await batchCandidates(rule, tx)).find((s) => s.userId === userId) : undefined;
  return rule && student ? { batch, rule, student } : null;
}

/**
 * Staff issue a certificate after the batch completed: a student who now
 * meets the rule needs no reason; "Issue anyway" (the rule not met, or a
 * refusal) needs one. Audited.
 */
export async function issueByHand(
  actor: StaffActor,
  batchId: string,
  userId: string,
  reason: string,
  now = new Date(),
): Promise<CertificateChange> {
  return db().transaction(async (tx) => {
    const found = await candidateIn(tx, batchId, userId);
    if (!found) return { ok: false, reason: "not_found" } as const;
    const { batch, rule, student } = found;
    if (batch.state !== "completed" || student.enrolmentState !== "completed")
      return { ok: false, reason: "not_completed" } as const;
    if (student.certificate && !student.certificate.revokedAt)
      return { ok: false, reason: "already_issued" } as const;
    const anyway = !student.evaluation.qualifies || student.refusal !== null;
    if (anyway && reason.trim().length < 5) return { ok: false, reason: "reason_required" } as const;
    await tx
      .delete(certificateRefusals)
      .where(and(eq(certificateRefusals.batchId, batchId), eq(certificateRefusals.userId, userId)));
    const row = await writeCertificate(tx, rule, student, {
      via: "by_hand",
      reason: reason.trim() || null,
      actor,
      now,
    });
    if (!row) return { ok: false, reason: "already_issued" } as const;
    await recordAudit(tx, {
      actor,
      action: anyway ? "certificate.issued_anyway" : "certificate.issued_by_hand",
      entityType: "batch",
      entityId: batchId,
      details: {
        code: row.code,
        student: student.name,
        email: student.email,
        reason: reason.trim() || null,
        ...(anyway ? { notMet: student.evaluation.reasons } : {}),
      },
    });
    return { ok: true, code: row.code } as const;
  });
}

/** Staff withhold a student's certificate (audited); completion then issues none to them. */
export async function refuseCertificate(
  actor: StaffActor,
  batchId: string,
  userId: string,
  reason: string,
): Promise<CertificateChange> {
  return db().transaction(async (tx) => {
    const found = await candidateIn(tx, batchId, userId);
    if (!found) return { ok: false, reason: "not_found" } as const;
    if (found.student.certificate && !found.student.certificate.revokedAt)
      return { ok: false, reason: "already_issued" } as const;
    await tx
      .insert(certificateRefusals)
      .values({ batchId, userId, reason, refusedBy: actor.id })
      .onConflictDoUpdate({
        target: [certificateRefusals.batchId, certificateRefusals.userId],
        set: { reason, refusedBy: actor.id, refusedAt: new Date() },
      });
    await recordAudit(tx, {
      actor,
      action: "certificate.refused",
      entityType: "batch",
      entityId: batchId,
      details: { student: found.student.name, email: found.student.email, reason },
    });
    return { ok: true } as const;
  });
}

/** Staff take a refusal back (audited): the student is judged by the rule again. */
export async function withdrawRefusal(
  actor: StaffActor,
  batchId: string,
  userId: string,
): Promise<CertificateChange> {
  return db().transaction(async (tx) => {
    const found = await candidateIn(tx, batchId, userId);
    if (!found || !found.student.refusal) return { ok: false, reason: "not_found" } as const;
    await tx
      .delete(certificateRefusals)
      .where(and(eq(certificateRefusals.batchId, batchId), eq(certificateRefusals.userId, userId)));
    await recordAudit(tx, {
      actor,
      action: "certificate.refusal_withdrawn",
      entityType: "batch",
      entityId: batchId,
      details: { student: found.student.name, email: found.student.email },
    });
    return { ok: true } as const;
  });
}

/**
 * An administrator revokes a certificate of the batch with a reason
 * (audited; the student is told): its page then says "Revoked on <date>"
 * and its PDF is no longer served.
 */
export async function revokeCertificate(
  actor: StaffActor,
  batchId: string,
  certificateId: string,
  reason: string,
  now = new Date(),
): Promise<CertificateChange> {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .select({ certificate: certificates, email: users.email })
      .from(certificates)
      .leftJoin(users, eq(users.id, certificates.userId))
      .where(
        and(
          eq(certificates.id, certificateId),
          eq(certificates.batchId, batchId),
          eq(certificates.isSample, false),
        ),
      )
      .for("update", { of: certificates });
    if (!row) return { ok: false, reason: "not_found" } as const;
    if (row.certificate.revokedAt) return { ok: false, reason: "revoked" } as const;
    await tx
      .update(certificates)
      .set({ revokedAt: now, revokedBy: actor.id, revokeReason: reason })
      .where(eq(certificates.id, certificateId));
    await recordAudit(tx, {
      actor,
      action: "certificate.revoked",
      entityType: "batch",
      entityId: batchId,
      details: { code: row.certificate.code, student: row.certificate.studentName, reason },
    });
    if (row.email) {
      await enqueueEmail(
        composeEmail({
          to: row.email,
          subject: `Your certificate ${row.certificate.code} has been revoked`,
          greeting: `Hello ${row.certificate.studentName},`,
          paragraphs: [
            `Your certificate for ${row.certificate.courseTitle} (${row.certificate.code}) has been revoked. Its verification page now says so, and it can no longer be downloaded.`,
            `Reason: ${reason}`,
            `If you think this is a mistake, reply to this e-mail or write to ${siteConfig().email}.`,
          ],
        }),
        tx,
      );
    }
    return { ok: true, code: row.certificate.code } as const;
  });
}

/** The batch's certificate page: the rule, and each student with the verdict, refusal and certificate. */
export async function certificateOverview(batchId: string) {
  const rule = await batchRule(batchId);
  if (!rule) return null;
  const students = await batchCandidates(rule);
  return { rule, students };
}

/** Whether an enrolment of this batch is still active (the page's "would qualify" vs "qualified"). */
export async function activeEnrolmentCount(batchId: string): Promise<number> {
  const rows = await db()
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.batchId, batchId), eq(enrolments.state, "active")));
  return rows.length;
}
