import { z } from "zod";
import { COURSE_IDS } from "~/content/course-catalogue";
import { isGstStateCode } from "./gst";
import { optionalImageFile } from "./image-upload";
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

// SPEC.md's contact-form messages, reused for the payer's details.
const NAME_MESSAGE = "Name must be at least 2 characters.";
const EMAIL_MESSAGE = "Please enter a valid email address.";
const PHONE_MESSAGE = "Please enter a valid phone number (10 to 15 digits).";

const phone = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .refine((v) => /^\+?[\d\s()-]+$/.test(v) && /^\d{10,15}$/.test(v.replace(/\D/g, "")), PHONE_MESSAGE);

/** The payer's name, e-mail and phone as step 2 asks them (and staff correct them). */
export const payerFields = {
  payerName: z.string({ error: NAME_MESSAGE }).trim().min(2, NAME_MESSAGE).max(100),
  payerEmail: z.email({ error: EMAIL_MESSAGE }).trim().max(200),
  payerPhone: phone,
};

/**
 * Step 2's payment-proof form: the UTR, and for a visitor's first proof the
 * name, e-mail and phone number staff call (a signed-in student's come from
 * the account; later proofs keep the first ones, see asksPayerDetails).
 * One schema for the browser (Conform) and the action.
 */
export function paymentProofSchema(opts: { askPayer: boolean }) {
  return z.object({
    orderId: z.string().trim().min(1).max(40),
    utr: z.string({ error: UTR_MESSAGE }).trim().refine(isValidUtr, UTR_MESSAGE).transform(normalizeUtr),
    payerName: opts.askPayer ? payerFields.payerName : z.string().trim().max(100).optional(),
    payerEmail: opts.askPayer ? payerFields.payerEmail : payerFields.payerEmail.optional(),
    payerPhone: opts.askPayer ? payerFields.payerPhone : payerFields.payerPhone.optional(),
    screenshot: optionalImageFile,
    /** The amount the page showed the payer: a proof for an amount that no longer holds is refused. */
    amountRupees: z.number().int().min(1).max(10_00_000).optional(),
  });
}

export type PaymentProof = z.output<ReturnType<typeof paymentProofSchema>>;

const STATE_MESSAGE = "Choose your state: it decides the GST on your invoice.";

/**
 * "Pay online": the order, for a visitor's first payment the payer's name,
 * e-mail and phone (as step 2 asks them), and with a GSTIN the payer's state.
 */
export function payOnlineSchema(opts: { askPayer: boolean; askState: boolean }) {
  return z.object({
    orderId: z.string().trim().min(1).max(40),
    payerName: opts.askPayer ? payerFields.payerName : z.string().trim().max(100).optional(),
    payerEmail: opts.askPayer ? payerFields.payerEmail : payerFields.payerEmail.optional(),
    payerPhone: opts.askPayer ? payerFields.payerPhone : payerFields.payerPhone.optional(),
    payerState: opts.askState
      ? z.string({ error: STATE_MESSAGE }).refine(isGstStateCode, STATE_MESSAGE)
      : z
          .string()
          .optional()
          .transform(() => undefined),
  });
}

/** Checkout's success handler, posted back: checked on the server against the stored gateway order. */
export const checkoutReturnSchema = z.object({
  orderId: z.string().trim().min(1).max(40),
  razorpay_payment_id: z
    .string()
    .trim()
    .regex(/^pay_[A-Za-z0-9]{6,40}$/),
  razorpay_order_id: z.string().trim().max(60).optional(),
  razorpay_signature: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{64}$/i),
});
