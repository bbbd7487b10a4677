import type { OrderSummary } from "~/lib/payment";
import type { DocumentLink } from "~/lib/tax-documents";
import { documentsForOrders } from "../documents/documents.server";
import { listOrdersForUser } from "../payments.server";

export type StudentPayment = OrderSummary & { documents: DocumentLink[] };

/** The profile's "Payments": the student's paid (or being checked) orders, each with its receipt and credit notes. */
export async function paymentsForStudent(userId: string): Promise<StudentPayment[]> {
  const orders = (await listOrdersForUser(userId)).filter((o) => o.status !== "awaiting_payment");
  const documents = await documentsForOrders(orders.map((o) => o.id));
  return orders.map((o) => ({
    ...o,
    documents: documents
      .filter((d) => d.orderId === o.id)
      .map(({ id, kind, number, issuedAt, totalPaise }) => ({ id, kind, number, issuedAt, totalPaise })),
  }));
}
