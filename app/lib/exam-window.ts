/*
 * When an exam can be started, answered and reviewed
 * (docs/decisions/117-exams-window-and-marking.md). Pure: the server decides
 * with these rules, the pages show the same answer. Relative imports only:
 * the database schema reads the kinds from here.
 */

/** An exam is taken elsewhere (a link) or in the portal (timed questions marked here). */
export const EXAM_KINDS = ["external", "portal"] as const;
export type ExamKind = (typeof EXAM_KINDS)[number];

/**
 * An answer sent by the page's own countdown at zero, or a click in the last
 * second, reaches the server a moment later: it still counts if it arrives
 * within this allowance. Anything later is refused.
 */
export const ANSWER_GRACE_MS = 5_000;

export interface ExamTiming {
  startsAt: Date | string;
  durationMinutes: number;
}

export type ExamPhase = "scheduled" | "open" | "closed";

/** The exam's window: it opens at its opening time and closes when its duration has passed. */
export function examWindow(exam: ExamTiming): { opensAt: Date; closesAt: Date } {
  const opensAt = new Date(exam.startsAt);
  return { opensAt, closesAt: new Date(opensAt.getTime() + exam.durationMinutes * 60_000) };
}

/** Before its opening time, inside the window (opening instant included), or closed (closing instant included). */
export function examPhase(exam: ExamTiming, now: Date): ExamPhase {
  const { opensAt, closesAt } = examWindow(exam);
  if (now.getTime() < opensAt.getTime()) return "scheduled";
  if (now.getTime() < closesAt.getTime()) return "open";
  return "closed";
}

/** "Start Exam" works only inside the window, for either kind of exam. */
export function canStartExam(exam: ExamTiming, now: Date): boolean {
  return examPhase(exam, now) === "open";
}

export type AnswerRefusal = "not_open" | "submitted" | "time_up";

/**
 * May an answer (a save or the final submit) be accepted now? Only after the
 * opening time, only once (a submitted attempt is final), and only until the
 * window closes, plus the small transit allowance.
 */
export function answerRefusal(
  exam: ExamTiming,
  attempt: { submittedAt: Date | string | null },
  now: Date,
): AnswerRefusal | null {
  const { opensAt, closesAt } = examWindow(exam);
  if (now.getTime() < opensAt.getTime()) return "not_open";
  // After the close the answer is late, whether or not the attempt was already marked.
  if (now.getTime() > closesAt.getTime() + ANSWER_GRACE_MS) return "time_up";
  if (attempt.submittedAt) return "submitted";
  return null;
}

/** After this instant an unsubmitted attempt can no longer change: it is marked as saved. */
export function attemptFinalAt(exam: ExamTiming): Date {
  return new Date(examWindow(exam).closesAt.getTime() + ANSWER_GRACE_MS);
}

/**
 * Students see their answers marked question by question only once the exam
 * has closed for everyone, so a review cannot be passed to a classmate who is
 * still answering.
 */
export function reviewAvailable(exam: ExamTiming, now: Date): boolean {
  return now.getTime() >= attemptFinalAt(exam).getTime();
}

/** Seconds left to answer (never negative): what the countdown shows. */
export function secondsLeft(exam: ExamTiming, now: Date): number {
  return Math.max(0, Math.floor((examWindow(exam).closesAt.getTime() - now.getTime()) / 1000));
}
