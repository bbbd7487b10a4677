import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { formatInr } from "~/lib/format";
import { db } from "../db/client.server";
import { orders, uploads, users } from "../db/schema.server";
import { siteConfig } from "../env.server";
import { composeEmail } from "../email-template.server";
import { enqueueEmail } from "../outbox.server";
import { type AuditEntry, auditTrail, recordAudit, type StaffActor } from "./audit.server";

export type Order = typeof orders.$inferSelect;

const verifier = alias(users, "verifier");
const customer = alias(users, "customer");

const orderColumns = {
  id: orders.id,
  courseKey: orders.courseKey,
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
};

export type ReviewOrder = {
  id: string;
  courseKey: string;
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
};

function selectOrders() {
  return db()
    .select(orderColumns)
    .from(orders)
    .leftJoin(uploads, eq(uploads.id, orders.screenshotId))
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
    .where(inArray(orders.status, ["verified", "rejected"]))
    .orderBy(desc(orders.verifiedAt), asc(orders.id))
    .limit(limit);
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
    .where(eq(orders.status, "pending_verification"));
  return n;
}

export type OrderDecision = { intent: "verify" } | { intent: "reject"; reason: string };
export type OrderDecisionResult =
  | { ok: true }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "not_pending"; status: Order["status"] };

/**
 * Verifies or rejects an order that is pending verification, records who and
 * when, and tells the payer by e-mail. An order already decided (by a
 * colleague a moment ago) is left as it is.
 */
export async function decideOrder(
  actor: StaffActor,
  id: string,
  decision: OrderDecision,
): Promise<OrderDecisionResult> {
  return db().transaction(async (tx) => {
    const now = new Date();
    const [updated] = await tx
      .update(orders)
      .set({
        status: decision.intent === "verify" ? "verified" : "rejected",
        rejectionReason: decision.intent === "reject" ? decision.reason : null,
        verifiedBy: actor.id,
        verifiedAt: now,
        updatedAt: now,
      })
      .where(and(eq(orders.id, id), eq(orders.status, "pending_verification")))
      .returning();
    if (!updated) {
      const [existing] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
      return existing
        ? ({ ok: false, reason: "not_pending", status: existing.status } as const)
        : ({ ok: false, reason: "not_found" } as const);
    }
    await recordAudit(tx, {
      actor,
      action: decision.intent === "verify" ? "order.verified" : "order.rejected",
      entityType: "order",
      entityId: id,
      details: {
        utr: updated.utr,
        amountRupees: updated.amountRupees,
        ...(decision.intent === "reject" ? { reason: decision.reason } : {}),
      },
    });
    let to = updated.payerEmail;
    if (!to && updated.userId) {
      const [account] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, updated.userId));
      to = account?.email ?? null;
    }
    if (to) {
      const site = siteConfig();
      const amount = formatInr(updated.amountRupees);
      const verified = decision.intent === "verify";
      await enqueueEmail(
        composeEmail({
          to,
          subject: verified ? `Payment received: order ${id}` : `Payment not confirmed: order ${id}`,
          greeting: `Hello${updated.payerName ? ` ${updated.payerName}` : ""},`,
          paragraphs: verified
            ? [
                `We have verified your payment of ${amount} (UTR ${updated.utr ?? "not given"}) for order ${id}. Our admissions team will be in touch about your batch.`,
              ]
            : [
                `We could not confirm your payment of ${amount} for order ${id} (UTR ${updated.utr ?? "not given"}).`,
                `Reason: ${decision.reason}`,
                `Reply to this e-mail or write to ${site.email} and we will sort it out.`,
              ],
          action: {
            label: "See the order status",
            url: `${site.siteUrl}/paymentpage?order=${encodeURIComponent(id)}`,
          },
        }),
        tx,
      );
    }
    return { ok: true } as const;
  });
}
