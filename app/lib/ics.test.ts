import { describe, expect, it } from "vitest";
import { buildCalendar, escapeText, foldLine, istLocalStamp } from "./ics";

const now = new Date("2026-11-20T06:00:00Z");
const calendar = buildCalendar({
  name: "TechPro Academy: Python Full Stack - Batch A",
  productId: "-//TechPro Academy//Student Portal//EN",
  uidDomain: "techpro.example.com",
  now,
  refreshMinutes: 60,
  events: [
    {
      uid: "session-1",
      title: "Django REST APIs, part 2",
      start: new Date("2026-11-24T13:30:00Z"),
      durationMinutes: 90,
      description: "Live class with Rahul Verma; bring your project.\nJoin from the portal.",
      url: "https://meet.example.com/python-a",
      category: "Live Class",
      alarmMinutesBefore: 15,
    },
  ],
});
const lines = calendar.split("\r\n");

describe(".ics output", () => {
  it("uses CRLF line endings and balanced BEGIN/END blocks", () => {
    expect(calendar.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(calendar.replace(/\r\n/g, "")).not.toMatch(/\n/);
    for (const block of ["VCALENDAR", "VTIMEZONE", "VEVENT", "VALARM"]) {
      expect(lines.filter((l) => l === `BEGIN:${block}`).length).toBe(
        lines.filter((l) => l === `END:${block}`).length,
      );
    }
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
  });

  it("writes times in Asia/Kolkata with a VTIMEZONE of +05:30", () => {
    // 13:30 UTC = 19:00 IST; 90 minutes later = 20:30 IST.
    expect(lines).toContain("DTSTART;TZID=Asia/Kolkata:20261124T190000");
    expect(lines).toContain("DTEND;TZID=Asia/Kolkata:20261124T203000");
    expect(lines).toContain("TZID:Asia/Kolkata");
    expect(lines).toContain("TZOFFSETTO:+0530");
    expect(lines).toContain("X-WR-TIMEZONE:Asia/Kolkata");
    expect(lines).toContain("DTSTAMP:20261120T060000Z");
  });

  it("escapes commas, semicolons and new lines in text", () => {
    expect(lines).toContain("SUMMARY:Django REST APIs\\, part 2");
    expect(calendar.replace(/\r\n /g, "")).toContain(
      "DESCRIPTION:Live class with Rahul Verma\\; bring your project.\\nJoin from the portal.",
    );
    expect(escapeText("a\\b")).toBe("a\\\\b");
  });

  it("gives each event a stable UID and a reminder", () => {
    expect(lines).toContain("UID:session-1@techpro.example.com");
    expect(lines).toContain("TRIGGER:-PT15M");
  });

  it("folds lines at 75 octets without splitting a character", () => {
    const long = `DESCRIPTION:${"नमस्ते ".repeat(30)}`;
    const folded = foldLine(long);
    const encoder = new TextEncoder();
    for (const part of folded.split("\r\n")) expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
    expect(
      folded
        .split("\r\n")
        .map((p, i) => (i === 0 ? p : p.slice(1)))
        .join(""),
    ).toBe(long);
    for (const line of lines) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
  });

  it("folds at the same places as counting each character's UTF-8 octets: ASCII, Devanagari, emoji, a lone surrogate", () => {
    // The reference: every code point encoded on its own (what foldLine did before it counted).
    const encoder = new TextEncoder();
    const reference = (line: string) => {
      const parts: string[] = [];
      let current = "";
      let bytes = 0;
      for (const ch of line) {
        const size = encoder.encode(ch).length;
        if (bytes + size > (parts.length === 0 ? 75 : 74)) {
          parts.push(current);
          current = "";
          bytes = 0;
        }
        current += ch;
        bytes += size;
      }
      parts.push(current);
      return parts.join("\r\n ");
    };
    const pieces = ["a", "Z", " ", ";", "é", "₹", "न", "म", "स्", "😀", "👩‍💻", "\ud800"];
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let n = 0; n < 300; n++) {
      let line = "DESCRIPTION:";
      const length = Math.floor(random() * 200);
      for (let i = 0; i < length; i++) line += pieces[Math.floor(random() * pieces.length)];
      expect(foldLine(line)).toBe(reference(line));
    }
    expect(foldLine("SUMMARY:Live class")).toBe("SUMMARY:Live class");
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    expect(foldLine("x".repeat(76))).toBe(`${"x".repeat(75)}\r\n x`);
  });

  it("crosses midnight in India time correctly", () => {
    expect(istLocalStamp(new Date("2026-11-24T18:45:00Z"))).toBe("20261125T001500");
  });

  it("writes SEQUENCE 0 and STATUS:CONFIRMED for an unchanged event", () => {
    expect(lines).toContain("SEQUENCE:0");
    expect(lines).toContain("STATUS:CONFIRMED");
  });

  it("keeps a cancelled event under its UID with a higher SEQUENCE, STATUS:CANCELLED and no reminder", () => {
    const cancelled = buildCalendar({
      name: "Batch",
      productId: "-//T//P//EN",
      uidDomain: "techpro.example.com",
      now,
      events: [
        {
          uid: "session-1",
          title: "Cancelled: Django REST APIs, part 2",
          start: new Date("2026-11-24T13:30:00Z"),
          durationMinutes: 90,
          sequence: 2,
          cancelled: true,
          alarmMinutesBefore: 15,
        },
      ],
    }).split("\r\n");
    expect(cancelled).toContain("UID:session-1@techpro.example.com");
    expect(cancelled).toContain("SEQUENCE:2");
    expect(cancelled).toContain("STATUS:CANCELLED");
    expect(cancelled).not.toContain("STATUS:CONFIRMED");
    expect(cancelled).not.toContain("BEGIN:VALARM");
  });
});
