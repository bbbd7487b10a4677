// The staff order page's Decision card (routes/staff/payment.tsx): kept apart from lib/payment.ts,
// which the public pages load, so their scripts do not change.
import { formatDateTime } from "./format";
import { ORDER_STATUS_LABELS, type OrderStatus } from "./payment";

/**
 * The Decision card's sentence: the status, who decided and when. A refunded order was
 * verified (or paid without a seat) first: that, then "refunded in full" (the Refunds card
 * says by whom and why).
 */
export function orderDecisionText(
  order: { status: OrderStatus; verifiedByName: string | null; verifiedAt: Date | string | null },
  automaticBy: string | null,
): string {
  const refunded = order.status === "refunded";
  const label = refunded ? (order.verifiedAt ? "Verified" : null) : ORDER_STATUS_LABELS[order.status];
  const by = order.verifiedByName
    ? ` by ${order.verifiedByName}`
    : order.verifiedAt && automaticBy
      ? ` by ${automaticBy} (automatic)`
      : "";
  const on = order.verifiedAt ? ` on ${formatDateTime(order.verifiedAt)}` : "";
  if (!label) return "Refunded in full (see Refunds).";
  return `${label}${by}${on}${refunded ? ", then refunded in full (see Refunds)" : ""}.`;
}
