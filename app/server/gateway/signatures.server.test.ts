import { describe, expect, it } from "vitest";
import { createRazorpayGateway, razorpayCheckoutSettings } from "./razorpay.server";
import {
  checkoutSignature,
  isValidCheckoutSignature,
  isValidWebhookSignature,
  sameSignature,
} from "./signatures.server";

// Razorpay's own documented samples (the SDKs' payment-verification documents and tests).
const CHECKOUT_SAMPLE = {
  keySecret: "EnLs21M47BllR3X8PSFtjtbd",
  gatewayOrderId: "order_IEIaMR65cu6nz3",
  paymentId: "pay_IH4NVgf4Dreq1l",
  signature: "0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f",
};
const WEBHOOK_SAMPLE = {
  secret: "123456",
  body: '{"a":1,"b":2,"c":{"d":3}}',
  signature: "2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc",
};

describe("Checkout's success callback: razorpay_signature = HMAC-SHA256(order_id|payment_id, key secret)", () => {
  it("matches Razorpay's documented sample", () => {
    const { keySecret, gatewayOrderId, paymentId, signature } = CHECKOUT_SAMPLE;
    expect(checkoutSignature(keySecret, gatewayOrderId, paymentId)).toBe(signature);
    expect(isValidCheckoutSignature(keySecret, { gatewayOrderId, paymentId, signature })).toBe(true);
  });

  it("refuses the signature for another order, another payment, another secret or a changed character", () => {
    const { keySecret, gatewayOrderId, paymentId, signature } = CHECKOUT_SAMPLE;
    expect(isValidCheckoutSignature(keySecret, { gatewayOrderId: "order_X", paymentId, signature })).toBe(
      false,
    );
    expect(isValidCheckoutSignature(keySecret, { gatewayOrderId, paymentId: "pay_X", signature })).toBe(
      false,
    );
    expect(isValidCheckoutSignature("other-secret", { gatewayOrderId, paymentId, signature })).toBe(false);
    const changed = `${signature.slice(0, -1)}${signature.endsWith("f") ? "e" : "f"}`;
    expect(isValidCheckoutSignature(keySecret, { gatewayOrderId, paymentId, signature: changed })).toBe(
      false,
    );
    expect(isValidCheckoutSignature(keySecret, { gatewayOrderId, paymentId, signature: null })).toBe(false);
  });
});

describe("webhooks: X-Razorpay-Signature = HMAC-SHA256(raw body, webhook secret)", () => {
  it("matches Razorpay's documented sample over the raw body", () => {
    const { secret, body, signature } = WEBHOOK_SAMPLE;
    expect(isValidWebhookSignature(secret, body, signature)).toBe(true);
    expect(isValidWebhookSignature(secret, new TextEncoder().encode(body), signature)).toBe(true);
  });

  it("refuses the same event re-serialised, another secret, a truncated or non-hex signature", () => {
    const { secret, body, signature } = WEBHOOK_SAMPLE;
    expect(isValidWebhookSignature(secret, JSON.stringify(JSON.parse(body), null, 1), signature)).toBe(false);
    expect(isValidWebhookSignature("654321", body, signature)).toBe(false);
    expect(isValidWebhookSignature(secret, body, signature.slice(0, 40))).toBe(false);
    expect(isValidWebhookSignature(secret, body, "sdfafds")).toBe(false);
    expect(isValidWebhookSignature(secret, body, undefined)).toBe(false);
  });

  it("compares case-insensitively in hex and never throws on length differences", () => {
    expect(sameSignature("abcd", "ABCD")).toBe(true);
    expect(sameSignature("abcd", "abc")).toBe(false);
    expect(sameSignature("abcd", "")).toBe(false);
  });
});

describe("reading a webhook body", () => {
  const gateway = createRazorpayGateway({ keyId: "rzp_test_x", keySecret: "k", webhookSecret: "w" });
  const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

  it("reads an order.paid event in the shape of Razorpay's sample payload", () => {
    const event = gateway.parseWebhook(
      encode({
        entity: "event",
        account_id: "acc_BFQ7uQEaa7j2z7",
        event: "order.paid",
        contains: ["payment", "order"],
        payload: {
          payment: {
            entity: {
              id: "pay_DESlfW9H8K9uqM",
              entity: "payment",
              amount: 100,
              currency: "INR",
              status: "captured",
              order_id: "order_DESlLckIVRkHWj",
              method: "netbanking",
              fee: 2,
              tax: 0,
              error_description: null,
              created_at: 1567674599,
            },
          },
          order: { entity: { id: "order_DESlLckIVRkHWj", entity: "order", amount: 100, status: "paid" } },
        },
        created_at: 1567674606,
      }),
    );
    expect(event).toEqual({
      type: "order.paid",
      payment: {
        id: "pay_DESlfW9H8K9uqM",
        orderId: "order_DESlLckIVRkHWj",
        status: "captured",
        amountPaise: 100,
        currency: "INR",
        method: "netbanking",
        feePaise: 2,
        taxPaise: 0,
        errorDescription: null,
        createdAt: new Date(1567674599 * 1000),
      },
    });
  });

  it("names other events and refuses bodies that are not events", () => {
    expect(gateway.parseWebhook(encode({ event: "invoice.paid", payload: {} }))).toEqual({
      type: "other",
      name: "invoice.paid",
    });
    expect(gateway.parseWebhook(new TextEncoder().encode("not json"))).toBeNull();
    expect(gateway.parseWebhook(encode({ event: "payment.captured", payload: {} }))).toBeNull();
  });
});

describe("where Checkout comes from", () => {
  it("is Razorpay's own script by default, with its API's origin for the frame", () => {
    expect(razorpayCheckoutSettings("rzp_test_x", undefined)).toEqual({
      keyId: "rzp_test_x",
      scriptUrl: "https://checkout.razorpay.com/v1/checkout.js",
      scriptOrigin: "https://checkout.razorpay.com",
      frameOrigins: ["https://api.razorpay.com", "https://checkout.razorpay.com"],
    });
  });

  it("comes from RAZORPAY_API_URL when it is set (a stand-in or a proxy), and only from there", () => {
    expect(razorpayCheckoutSettings("rzp_test_x", "http://127.0.0.1:3404")).toEqual({
      keyId: "rzp_test_x",
      scriptUrl: "http://127.0.0.1:3404/v1/checkout.js",
      scriptOrigin: "http://127.0.0.1:3404",
      frameOrigins: ["http://127.0.0.1:3404"],
    });
    expect(razorpayCheckoutSettings("k", "https://proxy.example.in/rzp").scriptUrl).toBe(
      "https://proxy.example.in/rzp/v1/checkout.js",
    );
  });
});
