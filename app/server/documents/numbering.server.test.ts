import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/setup/db";
import { makeBatch, makeOrder, makeUser } from "../../../tests/setup/staff-fixtures";
import { db } from "../db/client.server";
import { documentCounters, orders, taxDocuments } from "../db/schema.server";
import { applyCapturedPayment } from "../gateway/apply.server";
import { decideOrder } from "../staff/payments-review.server";
import { financialYearOf } from "~/lib/gst";
import { takeSerial } from "./issue.server";

const getDb = setupTestDatabase({ seed: true });

/** Serials of the series' documents this year, in order. */
async function serials(series: string) {
  const rows = await getDb()
    .select({ serial: taxDocuments.serial, number: taxDocuments.number })
    .from(taxDocuments)
    .where(eq(taxDocuments.series, series));
  return rows.map((r) => r.serial).sort((a, b) => a - b);
}

describe("invoice numbering: one gap-free series per financial year", () => {
  it("20 parallel verifications (10 by staff, 10 by the gateway) get 20 different numbers with no gap", async () => {
    const staff = await makeUser(getDb(), { role: "staff" });
    const batch = await makeBatch(getDb(), { seats: 40 });
    const byStaff = await Promise.all(
      Array.from({ length: 10 }, () => makeOrder(getDb(), { batchId: batch.id })),
    );
    const byGateway = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        makeOrder(getDb(), {
          batchId: batch.id,
          status: "awaiting_payment",
          utr: null,
          gateway: "razorpay",
          gatewayOrderId: `order_Race${String(i).padStart(10, "0")}`,
        }),
      ),
    );
    const before = await serials("INV");
    const results = await Promise.all([
      ...byStaff.map((o) => decideOrder(staff, o.id, { intent: "verify" })),
      ...byGateway.map((o, i) =>
        db().transaction((tx) =>
          applyCapturedPayment(tx, {
            id: `pay_Race${String(i).padStart(10, "0")}`,
            orderId: o.gatewayOrderId,
            status: "captured",
            amountPaise: o.amountRupees * 100,
            currency: "INR",
            method: "upi",
            feePaise: 0,
            taxPaise: 0,
            errorDescription: null,
            createdAt: new Date(),
          }),
        ),
      ),
    ]);
    expect(results.filter((r) => ("ok" in r ? r.ok : r.outcome === "verified"))).toHaveLength(20);

    const ids = [...byStaff, ...byGateway].map((o) => o.id);
    const docs = await getDb().select().from(taxDocuments).where(inArray(taxDocuments.orderId, ids));
    expect(docs).toHaveLength(20);
    expect(new Set(docs.map((d) => d.number)).size).toBe(20);
    const all = await serials("INV");
    const start = before.length;
    // Every number from 1 to the last is used exactly once: no duplicate, no gap.
    expect(all).toEqual(Array.from({ length: start + 20 }, (_, i) => i + 1));
    const verified = await getDb().select().from(orders).where(inArray(orders.id, ids));
    expect(verified.every((o) => o.status === "verified")).toBe(true);
    console.info(
      `numbering race (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}): 20 parallel verifications -> serials ${all[start]}..${all.at(-1)}, ${new Set(docs.map((d) => d.number)).size} distinct, 0 gaps`,
    );
  });

  it("a verification that rolls back gives its number back: the next one takes it", async () => {
    const year = financialYearOf(new Date());
    const take = () => db().transaction((tx) => takeSerial(tx, "CN", year));
    const first = await take();
    await expect(
      db().transaction(async (tx) => {
        await takeSerial(tx, "CN", year);
        throw new Error("the verification failed after taking a number");
      }),
    ).rejects.toThrow("failed after taking");
    expect(await take()).toBe(first + 1);
    const [counter] = await getDb().select().from(documentCounters).where(eq(documentCounters.series, "CN"));
    expect(counter.lastSerial).toBe(first + 1);
  });

  it("each financial year starts its own series at 1", async () => {
    const last = await db().transaction((tx) => takeSerial(tx, "INV", "2030-31"));
    const next = await db().transaction((tx) => takeSerial(tx, "INV", "2031-32"));
    expect([last, next]).toEqual([1, 1]);
  });
});
