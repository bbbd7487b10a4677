/*
 * What the portal's loaders hand to its screens. Plain JSON (dates as ISO
 * strings), the same shape for the demo's sample student and for a signed-in
 * student's own data.
 */
import type { BatchMode, BatchState, ClassType } from "~/content/batches";
import type { EnrolmentRoute, EnrolmentState } from "./enrolment-states";
import type { QuestionKind, QuestionOutcome } from "./exam-marking";
import type { ExamKind, ExamPhase } from "./exam-window";
import type { MaterialKind, MaterialType } from "./materials";
import type { OrderStatus } from "./payment";
import type { SessionStatus } from "./portal-stats";

export type SessionType = ClassType;
export type { MaterialType } from "./materials";

export interface PortalStudent {
  name: string;
  email: string;
  phone: string | null;
  courseTitle: string;
  batchId: string;
  batchName: string;
  joinedAt: string;
  completedModules: number;
  totalModules: number;
  /** The course's modules (curriculum weeks) and which the trainer has marked done for the batch. */
  modules: PortalModule[];
  avatarUrl: string | null;
}

export interface PortalModule {
  number: number;
  title: string;
  done: boolean;
}

export interface PortalSession {
  id: string;
  title: string;
  startsAt: string;
  durationMinutes: number;
  meetLink: string;
  instructor: string;
  type: SessionType;
  status: SessionStatus;
  /** Cancelled by staff: shown as "Cancelled" with the note, no join link. */
  cancelled: boolean;
  /** When it was moved: the time students first knew. */
  movedFrom: string | null;
  /** Staff's note with the move or cancellation. */
  note: string | null;
  /** "Watch recording" once the class has ended. */
  recordingUrl: string | null;
  /** The student's attendance mark, once staff marked it. */
  mark?: "present" | "late" | "absent" | null;
  /** An exam's "Start Exam" works only while it is open (false before its time). */
  startable: boolean;
}

export interface PortalMaterial {
  id: string;
  title: string;
  description: string;
  type: MaterialType;
  /** A file shows "Download" and its real size; a link shows "Open". */
  kind: MaterialKind;
  /** "Module 7: Django Essentials" */
  module: string;
  /** "3.6 MB", the stored file's real size; null for a link. */
  size: string | null;
  uploadedAt: string;
  href: string;
  /** "View": a PDF opened in the browser (SPEC.md's View and Download), or null. */
  viewHref: string | null;
}

export interface PortalExam {
  id: string;
  title: string;
  description: string;
  /** "Module 4: How the Web Works: HTML and CSS" */
  module: string;
  startsAt: string;
  closesAt: string;
  durationMinutes: number;
  totalMarks: number;
  passingMarks: number;
  topics: string[];
  kind: ExamKind;
  /** When the page was rendered: before, inside or after the window. */
  phase: ExamPhase;
  /** Where "Start Exam" leads; only inside the window (null otherwise). */
  startUrl: string | null;
  /** The exam's own page in the portal (details, the test, the review). */
  pageUrl: string;
  status: "upcoming" | "completed";
  /** An in-portal test: not taken, being taken, or handed in. */
  attempt: "none" | "in_progress" | "submitted";
  /** Shown once the exam has closed (an in-portal test's score waits for everyone to finish). */
  score: number | null;
  result: string | null;
}

export interface PortalDoubt {
  id: string;
  title: string;
  description: string;
  status: "open" | "resolved";
  reply: string | null;
  repliedBy: string | null;
  repliedAt: string | null;
  createdAt: string;
  attachment: { url: string; filename: string } | null;
}

export interface PortalAchievement {
  id: string;
  title: string;
  description: string;
  /** "YYYY-MM-DD" */
  date: string;
}

/** Every portal page knows whether it shows the demo or the signed-in student's own data. */
export interface PortalBase {
  demo: boolean;
  student: PortalStudent;
}

/** The enrolment a portal page is about, and the order that pays for it (the state card). */
export interface PortalEnrolment {
  id: string;
  state: EnrolmentState;
  batchId: string;
  batchName: string;
  courseId: string;
  courseTitle: string;
  /** "YYYY-MM-DD", India time. */
  startDate: string;
  /** "Mon, Wed, Fri · 9:30 AM – 11:00 AM IST". */
  times: string;
  mode: BatchMode;
  batchState: BatchState;
  /** Why staff last changed it (withdrawn, enrolled by hand). */
  reason: string | null;
  activatedVia: EnrolmentRoute | null;
  /** Became active since the student last looked: show the notice once. */
  activationNotice: boolean;
  completedModules: number;
  totalModules: number;
  modules: PortalModule[];
  joinedAt: string;
  order: {
    id: string;
    status: OrderStatus;
    amountRupees: number;
    rejectionReason: string | null;
    utr: string | null;
  } | null;
}

/** A question of an in-portal test as the student answers it: never its correct answer. */
export interface ExamTestQuestion {
  id: string;
  kind: QuestionKind;
  prompt: string;
  options: string[];
  marks: number;
}

/** A question after the exam has closed: the student's answer, the right one, and the marks. */
export interface ExamReviewQuestion extends ExamTestQuestion {
  answer: number[] | string | null;
  correctOptions: number[];
  numericAnswer: number | null;
  numericTolerance: number;
  earned: number;
  outcome: QuestionOutcome;
}
