// Finding (issue 23, high): "a visitor's order id is the only key to the
// order. GET /paymentpage.data?order=<id> returns the payer's name, e-mail
// and UTR to anyone; POST /paymentpage intent=submit-proof&orderId=<id> from
// another browser replaces the payer's details while the order waits for
// verification; after staff verify, the confirmation goes to the new address
// ... 300 random lookups answered 300 x 200 with no limit."
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, orders, outbox } from "~/server/db/schema.server";
import { decideOrder } from "~/server/staff/payments-review.server";
import * as paymentPage from "../../../app/routes/marketing/payment";
import * as staffPayment from "../../../app/routes/staff/payment";
import { setupTestDatabase } from "../../setup/db";
import { makeUser, postAction, sessionCookie, staffWithCookie } from "../../setup/staff-fixtures";
import { cookiesFrom, get, post, run } from "../../support/routes";
import { freshIp } from "./support";

const getDb = setupTestDatabase({ seed: true });

const PAGE = "/paymentpage";
const orderRow = async (id: string) => (await getDb().select().from(orders).where(eq(orders.id, id)))[0];

let utrCounter = 0;
const freshUtr = () => `5${String(Date.now()).slice(-7)}${String(++utrCounter).padStart(4, "0")}`;

/** The payer's browser: it makes an order and keeps what the server sets. */
async function payerMakesOrder(course = "python-full-stack") {
  const made = await run(
    paymentPage.action as never,
    post(PAGE, { intent: "create-order", course }),
    {},
    freshIp(),
  );
  expect(made.status).toBe(303);
  const id = new URL(made.location!, "http://x").searchParams.get("order")!;
  return { id, cookie: cookiesFrom(made.headers) };
}

function sendProof(orderId: string, details: { name: string; email: string }, cookie?: string) {
  return run(
    paymentPage.action as never,
    post(
      PAGE,
      {
        intent: "submit-proof",
        orderId,
        utr: freshUtr(),
        payerName: details.name,
        payerEmail: details.email,
        payerPhone: "+91 98450 12345",
      },
      cookie,
    ),
    {},
    freshIp(),
  );
}

const lookUp = (orderId: string, cookie?: string, ip = freshIp()) =>
  run(paymentPage.loader as never, get(`${PAGE}.data?order=${orderId}`, cookie), {}, ip);

describe("an order belongs to whoever made it (the order id is not its key)", () => {
  it("another browser's GET /paymentpage.data?order=<id> gets nothing of the order: no payer name, e-mail or UTR", async () => {
    const payer = await payerMakesOrder();
    expect(
      (await sendProof(payer.id, { name: "Ravi Kumar", email: "ravi.owner@example.com" }, payer.cookie))
        .status,
    ).toBe(303);
    const { utr } = await orderRow(payer.id);

    const stranger = await lookUp(payer.id);
    expect(stranger.data.payment).toBeNull();
    const seen = JSON.stringify(stranger.data);
    for (const secret of ["Ravi Kumar", "ravi.owner@example.com", utr!]) expect(seen).not.toContain(secret);

    // The browser that made it still opens it.
    expect((await lookUp(payer.id, payer.cookie)).data.payment.order.id).toBe(payer.id);
  });

  it("another browser's POST intent=submit-proof&orderId=<id> changes nothing: the takeover chain stops at its first step", async () => {
    const payer = await payerMakesOrder();
    // Waiting for payment: a stranger who overheard the id cannot write the payer's details first.
    const early = await sendProof(payer.id, { name: "Mallory", email: "mallory@example.com" }, undefined);
    expect(early.status).toBe(404);
    expect(await orderRow(payer.id)).toMatchObject({
      status: "awaiting_payment",
      payerEmail: null,
      utr: null,
    });

    await sendProof(payer.id, { name: "Ravi Kumar", email: "ravi.first@example.com" }, payer.cookie);
    const late = await sendProof(payer.id, { name: "Mallory", email: "mallory@example.com" }, undefined);
    expect(late.status).toBe(404);

    // Staff verify: the confirmation goes to the payer's own address, not the stranger's.
    const staff = await makeUser(getDb(), { role: "staff" });
    expect(await decideOrder(staff, payer.id, { intent: "verify" })).toMatchObject({ ok: true });
    const mails = await getDb()
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Payment received: order ${payer.id}`));
    expect(mails.map((m) => m.to)).toEqual(["ravi.first@example.com"]);
    expect(await orderRow(payer.id)).toMatchObject({
      payerEmail: "ravi.first@example.com",
      payerName: "Ravi Kumar",
    });
  });

  it("payer details are written once: a second proof for an order that has one is refused with a clear message", async () => {
    const payer = await payerMakesOrder();
    await sendProof(payer.id, { name: "Asha Rao", email: "asha.once@example.com" }, payer.cookie);
    const before = await orderRow(payer.id);
    const again = await sendProof(
      payer.id,
      { name: "Asha R", email: "asha.other@example.com" },
      payer.cookie,
    );
    expect(again.status).toBe(409);
    expect(again.data.fieldErrors.form).toMatch(
      /already have the payment details.*admissions team will correct/,
    );
    expect(await orderRow(payer.id)).toMatchObject({
      payerName: "Asha Rao",
      payerEmail: "asha.once@example.com",
      utr: before.utr,
    });
  });

  it("the e-mail about an order carries a link with its own key, which opens the order on another device; the id alone does not", async () => {
    const payer = await payerMakesOrder("sql-database");
    await sendProof(payer.id, { name: "Kiran Das", email: "kiran.link@example.com" }, payer.cookie);
    const staff = await makeUser(getDb(), { role: "staff" });
    await decideOrder(staff, payer.id, { intent: "reject", reason: "No payment with this UTR yet." });
    const [mail] = await getDb()
      .select()
      .from(outbox)
      .where(eq(outbox.to, "kiran.link@example.com"))
      .orderBy(desc(outbox.createdAt));
    const link = new URL(mail.body.match(/https?:\/\/\S+\/paymentpage\?\S+/)![0]);
    expect(link.searchParams.get("order")).toBe(payer.id);
    expect(link.searchParams.get("key")).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // A phone that never saw the order follows the link: it keeps the order, and the key leaves the address.
    const opened = await run(
      paymentPage.loader as never,
      get(`${link.pathname}${link.search}`),
      {},
      freshIp(),
    );
    expect(opened.status).toBe(302);
    expect(opened.location).toBe(`${PAGE}?order=${payer.id}`);
    const phone = cookiesFrom(opened.headers);
    expect(opened.headers.get("set-cookie")).toMatch(/HttpOnly/);
    expect((await lookUp(payer.id, phone)).data.payment.order.id).toBe(payer.id);
    // A made-up key opens nothing.
    const forged = await run(
      paymentPage.loader as never,
      get(`${PAGE}?order=${payer.id}&key=${"A".repeat(43)}`),
      {},
      freshIp(),
    );
    expect(forged.headers.get("set-cookie")).toBeNull();
  });

  it("order look-ups are rate-limited per address (429 after 100 in 10 minutes)", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 101; i++)
      statuses.push((await lookUp(`ORD261124${String(i).padStart(6, "0")}`, undefined, ip)).status);
    expect(statuses.slice(0, 100).every((s) => s === 200)).toBe(true);
    expect(statuses[100]).toBe(429);
  });

  it("a signed-in student's own order opens from any device by their session, not by another student's", async () => {
    const owner = await makeUser(getDb(), { role: "student" });
    const ownerCookie = await sessionCookie(owner.id);
    const made = await run(
      paymentPage.action as never,
      post(PAGE, { intent: "create-order", course: "azure-cloud" }, ownerCookie),
      {},
      freshIp(),
    );
    const id = new URL(made.location!, "http://x").searchParams.get("order")!;
    expect((await lookUp(id, ownerCookie)).data.payment.order.id).toBe(id);
    const other = await makeUser(getDb(), { role: "student" });
    expect((await lookUp(id, await sessionCookie(other.id))).data.payment).toBeNull();
  });
});

describe("staff correct the payer's details, audited", () => {
  it("on the staff payment page: the new values are saved and the history keeps the old ones", async () => {
    const payer = await payerMakesOrder();
    await sendProof(payer.id, { name: "Neha Gupta", email: "neha.typo@exmaple.com" }, payer.cookie);
    const { staff, cookie } = await staffWithCookie(getDb(), { name: "Anita Admissions" });
    const saved = await postAction(
      staffPayment.action,
      `/staff/payments/${payer.id}`,
      { orderId: payer.id },
      {
        intent: "correct-payer",
        payerName: "Neha Gupta",
        payerEmail: "neha@example.com",
        payerPhone: "+91 98450 12345",
      },
      cookie,
    );
    expect(saved.status).toBe(302);
    expect(await orderRow(payer.id)).toMatchObject({ payerEmail: "neha@example.com" });
    const [entry] = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, payer.id), eq(auditLog.actorUserId, staff.id)));
    expect(entry.details).toEqual({ payerEmail: { from: "neha.typo@exmaple.com", to: "neha@example.com" } });
  });
});
