import { Link } from "react-router";
import { formatDate, formatInr } from "~/lib/format";
import { ORDER_STATUS_HELP, type OrderSummary, paymentStepHref } from "~/lib/payment";
import { OrderStatusBadge } from "./order-status-badge";

/**
 * A student's orders with the status staff last set (read from the
 * database on every visit). Reusable on the portal's dashboard or profile.
 */
export function OrderList({
  orders,
  headingLevel = "h2",
}: {
  orders: OrderSummary[];
  headingLevel?: "h2" | "h3";
}) {
  const Heading = headingLevel;
  if (orders.length === 0) {
    return (
      <p className="text-sm text-ink-muted">No orders yet. Choose a course above and complete the payment.</p>
    );
  }
  return (
    <ul className="grid gap-3" data-testid="order-list">
      {orders.map((order) => (
        <li
          key={order.id}
          className="rounded-card border border-line bg-surface p-4 shadow-card"
          data-order-id={order.id}
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <Heading className="text-base font-semibold">
                {order.courseName}
                {order.batchName ? (
                  <span className="font-normal text-ink-muted"> · {order.batchName}</span>
                ) : null}
              </Heading>
              <p className="text-sm text-ink-muted">
                <span className="font-mono">{order.id}</span> · {formatDate(order.createdAt)} ·{" "}
                {formatInr(order.amountRupees)}
              </p>
            </div>
            <OrderStatusBadge status={order.status} />
          </div>
          <p className="mt-2 text-sm text-ink-muted">{ORDER_STATUS_HELP[order.status]}</p>
          {order.status === "rejected" && order.rejectionReason ? (
            <p className="mt-1 text-sm">
              <span className="font-semibold">Reason:</span> {order.rejectionReason}
            </p>
          ) : null}
          {order.status === "awaiting_payment" || order.status === "rejected" ? (
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
              <Link to={paymentStepHref(order.id, 1)} preventScrollReset className="text-brand-700 underline">
                Show QR code<span className="sr-only"> for order {order.id}</span>
              </Link>
              <Link to={paymentStepHref(order.id, 2)} preventScrollReset className="text-brand-700 underline">
                Send payment proof<span className="sr-only"> for order {order.id}</span>
              </Link>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
