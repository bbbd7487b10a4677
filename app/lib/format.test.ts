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

describe("formatting without Intl gives Intl's own text", () => {
  // A fixed-seed generator: the same instants on every run.
  function* instants(count: number) {
    let seed = 20261129;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const from = Date.UTC(1946, 0, 1);
    const to = Date.UTC(2200, 0, 1);
    for (let i = 0; i < count; i++) yield new Date(from + Math.floor(next() * (to - from)));
  }
  const ist = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-IN", { ...options, timeZone: "Asia/Kolkata" });
  const intl = {
    date: ist({ day: "numeric", month: "short", year: "numeric" }),
    dateTime: ist({
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
    }),
    time: ist({ hour: "numeric", minute: "2-digit", hour12: true }),
    day: ist({ weekday: "short", day: "numeric", month: "short" }),
    month: new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" }),
    long: new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "UTC" }),
    inr: new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }),
  };

  it("dates, times and days in India time, for 5,000 instants from 1946 to 2200 and every minute's edge", async () => {
    const { formatDate, formatDateTime, formatDay, formatTime } = await import("./format");
    const edges = [
      "2026-11-24T18:29:59.999Z", // 11:59 pm India time
      "2026-11-24T18:30:00Z", // midnight India time: the next day
      "2026-11-24T06:30:00Z", // noon: "12:00 pm"
      "2026-12-31T18:30:00Z", // new year in India, still 31 Dec in UTC
      "2028-02-28T18:30:00Z", // 29 Feb
    ].map((s) => new Date(s));
    for (const when of [...instants(5000), ...edges]) {
      expect(formatDate(when)).toBe(intl.date.format(when));
      expect(formatDateTime(when.toISOString())).toBe(intl.dateTime.format(when));
      expect(formatTime(when)).toBe(intl.time.format(when));
      expect(formatDay(when)).toBe(intl.day.format(when));
    }
  });

  it("refuses an invalid instant as Intl does", async () => {
    const { formatDate } = await import("./format");
    expect(() => formatDate("not a date")).toThrow(RangeError);
  });

  it("months and calendar dates, for every month of 1990-2060", async () => {
    const { formatLongDate, formatMonth } = await import("./format");
    for (let year = 1990; year <= 2060; year++) {
      for (let month = 1; month <= 12; month++) {
        const key = `${year}-${String(month).padStart(2, "0")}`;
        expect(formatMonth(key)).toBe(intl.month.format(new Date(`${key}-01T00:00:00Z`)));
        for (const day of ["01", "28"]) {
          expect(formatLongDate(`${key}-${day}`)).toBe(intl.long.format(new Date(`${key}-${day}T00:00:00Z`)));
        }
      }
    }
    expect(() => formatLongDate("2026-13-01")).toThrow(RangeError);
  });

  it("rupees with Indian grouping, rounded half away from zero, for amounts up to 10^15", async () => {
    const { formatInr } = await import("./format");
    const amounts = [0, -0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 2.5, -2.5, 0.49, -0.4];
    for (let digits = 1; digits <= 15; digits++)
      amounts.push(10 ** digits - 1, 10 ** digits, -(10 ** digits) + 0.5);
    for (const when of instants(2000)) amounts.push((when.getTime() % 10_000_000_00) / 7);
    for (const amount of [...amounts, Number.NaN, Number.POSITIVE_INFINITY, 1e21]) {
      expect(formatInr(amount)).toBe(intl.inr.format(amount));
    }
  });
});
