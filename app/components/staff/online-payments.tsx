import { Download, RefreshCw } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { formatDateTime, formatInr } from "~/lib/format";
import { formatPaise } from "~/lib/gst";
import { OrderStatusBadge } from "./status-badges";
import { StaffTable } from "./staff-table";

export interface OnlineOrderRow {
  id: string;
  courseName: string;
  payer: string | null;
  amountRupees: number;
  status: Parameters<typeof OrderStatusBadge>[0]["status"];
  gatewayPaymentId: string | null;
  gatewayMethod: string | null;
  gatewayFeePaise: number | null;
  gatewayTaxPaise: number | null;
  paymentError: string | null;
  refundedPaise: number;
  updatedAt: string;
}

/** Per order, our status next to what the gateway says: its payment id, the method and its fee. */
export function OnlinePaymentsTable({ orders, gateway }: { orders: OnlineOrderRow[]; gateway: string }) {
  return (
    <StaffTable
      caption={`Orders paid or started online with ${gateway}, newest first`}
      columns={[
        { label: "Order" },
        { label: "Amount", alignRight: true },
        { label: "Status" },
        { label: `${gateway} payment`, shownFrom: "md" },
        { label: "Method", shownFrom: "sm" },
        { label: "Fee", alignRight: true, shownFrom: "lg" },
      ]}
    >
      {orders.map((o) => (
        <tr key={o.id} className="align-top hover:bg-surface-muted">
          <td className="px-4 py-3">
            <Link
              to={`/staff/payments/${encodeURIComponent(o.id)}`}
              className="font-semibold text-brand-700 hover:underline"
            >
              {o.id}
            </Link>
            <span className="block text-xs text-ink-muted">{o.courseName}</span>
            <span className="block text-xs text-ink-muted">{o.payer}</span>
            <span className="block text-xs text-ink-muted">{formatDateTime(o.updatedAt)}</span>
            {o.gatewayPaymentId ? (
              <span className="block font-mono text-xs break-all md:hidden">{o.gatewayPaymentId}</span>
            ) : null}
          </td>
          <td className="px-4 py-3 text-right font-semibold tabular-nums">
            {formatInr(o.amountRupees)}
            {o.refundedPaise > 0 ? (
              <span className="block text-xs font-normal text-ink-muted">
                refunded {formatPaise(o.refundedPaise)}
              </span>
            ) : null}
          </td>
          <td className="px-4 py-3">
            <OrderStatusBadge status={o.status} />
            {o.paymentError && o.status === "awaiting_payment" ? (
              <span className="mt-1 block text-xs text-red-800">Last attempt failed: {o.paymentError}</span>
            ) : null}
          </td>
          <td className="hidden px-4 py-3 font-mono text-xs break-all md:table-cell">
            {o.gatewayPaymentId ?? "—"}
          </td>
          <td className="hidden px-4 py-3 uppercase sm:table-cell">{o.gatewayMethod ?? "—"}</td>
          <td className="hidden px-4 py-3 text-right tabular-nums lg:table-cell">
            {o.gatewayFeePaise !== null ? formatPaise(o.gatewayFeePaise) : "—"}
            {o.gatewayTaxPaise ? (
              <span className="block text-xs text-ink-muted">incl. GST {formatPaise(o.gatewayTaxPaise)}</span>
            ) : null}
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}

/** "Check with the gateway now": the reconciliation run, on demand. */
export function ReconcileForm({ gateway, busy }: { gateway: string; busy: boolean }) {
  return (
    <Form method="post" className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="intent" value="reconcile" />
      <Button type="submit" variant="outline" size="sm" disabled={busy}>
        <RefreshCw aria-hidden="true" />
        Check waiting payments with {gateway}
      </Button>
      <p className="text-sm text-ink-muted">
        Orders waiting over 15 minutes are also checked every 5 minutes, so a lost webhook never keeps a paid
        student waiting.
      </p>
    </Form>
  );
}

/** The accountant's CSV: documents issued between two India dates. */
export function PaymentsExportForm({ from, to }: { from: string; to: string }) {
  return (
    <Form
      method="get"
      action="/staff/payments/export"
      reloadDocument
      className="flex flex-wrap items-end gap-3"
    >
      <label className="grid gap-1 text-sm font-semibold">
        From
        <Input type="date" name="from" defaultValue={from} required className="w-auto" />
      </label>
      <label className="grid gap-1 text-sm font-semibold">
        To
        <Input type="date" name="to" defaultValue={to} required className="w-auto" />
      </label>
      <Button type="submit" variant="outline">
        <Download aria-hidden="true" />
        Export CSV for the accountant
      </Button>
    </Form>
  );
}
