import { and, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import { db, queryRows } from "../db/client.server";
import { orders, refunds } from "../db/schema.server";
import { logger } from "../logger.server";
import { applyRefundUpdate } from "../refunds.server";
import { type ApplyOutcome, applyCapturedPayment, applyFailedPayment, GATEWAY_SOURCE } from "./apply.server";
import { paymentGateway } from "./configured-gateway.server";
import type { GatewayPayment, PaymentGateway } from "./gateway.server";

/*
 * Reconciliation (docs/decisions/161-webhooks-and-reconciliation.md): every
 * few minutes, and when staff ask, the gateway is asked about online orders
 * still waiting after 15 minutes and refunds still pending, and what it says
 * is applied exactly as a webhook would be. A lost webhook never leaves a
 * paid student without a seat. Orders are claimed (reconciled_at, FOR
 * UPDATE SKIP LOCKED) so instances share the work instead of repeating it.
 */

export const RECONCILE_SETTINGS = {
  everyMs: 5 * 60_000,
  /** Orders waiting at least this long are checked (the webhook normally arrives in seconds). */
  waitingMinutes: 15,
  /** Older unpaid orders are abandoned: not asked about any more. */
  maxAgeDays: 7,
  /** An order checked this recently is not checked again by another run. */
  recheckMinutes: 4,
  batchSize: 25,
} as const;

export interface ReconcileReport {
  checked: number;
  verified: number;
  needsSeat: number;
  failedAttempts: number;
  refundsUpdated: number;
  errors: number;
}

const emptyReport = (): ReconcileReport => ({
  checked: 0,
  verified: 0,
  needsSeat: 0,
  failedAttempts: 0,
  refundsUpdated: 0,
  errors: 0,
});

/**
 * Claims waiting online orders for this run: their ids picked once, as an array (an InitPlan; see
 * claimDueQuery in outbox.server.ts, docs/decisions/218-background-database-work-and-traffic.md).
 */
export function claimWaitingOrdersQuery(waitingMinutes: number) {
  return sql`
    update orders set reconciled_at = now()
     where id = any(array(
       select id from orders
        where gateway_order_id is not null
          and status in ('awaiting_payment', 'pending_verification')
          and created_at <= now() - make_interval(mins => ${waitingMinutes})
          and created_at > now() - make_interval(days => ${RECONCILE_SETTINGS.maxAgeDays})
          and (reconciled_at is null or reconciled_at < now() - make_interval(mins => ${RECONCILE_SETTINGS.recheckMinutes}))
        order by created_at
        limit ${RECONCILE_SETTINGS.batchSize}
        for update skip locked))
    returning id, gateway_order_id`;
}

function claimWaitingOrders(waitingMinutes: number): Promise<{ id: string; gateway_order_id: string }[]> {
  return queryRows(claimWaitingOrdersQuery(waitingMinutes));
}

/** What the gateway knows about one gateway order, applied. */
async function settleOrder(
  gateway: PaymentGateway,
  gatewayOrderId: string,
): Promise<ApplyOutcome | "nothing"> {
  const payments = await gateway.orderPayments(gatewayOrderId);
  let captured: GatewayPayment | undefined = payments.find(
    (p) => p.status === "captured" || p.status === "refunded",
  );
  const authorized = payments.find((p) => p.status === "authorized");
  if (!captured && authorized) {
    // Automatic capture is off in the dashboard, or it has not run: capture it ourselves.
    captured = await gateway.capturePayment(authorized.id, authorized.amountPaise);
  }
  if (captured) {
    const payment = captured;
    const { outcome } = await db().transaction((tx) => applyCapturedPayment(tx, payment));
    if (outcome === "verified" || outcome === "needs_seat") {
      logger.warn(
        { gatewayOrderId, paymentId: payment.id, outcome },
        "reconciliation applied a capture the webhook did not deliver",
      );
    }
    return outcome;
  }
  const failed = payments.filter((p) => p.status === "failed").at(-1);
  if (failed) return (await db().transaction((tx) => applyFailedPayment(tx, failed))).outcome;
  return "nothing";
}

function count(report: ReconcileReport, outcome: ApplyOutcome | "nothing") {
  if (outcome === "verified") report.verified++;
  else if (outcome === "needs_seat") report.needsSeat++;
  else if (outcome === "failed_attempt") report.failedAttempts++;
}

/**
 * One run: waiting orders (older than `waitingMinutes`) and pending refunds.
 * Each order is handled on its own: one the gateway cannot answer for is
 * counted as an error and tried again next time.
 */
export async function reconcileOnce(opts: { waitingMinutes?: number } = {}): Promise<ReconcileReport> {
  const report = emptyReport();
  const gateway = paymentGateway();
  if (!gateway) return report;
  for (const order of await claimWaitingOrders(opts.waitingMinutes ?? RECONCILE_SETTINGS.waitingMinutes)) {
    report.checked++;
    try {
      count(report, await settleOrder(gateway, order.gateway_order_id));
    } catch (error) {
      report.errors++;
      logger.warn({ orderId: order.id, err: error }, "reconciliation could not check an order");
    }
  }
  const pending = await db()
    .select({ refund: refunds, paymentId: orders.gatewayPaymentId })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(
      and(
        inArray(refunds.status, ["pending", "requested"]),
        isNotNull(refunds.gatewayRefundId),
        lt(refunds.createdAt, sql`now() - make_interval(mins => ${RECONCILE_SETTINGS.recheckMinutes})`),
      ),
    )
    .limit(RECONCILE_SETTINGS.batchSize);
  for (const { refund, paymentId } of pending) {
    if (!paymentId || !refund.gatewayRefundId) continue;
    try {
      const answer = await gateway.fetchRefund(paymentId, refund.gatewayRefundId);
      if (answer.status === refund.status) continue;
      await db().transaction((tx) =>
        applyRefundUpdate(tx, refund.id, { status: answer.status }, GATEWAY_SOURCE),
      );
      report.refundsUpdated++;
    } catch (error) {
      report.errors++;
      logger.warn({ refundId: refund.id, err: error }, "reconciliation could not check a refund");
    }
  }
  if (report.checked || report.refundsUpdated || report.errors)
    logger.info({ ...report }, "payment reconciliation");
  return report;
}

/** One order, now, whatever its age (the order page's "Check with Razorpay"). */
export async function reconcileOrder(orderId: string): Promise<ApplyOutcome | "nothing" | "not_online"> {
  const gateway = paymentGateway();
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
  if (!gateway || !order?.gatewayOrderId) return "not_online";
  await db().update(orders).set({ reconciledAt: new Date() }).where(eq(orders.id, orderId));
  return settleOrder(gateway, order.gatewayOrderId);
}

type Worker = { timer: ReturnType<typeof setInterval>; running: Promise<void> | null };
const store = globalThis as typeof globalThis & { __reconcileWorker?: Worker };

/** Starts the scheduled check (server.ts), when a gateway is configured. Idempotent. */
export function startReconciliationWorker(everyMs: number = RECONCILE_SETTINGS.everyMs) {
  if (store.__reconcileWorker || !paymentGateway()) return;
  const worker: Worker = { timer: undefined as never, running: null };
  worker.timer = setInterval(() => {
    if (worker.running) return;
    worker.running = reconcileOnce()
      .then(() => undefined)
      .catch((error: unknown) => logger.error({ err: error }, "payment reconciliation run failed"))
      .finally(() => {
        worker.running = null;
      });
  }, everyMs);
  worker.timer.unref();
  store.__reconcileWorker = worker;
  logger.info({ everyMinutes: everyMs / 60_000 }, "payment reconciliation started");
}

export async function stopReconciliationWorker() {
  const worker = store.__reconcileWorker;
  if (!worker) return;
  store.__reconcileWorker = undefined;
  clearInterval(worker.timer);
  await worker.running;
}
