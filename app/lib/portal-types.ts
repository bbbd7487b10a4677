/*
 * What the portal's loaders hand to its screens. Plain JSON (dates as ISO
 * strings), the same shape for the demo's sample student and for a signed-in
 * student's own data.
 */
import type { BatchMode, BatchState } from "~/content/batches";
import type { EnrolmentRoute, EnrolmentState } from "./enrolment-states";
import type { OrderStatus } from "./payment";
import type { SessionStatus } from "./portal-stats";

export type SessionType = "Live Class" | "Mentoring" | "Workshop" | "Exam" | "Support";
export type MaterialType = "PDF" | "Video" | "PPT";

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
  avatarUrl: string | null;
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
}

export interface PortalMaterial {
  id: string;
  title: string;
  description: string;
  type: MaterialType;
  module: string;
  size: string;
  uploadedAt: string;
  downloadUrl: string;
  viewUrl: string;
}

export interface PortalExam {
  id: string;
  title: string;
  description: string;
  startsAt: string;
  durationMinutes: number;
  totalMarks: number;
  passingMarks: number;
  topics: string[];
  examUrl: string | null;
  status: "upcoming" | "completed";
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
  joinedAt: string;
  order: {
    id: string;
    status: OrderStatus;
    amountRupees: number;
    rejectionReason: string | null;
    utr: string | null;
  } | null;
}
