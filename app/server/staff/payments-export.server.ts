import { and, asc, eq, gte, lt } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { addDays, istStartOfDay } from "~/lib/ist";
import type { ExportRange } from "~/lib/refund-forms";
import { db } from "../db/client.server";
import { orders, refunds, taxDocuments } from "../db/schema.server";

/** The accountant's export: every receipt, tax invoice and credit note issued in the range (India dates). */

const invoice = alias(taxDocuments, "invoice");

export async function documentsForExport(range: ExportRange) {
  return db()
    .select({
      doc: taxDocuments,
      againstNumber: invoice.number,
      courseKey: orders.courseKey,
      gatewayOrderId: orders.gatewayOrderId,
      gatewayPaymentId: orders.gatewayPaymentId,
      gatewayFeePaise: orders.gatewayFeePaise,
      utr: orders.utr,
      refundedPaise: orders.refundedPaise,
      gatewayRefundId: refunds.gatewayRefundId,
    })
    .from(taxDocuments)
    .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
    .leftJoin(invoice, eq(invoice.id, taxDocuments.againstDocumentId))
    .leftJoin(refunds, eq(refunds.id, taxDocuments.refundId))
    .where(
      and(
        gte(taxDocuments.issuedAt, istStartOfDay(range.from)),
        lt(taxDocuments.issuedAt, istStartOfDay(addDays(range.to, 1))),
      ),
    )
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.series), asc(taxDocuments.serial));
}

export type ExportRow = Awaited<ReturnType<typeof documentsForExport>>[number];
