// The batch pages' actions with bad input: a clear message by the field and
// a 400 (409 when the class can no longer change), the rest of the input
// kept, nothing written, never a 5xx.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { batchTrainers, classSessions } from "~/server/db/schema.server";
import { setupTestDatabase } from "../../../tests/setup/db";
import { callRoute } from "../../../tests/setup/route-call";
import { enrol, makeBatch, makeUser, sessionCookie } from "../../../tests/setup/staff-fixtures";
import * as attendancePage from "./batch-attendance";
import * as classPage from "./batch-class";
import * as classesPage from "./batch-classes";

const getDb = setupTestDatabase();
const HOUR = 3_600_000;

async function setup() {
  const batch = await makeBatch(getDb());
  const trainer = await makeUser(getDb(), { role: "staff", name: "Rahul Verma" });
  const student = await makeUser(getDb());
  await enrol(getDb(), student.id, batch.id);
  await getDb().insert(batchTrainers).values({ batchId: batch.id, userId: trainer.id });
  const row = (offsetHours: number) => ({
    batchId: batch.id,
    title: "Django ORM",
    type: "Live Class" as const,
    instructor: "Rahul Verma",
    meetLink: "https://meet.example.com/orm",
    durationMinutes: 60,
    status: "upcoming" as const,
    startsAt: new Date(Date.now() + offsetHours * HOUR),
  });
  const [upcoming, past] = await getDb()
    .insert(classSessions)
    .values([row(48), row(-24)])
    .returning();
  return { batch, student, upcoming, past, cookie: await sessionCookie(trainer.id) };
}

async function post(handler: unknown, path: string, params: Record<string, string>, init: RequestInit) {
  return callRoute(handler, new Request(`http://localhost${path}`, { method: "POST", ...init }), params);
}
const form = (cookie: string, fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) body.append(k, one);
  return { headers: { cookie, origin: "http://localhost" }, body };
};
const errorsOf = (body: unknown) =>
  (body as { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } }).result;

describe("bad input on a batch's pages", () => {
  it("a weekly series without days, in the past, with a javascript: link: a message per field, the title kept", async () => {
    const { batch, cookie } = await setup();
    const before = await getDb().select().from(classSessions).where(eq(classSessions.batchId, batch.id));
    const answer = await post(
      classesPage.action,
      `/staff/batches/${batch.id}/classes`,
      { batchId: batch.id },
      form(cookie, {
        intent: "create",
        title: "Window functions",
        type: "Live Class",
        instructor: "Rahul Verma",
        meetLink: "javascript:alert(1)",
        durationMinutes: "90",
        repeat: "weekly",
        date: "2020-01-06",
        time: "09:30",
        ends: "weeks",
        weeks: "2",
      }),
    );
    expect(answer.status).toBe(400);
    const result = errorsOf(answer.body);
    expect(Object.keys(result.error).sort()).toEqual(["date", "days", "meetLink"]);
    expect(result.error.days).toEqual(["Choose the days of the week."]);
    expect(result.initialValue.title).toBe("Window functions");
    expect(
      await getDb().select().from(classSessions).where(eq(classSessions.batchId, batch.id)),
    ).toHaveLength(before.length);
  });

  it("a body that is not a form, or an unknown change, is a 400 (never a 5xx)", async () => {
    const { batch, upcoming, cookie } = await setup();
    const json = await post(
      classesPage.action,
      `/staff/batches/${batch.id}/classes`,
      { batchId: batch.id },
      {
        headers: { cookie, origin: "http://localhost", "content-type": "application/json" },
        body: JSON.stringify({ title: "x" }),
      },
    );
    expect(json.status).toBe(400);
    const unknown = await post(
      classPage.action,
      `/staff/batches/${batch.id}/classes/${upcoming.id}`,
      { batchId: batch.id, classId: upcoming.id },
      form(cookie, { intent: "delete" }),
    );
    expect(unknown.status).toBe(400);
    // A class id with a NUL is no class (not a database error), on every class route.
    const nul = "x\u0000y";
    for (const [handler, sub] of [
      [classPage.loader, ""],
      [classPage.action, ""],
      [attendancePage.loader, "/attendance"],
      [attendancePage.action, "/attendance"],
    ] as const) {
      const request = new Request(`http://localhost/staff/batches/${batch.id}/classes/x${sub}`, {
        method: handler === classPage.loader || handler === attendancePage.loader ? "GET" : "POST",
        ...(handler === classPage.loader || handler === attendancePage.loader
          ? { headers: { cookie, origin: "http://localhost" } }
          : form(cookie, { intent: "cancel", scope: "one", note: "No such class." })),
      });
      const answer = await callRoute(handler, request, { batchId: batch.id, classId: nul });
      expect(answer.status).toBe(404);
    }
  });

  it("moving without a note asks for one; cancelling a class that has started is refused with why (409)", async () => {
    const { batch, upcoming, past, cookie } = await setup();
    const move = await post(
      classPage.action,
      `/staff/batches/${batch.id}/classes/${upcoming.id}`,
      { batchId: batch.id, classId: upcoming.id },
      form(cookie, {
        intent: "move",
        scope: "one",
        date: "2099-01-05",
        time: "10:00",
        durationMinutes: "60",
        note: "",
      }),
    );
    expect(move.status).toBe(400);
    expect(errorsOf(move.body).error.note).toEqual([
      "Write a short note for the students (it is shown with the change).",
    ]);
    const cancel = await post(
      classPage.action,
      `/staff/batches/${batch.id}/classes/${past.id}`,
      { batchId: batch.id, classId: past.id },
      form(cookie, { intent: "cancel", scope: "one", note: "Too late for this." }),
    );
    expect(cancel.status).toBe(409);
    expect(errorsOf(cancel.body).error[""]).toEqual([
      "This class has already started: it can no longer be moved or cancelled.",
    ]);
    const [row] = await getDb().select().from(classSessions).where(eq(classSessions.id, past.id));
    expect(row.cancelledAt).toBeNull();
  });

  it("an attendance mark that is not present, late or absent is a 400 and saves nothing", async () => {
    const { batch, past, student, cookie } = await setup();
    const answer = await post(
      attendancePage.action,
      `/staff/batches/${batch.id}/classes/${past.id}/attendance`,
      { batchId: batch.id, classId: past.id },
      form(cookie, { intent: "save", [`mark-${student.id}`]: "maybe" }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ errors: ["Choose present, late or absent for each student."] });
  });
});
