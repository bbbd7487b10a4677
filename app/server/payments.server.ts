import { randomInt } from "node:crypto";
import { privacyNoticeVersion } from "~/content/legal";
import { and, desc, eq, inArray, ne, type SQL } from "drizzle-orm";
import QRCode from "qrcode";
import { courseTitleOf, NOT_ON_SALE_MESSAGES } from "~/lib/catalogue";
import { formatInr } from "~/lib/format";
import { type OrderPayment, type OrderStatus, type OrderSummary } from "~/lib/payment";
import type { PaymentProof } from "~/lib/payment-forms";
import { OFFER_HOLD_MINUTES, priceNow } from "~/lib/offers";
import { buildUpiUrl, upiNote } from "~/lib/upi";
import { isChoosableBatch } from "./batches.server";
import { type Charge, chargeFor } from "./catalogue.server";
import { db, type Db, type Tx } from "./db/client.server";
import { batches, courses, ORDER_STATUSES, orders } from "./db/schema.server";
import { requestEnrolment } from "./enrolments.server";
import { env, siteConfig } from "./env.server";
import { composeEmail } from "./email-template.server";
import { offerStates } from "./offers.server";
import { findOrderForViewer, keepOnDevice, keyedToDevice, type OrderViewer } from "./order-access.server";
import { enqueueEmail } from "./outbox.server";
import { storeUpload } from "./uploads.server";

export type Order = typeof orders.$inferSelect;

// app/lib/payment.ts mirrors the schema's statuses; this fails to compile if they drift.
const _statusesMatch: readonly OrderStatus[] = ORDER_STATUSES;
void _statusesMatch;

// Crockford's base32 without I, L, O, U: nothing to misread when an id is read
// out on the phone or typed from a screenshot.
export const ID_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * "ORD" + the India date (YYMMDD) + 6 random characters, e.g. ORD2611247K3QXM.
 * Letters and digits only: it is also the UPI transaction reference (tr),
 * which some apps reject with punctuation. Read out on the phone and printed
 * in the UPI note, so it opens nothing by itself (order-access.server.ts).
 */
export function newOrderId(now = new Date()): string {
  const ist = new Date(now.getTime() + 5.5 * 60 * 60 * 1000);
  const date = ist.toISOString().slice(2, 10).replaceAll("-", "");
  let random = "";
  for (let i = 0; i < 6; i++) random += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return `ORD${date}${random}`;
}

export { ORDER_ID_PATTERN } from "~/lib/payment";

export const CHECKOUT_MESSAGES = {
  noBatch: "Please choose a batch with a free seat.",
  ...NOT_ON_SALE_MESSAGES,
} as const;

export type CreateOrderResult =
  | { ok: true; order: Order; /** Keeps the order on this browser (the device key). */ setCookie: string }
  | { ok: false; message: string };

/**
 * Creates an order for a course and one of its open batches, at the price the
 * catalogue charges now (a live offer's, else the course's). The amount is
 * never taken from the request. A course that is not on sale, or a batch that
 * is full, closed or of another course, is refused. Linked to the student when
 * one is signed in (staff buying on someone's behalf stay unlinked), and kept
 * on the browser that made it.
 */
export async function createOrder(input: {
  courseId: string;
  batchId: string;
  viewer: OrderViewer;
}): Promise<CreateOrderResult> {
  const { user } = input.viewer;
  const refused = (charge: Exclude<Charge, { ok: true }>) => ({
    ok: false as const,
    message: charge.reason === "not_on_sale" ? CHECKOUT_MESSAGES[charge.status] : CHECKOUT_MESSAGES.noBatch,
  });
  const check = await chargeFor(input.courseId);
  if (!check.ok) return refused(check);
  if (!(await isChoosableBatch(input.batchId, check.courseId)))
    return { ok: false, message: CHECKOUT_MESSAGES.noBatch };
  return db().transaction(async (tx) => {
    // Charged again with the offer locked: its cap counts this order before the next one's.
    const now = new Date();
    const charge = await chargeFor(input.courseId, now, tx);
    if (!charge.ok) return refused(charge);
    for (let attempt = 0; attempt < 5; attempt++) {
      const [row] = await tx
        .insert(orders)
        .values({
          id: newOrderId(),
          userId: user?.role === "student" ? user.id : null,
          courseKey: charge.courseId,
          batchId: input.batchId,
          offerId: charge.offerId,
          amountRupees: charge.priceRupees,
          priceHeldUntil: charge.offerId ? new Date(now.getTime() + OFFER_HOLD_MINUTES * 60_000) : null,
          status: "awaiting_payment",
        })
        .onConflictDoNothing()
        .returning();
      if (row)
        return { ok: true, order: row, setCookie: await keepOnDevice(tx, row.id, input.viewer) } as const;
    }
    throw new Error("Could not allocate a unique order id");
  });
}

/**
 * What the order costs now, with its offer locked (inside the caller's
 * transaction): the online checkout charges this, as a proof does.
 */
export async function priceToPay(order: Order, tx: Tx, now = new Date()) {
  const [price] = await pricesNow([order], now, tx, true);
  return price;
}

/**
 * What each order costs now (priceNow): an offer's price while its hold or
 * the offer lasts, else the course's catalogue price. `lock` (inside a
 * transaction) locks the offers first, so a proof re-claiming a place under
 * a cap is counted alone.
 */
async function pricesNow(list: Order[], now: Date, database: Db | Tx = db(), lock = false) {
  const offerIds = [...new Set(list.flatMap((o) => (o.offerId ? [o.offerId] : [])))];
  const states = await offerStates(offerIds, now, database, lock);
  const courseIds = [...new Set(list.map((o) => o.courseKey))];
  const catalogue = new Map(
    (
      await database
        .select({ id: courses.id, price: courses.priceRupees })
        .from(courses)
        .where(inArray(courses.id, courseIds))
    ).map((c) => [c.id, c.price]),
  );
  return list.map((order) => {
    const offer = order.offerId ? states.get(order.offerId) : undefined;
    return priceNow(
      order,
      offer ? { ...offer, claimedByOthers: offer.claimed } : null,
      catalogue.get(order.courseKey) ?? order.amountRupees,
      now,
    );
  });
}

function summarize(
  order: Order,
  batchName: string | null,
  now: Pick<ReturnType<typeof priceNow>, "amountRupees" | "price">,
): OrderSummary {
  return {
    id: order.id,
    courseKey: order.courseKey,
    courseName: courseTitleOf(order.courseKey),
    batchId: order.batchId,
    batchName,
    payerEmail: order.userId ? null : order.payerEmail,
    amountRupees: now.amountRupees,
    price: now.price,
    status: order.status,
    utr: order.utr,
    rejectionReason: order.rejectionReason,
    createdAt: order.createdAt.toISOString(),
    verifiedAt: order.verifiedAt?.toISOString() ?? null,
    paidOnline: order.checkoutReturnedAt !== null || order.gatewayPaymentId !== null,
    paymentError: order.status === "awaiting_payment" ? order.paymentError : null,
  };
}

async function listOrders(where: SQL): Promise<OrderSummary[]> {
  const rows = await db()
    .select({ order: orders, batchName: batches.name })
    .from(orders)
    .leftJoin(batches, eq(batches.id, orders.batchId))
    .where(where)
    .orderBy(desc(orders.createdAt))
    .limit(50);
  const prices = await pricesNow(
    rows.map((r) => r.order),
    new Date(),
  );
  return rows.map((r, i) => summarize(r.order, r.batchName, prices[i]));
}

/** A student's orders, newest first, with the status staff last set. */
export function listOrdersForUser(userId: string): Promise<OrderSummary[]> {
  return listOrders(eq(orders.userId, userId));
}

/** A visitor's orders made on (or opened in) this browser, newest first. */
export async function listOrdersForDevice(deviceKey: string | null): Promise<OrderSummary[]> {
  return deviceKey ? listOrders(keyedToDevice(deviceKey)) : [];
}

/** What step 1 shows for an order: the UPI link and its QR code (made on the server). */
export async function orderPayment(order: Order): Promise<OrderPayment> {
  const site = siteConfig();
  const [batch] = order.batchId
    ? await db().select({ name: batches.name }).from(batches).where(eq(batches.id, order.batchId))
    : [];
  const [price] = await pricesNow([order], new Date());
  const summary = summarize(order, batch?.name ?? null, price);
  // The amount to pay now: after an offer price ran out, the QR code asks for the catalogue price.
  const upiUrl = buildUpiUrl({
    payeeVpa: site.upiId,
    payeeName: site.upiPayeeName,
    amountRupees: summary.amountRupees,
    note: upiNote(summary.courseName, order.id),
    transactionRef: order.id,
  });
  const qrDataUrl = await QRCode.toDataURL(upiUrl, { errorCorrectionLevel: "M", margin: 2, width: 320 });
  return { order: summary, upiId: site.upiId, payeeName: site.upiPayeeName, upiUrl, qrDataUrl };
}

export type ProofResult =
  { ok: true; order: Order } | { ok: false; field: "form" | "utr"; message: string; status: number };

export const PROOF_MESSAGES = {
  notFound: "We could not find this order. Please start again from Complete Payment.",
  verified: "This order is already verified: there is nothing more to send.",
  alreadySent:
    "We already have the payment details for this order, and they cannot be changed here. If something in them is wrong, write to us on WhatsApp or by e-mail with your order ID: our admissions team will correct it.",
  utrUsed:
    "This UTR is already recorded on another order. Please check the number, or contact us on WhatsApp.",
  repriced: (from: number, to: number) =>
    `The offer price of ${formatInr(from)} held for this order has run out, and so has the offer: this order now costs ${formatInr(to)}, the course's price. Step 1 shows the new amount and QR code. If you already paid ${formatInr(from)}, do not pay again: write to us on WhatsApp with your order ID and our admissions team will sort it out.`,
} as const;

const refuse = (field: "form" | "utr", message: string, status = 400) =>
  ({ ok: false, field, message, status }) as const;

type Screenshot = { contentType: string; bytes: Uint8Array; filename: string };

/**
 * Step 2: records the payer's UTR (and optional screenshot) and moves the
 * order to pending verification, asks for the student's seat in the order's
 * batch (a pending enrolment) and queues a note to staff, all in one
 * transaction. Only the viewer who holds the order may send it (decision
 * 17). The payer's details are written once: a second proof while one waits
 * for verification is refused (staff correct details, audited); after staff
 * reject one, a new UTR may be sent and the details stay as first written.
 */
export async function submitPaymentProof(input: {
  viewer: OrderViewer;
  proof: PaymentProof;
  screenshot: Screenshot | null;
}): Promise<ProofResult> {
  const { viewer, proof } = input;
  return db().transaction(async (tx) => {
    // Locked: two proofs sent at once for one order are checked one after the other.
    const order = await findOrderForViewer(proof.orderId, viewer, { database: tx, lock: true });
    if (!order) return refuse("form", PROOF_MESSAGES.notFound, 404);
    if (order.status === "verified") return refuse("form", PROOF_MESSAGES.verified);
    if (order.status === "pending_verification") return refuse("form", PROOF_MESSAGES.alreadySent, 409);
    // The price now: an offer's while its hold or the offer lasts (a place under its cap taken now), else the catalogue's.
    const [price] = await pricesNow([order], new Date(), tx, true);
    if (proof.amountRupees !== undefined && proof.amountRupees !== price.amountRupees) {
      // The payer was shown (and may have paid) an amount that no longer holds: nothing is recorded.
      return refuse("form", PROOF_MESSAGES.repriced(proof.amountRupees, price.amountRupees), 409);
    }
    // One UTR pays one order: the same reference on a second order is a mistake or a reuse.
    const [clash] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.utr, proof.utr), ne(orders.id, order.id), ne(orders.status, "rejected")))
      .limit(1);
    if (clash) return refuse("utr", PROOF_MESSAGES.utrUsed);

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
    const student = viewer.user && viewer.user.id === order.userId ? viewer.user : null;
    // Written once: what the first proof (or the account) gave stays; only staff change it.
    const given = {
      name: proof.payerName || student?.name,
      email: proof.payerEmail || student?.email,
      phone: proof.payerPhone || student?.phone,
    };
    const [updated] = await tx
      .update(orders)
      .set({
        status: "pending_verification",
        amountRupees: price.amountRupees,
        ...(price.keepsOffer ? {} : { offerId: null, repricedFromRupees: order.amountRupees }),
        utr: proof.utr,
        payerName: order.payerName ?? (given.name || null),
        payerEmail: order.payerEmail ?? (given.email || null),
        payerPhone: order.payerPhone ?? (given.phone || null),
        // The privacy notice the payer saw when the details were given (first proof).
        noticeVersion: order.noticeVersion ?? privacyNoticeVersion(),
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
