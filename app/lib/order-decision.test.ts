import { describe, expect, it } from "vitest";
import { orderDecisionText } from "./order-decision";

const at = "2026-11-28T03:01:00.000Z"; // 8:31 am IST

describe("the staff order page's Decision sentence", () => {
  it("a UPI payment verified by a colleague says who and when", () => {
    expect(
      orderDecisionText({ status: "verified", verifiedByName: "Kavya Admin", verifiedAt: at }, null),
    ).toBe("Verified by Kavya Admin on 28 Nov 2026, 8:31 am.");
  });

  it("an online payment verified itself: by the gateway (automatic)", () => {
    expect(orderDecisionText({ status: "verified", verifiedByName: null, verifiedAt: at }, "Razorpay")).toBe(
      "Verified by Razorpay (automatic) on 28 Nov 2026, 8:31 am.",
    );
  });

  it("a refunded order says it was verified, then refunded, not 'Refunded by Razorpay' on the verification date", () => {
    expect(orderDecisionText({ status: "refunded", verifiedByName: null, verifiedAt: at }, "Razorpay")).toBe(
      "Verified by Razorpay (automatic) on 28 Nov 2026, 8:31 am, then refunded in full (see Refunds).",
    );
    expect(
      orderDecisionText({ status: "refunded", verifiedByName: null, verifiedAt: null }, "Razorpay"),
    ).toBe("Refunded in full (see Refunds).");
  });
});
