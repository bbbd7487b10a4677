import { describe, expect, it } from "vitest";
import { newClassSchema } from "~/lib/class-forms";
import { setupTestDatabase } from "../../tests/setup/db";
import { enrol, makeBatch, makeUser } from "../../tests/setup/staff-fixtures";
import { classRoster, marksFor, saveAttendance, studentAttendance } from "./attendance.server";
import { cancelClass, createClasses } from "./classes.server";
import { classSessions } from "./db/schema.server";
import { eq } from "drizzle-orm";

const getDb = setupTestDatabase();
const created = new Date("2027-03-01T02:30:00Z");
const afterAll = new Date("2027-03-20T00:00:00Z");

async function setup() {
  const batch = await makeBatch(getDb(), { startDate: "2027-03-01" });
  const trainer = await makeUser(getDb(), { role: "staff", name: "Rahul Verma" });
  const asha = await makeUser(getDb(), { name: "Asha Rao" });
  const bala = await makeUser(getDb(), { name: "Bala Iyer" });
  const pending = await makeUser(getDb(), { name: "Chitra Pending" });
  const outsider = await makeUser(getDb(), { name: "Dev Other" });
  await enrol(getDb(), asha.id, batch.id);
  await enrol(getDb(), bala.id, batch.id);
  await enrol(getDb(), pending.id, batch.id, "pending");
  const input = newClassSchema(created).parse({
    title: "SQL joins",
    type: "Live Class",
    instructor: "Rahul Verma",
    meetLink: "https://meet.example.com/sql",
    durationMinutes: 60,
    repeat: "weekly",
    date: "2027-03-01",
    time: "10:00",
    days: [0, 3],
    ends: "weeks",
    weeks: 2,
  });
  await createClasses(trainer, batch.id, input, created);
  const classes = await getDb()
    .select()
    .from(classSessions)
    .where(eq(classSessions.batchId, batch.id))
    .orderBy(classSessions.startsAt);
  return { batch, trainer, asha, bala, pending, outsider, classes };
}

describe("attendance", () => {
  it("the roster is the batch's active enrolments, by name (pending requests are not on it)", async () => {
    const { batch, classes } = await setup();
    const roster = await classRoster(batch.id, classes[0].id);
    expect(roster.map((r) => [r.name, r.mark])).toEqual([
      ["Asha Rao", null],
      ["Bala Iyer", null],
    ]);
  });

  it("marks present, late and absent; students see each class's mark and their percentage", async () => {
    const { batch, trainer, asha, bala, classes } = await setup();
    const mark = (entries: [string, "present" | "late" | "absent"][]) => new Map(entries);
    await saveAttendance(
      trainer,
      batch.id,
      classes[0].id,
      mark([
        [asha.id, "present"],
        [bala.id, "absent"],
      ]),
      afterAll,
    );
    await saveAttendance(
      trainer,
      batch.id,
      classes[1].id,
      mark([
        [asha.id, "late"],
        [bala.id, "present"],
      ]),
      afterAll,
    );
    await saveAttendance(
      trainer,
      batch.id,
      classes[2].id,
      mark([
        [asha.id, "absent"],
        [bala.id, "present"],
      ]),
      afterAll,
    );
    // Changing a mark replaces it.
    await saveAttendance(trainer, batch.id, classes[0].id, mark([[bala.id, "present"]]), afterAll);

    const a = await studentAttendance(asha.id, batch.id);
    expect(a).toMatchObject({ present: 1, late: 1, absent: 1, percent: 67 });
    expect(a.marks.map((m) => m.mark)).toEqual(["absent", "late", "present"]);
    expect((await studentAttendance(bala.id, batch.id)).percent).toBe(100);
    expect(await marksFor(asha.id, [classes[0].id, classes[3].id])).toEqual({ [classes[0].id]: "present" });
    expect((await classRoster(batch.id, classes[0].id)).map((r) => r.mark)).toEqual(["present", "present"]);
  });

  it("ignores marks for anyone not on the roster (pending, other batches)", async () => {
    const { batch, trainer, asha, pending, outsider, classes } = await setup();
    const result = await saveAttendance(
      trainer,
      batch.id,
      classes[0].id,
      new Map([
        [asha.id, "present"],
        [pending.id, "present"],
        [outsider.id, "absent"],
      ]),
      afterAll,
    );
    expect(result).toEqual({ ok: true, saved: 1 });
    expect((await studentAttendance(outsider.id, batch.id)).marks).toEqual([]);
  });

  it("refuses marks before a class starts and on a cancelled class; cancelled classes never count", async () => {
    const { batch, trainer, asha, classes } = await setup();
    const marks = new Map([[asha.id, "absent" as const]]);
    expect(await saveAttendance(trainer, batch.id, classes[3].id, marks, created)).toEqual({
      ok: false,
      reason: "not_started",
    });
    await cancelClass(trainer, batch.id, classes[3].id, { scope: "one", note: "Holiday." }, created);
    expect(await saveAttendance(trainer, batch.id, classes[3].id, marks, afterAll)).toEqual({
      ok: false,
      reason: "cancelled",
    });
    expect((await studentAttendance(asha.id, batch.id)).percent).toBeNull();
  });

  it("shows nothing without an active batch", async () => {
    const { asha } = await setup();
    expect(await studentAttendance(asha.id, null)).toMatchObject({ percent: null, marks: [] });
  });
});
