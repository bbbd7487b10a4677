import { and, asc, eq, ne, sql } from "drizzle-orm";
import { formatPaise } from "~/lib/gst";
import { db, type Tx } from "./db/client.server";
import { orders, refunds } from "./db/schema.server";
import { issueCreditNote } from "./documents/issue.server";
import { composeEmail } from "./email-template.server";
import { withdrawForRefund } from "./enrolments.server";
import { siteConfig } from "./env.server";
import { GatewayError } from "./gateway/gateway.server";
import { paymentGateway } from "./gateway/configured-gateway.server";
import { auditActor, payerEmail } from "./order-verification.server";
import { enqueueEmail } from "./outbox.server";
import { recordAudit, type StaffActor } from "./staff/audit.server";

/*
 * Refunds (docs/decisions/163-refunds.md). An administrator refunds all or
 * part of a payment with a reason: an online payment through the gateway's
 * refund API, a UPI payment by recording the money sent back by hand (with
 * its bank reference). A full refund withdraws the enrolment it paid for and
 * marks the order refunded; each refund that reaches the payer gets a credit
 * note in its own series. Every step is audited.
 */

export type Refund = typeof refunds.$inferSelect;
type Order = typeof orders.$inferSelect;

/** Orders whose money we hold: what can be refunded. */
const REFUNDABLE_STATUSES: Order["status"][] = ["verified", "paid_needs_seat"];

export type RefundResult =
  | { ok: true; refund: Refund; full: boolean }
  | {
      ok: false;
      reason: "not_found" | "not_refundable" | "too_much" | "not_online" | "online" | "gateway";
      message: string;
    };

export const REFUND_MESSAGES = {
  notFound: "This order does not exist.",
  notRefundable: "Only a verified payment, or one that is waiting for a seat, can be refunded.",
  tooMuch: (left: number) => `At most ${formatPaise(left)} is left to refund on this order.`,
  notOnline: "This order was not paid online: record a refund you paid back by hand instead.",
  online:
    "This order was paid online: refund it through Razorpay instead, so the money goes back on its own.",
  noGateway: "Online refunds need the Razorpay settings, which are not set on this server.",
} as const;

/** Paise still refundable on an order (requested, pending and processed refunds count; failed ones do not). */
export function refundableLeft(order: Pick<Order, "amountRupees" | "refundedPaise">): number {
  return Math.max(0, order.amountRupees * 100 - order.refundedPaise);
}

async function lockRefundable(
  tx: Tx,
  orderId: string,
  amountPaise: number,
): Promise<{ ok: true; order: Order } | Extract<RefundResult, { ok: false }>> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order) return { ok: false, reason: "not_found", message: REFUND_MESSAGES.notFound };
  if (!REFUNDABLE_STATUSES.includes(order.status)) {
    return { ok: false, reason: "not_refundable", message: REFUND_MESSAGES.notRefundable };
  }
  const left = refundableLeft(order);
  if (amountPaise > left) return { ok: false, reason: "too_much", message: REFUND_MESSAGES.tooMuch(left) };
  return { ok: true, order };
}

/**
 * Refunds an online payment through the gateway. The refund is written down
 * first ("requested", counted against what is left, so two administrators
 * cannot refund the same money twice), then the gateway is asked, then its
 * answer recorded. A full refund withdraws the enrolment at once.
 */
export async function refundOnline(
  actor: StaffActor,
  orderId: string,
  input: { amountPaise: number; reason: string },
): Promise<RefundResult> {
  const gateway = paymentGateway();
  const started = await db().transaction(async (tx) => {
    const locked = await lockRefundable(tx, orderId, input.amountPaise);
    if (!locked.ok) return locked;
    const { order } = locked;
    if (!order.gatewayPaymentId)
      return { ok: false, reason: "not_online", message: REFUND_MESSAGES.notOnline } as const;
    if (!gateway) return { ok: false, reason: "gateway", message: REFUND_MESSAGES.noGateway } as const;
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId,
        amountPaise: input.amountPaise,
        reason: input.reason,
        via: "gateway",
        status: "requested",
        createdBy: actor.id,
      })
      .returning();
    const full = await afterRefundChange(tx, order, refund, { kind: "staff", actor });
    await recordAudit(tx, {
      actor,
      action: "order.refund_started",
      entityType: "order",
      entityId: orderId,
      details: { refundId: refund.id, amountPaise: input.amountPaise, reason: input.reason, full },
    });
    return { ok: true, refund, full, paymentId: order.gatewayPaymentId } as const;
  });
  if (!started.ok) return started;

  try {
    const answer = await gateway!.refund(started.paymentId, {
      amountPaise: input.amountPaise,
      receipt: started.refund.id,
      notes: { order: orderId, reason: input.reason.slice(0, 250) },
    });
    const refund = await db().transaction((tx) =>
      applyRefundUpdate(
        tx,
        started.refund.id,
        { gatewayRefundId: answer.id, status: answer.status },
        { kind: "staff", actor },
      ),
    );
    return { ok: true, refund: refund ?? started.refund, full: started.full };
  } catch (error) {
    const message = error instanceof GatewayError ? error.message : "Razorpay could not be reached.";
    await db().transaction((tx) =>
      applyRefundUpdate(
        tx,
        started.refund.id,
        { status: "failed", failureReason: message },
        { kind: "staff", actor },
      ),
    );
    return {
      ok: false,
      reason: "gateway",
      message: `Razorpay refused the refund: ${message}. Nothing was refunded.`,
    };
  }
}

/**
 * A UPI payment refunded outside the site (the money sent back from the
 * bank account): recorded with its reference, processed at once, credit note
 * issued, enrolment withdrawn when it is the whole amount.
 */
export async function recordManualRefund(
  actor: StaffActor,
  orderId: string,
  input: { amountPaise: number; reason: string; reference: string },
): Promise<RefundResult> {
  return db().transaction(async (tx) => {
    const locked = await lockRefundable(tx, orderId, input.amountPaise);
    if (!locked.ok) return locked;
    if (locked.order.gatewayPaymentId)
      return { ok: false, reason: "online", message: REFUND_MESSAGES.online } as const;
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId,
        amountPaise: input.amountPaise,
        reason: input.reason,
        via: "manual",
        status: "processed",
        reference: input.reference,
        createdBy: actor.id,
        processedAt: new Date(),
      })
      .returning();
    const full = await afterRefundChange(tx, locked.order, refund, { kind: "staff", actor });
    await recordAudit(tx, {
      actor,
      action: "order.refund_recorded",
      entityType: "order",
      entityId: orderId,
      details: {
        refundId: refund.id,
        amountPaise: input.amountPaise,
        reason: input.reason,
        reference: input.reference,
        full,
      },
    });
    await refundProcessed(tx, refund);
    return { ok: true, refund, full } as const;
  });
}

type Source = Parameters<typeof auditActor>[0];

/**
 * The gateway's news about a refund (its answer to our call, a webhook, the
 * reconciliation job): pending -> processed issues the credit note and tells
 * the payer; failed gives the amount back to "refundable". Idempotent.
 */
export async function applyRefundUpdate(
  tx: Tx,
  refundId: string,
  update: { status: Refund["status"]; gatewayRefundId?: string; failureReason?: string },
  source: Source,
): Promise<Refund | null> {
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for("update");
  if (!refund) return null;
  const done = refund.status === "processed" || refund.status === "failed";
  const changes: Partial<Refund> = {
    ...(update.gatewayRefundId && !refund.gatewayRefundId ? { gatewayRefundId: update.gatewayRefundId } : {}),
    ...(done || update.status === refund.status ? {} : { status: update.status }),
    ...(!done && update.status === "processed" ? { processedAt: new Date() } : {}),
    ...(!done && update.status === "failed"
      ? { failureReason: update.failureReason ?? "The gateway could not refund it." }
      : {}),
  };
  if (Object.keys(changes).length === 0) return refund;
  const [updated] = await tx.update(refunds).set(changes).where(eq(refunds.id, refundId)).returning();
  if (done || updated.status === refund.status) return updated;
  const [order] = await tx.select().from(orders).where(eq(orders.id, refund.orderId)).for("update");
  if (updated.status === "processed") {
    await recordAudit(tx, {
      actor: auditActor(source),
      action: "order.refund_processed",
      entityType: "order",
      entityId: refund.orderId,
      details: { refundId, gatewayRefundId: updated.gatewayRefundId, amountPaise: refund.amountPaise },
    });
    await refundProcessed(tx, updated);
  } else if (updated.status === "failed") {
    await afterRefundChange(tx, order, updated, source);
    await recordAudit(tx, {
      actor: auditActor(source),
      action: "order.refund_failed",
      entityType: "order",
      entityId: refund.orderId,
      details: { refundId, amountPaise: refund.amountPaise, reason: updated.failureReason },
    });
  }
  return updated;
}

/**
 * A refund made outside the site (in the gateway's dashboard) that we hear of
 * by webhook or reconciliation: recorded as if an administrator had made it.
 */
export async function recordGatewayRefund(
  tx: Tx,
  order: Order,
  input: { gatewayRefundId: string; amountPaise: number; status: Refund["status"] },
  source: Source,
): Promise<Refund> {
  const [refund] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      amountPaise: input.amountPaise,
      reason: "Refunded in the Razorpay Dashboard",
      via: "gateway",
      status: input.status === "processed" ? "pending" : input.status,
      gatewayRefundId: input.gatewayRefundId,
    })
    .returning();
  await afterRefundChange(tx, order, refund, source);
  if (input.status === "processed")
    return (await applyRefundUpdate(tx, refund.id, { status: "processed" }, source)) ?? refund;
  return refund;
}

/**
 * Recounts what is refunded on the order. Refunded in full: the order is
 * "refunded" and the enrolment it paid for is withdrawn. A failed refund
 * that made it full again puts the order back to what it was (the
 * enrolment stays withdrawn: staff re-enrol by hand if they want).
 */
async function afterRefundChange(tx: Tx, order: Order, refund: Refund, source: Source): Promise<boolean> {
  const [{ total }] = await tx
    .select({ total: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)`.mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), ne(refunds.status, "failed")));
  const full = total >= order.amountRupees * 100;
  const status: Order["status"] = full
    ? "refunded"
    : order.status === "refunded"
      ? order.verifiedAt
        ? "verified"
        : "paid_needs_seat"
      : order.status;
  await tx
    .update(orders)
    .set({ refundedPaise: total, status, updatedAt: new Date() })
    .where(eq(orders.id, order.id));
  if (full && order.status !== "refunded" && order.userId && order.batchId) {
    await withdrawForRefund(tx, {
      userId: order.userId,
      batchId: order.batchId,
      reason: `Refunded in full: ${refund.reason}`,
      actor: source.kind === "staff" ? source.actor : null,
    });
  }
  return full;
}

/** The refund reached the payer: credit note (when the order was invoiced) and an e-mail with it. */
async function refundProcessed(tx: Tx, refund: Refund) {
  const note = await issueCreditNote(tx, refund.id);
  const [order] = await tx.select().from(orders).where(eq(orders.id, refund.orderId));
  const to = await payerEmail(tx, order);
  if (!to) return;
  const site = siteConfig();
  await enqueueEmail(
    composeEmail({
      to,
      subject: `Refund of ${formatPaise(refund.amountPaise)}: order ${order.id}`,
      greeting: `Hello${order.payerName ? ` ${order.payerName}` : ""},`,
      paragraphs: [
        refund.via === "gateway"
          ? `We have refunded ${formatPaise(refund.amountPaise)} of your payment for order ${order.id}. It reaches the account or card you paid from in 5-7 working days.`
          : `We have recorded the refund of ${formatPaise(refund.amountPaise)} for order ${order.id}, sent back to you${refund.reference ? ` (reference ${refund.reference})` : ""}.`,
        `Reason: ${refund.reason}`,
        ...(note ? [`Credit note ${note.number} is attached.`] : []),
      ],
      after: [`Questions? Write to ${site.email}.`],
      ...(note ? { attachments: [{ kind: "tax-document" as const, id: note.id }] } : {}),
    }),
    tx,
  );
}

/** An order's refunds, oldest first. */
export async function refundsForOrder(orderId: string): Promise<Refund[]> {
  return db().select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt));
}
