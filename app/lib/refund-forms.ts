import { z } from "zod";
import { parseRupeesToPaise } from "./gst";
import { isDateKey } from "./ist";
import { orderRejectSchema, payerCorrectionSchema } from "./staff-forms";

/** Refunds on the staff console's order page (docs/decisions/163-refunds.md). */

const amount = z
  .string({ error: "Enter the amount to refund, in rupees." })
  .trim()
  .transform((value, ctx) => {
    const paise = parseRupeesToPaise(value);
    if (paise === null) {
      ctx.addIssue({ code: "custom", message: "Enter the amount in rupees, e.g. 4999 or 1250.50." });
      return z.NEVER;
    }
    return paise;
  })
  .pipe(z.number().min(100, "Refund at least ₹1."));

const reason = z
  .string({ error: "Give a reason for the refund (the payer receives it)." })
  .trim()
  .min(5, "The reason must be at least 5 characters.")
  .max(500, "Keep the reason under 500 characters.");

/** An online payment, refunded through the gateway. */
export const refundSchema = z.object({ intent: z.literal("refund"), amount, reason });

/** A UPI payment refunded by hand: the money was sent back from the bank, with this reference. */
export const manualRefundSchema = z.object({
  intent: z.literal("refund-manual"),
  amount,
  reason,
  reference: z
    .string({ error: "Enter the bank reference of the money sent back (UTR, NEFT or IMPS reference)." })
    .trim()
    .min(4, "Enter the bank reference of the money sent back (UTR, NEFT or IMPS reference).")
    .max(100, "Keep the reference under 100 characters."),
});

export interface ExportRange {
  from: string;
  to: string;
}

/** This financial year (from 1 April) to today. */
export function defaultExportRange(today: string): ExportRange {
  const [year, month] = today.split("-").map(Number);
  return { from: `${month >= 4 ? year : year - 1}-04-01`, to: today };
}

/**
 * ?from=YYYY-MM-DD&to=YYYY-MM-DD of the accountant's export (India dates,
 * both included). Missing: this financial year to today. Returns a message
 * for anything else.
 */
export function parseExportRange(params: URLSearchParams, today: string): ExportRange | { error: string } {
  const from = params.get("from")?.trim() || defaultExportRange(today).from;
  const to = params.get("to")?.trim() || today;
  if (!isDateKey(from) || !isDateKey(to)) return { error: "Give from and to as dates: YYYY-MM-DD." };
  if (from > to) return { error: "The from date must not be after the to date." };
  return { from, to };
}

/** Every form of the staff console's order page, told apart by its intent. */
export const orderActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("verify") }),
  orderRejectSchema,
  refundSchema,
  manualRefundSchema,
  z.object({ intent: z.literal("reconcile") }),
  payerCorrectionSchema,
]);
