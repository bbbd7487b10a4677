/**
 * Formatting shared by every area (one copy: do not add a second one).
 * Indian conventions: rupees with lakh/crore grouping, dates as "24 Nov 2026",
 * times in Asia/Kolkata.
 *
 * No Intl formatter is built (the first `Intl.NumberFormat("en-IN", currency)` costs a browser
 * 40-60 ms of main thread, ICU's locale data, while the page hydrates): the text is written
 * here, the same on server and client. India time has been UTC+05:30, without daylight saving,
 * since 1945, so the arithmetic is exact for every date the academy has; format.test.ts checks
 * each function against Intl's own output (docs/decisions/210-formatting-without-intl.md).
 */

/** India time, UTC+05:30 (as in ist.ts; not imported from there, so that every page that formats
 * a price does not load the calendar helpers too). */
const IST_OFFSET_MS = 330 * 60_000;
const MONTHS_LONG = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
/** "Jan" ... "Sept" (CLDR's en-IN abbreviation, four letters) ... "Dec". */
const MONTHS_SHORT = MONTHS_LONG.map((m) => m.slice(0, m === "September" ? 4 : 3));
const WEEKDAYS_SHORT = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** "1234567" -> "12,34,567": the last three digits, then groups of two. */
export function indianGrouping(digits: string): string {
  return digits.replace(/\B(?=(\d\d)*\d{3}$)/g, ",");
}

/** 25000 -> "₹25,000"; 150000 -> "₹1,50,000" (rounded half away from zero, like Intl). */
export function formatInr(amount: number): string {
  const whole = Math.round(Math.abs(amount));
  // Beyond 2^53 rupees, or not a number: Intl, built for this value only.
  if (!Number.isSafeInteger(whole))
    return amount.toLocaleString("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
  return `${amount < 0 || Object.is(amount, -0) ? "-" : ""}₹${indianGrouping(String(whole))}`;
}

/** The parts of an instant in India time (UTC+05:30; the offset of today, also before 1946). */
function istParts(value: Date | string) {
  const ms = (typeof value === "string" ? new Date(value) : value).getTime();
  if (Number.isNaN(ms)) throw new RangeError("Invalid time value");
  const d = new Date(ms + IST_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth(),
    day: d.getUTCDate(),
    weekday: d.getUTCDay(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  };
}

/** "9:30 am", "12:05 pm". */
function clock({ hour, minute }: { hour: number; minute: number }): string {
  return `${hour % 12 || 12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "am" : "pm"}`;
}

/** "24 Nov 2026". */
function shortDate({ day, month, year }: { day: number; month: number; year: number }): string {
  return `${day} ${MONTHS_SHORT[month]} ${year}`;
}

/** A Date or ISO string -> "24 Nov 2026" (India time). */
export function formatDate(value: Date | string): string {
  return shortDate(istParts(value));
}

/** A Date or ISO string -> "24 Nov 2026, 4:30 pm" (India time). */
export function formatDateTime(value: Date | string): string {
  const parts = istParts(value);
  return `${shortDate(parts)}, ${clock(parts)}`;
}

/** A Date or ISO string -> "9:30 am" (India time). */
export function formatTime(value: Date | string): string {
  return clock(istParts(value));
}

/** A Date or ISO string -> "Tue, 24 Nov" (India time). */
export function formatDay(value: Date | string): string {
  const p = istParts(value);
  return `${WEEKDAYS_SHORT[p.weekday]}, ${p.day} ${MONTHS_SHORT[p.month]}`;
}

/** A calendar date "YYYY-MM-DD" (no time zone) -> "22 November 2026". */
export function formatLongDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate) || Number.isNaN(date.getTime()))
    throw new RangeError("Invalid time value");
  return `${date.getUTCDate()} ${MONTHS_LONG[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "2026-11" -> "November 2026". */
export function formatMonth(monthKey: string): string {
  const date = new Date(`${monthKey}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError("Invalid time value");
  return `${MONTHS_LONG[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** 90 -> "1 hr 30 min"; 45 -> "45 min". */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} hr` : `${h} hr ${m} min`;
}

/** "1 student", "3 students". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** 730 -> "24 months", 365 -> "12 months", 90 -> "90 days": a retention period in words. */
export function retentionPhrase(days: number): string {
  return days % 365 === 0 ? `${(days / 365) * 12} months` : `${days} days`;
}
