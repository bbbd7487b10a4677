import { eq } from "drizzle-orm";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterEach, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/setup/db";
import { makeBatch, makeOrder, makeUser } from "../../../tests/setup/staff-fixtures";
import { setSettings, TEST_GSTIN } from "../../../tests/support/gateway-settings";
import { taxDocuments } from "../db/schema.server";
import { newOrderId } from "../payments.server";
import { recordManualRefund } from "../refunds.server";
import { decideOrder } from "../staff/payments-review.server";
import { documentsForOrders, getTaxDocument, mayViewDocument } from "./documents.server";
import { renderTaxDocumentPdf } from "./pdf.server";

const getDb = setupTestDatabase({ seed: true });
const GST = {
  GSTIN: TEST_GSTIN,
  LEGAL_NAME: "TechPro Learning Private Limited",
  BUSINESS_ADDRESS: "2nd Floor, 14 MG Road; Bengaluru 560001",
};
afterEach(() => setSettings({ GSTIN: undefined, LEGAL_NAME: undefined, BUSINESS_ADDRESS: undefined }));

async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false })
    .promise;
  const page = await pdf.getPage(1);
  const content = await page.getTextContent();
  const text = content.items.map((i) => ("str" in i ? i.str : "")).join(" ");
  const pages = pdf.numPages;
  await pdf.destroy();
  return { pages, text };
}

async function verifiedOrder(values: Partial<Parameters<typeof makeOrder>[1]> = {}) {
  const staff = await makeUser(getDb(), { role: "staff" });
  const batch = await makeBatch(getDb(), { name: "Python Evening C" });
  const order = await makeOrder(getDb(), { batchId: batch.id, payerName: "Ananya Rao", ...values });
  expect(await decideOrder(staff, order.id, { intent: "verify" })).toMatchObject({ ok: true });
  const [doc] = await getDb().select().from(taxDocuments).where(eq(taxDocuments.orderId, order.id));
  return { staff, order, doc };
}

describe("receipts and tax invoices", () => {
  it("without GSTIN a verified UPI payment gets a receipt: no GST, the whole price as its value", async () => {
    const { doc } = await verifiedOrder();
    expect(doc).toMatchObject({
      kind: "receipt",
      sac: null,
      taxablePaise: 499_900,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      totalPaise: 499_900,
      method: "UPI (QR code)",
      reference: "412345678901",
      buyerName: "Ananya Rao",
    });
    const { pages, text } = await pdfText(await renderTaxDocumentPdf((await getTaxDocument(doc.id))!.view));
    expect(pages).toBe(1);
    expect(text).toContain("RECEIPT");
    expect(text).toContain(doc.number);
    expect(text).toContain("₹4,999.00");
    expect(text).toContain("Rupees Four Thousand Nine Hundred Ninety-Nine Only");
    expect(text).toContain("Not a tax invoice");
  });

  it("with GSTIN, a student in the supplier's state gets a tax invoice with SAC 999293 and CGST + SGST inside the price", async () => {
    setSettings(GST);
    const { doc } = await verifiedOrder({ payerState: "29" });
    expect(doc).toMatchObject({
      kind: "tax_invoice",
      sac: "999293",
      placeOfSupply: "29",
      taxablePaise: 423_644,
      cgstPaise: 38_128,
      sgstPaise: 38_128,
      igstPaise: 0,
      totalPaise: 499_900,
    });
    expect(doc.supplier).toMatchObject({ name: GST.LEGAL_NAME, gstin: TEST_GSTIN, stateCode: "29" });
    const { text } = await pdfText(await renderTaxDocumentPdf((await getTaxDocument(doc.id))!.view));
    for (const expected of [
      "TAX INVOICE",
      GST.LEGAL_NAME,
      `GSTIN ${TEST_GSTIN}`,
      "Karnataka (29)",
      "999293",
      "₹4,236.44",
      "CGST 9%",
      "SGST 9%",
      "₹381.28",
      "Place of supply: Karnataka (29)",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("with GSTIN, a student from another state is charged IGST; one with no state on record is treated as in the supplier's", async () => {
    setSettings(GST);
    const { doc: inter } = await verifiedOrder({ payerState: "27" });
    expect(inter).toMatchObject({ placeOfSupply: "27", cgstPaise: 0, sgstPaise: 0, igstPaise: 76_256 });
    const { doc: unknown } = await verifiedOrder({ payerState: null });
    expect(unknown).toMatchObject({ placeOfSupply: "29", cgstPaise: 38_128, igstPaise: 0 });
  });

  it("a refund recorded by hand gives a credit note in its own series, against the invoice, split the same way", async () => {
    setSettings(GST);
    const admin = await makeUser(getDb(), { role: "staff", isAdmin: true });
    const { order, doc } = await verifiedOrder({ payerState: "27" });
    const result = await recordManualRefund(admin, order.id, {
      amountPaise: 100_000,
      reason: "Moved to a shorter course",
      reference: "NEFT N123456789",
    });
    expect(result).toMatchObject({ ok: true, full: false });
    const views = await documentsForOrders([order.id]);
    expect(views.map((v) => v.kind)).toEqual(["tax_invoice", "credit_note"]);
    const note = views[1];
    expect(note).toMatchObject({ totalPaise: 100_000, igstPaise: 15_254, reference: "NEFT N123456789" });
    expect(note.number).toMatch(/^CN\//);
    expect(note.against).toEqual({ number: doc.number, issuedAt: doc.issuedAt.toISOString() });
    const { text } = await pdfText(await renderTaxDocumentPdf(note));
    expect(text).toContain("CREDIT NOTE");
    expect(text).toContain(`Against invoice: ${doc.number}`);
  });

  it("a document is for staff and the student whose order it is, nobody else", async () => {
    const student = await makeUser(getDb());
    // A real order id: the order-access rule opens only well-formed ids.
    const { doc } = await verifiedOrder({ userId: student.id, id: newOrderId() });
    const other = await makeUser(getDb());
    const staff = await makeUser(getDb(), { role: "staff" });
    const as = (user: typeof student | null) =>
      mayViewDocument(doc.orderId, { user: user && { ...user, sessionId: "s" }, deviceKey: null });
    expect(await as(student)).toBe(true);
    expect(await as(staff)).toBe(true);
    expect(await as(other)).toBe(false);
    expect(await as(null)).toBe(false);
    expect(await getTaxDocument("INV/26-27/00001")).toBeNull();
  });
});
