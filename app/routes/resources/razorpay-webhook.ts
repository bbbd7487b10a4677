import type { Route } from "./+types/razorpay-webhook";
import { handleRazorpayWebhook } from "~/server/gateway/webhook.server";
import { requestInfo } from "~/server/request-context.server";

/**
 * POST /webhooks/razorpay: the URL to register in the Razorpay Dashboard
 * (events order.paid, payment.captured, payment.failed, refund.processed,
 * refund.failed). Exempt from the cross-site form check, and only this path
 * (server.ts): the gateway's servers post it, not a browser.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
  }
  return handleRazorpayWebhook(request, requestInfo(context).clientIp);
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
