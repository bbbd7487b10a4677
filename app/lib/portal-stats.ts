/*
 * The portal's numbers (SPEC.md "Dashboard shell", "Portal" states): pure,
 * shared by the server and the browser (demo mode recomputes them locally).
 */

/** Percent of modules done, rounded: 7 of 12 -> 58. 0 when there are no modules. */
export function progressPercent(completed: number, total: number): number {
  if (!Number.isFinite(completed) || !Number.isFinite(total) || total <= 0) return 0;
  const done = Math.min(Math.max(completed, 0), total);
  return Math.round((done / total) * 100);
}

/**
 * SPEC.md "Avg Score": the mean of score/total across completed exams,
 * as a rounded percent; null when no exam has been completed.
 */
export function averageScore(results: readonly { score: number; totalMarks: number }[]): number | null {
  const counted = results.filter((r) => r.totalMarks > 0);
  if (counted.length === 0) return null;
  const mean = counted.reduce((sum, r) => sum + r.score / r.totalMarks, 0) / counted.length;
  return Math.round(mean * 100);
}

/** A single exam's percentage, rounded. */
export function scorePercent(score: number, totalMarks: number): number {
  return totalMarks > 0 ? Math.round((score / totalMarks) * 100) : 0;
}

export type ExamResult = "passed" | "failed";

/** SPEC.md: passed and failed get green/red badges; anything else shows 'Unknown'. */
export function resultLabel(result: string | null | undefined): "Passed" | "Failed" | "Unknown" {
  if (result === "passed") return "Passed";
  if (result === "failed") return "Failed";
  return "Unknown";
}

export type SessionStatus = "upcoming" | "exam" | "completed";

/**
 * What a class session's badge says now: a session that has ended is
 * completed whatever was stored; an exam is "exam" (red) until then;
 * everything else is upcoming (blue).
 */
export function sessionStatus(
  session: { startsAt: string | Date; durationMinutes: number; type: string; status: string },
  now: Date,
): SessionStatus {
  const end = new Date(session.startsAt).getTime() + session.durationMinutes * 60_000;
  if (session.status === "completed" || end <= now.getTime()) return "completed";
  if (session.type === "Exam" || session.status === "exam") return "exam";
  return "upcoming";
}

/** Doubt counters for the Doubts screen's tiles. */
export function doubtStats(doubts: readonly { status: string }[]) {
  const resolved = doubts.filter((d) => d.status === "resolved").length;
  return { total: doubts.length, resolved, pending: doubts.length - resolved };
}

/**
 * Attendance percentage: classes attended (present or late) out of the
 * classes marked for the student, rounded; null while none is marked.
 * Unmarked and cancelled classes count neither way.
 */
export function attendancePercent(counts: { present: number; late: number; absent: number }): number | null {
  const marked = counts.present + counts.late + counts.absent;
  if (marked <= 0) return null;
  return Math.round(((counts.present + counts.late) / marked) * 100);
}
