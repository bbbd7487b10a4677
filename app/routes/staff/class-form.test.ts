// The class form (docs/decisions/201): it opens on "One class"; a weekly
// series needs its days chosen on purpose and its first class on one of them;
// after saving, the page shows the week of the first new class; a class that
// already took place can be recorded as held and its attendance taken.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { attendance, batchTrainers, classSessions } from "~/server/db/schema.server";
import { firstDayMessage, HELD_MESSAGES } from "~/lib/class-forms";
import { addDays, istDateKey, weekStartKey, weekdayIndex } from "~/lib/ist";
import { setupTestDatabase } from "../../../tests/setup/db";
import { callRoute } from "../../../tests/setup/route-call";
import { enrol, makeBatch, makeUser, sessionCookie } from "../../../tests/setup/staff-fixtures";
import * as attendancePage from "./batch-attendance";
import * as classesPage from "./batch-classes";

const getDb = setupTestDatabase();

async function setup() {
  const batch = await makeBatch(getDb(), { classDays: [0, 2, 4] });
  const trainer = await makeUser(getDb(), { role: "staff", name: "Rahul Verma" });
  const student = await makeUser(getDb());
  await enrol(getDb(), student.id, batch.id);
  await getDb().insert(batchTrainers).values({ batchId: batch.id, userId: trainer.id });
  return { batch, student, cookie: await sessionCookie(trainer.id) };
}

const details = {
  intent: "create",
  title: "Extra practice: Django forms",
  type: "Live Class",
  instructor: "Rahul Verma",
  meetLink: "https://meet.example.com/extra",
  durationMinutes: "60",
  time: "09:30",
};

function post(batchId: string, cookie: string, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) body.append(k, one);
  const path = `/staff/batches/${batchId}/classes`;
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { cookie, origin: "http://localhost" },
    body,
  });
  return callRoute(classesPage.action, request, { batchId });
}

/** The next date (after a week from today) that falls on this weekday (0 = Monday). */
function nextWeekday(weekday: number): string {
  let day = addDays(istDateKey(new Date()), 8);
  while (weekdayIndex(day) !== weekday) day = addDays(day, 1);
  return day;
}

describe("the class form", () => {
  it('opens on "One class", with no weekday ticked (the batch\'s days are named, not chosen)', async () => {
    const { batch, cookie } = await setup();
    const request = new Request(`http://localhost/staff/batches/${batch.id}/classes`, {
      headers: { cookie },
    });
    const page = await callRoute(classesPage.loader, request, { batchId: batch.id });
    const { defaults } = page.body as { defaults: { repeat: string; days: string[]; batchDays: number[] } };
    expect(defaults).toMatchObject({ repeat: "once", days: [], batchDays: [0, 2, 4] });
  });

  it("a series whose first day (a Sunday) is not one of its days is refused, saying why", async () => {
    const { batch, cookie } = await setup();
    const sunday = nextWeekday(6);
    const answer = await post(batch.id, cookie, {
      ...details,
      repeat: "weekly",
      date: sunday,
      days: ["0", "2", "4"],
      ends: "weeks",
      weeks: "2",
    });
    expect(answer.status).toBe(400);
    const error = (answer.body as { result: { error: Record<string, string[]> } }).result.error;
    expect(error.date).toEqual([firstDayMessage(sunday, [0, 2, 4])]);
    expect(firstDayMessage(sunday, [0, 2, 4])).toBe(
      "The first day is a Sunday, which is not one of the chosen days (Mon, Wed, Fri). Choose a first day on one of them, or tick Sunday.",
    );
    expect(await getDb().select().from(classSessions).where(eq(classSessions.batchId, batch.id))).toEqual([]);
  });

  it("after saving a series, the page shows the week of its first class", async () => {
    const { batch, cookie } = await setup();
    const wednesday = nextWeekday(2);
    const answer = await post(batch.id, cookie, {
      ...details,
      repeat: "weekly",
      date: wednesday,
      days: ["2", "4"],
      ends: "weeks",
      weeks: "2",
    });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(
      `/staff/batches/${batch.id}/classes?week=${weekStartKey(wednesday)}&created=4`,
    );
  });

  it("one class in the past is refused unless recorded as already held", async () => {
    const { batch, cookie } = await setup();
    const yesterday = addDays(istDateKey(new Date()), -1);
    const refused = await post(batch.id, cookie, { ...details, repeat: "once", date: yesterday });
    expect(refused.status).toBe(400);
    expect((refused.body as { result: { error: Record<string, string[]> } }).result.error.date).toEqual([
      HELD_MESSAGES.past,
    ]);
    const future = await post(batch.id, cookie, {
      ...details,
      repeat: "once",
      date: addDays(istDateKey(new Date()), 3),
      held: "on",
    });
    expect((future.body as { result: { error: Record<string, string[]> } }).result.error.date).toEqual([
      HELD_MESSAGES.future,
    ]);
    const series = await post(batch.id, cookie, {
      ...details,
      repeat: "weekly",
      date: nextWeekday(0),
      days: ["0"],
      ends: "weeks",
      weeks: "1",
      held: "on",
    });
    expect((series.body as { result: { error: Record<string, string[]> } }).result.error.held).toEqual([
      HELD_MESSAGES.series,
    ]);
  });

  it("a past class recorded as held is 'completed', shown in its week, and takes attendance", async () => {
    const { batch, student, cookie } = await setup();
    const yesterday = addDays(istDateKey(new Date()), -1);
    const answer = await post(batch.id, cookie, { ...details, repeat: "once", date: yesterday, held: "on" });
    expect(answer.status).toBe(302);
    const [row] = await getDb().select().from(classSessions).where(eq(classSessions.batchId, batch.id));
    expect(row.status).toBe("completed");
    expect(answer.location).toBe(
      `/staff/batches/${batch.id}/classes?week=${weekStartKey(yesterday)}&held=${row.id}`,
    );

    const week = await callRoute(
      classesPage.loader,
      new Request(`http://localhost/staff/batches/${batch.id}/classes${answer.location}`, {
        headers: { cookie },
      }),
      { batchId: batch.id },
    );
    const page = week.body as {
      done: { text: string; heldClassId: string };
      days: { classes: { id: string; held: boolean }[] }[];
    };
    expect(page.done).toEqual({
      text: "Recorded the class as held. Take its attendance now.",
      heldClassId: row.id,
    });
    expect(page.days.flatMap((d) => d.classes)).toEqual([
      expect.objectContaining({ id: row.id, held: true }),
    ]);

    const path = `/staff/batches/${batch.id}/classes/${row.id}/attendance`;
    const marked = await callRoute(
      attendancePage.action,
      new Request(`http://localhost${path}`, {
        method: "POST",
        headers: { cookie, origin: "http://localhost" },
        body: new URLSearchParams({ [`mark-${student.id}`]: "present" }),
      }),
      { batchId: batch.id, classId: row.id },
    );
    expect(marked.status).toBe(302);
    const marks = await getDb().select().from(attendance).where(eq(attendance.sessionId, row.id));
    expect(marks).toEqual([expect.objectContaining({ userId: student.id, mark: "present" })]);
  });
});
