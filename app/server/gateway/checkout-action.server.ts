import { data, redirect } from "react-router";
import { asksPayerDetails, paymentStepHref } from "~/lib/payment";
import { checkoutReturnSchema, payOnlineSchema } from "~/lib/payment-forms";
import { env } from "../env.server";
import { parseForm } from "../forms.server";
import { findOrderForViewer, type OrderViewer } from "../order-access.server";
import { rateLimit, tooManyRequests } from "../rate-limit.server";
import type { RequestInfo } from "../request-context.server";
import { checkoutReturned, startOnlinePayment } from "./checkout.server";

const TOO_MANY = "Too many attempts. Please wait a few minutes and try again.";

/**
 * The payment page's two online intents: "pay-online" answers Checkout's
 * options (for the page's script to open it); "checkout-return" takes
 * Checkout's success back and moves to step 3.
 */
export async function onlineCheckoutAction(
  intent: "pay-online" | "checkout-return",
  formData: FormData,
  viewer: OrderViewer,
  info: RequestInfo,
) {
  const ip = info.clientIp ?? "unknown";
  if (intent === "pay-online") {
    const held = await findOrderForViewer(String(formData.get("orderId") ?? ""), viewer);
    const askPayer = asksPayerDetails(viewer.user?.role !== "student", held ?? { payerEmail: null });
    const form = await parseForm(formData, payOnlineSchema({ askPayer, askState: Boolean(env().GSTIN) }));
    if (!form.ok) return form.response;
    const limit = await rateLimit(`pay-online:ip:${ip}`, 30, 600);
    if (!limit.allowed) {
      return tooManyRequests(info, limit, {
        status: "error" as const,
        result: form.reply({ formErrors: [TOO_MANY] }),
      });
    }
    const { orderId, payerState, ...payer } = form.value;
    const started = await startOnlinePayment({ viewer, orderId, payer, payerState });
    if (!started.ok) return form.refuse({ formErrors: [started.message] }, started.status);
    return data({ status: "checkout" as const, checkout: started.checkout, result: form.reply() });
  }
  const form = await parseForm(formData, checkoutReturnSchema);
  if (!form.ok) return form.response;
  const back = await checkoutReturned({
    viewer,
    orderId: form.value.orderId,
    paymentId: form.value.razorpay_payment_id,
    signature: form.value.razorpay_signature,
    ip,
  });
  if (!back.ok) return form.refuse({ formErrors: [back.message] }, back.status);
  return redirect(paymentStepHref(form.value.orderId, 3), 303);
}
