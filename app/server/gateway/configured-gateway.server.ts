import { env, gatewaySettingsSet } from "../env.server";
import type { CheckoutSettings, PaymentGateway } from "./gateway.server";
import { createRazorpayGateway, razorpayCheckoutSettings } from "./razorpay.server";

/** The configured gateway, or null: without its settings the site takes UPI-QR payments only. */
export function paymentGateway(): PaymentGateway | null {
  const e = env();
  if (!gatewaySettingsSet(e)) return null;
  return createRazorpayGateway({
    keyId: e.RAZORPAY_KEY_ID!,
    keySecret: e.RAZORPAY_KEY_SECRET!,
    webhookSecret: e.RAZORPAY_WEBHOOK_SECRET!,
    apiUrl: e.RAZORPAY_API_URL,
  });
}

/** Checkout's script and frame locations (for the page and its CSP), without building a client. */
export function checkoutSettings(e = env()): CheckoutSettings | null {
  if (!gatewaySettingsSet(e)) return null;
  return razorpayCheckoutSettings(e.RAZORPAY_KEY_ID!, e.RAZORPAY_API_URL);
}
