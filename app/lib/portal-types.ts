/*
 * What the portal's loaders hand to its screens. Plain JSON (dates as ISO
 * strings), the same shape for the demo's sample student and for a signed-in
 * student's own data.
 */
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
