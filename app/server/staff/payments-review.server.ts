import { and, asc, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { changeDetails, changedFields } from "~/lib/changes";
import { formatInr } from "~/lib/format";
import type { PayerCorrection } from "~/lib/staff-forms";
import { hasRoomFor } from "~/lib/seats";
import { lockBatch } from "../batches.server";
import { db, type Tx } from "../db/client.server";
import { batches, orders, uploads, users } from "../db/schema.server";
import { activateForOrder } from "../enrolments.server";
import { siteConfig } from "../env.server";
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
  | { ok: true; activated: boolean }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "not_pending"; status: Order["status"] }
  | { ok: false; reason: "batch_full"; batchName: string };

/**
 * Verifies or rejects an order that is pending verification, records who and
 * when, and tells the payer by e-mail. Verifying also activates the payer's
 * enrolment in the order's batch, in the same transaction (decision 12); with
 * no seat left nothing changes and the order stays pending ("batch full").
 * An order already decided (by a colleague a moment ago) is left as it is.
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
    if (order.status !== "pending_verification") {
      return { ok: false, reason: "not_pending", status: order.status } as const;
    }
    const verified = decision.intent === "verify";
    let userId = order.userId;
    let activated = false;
    if (verified && order.batchId) {
      // A visitor who has since made an account with the payer's e-mail, and proved it is theirs, gets the order now.
      userId ??= await studentWithEmail(tx, order.payerEmail);
      if (userId) {
        const change = await activateForOrder(tx, { id, userId, batchId: order.batchId }, actor);
        if (!change.ok && change.reason === "batch_full") {
          return { ok: false, reason: "batch_full", batchName: change.batchName ?? order.batchId } as const;
        }
        activated = change.ok && change.activated;
      } else {
        // No account yet: the verified order itself holds the seat until one is made.
        const locked = await lockBatch(tx, order.batchId);
        if (locked && !hasRoomFor(locked.batch.seats, locked.taken)) {
          return { ok: false, reason: "batch_full", batchName: locked.batch.name } as const;
        }
      }
    }
    const now = new Date();
    const [updated] = await tx
      .update(orders)
      .set({
        status: verified ? "verified" : "rejected",
        userId,
        rejectionReason: decision.intent === "reject" ? decision.reason : null,
        verifiedBy: actor.id,
        verifiedAt: now,
        updatedAt: now,
      })
      .where(and(eq(orders.id, id), eq(orders.status, "pending_verification")))
      .returning();
    await recordAudit(tx, {
      actor,
      action: verified ? "order.verified" : "order.rejected",
      entityType: "order",
      entityId: id,
      details: {
        utr: updated.utr,
        amountRupees: updated.amountRupees,
        ...(updated.batchId ? { batchId: updated.batchId, enrolmentActivated: activated } : {}),
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
      await enqueueEmail(
        composeEmail({
          to,
          subject: verified ? `Payment received: order ${id}` : `Payment not confirmed: order ${id}`,
          greeting: `Hello${updated.payerName ? ` ${updated.payerName}` : ""},`,
          paragraphs: verified
            ? [
                `We have verified your payment of ${amount} (UTR ${updated.utr ?? "not given"}) for order ${id}.`,
                ...(updated.userId
                  ? []
                  : [
                      `Create your student account with this e-mail to see your batch, classes and materials: ${site.siteUrl}/signup?email=${encodeURIComponent(to)}`,
                    ]),
              ]
            : [
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
    return { ok: true, activated } as const;
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

/** The student account with this e-mail, if any. */
async function studentWithEmail(tx: Tx, email: string | null): Promise<string | null> {
  if (!email) return null;
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.email})`, email.toLowerCase()),
        eq(users.role, "student"),
        isNotNull(users.emailVerifiedAt),
      ),
    );
  return row?.id ?? null;
}
