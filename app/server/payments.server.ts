import { randomInt } from "node:crypto";
import { privacyNoticeVersion } from "~/content/legal";
import { and, desc, eq, ne } from "drizzle-orm";
import QRCode from "qrcode";
import { courseTitleOf, NOT_ON_SALE_MESSAGES } from "~/lib/catalogue";
import type { OrderPayment, OrderStatus, OrderSummary } from "~/lib/payment";
import type { PaymentProof } from "~/lib/payment-forms";
import { buildUpiUrl, upiNote } from "~/lib/upi";
import type { SessionUser } from "./auth.server";
import { isChoosableBatch } from "./batches.server";
import { chargeFor } from "./catalogue.server";
import { db } from "./db/client.server";
import { batches, ORDER_STATUSES, orders } from "./db/schema.server";
import { requestEnrolment } from "./enrolments.server";
import { env, siteConfig } from "./env.server";
import { composeEmail } from "./email-template.server";
import { enqueueEmail } from "./outbox.server";
import { storeUpload } from "./uploads.server";

export type Order = typeof orders.$inferSelect;

// app/lib/payment.ts mirrors the schema's statuses; this fails to compile if they drift.
const _statusesMatch: readonly OrderStatus[] = ORDER_STATUSES;
void _statusesMatch;

// Crockford's base32 without I, L, O, U: nothing to misread when an id is read
// out on the phone or typed from a screenshot.
const ID_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * "ORD" + the India date (YYMMDD) + 6 random characters, e.g. ORD2611247K3QXM.
 * Letters and digits only: it is also the UPI transaction reference (tr),
 * which some apps reject with punctuation. About 10^9 ids per day, so a
 * visitor's order id also works as the key to its status page.
 */
export function newOrderId(now = new Date()): string {
  const ist = new Date(now.getTime() + 5.5 * 60 * 60 * 1000);
  const date = ist.toISOString().slice(2, 10).replaceAll("-", "");
  let random = "";
  for (let i = 0; i < 6; i++) random += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return `ORD${date}${random}`;
}

export const ORDER_ID_PATTERN = /^ORD\d{6}[0-9A-HJKMNP-TV-Z]{6}$/;

export const CHECKOUT_MESSAGES = {
  noBatch: "Please choose a batch with a free seat.",
  ...NOT_ON_SALE_MESSAGES,
} as const;

export type CreateOrderResult = { ok: true; order: Order } | { ok: false; message: string };

/**
 * Creates an order for a course and one of its open batches, at the price the
 * catalogue charges now (a live offer's, else the course's). The amount is
 * never taken from the request. A course that is not on sale, or a batch that
 * is full, closed or of another course, is refused. Linked to the student when
 * one is signed in (staff buying on someone's behalf stay unlinked).
 */
export async function createOrder(input: {
  courseId: string;
  batchId: string;
  user: SessionUser | null;
}): Promise<CreateOrderResult> {
  const charge = await chargeFor(input.courseId);
  if (!charge.ok) {
    return {
      ok: false,
      message: charge.reason === "not_on_sale" ? CHECKOUT_MESSAGES[charge.status] : CHECKOUT_MESSAGES.noBatch,
    };
  }
  if (!(await isChoosableBatch(input.batchId, charge.courseId)))
    return { ok: false, message: CHECKOUT_MESSAGES.noBatch };
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db()
      .insert(orders)
      .values({
        id: newOrderId(),
        userId: input.user?.role === "student" ? input.user.id : null,
        courseKey: charge.courseId,
        batchId: input.batchId,
        offerId: charge.offerId,
        amountRupees: charge.priceRupees,
        status: "awaiting_payment",
      })
      .onConflictDoNothing()
      .returning();
    if (row) return { ok: true, order: row };
  }
  throw new Error("Could not allocate a unique order id");
}

/**
 * An order as the person looking at it may see it: a visitor's order is
 * open to whoever has its id; a student's order only to that student and staff.
 */
export async function findOrderForViewer(orderId: string, viewer: SessionUser | null): Promise<Order | null> {
  if (!ORDER_ID_PATTERN.test(orderId)) return null;
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return null;
  if (order.userId && order.userId !== viewer?.id && viewer?.role !== "staff") return null;
  return order;
}

function summarize(order: Order, batchName: string | null): OrderSummary {
  return {
    id: order.id,
    courseKey: order.courseKey,
    courseName: courseTitleOf(order.courseKey),
    batchId: order.batchId,
    batchName,
    payerEmail: order.userId ? null : order.payerEmail,
    amountRupees: order.amountRupees,
    status: order.status,
    utr: order.utr,
    rejectionReason: order.rejectionReason,
    createdAt: order.createdAt.toISOString(),
    verifiedAt: order.verifiedAt?.toISOString() ?? null,
  };
}

/** A student's orders, newest first, with the status staff last set. */
export async function listOrdersForUser(userId: string): Promise<OrderSummary[]> {
  const rows = await db()
    .select({ order: orders, batchName: batches.name })
    .from(orders)
    .leftJoin(batches, eq(batches.id, orders.batchId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(50);
  return rows.map((r) => summarize(r.order, r.batchName));
}

/** What step 1 shows for an order: the UPI link and its QR code (made on the server). */
export async function orderPayment(order: Order): Promise<OrderPayment> {
  const site = siteConfig();
  const [batch] = order.batchId
    ? await db().select({ name: batches.name }).from(batches).where(eq(batches.id, order.batchId))
    : [];
  const summary = summarize(order, batch?.name ?? null);
  const upiUrl = buildUpiUrl({
    payeeVpa: site.upiId,
    payeeName: site.upiPayeeName,
    amountRupees: order.amountRupees,
    note: upiNote(summary.courseName, order.id),
    transactionRef: order.id,
  });
  const qrDataUrl = await QRCode.toDataURL(upiUrl, { errorCorrectionLevel: "M", margin: 2, width: 320 });
  return { order: summary, upiId: site.upiId, payeeName: site.upiPayeeName, upiUrl, qrDataUrl };
}

export type ProofResult = { ok: true; order: Order } | { ok: false; field: "form" | "utr"; message: string };

export const PROOF_MESSAGES = {
  notFound: "We could not find this order. Please start again from Complete Payment.",
  verified: "This order is already verified: there is nothing more to send.",
  utrUsed:
    "This UTR is already recorded on another order. Please check the number, or contact us on WhatsApp.",
} as const;

/**
 * Step 2: records the payer's UTR (and optional screenshot) and moves the
 * order to pending verification, asks for the student's seat in the order's
 * batch (a pending enrolment) and queues a note to staff, all in one
 * transaction. A rejected order may be sent again; a verified one not.
 */
export async function submitPaymentProof(input: {
  viewer: SessionUser | null;
  proof: PaymentProof;
  screenshot: { contentType: string; bytes: Uint8Array; filename: string } | null;
}): Promise<ProofResult> {
  const { viewer, proof } = input;
  const order = await findOrderForViewer(proof.orderId, viewer);
  if (!order) return { ok: false, field: "form", message: PROOF_MESSAGES.notFound };
  if (order.status === "verified") return { ok: false, field: "form", message: PROOF_MESSAGES.verified };

  return db().transaction(async (tx) => {
    // One UTR pays one order: the same reference on a second order is a mistake or a reuse.
    const [clash] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.utr, proof.utr), ne(orders.id, order.id), ne(orders.status, "rejected")))
      .limit(1);
    if (clash) return { ok: false, field: "utr", message: PROOF_MESSAGES.utrUsed } as const;

    const screenshotId = input.screenshot
      ? await storeUpload(
          {
            ownerUserId: order.userId,
            purpose: "payment",
            filename: input.screenshot.filename,
            contentType: input.screenshot.contentType,
            bytes: input.screenshot.bytes,
          },
          tx,
        )
      : order.screenshotId;
    const student = viewer && viewer.id === order.userId ? viewer : null;
    const [updated] = await tx
      .update(orders)
      .set({
        status: "pending_verification",
        utr: proof.utr,
        payerName: proof.payerName || student?.name || null,
        noticeVersion: privacyNoticeVersion(),
        payerEmail: proof.payerEmail || student?.email || null,
        payerPhone: proof.payerPhone || student?.phone || null,
        screenshotId,
        rejectionReason: null,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, order.id))
      .returning();
    // A student's paid order is their request for the batch: the portal shows it as pending.
    if (updated.userId && updated.batchId) await requestEnrolment(tx, updated.userId, updated.batchId);

    const site = siteConfig();
    await enqueueEmail(
      composeEmail({
        to: env().STAFF_NOTIFY_EMAIL ?? site.email,
        subject: `Payment to verify: ${updated.id} (UTR ${updated.utr})`,
        paragraphs: [
          [
            `Order: ${updated.id}`,
            `Course: ${courseTitleOf(updated.courseKey)}`,
            updated.batchId && `Batch: ${updated.batchId}`,
            `Amount: Rs ${updated.amountRupees}`,
            `UTR: ${updated.utr}`,
            updated.payerName && `Payer: ${updated.payerName}`,
            updated.payerEmail && `E-mail: ${updated.payerEmail}`,
            updated.payerPhone && `Phone: ${updated.payerPhone}`,
            `Screenshot: ${screenshotId ? "attached in the console" : "none"}`,
            `Student account: ${updated.userId ? "yes" : "no (visitor)"}`,
          ]
            .filter(Boolean)
            .join("\n"),
          "Match the UTR with the bank statement, then verify or reject it in the staff console.",
        ],
        action: { label: "Open the staff console", url: `${site.siteUrl}/staff` },
      }),
      tx,
    );
    return { ok: true, order: updated } as const;
  });
}
