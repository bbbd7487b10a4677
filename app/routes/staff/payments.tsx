import { Paperclip } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/payments";
import { Notice } from "~/components/staff/notice";
import { PageHeader } from "~/components/staff/page-header";
import { StaffPageErrorBoundary } from "~/components/staff/staff-error";
import { StaffTable } from "~/components/staff/staff-table";
import { OrderStatusBadge } from "~/components/staff/status-badges";
import { formatDateTime, formatInr } from "~/lib/format";
import { courseTitleOf } from "~/lib/catalogue";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { requireStaff } from "~/server/auth.server";
import { listDecidedOrders, listPendingOrders } from "~/server/staff/payments-review.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const done = new URL(request.url).searchParams.get("done");
  const [pending, decided] = await Promise.all([listPendingOrders(), listDecidedOrders()]);
  return { pending, decided, done: done === "verified" || done === "rejected" ? done : null };
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

export default function PaymentsToVerify({ loaderData }: Route.ComponentProps) {
  const { pending, decided, done } = loaderData;
  return (
    <>
      <PageHeader
        title="Payments"
        description="UPI payments whose payer has sent the bank reference (UTR). Check it against the bank statement, then verify or reject."
      />
      {done ? (
        <Notice tone="success">
          {done === "verified"
            ? "Payment verified. The payer has been told."
            : "Payment rejected. The payer has been told why."}
        </Notice>
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
    </>
  );
}

export const ErrorBoundary = StaffPageErrorBoundary;
