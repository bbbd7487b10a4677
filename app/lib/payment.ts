/** Mirrors ORDER_STATUSES in the schema (app/lib may not import server code). */
export type OrderStatus = "awaiting_payment" | "pending_verification" | "verified" | "rejected";

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: "Awaiting payment",
  pending_verification: "Pending verification",
  verified: "Verified",
  rejected: "Rejected",
};

/** What happens next, per status: shown in step 3 and in "Your orders". */
export const ORDER_STATUS_HELP: Record<OrderStatus, string> = {
  awaiting_payment:
    "We have not received your payment details yet. Send the UTR or a screenshot so we can match your payment.",
  pending_verification:
    "We have your payment details. Our admissions team matches them with the bank statement, usually within one working day.",
  verified: "Payment verified. Your seat is confirmed; our admissions team will share your batch details.",
  rejected:
    "We could not match this payment. See the reason below, or contact us on WhatsApp with your order id.",
};

/** Steps of the payment dialog (SPEC.md "Payment dialog"). */
export const PAYMENT_STEPS = [1, 2, 3] as const;
export type PaymentStep = (typeof PAYMENT_STEPS)[number];

export function parseStep(value: string | null | undefined): PaymentStep {
  const n = Number(value);
  return n === 2 || n === 3 ? n : 1;
}

/** One order as pages show it (dates as ISO strings: loader data is serialised). */
export interface OrderSummary {
  id: string;
  courseKey: string;
  courseName: string;
  amountRupees: number;
  status: OrderStatus;
  utr: string | null;
  rejectionReason: string | null;
  createdAt: string;
  verifiedAt: string | null;
}

/** What step 1 of the payment dialog shows for an order. */
export interface OrderPayment {
  order: OrderSummary;
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
