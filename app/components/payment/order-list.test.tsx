import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { OrderSummary } from "~/lib/payment";
import { OrderList } from "./order-list";
import { ORDER_SUMMARY_BASE } from "../../../tests/support/order-summary";

const base = ORDER_SUMMARY_BASE;

function render(orders: OrderSummary[]) {
  return renderToString(
    <MemoryRouter>
      <OrderList orders={orders} />
    </MemoryRouter>,
  );
}

describe("Your orders", () => {
  it("shows each order's course, id, date, amount and status label", () => {
    const html = render([
      { ...base, id: "ORD261124AAAAAA", status: "verified" },
      { ...base, id: "ORD261124BBBBBB", status: "pending_verification" },
    ]);
    expect(html).toContain("ORD261124AAAAAA");
    expect(html).toContain("24 Nov 2026");
    expect(html).toContain("₹4,999");
    expect(html).toContain("Verified");
    expect(html).toContain("Pending verification");
  });

  it("shows the reason of a rejected order and links back to its QR code and proof form", () => {
    const html = render([
      { ...base, id: "ORD261124CCCCCC", status: "rejected", rejectionReason: "Amount not received" },
    ]);
    expect(html).toContain("Rejected");
    expect(html).toContain("Amount not received");
    expect(html).toContain('href="/paymentpage?order=ORD261124CCCCCC"');
    expect(html).toContain('href="/paymentpage?order=ORD261124CCCCCC&amp;step=2"');
  });

  it("says so when there are no orders", () => {
    expect(render([])).toContain("No orders yet.");
  });
});
