import { and, eq, isNotNull, sql } from "drizzle-orm";
import { courseTitleOf } from "~/lib/catalogue";
import { formatInr } from "~/lib/format";
import { hasRoomFor } from "~/lib/seats";
import { lockBatch } from "./batches.server";
import type { Tx } from "./db/client.server";
import { orders, users } from "./db/schema.server";
import { issueInvoice, type TaxDocument } from "./documents/issue.server";
import { composeEmail } from "./email-template.server";
import { activateForOrder } from "./enrolments.server";
import { env, siteConfig } from "./env.server";
import { orderLink } from "./order-access.server";
import { enqueueEmail } from "./outbox.server";
import { recordAudit, type StaffActor } from "./staff/audit.server";

/*
 * The one way an order becomes verified, whoever confirms the money: a staff
 * member who matched the UTR, or the gateway (a signed webhook, or the
 * reconciliation job asking it). In the caller's transaction, with the order
 * row locked first: the seat is taken under the batch row's lock (never
 * over-filled, docs/decisions/100), the receipt or tax invoice gets its
 * number, and the payer's e-mail is queued, all or nothing.
 */

export type Order = typeof orders.$inferSelect;

export type VerificationSource =
  | { kind: "staff"; actor: StaffActor }
  /** The gateway confirmed the capture (webhook or reconciliation): nobody in the path. */
  | { kind: "gateway"; label: string };

export type VerifyResult =
  | { ok: true; order: Order; activated: boolean; document: TaxDocument }
  | { ok: false; reason: "batch_full"; batchName: string };

/** Who the audit log names for a source. */
export function auditActor(source: VerificationSource): StaffActor | { id: null; name: string } {
  return source.kind === "staff" ? source.actor : { id: null, name: `${source.label} (automatic)` };
}

/**
 * Verifies an order whose row the caller has locked (SELECT … FOR UPDATE)
 * and whose status allows it. With no seat left nothing is changed and the
 * answer is "batch_full": staff are told so; the gateway path records the
 * money as "paid, needs a seat" instead (markNeedsSeat).
 */
export async function verifyLockedOrder(
  tx: Tx,
  order: Order,
  source: VerificationSource,
  now = new Date(),
): Promise<VerifyResult> {
  let userId = order.userId;
  let activated = false;
  const actor = source.kind === "staff" ? source.actor : null;
  if (order.batchId) {
    // A visitor who has since made an account with the payer's e-mail, and proved it is theirs, gets the order now.
    userId ??= await studentWithEmail(tx, order.payerEmail);
    if (userId) {
      const change = await activateForOrder(tx, { id: order.id, userId, batchId: order.batchId }, actor);
      if (!change.ok && change.reason === "batch_full") {
        return { ok: false, reason: "batch_full", batchName: change.batchName ?? order.batchId };
      }
      activated = change.ok && change.activated;
    } else {
      // No account yet: the verified order itself holds the seat until one is made.
      const locked = await lockBatch(tx, order.batchId);
      if (locked && !hasRoomFor(locked.batch.seats, locked.taken)) {
        return { ok: false, reason: "batch_full", batchName: locked.batch.name };
      }
    }
  }
  const [updated] = await tx
    .update(orders)
    .set({
      status: "verified",
      userId,
      rejectionReason: null,
      verifiedBy: actor?.id ?? null,
      verifiedAt: now,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id))
    .returning();
  const document = await issueInvoice(tx, updated, now);
  await recordAudit(tx, {
    actor: auditActor(source),
    action: "order.verified",
    entityType: "order",
    entityId: order.id,
    details: {
      ...(updated.utr ? { utr: updated.utr } : {}),
      ...(updated.gatewayPaymentId ? { gatewayPaymentId: updated.gatewayPaymentId } : {}),
      amountRupees: updated.amountRupees,
      document: document.number,
      ...(updated.batchId ? { batchId: updated.batchId, enrolmentActivated: activated } : {}),
    },
  });
  await tellPayerVerified(tx, updated, document);
  return { ok: true, order: updated, activated, document };
}

/**
 * The gateway captured the money but the batch is full: the order says so,
 * staff are asked to give a seat or refund, and the payer is told we have
 * their money. No invoice yet: it is issued when a seat is given.
 */
export async function markNeedsSeat(tx: Tx, order: Order, batchName: string, source: VerificationSource) {
  const now = new Date();
  await tx.update(orders).set({ status: "paid_needs_seat", updatedAt: now }).where(eq(orders.id, order.id));
  await recordAudit(tx, {
    actor: auditActor(source),
    action: "order.needs_seat",
    entityType: "order",
    entityId: order.id,
    details: {
      batchId: order.batchId,
      gatewayPaymentId: order.gatewayPaymentId,
      amountRupees: order.amountRupees,
    },
  });
  const site = siteConfig();
  await enqueueEmail(
    composeEmail({
      to: env().STAFF_NOTIFY_EMAIL ?? site.email,
      subject: `Paid, needs a seat: order ${order.id}`,
      paragraphs: [
        `Order ${order.id} (${courseTitleOf(order.courseKey)}, ${formatInr(order.amountRupees)}) was paid online, but ${batchName} has no free seat, so the payer is not enrolled yet.`,
        "Add a seat to the batch and verify the order, or refund it, in the staff console.",
      ],
      action: {
        label: "Open the order",
        url: `${site.siteUrl}/staff/payments/${encodeURIComponent(order.id)}`,
      },
    }),
    tx,
  );
  const to = await payerEmail(tx, order);
  if (to) {
    await enqueueEmail(
      composeEmail({
        to,
        subject: `Payment received: order ${order.id}`,
        greeting: `Hello${order.payerName ? ` ${order.payerName}` : ""},`,
        paragraphs: [
          `We have received your payment of ${formatInr(order.amountRupees)} for order ${order.id}.`,
          `${batchName} filled up just before your payment arrived. Our admissions team will contact you within one working day to offer a seat in this or the next batch, or a full refund: your choice.`,
        ],
        action: { label: "See the order status", url: await orderLink(tx, order.id) },
        after: [`Questions? Write to ${site.email}.`],
      }),
      tx,
    );
  }
}

/** The confirmation with the receipt or tax invoice attached (PDF made when the e-mail is sent). */
async function tellPayerVerified(tx: Tx, order: Order, document: TaxDocument) {
  const to = await payerEmail(tx, order);
  if (!to) return;
  const site = siteConfig();
  const amount = formatInr(order.amountRupees);
  const how = order.gatewayPaymentId
    ? `We have received your online payment of ${amount} (payment ${order.gatewayPaymentId}) for order ${order.id}.`
    : `We have verified your payment of ${amount} (UTR ${order.utr ?? "not given"}) for order ${order.id}.`;
  const kind = document.kind === "tax_invoice" ? "tax invoice" : "receipt";
  await enqueueEmail(
    composeEmail({
      to,
      subject: `Payment received: order ${order.id}`,
      greeting: `Hello${order.payerName ? ` ${order.payerName}` : ""},`,
      paragraphs: [
        how,
        `Your ${kind} ${document.number} is attached. It is also in your student profile under Payments.`,
        ...(order.userId
          ? []
          : [
              `Create your student account with this e-mail to see your batch, classes and materials: ${site.siteUrl}/signup?email=${encodeURIComponent(to)}`,
            ]),
      ],
      // A link with its own key: the order id alone opens nothing (decision 140).
      action: { label: "See the order status", url: await orderLink(tx, order.id) },
      attachments: [{ kind: "tax-document", id: document.id }],
    }),
    tx,
  );
}

/** Where the payer's e-mails go: the e-mail given at payment, else the account's. */
export async function payerEmail(
  tx: Tx,
  order: Pick<Order, "payerEmail" | "userId">,
): Promise<string | null> {
  if (order.payerEmail) return order.payerEmail;
  if (!order.userId) return null;
  const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
  return account?.email ?? null;
}

/** The student account with this e-mail, if any (and its owner has confirmed it). */
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
