import { randomInt } from "node:crypto";
import { and, desc, eq, ne } from "drizzle-orm";
import QRCode from "qrcode";
import type { PaymentCourseKey } from "~/content/pricing";
import type { OrderPayment, OrderStatus, OrderSummary } from "~/lib/payment";
import type { PaymentProof } from "~/lib/payment-forms";
import { findPaymentCourse } from "~/lib/pricing";
import { buildUpiUrl, upiNote } from "~/lib/upi";
import type { SessionUser } from "./auth.server";
import { db } from "./db/client.server";
import { ORDER_STATUSES, orders } from "./db/schema.server";
import { env, siteConfig } from "./env.server";
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

/**
 * Creates an order for a course at the price in app/content/pricing.ts.
 * The amount is never taken from the request. Linked to the student when
 * one is signed in (staff buying on someone's behalf stay unlinked).
 */
export async function createOrder(input: {
  courseKey: PaymentCourseKey;
  user: SessionUser | null;
}): Promise<Order> {
  const course = findPaymentCourse(input.courseKey);
  if (!course) throw new Error(`Unknown payment course: ${input.courseKey}`);
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db()
      .insert(orders)
      .values({
        id: newOrderId(),
        userId: input.user?.role === "student" ? input.user.id : null,
        courseKey: course.key,
        amountRupees: course.price,
        status: "awaiting_payment",
      })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
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

function summarize(order: Order): OrderSummary {
  return {
    id: order.id,
    courseKey: order.courseKey,
    courseName: findPaymentCourse(order.courseKey)?.name ?? order.courseKey,
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
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(50);
  return rows.map(summarize);
}

/** What step 1 shows for an order: the UPI link and its QR code (made on the server). */
export async function orderPayment(order: Order): Promise<OrderPayment> {
  const site = siteConfig();
  const summary = summarize(order);
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
 * order to pending verification, then queues a note to staff, all in one
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
        payerEmail: proof.payerEmail || student?.email || null,
        payerPhone: proof.payerPhone || student?.phone || null,
        screenshotId,
        rejectionReason: null,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, order.id))
      .returning();

    const site = siteConfig();
    const course = findPaymentCourse(updated.courseKey);
    await enqueueEmail(
      {
        to: env().STAFF_NOTIFY_EMAIL ?? site.email,
        subject: `Payment to verify: ${updated.id} (UTR ${updated.utr})`,
        body: [
          `Order: ${updated.id}`,
          `Course: ${course?.name ?? updated.courseKey}`,
          `Amount: Rs ${updated.amountRupees}`,
          `UTR: ${updated.utr}`,
          updated.payerName && `Payer: ${updated.payerName}`,
          updated.payerEmail && `E-mail: ${updated.payerEmail}`,
          updated.payerPhone && `Phone: ${updated.payerPhone}`,
          `Screenshot: ${screenshotId ? "attached in the console" : "none"}`,
          `Student account: ${updated.userId ? "yes" : "no (visitor)"}`,
          `\nMatch the UTR with the bank statement, then verify or reject it in the staff console: ${site.siteUrl}/staff`,
        ]
          .filter(Boolean)
          .join("\n"),
      },
      tx,
    );
    return { ok: true, order: updated } as const;
  });
}
