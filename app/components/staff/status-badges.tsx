import { Badge } from "~/components/ui/badge";
import { LEAD_STATUS_LABELS, type LeadStatus, ORDER_STATUS_LABELS } from "~/lib/staff-forms";

const leadVariant = { new: "info", contacted: "warning", closed: "secondary" } as const;

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <Badge variant={leadVariant[status]}>{LEAD_STATUS_LABELS[status]}</Badge>;
}

const orderVariant = {
  awaiting_payment: "secondary",
  pending_verification: "warning",
  verified: "success",
  rejected: "danger",
  paid_needs_seat: "info",
  refunded: "secondary",
} as const;

export function OrderStatusBadge({ status }: { status: keyof typeof ORDER_STATUS_LABELS }) {
  return <Badge variant={orderVariant[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}

export function DoubtStatusBadge({ status }: { status: "open" | "resolved" }) {
  return status === "open" ? (
    <Badge variant="warning">Open</Badge>
  ) : (
    <Badge variant="success">Resolved</Badge>
  );
}

/** Published and current, published but past its valid-through day, or hidden. */
export function JobStatusBadge({ state }: { state: "listed" | "expired" | "unpublished" }) {
  if (state === "listed") return <Badge variant="success">Published</Badge>;
  if (state === "expired") return <Badge variant="danger">Expired</Badge>;
  return <Badge variant="secondary">Unpublished</Badge>;
}
