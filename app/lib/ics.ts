/*
 * iCalendar (RFC 5545) for the schedule: the "Set Reminders" download and the
 * private calendar feed. Times are written as India wall-clock times with
 * TZID=Asia/Kolkata and a VTIMEZONE, so every calendar app shows the class at
 * the time the batch meets, whatever the device's own time zone.
 */
import { istDateKey } from "./ist";

export const ICS_TIME_ZONE = "Asia/Kolkata";

export interface CalendarEvent {
  /** Stable id: the same event keeps its UID, so calendar apps update it in place. */
  uid: string;
  title: string;
  start: Date;
  durationMinutes: number;
  description?: string;
  url?: string;
  category?: string;
  lastModified?: Date;
  /** Minutes before the start for a pop-up reminder (never on a cancelled event). */
  alarmMinutesBefore?: number;
  /** Revision number: raised at every change of time or state, so apps replace their copy. */
  sequence?: number;
  /** A cancelled event stays in the calendar with STATUS:CANCELLED (same UID). */
  cancelled?: boolean;
}

export interface CalendarInput {
  name: string;
  productId: string;
  /** Domain for UIDs (the site's host). */
  uidDomain: string;
  events: readonly CalendarEvent[];
  now: Date;
  /** How often subscribers should re-fetch a feed. */
  refreshMinutes?: number;
}

/** TEXT escaping (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** UTF-8 octets of one code point. */
const utf8Size = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/**
 * Folds a content line at 75 octets without splitting a UTF-8 character (RFC 5545 3.1). A line's
 * octets are counted from its code points: a private feed of a batch's classes has ~50,000
 * characters, and encoding each one on its own cost ~60 ms of CPU per feed.
 */
export function foldLine(line: string): string {
  // Most lines: at most 75 ASCII characters, so at most 75 octets.
  if (line.length <= 75 && !/[^\p{ASCII}]/u.test(line)) return line;
  const parts: string[] = [];
  let start = 0;
  let octets = 0;
  for (let i = 0; i < line.length;) {
    const codePoint = line.codePointAt(i)!;
    const size = utf8Size(codePoint);
    const units = codePoint > 0xffff ? 2 : 1;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(line.slice(start, i));
      start = i;
      octets = 0;
    }
    octets += size;
    i += units;
  }
  parts.push(line.slice(start));
  return parts.join("\r\n ");
}

/** 20261124T101500Z */
function utcStamp(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** 20261124T190000 in India time (for DTSTART;TZID=Asia/Kolkata). */
export function istLocalStamp(d: Date): string {
  const shifted = new Date(d.getTime() + 330 * 60_000).toISOString();
  return `${istDateKey(d).replace(/-/g, "")}T${shifted.slice(11, 19).replace(/:/g, "")}`;
}

export function buildCalendar(input: CalendarInput): string {
  const lines: string[] = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${input.productId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(input.name)}`,
    `X-WR-TIMEZONE:${ICS_TIME_ZONE}`,
  ];
  if (input.refreshMinutes) {
    lines.push(
      `REFRESH-INTERVAL;VALUE=DURATION:PT${input.refreshMinutes}M`,
      `X-PUBLISHED-TTL:PT${input.refreshMinutes}M`,
    );
  }
  lines.push(
    "BEGIN:VTIMEZONE",
    `TZID:${ICS_TIME_ZONE}`,
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    "TZOFFSETFROM:+0530",
    "TZOFFSETTO:+0530",
    "TZNAME:IST",
    "END:STANDARD",
    "END:VTIMEZONE",
  );
  const stamp = utcStamp(input.now);
  for (const e of input.events) {
    const end = new Date(e.start.getTime() + e.durationMinutes * 60_000);
    lines.push(
      "BEGIN:VEVENT",
      `UID:${e.uid}@${input.uidDomain}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;TZID=${ICS_TIME_ZONE}:${istLocalStamp(e.start)}`,
      `DTEND;TZID=${ICS_TIME_ZONE}:${istLocalStamp(end)}`,
      `SUMMARY:${escapeText(e.title)}`,
    );
    if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
    if (e.url) lines.push(`URL:${e.url}`, `LOCATION:${escapeText(e.url)}`);
    if (e.category) lines.push(`CATEGORIES:${escapeText(e.category)}`);
    if (e.lastModified) lines.push(`LAST-MODIFIED:${utcStamp(e.lastModified)}`);
    lines.push(
      `SEQUENCE:${e.sequence ?? 0}`,
      e.cancelled ? "STATUS:CANCELLED" : "STATUS:CONFIRMED",
      e.cancelled ? "TRANSP:TRANSPARENT" : "TRANSP:OPAQUE",
    );
    if (e.alarmMinutesBefore != null && !e.cancelled) {
      lines.push(
        "BEGIN:VALARM",
        "ACTION:DISPLAY",
        `DESCRIPTION:${escapeText(`${e.title} starts in ${e.alarmMinutesBefore} minutes`)}`,
        `TRIGGER:-PT${e.alarmMinutesBefore}M`,
        "END:VALARM",
      );
    }
    lines.push("END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
