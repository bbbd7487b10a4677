import { data } from "react-router";
import type { Route } from "./+types/invoice";
import { TaxDocument } from "~/components/payment/tax-document";
import { TAX_DOCUMENT_TITLES } from "~/lib/tax-documents";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { getTaxDocument, mayViewDocument } from "~/server/documents/documents.server";
import { orderViewer } from "~/server/order-access.server";

/**
 * /invoices/:documentId: a receipt, tax invoice or credit note to read and
 * print, for the student whose order it is and for staff. The id is a random
 * uuid (the printed number is never the key); anyone else gets 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await orderViewer(request);
  const found = await getTaxDocument(params.documentId);
  if (!found || !(await mayViewDocument(found.view.orderId, viewer))) {
    throw data(null, { status: 404, statusText: "Not Found" });
  }
  return data(
    {
      doc: found.view,
      backHref:
        viewer.user?.role === "staff"
          ? `/staff/payments/${found.view.orderId}`
          : viewer.user
            ? "/dashboard/profile#payments"
            : `/paymentpage?order=${found.view.orderId}&step=3`,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData: loaded }) =>
  pageMeta(siteFromMatches(matches), {
    title: loaded ? `${TAX_DOCUMENT_TITLES[loaded.doc.kind]} ${loaded.doc.number}` : "Document not found",
    description: "A payment document.",
    path: "/invoices",
    noindex: true,
  });

export default function InvoicePage({ loaderData }: Route.ComponentProps) {
  return <TaxDocument doc={loaderData.doc} backHref={loaderData.backHref} />;
}
