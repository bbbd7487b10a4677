/**
 * Formatting shared by every area (one copy: do not add a second one).
 * Indian conventions: rupees with lakh/crore grouping, dates as "24 Nov 2026",
 * times in Asia/Kolkata.
 */
const inr = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

/** 25000 -> "₹25,000"; 150000 -> "₹1,50,000". */
export function formatInr(amount: number): string {
  return inr.format(amount);
}

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/** A Date or ISO string -> "24 Nov 2026" (India time). */
export function formatDate(value: Date | string): string {
  return dateFormat.format(typeof value === "string" ? new Date(value) : value);
}

const dateTimeFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZone: "Asia/Kolkata",
});

/** A Date or ISO string -> "24 Nov 2026, 4:30 pm" (India time). */
export function formatDateTime(value: Date | string): string {
  return dateTimeFormat.format(typeof value === "string" ? new Date(value) : value);
}

const timeFormat = new Intl.DateTimeFormat("en-IN", {
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZone: "Asia/Kolkata",
});

/** A Date or ISO string -> "9:30 am" (India time). */
export function formatTime(value: Date | string): string {
  return timeFormat.format(typeof value === "string" ? new Date(value) : value);
}

const dayFormat = new Intl.DateTimeFormat("en-IN", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "Asia/Kolkata",
});

/** A Date or ISO string -> "Tue, 24 Nov" (India time). */
export function formatDay(value: Date | string): string {
  return dayFormat.format(typeof value === "string" ? new Date(value) : value);
}

const monthFormat = new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" });

/** "2026-11" -> "November 2026". */
export function formatMonth(monthKey: string): string {
  return monthFormat.format(new Date(`${monthKey}-01T00:00:00Z`));
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
