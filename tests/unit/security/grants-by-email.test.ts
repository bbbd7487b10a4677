// Finding (integration of "access follows payment" with signup): "nothing
// proves the person owns the address", yet orders paid with an e-mail
// address, and a staff verification or enrolment by hand keyed by it, went
// to whichever account held that address. Someone who signed up first with
// another person's address was given that person's paid seat.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as accounts from "~/server/accounts.server";
import { orders, users } from "~/server/db/schema.server";
import { enrolByHand, hasActiveEnrolment } from "~/server/enrolments.server";
import { decideOrder } from "~/server/staff/payments-review.server";
import { setupTestDatabase } from "../../setup/db";
import { confirmAddress } from "../../setup/email-links";
import { makeBatch, makeOrder, makeUser } from "../../setup/staff-fixtures";
import { signUpStudent } from "./support";

const getDb = setupTestDatabase({ seed: true });

beforeAll(() => {
  accounts.authTiming.signupMs = 0;
});

const accountOf = async (email: string) =>
  (
    await getDb()
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email))
  )[0];

const orderRow = async (id: string) => (await getDb().select().from(orders).where(eq(orders.id, id)))[0];

const openVerificationLink = (email: string) => confirmAddress(getDb(), email);

describe("a paid order is given only to an account that proved it owns the payer's address", () => {
  it("signing up first with someone's address does not take their verified payment", async () => {
    const staff = await makeUser(getDb(), { role: "staff" });
    const batch = await makeBatch(getDb(), { seats: 5 });
    const order = await makeOrder(getDb(), {
      userId: null,
      batchId: batch.id,
      payerEmail: "paid.owner@example.com",
    });
    await decideOrder(staff, order.id, { intent: "verify" });

    await signUpStudent("paid.owner@example.com");
    const squatter = await accountOf("paid.owner@example.com");
    expect(await hasActiveEnrolment(squatter.id, batch.id)).toBe(false);
    expect((await orderRow(order.id)).userId).toBeNull();

    // Whoever opens the link in that inbox owns it: the order and its seat are theirs now.
    await openVerificationLink("paid.owner@example.com");
    expect((await orderRow(order.id)).userId).toBe(squatter.id);
    expect(await hasActiveEnrolment(squatter.id, batch.id)).toBe(true);
  });

  it("staff verifying a visitor's payment do not hand it to an unconfirmed account with that address", async () => {
    const staff = await makeUser(getDb(), { role: "staff" });
    const batch = await makeBatch(getDb(), { seats: 5 });
    await signUpStudent("pays.later@example.com");
    const account = await accountOf("pays.later@example.com");
    const order = await makeOrder(getDb(), {
      userId: null,
      batchId: batch.id,
      payerEmail: "pays.later@example.com",
    });

    expect(await decideOrder(staff, order.id, { intent: "verify" })).toMatchObject({
      ok: true,
      activated: false,
    });
    expect(await hasActiveEnrolment(account.id, batch.id)).toBe(false);
    expect((await orderRow(order.id)).userId).toBeNull();

    await openVerificationLink("pays.later@example.com");
    expect(await hasActiveEnrolment(account.id, batch.id)).toBe(true);
  });

  it("staff cannot enrol by hand an account whose address is not confirmed", async () => {
    const staff = await makeUser(getDb(), { role: "staff" });
    const batch = await makeBatch(getDb(), { seats: 5 });
    await signUpStudent("desk.payer@example.com");
    const account = await accountOf("desk.payer@example.com");
    const input = { email: "desk.payer@example.com", route: "cash" as const, reason: "Paid at the desk" };

    expect(await enrolByHand(staff, batch.id, input)).toMatchObject({ ok: false });
    expect(await hasActiveEnrolment(account.id, batch.id)).toBe(false);

    await openVerificationLink("desk.payer@example.com");
    expect(await enrolByHand(staff, batch.id, input)).toMatchObject({ ok: true });
    expect(await hasActiveEnrolment(account.id, batch.id)).toBe(true);
  });
});
