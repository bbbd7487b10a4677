import { readFileSync } from "node:fs";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { makeBatch, makeOrder, makeUser } from "../../tests/setup/staff-fixtures";
import { setupTestDatabase } from "../../tests/setup/db";
import { confirmAddress } from "../../tests/setup/email-links";
import { authTiming, registerStudent } from "./accounts.server";
import { queryRows } from "./db/client.server";
import { enrolments } from "./db/schema.server";
import {
  currentEnrolmentFor,
  enrolByHand,
  listBatchEnrolments,
  MOVED_REASON,
  pendingRequestFor,
  requestEnrolment,
} from "./enrolments.server";
import { decideOrder } from "./staff/payments-review.server";

// Runs on PGlite (npm test) and on PostgreSQL (npm run test:pg, TEST_DATABASE_URL).
const getDb = setupTestDatabase({ seed: true });
authTiming.signupMs = 0;

let counter = 0;
async function signUp(batch: string) {
  const email = `mover-${++counter}-${Date.now()}@example.com`;
  const result = await registerStudent({
    fullName: "Ravi Shankar",
    email,
    mobile: "+91 98765 43210",
    batch,
    password: "a long enough passphrase",
    confirmPassword: "a long enough passphrase",
  });
  if (!result.ok || !result.userId) throw new Error("signup failed");
  await confirmAddress(getDb(), email);
  return { userId: result.userId, email, name: "Ravi Shankar" };
}

const utr = () => String(100_000_000_000 + Math.floor(Math.random() * 899_999_999_999));

async function statesOf(userId: string) {
  const rows = await getDb()
    .select({ batchId: enrolments.batchId, state: enrolments.state, reason: enrolments.reason })
    .from(enrolments)
    .where(eq(enrolments.userId, userId));
  return Object.fromEntries(rows.map((r) => [r.batchId, r]));
}

describe("one batch per intent: paying for another batch of the course moves the pending request", () => {
  it("asking for Batch B (sending the payment) moves the request from Batch A; verifying makes the student active in B only", async () => {
    const a = await makeBatch(getDb(), { name: "Python - Batch A (test)" });
    const b = await makeBatch(getDb(), { name: "Python - Batch B (test)" });
    const staff = await makeUser(getDb(), { role: "staff" });
    const student = await signUp(a.id);
    expect(await pendingRequestFor(student.userId)).toMatchObject({ batchId: a.id, courseId: a.courseId });

    // Sending the UTR for an order of Batch B asks for Batch B (payments.server.ts: submitPaymentProof).
    const order = await makeOrder(getDb(), { userId: student.userId, batchId: b.id, utr: utr() });
    await getDb().transaction((tx) => requestEnrolment(tx, student.userId, b.id));
    let states = await statesOf(student.userId);
    expect(states[a.id]).toMatchObject({ state: "withdrawn", reason: `${MOVED_REASON} ${b.name}.` });
    expect(states[b.id]).toMatchObject({ state: "pending" });

    expect(await decideOrder(staff, order.id, { intent: "verify" })).toEqual({ ok: true, activated: true });
    states = await statesOf(student.userId);
    expect(states[b.id].state).toBe("active");
    expect(states[a.id].state).toBe("withdrawn");
    expect(await currentEnrolmentFor(student.userId)).toMatchObject({ state: "active", batchId: b.id });
    // The staff roster of Batch A no longer lists them as Pending.
    const rosterA = await listBatchEnrolments(a.id);
    expect(rosterA.filter((r) => r.email === student.email).map((r) => r.state)).toEqual(["withdrawn"]);
  });

  it("verifying an order for Batch B fixes a request left pending in Batch A, in the verifying transaction", async () => {
    const a = await makeBatch(getDb());
    const b = await makeBatch(getDb());
    const staff = await makeUser(getDb(), { role: "staff" });
    const student = await signUp(a.id);
    // An order for B recorded before requests moved (no pending row for B yet).
    const order = await makeOrder(getDb(), { userId: student.userId, batchId: b.id, utr: utr() });
    expect(await decideOrder(staff, order.id, { intent: "verify" })).toEqual({ ok: true, activated: true });
    const states = await statesOf(student.userId);
    expect(states[a.id]).toMatchObject({ state: "withdrawn", reason: `${MOVED_REASON} ${b.name}.` });
    expect(states[b.id].state).toBe("active");
    expect(await pendingRequestFor(student.userId)).toBeNull();
  });

  it("enrolling by hand in Batch B moves the request too; a request for another course stays", async () => {
    const a = await makeBatch(getDb());
    const b = await makeBatch(getDb());
    const java = await makeBatch(getDb(), { courseId: "java-full-stack" });
    const staff = await makeUser(getDb(), { role: "staff" });
    const student = await signUp(a.id);
    await getDb().transaction((tx) => requestEnrolment(tx, student.userId, java.id));
    expect(
      await enrolByHand(staff, b.id, { email: student.email, route: "cash", reason: "Paid at the desk" }),
    ).toMatchObject({ ok: true });
    const states = await statesOf(student.userId);
    expect(states[a.id].state).toBe("withdrawn");
    expect(states[b.id].state).toBe("active");
    expect(states[java.id].state).toBe("pending");
  });

  it("a student active in one batch of a course is never also pending in another of it", async () => {
    const a = await makeBatch(getDb());
    const b = await makeBatch(getDb());
    const staff = await makeUser(getDb(), { role: "staff" });
    const student = await signUp(a.id);
    await enrolByHand(staff, a.id, {
      email: student.email,
      route: "scholarship",
      reason: "Merit scholarship",
    });
    const change = await getDb().transaction((tx) => requestEnrolment(tx, student.userId, b.id));
    expect(change).toMatchObject({ ok: true, activated: false });
    const rows = await getDb()
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.userId, student.userId), eq(enrolments.batchId, b.id)));
    expect(rows).toEqual([]);
  });
});

describe("the data is fixed too (drizzle/0011_one-request-per-course.sql)", () => {
  it("a student active in Batch B and still pending in Batch A is withdrawn from A, saying where the seat is", async () => {
    const a = await makeBatch(getDb());
    const b = await makeBatch(getDb(), { name: "Python - Batch B (migrated)" });
    const other = await makeBatch(getDb(), { courseId: "java-full-stack" });
    const student = await makeUser(getDb());
    // What a verified order for B left behind before requests moved.
    await getDb()
      .insert(enrolments)
      .values([
        { userId: student.id, batchId: a.id, state: "pending" },
        { userId: student.id, batchId: b.id, state: "active", activatedAt: new Date() },
        { userId: student.id, batchId: other.id, state: "pending" },
      ]);
    const file = new URL("../../drizzle/0011_one-request-per-course.sql", import.meta.url);
    await queryRows(sql.raw(readFileSync(file, "utf8")), getDb());
    const states = await statesOf(student.id);
    expect(states[a.id]).toMatchObject({ state: "withdrawn", reason: `${MOVED_REASON} ${b.name}.` });
    expect(states[b.id].state).toBe("active");
    expect(states[other.id].state).toBe("pending");
  });
});
