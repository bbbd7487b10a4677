import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cancelClassSchema, moveClassSchema, newClassSchema } from "~/lib/class-forms";
import { istDateKey } from "~/lib/ist";
import { setupTestDatabase } from "../../tests/setup/db";
import { enrol, makeBatch, makeUser } from "../../tests/setup/staff-fixtures";
import { cancelClass, createClasses, moveClass, setRecording } from "./classes.server";
import { auditLog, classSessions } from "./db/schema.server";
import { batchCalendar, listSessions } from "./portal/schedule.server";

const getDb = setupTestDatabase();

// A Monday at 08:00 IST: the series below starts later that day.
const now = new Date("2027-03-01T02:30:00Z");
const site = { siteUrl: "http://localhost:3000", brandName: "TechPro Academy" };

const seriesForm = {
  title: "Django views and templates",
  type: "Live Class",
  instructor: "Rahul Verma",
  meetLink: "https://meet.example.com/python-c",
  durationMinutes: 90,
  repeat: "weekly",
  date: "2027-03-01",
  time: "09:30",
  days: [0, 2, 4],
  ends: "weeks",
  weeks: 2,
};

async function setup() {
  const batch = await makeBatch(getDb(), { startDate: "2027-03-01" });
  const trainer = await makeUser(getDb(), { role: "staff", name: "Rahul Verma" });
  const student = await makeUser(getDb());
  await enrol(getDb(), student.id, batch.id);
  const input = newClassSchema(now).parse(seriesForm);
  const created = await createClasses(trainer, batch.id, input, now);
  const rows = await getDb()
    .select()
    .from(classSessions)
    .where(eq(classSessions.batchId, batch.id))
    .orderBy(classSessions.startsAt);
  return { batch, trainer, student, created, rows };
}

const feedLines = async (batchId: string) =>
  // Unfolded: long UIDs are folded at 75 octets (RFC 5545 3.1).
  (await batchCalendar(batchId, { ...site, now })).replace(/\r\n /g, "").split("\r\n");

describe("scheduling a batch's classes", () => {
  it("creates a weekly series Mon/Wed/Fri at 9:30 AM IST for 2 weeks: 6 classes, one series id, audited", async () => {
    const { created, rows, batch } = await setup();
    expect(created).toMatchObject({ ok: true, count: 6 });
    expect(rows.map((r) => istDateKey(r.startsAt))).toEqual([
      "2027-03-01",
      "2027-03-03",
      "2027-03-05",
      "2027-03-08",
      "2027-03-10",
      "2027-03-12",
    ]);
    expect(rows.every((r) => r.startsAt.toISOString().endsWith("T04:00:00.000Z"))).toBe(true);
    expect(new Set(rows.map((r) => r.seriesId)).size).toBe(1);
    const [entry] = await getDb().select().from(auditLog).where(eq(auditLog.entityId, batch.id));
    expect(entry.action).toBe("class.series_created");
  });

  it("refuses a class in the past and a series without days or end, with a message per field", () => {
    const past = newClassSchema(now).safeParse({ ...seriesForm, repeat: "once", date: "2027-02-28" });
    expect(past.success).toBe(false);
    expect(past.error?.issues.map((i) => i.path.join("."))).toContain("date");
    const noDays = newClassSchema(now).safeParse({ ...seriesForm, days: [], ends: undefined });
    expect(noDays.error?.issues.map((i) => i.path.join(".")).sort()).toEqual(["days", "ends"]);
    const badLink = newClassSchema(now).safeParse({ ...seriesForm, meetLink: "javascript:alert(1)" });
    expect(badLink.error?.issues.map((i) => i.message)).toContain(
      "Enter the full meeting link, starting with https://.",
    );
  });

  it("the enrolled student's schedule and feed show the series", async () => {
    const { batch, rows } = await setup();
    const sessions = await listSessions(
      batch.id,
      new Date("2027-03-01T00:00:00Z"),
      new Date("2027-03-15T00:00:00Z"),
      now,
    );
    expect(sessions).toHaveLength(6);
    const lines = await feedLines(batch.id);
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(6);
    expect(lines).toContain(`UID:session-${rows[0].id}@localhost:3000`);
    expect(lines).toContain("DTSTART;TZID=Asia/Kolkata:20270301T093000");
  });

  it("moves one class: same UID, higher SEQUENCE, the new time and the note for students", async () => {
    const { batch, trainer, rows } = await setup();
    const move = moveClassSchema(now).parse({
      scope: "one",
      date: "2027-03-04",
      time: "10:00",
      durationMinutes: 90,
      note: "Moved for the Holi holiday.",
    });
    expect(await moveClass(trainer, batch.id, rows[1].id, move, now)).toEqual({ ok: true, changed: 1 });
    const [moved] = await listSessions(
      batch.id,
      new Date("2027-03-04T00:00:00Z"),
      new Date("2027-03-05T00:00:00Z"),
      now,
    );
    expect(moved).toMatchObject({
      id: rows[1].id,
      startsAt: "2027-03-04T04:30:00.000Z",
      movedFrom: "2027-03-03T04:00:00.000Z",
      note: "Moved for the Holi holiday.",
      cancelled: false,
    });
    const lines = await feedLines(batch.id);
    const at = lines.indexOf(`UID:session-${rows[1].id}@localhost:3000`);
    const event = lines.slice(at, lines.indexOf("END:VEVENT", at));
    expect(event).toContain("DTSTART;TZID=Asia/Kolkata:20270304T100000");
    expect(event).toContain("SEQUENCE:1");
    expect(event).toContain("STATUS:CONFIRMED");
  });

  it("moves the rest of a series by the same shift and leaves earlier classes alone", async () => {
    const { batch, trainer, rows } = await setup();
    const move = moveClassSchema(now).parse({
      scope: "rest",
      date: "2027-03-08",
      time: "11:00",
      durationMinutes: 60,
      note: "From the second week we meet at 11 AM.",
    });
    expect(await moveClass(trainer, batch.id, rows[3].id, move, now)).toEqual({ ok: true, changed: 3 });
    const after = await getDb()
      .select()
      .from(classSessions)
      .where(eq(classSessions.batchId, batch.id))
      .orderBy(classSessions.startsAt);
    expect(after.map((r) => r.startsAt.toISOString().slice(11, 16))).toEqual([
      "04:00",
      "04:00",
      "04:00",
      "05:30",
      "05:30",
      "05:30",
    ]);
    expect(after.map((r) => r.sequence)).toEqual([0, 0, 0, 1, 1, 1]);
    expect(after.slice(3).every((r) => r.durationMinutes === 60)).toBe(true);
  });

  it("cancels one class: 'Cancelled' for the student, STATUS:CANCELLED under the same UID, no join link", async () => {
    const { batch, trainer, rows } = await setup();
    const cancel = cancelClassSchema.parse({ scope: "one", note: "Trainer unwell; notes will be shared." });
    expect(await cancelClass(trainer, batch.id, rows[2].id, cancel, now)).toEqual({ ok: true, changed: 1 });
    const sessions = await listSessions(
      batch.id,
      new Date("2027-03-01T00:00:00Z"),
      new Date("2027-03-15T00:00:00Z"),
      now,
    );
    expect(sessions.filter((s) => s.cancelled).map((s) => [s.id, s.note])).toEqual([
      [rows[2].id, "Trainer unwell; notes will be shared."],
    ]);
    const lines = await feedLines(batch.id);
    const at = lines.indexOf(`UID:session-${rows[2].id}@localhost:3000`);
    const event = lines.slice(at, lines.indexOf("END:VEVENT", at));
    expect(event).toEqual(expect.arrayContaining(["SEQUENCE:1", "STATUS:CANCELLED"]));
    expect(event.some((l) => l.startsWith("SUMMARY:Cancelled: "))).toBe(true);
    expect(event.some((l) => l.startsWith("URL:"))).toBe(false);
    expect(lines.filter((l) => l === "STATUS:CANCELLED")).toHaveLength(1);
  });

  it("cancels the rest of a series; a cancelled or started class cannot be moved or cancelled again", async () => {
    const { batch, trainer, rows } = await setup();
    const cancel = cancelClassSchema.parse({ scope: "rest", note: "The batch moves to weekends." });
    expect(await cancelClass(trainer, batch.id, rows[4].id, cancel, now)).toEqual({ ok: true, changed: 2 });
    expect(await cancelClass(trainer, batch.id, rows[4].id, cancel, now)).toEqual({
      ok: false,
      reason: "cancelled",
    });
    const later = new Date("2027-03-02T00:00:00Z");
    expect(await cancelClass(trainer, batch.id, rows[0].id, cancel, later)).toEqual({
      ok: false,
      reason: "started",
    });
  });

  it("a class id of another batch is 'not found' here", async () => {
    const { trainer, rows } = await setup();
    const other = await makeBatch(getDb());
    const cancel = cancelClassSchema.parse({ scope: "one", note: "Not my batch." });
    expect(await cancelClass(trainer, other.id, rows[0].id, cancel, now)).toEqual({
      ok: false,
      reason: "not_found",
    });
  });

  it("attaches a recording only to a class that has started; students then get it", async () => {
    const { batch, trainer, rows } = await setup();
    const url = "https://recordings.example.com/python-c/2027-03-01";
    expect(await setRecording(trainer, batch.id, rows[1].id, url, now)).toEqual({
      ok: false,
      reason: "not_started",
    });
    const after = new Date("2027-03-01T06:00:00Z");
    expect(await setRecording(trainer, batch.id, rows[0].id, url, after)).toEqual({ ok: true, changed: 1 });
    const [first] = await listSessions(
      batch.id,
      new Date("2027-03-01T00:00:00Z"),
      new Date("2027-03-02T00:00:00Z"),
      after,
    );
    expect(first).toMatchObject({ status: "completed", recordingUrl: url });
  });

  it("two staff changing the same class at once: one change wins, the other is told, SEQUENCE rises once", async () => {
    const { batch, trainer, rows } = await setup();
    const cancel = cancelClassSchema.parse({ scope: "one", note: "Cancelled twice at once." });
    const results = await Promise.all(
      Array.from({ length: 6 }, () => cancelClass(trainer, batch.id, rows[2].id, cancel, now)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.reason)).toEqual(Array(5).fill("cancelled"));
    const [row] = await getDb().select().from(classSessions).where(eq(classSessions.id, rows[2].id));
    expect(row.sequence).toBe(1);
  });
});
