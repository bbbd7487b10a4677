import { DocumentLinks } from "~/components/payment/document-links";
import { OrderStatusBadge } from "~/components/payment/order-status-badge";
import { formatDate, formatInr } from "~/lib/format";
import type { OrderSummary } from "~/lib/payment";
import type { DocumentLink } from "~/lib/tax-documents";
import { SectionCard } from "./section-card";

type Payment = OrderSummary & { documents: DocumentLink[] };

/** The profile's "Payments": each payment with its status, receipt or tax invoice, and credit notes. */
export function PaymentsCard({ payments }: { payments: Payment[] | null }) {
  return (
    <SectionCard title="Payments" id="payments" className="lg:col-span-3">
      {!payments || payments.length === 0 ? (
        <p className="text-ink-muted">
          Your payments appear here once made, each with its receipt (or GST tax invoice) to view, print or
          download.
        </p>
      ) : (
        <ul className="grid gap-4">
          {payments.map((p) => (
            <li key={p.id} className="grid gap-2 rounded-xl border border-line p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 className="font-semibold">{p.courseName}</h3>
                  <p className="text-sm text-ink-muted">
                    {formatInr(p.amountRupees)} · order <span className="font-mono">{p.id}</span> ·{" "}
                    {formatDate(p.verifiedAt ?? p.createdAt)}
                    {p.batchName ? ` · ${p.batchName}` : ""}
                  </p>
                </div>
                <OrderStatusBadge status={p.status} />
              </div>
              {p.documents.length ? (
                <DocumentLinks documents={p.documents} />
              ) : (
                <p className="text-sm text-ink-muted">The receipt is issued when the payment is verified.</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
