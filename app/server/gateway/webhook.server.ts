import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { db, type Tx } from "../db/client.server";
import { gatewayEvents } from "../db/schema.server";
import { logger, securityEvent } from "../logger.server";
import {
  type ApplyOutcome,
  applyCapturedPayment,
  applyFailedPayment,
  applyRefundEvent,
} from "./apply.server";
import { paymentGateway } from "./configured-gateway.server";
import type { GatewayEvent } from "./gateway.server";

/*
 * POST /webhooks/razorpay (docs/decisions/161-webhooks-and-reconciliation.md).
 * Trusted only after X-Razorpay-Signature checks out over the raw body
 * (400 and nothing changed otherwise). Idempotent on X-Razorpay-Event-Id: the
 * event's row is written in the same transaction as its effect, so a retry
 * (or a second delivery racing the first) changes nothing. Answers 200 for
 * every genuine event, even one we cannot match, so the gateway stops
 * retrying; staff see the outcome in the log and the order's history.
 */

const plain = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

function eventName(event: GatewayEvent): string {
  return event.type === "other" ? event.name : event.type;
}

/** The event id Razorpay sends; without one (never seen), the body's hash stands in. */
function eventIdOf(request: Request, raw: Uint8Array): string {
  const header = request.headers.get("x-razorpay-event-id")?.trim();
  if (header && /^[\w.-]{1,100}$/.test(header)) return header;
  return `sha256:${createHash("sha256").update(raw).digest("hex")}`;
}

async function apply(tx: Tx, event: GatewayEvent) {
  switch (event.type) {
    case "payment.captured":
    case "order.paid":
      return applyCapturedPayment(tx, event.payment);
    case "payment.failed":
      return applyFailedPayment(tx, event.payment);
    case "refund.processed":
    case "refund.failed":
      return applyRefundEvent(tx, event.refund, event.payment);
    default:
      // payment.authorized, refund.created and others: nothing to do (captures and refunds follow).
      return { outcome: "ignored" as ApplyOutcome, orderId: null };
  }
}

export async function handleRazorpayWebhook(request: Request, ip?: string): Promise<Response> {
  const gateway = paymentGateway();
  if (!gateway) return plain(404, "Online payments are not set up on this server.");
  const raw = new Uint8Array(await request.arrayBuffer());
  if (!gateway.verifyWebhook(raw, request.headers.get("x-razorpay-signature"))) {
    securityEvent("webhook-signature-invalid", { ip, outcome: "refused", gateway: gateway.name });
    return plain(400, "Invalid signature.");
  }
  const event = gateway.parseWebhook(raw);
  if (!event) return plain(400, "Not a webhook event this server can read.");
  const id = eventIdOf(request, raw);
  const name = eventName(event);

  const result = await db().transaction(async (tx) => {
    const [fresh] = await tx
      .insert(gatewayEvents)
      .values({ id, gateway: gateway.name, event: name, outcome: "applying" })
      .onConflictDoNothing()
      .returning({ id: gatewayEvents.id });
    if (!fresh) return { outcome: "duplicate" as const, orderId: null };
    const applied = await apply(tx, event);
    await tx
      .update(gatewayEvents)
      .set({ outcome: applied.outcome, orderId: applied.orderId })
      .where(eq(gatewayEvents.id, id));
    return applied;
  });
  logger.info({ gateway: gateway.name, eventId: id, event: name, ...result }, "payment webhook");
  return Response.json(
    { received: true, outcome: result.outcome },
    { headers: { "Cache-Control": "no-store" } },
  );
}
