import { z } from "zod";
import type {
  CheckoutSettings,
  GatewayEvent,
  GatewayPayment,
  GatewayRefund,
  PaymentGateway,
} from "./gateway.server";
import { GatewayError } from "./gateway.server";
import { isValidCheckoutSignature, isValidWebhookSignature } from "./signatures.server";

/*
 * A small client for the four Razorpay REST calls the site makes (orders,
 * an order's payments, capture, refunds) with fetch and HTTP Basic auth, and
 * the readers of its webhook bodies. Razorpay's Node SDK covers ~40 APIs we
 * do not use and brings axios; this is the part we need
 * (docs/decisions/160-payment-gateway.md).
 */

export const RAZORPAY_API_URL = "https://api.razorpay.com";
export const RAZORPAY_CHECKOUT_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";
const TIMEOUT_MS = 15_000;

const paymentSchema = z.object({
  id: z.string(),
  order_id: z.string().nullish(),
  status: z.enum(["created", "authorized", "captured", "refunded", "failed"]),
  amount: z.number().int(),
  currency: z.string(),
  method: z.string().nullish(),
  fee: z.number().int().nullish(),
  tax: z.number().int().nullish(),
  error_description: z.string().nullish(),
  created_at: z.number().nullish(),
});

const refundSchema = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number().int(),
  status: z.enum(["pending", "processed", "failed"]),
  receipt: z.string().nullish(),
});

const eventSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z.object({ entity: paymentSchema }).optional(),
      refund: z.object({ entity: refundSchema }).optional(),
    })
    .passthrough(),
});

function toPayment(p: z.infer<typeof paymentSchema>): GatewayPayment {
  return {
    id: p.id,
    orderId: p.order_id ?? null,
    status: p.status,
    amountPaise: p.amount,
    currency: p.currency,
    method: p.method ?? null,
    feePaise: p.fee ?? null,
    taxPaise: p.tax ?? null,
    errorDescription: p.error_description ?? null,
    createdAt: new Date((p.created_at ?? Date.now() / 1000) * 1000),
  };
}

function toRefund(r: z.infer<typeof refundSchema>): GatewayRefund {
  return {
    id: r.id,
    paymentId: r.payment_id,
    amountPaise: r.amount,
    status: r.status,
    receipt: r.receipt ?? null,
  };
}

/** Razorpay's script and API locations; RAZORPAY_API_URL (a stand-in, a proxy) moves both. */
export function razorpayCheckoutSettings(keyId: string, apiUrl: string | undefined): CheckoutSettings {
  if (!apiUrl) {
    return {
      keyId,
      scriptUrl: RAZORPAY_CHECKOUT_SCRIPT,
      scriptOrigin: new URL(RAZORPAY_CHECKOUT_SCRIPT).origin,
      frameOrigins: [new URL(RAZORPAY_API_URL).origin, new URL(RAZORPAY_CHECKOUT_SCRIPT).origin],
    };
  }
  const base = apiUrl.endsWith("/") ? apiUrl : `${apiUrl}/`;
  const scriptUrl = new URL("v1/checkout.js", base).toString();
  const origin = new URL(base).origin;
  return { keyId, scriptUrl, scriptOrigin: origin, frameOrigins: [origin] };
}

export function createRazorpayGateway(config: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiUrl?: string;
}): PaymentGateway {
  const base = (config.apiUrl ?? RAZORPAY_API_URL).replace(/\/$/, "");
  const auth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString("base64")}`;

  async function call<T>(
    method: "GET" | "POST",
    path: string,
    schema: z.ZodType<T>,
    body?: unknown,
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}/v1${path}`, {
        method,
        headers: {
          Authorization: auth,
          Accept: "application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new GatewayError(`Razorpay did not answer (${(error as Error).name})`, 0);
    }
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const err = (json as { error?: { code?: string; description?: string } } | null)?.error;
      throw new GatewayError(
        err?.description ?? `Razorpay answered ${response.status}`,
        response.status,
        err?.code ?? null,
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      throw new GatewayError("Razorpay's answer was not what we expected", response.status);
    return parsed.data;
  }

  return {
    name: "razorpay",
    label: "Razorpay",
    checkout: razorpayCheckoutSettings(config.keyId, config.apiUrl),

    async createOrder({ amountPaise, receipt, notes }) {
      const order = await call("POST", "/orders", z.object({ id: z.string() }), {
        amount: amountPaise,
        currency: "INR",
        receipt,
        notes,
      });
      return { id: order.id };
    },

    async orderPayments(gatewayOrderId) {
      const list = await call(
        "GET",
        `/orders/${encodeURIComponent(gatewayOrderId)}/payments`,
        z.object({ items: z.array(paymentSchema) }),
      );
      return list.items.map(toPayment);
    },

    async capturePayment(paymentId, amountPaise) {
      const p = await call("POST", `/payments/${encodeURIComponent(paymentId)}/capture`, paymentSchema, {
        amount: amountPaise,
        currency: "INR",
      });
      return toPayment(p);
    },

    async refund(paymentId, { amountPaise, receipt, notes }) {
      const r = await call("POST", `/payments/${encodeURIComponent(paymentId)}/refund`, refundSchema, {
        amount: amountPaise,
        speed: "normal",
        receipt,
        notes,
      });
      return toRefund(r);
    },

    async fetchRefund(paymentId, refundId) {
      const r = await call(
        "GET",
        `/payments/${encodeURIComponent(paymentId)}/refunds/${encodeURIComponent(refundId)}`,
        refundSchema,
      );
      return toRefund(r);
    },

    verifyCheckout(input) {
      return isValidCheckoutSignature(config.keySecret, input);
    },

    verifyWebhook(rawBody, signature) {
      return isValidWebhookSignature(config.webhookSecret, rawBody, signature);
    },

    parseWebhook(rawBody) {
      let json: unknown;
      try {
        json = JSON.parse(new TextDecoder().decode(rawBody));
      } catch {
        return null;
      }
      const parsed = eventSchema.safeParse(json);
      if (!parsed.success) return null;
      const { event, payload } = parsed.data;
      const payment = payload.payment ? toPayment(payload.payment.entity) : null;
      switch (event) {
        case "payment.captured":
        case "order.paid":
        case "payment.failed":
        case "payment.authorized":
          return payment ? { type: event, payment } : null;
        case "refund.processed":
        case "refund.failed":
        case "refund.created":
          return payload.refund ? { type: event, refund: toRefund(payload.refund.entity), payment } : null;
        default:
          return { type: "other", name: event } satisfies GatewayEvent;
      }
    },
  };
}
