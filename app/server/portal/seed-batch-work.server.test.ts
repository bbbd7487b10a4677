import { describe, expect, it } from "vitest";
import { addDays, istInstant, weekStartKey } from "~/lib/ist";
import { currentWeek, materialPublishedAt } from "./seed-batch-work.server";

describe("seeded study materials", () => {
  // A batch in its eighth week, as the demo batch always is: it started seven Mondays ago.
  const monday = "2026-11-30";
  const batch = { id: "demo", courseId: "python-full-stack", startDate: addDays(monday, -49), isDemo: true };

  it("publishes a module's materials as its week begins: the eighth week's are there at 00:30 on its Monday (India time)", () => {
    const justAfterMidnight = istInstant(monday, 0, 30);
    expect(weekStartKey(monday)).toBe(monday);
    expect(currentWeek(batch, justAfterMidnight)).toBe(8);
    expect(materialPublishedAt(batch, 8, justAfterMidnight)).toEqual(istInstant(monday, 0));
    expect(materialPublishedAt(batch, 1, justAfterMidnight)).toEqual(istInstant(batch.startDate, 0));
  });

  it("keeps the next week's materials unpublished until that week begins", () => {
    const sundayNight = istInstant(addDays(monday, 6), 23, 59);
    expect(currentWeek(batch, sundayNight)).toBe(8);
    expect(materialPublishedAt(batch, 9, sundayNight)).toBeNull();
    expect(materialPublishedAt(batch, 9, istInstant(addDays(monday, 7), 0))).not.toBeNull();
  });
});
