import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * Razorpay's two signatures (docs/decisions/160-payment-gateway.md). Both are
 * HMAC-SHA256 in lower-case hex, with different keys over different input:
 * - Checkout's success callback: razorpay_signature = HMAC(key secret, order_id + "|" + payment_id),
 *   where order_id is the one WE stored when creating the gateway order, never the browser's;
 * - a webhook: X-Razorpay-Signature = HMAC(webhook secret, the raw request body, byte for byte).
 * Compared in constant time.
 */

export function hmacSha256Hex(secret: string, data: string | Uint8Array): string {
  return createHmac("sha256", secret).update(data).digest("hex");
}

/** Constant-time comparison of two hex signatures (a wrong length is simply a mismatch). */
export function sameSignature(expectedHex: string, given: string | null | undefined): boolean {
  if (typeof given !== "string" || !/^[0-9a-f]+$/i.test(given)) return false;
  const a = Buffer.from(expectedHex, "utf8");
  const b = Buffer.from(given.toLowerCase(), "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

export function checkoutSignature(keySecret: string, gatewayOrderId: string, paymentId: string): string {
  return hmacSha256Hex(keySecret, `${gatewayOrderId}|${paymentId}`);
}

/** The browser's success callback is genuine for the order we stored. */
export function isValidCheckoutSignature(
  keySecret: string,
  input: { gatewayOrderId: string; paymentId: string; signature: string | null | undefined },
): boolean {
  return sameSignature(checkoutSignature(keySecret, input.gatewayOrderId, input.paymentId), input.signature);
}

/** The webhook body is the one Razorpay signed with our webhook secret. */
export function isValidWebhookSignature(
  webhookSecret: string,
  rawBody: string | Uint8Array,
  signature: string | null | undefined,
): boolean {
  return sameSignature(hmacSha256Hex(webhookSecret, rawBody), signature);
}
