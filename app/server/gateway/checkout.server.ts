import { and, eq, isNull } from "drizzle-orm";
import { courseTitleOf } from "~/lib/catalogue";
import { GST_STATE_OPTIONS } from "~/lib/gst";
import { asksPayerDetails, type OnlineCheckout, type OnlinePayment } from "~/lib/payment";
import { db } from "../db/client.server";
import { orders } from "../db/schema.server";
import { env, siteConfig } from "../env.server";
import { logger, securityEvent } from "../logger.server";
import { findOrderForViewer, type OrderViewer } from "../order-access.server";
import { priceToPay } from "../payments.server";
import { paymentGateway } from "./configured-gateway.server";
import { GatewayError } from "./gateway.server";

/*
 * Paying an order online (docs/decisions/164-checkout-on-the-payment-page.md).
 * Only whoever holds the order (decision 140) may start a payment or report
 * one back. The gateway order is made on the server for the order's price
 * now, never an amount from the browser; Checkout's answer is checked
 * against the gateway order id we stored. The seat comes from the webhook.
 */

export const ONLINE_MESSAGES = {
  notFound: "We could not find this order. Please start again from Complete Payment.",
  paid: "This order is already paid.",
  proofSent:
    "We already have your UPI payment details for this order and are checking them: there is nothing to pay online.",
  gatewayDown:
    "Online payment is not available right now. Please try again in a few minutes, or pay by UPI with the QR code below.",
  badSignature:
    "We could not confirm this payment with Razorpay. If money left your account, do not pay again: write to us with your order ID and we will sort it out.",
} as const;

/** What the payment dialog's online option needs for this order, or null when there is no gateway. */
export function onlineOption(
  order: { status: string; payerEmail: string | null },
  visitor: boolean,
): OnlinePayment | null {
  const gateway = paymentGateway();
  if (!gateway) return null;
  return {
    gateway: gateway.label,
    askPayer: asksPayerDetails(visitor, order),
    states: env().GSTIN ? GST_STATE_OPTIONS : null,
  };
}

export type StartResult =
  { ok: true; checkout: OnlineCheckout } | { ok: false; message: string; status: number };

/**
 * "Pay online": checks the order is this viewer's and still to be paid,
 * prices it now (an offer's price only while its hold or the offer lasts),
 * writes the payer's details (once) and state, and makes the gateway order
 * (once; every attempt of the order pays the same one unless its price
 * changed). Answers Checkout's options.
 */
export async function startOnlinePayment(input: {
  viewer: OrderViewer;
  orderId: string;
  payer: { payerName?: string; payerEmail?: string; payerPhone?: string };
  payerState?: string;
}): Promise<StartResult> {
  const gateway = paymentGateway();
  if (!gateway) return { ok: false, message: ONLINE_MESSAGES.gatewayDown, status: 409 };
  const prepared = await db().transaction(async (tx) => {
    const order = await findOrderForViewer(input.orderId, input.viewer, { database: tx, lock: true });
    if (!order) return { ok: false, message: ONLINE_MESSAGES.notFound, status: 404 } as const;
    if (order.status === "pending_verification")
      return { ok: false, message: ONLINE_MESSAGES.proofSent, status: 409 } as const;
    if (order.status !== "awaiting_payment" && order.status !== "rejected") {
      return { ok: false, message: ONLINE_MESSAGES.paid, status: 409 } as const;
    }
    const price = await priceToPay(order, tx);
    const repriced = price.amountRupees !== order.amountRupees;
    const student = input.viewer.user && input.viewer.user.id === order.userId ? input.viewer.user : null;
    const [updated] = await tx
      .update(orders)
      .set({
        amountRupees: price.amountRupees,
        ...(price.keepsOffer ? {} : { offerId: null, repricedFromRupees: order.amountRupees }),
        // Written once, as step 2 does: what the first form (or the account) gave stays.
        payerName: order.payerName ?? (input.payer.payerName || student?.name || null),
        payerEmail: order.payerEmail ?? (input.payer.payerEmail || student?.email || null),
        payerPhone: order.payerPhone ?? (input.payer.payerPhone || student?.phone || null),
        payerState: input.payerState ?? order.payerState,
        gateway: gateway.name,
        // A new price needs a new gateway order (its amount is fixed).
        ...(repriced ? { gatewayOrderId: null } : {}),
        paymentError: null,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, order.id))
      .returning();
    return { ok: true, order: updated } as const;
  });
  if (!prepared.ok) return prepared;
  let order = prepared.order;

  if (!order.gatewayOrderId) {
    try {
      const made = await gateway.createOrder({
        amountPaise: order.amountRupees * 100,
        receipt: order.id,
        notes: { order: order.id, course: order.courseKey },
      });
      // Two clicks at once make two gateway orders: the first stored wins, the other is never paid.
      const [stored] = await db()
        .update(orders)
        .set({ gatewayOrderId: made.id })
        .where(and(eq(orders.id, order.id), isNull(orders.gatewayOrderId)))
        .returning();
      order = stored ?? (await db().select().from(orders).where(eq(orders.id, order.id)))[0];
    } catch (error) {
      logger.warn(
        { orderId: order.id, err: error instanceof GatewayError ? error.message : error },
        "gateway order failed",
      );
      return { ok: false, message: ONLINE_MESSAGES.gatewayDown, status: 409 };
    }
  }
  const site = siteConfig();
  return {
    ok: true,
    checkout: {
      scriptUrl: gateway.checkout.scriptUrl,
      options: {
        key: gateway.checkout.keyId,
        order_id: order.gatewayOrderId!,
        amount: order.amountRupees * 100,
        currency: "INR",
        name: site.brandName,
        description: courseTitleOf(order.courseKey),
        prefill: {
          name: order.payerName ?? "",
          email: order.payerEmail ?? "",
          contact: order.payerPhone ?? "",
        },
        notes: { order: order.id },
        theme: { color: "#1a37cf" },
      },
    },
  };
}

/**
 * Checkout's success handler came back: genuine only when razorpay_signature
 * is right for the gateway order id WE stored. Records that the payer is
 * back ("Payment received"); the verification itself waits for the gateway.
 */
export async function checkoutReturned(input: {
  viewer: OrderViewer;
  orderId: string;
  paymentId: string;
  signature: string;
  ip?: string;
}): Promise<{ ok: true } | { ok: false; message: string; status: number }> {
  const gateway = paymentGateway();
  const order = await findOrderForViewer(input.orderId, input.viewer);
  if (!order || !gateway) return { ok: false, message: ONLINE_MESSAGES.notFound, status: 404 };
  const genuine =
    order.gatewayOrderId !== null &&
    gateway.verifyCheckout({
      gatewayOrderId: order.gatewayOrderId,
      paymentId: input.paymentId,
      signature: input.signature,
    });
  if (!genuine) {
    securityEvent("checkout-signature-invalid", { ip: input.ip, outcome: "refused", orderId: order.id });
    return { ok: false, message: ONLINE_MESSAGES.badSignature, status: 400 };
  }
  await db()
    .update(orders)
    .set({ checkoutReturnedAt: new Date(), paymentError: null })
    .where(and(eq(orders.id, order.id), isNull(orders.checkoutReturnedAt)));
  return { ok: true };
}
