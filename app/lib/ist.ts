/*
 * Calendar arithmetic in India time (Asia/Kolkata, UTC+05:30 all year: no
 * daylight saving), so a "day" or a "week" means the student's day and week
 * whatever the server's time zone.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** "YYYY-MM-DD" of the India-time calendar day that contains the instant. */
export function istDateKey(instant: Date = new Date()): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** true for a well-formed "YYYY-MM-DD" that is a real date. */
export function isDateKey(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The instant of India-time midnight starting that day. */
export function istStartOfDay(dateKey: string): Date {
  return new Date(Date.parse(`${dateKey}T00:00:00Z`) - IST_OFFSET_MS);
}

/** An India-time wall clock reading as an instant: istInstant("2026-11-24", 19, 30). */
export function istInstant(dateKey: string, hours: number, minutes = 0): Date {
  return new Date(istStartOfDay(dateKey).getTime() + (hours * 60 + minutes) * 60_000);
}

/** The date key n days after (or before) the given one. */
export function addDays(dateKey: string, n: number): string {
  return new Date(Date.parse(`${dateKey}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Monday ... 6 = Sunday, for a date key. */
export function weekdayIndex(dateKey: string): number {
  return (new Date(`${dateKey}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The Monday (India time) of the week that contains the date key. */
export function weekStartKey(dateKey: string): string {
  return addDays(dateKey, -weekdayIndex(dateKey));
}

/** The seven date keys of the week starting at a Monday. */
export function weekDays(mondayKey: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(mondayKey, i));
}

/** "YYYY-MM" of a date key. */
export function monthKeyOf(dateKey: string): string {
  return dateKey.slice(0, 7);
}

export function isMonthKey(value: unknown): value is string {
  return typeof value === "string" && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

/** The month n months after (or before) "YYYY-MM". */
export function addMonths(monthKey: string, n: number): string {
  const [y, m] = monthKey.split("-").map(Number);
  const total = y * 12 + (m - 1) + n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, "0")}`;
}

/**
 * The weeks (Monday first) that cover a month, as date keys; days outside
 * the month are included so every row has seven cells.
 */
export function monthGrid(monthKey: string): string[][] {
  const first = `${monthKey}-01`;
  const start = weekStartKey(first);
  const next = `${addMonths(monthKey, 1)}-01`;
  const weeks: string[][] = [];
  for (let monday = start; monday < next; monday = addDays(monday, 7)) {
    weeks.push(weekDays(monday));
  }
  return weeks;
}

/** "HH:MM", the India-time wall clock reading of an instant. */
export function istClock(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(11, 16);
}

/** An instant as a datetime-local field's value in India time: "2026-11-29T10:00". */
export function istLocalValue(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local field's "YYYY-MM-DDTHH:MM" read as India time; null when it is not a real date and time. */
export function parseIstLocal(value: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/.exec(value.trim());
  if (!match || !isDateKey(match[1])) return null;
  return istInstant(match[1], Number(match[2]), Number(match[3]));
}
