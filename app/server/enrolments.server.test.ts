import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { makeBatch, makeOrder, makeUser } from "../../tests/setup/staff-fixtures";
import { setupTestDatabase } from "../../tests/setup/db";
import { confirmAddress } from "../../tests/setup/email-links";
import { authTiming, registerStudent } from "./accounts.server";
import { getBatch } from "./batches.server";
import { auditLog, enrolments, orders, outbox } from "./db/schema.server";
import {
  activeBatchIdFor,
  activeEnrolmentsFor,
  clearActivationNotice,
  currentEnrolmentFor,
  enrolByHand,
  hasActiveEnrolment,
  withdrawEnrolment,
} from "./enrolments.server";
import { requestEmailChange } from "./email-verification.server";
import { decideOrder } from "./staff/payments-review.server";

// Runs on PGlite (npm test) and on PostgreSQL (npm run test:pg, TEST_DATABASE_URL).
const getDb = setupTestDatabase({ seed: true });
authTiming.signupMs = 0;

let counter = 0;
/** Signs up through the real signup (a pending request); `confirmed` also opens the verification link. */
async function signUp(
  batch: string,
  email = `student-${++counter}-${Date.now()}@example.com`,
  { confirmed = true } = {},
) {
  const result = await registerStudent({
    fullName: "Meera Pillai",
    email,
    mobile: "+91 98765 43210",
    batch,
    password: "a long enough passphrase",
    confirmPassword: "a long enough passphrase",
  });
  if (!result.ok) throw new Error(`signup failed: ${result.reason}`);
  if (!result.userId) throw new Error("signup: the address already had an account");
  if (confirmed) await confirmAddress(getDb(), email);
  return { userId: result.userId, email };
}

async function paidOrder(userId: string | null, batchId: string, payerEmail?: string) {
  return makeOrder(getDb(), {
    userId,
    batchId,
    courseKey: "python-full-stack",
    utr: String(100_000_000_000 + Math.floor(Math.random() * 899_999_999_999)),
    payerEmail: payerEmail ?? `payer-${++counter}@example.com`,
  });
}

describe("signup creates an account, not access (decision 12)", () => {
  it("the chosen batch is a pending request: no active batch, no access", async () => {
    const batch = await makeBatch(getDb());
    const { userId } = await signUp(batch.id);
    expect(await currentEnrolmentFor(userId)).toMatchObject({ state: "pending", batchId: batch.id });
    expect(await activeBatchIdFor(userId)).toBeNull();
    expect(await hasActiveEnrolment(userId, batch.id)).toBe(false);
    expect(await activeEnrolmentsFor(userId)).toEqual([]);
  });

  it("the demo batch and full batches cannot be chosen", async () => {
    await expect(signUp("demo")).rejects.toThrow("unknown-batch");
    const full = await makeBatch(getDb(), { seats: 1 });
    const staff = await makeUser(getDb(), { role: "staff" });
    const first = await signUp(full.id);
    expect(
      await enrolByHand(staff, full.id, { email: first.email, route: "cash", reason: "Paid at the desk" }),
    ).toMatchObject({ ok: true });
    await expect(signUp(full.id)).rejects.toThrow("unknown-batch");
  });
});

describe("verifying a payment activates the enrolment in the same transaction", () => {
  it("verify: active, with the order, an activation e-mail and a notice for the next visit", async () => {
    const staff = await makeUser(getDb(), { role: "staff" });
    const batch = await makeBatch(getDb());
    const { userId, email } = await signUp(batch.id);
    const order = await paidOrder(userId, batch.id);
    expect(await decideOrder(staff, order.id, { intent: "verify" })).toEqual({ ok: true, activated: true });
    const enrolment = await currentEnrolmentFor(userId);
    expect(enrolment).toMatchObject({ state: "active", activatedVia: "payment", activationNotice: true });
    expect(enrolment?.order).toMatchObject({ id: order.id, status: "verified" });
    expect(await activeBatchIdFor(userId)).toBe(batch.id);
    const mails = await getDb().select().from(outbox).where(eq(outbox.to, email));
    expect(mails.map((m) => m.subject)).toContain(`You're in: ${batch.name}`);
    await clearActivationNotice(userId);
    expect((await currentEnrolmentFor(userId))?.activationNotice).toBe(false);
  });

  it("reject: the enrolment stays pending and the student sees the reason", async () => {
    const staff = await makeUser(getDb(), { role: "staff" });
    const batch = await makeBatch(getDb());
    const { userId } = await signUp(batch.id);
    const order = await paidOrder(userId, batch.id);
    const reason = "No payment with this UTR reached our account.";
    expect(await decideOrder(staff, order.id, { intent: "reject", reason })).toEqual({
      ok: true,
      activated: false,
    });
    const enrolment = await currentEnrolmentFor(userId);
    expect(enrolment?.state).toBe("pending");
    expect(enrolment?.order).toMatchObject({ status: "rejected", rejectionReason: reason });
  });

  it("with one seat left, two concurrent verifications give one active enrolment and one 'batch full'", async () => {
    const staff = await makeUser(getDb(), { role: "staff" });
    const batch = await makeBatch(getDb(), { seats: 1 });
    const a = await signUp(batch.id);
    const b = await signUp(batch.id);
    const [orderA, orderB] = [await paidOrder(a.userId, batch.id), await paidOrder(b.userId, batch.id)];
    const results = await Promise.all([
      decideOrder(staff, orderA.id, { intent: "verify" }),
      decideOrder(staff, orderB.id, { intent: "verify" }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([
      { ok: false, reason: "batch_full", batchName: batch.name, status: "pending_verification" },
    ]);
    const statuses = await getDb()
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.batchId, batch.id));
    // The loser's order stays pending verification: nothing was half-done.
    expect(statuses.map((s) => s.status).sort()).toEqual(["pending_verification", "verified"]);
    expect((await getBatch(batch.id))?.seatsLeft).toBe(0);
  });

  it("N parallel verifications for a batch with fewer than N seats never activate more than its seats", async () => {
    const N = 12;
    const SEATS = 5;
    const staff = await makeUser(getDb(), { role: "staff" });
    const batch = await makeBatch(getDb(), { seats: SEATS });
    const students = [];
    for (let i = 0; i < N; i++) students.push(await signUp(batch.id));
    const toVerify = [];
    for (const s of students) toVerify.push(await paidOrder(s.userId, batch.id));
    const results = await Promise.all(toVerify.map((o) => decideOrder(staff, o.id, { intent: "verify" })));
    const active = await getDb()
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.batchId, batch.id), eq(enrolments.state, "active")));
    // Printed for the closing note (N, seats, activations).
    console.info(`concurrency: N=${N} seats=${SEATS} activations=${active.length}`);
    expect(active).toHaveLength(SEATS);
    expect(results.filter((r) => r.ok)).toHaveLength(SEATS);
    expect(results.filter((r) => !r.ok && r.reason === "batch_full")).toHaveLength(N - SEATS);
  });
});

describe("orders placed with an e-mail attach to the account that later proves it owns the address", () => {
  it("a verified order holds its seat until the account exists, which then starts active", async () => {
    const staff = await makeUser(getDb(), { role: "staff" });
    const batch = await makeBatch(getDb(), { seats: 1 });
    const email = `visitor-${++counter}@example.com`;
    const order = await paidOrder(null, batch.id, email);
    expect(await decideOrder(staff, order.id, { intent: "verify" })).toEqual({ ok: true, activated: false });
    // The seat is held by the verified order: nobody else gets it.
    expect((await getBatch(batch.id))?.seatsLeft).toBe(0);
    const other = await makeBatch(getDb());
    const { userId } = await signUp(other.id, email.toUpperCase());
    const [attached] = await getDb().select().from(orders).where(eq(orders.id, order.id));
    expect(attached.userId).toBe(userId);
    expect(await hasActiveEnrolment(userId, batch.id)).toBe(true);
    expect((await getBatch(batch.id))?.seatsLeft).toBe(0);
  });

  it("a paid, unverified order becomes a pending request, activated when staff verify it", async () => {
    const staff = await makeUser(getDb(), { role: "staff" });
    const batch = await makeBatch(getDb());
    const email = `visitor-${++counter}@example.com`;
    const order = await paidOrder(null, batch.id, email);
    const { userId } = await signUp(batch.id, email);
    expect(await currentEnrolmentFor(userId)).toMatchObject({ state: "pending", order: { id: order.id } });
    await decideOrder(staff, order.id, { intent: "verify" });
    expect(await activeBatchIdFor(userId)).toBe(batch.id);
  });

  it("a changed address brings its orders when the new address is confirmed, not before", async () => {
    const staff = await makeUser(getDb(), { role: "staff" });
    const batch = await makeBatch(getDb());
    const payerEmail = `work-${++counter}@example.com`;
    const order = await paidOrder(null, batch.id, payerEmail);
    await decideOrder(staff, order.id, { intent: "verify" });
    const { userId, email } = await signUp((await makeBatch(getDb())).id);
    await requestEmailChange({ id: userId, name: "Meera Pillai", email }, payerEmail);
    expect(await hasActiveEnrolment(userId, batch.id)).toBe(false);
    await confirmAddress(getDb(), payerEmail);
    expect(await hasActiveEnrolment(userId, batch.id)).toBe(true);
  });
});

describe("staff enrol by hand and withdraw, each with a reason, audited", () => {
  it("enrol by hand activates with the route and reason; withdraw removes access and frees the seat", async () => {
    const staff = await makeUser(getDb(), { role: "staff", name: "Admissions Desk" });
    const batch = await makeBatch(getDb(), { seats: 2 });
    const { userId, email } = await signUp(batch.id);
    const result = await enrolByHand(staff, batch.id, {
      email,
      route: "scholarship",
      reason: "Merit scholarship, 2026 intake",
    });
    expect(result).toMatchObject({ ok: true });
    expect(await currentEnrolmentFor(userId)).toMatchObject({
      state: "active",
      activatedVia: "scholarship",
      reason: "Merit scholarship, 2026 intake",
    });
    expect((await getBatch(batch.id))?.seatsLeft).toBe(1);
    expect(await enrolByHand(staff, batch.id, { email, route: "cash", reason: "Paid again" })).toEqual({
      ok: false,
      reason: "already_active",
    });

    const enrolmentId = result.ok ? result.enrolmentId : "";
    expect(await withdrawEnrolment(staff, batch.id, enrolmentId, "Moved abroad, asked to leave")).toEqual({
      ok: true,
      enrolmentId,
    });
    expect(await currentEnrolmentFor(userId)).toMatchObject({
      state: "withdrawn",
      reason: "Moved abroad, asked to leave",
    });
    expect(await activeBatchIdFor(userId)).toBeNull();
    expect((await getBatch(batch.id))?.seatsLeft).toBe(2);
    const audit = await getDb().select().from(auditLog).where(eq(auditLog.entityId, batch.id));
    expect(audit.map((a) => a.action).sort()).toEqual(["enrolment.enrolled_by_hand", "enrolment.withdrawn"]);
    expect(audit.every((a) => a.actorName === "Admissions Desk")).toBe(true);
  });

  it("enrol by hand refuses a full batch and an e-mail without a student account", async () => {
    const staff = await makeUser(getDb(), { role: "staff" });
    const batch = await makeBatch(getDb(), { seats: 1 });
    const a = await signUp(batch.id);
    const b = await signUp(batch.id);
    await enrolByHand(staff, batch.id, { email: a.email, route: "cash", reason: "Paid at the desk" });
    expect(
      await enrolByHand(staff, batch.id, { email: b.email, route: "cash", reason: "Paid at the desk" }),
    ).toEqual({ ok: false, reason: "batch_full" });
    expect(
      await enrolByHand(staff, batch.id, {
        email: "nobody@example.com",
        route: "cash",
        reason: "Paid at the desk",
      }),
    ).toEqual({ ok: false, reason: "no_account" });
  });
});
