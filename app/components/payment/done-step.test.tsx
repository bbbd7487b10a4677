import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { OrderStatus, OrderSummary } from "~/lib/payment";
import { DoneStep } from "./done-step";
import { ORDER_SUMMARY_BASE } from "../../../tests/support/order-summary";

function step3(status: OrderStatus, paidOnline = false) {
  const order: OrderSummary = {
    ...ORDER_SUMMARY_BASE,
    id: "ORD261128R2SJKJ",
    status,
    createdAt: "2026-11-28T03:00:00.000Z",
    verifiedAt: status === "verified" ? "2026-11-28T03:01:00.000Z" : null,
    paidOnline,
  };
  const Stub = createRoutesStub([
    {
      path: "/paymentpage",
      Component: () => <DoneStep order={order} visitor={false} whatsappHref="#" onDone={() => {}} />,
    },
  ]);
  return renderToString(<Stub initialEntries={["/paymentpage"]} />);
}

describe("payment step 3 says what is next only while the payment waits", () => {
  it("waiting for verification: what happens next, and the enrolment shows as pending", () => {
    const html = step3("pending_verification");
    expect(html).toContain("What happens next");
    expect(html).toContain(
      "Your enrolment shows as pending in the student portal until we verify the payment.",
    );
  });

  it("verified (an online payment confirmed by the gateway): no 'once it is verified', the enrolment is active", () => {
    const html = step3("verified", true);
    expect(html).toContain("Payment received");
    expect(html).not.toContain("What happens next");
    expect(html).not.toContain("Once it is verified");
    expect(html).toContain("Your enrolment is active in the student portal.");
  });

  it("rejected: no 'once it is verified'", () => {
    const html = step3("rejected");
    expect(html).not.toContain("What happens next");
    expect(html).toContain("You can follow this order in the student portal.");
  });
});
