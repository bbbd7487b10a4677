import { Badge, type BadgeProps } from "~/components/ui/badge";
import { ORDER_STATUS_LABELS, type OrderStatus } from "~/lib/payment";

const VARIANT: Record<OrderStatus, BadgeProps["variant"]> = {
  awaiting_payment: "warning",
  pending_verification: "info",
  verified: "success",
  rejected: "danger",
  paid_needs_seat: "info",
  refunded: "secondary",
};

/** An order's status as staff last set it (the text, not only the colour, carries it). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge variant={VARIANT[status]} data-status={status}>
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
