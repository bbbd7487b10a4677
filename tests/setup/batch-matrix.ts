// The rows and the calls of the batch pages' role x route x batch matrix
// (app/routes/staff/batch-access.test.ts): two batches with the same rows
// each (classes, a series, exams of both kinds, materials, students), and
// one case per loader and per kind of change of every batch-scoped route,
// the batch's own page and the new-batch page included.
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import * as batchPage from "../../app/routes/staff/batch";
import * as announcementsPage from "../../app/routes/staff/batch-announcements";
import * as certificatesPage from "../../app/routes/staff/batch-certificates";
import * as attendancePage from "../../app/routes/staff/batch-attendance";
import * as classPage from "../../app/routes/staff/batch-class";
import * as classesPage from "../../app/routes/staff/batch-classes";
import * as examPage from "../../app/routes/staff/batch-exam";
import * as examsPage from "../../app/routes/staff/batch-exams";
import * as materialsPage from "../../app/routes/staff/batch-materials";
import * as modulesPage from "../../app/routes/staff/batch-modules";
import * as newBatchPage from "../../app/routes/staff/batch-new";
import * as trainersPage from "../../app/routes/staff/batch-trainers";
import { weekdayIndex } from "../../app/lib/ist";
import type { Db } from "../../app/server/db/client.server";
import {
  batchTrainers,
  certificates,
  classSessions,
  enrolments,
  examQuestions,
  exams,
  materials,
} from "../../app/server/db/schema.server";
import { asFile, samplePdf } from "../support/material-files";
import type { RouteHandler } from "./route-call";
import { enrol, makeBatch, makeUser } from "./staff-fixtures";

const HOUR = 3_600_000;

/**
 * The route modules of a batch (staff/batches/:batchId and everything under it) and the
 * new-batch page (the test checks this against app/routes.ts).
 */
export const MATRIX_MODULES: Record<string, Record<string, unknown>> = {
  "routes/staff/batch.tsx": batchPage,
  "routes/staff/batch-new.tsx": newBatchPage,
  "routes/staff/batch-classes.tsx": classesPage,
  "routes/staff/batch-class.tsx": classPage,
  "routes/staff/batch-attendance.tsx": attendancePage,
  "routes/staff/batch-announcements.tsx": announcementsPage,
  "routes/staff/batch-trainers.tsx": trainersPage,
  "routes/staff/batch-modules.tsx": modulesPage,
  "routes/staff/batch-materials.tsx": materialsPage,
  "routes/staff/batch-exams.tsx": examsPage,
  "routes/staff/batch-exam.tsx": examPage,
  "routes/staff/batch-certificates.tsx": certificatesPage,
};

/** One batch's rows that the pages address, and its student. */
export interface BatchRows {
  upcoming: string;
  seriesFirst: string;
  past: string;
  exam: string;
  portalExam: string;
  question: string;
  closedExam: string;
  spareExam: string;
  material: string;
  spareMaterial: string;
  studentId: string;
  studentEmail: string;
  /** A second student's enrolment, for "withdraw". */
  withdrawable: string;
  /** A verified student with no place in the batch, for "enrol by hand". */
  candidateEmail: string;
  /** A certificate of the batch held by a past student (to revoke). */
  certificate: string;
}

async function batchRows(db: Db, batchId: string, studentName: string): Promise<BatchRows> {
  const now = Date.now();
  const student = await makeUser(db, { name: studentName });
  await enrol(db, student.id, batchId);
  const leaving = await makeUser(db, { name: `${studentName}, leaving` });
  await enrol(db, leaving.id, batchId);
  const [withdrawable] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.userId, leaving.id), eq(enrolments.batchId, batchId)));
  const candidate = await makeUser(db, { name: `${studentName}, joining` });
  const classRow = (offsetHours: number, title: string, seriesId: string | null = null) => ({
    batchId,
    title,
    type: "Live Class" as const,
    instructor: "Matrix Trainer",
    meetLink: "https://meet.example.com/matrix",
    durationMinutes: 60,
    status: "upcoming" as const,
    seriesId,
    startsAt: new Date(now + offsetHours * HOUR),
  });
  const series = `series-matrix-${batchId}`;
  const [upcoming, past, seriesFirst] = await db
    .insert(classSessions)
    .values([
      classRow(48, "Upcoming one-off"),
      classRow(-24, "Past class"),
      classRow(72, "Series week 1", series),
      classRow(72 + 7 * 24, "Series week 2", series),
    ])
    .returning();
  const examRow = (title: string, offsetHours: number, kind: "external" | "portal") => ({
    batchId,
    module: 1,
    title,
    startsAt: new Date(now + offsetHours * HOUR),
    durationMinutes: 60,
    totalMarks: 50,
    passingMarks: 35,
    topics: ["Basics"],
    kind,
    examUrl: kind === "external" ? "https://assessments.example.com/matrix" : null,
  });
  const [exam, portalExam, closedExam, spareExam] = await db
    .insert(exams)
    .values([
      examRow("Matrix exam", 72, "external"),
      examRow("Matrix test", 72, "portal"),
      examRow("Matrix exam taken", -48, "external"),
      examRow("Matrix exam to delete", 96, "external"),
    ])
    .returning();
  const [question] = await db
    .insert(examQuestions)
    .values({
      examId: portalExam.id,
      position: 1,
      kind: "single",
      prompt: "Which keyword defines a function in Python?",
      options: ["def", "fun"],
      correctOptions: [0],
      marks: 5,
    })
    .returning();
  const materialRow = (title: string) => ({
    batchId,
    module: 1,
    title,
    type: "Link" as const,
    kind: "link" as const,
    url: "https://docs.example.com/matrix",
  });
  const graduate = await makeUser(db, { name: `${studentName} (graduate)` });
  const [certificate] = await db
    .insert(certificates)
    .values({
      code: `TPA-MTRX-${batchId.slice(-8).toUpperCase()}`,
      userId: graduate.id,
      batchId,
      courseId: "python-full-stack",
      studentName: graduate.name,
      courseTitle: "Python Full Stack Development",
      batchName: "Matrix batch",
      startDate: "2026-01-05",
      endDate: "2026-03-27",
      liveMinutes: 900,
      signatoryName: "Matrix Signatory",
      signatoryTitle: "Lead Instructor",
      issuedVia: "rules",
    })
    .returning();
  const [material, spareMaterial] = await db
    .insert(materials)
    .values([materialRow("Matrix notes"), materialRow("Matrix notes to delete")])
    .returning();
  return {
    upcoming: upcoming.id,
    seriesFirst: seriesFirst.id,
    past: past.id,
    exam: exam.id,
    portalExam: portalExam.id,
    question: question.id,
    closedExam: closedExam.id,
    spareExam: spareExam.id,
    material: material.id,
    spareMaterial: spareMaterial.id,
    studentId: student.id,
    studentEmail: student.email,
    withdrawable: withdrawable.id,
    candidateEmail: candidate.email,
    certificate: certificate.id,
  };
}

export async function matrixFixtures(db: Db) {
  const batch = await makeBatch(db, { name: "Matrix Batch A" });
  const other = await makeBatch(db, { name: "Matrix Batch B" });
  const admin = await makeUser(db, { role: "staff", isAdmin: true, name: "Matrix Admin" });
  const trainer = await makeUser(db, { role: "staff", name: "Matrix Trainer" });
  const otherTrainer = await makeUser(db, { role: "staff", name: "Other Trainer" });
  const admissions = await makeUser(db, { role: "staff", name: "Admissions Desk" });
  const candidate = await makeUser(db, { role: "staff", name: "New Trainer" });
  await db.insert(batchTrainers).values([
    { batchId: batch.id, userId: trainer.id },
    { batchId: other.id, userId: otherTrainer.id },
  ]);
  return {
    batch,
    other,
    newBatchId: `matrix-${randomBytes(4).toString("hex")}`,
    admin,
    trainer,
    otherTrainer,
    admissions,
    candidate,
    own: await batchRows(db, batch.id, "Enrolled Student"),
    others: await batchRows(db, other.id, "Other Batch Student"),
  };
}
export type MatrixFixtures = Awaited<ReturnType<typeof matrixFixtures>>;

export interface MatrixCase {
  name: string;
  file: string;
  kind: "loader" | "action";
  handler: RouteHandler;
  /** The form's intent, for actions with several kinds of change. */
  intent?: string;
  /** The sub-path after /staff/batches/:batchId/. */
  path: (rows: BatchRows) => string;
  form?: (f: MatrixFixtures, rows: BatchRows) => Record<string, string | Blob>;
  /** Administrators only (a trainer of the batch gets 403). */
  adminOnly?: true;
  /**
   * Admissions staff's answer where it is not the 404 of a batch they may not see: "ok" on the
   * batch's own page (its students, enrol by hand, withdraw), 403 for its details.
   */
  admissions?: "ok" | 403;
  /** Not under a batch's address (a new batch): `path` is the whole path, and no batch is named. */
  unscoped?: true;
}

/** An IST calendar day two days from now (for forms that need a future day). */
export function inTwoDays() {
  const d = new Date(Date.now() + 2 * 24 * HOUR + 5.5 * HOUR);
  return d.toISOString().slice(0, 10);
}

const h = (fn: unknown) => fn as RouteHandler;
const newClass = {
  title: "Matrix class",
  type: "Workshop",
  instructor: "Matrix Trainer",
  meetLink: "https://meet.example.com/matrix-new",
  durationMinutes: "60",
  time: "10:00",
};
const moveTo = () => ({
  date: inTwoDays(),
  time: "11:00",
  durationMinutes: "60",
  note: "Moved by the matrix.",
});
const examDetails = (title: string) => ({
  title,
  module: "1",
  opensAt: `${inTwoDays()}T10:00`,
  durationMinutes: "60",
  totalMarks: "40",
  passingMarks: "28",
  topics: "Joins",
  kind: "external",
  examUrl: "https://assessments.example.com/matrix-two",
});

/**
 * Every loader, and every kind of change of every action. Order matters for
 * the callers that may change things: a class is moved before it is
 * cancelled, an exam published before it is unpublished, and only the spare
 * exam and material are deleted.
 */
const batchDetails = {
  intent: "save",
  courseId: "python-full-stack",
  startDate: "2099-01-05",
  classDays: "1",
  startTime: "09:30",
  endTime: "11:00",
  mode: "online",
  seats: "31",
  state: "enrolling",
};

export const MATRIX_CASES: MatrixCase[] = [
  // ---- the batch's own page: its students, enrol by hand, withdraw, its details
  {
    name: "batch",
    file: "routes/staff/batch.tsx",
    kind: "loader",
    handler: h(batchPage.loader),
    path: () => "",
    admissions: "ok",
  },
  {
    name: "batch: enrol by hand",
    file: "routes/staff/batch.tsx",
    kind: "action",
    intent: "enrol",
    handler: h(batchPage.action),
    path: () => "",
    form: (_f, r) => ({
      intent: "enrol",
      email: r.candidateEmail,
      route: "scholarship",
      reason: "Scholarship granted by the matrix.",
    }),
    admissions: "ok",
  },
  {
    name: "batch: withdraw",
    file: "routes/staff/batch.tsx",
    kind: "action",
    intent: "withdraw",
    handler: h(batchPage.action),
    path: () => "",
    form: (_f, r) => ({
      intent: "withdraw",
      enrolmentId: r.withdrawable,
      reason: "Withdrawn by the matrix.",
    }),
    admissions: "ok",
  },
  {
    name: "batch: save details",
    file: "routes/staff/batch.tsx",
    kind: "action",
    intent: "save",
    handler: h(batchPage.action),
    path: () => "",
    form: () => ({ ...batchDetails, name: "Matrix batch, renamed" }),
    admissions: 403,
  },
  // ---- a new batch: administrators only
  {
    name: "new batch",
    file: "routes/staff/batch-new.tsx",
    kind: "loader",
    handler: h(newBatchPage.loader),
    path: () => "/staff/batches/new",
    unscoped: true,
    adminOnly: true,
  },
  {
    name: "new batch: create",
    file: "routes/staff/batch-new.tsx",
    kind: "action",
    handler: h(newBatchPage.action),
    path: () => "/staff/batches/new",
    form: (f) => {
      const { intent: _save, ...details } = batchDetails;
      return { ...details, id: f.newBatchId, name: "Matrix batch, new" };
    },
    unscoped: true,
    adminOnly: true,
  },
  // ---- classes
  {
    name: "classes",
    file: "routes/staff/batch-classes.tsx",
    kind: "loader",
    handler: h(classesPage.loader),
    path: () => "classes",
  },
  {
    name: "classes: schedule one",
    file: "routes/staff/batch-classes.tsx",
    kind: "action",
    handler: h(classesPage.action),
    path: () => "classes",
    form: () => ({ ...newClass, repeat: "once", date: inTwoDays() }),
  },
  {
    name: "classes: schedule a weekly series",
    file: "routes/staff/batch-classes.tsx",
    kind: "action",
    handler: h(classesPage.action),
    path: () => "classes",
    // The first class falls on one of the series' days (decision 201): the first day's weekday.
    form: () => ({
      ...newClass,
      repeat: "weekly",
      date: inTwoDays(),
      days: String(weekdayIndex(inTwoDays())),
      ends: "weeks",
      weeks: "2",
    }),
  },
  {
    name: "class",
    file: "routes/staff/batch-class.tsx",
    kind: "loader",
    handler: h(classPage.loader),
    path: (r) => `classes/${r.upcoming}`,
  },
  {
    name: "class: move this one",
    file: "routes/staff/batch-class.tsx",
    kind: "action",
    intent: "move",
    handler: h(classPage.action),
    path: (r) => `classes/${r.upcoming}`,
    form: () => ({ intent: "move", scope: "one", ...moveTo() }),
  },
  {
    name: "class: cancel this one",
    file: "routes/staff/batch-class.tsx",
    kind: "action",
    intent: "cancel",
    handler: h(classPage.action),
    path: (r) => `classes/${r.upcoming}`,
    form: () => ({ intent: "cancel", scope: "one", note: "Cancelled by the matrix." }),
  },
  {
    name: "class: move the rest of the series",
    file: "routes/staff/batch-class.tsx",
    kind: "action",
    intent: "move",
    handler: h(classPage.action),
    path: (r) => `classes/${r.seriesFirst}`,
    form: () => ({ intent: "move", scope: "rest", ...moveTo() }),
  },
  {
    name: "class: cancel the rest of the series",
    file: "routes/staff/batch-class.tsx",
    kind: "action",
    intent: "cancel",
    handler: h(classPage.action),
    path: (r) => `classes/${r.seriesFirst}`,
    form: () => ({ intent: "cancel", scope: "rest", note: "Series cancelled by the matrix." }),
  },
  {
    name: "class: recording",
    file: "routes/staff/batch-class.tsx",
    kind: "action",
    intent: "recording",
    handler: h(classPage.action),
    path: (r) => `classes/${r.past}`,
    form: () => ({ intent: "recording", recordingUrl: "https://recordings.example.com/matrix" }),
  },
  // ---- attendance
  {
    name: "attendance",
    file: "routes/staff/batch-attendance.tsx",
    kind: "loader",
    handler: h(attendancePage.loader),
    path: (r) => `classes/${r.past}/attendance`,
  },
  {
    name: "attendance: save",
    file: "routes/staff/batch-attendance.tsx",
    kind: "action",
    intent: "save",
    handler: h(attendancePage.action),
    path: (r) => `classes/${r.past}/attendance`,
    form: (_f, r) => ({ intent: "save", [`mark-${r.studentId}`]: "late" }),
  },
  // ---- announcements
  {
    name: "announcements",
    file: "routes/staff/batch-announcements.tsx",
    kind: "loader",
    handler: h(announcementsPage.loader),
    path: () => "announcements",
  },
  {
    name: "announcements: post",
    file: "routes/staff/batch-announcements.tsx",
    kind: "action",
    handler: h(announcementsPage.action),
    path: () => "announcements",
    form: () => ({ title: "Matrix news", body: "Posted by the access matrix test." }),
  },
  // ---- trainers
  {
    name: "trainers",
    file: "routes/staff/batch-trainers.tsx",
    kind: "loader",
    handler: h(trainersPage.loader),
    path: () => "trainers",
  },
  {
    name: "trainers: add",
    file: "routes/staff/batch-trainers.tsx",
    kind: "action",
    intent: "add",
    handler: h(trainersPage.action),
    path: () => "trainers",
    form: (f) => ({ intent: "add", userId: f.candidate.id }),
    adminOnly: true,
  },
  {
    name: "trainers: remove",
    file: "routes/staff/batch-trainers.tsx",
    kind: "action",
    intent: "remove",
    handler: h(trainersPage.action),
    path: () => "trainers",
    form: (f) => ({ intent: "remove", userId: f.candidate.id }),
    adminOnly: true,
  },
  // ---- modules
  {
    name: "modules",
    file: "routes/staff/batch-modules.tsx",
    kind: "loader",
    handler: h(modulesPage.loader),
    path: () => "modules",
  },
  {
    name: "modules: mark done",
    file: "routes/staff/batch-modules.tsx",
    kind: "action",
    intent: "done",
    handler: h(modulesPage.action),
    path: () => "modules",
    form: () => ({ intent: "done", module: "2" }),
  },
  {
    name: "modules: not done again",
    file: "routes/staff/batch-modules.tsx",
    kind: "action",
    intent: "reopen",
    handler: h(modulesPage.action),
    path: () => "modules",
    form: () => ({ intent: "reopen", module: "2" }),
  },
  // ---- materials
  {
    name: "materials",
    file: "routes/staff/batch-materials.tsx",
    kind: "loader",
    handler: h(materialsPage.loader),
    path: () => "materials",
  },
  {
    name: "materials: upload a file",
    file: "routes/staff/batch-materials.tsx",
    kind: "action",
    intent: "upload",
    handler: h(materialsPage.action),
    path: () => "materials",
    form: () => ({
      intent: "upload",
      module: "1",
      title: "Matrix PDF",
      file: asFile(samplePdf(), "matrix.pdf", "application/pdf"),
    }),
  },
  {
    name: "materials: add a link",
    file: "routes/staff/batch-materials.tsx",
    kind: "action",
    intent: "link",
    handler: h(materialsPage.action),
    path: () => "materials",
    form: () => ({
      intent: "link",
      module: "1",
      title: "Matrix link",
      type: "Link",
      url: "https://docs.example.com/matrix-new",
    }),
  },
  {
    name: "materials: publish",
    file: "routes/staff/batch-materials.tsx",
    kind: "action",
    intent: "publish",
    handler: h(materialsPage.action),
    path: () => "materials",
    form: (_f, r) => ({ intent: "publish", materialId: r.material }),
  },
  {
    name: "materials: unpublish",
    file: "routes/staff/batch-materials.tsx",
    kind: "action",
    intent: "unpublish",
    handler: h(materialsPage.action),
    path: () => "materials",
    form: (_f, r) => ({ intent: "unpublish", materialId: r.material }),
  },
  {
    name: "materials: delete",
    file: "routes/staff/batch-materials.tsx",
    kind: "action",
    intent: "delete",
    handler: h(materialsPage.action),
    path: () => "materials",
    form: (_f, r) => ({ intent: "delete", materialId: r.spareMaterial }),
  },
  // ---- exams
  {
    name: "exams",
    file: "routes/staff/batch-exams.tsx",
    kind: "loader",
    handler: h(examsPage.loader),
    path: () => "exams",
  },
  {
    name: "exams: create",
    file: "routes/staff/batch-exams.tsx",
    kind: "action",
    handler: h(examsPage.action),
    path: () => "exams",
    form: () => examDetails("Matrix exam two"),
  },
  {
    name: "exam",
    file: "routes/staff/batch-exam.tsx",
    kind: "loader",
    handler: h(examPage.loader),
    path: (r) => `exams/${r.exam}`,
  },
  {
    name: "exam: save details",
    file: "routes/staff/batch-exam.tsx",
    kind: "action",
    intent: "save",
    handler: h(examPage.action),
    path: (r) => `exams/${r.exam}`,
    form: () => ({ intent: "save", ...examDetails("Matrix exam, renamed") }),
  },
  {
    name: "exam: publish",
    file: "routes/staff/batch-exam.tsx",
    kind: "action",
    intent: "publish",
    handler: h(examPage.action),
    path: (r) => `exams/${r.exam}`,
    form: () => ({ intent: "publish" }),
  },
  {
    name: "exam: unpublish",
    file: "routes/staff/batch-exam.tsx",
    kind: "action",
    intent: "unpublish",
    handler: h(examPage.action),
    path: (r) => `exams/${r.exam}`,
    form: () => ({ intent: "unpublish" }),
  },
  {
    name: "exam: add a question",
    file: "routes/staff/batch-exam.tsx",
    kind: "action",
    intent: "question",
    handler: h(examPage.action),
    path: (r) => `exams/${r.portalExam}`,
    form: () => ({
      intent: "question",
      kind: "numeric",
      prompt: "What is 6 x 7?",
      numericAnswer: "42",
      marks: "5",
    }),
  },
  {
    name: "exam: delete a question",
    file: "routes/staff/batch-exam.tsx",
    kind: "action",
    intent: "delete-question",
    handler: h(examPage.action),
    path: (r) => `exams/${r.portalExam}`,
    form: (_f, r) => ({ intent: "delete-question", questionId: r.question }),
  },
  {
    name: "exam: enter a result",
    file: "routes/staff/batch-exam.tsx",
    kind: "action",
    intent: "result",
    handler: h(examPage.action),
    path: (r) => `exams/${r.closedExam}`,
    form: (_f, r) => ({ intent: "result", userId: r.studentId, score: "41" }),
  },
  {
    name: "exam: import results",
    file: "routes/staff/batch-exam.tsx",
    kind: "action",
    intent: "import",
    handler: h(examPage.action),
    path: (r) => `exams/${r.closedExam}`,
    form: (_f, r) => ({
      intent: "import",
      csv: new File([`email,score\n${r.studentEmail},44\n`], "results.csv", { type: "text/csv" }),
    }),
  },
  {
    name: "exam: delete",
    file: "routes/staff/batch-exam.tsx",
    kind: "action",
    intent: "delete",
    handler: h(examPage.action),
    path: (r) => `exams/${r.spareExam}`,
    form: () => ({ intent: "delete" }),
  },
  // ---- certificates (issue 25). In this order: refuse before completing, so that completing
  // issues none; then allow, issue (the student now meets the rule) and revoke.
  {
    name: "certificates",
    file: "routes/staff/batch-certificates.tsx",
    kind: "loader",
    handler: h(certificatesPage.loader),
    path: () => "certificates",
  },
  {
    name: "certificates: refuse",
    file: "routes/staff/batch-certificates.tsx",
    kind: "action",
    intent: "refuse",
    handler: h(certificatesPage.action),
    path: () => "certificates",
    form: (_f, r) => ({ intent: "refuse", userId: r.studentId, reason: "Refused by the access matrix." }),
  },
  {
    name: "certificates: complete the batch",
    file: "routes/staff/batch-certificates.tsx",
    kind: "action",
    intent: "complete",
    handler: h(certificatesPage.action),
    path: () => "certificates",
    form: () => ({ intent: "complete" }),
  },
  {
    name: "certificates: withdraw the refusal",
    file: "routes/staff/batch-certificates.tsx",
    kind: "action",
    intent: "allow",
    handler: h(certificatesPage.action),
    path: () => "certificates",
    form: (_f, r) => ({ intent: "allow", userId: r.studentId }),
  },
  {
    name: "certificates: issue",
    file: "routes/staff/batch-certificates.tsx",
    kind: "action",
    intent: "issue",
    handler: h(certificatesPage.action),
    path: () => "certificates",
    form: (_f, r) => ({ intent: "issue", userId: r.studentId, reason: "Issued by the access matrix." }),
  },
  {
    name: "certificates: revoke",
    file: "routes/staff/batch-certificates.tsx",
    kind: "action",
    intent: "revoke",
    handler: h(certificatesPage.action),
    path: () => "certificates",
    form: (_f, r) => ({ intent: "revoke", certificateId: r.certificate, reason: "Revoked by the matrix." }),
    adminOnly: true,
  },
];
