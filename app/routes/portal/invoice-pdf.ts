import type { Route } from "./+types/invoice-pdf";
import { documentFileName, getTaxDocument, mayViewDocument } from "~/server/documents/documents.server";
import { renderTaxDocumentPdf } from "~/server/documents/pdf.server";
import { orderViewer } from "~/server/order-access.server";

/** /invoices/:documentId/pdf: the same document as a PDF download (same access as its page). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await orderViewer(request);
  const found = await getTaxDocument(params.documentId);
  if (!found || !(await mayViewDocument(found.view.orderId, viewer))) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const pdf = await renderTaxDocumentPdf(found.view);
  return new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${documentFileName(found.view)}"`,
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
