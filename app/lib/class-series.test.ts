import { afterEach, describe, expect, it } from "vitest";
import { expandWeeklySeries, MAX_SERIES_CLASSES, seriesDays, seriesLastDay } from "./class-series";
import { istDateKey } from "./ist";

const iso = (series: Parameters<typeof expandWeeklySeries>[0]) =>
  expandWeeklySeries(series).map((c) => c.startsAt.toISOString());

describe("weekly class series in India time", () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it("runs Mon, Wed, Fri at 9:30 AM IST across a month end (January into February)", () => {
    expect(iso({ startDate: "2027-01-25", days: [0, 2, 4], time: "09:30", until: "2027-02-05" })).toEqual([
      "2027-01-25T04:00:00.000Z",
      "2027-01-27T04:00:00.000Z",
      "2027-01-29T04:00:00.000Z",
      "2027-02-01T04:00:00.000Z",
      "2027-02-03T04:00:00.000Z",
      "2027-02-05T04:00:00.000Z",
    ]);
  });

  it("crosses 30-day months, a leap day and a year end without losing or doubling a class", () => {
    expect(seriesDays({ startDate: "2026-04-28", days: [3], time: "10:00", until: "2026-05-14" })).toEqual([
      "2026-04-30",
      "2026-05-07",
      "2026-05-14",
    ]);
    expect(seriesDays({ startDate: "2028-02-21", days: [1], time: "10:00", weeks: 2 })).toEqual([
      "2028-02-22",
      "2028-02-29",
    ]);
    expect(seriesDays({ startDate: "2026-12-28", days: [3, 5], time: "10:00", weeks: 2 })).toEqual([
      "2026-12-31",
      "2027-01-02",
      "2027-01-07",
      "2027-01-09",
    ]);
  });

  it("counts N weeks from the first day (a Wednesday start of Mon/Wed for 2 weeks is 4 classes)", () => {
    expect(seriesLastDay({ startDate: "2026-11-25", weeks: 2 })).toBe("2026-12-08");
    expect(seriesDays({ startDate: "2026-11-25", days: [0, 2], time: "18:00", weeks: 2 })).toEqual([
      "2026-11-25",
      "2026-11-30",
      "2026-12-02",
      "2026-12-07",
    ]);
  });

  it("includes the until date itself", () => {
    expect(seriesDays({ startDate: "2026-11-23", days: [0], time: "09:30", until: "2026-12-07" })).toEqual([
      "2026-11-23",
      "2026-11-30",
      "2026-12-07",
    ]);
  });

  it("keeps IST free of daylight saving: the same UTC time on the days Europe and the US change clocks", () => {
    const classes = expandWeeklySeries({
      startDate: "2026-03-01",
      days: [6],
      time: "19:00",
      until: "2026-11-08",
    });
    // 8 Mar (US), 29 Mar (EU), 25 Oct (EU), 1 Nov (US) are among these Sundays.
    const days = classes.map((c) => c.day);
    expect(days).toEqual(expect.arrayContaining(["2026-03-08", "2026-03-29", "2026-10-25", "2026-11-01"]));
    for (const c of classes) {
      expect(c.startsAt.toISOString()).toBe(`${c.day}T13:30:00.000Z`);
    }
  });

  it("puts an early-morning IST class on the right India day (the previous UTC day)", () => {
    const [first] = expandWeeklySeries({ startDate: "2026-12-01", days: [1], time: "05:00", weeks: 1 });
    expect(first.startsAt.toISOString()).toBe("2026-11-30T23:30:00.000Z");
    expect(istDateKey(first.startsAt)).toBe("2026-12-01");
  });

  it("gives the same instants whatever the server's own time zone", () => {
    const series = { startDate: "2026-10-20", days: [0, 3, 6], time: "20:15", weeks: 3 };
    process.env.TZ = "UTC";
    const inUtc = iso(series);
    process.env.TZ = "America/New_York";
    const inNewYork = iso(series);
    process.env.TZ = "Europe/London";
    expect(iso(series)).toEqual(inUtc);
    expect(inNewYork).toEqual(inUtc);
    expect(inUtc).toHaveLength(9);
  });

  it("stops one past the cap, so an over-long series can be refused rather than cut short silently", () => {
    const days = seriesDays({
      startDate: "2026-01-05",
      days: [0, 1, 2, 3, 4, 5, 6],
      time: "09:00",
      weeks: 52,
    });
    expect(days).toHaveLength(MAX_SERIES_CLASSES + 1);
  });
});
