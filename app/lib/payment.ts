/** Mirrors ORDER_STATUSES in the schema (app/lib may not import server code). */
export type OrderStatus =
  "awaiting_payment" | "pending_verification" | "verified" | "rejected" | "paid_needs_seat" | "refunded";

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: "Awaiting payment",
  pending_verification: "Pending verification",
  verified: "Verified",
  rejected: "Rejected",
  paid_needs_seat: "Paid, needs a seat",
  refunded: "Refunded",
};

/** What happens next, per status: shown in step 3 and in "Your orders". */
export const ORDER_STATUS_HELP: Record<OrderStatus, string> = {
  awaiting_payment:
    "We have not received your payment details yet. Send the UTR or a screenshot so we can match your payment.",
  pending_verification:
    "We have your payment details. Our admissions team matches them with the bank statement, usually within one working day.",
  verified:
    "Payment verified. Your seat is confirmed: your batch's classes, materials and exams are in the student portal.",
  rejected:
    "We could not match this payment. See the reason below, or contact us on WhatsApp with your order id.",
  paid_needs_seat:
    "We have your payment, but the batch filled up just before it arrived. Our admissions team will contact you within one working day with a seat or a full refund.",
  refunded: "This payment was refunded in full. The refund reaches your account in 5-7 working days.",
};

/** "ORD" + the India date (YYMMDD) + 6 characters of Crockford's base32 (app/server/payments.server.ts). */
export const ORDER_ID_PATTERN = /^ORD\d{6}[0-9A-HJKMNP-TV-Z]{6}$/;

/**
 * Step 2 asks a visitor for their name, e-mail and phone once: the first
 * proof writes them, and only staff correct them afterwards (decision 17).
 * A signed-in student's come from the account.
 */
export function asksPayerDetails(visitor: boolean, order: { payerEmail: string | null }): boolean {
  return visitor && !order.payerEmail;
}

/** Steps of the payment dialog (SPEC.md "Payment dialog"). */
export const PAYMENT_STEPS = [1, 2, 3] as const;
export type PaymentStep = (typeof PAYMENT_STEPS)[number];

export function parseStep(value: string | null | undefined): PaymentStep {
  const n = Number(value);
  return n === 2 || n === 3 ? n : 1;
}

/**
 * Why an order costs what it does now (app/lib/offers.ts priceNow): the
 * price its payment fixed, an offer price held for it until a time, an
 * offer price while the offer lasts, or the catalogue price after the offer
 * price it had ran out.
 */
export type OrderPrice =
  | { kind: "fixed" }
  | { kind: "held"; until: string; offerEndsAt: string }
  | { kind: "offer"; offerEndsAt: string }
  | { kind: "repriced"; fromRupees: number };

/** One order as pages show it (dates as ISO strings: loader data is serialised). */
export interface OrderSummary {
  id: string;
  courseKey: string;
  courseName: string;
  batchId: string | null;
  batchName: string | null;
  /** Only on an order placed without an account: step 3's "create your account with this e-mail". */
  payerEmail: string | null;
  /** What to pay now (priceNow): the QR code's amount. */
  amountRupees: number;
  price: OrderPrice;
  status: OrderStatus;
  utr: string | null;
  rejectionReason: string | null;
  createdAt: string;
  verifiedAt: string | null;
  /** Paid online: the payer came back from the gateway's checkout, or the gateway captured it. */
  paidOnline?: boolean;
  /** The last online attempt's failure, while the order still waits for payment. */
  paymentError?: string | null;
}

/** The online option of step 1, when a gateway is configured (docs/decisions/164). */
export interface OnlinePayment {
  /** "Razorpay" */
  gateway: string;
  /** A visitor's first payment: name, e-mail and phone are asked (written once). */
  askPayer: boolean;
  /** With a GSTIN: the states to choose the place of supply from; null = not asked. */
  states: { code: string; name: string }[] | null;
}

/** What the browser needs to open the gateway's Checkout for an order. */
export interface OnlineCheckout {
  scriptUrl: string;
  options: {
    key: string;
    order_id: string;
    amount: number;
    currency: "INR";
    name: string;
    description: string;
    prefill: { name: string; email: string; contact: string };
    notes: Record<string, string>;
    theme: { color: string };
  };
}

/** What step 1 of the payment dialog shows for an order. */
export interface OrderPayment {
  order: OrderSummary;
  /** Paying online (null without a gateway, or once the order needs no payment). */
  online?: OnlinePayment | null;
  upiId: string;
  payeeName: string;
  /** The upi://pay URL: the QR code's content and the "Pay with UPI app" link. */
  upiUrl: string;
  /** PNG data URL of the QR code encoding upiUrl. */
  qrDataUrl: string;
}

/** The payment page's address for an order and a dialog step. */
export function paymentStepHref(orderId: string, step: PaymentStep): string {
  const search = new URLSearchParams({ order: orderId });
  if (step !== 1) search.set("step", String(step));
  return `/paymentpage?${search.toString()}`;
}

/** The payment page with a course (and a batch) chosen: every Enroll button of the site leads here. */
export function enrolHref(courseId: string, batchId?: string | null): string {
  const search = new URLSearchParams({ course: courseId });
  if (batchId) search.set("batch", batchId);
  return `/paymentpage?${search.toString()}`;
}
