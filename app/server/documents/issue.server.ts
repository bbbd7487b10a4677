import { and, eq, ne, sql } from "drizzle-orm";
import { courseTitleOf } from "~/lib/catalogue";
import {
  DOCUMENT_SERIES,
  type DocumentSeries,
  documentNumber,
  financialYearOf,
  placeOfSupply,
  splitGst,
  splitRefund,
  TRAINING_SAC,
} from "~/lib/gst";
import type { Tx } from "../db/client.server";
import {
  batches,
  type orders,
  refunds,
  type SupplierSnapshot,
  taxDocuments,
  users,
} from "../db/schema.server";
import { env, siteConfig } from "../env.server";

/*
 * Receipts, tax invoices and credit notes (PRODUCT.md decision 18,
 * docs/decisions/162-receipts-invoices-and-credit-notes.md). Each is issued
 * inside the transaction that verifies the payment (or records the refund),
 * with the next number of its series for the financial year.
 */

export type TaxDocument = typeof taxDocuments.$inferSelect;
type Order = typeof orders.$inferSelect;

/**
 * The next serial of a series in a financial year. The counter row is
 * created or incremented in the caller's transaction and stays locked until
 * it ends: a concurrent issuer waits, and a rollback returns the number, so
 * the series has neither duplicates nor gaps.
 */
export async function takeSerial(tx: Tx, series: DocumentSeries, financialYear: string): Promise<number> {
  const result = (await tx.execute(
    sql`insert into document_counters (series, financial_year, last_serial)
        values (${series}, ${financialYear}, 1)
        on conflict (series, financial_year)
        do update set last_serial = document_counters.last_serial + 1
        returning last_serial`,
  )) as unknown as { rows: { last_serial: number }[] };
  return Number(result.rows[0].last_serial);
}

/** The supplier as the settings say now: stored on each document so it never changes afterwards. */
export function supplierSnapshot(): SupplierSnapshot {
  const e = env();
  const site = siteConfig();
  return {
    name: e.LEGAL_NAME ?? site.brandName,
    address: e.BUSINESS_ADDRESS ?? null,
    gstin: e.GSTIN ?? null,
    stateCode: e.GSTIN ? e.GSTIN.slice(0, 2) : null,
    email: site.email,
    phone: site.phone,
  };
}

/** How the order was paid, as the document prints it, and its reference. */
export function paymentMethodOf(
  order: Pick<Order, "gateway" | "gatewayMethod" | "gatewayPaymentId" | "utr">,
) {
  if (order.gateway && order.gatewayPaymentId) {
    const method = order.gatewayMethod ? ` (${order.gatewayMethod.toUpperCase()})` : "";
    return { method: `Online via Razorpay${method}`, reference: order.gatewayPaymentId };
  }
  return { method: "UPI (QR code)", reference: order.utr };
}

/**
 * Issues the order's receipt (no GSTIN) or tax invoice (GSTIN set), inside
 * the verifying transaction. An order that already has one keeps it.
 */
export async function issueInvoice(tx: Tx, order: Order, now = new Date()): Promise<TaxDocument> {
  const [existing] = await tx
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, order.id), ne(taxDocuments.kind, "credit_note")));
  if (existing) return existing;

  const supplier = supplierSnapshot();
  const registered = supplier.gstin !== null;
  const place = registered ? placeOfSupply(order.payerState, supplier.stateCode) : null;
  const split = splitGst(order.amountRupees * 100, {
    registered,
    intraState: place === supplier.stateCode,
  });
  const [account] = order.userId
    ? await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, order.userId))
    : [];
  const [batch] = order.batchId
    ? await tx.select({ name: batches.name }).from(batches).where(eq(batches.id, order.batchId))
    : [];
  const financialYear = financialYearOf(now);
  const serial = await takeSerial(tx, DOCUMENT_SERIES.invoice, financialYear);
  const { method, reference } = paymentMethodOf(order);
  const [doc] = await tx
    .insert(taxDocuments)
    .values({
      kind: registered ? "tax_invoice" : "receipt",
      series: DOCUMENT_SERIES.invoice,
      financialYear,
      serial,
      number: documentNumber(DOCUMENT_SERIES.invoice, financialYear, serial),
      orderId: order.id,
      issuedAt: now,
      supplier,
      buyerName: order.payerName ?? account?.name ?? order.payerEmail ?? "Student",
      buyerEmail: order.payerEmail ?? account?.email ?? null,
      buyerState: order.payerState,
      placeOfSupply: place,
      description: describeSupply(order.courseKey, batch?.name ?? null),
      sac: registered ? TRAINING_SAC : null,
      ...split,
      method,
      reference,
    })
    .returning();
  return doc;
}

function describeSupply(courseKey: string, batchName: string | null): string {
  const course = courseTitleOf(courseKey);
  return batchName ? `${course}: live course, batch ${batchName}` : `${course}: live course`;
}

/**
 * The credit note for a processed refund of an invoiced order, in its own
 * series, with the refund split the way the invoice was. None when the order
 * was never invoiced (refunded before it got a seat) or the refund has one.
 */
export async function issueCreditNote(
  tx: Tx,
  refundId: string,
  now = new Date(),
): Promise<TaxDocument | null> {
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId));
  if (!refund || refund.status !== "processed") return null;
  const [already] = await tx.select().from(taxDocuments).where(eq(taxDocuments.refundId, refundId));
  if (already) return already;
  const [invoice] = await tx
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, refund.orderId), ne(taxDocuments.kind, "credit_note")));
  if (!invoice) return null;
  const financialYear = financialYearOf(now);
  const serial = await takeSerial(tx, DOCUMENT_SERIES.creditNote, financialYear);
  const [doc] = await tx
    .insert(taxDocuments)
    .values({
      kind: "credit_note",
      series: DOCUMENT_SERIES.creditNote,
      financialYear,
      serial,
      number: documentNumber(DOCUMENT_SERIES.creditNote, financialYear, serial),
      orderId: refund.orderId,
      refundId,
      againstDocumentId: invoice.id,
      issuedAt: now,
      // The supplier and buyer of the invoice it corrects.
      supplier: invoice.supplier,
      buyerName: invoice.buyerName,
      buyerEmail: invoice.buyerEmail,
      buyerState: invoice.buyerState,
      placeOfSupply: invoice.placeOfSupply,
      description: `Refund against ${invoice.number}: ${refund.reason}`,
      sac: invoice.sac,
      ...splitRefund(refund.amountPaise, invoice),
      method: refund.via === "gateway" ? "Refund via Razorpay" : "Refund paid back by hand",
      reference: refund.gatewayRefundId ?? refund.reference,
    })
    .returning();
  return doc;
}
