// The catalogue, batch and offer pages of the staff console through their
// route actions: valid posts change the data (audited) and redirect; bad
// input answers 400 (or 409) with the message next to the field, input kept.
import { istDateKey } from "~/lib/ist";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, batches, courses, enrolments, offers, users } from "~/server/db/schema.server";
import { getCourseFacts } from "~/server/catalogue.server";
import { setupTestDatabase } from "../../../tests/setup/db";
import { makeBatch, makeUser, postAction, staffWithCookie } from "../../../tests/setup/staff-fixtures";
import * as batchRoute from "./batch";
import * as batchNewRoute from "./batch-new";
import * as courseRoute from "./course";
import * as offersRoute from "./offers";

const getDb = setupTestDatabase({ seed: true });

const staffCookie = (opts: { isAdmin?: boolean } = {}) =>
  staffWithCookie(getDb(), { name: "Catalogue Desk", isAdmin: opts.isAdmin });
const post = postAction;

const sqlCourse = {
  priceRupees: "3999",
  regularPriceRupees: "8999",
  offerFloorRupees: "2000",
  durationWeeks: "9",
  level: "Beginner to Intermediate",
  saleStatus: "on_sale",
  summary: "Write SQL that answers real business questions and design databases that stay correct.",
};

describe("/staff/courses (administrators)", () => {
  it("a change to a course is what every page reads next, and is audited field by field", async () => {
    const { cookie } = await staffCookie({ isAdmin: true });
    const res = await post(
      courseRoute.action,
      "/staff/courses/sql-database",
      { courseId: "sql-database" },
      sqlCourse,
      cookie,
    );
    expect(res).toMatchObject({ status: 302, location: "/staff/courses/sql-database?done=saved" });
    expect(await getCourseFacts("sql-database")).toMatchObject({ priceRupees: 3999, durationWeeks: 9 });
    const [entry] = await getDb().select().from(auditLog).where(eq(auditLog.entityId, "sql-database"));
    expect(entry).toMatchObject({
      action: "course.updated",
      details: { priceRupees: { from: 4999, to: 3999 }, durationWeeks: { from: 8, to: 9 } },
    });
  });

  it("refuses a regular price below the price, next to the field, keeping the input", async () => {
    const { cookie } = await staffCookie({ isAdmin: true });
    const res = await post(
      courseRoute.action,
      "/staff/courses/java-full-stack",
      { courseId: "java-full-stack" },
      { ...sqlCourse, regularPriceRupees: "999" },
      cookie,
    );
    expect(res.status).toBe(400);
    expect(res.reply?.error?.regularPriceRupees).toEqual(["The regular price cannot be below the price."]);
    expect(res.reply?.initialValue).toMatchObject({ regularPriceRupees: "999", durationWeeks: "9" });
    const [java] = await getDb().select().from(courses).where(eq(courses.id, "java-full-stack"));
    expect(java.regularPriceRupees).toBe(8999);
  });
});

describe("/staff/batches", () => {
  const batchForm = {
    name: "Python Full Stack - Batch C",
    courseId: "python-full-stack",
    startDate: "2099-02-02",
    classDays: "1",
    startTime: "18:30",
    endTime: "20:00",
    mode: "hybrid",
    seats: "20",
    state: "enrolling",
  };

  it("creates a batch with its days and time, audited; a taken code is refused next to the field", async () => {
    const { cookie } = await staffCookie();
    const created = await post(
      batchNewRoute.action,
      "/staff/batches/new",
      {},
      { ...batchForm, id: "Python-C" },
      cookie,
    );
    expect(created).toMatchObject({ status: 302, location: "/staff/batches/python-c?done=created" });
    const [row] = await getDb().select().from(batches).where(eq(batches.id, "python-c"));
    expect(row).toMatchObject({
      classDays: [1],
      startTime: "18:30",
      mode: "hybrid",
      seats: 20,
      isDemo: false,
    });
    const again = await post(
      batchNewRoute.action,
      "/staff/batches/new",
      {},
      { ...batchForm, id: "python-c" },
      cookie,
    );
    expect(again.status).toBe(400);
    expect(again.reply?.error?.id).toEqual(["A batch already has this code: choose another."]);
    const demo = await post(
      batchNewRoute.action,
      "/staff/batches/new",
      {},
      { ...batchForm, id: "demo" },
      cookie,
    );
    expect(demo.reply?.error?.id).toEqual(["That code belongs to the demo portal."]);
  });

  it("refuses an end time before the start time and no class days", async () => {
    const { cookie } = await staffCookie();
    const { classDays: _none, ...noDays } = batchForm;
    const res = await post(
      batchNewRoute.action,
      "/staff/batches/new",
      {},
      { ...noDays, id: "sql-b", endTime: "17:00" },
      cookie,
    );
    expect(res.status).toBe(400);
    expect(res.reply?.error?.endTime).toEqual(["The end time must be after the start time."]);
    expect(res.reply?.error?.classDays).toEqual(["Choose the days of the live classes."]);
  });

  it("enrols a student by hand with a reason, then withdraws them with a reason (both audited)", async () => {
    const { cookie } = await staffCookie();
    const batch = await makeBatch(getDb(), { seats: 5 });
    const student = await makeUser(getDb(), { role: "student", email: `hand-${Date.now()}@example.com` });
    const path = `/staff/batches/${batch.id}`;
    const enrol = {
      intent: "enrol",
      email: student.email.toUpperCase(),
      route: "scholarship",
      reason: "Merit scholarship",
    };
    expect(await post(batchRoute.action, path, { batchId: batch.id }, enrol, cookie)).toMatchObject({
      status: 302,
      location: `${path}?done=enrolled`,
    });
    const [row] = await getDb().select().from(enrolments).where(eq(enrolments.userId, student.id));
    expect(row).toMatchObject({ state: "active", activatedVia: "scholarship", reason: "Merit scholarship" });

    const again = await post(batchRoute.action, path, { batchId: batch.id }, enrol, cookie);
    expect(again.reply?.error?.email).toEqual(["This student's enrolment in the batch is already active."]);
    const stranger = await post(
      batchRoute.action,
      path,
      { batchId: batch.id },
      { ...enrol, email: "nobody@example.com" },
      cookie,
    );
    expect(stranger.reply?.error?.email).toEqual([
      "No student account has this e-mail. Ask the student to sign up first.",
    ]);
    const unconfirmed = await makeUser(getDb(), { role: "student", emailVerified: false });
    const notYet = await post(
      batchRoute.action,
      path,
      { batchId: batch.id },
      { ...enrol, email: unconfirmed.email },
      cookie,
    );
    expect(notYet.reply?.error?.email?.[0]).toMatch(/^This account has not confirmed its e-mail address yet/);

    const noReason = await post(
      batchRoute.action,
      path,
      { batchId: batch.id },
      { intent: "withdraw", enrolmentId: row.id, reason: "" },
      cookie,
    );
    expect(noReason.status).toBe(400);
    const withdraw = { intent: "withdraw", enrolmentId: row.id, reason: "Asked to leave: moved to Pune" };
    expect(await post(batchRoute.action, path, { batchId: batch.id }, withdraw, cookie)).toMatchObject({
      location: `${path}?done=withdrawn`,
    });
    const [after] = await getDb().select().from(enrolments).where(eq(enrolments.id, row.id));
    expect(after).toMatchObject({ state: "withdrawn", reason: "Asked to leave: moved to Pune" });
    const audit = await getDb().select().from(auditLog).where(eq(auditLog.entityId, batch.id));
    expect(audit.map((a) => a.action).sort()).toEqual(["enrolment.enrolled_by_hand", "enrolment.withdrawn"]);
  });

  it("completing a batch completes its active enrolments", async () => {
    const { cookie, staff } = await staffCookie();
    const batch = await makeBatch(getDb(), { seats: 5, classDays: [0], startDate: "2099-01-05" });
    const [student] = await getDb()
      .insert(users)
      .values({
        email: `done-${Date.now()}@example.com`,
        name: "Done Student",
        passwordHash: "x",
        role: "student",
      })
      .returning();
    await getDb().insert(enrolments).values({ userId: student.id, batchId: batch.id, state: "active" });
    const form = {
      ...batchForm,
      name: batch.name,
      courseId: batch.courseId,
      startDate: batch.startDate,
      classDays: "0",
      state: "completed",
    };
    await post(
      batchRoute.action,
      `/staff/batches/${batch.id}`,
      { batchId: batch.id },
      { intent: "save", ...form },
      cookie,
    );
    const [row] = await getDb().select().from(enrolments).where(eq(enrolments.userId, student.id));
    expect(row).toMatchObject({ state: "completed", stateChangedBy: staff.id });
  });
});

const inAMonth = () => istDateKey(new Date(Date.now() + 30 * 86_400_000));

describe("/staff/offers", () => {
  it("starts an offer, refuses a second live one for the course, and ends it", async () => {
    const { cookie } = await staffCookie({ isAdmin: true });
    const offer = {
      intent: "create",
      courseId: "azure-cloud",
      priceRupees: "3499",
      endDate: inAMonth(),
      endTime: "23:59",
      seatCap: "40",
    };
    expect(await post(offersRoute.action, "/staff/offers", {}, offer, cookie)).toMatchObject({
      location: "/staff/offers?done=created",
    });
    const facts = await getCourseFacts("azure-cloud");
    expect(facts).toMatchObject({ priceRupees: 3499, offer: { seatsLeft: 40 } });
    const twice = await post(offersRoute.action, "/staff/offers", {}, offer, cookie);
    expect(twice.status).toBe(409);
    const [row] = await getDb().select().from(offers).where(eq(offers.courseId, "azure-cloud"));
    await post(offersRoute.action, "/staff/offers", {}, { intent: "end", offerId: row.id }, cookie);
    expect(await getCourseFacts("azure-cloud")).toMatchObject({ priceRupees: 4999, offer: null });
  });

  it("refuses an offer above the course's price or ending in the past", async () => {
    const { cookie } = await staffCookie({ isAdmin: true });
    const base = { intent: "create", courseId: "java-full-stack", endDate: inAMonth(), endTime: "23:59" };
    const dear = await post(
      offersRoute.action,
      "/staff/offers",
      {},
      { ...base, priceRupees: "5999" },
      cookie,
    );
    expect(dear.reply?.error?.priceRupees).toEqual(["An offer cannot cost more than the course (₹4,999)."]);
    const past = await post(
      offersRoute.action,
      "/staff/offers",
      {},
      { ...base, priceRupees: "3999", endDate: "2020-01-01" },
      cookie,
    );
    expect(past.reply?.error?.endDate).toEqual(["The end must be in the future (India time)."]);
  });
});
