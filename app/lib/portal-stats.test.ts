import { describe, expect, it } from "vitest";
import {
  attendancePercent,
  averageScore,
  doubtStats,
  progressPercent,
  resultLabel,
  scorePercent,
  sessionStatus,
} from "./portal-stats";

describe("progress percent", () => {
  it("shows SPEC.md's sample progress, 7 of 12 modules, as 58%", () => {
    expect(progressPercent(7, 12)).toBe(58);
  });
  it("is 0 for a new student (0 of 12) and when there are no modules", () => {
    expect(progressPercent(0, 12)).toBe(0);
    expect(progressPercent(3, 0)).toBe(0);
  });
  it("never goes below 0% or above 100%", () => {
    expect(progressPercent(13, 12)).toBe(100);
    expect(progressPercent(-1, 12)).toBe(0);
  });
  it("rounds half up (1 of 8 = 12.5% -> 13%)", () => {
    expect(progressPercent(1, 8)).toBe(13);
  });
});

describe("Avg Score: mean of score/total across completed exams, rounded percent", () => {
  it("averages the percentages, not the raw marks", () => {
    // 42/50 = 84%, 30/40 = 75%: mean 79.5% -> 80% (raw marks would give 72/90 = 80% too; next case differs)
    expect(
      averageScore([
        { score: 42, totalMarks: 50 },
        { score: 30, totalMarks: 40 },
      ]),
    ).toBe(80);
    // 10/10 = 100%, 0/90 = 0%: mean 50% (raw marks would give 10%)
    expect(
      averageScore([
        { score: 10, totalMarks: 10 },
        { score: 0, totalMarks: 90 },
      ]),
    ).toBe(50);
  });
  it("rounds to the nearest whole percent", () => {
    // 2/3 = 66.67% -> 67%
    expect(averageScore([{ score: 2, totalMarks: 3 }])).toBe(67);
    // 1/3 and 1/3 -> 33.33% -> 33%
    expect(
      averageScore([
        { score: 1, totalMarks: 3 },
        { score: 1, totalMarks: 3 },
      ]),
    ).toBe(33);
  });
  it("is null when no exam is completed", () => {
    expect(averageScore([])).toBeNull();
  });
  it("gives one exam's percentage", () => {
    expect(scorePercent(42, 50)).toBe(84);
    expect(scorePercent(1, 0)).toBe(0);
  });
});

describe("exam result badge", () => {
  it("reads Passed or Failed, and 'Unknown' otherwise", () => {
    expect(resultLabel("passed")).toBe("Passed");
    expect(resultLabel("failed")).toBe("Failed");
    expect(resultLabel(null)).toBe("Unknown");
    expect(resultLabel("absent")).toBe("Unknown");
  });
});

describe("session badge status (upcoming blue, exam red, completed green)", () => {
  const now = new Date("2026-11-24T12:00:00Z");
  const base = { durationMinutes: 60, type: "Live Class", status: "upcoming" };
  it("is upcoming before a class ends", () => {
    expect(sessionStatus({ ...base, startsAt: "2026-11-24T11:30:00Z" }, now)).toBe("upcoming");
  });
  it("is completed once the class has ended, whatever was stored", () => {
    expect(sessionStatus({ ...base, startsAt: "2026-11-24T10:00:00Z" }, now)).toBe("completed");
    expect(sessionStatus({ ...base, startsAt: "2026-11-25T10:00:00Z", status: "completed" }, now)).toBe(
      "completed",
    );
  });
  it("is exam for an exam that has not ended", () => {
    expect(
      sessionStatus({ ...base, type: "Exam", status: "exam", startsAt: "2026-11-26T10:00:00Z" }, now),
    ).toBe("exam");
  });
});

describe("doubt stats", () => {
  it("counts total, resolved and pending", () => {
    expect(doubtStats([{ status: "open" }, { status: "resolved" }, { status: "open" }])).toEqual({
      total: 3,
      resolved: 1,
      pending: 2,
    });
  });
});

describe("attendance percentage", () => {
  it("counts present and late as attended, out of the classes marked", () => {
    expect(attendancePercent({ present: 10, late: 2, absent: 2 })).toBe(86);
    expect(attendancePercent({ present: 1, late: 0, absent: 2 })).toBe(33);
    expect(attendancePercent({ present: 0, late: 3, absent: 0 })).toBe(100);
  });
  it("is null (not 0%) before any class is marked", () => {
    expect(attendancePercent({ present: 0, late: 0, absent: 0 })).toBeNull();
  });
});
