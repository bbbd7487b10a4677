import type { OrderSummary } from "~/lib/payment";

/** An order as the payment page lists it (OrderSummary), for the payment components' render tests. */
export const ORDER_SUMMARY_BASE: Omit<OrderSummary, "id" | "status"> = {
  courseKey: "python-full-stack",
  courseName: "Python Full Stack Development",
  batchId: "python-b",
  batchName: "Python Full Stack - Batch B",
  payerEmail: null,
  amountRupees: 4999,
  price: { kind: "fixed" },
  utr: null,
  rejectionReason: null,
  createdAt: "2026-11-24T10:00:00.000Z",
  verifiedAt: null,
};
