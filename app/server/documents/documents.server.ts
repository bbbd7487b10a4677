import { asc, eq, inArray } from "drizzle-orm";
import { TAX_DOCUMENT_TITLES, type TaxDocumentView } from "~/lib/tax-documents";
import { db } from "../db/client.server";
import { orders, taxDocuments } from "../db/schema.server";
import { findOrderForViewer, type OrderViewer } from "../order-access.server";
import type { TaxDocument } from "./issue.server";

/** Reading receipts, tax invoices and credit notes back, and who may. */

function toView(doc: TaxDocument, against: TaxDocument | undefined): TaxDocumentView {
  return {
    id: doc.id,
    kind: doc.kind,
    number: doc.number,
    issuedAt: doc.issuedAt.toISOString(),
    orderId: doc.orderId,
    supplier: doc.supplier,
    buyerName: doc.buyerName,
    buyerEmail: doc.buyerEmail,
    buyerState: doc.buyerState,
    placeOfSupply: doc.placeOfSupply,
    description: doc.description,
    sac: doc.sac,
    taxablePaise: doc.taxablePaise,
    cgstPaise: doc.cgstPaise,
    sgstPaise: doc.sgstPaise,
    igstPaise: doc.igstPaise,
    totalPaise: doc.totalPaise,
    method: doc.method,
    reference: doc.reference,
    against: against ? { number: against.number, issuedAt: against.issuedAt.toISOString() } : null,
  };
}

async function withInvoices(docs: TaxDocument[]): Promise<TaxDocumentView[]> {
  const ids = [...new Set(docs.map((d) => d.againstDocumentId).filter((id): id is string => Boolean(id)))];
  const invoices = ids.length
    ? await db().select().from(taxDocuments).where(inArray(taxDocuments.id, ids))
    : [];
  return docs.map((d) =>
    toView(
      d,
      invoices.find((i) => i.id === d.againstDocumentId),
    ),
  );
}

/** A document by its id (a random uuid: the printed number is never the key). */
export async function getTaxDocument(
  id: string,
): Promise<{ view: TaxDocumentView; ownerUserId: string | null } | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db()
    .select({ doc: taxDocuments, ownerUserId: orders.userId })
    .from(taxDocuments)
    .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
    .where(eq(taxDocuments.id, id));
  if (!row) return null;
  const [view] = await withInvoices([row.doc]);
  return { view, ownerUserId: row.ownerUserId };
}

/**
 * Staff may read any document; anyone else only those of an order they hold
 * (their own as a student, or a visitor's kept on this browser: decision 140).
 */
export async function mayViewDocument(orderId: string, viewer: OrderViewer): Promise<boolean> {
  if (viewer.user?.role === "staff") return true;
  return (await findOrderForViewer(orderId, viewer)) !== null;
}

/** An order's documents: its receipt or invoice first, then credit notes in the order they were issued. */
export async function documentsForOrders(orderIds: string[]): Promise<TaxDocumentView[]> {
  if (!orderIds.length) return [];
  const docs = await db()
    .select()
    .from(taxDocuments)
    .where(inArray(taxDocuments.orderId, orderIds))
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.serial));
  return withInvoices(docs);
}

/** The file name a document downloads as: "Tax-invoice-INV-26-27-00001.pdf". */
export function documentFileName(view: Pick<TaxDocumentView, "kind" | "number">): string {
  return `${TAX_DOCUMENT_TITLES[view.kind].replace(" ", "-")}-${view.number.replaceAll("/", "-")}.pdf`;
}
