// A student's own data and their receipts, tax invoices and credit notes
// (docs/decisions/162 and 182): the export carries them, and erasing the
// account keeps them, as tax law requires, with the name and address only.
import { buffer as readAll } from "node:stream/consumers";
import { eq, inArray } from "drizzle-orm";
import yauzl from "yauzl";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/setup/db";
import { makeBatch, makeOrder, makeUser } from "../../tests/setup/staff-fixtures";
import { orders, refunds, taxDocuments } from "./db/schema.server";
import { eraseStudentAccount, studentDataZip } from "./my-data.server";
import { recordManualRefund } from "./refunds.server";
import { decideOrder } from "./staff/payments-review.server";

const getDb = setupTestDatabase({ seed: true });

async function unzip(zip: Buffer) {
  const file = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
  const entries = new Map<string, Buffer>();
  for await (const entry of file.eachEntry())
    entries.set(entry.fileName, await readAll(await file.openReadStreamPromise(entry)));
  return entries;
}

/** A student whose payment was verified (a receipt) and partly refunded by hand (a credit note). */
async function paidAndPartlyRefunded(name: string) {
  const db = getDb();
  const staff = await makeUser(db, { role: "staff" });
  const admin = await makeUser(db, { role: "staff", isAdmin: true });
  const student = await makeUser(db, {
    name,
    email: `${name.split(" ")[0]!.toLowerCase()}-${Date.now()}@example.com`,
  });
  const batch = await makeBatch(db, { name: `Python Evening ${name}` });
  const order = await makeOrder(db, {
    batchId: batch.id,
    userId: student.id,
    payerName: name,
    payerEmail: student.email,
    payerState: "27",
  });
  expect(await decideOrder(staff, order.id, { intent: "verify" })).toMatchObject({ ok: true });
  expect(
    await recordManualRefund(admin, order.id, {
      amountPaise: 100_000,
      reason: "Moved to a shorter course",
      reference: "NEFT N123456789",
    }),
  ).toMatchObject({ ok: true, full: false });
  const docs = await db.select().from(taxDocuments).where(eq(taxDocuments.orderId, order.id));
  return { student, order, docs };
}

describe("Download my data: receipts, invoices and credit notes", () => {
  it("holds the student's receipt and credit note as JSON and as PDF, their refund and the order's state, and nobody else's", async () => {
    const asha = await paidAndPartlyRefunded("Asha Verma");
    const other = await paidAndPartlyRefunded("Ravi Kumar");
    const entries = await unzip((await studentDataZip(asha.student.id))!);

    const invoices = JSON.parse(entries.get("invoices.json")!.toString()) as {
      kind: string;
      number: string;
      buyerName: string;
      totalPaise: number;
      against: { number: string } | null;
    }[];
    expect(invoices.map((d) => d.kind)).toEqual(["receipt", "credit_note"]);
    const [receipt, note] = invoices;
    expect(receipt).toMatchObject({ buyerName: "Asha Verma", totalPaise: 499_900 });
    expect(note).toMatchObject({ totalPaise: 100_000, against: { number: receipt!.number } });
    const pdfs = [...entries.keys()].filter((k) => k.startsWith("invoices/"));
    expect(pdfs.sort()).toEqual(
      [
        `invoices/Credit-note-${note!.number.replaceAll("/", "-")}.pdf`,
        `invoices/Receipt-${receipt!.number.replaceAll("/", "-")}.pdf`,
      ].sort(),
    );
    for (const pdf of pdfs) expect(entries.get(pdf)!.subarray(0, 5).toString()).toBe("%PDF-");

    expect(JSON.parse(entries.get("refunds.json")!.toString())).toEqual([
      expect.objectContaining({ order_id: asha.order.id, amount_paise: 100_000, status: "processed" }),
    ]);
    expect(JSON.parse(entries.get("orders.json")!.toString())).toEqual([
      expect.objectContaining({ id: asha.order.id, payer_state: "27", refunded_paise: 100_000 }),
    ]);
    expect(entries.get("README.txt")!.toString()).toContain("invoices/ holds your receipts");

    const everything = [...entries.values()].map((b) => b.toString("latin1")).join("\n");
    expect(everything).not.toContain(other.student.email);
    for (const doc of other.docs) expect(everything).not.toContain(doc.number);
  });
});

describe("Delete my account: what tax law keeps", () => {
  it("keeps the order, its receipt, credit note and refund with the name and state only; another student's stay whole", async () => {
    const db = getDb();
    const meena = await paidAndPartlyRefunded("Meena Iyer");
    const other = await paidAndPartlyRefunded("Kiran Rao");
    expect(await eraseStudentAccount(meena.student.id, { kind: "self" })).toBe(true);

    const [order] = await db.select().from(orders).where(eq(orders.id, meena.order.id));
    expect(order).toMatchObject({
      userId: null,
      payerName: "Meena Iyer",
      payerEmail: null,
      payerPhone: null,
      payerState: "27",
      status: "verified",
      refundedPaise: 100_000,
    });
    const kept = await db.select().from(taxDocuments).where(eq(taxDocuments.orderId, meena.order.id));
    expect(kept.map((d) => [d.kind, d.number, d.buyerName, d.buyerEmail, d.buyerState]).sort()).toEqual(
      meena.docs.map((d) => [d.kind, d.number, "Meena Iyer", null, "27"]).sort(),
    );
    expect(kept.map((d) => d.totalPaise).sort()).toEqual(meena.docs.map((d) => d.totalPaise).sort());
    expect(await db.select().from(refunds).where(eq(refunds.orderId, meena.order.id))).toHaveLength(1);

    const untouched = await db
      .select({ buyerEmail: taxDocuments.buyerEmail })
      .from(taxDocuments)
      .where(inArray(taxDocuments.orderId, [other.order.id]));
    expect(untouched.map((d) => d.buyerEmail)).toEqual([other.student.email, other.student.email]);
  });
});
