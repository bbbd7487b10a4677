import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/setup/db";
import { claimUnderPlanFromEmptyTable } from "../../../tests/support/kept-plan";
import { makeBatch, makeOrder, makeUser } from "../../../tests/setup/staff-fixtures";
import { TEST_GATEWAY, withGatewaySettings } from "../../../tests/support/gateway-settings";
import { RazorpayStandIn } from "../../../tests/support/razorpay-stand-in";
import { enrolments, orders, refunds, taxDocuments } from "../db/schema.server";
import { refundOnline } from "../refunds.server";
import { paymentGateway } from "./configured-gateway.server";
import {
  claimWaitingOrdersQuery,
  RECONCILE_SETTINGS,
  reconcileOnce,
  reconcileOrder,
} from "./reconcile.server";

const getDb = setupTestDatabase({ seed: true });
// No webhook URL: every webhook the gateway would send is lost.
const rzp = new RazorpayStandIn(TEST_GATEWAY);
beforeAll(async () => {
  await rzp.start();
});
afterAll(() => rzp.stop());
withGatewaySettings({}, () => rzp.url);

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

/** A student's online order at the gateway, created `age` minutes ago. */
async function waitingOrder(age: number) {
  const student = await makeUser(getDb());
  const batch = await makeBatch(getDb());
  const { id: gatewayOrderId } = await paymentGateway()!.createOrder({
    amountPaise: 499_900,
    receipt: "test",
    notes: {},
  });
  const order = await makeOrder(getDb(), {
    status: "awaiting_payment",
    utr: null,
    userId: student.id,
    batchId: batch.id,
    gateway: "razorpay",
    gatewayOrderId,
    createdAt: minutesAgo(age),
    updatedAt: minutesAgo(age),
  });
  return { order, student, batch, gatewayOrderId };
}

async function enrolmentOf(userId: string, batchId: string) {
  const [row] = await getDb()
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.batchId, batchId)));
  return row;
}

describe("reconciliation with the gateway", () => {
  it("finds a paid order whose webhook was dropped and enrols the student, with the receipt", async () => {
    const { order, student, batch, gatewayOrderId } = await waitingOrder(20);
    const payment = await rzp.pay(gatewayOrderId, { method: "card" });
    expect(rzp.delivered).toHaveLength(0);

    const report = await reconcileOnce();
    expect(report).toMatchObject({ verified: 1, errors: 0 });
    const [after] = await getDb().select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ status: "verified", gatewayPaymentId: payment.id, gatewayMethod: "card" });
    expect(after.gatewayFeePaise).toBe(payment.fee);
    expect(await enrolmentOf(student.id, batch.id)).toMatchObject({ state: "active" });
    expect(await getDb().select().from(taxDocuments).where(eq(taxDocuments.orderId, order.id))).toHaveLength(
      1,
    );

    // The next run leaves it alone (nothing waiting), and so does a late webhook's effect: still one receipt.
    expect((await reconcileOnce()).verified).toBe(0);
  });

  it("leaves orders younger than 15 minutes to their webhook; staff can check one at once", async () => {
    const { order, gatewayOrderId } = await waitingOrder(5);
    await rzp.pay(gatewayOrderId);
    const report = await reconcileOnce();
    expect(report.verified).toBe(0);
    let [row] = await getDb().select().from(orders).where(eq(orders.id, order.id));
    expect(row.status).toBe("awaiting_payment");

    expect(await reconcileOrder(order.id)).toBe("verified");
    [row] = await getDb().select().from(orders).where(eq(orders.id, order.id));
    expect(row.status).toBe("verified");
  });

  it("captures a payment left authorized (automatic capture off) and verifies its order", async () => {
    const { order, gatewayOrderId } = await waitingOrder(30);
    const payment = await rzp.pay(gatewayOrderId, { outcome: "authorized" });
    await reconcileOnce();
    expect(rzp.payments.get(payment.id)?.status).toBe("captured");
    const [row] = await getDb().select().from(orders).where(eq(orders.id, order.id));
    expect(row.status).toBe("verified");
  });

  it("records a failed attempt, so the order shows it and can be paid again", async () => {
    const { order, gatewayOrderId } = await waitingOrder(25);
    await rzp.pay(gatewayOrderId, { outcome: "failed" });
    expect((await reconcileOnce()).failedAttempts).toBe(1);
    const [row] = await getDb().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      status: "awaiting_payment",
      paymentError: "Payment was declined by the bank.",
    });
  });

  it("settles a refund whose refund.processed webhook was lost, with its credit note", async () => {
    const admin = await makeUser(getDb(), { role: "staff", isAdmin: true });
    const { order, gatewayOrderId } = await waitingOrder(40);
    await rzp.pay(gatewayOrderId);
    await reconcileOnce();
    const result = await refundOnline(admin, order.id, { amountPaise: 50_000, reason: "Changed batch" });
    expect(result).toMatchObject({ ok: true, full: false });
    const [pending] = await getDb().select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(pending.status).toBe("pending");
    await rzp.settleRefund(pending.gatewayRefundId!);
    // Old enough for the job to ask about it.
    await getDb()
      .update(refunds)
      .set({ createdAt: minutesAgo(10) })
      .where(eq(refunds.id, pending.id));
    expect((await reconcileOnce()).refundsUpdated).toBe(1);
    const [done] = await getDb().select().from(refunds).where(eq(refunds.id, pending.id));
    expect(done.status).toBe("processed");
    const docs = await getDb().select().from(taxDocuments).where(eq(taxDocuments.orderId, order.id));
    expect(docs.map((d) => d.kind).sort()).toEqual(["credit_note", "receipt"]);
  });
});

describe("claiming waiting orders", () => {
  it("claims at most a batch, even with a plan made while there were no orders (the picking runs once, not per order)", async () => {
    const claimed = await claimUnderPlanFromEmptyTable(getDb(), {
      table: "orders",
      claim: claimWaitingOrdersQuery(RECONCILE_SETTINGS.waitingMinutes),
      fill: sql`
        insert into orders (id, course_key, amount_rupees, status, gateway_order_id, payer_name,
                            payer_email, payer_phone, created_at)
        select 'TP-CLAIM' || g, 'python-full-stack', 4999, 'awaiting_payment', 'order_claim' || g,
               'Meena Iyer', 'meena' || g || '@example.com', '+91 98765 43210', now() - interval '20 minutes'
          from generate_series(1, 300) g`,
    });
    expect(claimed).toHaveLength(RECONCILE_SETTINGS.batchSize);
  });
});
