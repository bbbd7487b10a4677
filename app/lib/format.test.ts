import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatInr, plural } from "./format";

describe("format", () => {
  it("formats rupees with Indian digit grouping and no paise", () => {
    expect(formatInr(25000)).toBe("₹25,000");
    expect(formatInr(150000)).toBe("₹1,50,000");
  });
  it("formats dates and times in India time", () => {
    expect(formatDate("2026-11-24T20:00:00Z")).toBe("25 Nov 2026");
    expect(formatDateTime("2026-11-24T04:00:00Z")).toMatch(/24 Nov 2026, 9:30\s?am/i);
  });
  it("pluralises counts", () => {
    expect(plural(1, "student")).toBe("1 student");
    expect(plural(3, "student")).toBe("3 students");
  });
});

describe("portal formats (India time)", () => {
  it("formats times, days, months and durations", async () => {
    const { formatDay, formatDuration, formatMonth, formatTime } = await import("./format");
    expect(formatTime("2026-11-24T04:00:00Z")).toMatch(/^9:30\s?am$/i);
    expect(formatDay("2026-11-24T20:00:00Z")).toMatch(/Wed,? 25 Nov/);
    expect(formatMonth("2026-11")).toBe("November 2026");
    expect(formatDuration(90)).toBe("1 hr 30 min");
    expect(formatDuration(45)).toBe("45 min");
    expect(formatDuration(120)).toBe("2 hr");
  });
});
