import type { Route } from "./+types/payments-export";
import { courseTitleOf } from "~/lib/catalogue";
import { type CsvColumn, toCsv } from "~/lib/csv";
import { stateLabel } from "~/lib/gst";
import { istDateKey } from "~/lib/ist";
import { parseExportRange } from "~/lib/refund-forms";
import { TAX_DOCUMENT_TITLES } from "~/lib/tax-documents";
import { requireStaff } from "~/server/auth.server";
import { documentsForExport, type ExportRow } from "~/server/staff/payments-export.server";

/** Rupees with paise as a number (credit notes negative): spreadsheets add them up. */
const rupees = (paise: number | null, sign = 1) => (paise === null ? null : (sign * paise) / 100);
const signOf = (r: ExportRow) => (r.doc.kind === "credit_note" ? -1 : 1);

const columns: CsvColumn<ExportRow>[] = [
  { header: "Document", value: (r) => TAX_DOCUMENT_TITLES[r.doc.kind] },
  { header: "Number", value: (r) => r.doc.number },
  { header: "Date (IST)", value: (r) => istDateKey(r.doc.issuedAt) },
  { header: "Against invoice", value: (r) => r.againstNumber },
  { header: "Order", value: (r) => r.doc.orderId },
  { header: "Student", value: (r) => r.doc.buyerName },
  { header: "E-mail", value: (r) => r.doc.buyerEmail },
  { header: "Place of supply", value: (r) => stateLabel(r.doc.placeOfSupply) },
  { header: "Course", value: (r) => courseTitleOf(r.courseKey) },
  { header: "SAC", value: (r) => r.doc.sac },
  { header: "Taxable value (INR)", value: (r) => rupees(r.doc.taxablePaise, signOf(r)) },
  { header: "CGST (INR)", value: (r) => rupees(r.doc.cgstPaise, signOf(r)) },
  { header: "SGST (INR)", value: (r) => rupees(r.doc.sgstPaise, signOf(r)) },
  { header: "IGST (INR)", value: (r) => rupees(r.doc.igstPaise, signOf(r)) },
  { header: "Total (INR)", value: (r) => rupees(r.doc.totalPaise, signOf(r)) },
  { header: "Method", value: (r) => r.doc.method },
  { header: "UTR", value: (r) => r.utr },
  { header: "Gateway order id", value: (r) => r.gatewayOrderId },
  { header: "Gateway payment id", value: (r) => r.gatewayPaymentId },
  { header: "Gateway refund id", value: (r) => r.gatewayRefundId },
  {
    header: "Gateway fee (INR)",
    value: (r) => (r.doc.kind === "credit_note" ? null : rupees(r.gatewayFeePaise)),
  },
  { header: "Refunded on the order (INR)", value: (r) => rupees(r.refundedPaise) },
];

/** GET /staff/payments/export?from=YYYY-MM-DD&to=YYYY-MM-DD : the documents issued in those India dates as CSV. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const range = parseExportRange(new URL(request.url).searchParams, istDateKey(new Date()));
  if ("error" in range) {
    return new Response(range.error, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const rows = await documentsForExport(range);
  // The byte-order mark makes Excel read UTF-8 (names in Indian scripts, ₹).
  return new Response(`\uFEFF${toCsv(columns, rows)}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="payments-${range.from}-to-${range.to}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
