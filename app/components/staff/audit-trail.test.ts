import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS } from "~/lib/audit-actions";
import { describeAudit } from "./audit-trail";

// The details each kind of entry is written with (server/*.server.ts recordAudit calls).
const DETAILS: Record<string, Record<string, unknown>> = {
  "order.paid_online": { gatewayPaymentId: "pay_BRb4uQA8PEYy5d", method: "upi", amountPaise: 499_900 },
  "order.refund_started": { amountPaise: 100_000, reason: "Moving batch", full: false },
  "class.moved": {
    title: "Python basics",
    classes: 3,
    from: "2026-12-01T04:00:00.000Z",
    to: "2026-12-02T04:30:00.000Z",
    note: "Trainer unwell",
  },
  "attendance.marked": { title: "Python basics", present: 20, late: 2, absent: 3 },
  "announcement.posted": { title: "Holiday", emailed: 25 },
  "lead.status_changed": { from: "new", to: "contacted" },
  "offer.created": { priceRupees: 3999, endsAt: "2026-12-31T18:29:00.000Z", seatCap: 10 },
  "certificate.issued_on_completion": { issued: 3, notQualified: 1, refused: 0 },
};

describe("the History and Activity pages say every kind of entry in words", () => {
  it.each(AUDIT_ACTIONS.map((action) => [action]))("%s is described, not shown by its name", (action) => {
    const text = describeAudit({ action, details: DETAILS[action] ?? {} });
    expect(text).not.toBe(action);
    expect(text).not.toMatch(/undefined|NaN|\[object/);
  });

  it("an online payment says its payment id, amount and method", () => {
    expect(describeAudit({ action: "order.paid_online", details: DETAILS["order.paid_online"] })).toBe(
      "received the online payment pay_BRb4uQA8PEYy5d (₹4,999.00, UPI)",
    );
  });

  it("a moved class says the series, both times and the note", () => {
    expect(describeAudit({ action: "class.moved", details: DETAILS["class.moved"] })).toMatch(
      /^moved the class “Python basics” and the 2 later classes of its series from .+ to .+: Trainer unwell$/,
    );
  });

  it("an entry of a kind this build does not know shows its name", () => {
    expect(describeAudit({ action: "something.new", details: null })).toBe("something.new");
  });
});
