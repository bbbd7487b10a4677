/**
 * Certificates (PRODUCT.md decision 19, docs/decisions/170-172): the rule a
 * student must meet, its wording (the one home of the sentence the home
 * page, course pages, FAQ and chat print), the public code's format, the
 * final exam's grade and the sharing links. Pure: browser and server.
 */
import { formatDate } from "./format";

/** A course's attendance threshold unless an administrator sets another (percent of marked classes). */
export const DEFAULT_ATTENDANCE_PERCENT = 75;

// ---------------------------------------------------------------- the rule

export interface AttendanceCounts {
  present: number;
  late: number;
  absent: number;
}

export type FinalExamStanding =
  | { kind: "none" }
  | { kind: "passed"; score: number; total: number }
  | { kind: "failed"; score: number; total: number }
  | { kind: "not_taken"; total: number };

export interface CertificateEvaluation {
  qualifies: boolean;
  /** Attended (present or late) out of marked classes, rounded; null before any mark. */
  attendancePercent: number | null;
  /** Why not, in staff's words: "attendance 68% < 75%", "final exam not passed". Empty when it qualifies. */
  reasons: string[];
}

/**
 * The rule (issue 25): attendance at least `threshold`% of the classes marked
 * for the student (the same rounded percentage the student sees), and the
 * final exam passed when the batch has one. Completion of the batch is the
 * caller's condition. Nothing marked at all does not qualify: there is no
 * attendance to certify.
 */
export function evaluateCertificate(input: {
  attendance: AttendanceCounts;
  threshold: number;
  finalExam: FinalExamStanding;
}): CertificateEvaluation {
  const { present, late, absent } = input.attendance;
  const marked = present + late + absent;
  const percent = marked > 0 ? Math.round(((present + late) / marked) * 100) : null;
  const reasons: string[] = [];
  if (percent === null) {
    if (input.threshold > 0) reasons.push("no attendance marked");
  } else if (percent < input.threshold) {
    reasons.push(`attendance ${percent}% < ${input.threshold}%`);
  }
  const exam = input.finalExam;
  if (exam.kind === "failed")
    reasons.push(`final exam not passed (${formatScore(exam.score)}/${exam.total})`);
  if (exam.kind === "not_taken") reasons.push("final exam not taken");
  return { qualifies: reasons.length === 0, attendancePercent: percent, reasons };
}

/**
 * The rule in words, after "you receive a certificate when you ...". Given
 * the thresholds of the courses the sentence is about (one course page: one).
 */
export function certificateRuleText(thresholds: readonly number[]): string {
  const unique = [...new Set(thresholds.length ? thresholds : [DEFAULT_ATTENDANCE_PERCENT])].sort(
    (a, b) => a - b,
  );
  const attendance =
    unique.length === 1
      ? `attend at least ${unique[0]}% of its live classes`
      : `attend at least ${unique[0]}% to ${unique.at(-1)}% of its live classes (each course page gives its figure)`;
  return `complete your batch, ${attendance} and pass its final exam`;
}

/** "{certificateRule}" in a content template, filled with the rule for these thresholds. */
export function withCertificateRule<T extends { description: string }>(
  cards: readonly T[],
  thresholds: readonly number[],
): T[] {
  const rule = certificateRuleText(thresholds);
  return cards.map((card) => ({ ...card, description: card.description.replace("{certificateRule}", rule) }));
}

// ---------------------------------------------------------------- the final exam's grade

/** 37.5 -> "37.5", 41 -> "41". */
export function formatScore(score: number): string {
  return String(Math.round(score * 100) / 100);
}

/**
 * The grade printed for a passed final exam, in the bands Indian
 * institutions use: Distinction from 75%, First Class from 60%, else Pass.
 */
export function examGrade(score: number, total: number): string {
  const percent = total > 0 ? (score / total) * 100 : 0;
  return percent >= 75 ? "Distinction" : percent >= 60 ? "First Class" : "Pass";
}

/** "41/50 (82%), Distinction", or null without a passed final exam. */
export function finalExamLine(score: number | null, total: number | null): string | null {
  if (score === null || total === null || total <= 0) return null;
  return `${formatScore(score)}/${total} (${Math.round((score / total) * 100)}%), ${examGrade(score, total)}`;
}

/** 3150 minutes -> "52.5 hours". */
export function formatLiveHours(minutes: number): string {
  const hours = Math.round((minutes / 60) * 10) / 10;
  return `${hours} ${hours === 1 ? "hour" : "hours"}`;
}

/** "5 Jan 2026 – 30 Mar 2026" from India-time day keys. */
export function formatCourseDates(startDate: string, endDate: string): string {
  const day = (key: string) => formatDate(`${key}T12:00:00+05:30`);
  return startDate === endDate ? day(startDate) : `${day(startDate)} – ${day(endDate)}`;
}

// ---------------------------------------------------------------- the code

/** Crockford's base 32: no I, L, O or U, so a code read aloud or typed is not misread. */
export const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** 12 characters of 5 bits: 60 random bits after the prefix. */
export const CODE_LENGTH = 12;
export const CODE_PREFIX = "TPA";
/** The demo portal's sample certificate: not in the real codes' format, never verifiable as real. */
export const SAMPLE_CERTIFICATE_CODE = "SAMPLE-CERTIFICATE";

/** Random bytes -> "TPA-7K3Q-XM2D-9FHT" (each byte gives its low 5 bits; 12 bytes needed). */
export function formatCertificateCode(random: Uint8Array): string {
  if (random.length < CODE_LENGTH) throw new Error(`formatCertificateCode needs ${CODE_LENGTH} bytes`);
  const chars = Array.from(random.slice(0, CODE_LENGTH), (b) => CODE_ALPHABET[b & 31]).join("");
  return `${CODE_PREFIX}-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

/**
 * A code as people type it ("tpa 7k3q xm2d 9fht", "7K3QXM2D9FHT", with O for 0
 * or I/L for 1) in its printed form; null when it cannot be a code.
 */
export function normalizeCertificateCode(input: string): string | null {
  const compact = input
    .toUpperCase()
    .replace(/[\s\-_.–—]/g, "")
    .slice(0, 40);
  if (compact === SAMPLE_CERTIFICATE_CODE.replace("-", "")) return SAMPLE_CERTIFICATE_CODE;
  const body = (compact.startsWith(CODE_PREFIX) ? compact.slice(CODE_PREFIX.length) : compact)
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
  if (body.length !== CODE_LENGTH || [...body].some((c) => !CODE_ALPHABET.includes(c))) return null;
  return `${CODE_PREFIX}-${body.slice(0, 4)}-${body.slice(4, 8)}-${body.slice(8, 12)}`;
}

export const certificatePath = (code: string) => `/certificates/${encodeURIComponent(code)}`;

// ---------------------------------------------------------------- sharing

/**
 * LinkedIn's documented "Add to Profile" link for a certification
 * (addtoprofile.linkedin.com): the form opens filled with the name, the
 * issuing organisation, the issue month and year, the credential id and URL.
 */
export function linkedInAddToProfileUrl(input: {
  name: string;
  organizationName: string;
  issuedAt: Date | string;
  certId: string;
  certUrl: string;
}): string {
  const issued = new Date(input.issuedAt);
  // The month and year of the issue day in India.
  const [year, month] = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Kolkata",
    year: "numeric",
    month: "2-digit",
  })
    .format(issued)
    .split("-");
  const params = new URLSearchParams({
    startTask: "CERTIFICATION_NAME",
    name: input.name,
    organizationName: input.organizationName,
    issueYear: year,
    issueMonth: String(Number(month)),
    certUrl: input.certUrl,
    certId: input.certId,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}

// ---------------------------------------------------------------- the public page

/** What the public verification page shows: nothing private (no e-mail, phone or revocation reason). */
export interface PublicCertificate {
  code: string;
  studentName: string;
  courseId: string;
  courseTitle: string;
  batchName: string;
  startDate: string;
  endDate: string;
  liveMinutes: number;
  /** "41/50 (82%), Distinction", or null. */
  finalExam: string | null;
  signatoryName: string;
  signatoryTitle: string;
  /** ISO instants. */
  issuedAt: string;
  revokedAt: string | null;
  /** The holder let search engines index the page. */
  public: boolean;
  isSample: boolean;
}

/** schema.org EducationalOccupationalCredential for the page (a revoked one "expires" on its revocation). */
export function certificateJsonLd(
  site: { brandName: string; siteUrl: string },
  c: PublicCertificate,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOccupationalCredential",
    name: `Certificate of Completion: ${c.courseTitle}`,
    description: `Awarded to ${c.studentName} for completing ${c.batchName} (${formatCourseDates(c.startDate, c.endDate)}, ${formatLiveHours(c.liveMinutes)} of live classes).`,
    credentialCategory: "certificate",
    identifier: c.code,
    url: `${site.siteUrl}${certificatePath(c.code)}`,
    dateCreated: c.issuedAt.slice(0, 10),
    ...(c.revokedAt ? { expires: c.revokedAt.slice(0, 10) } : {}),
    about: { "@type": "Course", name: c.courseTitle, url: `${site.siteUrl}/courses/${c.courseId}` },
    recognizedBy: { "@type": "EducationalOrganization", name: site.brandName, url: `${site.siteUrl}/` },
  };
}

/** Where a student of a running batch stands against the rule (their portal). */
export interface CertificateStandingView {
  batchName: string;
  threshold: number;
  attendancePercent: number | null;
  finalExam: { title: string; standing: "passed" | "failed" | "not_taken" } | null;
  reasons: string[];
}

// ---------------------------------------------------------------- the staff page

/** A batch's certificate rule as the staff page shows it. */
export interface CertificateRuleView {
  courseId: string;
  courseTitle: string;
  threshold: number;
  signatoryName: string;
  signatoryTitle: string;
  /** The published exam marked final, if any. */
  finalExam: { id: string; title: string; totalMarks: number; passingMarks: number; closed: boolean } | null;
}

/** One student of the batch against the rule, with staff's decisions and their certificate. */
export interface CertificateCandidateView {
  userId: string;
  name: string;
  email: string;
  enrolmentState: string;
  evaluation: CertificateEvaluation;
  finalExam: FinalExamStanding;
  /** The final exam's score when passed (printed with its grade). */
  finalScore: number | null;
  refusal: { reason: string; refusedAt: Date } | null;
  /** The student's valid certificate of this batch, or their latest revoked one. */
  certificate: {
    id: string;
    code: string;
    issuedAt: Date;
    issuedVia: string;
    issueReason: string | null;
    revokedAt: Date | null;
    revokeReason: string | null;
  } | null;
}
