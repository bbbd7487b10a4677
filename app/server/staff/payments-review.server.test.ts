import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { makeOrder, makeUpload, makeUser } from "../../../tests/setup/staff-fixtures";
import { setupTestDatabase } from "../../../tests/setup/db";
import { orders, outbox } from "../db/schema.server";
import {
  countOrdersToVerify,
  decideOrder,
  getOrder,
  listDecidedOrders,
  listPendingOrders,
} from "./payments-review.server";

const getDb = setupTestDatabase();

describe("payment verification", () => {
  it("lists orders pending verification with the UTR and screenshot, oldest first", async () => {
    const screenshot = await makeUpload(getDb(), null, "payment");
    const b = await makeOrder(getDb(), { updatedAt: new Date("2026-03-02T10:00:00Z") });
    const a = await makeOrder(getDb(), {
      screenshotId: screenshot,
      updatedAt: new Date("2026-03-01T10:00:00Z"),
    });
    await makeOrder(getDb(), { status: "awaiting_payment", utr: null });
    const pending = await listPendingOrders();
    expect(pending.map((o) => o.id)).toEqual([a.id, b.id]);
    expect(pending[0]).toMatchObject({
      utr: "412345678901",
      screenshotId: screenshot,
      screenshotName: "payment-proof.png",
    });
    expect(await countOrdersToVerify()).toBe(2);
  });

  it("verifying records who and when, audits it and tells the payer", async () => {
    const staff = await makeUser(getDb(), { role: "staff", name: "Accounts Desk" });
    const order = await makeOrder(getDb());
    expect(await decideOrder(staff, order.id, { intent: "verify" })).toEqual({ ok: true, activated: false });
    const detail = await getOrder(order.id);
    expect(detail).toMatchObject({
      status: "verified",
      verifiedByName: "Accounts Desk",
      rejectionReason: null,
    });
    expect(detail!.verifiedAt).toBeInstanceOf(Date);
    expect(detail!.audit[0]).toMatchObject({
      action: "order.verified",
      actorUserId: staff.id,
      details: { utr: "412345678901", amountRupees: 4999 },
    });
    const [mail] = await getDb().select().from(outbox).where(eq(outbox.to, order.payerEmail!));
    expect(mail.subject).toBe(`Payment received: order ${order.id}`);
    expect(mail.body).toContain("₹4,999");
    // The order's link carries its own key: the id alone opens nothing (decision 17).
    expect(mail.body).toMatch(new RegExp(`/paymentpage\\?order=${order.id}&key=[\\w-]{43}`));
  });

  it("rejecting stores the reason and e-mails it to the payer", async () => {
    const staff = await makeUser(getDb(), { role: "staff" });
    const order = await makeOrder(getDb());
    const reason = "No payment with this UTR reached our account.";
    expect(await decideOrder(staff, order.id, { intent: "reject", reason })).toEqual({
      ok: true,
      activated: false,
    });
    const [row] = await getDb().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: "rejected", rejectionReason: reason, verifiedBy: staff.id });
    const [mail] = await getDb().select().from(outbox).where(eq(outbox.to, order.payerEmail!));
    expect(mail.body).toContain(`Reason: ${reason}`);
    expect((await listDecidedOrders()).map((o) => o.id)).toContain(order.id);
  });

  it("e-mails the account holder when the order has no payer e-mail", async () => {
    const staff = await makeUser(getDb(), { role: "staff" });
    const student = await makeUser(getDb());
    const order = await makeOrder(getDb(), { payerEmail: null, userId: student.id });
    await decideOrder(staff, order.id, { intent: "verify" });
    expect(await getDb().select().from(outbox).where(eq(outbox.to, student.email))).toHaveLength(1);
  });

  it("leaves an order that is not pending verification as it is", async () => {
    const staff = await makeUser(getDb(), { role: "staff" });
    const verified = await makeOrder(getDb());
    await decideOrder(staff, verified.id, { intent: "verify" });
    expect(await decideOrder(staff, verified.id, { intent: "reject", reason: "Changed my mind" })).toEqual({
      ok: false,
      reason: "not_pending",
      status: "verified",
    });
    const unpaid = await makeOrder(getDb(), { status: "awaiting_payment" });
    expect(await decideOrder(staff, unpaid.id, { intent: "verify" })).toMatchObject({
      ok: false,
      status: "awaiting_payment",
    });
    expect(await decideOrder(staff, "TP-NOPE", { intent: "verify" })).toEqual({
      ok: false,
      reason: "not_found",
    });
  });
});
