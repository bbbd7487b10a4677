/*
 * A payment gateway, as the rest of the site sees it (PRODUCT.md decision 18,
 * docs/decisions/160-payment-gateway.md). Razorpay is the one implementation;
 * another gateway implements the same few calls. Amounts are in paise.
 */

export type GatewayPaymentStatus = "created" | "authorized" | "captured" | "refunded" | "failed";

export interface GatewayPayment {
  id: string;
  /** The gateway's order this payment belongs to. */
  orderId: string | null;
  status: GatewayPaymentStatus;
  amountPaise: number;
  currency: string;
  /** upi, card, netbanking, wallet, emi… */
  method: string | null;
  /** The gateway's fee and the GST on it (known once captured). */
  feePaise: number | null;
  taxPaise: number | null;
  errorDescription: string | null;
  createdAt: Date;
}

export type GatewayRefundStatus = "pending" | "processed" | "failed";

export interface GatewayRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
  status: GatewayRefundStatus;
  /** What we passed as the refund's receipt: our refund id. */
  receipt: string | null;
}

export type GatewayEvent =
  | {
      type: "payment.captured" | "order.paid" | "payment.failed" | "payment.authorized";
      payment: GatewayPayment;
    }
  | {
      type: "refund.processed" | "refund.failed" | "refund.created";
      refund: GatewayRefund;
      payment: GatewayPayment | null;
    }
  | { type: "other"; name: string };

/** What the browser needs to load and open the gateway's checkout. */
export interface CheckoutSettings {
  keyId: string;
  scriptUrl: string;
  /** Origins the page's CSP must allow: the script's, and the frame it opens. */
  scriptOrigin: string;
  frameOrigins: string[];
}

export class GatewayError extends Error {
  constructor(
    message: string,
    /** HTTP status from the gateway, 0 when it did not answer. */
    readonly status: number,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = "GatewayError";
  }
}

export interface PaymentGateway {
  readonly name: "razorpay";
  /** Shown to staff and payers: "Razorpay". */
  readonly label: string;
  readonly checkout: CheckoutSettings;
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<{ id: string }>;
  /** Every payment attempt on a gateway order (failed, authorized, captured). */
  orderPayments(gatewayOrderId: string): Promise<GatewayPayment[]>;
  capturePayment(paymentId: string, amountPaise: number): Promise<GatewayPayment>;
  refund(
    paymentId: string,
    input: { amountPaise: number; receipt: string; notes: Record<string, string> },
  ): Promise<GatewayRefund>;
  fetchRefund(paymentId: string, refundId: string): Promise<GatewayRefund>;
  /** Checkout's success callback, against the gateway order id we stored. */
  verifyCheckout(input: {
    gatewayOrderId: string;
    paymentId: string;
    signature: string | null | undefined;
  }): boolean;
  /** A webhook's signature over its raw body. */
  verifyWebhook(rawBody: Uint8Array, signature: string | null | undefined): boolean;
  /** A verified webhook body, or null when it is not an event we can read. */
  parseWebhook(rawBody: Uint8Array): GatewayEvent | null;
}
