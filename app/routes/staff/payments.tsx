import { Paperclip } from "lucide-react";
import { Link, useNavigation } from "react-router";
import type { Route } from "./+types/payments";
import { Notice } from "~/components/staff/notice";
import { OnlinePaymentsTable, PaymentsExportForm, ReconcileForm } from "~/components/staff/online-payments";
import { PageHeader } from "~/components/staff/page-header";
import { StaffPageErrorBoundary } from "~/components/staff/staff-error";
import { StaffTable } from "~/components/staff/staff-table";
import { OrderStatusBadge } from "~/components/staff/status-badges";
import { formatDateTime, formatInr } from "~/lib/format";
import { courseTitleOf } from "~/lib/catalogue";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { istDateKey } from "~/lib/ist";
import { defaultExportRange } from "~/lib/refund-forms";
import { requireStaff } from "~/server/auth.server";
import { paymentGateway } from "~/server/gateway/configured-gateway.server";
import { reconcileOnce } from "~/server/gateway/reconcile.server";
import {
  listDecidedOrders,
  listOnlineOrders,
  listOrdersNeedingSeat,
  listPendingOrders,
} from "~/server/staff/payments-review.server";

const DONE = {
  verified: "Payment verified. The payer has been told, with their receipt.",
  rejected: "Payment rejected. The payer has been told why.",
  refunded: "Refund recorded. The payer has been told.",
} as const;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const done = new URL(request.url).searchParams.get("done");
  const gateway = paymentGateway();
  const [pending, needSeat, online, decided] = await Promise.all([
    listPendingOrders(),
    listOrdersNeedingSeat(),
    gateway ? listOnlineOrders() : [],
    listDecidedOrders(),
  ]);
  return {
    pending,
    needSeat,
    decided,
    gateway: gateway?.label ?? null,
    online: online.map((o) => ({
      ...o,
      courseName: courseTitleOf(o.courseKey),
      payer: o.payerName ?? o.accountName,
      updatedAt: o.updatedAt.toISOString(),
    })),
    exportRange: defaultExportRange(istDateKey(new Date())),
    done:
      done === "verified" || done === "rejected" || done === "refunded" ? (done as keyof typeof DONE) : null,
  };
}

/** "Check waiting payments": the reconciliation run, now (any staff member). */
export async function action({ request }: Route.ActionArgs) {
  await requireStaff(request);
  if (!paymentGateway()) return { checked: null };
  const report = await reconcileOnce();
  return { checked: report };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Payments · Staff console",
    description: "UPI payments waiting for verification.",
    path: "/staff/payments",
    noindex: true,
  });

type OrderRow = Route.ComponentProps["loaderData"]["pending"][number];

function OrdersTable({
  orders,
  caption,
  decided,
}: {
  orders: OrderRow[];
  caption: string;
  decided?: boolean;
}) {
  return (
    <StaffTable
      caption={caption}
      columns={[
        { label: "Order" },
        { label: "Payer", shownFrom: "sm" },
        { label: "Amount", alignRight: true },
        { label: "UTR", shownFrom: "md" },
        { label: decided ? "Decided" : "Submitted", shownFrom: "lg" },
        ...(decided ? [{ label: "Status" }] : []),
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
            <span className="block text-xs text-ink-muted">{courseTitleOf(o.courseKey)}</span>
            <span className="block text-xs text-ink-muted sm:hidden">{o.payerName ?? o.accountName}</span>
            {o.utr ? <span className="block font-mono text-xs md:hidden">UTR {o.utr}</span> : null}
            {o.screenshotId ? (
              <span className="mt-1 inline-flex items-center gap-1 text-xs text-ink-muted">
                <Paperclip aria-hidden="true" className="size-3" />
                screenshot
              </span>
            ) : null}
          </td>
          <td className="hidden px-4 py-3 sm:table-cell">
            {o.payerName ?? o.accountName ?? "—"}
            <span className="block break-all text-ink-muted">{o.payerEmail ?? o.accountEmail}</span>
          </td>
          <td className="px-4 py-3 text-right font-semibold tabular-nums">{formatInr(o.amountRupees)}</td>
          <td className="hidden px-4 py-3 font-mono md:table-cell">{o.utr ?? "—"}</td>
          <td className="hidden px-4 py-3 whitespace-nowrap text-ink-muted lg:table-cell">
            {formatDateTime(decided && o.verifiedAt ? o.verifiedAt : o.updatedAt)}
            {decided && o.verifiedByName ? <span className="block">by {o.verifiedByName}</span> : null}
          </td>
          {decided ? (
            <td className="px-4 py-3">
              <OrderStatusBadge status={o.status} />
            </td>
          ) : null}
        </tr>
      ))}
    </StaffTable>
  );
}

function checkedNotice(report: { checked: number; verified: number; needsSeat: number; errors: number }) {
  if (report.checked === 0) return "No online payment has been waiting over 15 minutes: nothing to check.";
  const found = report.verified + report.needsSeat;
  return [
    `Checked ${report.checked} waiting ${report.checked === 1 ? "order" : "orders"}:`,
    found ? `${found} paid (the student is enrolled, or the order waits for a seat).` : "none was paid.",
    report.errors ? `${report.errors} could not be checked; they are tried again in 5 minutes.` : "",
  ]
    .filter(Boolean)
    .join(" ");
}

export default function PaymentsToVerify({ loaderData, actionData }: Route.ComponentProps) {
  const { pending, needSeat, online, decided, done, gateway, exportRange } = loaderData;
  const navigation = useNavigation();
  return (
    <>
      <PageHeader
        title="Payments"
        description={`UPI payments whose payer has sent the bank reference (UTR): check it against the bank statement, then verify or reject.${gateway ? ` Online payments through ${gateway} verify themselves.` : ""}`}
      />
      {done ? <Notice tone="success">{DONE[done]}</Notice> : null}
      {actionData?.checked ? <Notice tone="success">{checkedNotice(actionData.checked)}</Notice> : null}
      {needSeat.length ? (
        <section aria-labelledby="seat-heading" className="mb-10">
          <h2 id="seat-heading" className="mb-1 text-xl font-semibold">
            Paid, needs a seat ({needSeat.length})
          </h2>
          <p className="mb-3 text-sm text-ink-muted">
            Paid online while the batch was full. Add a seat to the batch and verify the order, or refund it.
          </p>
          <OrdersTable orders={needSeat} caption="Orders paid while their batch was full" />
        </section>
      ) : null}
      <section aria-labelledby="pending-heading">
        <h2 id="pending-heading" className="mb-3 text-xl font-semibold">
          To verify ({pending.length})
        </h2>
        {pending.length ? (
          <OrdersTable orders={pending} caption="Payments to verify, oldest first" />
        ) : (
          <p className="rounded-card border border-dashed border-slate-300 bg-surface p-8 text-center text-ink-muted">
            No payments are waiting for verification.
          </p>
        )}
      </section>
      <section aria-labelledby="decided-heading" className="mt-10">
        <h2 id="decided-heading" className="mb-3 text-xl font-semibold">
          Recently decided
        </h2>
        {decided.length ? (
          <OrdersTable orders={decided} caption="Recently verified or rejected payments" decided />
        ) : (
          <p className="text-ink-muted">Nothing verified or rejected yet.</p>
        )}
      </section>
      {gateway ? (
        <section aria-labelledby="online-heading" className="mt-10 grid gap-3">
          <h2 id="online-heading" className="text-xl font-semibold">
            Online payments
          </h2>
          <ReconcileForm gateway={gateway} busy={navigation.state === "submitting"} />
          {online.length ? (
            <OnlinePaymentsTable orders={online} gateway={gateway} />
          ) : (
            <p className="text-ink-muted">No online payment yet.</p>
          )}
        </section>
      ) : null}
      <section aria-labelledby="export-heading" className="mt-10 grid gap-3">
        <h2 id="export-heading" className="text-xl font-semibold">
          Export for the accountant
        </h2>
        <p className="text-sm text-ink-muted">
          Every receipt, tax invoice and credit note issued between two dates (India time), with taxable
          value, GST, method and gateway ids, as a CSV file.
        </p>
        <PaymentsExportForm from={exportRange.from} to={exportRange.to} />
      </section>
    </>
  );
}

export const ErrorBoundary = StaffPageErrorBoundary;
