import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { callRoute } from "../../../tests/setup/route-call";
import { setupTestDatabase } from "../../../tests/setup/db";
import { makeBatch, makeOrder, makeUser } from "../../../tests/setup/staff-fixtures";
import { setSettings, TEST_GATEWAY, withGatewaySettings } from "../../../tests/support/gateway-settings";
import { RazorpayStandIn } from "../../../tests/support/razorpay-stand-in";
import { testContext } from "../../../tests/support/request-context";
import { enrolments, gatewayEvents, orders, outbox, refunds, taxDocuments } from "~/server/db/schema.server";
import { action, loader } from "./razorpay-webhook";

const getDb = setupTestDatabase({ seed: true });
withGatewaySettings();
// The stand-in is only used here to build and sign bodies exactly as Razorpay sends them.
const rzp = new RazorpayStandIn(TEST_GATEWAY);

let n = 0;
function payment(gatewayOrderId: string, values: Record<string, unknown> = {}) {
  n += 1;
  return {
    id: `pay_Test${String(n).padStart(10, "0")}`,
    entity: "payment",
    amount: 499_900,
    currency: "INR",
    status: "captured",
    order_id: gatewayOrderId,
    method: "upi",
    fee: 11_798,
    tax: 1_800,
    error_description: null,
    created_at: 1_790_000_000,
    ...values,
  };
}

async function post(
  event: string,
  payload: Record<string, unknown>,
  opts: { id?: string; signature?: string } = {},
) {
  const signed = rzp.signedEvent(event, payload, opts.id);
  const headers = {
    ...signed.headers,
    ...(opts.signature !== undefined ? { "X-Razorpay-Signature": opts.signature } : {}),
  };
  const request = new Request("http://localhost/webhooks/razorpay", {
    method: "POST",
    headers,
    body: signed.body,
  });
  const res = (await action({
    request,
    params: {},
    context: testContext({ clientIp: "203.0.113.9" }),
  } as never)) as Response;
  return {
    status: res.status,
    body: res.status === 200 ? ((await res.json()) as { outcome: string }) : await res.text(),
    id: signed.id,
  };
}

const paid = (p: ReturnType<typeof payment>) => ({
  payment: { entity: p },
  order: { entity: { id: p.order_id, status: "paid" } },
});

/** A signed-in student's order for online payment, waiting for the gateway. */
async function onlineOrder(opts: { seats?: number; userId?: string | null } = {}) {
  const batch = await makeBatch(getDb(), { seats: opts.seats ?? 30 });
  const student = opts.userId === null ? null : await makeUser(getDb());
  const gatewayOrderId = `order_T${Math.random().toString(36).slice(2, 12)}`;
  const order = await makeOrder(getDb(), {
    status: "awaiting_payment",
    utr: null,
    userId: student?.id ?? null,
    batchId: batch.id,
    gateway: "razorpay",
    gatewayOrderId,
    payerEmail: student?.email ?? "visitor@example.com",
  });
  return { order, batch, student, gatewayOrderId };
}

async function state(orderId: string) {
  const [order] = await getDb().select().from(orders).where(eq(orders.id, orderId));
  const docs = await getDb().select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId));
  const [enrolment] =
    order.userId && order.batchId
      ? await getDb()
          .select()
          .from(enrolments)
          .where(and(eq(enrolments.userId, order.userId), eq(enrolments.batchId, order.batchId)))
      : [];
  return { order, docs, enrolment };
}

describe("POST /webhooks/razorpay", () => {
  it("paid: order.paid verifies the order, activates the enrolment and issues the receipt, without staff", async () => {
    const { order, gatewayOrderId, student } = await onlineOrder();
    const p = payment(gatewayOrderId);
    const res = await post("order.paid", paid(p));
    expect(res).toMatchObject({ status: 200, body: { outcome: "verified" } });
    const after = await state(order.id);
    expect(after.order).toMatchObject({
      status: "verified",
      gatewayPaymentId: p.id,
      gatewayMethod: "upi",
      gatewayFeePaise: 11_798,
      verifiedBy: null,
    });
    expect(after.enrolment).toMatchObject({ state: "active", activatedVia: "payment", orderId: order.id });
    expect(after.docs).toHaveLength(1);
    expect(after.docs[0]).toMatchObject({ kind: "receipt", totalPaise: 499_900, reference: p.id });
    expect(after.docs[0].number).toMatch(/^INV\/\d{2}-\d{2}\/\d{5}$/);
    const mails = await getDb().select().from(outbox).where(eq(outbox.to, student!.email));
    const confirmation = mails.find((m) => m.subject === `Payment received: order ${order.id}`);
    expect(confirmation?.body).toContain(`Your receipt ${after.docs[0].number} is attached`);
    expect(confirmation?.attachments).toEqual([{ kind: "tax-document", id: after.docs[0].id }]);
    const [event] = await getDb().select().from(gatewayEvents).where(eq(gatewayEvents.id, res.id));
    expect(event).toMatchObject({ event: "order.paid", outcome: "verified", orderId: order.id });
  });

  it("paid again: a retried event (same event id) and the twin payment.captured change nothing", async () => {
    const { order, gatewayOrderId } = await onlineOrder();
    const p = payment(gatewayOrderId);
    const first = await post("payment.captured", { payment: { entity: p } }, { id: "evt_RetryMe000001" });
    expect(first.body).toEqual({ received: true, outcome: "verified" });
    const retry = await post("payment.captured", { payment: { entity: p } }, { id: "evt_RetryMe000001" });
    expect(retry).toMatchObject({ status: 200, body: { outcome: "duplicate" } });
    const twin = await post("order.paid", paid(p));
    expect(twin).toMatchObject({ status: 200, body: { outcome: "already_applied" } });
    const after = await state(order.id);
    expect(after.docs).toHaveLength(1);
    expect(after.order.status).toBe("verified");
    const audit = await getDb().query.auditLog.findMany({ where: (a, { eq }) => eq(a.entityId, order.id) });
    expect(audit.filter((a) => a.action === "order.verified")).toHaveLength(1);
  });

  it("failed: payment.failed shows the reason on the order, and the student can retry and pay", async () => {
    const { order, gatewayOrderId } = await onlineOrder();
    const failed = payment(gatewayOrderId, {
      status: "failed",
      fee: null,
      tax: null,
      error_description: "Payment was declined by the bank.",
    });
    expect((await post("payment.failed", { payment: { entity: failed } })).body).toMatchObject({
      outcome: "failed_attempt",
    });
    let after = await state(order.id);
    expect(after.order).toMatchObject({
      status: "awaiting_payment",
      paymentError: "Payment was declined by the bank.",
    });
    expect(after.enrolment).toBeUndefined();
    expect(after.docs).toHaveLength(0);

    const retry = payment(gatewayOrderId);
    expect((await post("order.paid", paid(retry))).body).toMatchObject({ outcome: "verified" });
    after = await state(order.id);
    expect(after.order).toMatchObject({ status: "verified", paymentError: null, gatewayPaymentId: retry.id });
  });

  it("refund: refund.processed for the whole amount records the refund, withdraws the enrolment and issues a credit note", async () => {
    const { order, gatewayOrderId } = await onlineOrder();
    const p = payment(gatewayOrderId);
    await post("order.paid", paid(p));
    const refund = {
      id: "rfnd_Dashboard0001",
      entity: "refund",
      amount: 499_900,
      currency: "INR",
      payment_id: p.id,
      receipt: null,
      status: "processed",
    };
    const res = await post("refund.processed", {
      refund: { entity: refund },
      payment: { entity: { ...p, status: "refunded" } },
    });
    expect(res.body).toMatchObject({ outcome: "refund_recorded" });
    const after = await state(order.id);
    expect(after.order).toMatchObject({ status: "refunded", refundedPaise: 499_900 });
    expect(after.enrolment).toMatchObject({ state: "withdrawn" });
    const note = after.docs.find((d) => d.kind === "credit_note");
    expect(note).toMatchObject({
      totalPaise: 499_900,
      againstDocumentId: after.docs.find((d) => d.kind === "receipt")!.id,
    });
    expect(note!.number).toMatch(/^CN\/\d{2}-\d{2}\/\d{5}$/);
    const [row] = await getDb().select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(row).toMatchObject({ status: "processed", gatewayRefundId: "rfnd_Dashboard0001", via: "gateway" });
    // The same refund again (as refund.processed retried under a new event id) adds nothing.
    await post("refund.processed", { refund: { entity: refund }, payment: { entity: p } });
    expect(await getDb().select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);
  });

  it("bad signature: 400 and nothing changed (wrong secret, tampered body, missing header)", async () => {
    const { order, gatewayOrderId } = await onlineOrder();
    const p = payment(gatewayOrderId);
    const wrong = await post("order.paid", paid(p), { signature: "0".repeat(64) });
    expect(wrong.status).toBe(400);
    expect(await post("order.paid", paid(p), { signature: "" })).toMatchObject({ status: 400 });
    const signed = rzp.signedEvent("order.paid", paid(p));
    const tampered = signed.body.replace('"amount":499900', '"amount":100');
    const request = new Request("http://localhost/webhooks/razorpay", {
      method: "POST",
      headers: signed.headers,
      body: tampered,
    });
    expect(
      ((await action({ request, params: {}, context: testContext() } as never)) as Response).status,
    ).toBe(400);
    const after = await state(order.id);
    expect(after.order.status).toBe("awaiting_payment");
    expect(await getDb().select().from(gatewayEvents).where(eq(gatewayEvents.id, wrong.id))).toHaveLength(0);
  });

  it("unknown order: answered 200 (so the gateway stops retrying), recorded, nothing else changed", async () => {
    const res = await post("order.paid", paid(payment("order_NotOursAtAll1")));
    expect(res).toMatchObject({ status: 200, body: { outcome: "unknown_order" } });
    const [event] = await getDb().select().from(gatewayEvents).where(eq(gatewayEvents.id, res.id));
    expect(event).toMatchObject({ outcome: "unknown_order", orderId: null });
  });

  it("out of order: a failed attempt after the capture, or a capture after a full refund, changes nothing", async () => {
    const { order, gatewayOrderId } = await onlineOrder();
    const p = payment(gatewayOrderId);
    await post("order.paid", paid(p));
    const late = payment(gatewayOrderId, { status: "failed", error_description: "Timed out" });
    expect((await post("payment.failed", { payment: { entity: late } })).body).toMatchObject({
      outcome: "ignored",
    });
    expect((await state(order.id)).order).toMatchObject({ status: "verified", paymentError: null });

    // Refunded before its capture event was delivered: the capture grants no seat.
    const other = await onlineOrder();
    const q = payment(other.gatewayOrderId);
    const refund = {
      id: "rfnd_EarlyBird0001",
      entity: "refund",
      amount: 499_900,
      currency: "INR",
      payment_id: q.id,
      receipt: null,
      status: "processed",
    };
    expect(
      (await post("refund.processed", { refund: { entity: refund }, payment: { entity: q } })).body,
    ).toMatchObject({ outcome: "refund_recorded" });
    expect((await post("order.paid", paid(q))).body).toMatchObject({ outcome: "already_applied" });
    const after = await state(other.order.id);
    expect(after.order.status).toBe("refunded");
    expect(after.enrolment).toBeUndefined();
  });

  it("a full batch: the money is recorded as 'paid, needs a seat' for staff, and the batch is never over-filled", async () => {
    const { order, gatewayOrderId, batch } = await onlineOrder({ seats: 1 });
    const first = await makeUser(getDb());
    await getDb()
      .insert(enrolments)
      .values({ userId: first.id, batchId: batch.id, state: "active", activatedAt: new Date() });
    const res = await post("order.paid", paid(payment(gatewayOrderId)));
    expect(res.body).toMatchObject({ outcome: "needs_seat" });
    const after = await state(order.id);
    expect(after.order.status).toBe("paid_needs_seat");
    expect(after.enrolment?.state ?? null).not.toBe("active");
    expect(after.docs).toHaveLength(0);
    const active = await getDb()
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.batchId, batch.id), eq(enrolments.state, "active")));
    expect(active).toHaveLength(1);
    const staffMail = await getDb()
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Paid, needs a seat: order ${order.id}`));
    expect(staffMail).toHaveLength(1);
  });

  it("a payment for another amount than the order's is not verified, and staff are told", async () => {
    const { order, gatewayOrderId } = await onlineOrder();
    const res = await post("order.paid", paid(payment(gatewayOrderId, { amount: 100 })));
    expect(res.body).toMatchObject({ outcome: "amount_mismatch" });
    expect((await state(order.id)).order.status).toBe("awaiting_payment");
    expect(
      await getDb()
        .select()
        .from(outbox)
        .where(eq(outbox.subject, `Payment to check: order ${order.id}`)),
    ).toHaveLength(1);
  });

  it("answers 405 to anything but POST, and 404 when the gateway is not set up", async () => {
    const get = await callRoute(loader, new Request("http://localhost/webhooks/razorpay"));
    expect(get.status).toBe(405);
    setSettings({
      RAZORPAY_KEY_ID: undefined,
      RAZORPAY_KEY_SECRET: undefined,
      RAZORPAY_WEBHOOK_SECRET: undefined,
    });
    try {
      expect((await post("order.paid", paid(payment("order_Any")))).status).toBe(404);
    } finally {
      setSettings({
        RAZORPAY_KEY_ID: TEST_GATEWAY.keyId,
        RAZORPAY_KEY_SECRET: TEST_GATEWAY.keySecret,
        RAZORPAY_WEBHOOK_SECRET: TEST_GATEWAY.webhookSecret,
      });
    }
  });
});
