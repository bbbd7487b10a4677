import { orderActionSchema } from "~/lib/refund-forms";
import { ORDER_STATUS_LABELS } from "~/lib/staff-forms";
import type { SessionUser } from "../auth.server";
import { parseForm } from "../forms.server";
import { reconcileOrder } from "../gateway/reconcile.server";
import { recordManualRefund, refundOnline } from "../refunds.server";
import { correctPayerDetails, decideOrder } from "./payments-review.server";

/**
 * What staff do on an order's page: verify or reject a UPI payment (or give
 * a seat to one paid online), refund (administrators only), or ask the
 * gateway about it now. Answers a redirect, or the refused form (400/409).
 */
export async function orderAction(
  request: Request,
  user: SessionUser,
  id: string,
): Promise<
  | { redirect: string }
  | { notFound: true }
  | { forbidden: string }
  | { response: Extract<Awaited<ReturnType<typeof parseForm>>, { ok: false }>["response"] }
> {
  const form = await parseForm(request, orderActionSchema);
  if (!form.ok) return { response: form.response };
  const value = form.value;
  const here = `/staff/payments/${encodeURIComponent(id)}`;

  if (value.intent === "correct-payer") {
    const { intent: _intent, ...details } = value;
    const corrected = await correctPayerDetails(user, id, details);
    return corrected.ok ? { redirect: `${here}?done=corrected` } : { notFound: true };
  }

  if (value.intent === "reconcile") {
    const outcome = await reconcileOrder(id);
    return outcome === "not_online" ? { notFound: true } : { redirect: `${here}?done=checked` };
  }

  if (value.intent === "refund" || value.intent === "refund-manual") {
    if (!user.isAdmin) return { forbidden: "Only administrators refund payments." };
    const result =
      value.intent === "refund"
        ? await refundOnline(user, id, { amountPaise: value.amount, reason: value.reason })
        : await recordManualRefund(user, id, {
            amountPaise: value.amount,
            reason: value.reason,
            reference: value.reference,
          });
    if (result.ok) return { redirect: `${here}?done=refunded` };
    if (result.reason === "not_found") return { notFound: true };
    const field =
      result.reason === "too_much"
        ? { fieldErrors: { amount: [result.message] } }
        : { formErrors: [result.message] };
    return { response: form.refuse(field, 409) };
  }

  const result = await decideOrder(user, id, value);
  if (result.ok)
    return { redirect: `/staff/payments?done=${value.intent === "verify" ? "verified" : "rejected"}` };
  if (result.reason === "not_found") return { notFound: true };
  if (result.reason === "batch_full") {
    return {
      response: form.refuse(
        {
          formErrors: [
            `Batch full: ${result.batchName} has no free seat, so nothing was changed and the order stays ${result.status === "paid_needs_seat" ? "paid, needing a seat" : "pending verification"}. Add a seat to the batch on its page, or ask the payer to choose another batch.`,
          ],
        },
        409,
      ),
    };
  }
  return {
    response: form.refuse(
      {
        formErrors: [
          `This order is already ${ORDER_STATUS_LABELS[result.status].toLowerCase()}; nothing was changed.`,
        ],
      },
      409,
    ),
  };
}
