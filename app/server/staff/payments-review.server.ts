import { asc, count, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { changeDetails, changedFields } from "~/lib/changes";
import { formatInr } from "~/lib/format";
import type { PayerCorrection } from "~/lib/staff-forms";
import { db } from "../db/client.server";
import { batches, orders, uploads, users } from "../db/schema.server";
import { siteConfig } from "../env.server";
import { payerEmail, verifyLockedOrder } from "../order-verification.server";
import { composeEmail } from "../email-template.server";
import { orderLink } from "../order-access.server";
import { enqueueEmail } from "../outbox.server";
import { type AuditEntry, auditTrail, recordAudit, type StaffActor } from "./audit.server";

export type Order = typeof orders.$inferSelect;

const verifier = alias(users, "verifier");
const customer = alias(users, "customer");

const orderColumns = {
  id: orders.id,
  courseKey: orders.courseKey,
  batchId: orders.batchId,
  batchName: batches.name,
  offerId: orders.offerId,
  amountRupees: orders.amountRupees,
  status: orders.status,
  utr: orders.utr,
  payerName: orders.payerName,
  payerEmail: orders.payerEmail,
  payerPhone: orders.payerPhone,
  screenshotId: orders.screenshotId,
  screenshotName: uploads.filename,
  rejectionReason: orders.rejectionReason,
  verifiedAt: orders.verifiedAt,
  verifiedByName: verifier.name,
  userId: orders.userId,
  accountName: customer.name,
  accountEmail: customer.email,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  payerState: orders.payerState,
  gateway: orders.gateway,
  gatewayOrderId: orders.gatewayOrderId,
  gatewayPaymentId: orders.gatewayPaymentId,
  gatewayMethod: orders.gatewayMethod,
  gatewayFeePaise: orders.gatewayFeePaise,
  gatewayTaxPaise: orders.gatewayTaxPaise,
  paymentError: orders.paymentError,
  paidAt: orders.paidAt,
  refundedPaise: orders.refundedPaise,
};

export type ReviewOrder = {
  id: string;
  courseKey: string;
  batchId: string | null;
  batchName: string | null;
  offerId: string | null;
  amountRupees: number;
  status: Order["status"];
  utr: string | null;
  payerName: string | null;
  payerEmail: string | null;
  payerPhone: string | null;
  screenshotId: string | null;
  screenshotName: string | null;
  rejectionReason: string | null;
  verifiedAt: Date | null;
  verifiedByName: string | null;
  userId: string | null;
  accountName: string | null;
  accountEmail: string | null;
  createdAt: Date;
  updatedAt: Date;
  payerState: string | null;
  gateway: string | null;
  gatewayOrderId: string | null;
  gatewayPaymentId: string | null;
  gatewayMethod: string | null;
  gatewayFeePaise: number | null;
  gatewayTaxPaise: number | null;
  paymentError: string | null;
  paidAt: Date | null;
  refundedPaise: number;
};

function selectOrders() {
  return db()
    .select(orderColumns)
    .from(orders)
    .leftJoin(uploads, eq(uploads.id, orders.screenshotId))
    .leftJoin(batches, eq(batches.id, orders.batchId))
    .leftJoin(verifier, eq(verifier.id, orders.verifiedBy))
    .leftJoin(customer, eq(customer.id, orders.userId));
}

/** Orders waiting for staff (oldest first: first paid, first checked). */
export async function listPendingOrders(): Promise<ReviewOrder[]> {
  return selectOrders()
    .where(eq(orders.status, "pending_verification"))
    .orderBy(asc(orders.updatedAt), asc(orders.id))
    .limit(200);
}

/** The latest verified or rejected orders. */
export async function listDecidedOrders(limit = 50): Promise<ReviewOrder[]> {
  return selectOrders()
    .where(inArray(orders.status, ["verified", "rejected", "refunded"]))
    .orderBy(desc(orders.verifiedAt), asc(orders.id))
    .limit(limit);
}

/** Orders paid online, newest first: our status next to the gateway's payment id, method and fee. */
export async function listOnlineOrders(limit = 50): Promise<ReviewOrder[]> {
  return selectOrders()
    .where(isNotNull(orders.gatewayOrderId))
    .orderBy(desc(orders.updatedAt), asc(orders.id))
    .limit(limit);
}

/** Paid online while the batch was full: each needs a seat (then Verify) or a refund. */
export async function listOrdersNeedingSeat(): Promise<ReviewOrder[]> {
  return selectOrders().where(eq(orders.status, "paid_needs_seat")).orderBy(asc(orders.updatedAt)).limit(200);
}

export async function getOrder(id: string): Promise<(ReviewOrder & { audit: AuditEntry[] }) | null> {
  const [row] = await selectOrders().where(eq(orders.id, id)).limit(1);
  if (!row) return null;
  return { ...row, audit: await auditTrail("order", id) };
}

export async function countOrdersToVerify(): Promise<number> {
  const [{ n }] = await db()
    .select({ n: count() })
    .from(orders)
    .where(inArray(orders.status, ["pending_verification", "paid_needs_seat"]));
  return n;
}

export type OrderDecision = { intent: "verify" } | { intent: "reject"; reason: string };
export type OrderDecisionResult =
  | { ok: true; activated: boolean }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "not_pending"; status: Order["status"] }
  | { ok: false; reason: "batch_full"; batchName: string; status: Order["status"] };

/**
 * Verifies or rejects an order that is pending verification, records who and
 * when, and tells the payer by e-mail. Verifying goes through the same
 * function as the gateway's confirmation (verifyLockedOrder): the payer's
 * enrolment is activated, and the receipt or tax invoice issued, in the same
 * transaction; with no seat left nothing changes ("batch full"). An order the
 * gateway recorded as "paid, needs a seat" is verified the same way once the
 * batch has room. An order already decided (by a colleague a moment ago) is
 * left as it is.
 */
export async function decideOrder(
  actor: StaffActor,
  id: string,
  decision: OrderDecision,
): Promise<OrderDecisionResult> {
  return db().transaction(async (tx) => {
    // The order row first, then (inside activation) its batch: every path locks in this order.
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
    if (!order) return { ok: false, reason: "not_found" } as const;
    const verifiable = order.status === "pending_verification" || order.status === "paid_needs_seat";
    if (decision.intent === "verify" ? !verifiable : order.status !== "pending_verification") {
      return { ok: false, reason: "not_pending", status: order.status } as const;
    }
    if (decision.intent === "verify") {
      const result = await verifyLockedOrder(tx, order, { kind: "staff", actor });
      if (!result.ok) {
        return {
          ok: false,
          reason: "batch_full",
          batchName: result.batchName,
          status: order.status,
        } as const;
      }
      return { ok: true, activated: result.activated } as const;
    }
    const now = new Date();
    const [updated] = await tx
      .update(orders)
      .set({
        status: "rejected",
        rejectionReason: decision.reason,
        verifiedBy: actor.id,
        verifiedAt: now,
        updatedAt: now,
      })
      .where(eq(orders.id, id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: "order.rejected",
      entityType: "order",
      entityId: id,
      details: {
        utr: updated.utr,
        amountRupees: updated.amountRupees,
        ...(updated.batchId ? { batchId: updated.batchId, enrolmentActivated: false } : {}),
        reason: decision.reason,
      },
    });
    const to = await payerEmail(tx, updated);
    if (to) {
      const site = siteConfig();
      const amount = formatInr(updated.amountRupees);
      await enqueueEmail(
        composeEmail({
          to,
          subject: `Payment not confirmed: order ${id}`,
          greeting: `Hello${updated.payerName ? ` ${updated.payerName}` : ""},`,
          paragraphs: [
            `We could not confirm your payment of ${amount} for order ${id} (UTR ${updated.utr ?? "not given"}).`,
            `Reason: ${decision.reason}`,
            `Reply to this e-mail or write to ${site.email} and we will sort it out.`,
          ],
          // A link with its own key: the order id alone opens nothing (decision 17).
          action: { label: "See the order status", url: await orderLink(tx, id) },
        }),
        tx,
      );
    }
    return { ok: true, activated: false } as const;
  });
}

export type PayerCorrectionResult = { ok: true; changed: string[] } | { ok: false; reason: "not_found" };

/**
 * Staff correct the payer's name, e-mail or phone (the payer writes them only
 * once, decision 17), at the payer's request; each field's old and new value
 * is audited. The UTR and the amount are not theirs to change.
 */
export async function correctPayerDetails(
  actor: StaffActor,
  id: string,
  input: Omit<PayerCorrection, "intent">,
): Promise<PayerCorrectionResult> {
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
    if (!before) return { ok: false, reason: "not_found" } as const;
    const after = { payerName: input.payerName, payerEmail: input.payerEmail, payerPhone: input.payerPhone };
    const changed = changedFields(before, after);
    if (changed.length === 0) return { ok: true, changed } as const;
    await tx
      .update(orders)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(orders.id, id));
    await recordAudit(tx, {
      actor,
      action: "order.payer_corrected",
      entityType: "order",
      entityId: id,
      details: changeDetails(before, after, changed),
    });
    return { ok: true, changed } as const;
  });
}
