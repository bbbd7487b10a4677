import { z } from "zod";
import { COURSE_IDS } from "~/content/course-catalogue";
import { isValidUtr, normalizeUtr, UTR_MESSAGE } from "./upi";

/** SPEC.md: Complete Payment with no course chosen. */
export const NO_COURSE_MESSAGE = "Please select a course first!";

/** Complete Payment: the course and its batch are the only inputs; the price is the server's. */
export const checkoutSchema = z.object({
  course: z.enum(COURSE_IDS, { error: NO_COURSE_MESSAGE }),
  // Optional: without JavaScript the page cannot offer the batches of a course just picked, so the
  // server takes the course's next batch (as the summary does).
  batch: z.string().trim().min(1).max(60).optional(),
});

/** The same limit as uploads.server.ts (MAX_IMAGE_BYTES): checked in the browser first. */
export const MAX_SCREENSHOT_BYTES = 2 * 1024 * 1024;
export const SCREENSHOT_TOO_LARGE = "The image is larger than 2 MB. Please choose a smaller image.";
export const SCREENSHOT_NOT_IMAGE = "Please attach a PNG, JPEG or WebP image.";
const SCREENSHOT_TYPES = ["image/png", "image/jpeg", "image/webp"];

// SPEC.md's contact-form messages, reused for the payer's details.
const NAME_MESSAGE = "Name must be at least 2 characters.";
const EMAIL_MESSAGE = "Please enter a valid email address.";
const PHONE_MESSAGE = "Please enter a valid phone number (10 to 15 digits).";

const phone = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .refine((v) => /^\+?[\d\s()-]+$/.test(v) && /^\d{10,15}$/.test(v.replace(/\D/g, "")), PHONE_MESSAGE);

const screenshot = z
  .instanceof(File)
  .refine((f) => f.size <= MAX_SCREENSHOT_BYTES, SCREENSHOT_TOO_LARGE)
  // The browser's type claim is only a first check; the server sniffs the bytes.
  .refine((f) => !f.type || SCREENSHOT_TYPES.includes(f.type), SCREENSHOT_NOT_IMAGE)
  .optional();

/**
 * Step 2's payment-proof form: the UTR, and for a visitor the name, e-mail
 * and phone number staff call (a signed-in student's come from the account).
 * One schema for the browser (Conform) and the action.
 */
export function paymentProofSchema(opts: { visitor: boolean }) {
  return z.object({
    orderId: z.string().trim().min(1).max(40),
    utr: z.string({ error: UTR_MESSAGE }).trim().refine(isValidUtr, UTR_MESSAGE).transform(normalizeUtr),
    payerName: opts.visitor
      ? z.string({ error: NAME_MESSAGE }).trim().min(2, NAME_MESSAGE).max(100)
      : z.string().trim().max(100).optional(),
    payerEmail: opts.visitor
      ? z.email({ error: EMAIL_MESSAGE }).trim().max(200)
      : z.email({ error: EMAIL_MESSAGE }).trim().max(200).optional(),
    payerPhone: opts.visitor ? phone : phone.optional(),
    screenshot,
  });
}

export type PaymentProof = z.output<ReturnType<typeof paymentProofSchema>>;

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
  verified:
    "Payment verified. Your seat is confirmed: your batch's classes, materials and exams are in the student portal.",
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
  batchId: string | null;
  batchName: string | null;
  /** Only on an order placed without an account: step 3's "create your account with this e-mail". */
  payerEmail: string | null;
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

/** The payment page with a course (and a batch) chosen: every Enroll button of the site leads here. */
export function enrolHref(courseId: string, batchId?: string | null): string {
  const search = new URLSearchParams({ course: courseId });
  if (batchId) search.set("batch", batchId);
  return `/paymentpage?${search.toString()}`;
}
