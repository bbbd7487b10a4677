import { and, desc, eq, ne } from "drizzle-orm";
import {
  certificatePath,
  finalExamLine,
  type CertificateStandingView,
  type PublicCertificate,
  SAMPLE_CERTIFICATE_CODE,
} from "~/lib/certificates";
import { batchCandidates, batchRule } from "./certificate-evidence.server";
import type { CertificateDocument } from "./certificate-pdf.server";
import type { CertificateRow } from "./certificates.server";
import { db } from "./db/client.server";
import { certificates } from "./db/schema.server";
import { siteConfig } from "./env.server";
import { renderCertificatePdf } from "./certificate-pdf.server";

/*
 * Who sees which certificate (docs/decisions/171). The code is the key to
 * the public page only, which holds nothing private (no e-mail, no phone):
 * anyone who has it may see it. The PDF is the student's own, behind their
 * session; the signed-out demo gets the sample student's sample only.
 */

/** A real certificate by its printed code (valid or revoked), or the sample; null for an unknown code. */
export async function findCertificateByCode(code: string): Promise<CertificateRow | null> {
  const [row] = await db()
    .select()
    .from(certificates)
    .where(and(eq(certificates.code, code), eq(certificates.isSample, code === SAMPLE_CERTIFICATE_CODE)))
    .limit(1);
  return row ?? null;
}

/** The student's certificates, newest first (revoked ones stay listed, marked). */
export async function listStudentCertificates(userId: string): Promise<CertificateRow[]> {
  return db()
    .select()
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt));
}

/** The student lets search engines index their certificate's page, or stops them. */
export async function setCertificatePublic(
  userId: string,
  certificateId: string,
  makePublic: boolean,
): Promise<boolean> {
  const rows = await db()
    .update(certificates)
    .set({ public: makePublic })
    .where(
      and(
        eq(certificates.id, certificateId),
        eq(certificates.userId, userId),
        eq(certificates.isSample, false),
      ),
    )
    .returning({ id: certificates.id });
  return rows.length > 0;
}

export type DownloadAnswer =
  { ok: true; row: CertificateRow } | { ok: false; reason: "not_found" | "revoked"; revokedAt?: Date };

/**
 * The certificate this viewer may download: their own (by code), the
 * sample for the demo; a revoked one is refused, anyone else's is "not found".
 */
export async function certificateForDownload(
  code: string,
  viewer: { demo: boolean; userId: string },
): Promise<DownloadAnswer> {
  const [row] = await db()
    .select()
    .from(certificates)
    .where(
      and(
        eq(certificates.code, code),
        eq(certificates.userId, viewer.userId),
        // The demo may only ever download a sample; a student only real ones.
        viewer.demo ? eq(certificates.isSample, true) : ne(certificates.isSample, true),
      ),
    )
    .limit(1);
  if (!row) return { ok: false, reason: "not_found" };
  if (row.revokedAt) return { ok: false, reason: "revoked", revokedAt: row.revokedAt };
  return { ok: true, row };
}

export function verifyUrlOf(code: string): string {
  return `${siteConfig().siteUrl}${certificatePath(code)}`;
}

export function documentOf(row: CertificateRow): CertificateDocument {
  return {
    code: row.code,
    studentName: row.studentName,
    courseTitle: row.courseTitle,
    batchName: row.batchName,
    startDate: row.startDate,
    endDate: row.endDate,
    liveMinutes: row.liveMinutes,
    finalExamScore: row.finalExamScore,
    finalExamTotal: row.finalExamTotal,
    signatoryName: row.signatoryName,
    signatoryTitle: row.signatoryTitle,
    issuedAt: row.issuedAt,
    isSample: row.isSample,
  };
}

/** The certificate's PDF, with the QR code of its verification page. */
export function certificatePdf(row: CertificateRow): Promise<Uint8Array> {
  return renderCertificatePdf(documentOf(row), {
    brandName: siteConfig().brandName,
    verifyUrl: verifyUrlOf(row.code),
  });
}

/** A certificate as the public page and the portal show it (nothing private). */
export function publicView(row: CertificateRow): PublicCertificate {
  return {
    code: row.code,
    studentName: row.studentName,
    courseId: row.courseId,
    courseTitle: row.courseTitle,
    batchName: row.batchName,
    startDate: row.startDate,
    endDate: row.endDate,
    liveMinutes: row.liveMinutes,
    finalExam: finalExamLine(row.finalExamScore, row.finalExamTotal),
    signatoryName: row.signatoryName,
    signatoryTitle: row.signatoryTitle,
    issuedAt: row.issuedAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    public: row.public,
    isSample: row.isSample,
  };
}

/** Where a student of an active batch stands against the certificate's rule (their own portal). */
export async function studentStanding(
  userId: string,
  batchId: string,
): Promise<CertificateStandingView | null> {
  const rule = await batchRule(batchId);
  if (!rule) return null;
  const me = (await batchCandidates(rule)).find((s) => s.userId === userId);
  if (!me) return null;
  return {
    batchName: rule.batchName,
    threshold: rule.threshold,
    attendancePercent: me.evaluation.attendancePercent,
    finalExam:
      rule.finalExam && me.finalExam.kind !== "none"
        ? { title: rule.finalExam.title, standing: me.finalExam.kind }
        : null,
    reasons: me.evaluation.reasons,
  };
}
