/*
 * Weekly class series in India time. A series is "these weekdays at this
 * wall-clock time (IST), from a first day, until a last day or for N weeks".
 * India keeps UTC+05:30 all year (no daylight saving), so every class of a
 * series starts at the same UTC instant of its day, across month and year
 * ends, whatever the server's own time zone.
 */
import { addDays, istInstant, weekdayIndex } from "./ist";

/** Longest series staff can create at once: a year of classes, at most this many. */
export const MAX_SERIES_WEEKS = 52;
export const MAX_SERIES_CLASSES = 200;

export interface WeeklySeries {
  /** "YYYY-MM-DD", India time: the first day the series may have a class. */
  startDate: string;
  /** 0 = Monday ... 6 = Sunday. */
  days: readonly number[];
  /** "HH:MM", India time. */
  time: string;
  /** The last day (inclusive) ... */
  until?: string;
  /** ... or the number of weeks, counted from startDate (week 1 is startDate's first 7 days). */
  weeks?: number;
}

/** "HH:MM" as hours and minutes. */
export function parseClock(time: string): { hours: number; minutes: number } {
  const [hours, minutes] = time.split(":").map(Number);
  return { hours, minutes };
}

/** The last day (inclusive) of a series: its until date, or startDate + weeks. */
export function seriesLastDay(series: Pick<WeeklySeries, "startDate" | "until" | "weeks">): string {
  if (series.until) return series.until;
  return addDays(series.startDate, 7 * Math.max(1, series.weeks ?? 1) - 1);
}

/**
 * The India-time days of the series' classes, in order: every day from
 * startDate to the last day whose weekday is one of `days`.
 */
export function seriesDays(series: WeeklySeries): string[] {
  const last = seriesLastDay(series);
  const wanted = new Set(series.days);
  const out: string[] = [];
  for (let day = series.startDate; day <= last; day = addDays(day, 1)) {
    if (wanted.has(weekdayIndex(day))) out.push(day);
    if (out.length > MAX_SERIES_CLASSES) break;
  }
  return out;
}

/** Each class of the series: its India-time day and the instant it starts. */
export function expandWeeklySeries(series: WeeklySeries): { day: string; startsAt: Date }[] {
  const { hours, minutes } = parseClock(series.time);
  return seriesDays(series).map((day) => ({ day, startsAt: istInstant(day, hours, minutes) }));
}
