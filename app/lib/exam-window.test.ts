import { describe, expect, it } from "vitest";
import {
  ANSWER_GRACE_MS,
  answerRefusal,
  attemptFinalAt,
  canStartExam,
  examPhase,
  examWindow,
  reviewAvailable,
  secondsLeft,
} from "./exam-window";

// Sunday 29 Nov 2026, 10:00 India time, for 60 minutes.
const exam = { startsAt: "2026-11-29T04:30:00.000Z", durationMinutes: 60 };
const at = (iso: string) => new Date(iso);
const opens = at("2026-11-29T04:30:00.000Z");
const closes = at("2026-11-29T05:30:00.000Z");

describe("an exam's window: from its opening time for its duration", () => {
  it("closes when the duration has passed", () => {
    expect(examWindow(exam)).toEqual({ opensAt: opens, closesAt: closes });
  });
  it("is scheduled before, open from the opening instant, closed from the closing instant", () => {
    expect(examPhase(exam, at("2026-11-19T04:30:00.000Z"))).toBe("scheduled");
    expect(examPhase(exam, new Date(opens.getTime() - 1))).toBe("scheduled");
    expect(examPhase(exam, opens)).toBe("open");
    expect(examPhase(exam, new Date(closes.getTime() - 1))).toBe("open");
    expect(examPhase(exam, closes)).toBe("closed");
  });
  it("'Start Exam' works only inside the window: not ten days before, not after", () => {
    expect(canStartExam(exam, at("2026-11-19T04:30:00.000Z"))).toBe(false);
    expect(canStartExam(exam, at("2026-11-29T05:00:00.000Z"))).toBe(true);
    expect(canStartExam(exam, closes)).toBe(false);
  });
});

describe("answers are accepted only while the exam is open (plus a few seconds in transit)", () => {
  const open = { submittedAt: null };
  it("refuses answers before the opening time", () => {
    expect(answerRefusal(exam, open, new Date(opens.getTime() - 1000))).toBe("not_open");
  });
  it("accepts answers inside the window and within the transit allowance after it", () => {
    expect(answerRefusal(exam, open, opens)).toBeNull();
    expect(answerRefusal(exam, open, new Date(closes.getTime() + ANSWER_GRACE_MS))).toBeNull();
  });
  it("refuses an answer that arrives after the allowance: time is up", () => {
    expect(answerRefusal(exam, open, new Date(closes.getTime() + ANSWER_GRACE_MS + 1))).toBe("time_up");
    expect(attemptFinalAt(exam)).toEqual(new Date(closes.getTime() + ANSWER_GRACE_MS));
  });
  it("one attempt: a handed-in test takes no more answers", () => {
    expect(answerRefusal(exam, { submittedAt: opens }, new Date(opens.getTime() + 60_000))).toBe("submitted");
  });
});

describe("the review and the countdown", () => {
  it("shows the per-question review only once nobody can still answer", () => {
    expect(reviewAvailable(exam, new Date(closes.getTime() - 1))).toBe(false);
    expect(reviewAvailable(exam, attemptFinalAt(exam))).toBe(true);
  });
  it("counts whole seconds down to the close, never below 0", () => {
    expect(secondsLeft(exam, new Date(closes.getTime() - 90_500))).toBe(90);
    expect(secondsLeft(exam, new Date(closes.getTime() + 10_000))).toBe(0);
  });
});
