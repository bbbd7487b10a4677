import { eq, or } from "drizzle-orm";
import { courseTitleOf } from "~/lib/catalogue";
import { formatPaise } from "~/lib/gst";
import type { Tx } from "../db/client.server";
import { orders, refunds } from "../db/schema.server";
import { composeEmail } from "../email-template.server";
import { env, siteConfig } from "../env.server";
import { markNeedsSeat, type VerificationSource, verifyLockedOrder } from "../order-verification.server";
import { enqueueEmail } from "../outbox.server";
import { applyRefundUpdate, recordGatewayRefund } from "../refunds.server";
import { recordAudit } from "../staff/audit.server";
import type { GatewayPayment, GatewayRefund } from "./gateway.server";

/*
 * What the gateway tells us, applied to our orders (docs/decisions/161-webhooks-and-reconciliation.md).
 * Webhooks and the reconciliation job call the same functions, inside a
 * transaction, with the order row locked first. Each is idempotent and safe
 * in any order: a capture verifies an order once; a failed attempt after a
 * capture changes nothing; a capture after a full refund grants nothing.
 */

export type ApplyOutcome =
  | "verified"
  | "needs_seat"
  | "already_applied"
  | "second_payment"
  | "amount_mismatch"
  | "failed_attempt"
  | "refund_updated"
  | "refund_recorded"
  | "unknown_order"
  | "ignored";

export const GATEWAY_SOURCE: VerificationSource = { kind: "gateway", label: "Razorpay" };

async function lockByGatewayOrder(tx: Tx, gatewayOrderId: string | null) {
  if (!gatewayOrderId) return null;
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.gatewayOrderId, gatewayOrderId))
    .for("update");
  return order ?? null;
}

/** payment.captured / order.paid: the money is ours. Verify the order (seat, invoice, e-mail) or say why not. */
export async function applyCapturedPayment(
  tx: Tx,
  payment: GatewayPayment,
): Promise<{ outcome: ApplyOutcome; orderId: string | null }> {
  const order = await lockByGatewayOrder(tx, payment.orderId);
  if (!order) return { outcome: "unknown_order", orderId: null };
  const result = (outcome: ApplyOutcome) => ({ outcome, orderId: order.id });

  if (payment.currency !== "INR" || payment.amountPaise !== order.amountRupees * 100) {
    await flagProblem(tx, order, payment, "amount_mismatch");
    return result("amount_mismatch");
  }
  if (order.status === "verified" || order.status === "paid_needs_seat" || order.status === "refunded") {
    if (order.gatewayPaymentId === payment.id) {
      // A repeat of what we know (order.paid after payment.captured): fill in the fee if it was missing.
      if (order.gatewayFeePaise === null && payment.feePaise !== null) {
        await tx
          .update(orders)
          .set({ gatewayFeePaise: payment.feePaise, gatewayTaxPaise: payment.taxPaise })
          .where(eq(orders.id, order.id));
      }
      return result("already_applied");
    }
    await flagProblem(tx, order, payment, "second_payment");
    return result("second_payment");
  }

  const now = new Date();
  const [paid] = await tx
    .update(orders)
    .set({
      gatewayPaymentId: payment.id,
      gatewayMethod: payment.method,
      gatewayFeePaise: payment.feePaise,
      gatewayTaxPaise: payment.taxPaise,
      paymentError: null,
      paidAt: payment.createdAt ?? now,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id))
    .returning();
  await recordAudit(tx, {
    actor: { id: null, name: "Razorpay (automatic)" },
    action: "order.paid_online",
    entityType: "order",
    entityId: order.id,
    details: { gatewayPaymentId: payment.id, method: payment.method, amountPaise: payment.amountPaise },
  });
  const verified = await verifyLockedOrder(tx, paid, GATEWAY_SOURCE, now);
  if (verified.ok) return result("verified");
  await markNeedsSeat(tx, paid, verified.batchName, GATEWAY_SOURCE);
  return result("needs_seat");
}

/** payment.failed: the attempt did not go through; the order shows why and the payer may try again. */
export async function applyFailedPayment(
  tx: Tx,
  payment: GatewayPayment,
): Promise<{ outcome: ApplyOutcome; orderId: string | null }> {
  const order = await lockByGatewayOrder(tx, payment.orderId);
  if (!order) return { outcome: "unknown_order", orderId: null };
  if (order.status !== "awaiting_payment" && order.status !== "pending_verification") {
    return { outcome: "ignored", orderId: order.id };
  }
  const reason = payment.errorDescription ?? "The payment did not go through.";
  await tx.update(orders).set({ paymentError: reason, updatedAt: new Date() }).where(eq(orders.id, order.id));
  await recordAudit(tx, {
    actor: { id: null, name: "Razorpay (automatic)" },
    action: "order.payment_failed",
    entityType: "order",
    entityId: order.id,
    details: { gatewayPaymentId: payment.id, method: payment.method, reason },
  });
  return { outcome: "failed_attempt", orderId: order.id };
}

/**
 * refund.processed / refund.failed: ours (found by the gateway's refund id or
 * by the receipt we gave it: our refund id) moves on; one made in the
 * gateway's dashboard is recorded as a refund of its order.
 */
export async function applyRefundEvent(
  tx: Tx,
  refund: GatewayRefund,
  payment: GatewayPayment | null,
): Promise<{ outcome: ApplyOutcome; orderId: string | null }> {
  const keys = [eq(refunds.gatewayRefundId, refund.id)];
  if (refund.receipt && /^[0-9a-f-]{36}$/i.test(refund.receipt)) keys.push(eq(refunds.id, refund.receipt));
  const [ours] = await tx
    .select()
    .from(refunds)
    .where(or(...keys));
  if (ours) {
    await applyRefundUpdate(
      tx,
      ours.id,
      { status: refund.status, gatewayRefundId: refund.id },
      GATEWAY_SOURCE,
    );
    return { outcome: "refund_updated", orderId: ours.orderId };
  }
  const [order] = await tx
    .select()
    .from(orders)
    .where(
      payment?.orderId
        ? eq(orders.gatewayOrderId, payment.orderId)
        : eq(orders.gatewayPaymentId, refund.paymentId),
    )
    .for("update");
  if (!order) return { outcome: "unknown_order", orderId: null };
  if (refund.status === "failed") return { outcome: "ignored", orderId: order.id };
  if (!order.gatewayPaymentId) {
    // Refunded before we heard of its capture: the capture event, when it comes, finds it already settled.
    await tx.update(orders).set({ gatewayPaymentId: refund.paymentId }).where(eq(orders.id, order.id));
  }
  await recordGatewayRefund(
    tx,
    order,
    { gatewayRefundId: refund.id, amountPaise: refund.amountPaise, status: refund.status },
    GATEWAY_SOURCE,
  );
  return { outcome: "refund_recorded", orderId: order.id };
}

/** Money that does not fit the order: nothing changes, staff are told (and the audit log says what). */
async function flagProblem(
  tx: Tx,
  order: typeof orders.$inferSelect,
  payment: GatewayPayment,
  problem: "amount_mismatch" | "second_payment",
) {
  await recordAudit(tx, {
    actor: { id: null, name: "Razorpay (automatic)" },
    action: "order.payment_problem",
    entityType: "order",
    entityId: order.id,
    details: {
      problem,
      gatewayPaymentId: payment.id,
      amountPaise: payment.amountPaise,
      currency: payment.currency,
    },
  });
  const site = siteConfig();
  const what =
    problem === "amount_mismatch"
      ? `Razorpay captured ${formatPaise(payment.amountPaise)} (${payment.currency}) for order ${order.id}, which costs ${formatPaise(order.amountRupees * 100)}. The order was not verified.`
      : `Razorpay captured a second payment (${payment.id}, ${formatPaise(payment.amountPaise)}) for order ${order.id}, which was already paid by ${order.gatewayPaymentId ?? "another payment"}.`;
  await enqueueEmail(
    composeEmail({
      to: env().STAFF_NOTIFY_EMAIL ?? site.email,
      subject: `Payment to check: order ${order.id}`,
      paragraphs: [
        what,
        `Course: ${courseTitleOf(order.courseKey)}.`,
        "Check the payment in the Razorpay Dashboard and refund it there if it should not have been taken.",
      ],
      action: {
        label: "Open the order",
        url: `${site.siteUrl}/staff/payments/${encodeURIComponent(order.id)}`,
      },
    }),
    tx,
  );
}
