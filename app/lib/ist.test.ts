import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  isDateKey,
  istDateKey,
  istInstant,
  monthGrid,
  weekDays,
  weekStartKey,
} from "./ist";

describe("India-time calendar arithmetic", () => {
  it("puts 20:00 UTC on the next India day (UTC+05:30)", () => {
    expect(istDateKey(new Date("2026-11-24T18:29:59Z"))).toBe("2026-11-24");
    expect(istDateKey(new Date("2026-11-24T18:30:00Z"))).toBe("2026-11-25");
  });
  it("turns an India wall-clock time into the right instant", () => {
    expect(istInstant("2026-11-24", 19, 30).toISOString()).toBe("2026-11-24T14:00:00.000Z");
  });
  it("finds the Monday of a week and its seven days", () => {
    expect(weekStartKey("2026-11-26")).toBe("2026-11-23");
    expect(weekStartKey("2026-11-29")).toBe("2026-11-23");
    expect(weekDays("2026-11-23")).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
  });
  it("adds days and months across year ends", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
  });
  it("lays a month out in whole Monday-first weeks", () => {
    const grid = monthGrid("2026-11");
    expect(grid[0][0]).toBe("2026-10-26");
    expect(grid.at(-1)!.at(-1)).toBe("2026-12-06");
    expect(grid.every((w) => w.length === 7)).toBe(true);
  });
  it("accepts only real dates", () => {
    expect(isDateKey("2026-02-28")).toBe(true);
    expect(isDateKey("2026-02-30")).toBe(false);
    expect(isDateKey("../etc")).toBe(false);
  });
});
