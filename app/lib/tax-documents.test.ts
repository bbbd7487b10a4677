import { describe, expect, it } from "vitest";
import { documentHeadings, type TaxDocumentView } from "./tax-documents";

const base = { kind: "receipt", sac: null } as Pick<TaxDocumentView, "kind" | "sac">;
const headings = (doc: Pick<TaxDocumentView, "kind" | "sac">) => documentHeadings(doc as TaxDocumentView);

describe("a tax document's headings, the same on its page and in its PDF", () => {
  it("a receipt (no GST registration): Billed to, Amount, Payment", () => {
    expect(headings(base)).toEqual({ buyer: "Billed to", amountColumn: "Amount", payment: "Payment" });
  });

  it("a tax invoice (with a SAC code): the column is the taxable value", () => {
    expect(headings({ kind: "tax_invoice", sac: "999293" }).amountColumn).toBe("Taxable value");
  });

  it("a credit note: Credit to and Refund", () => {
    expect(headings({ kind: "credit_note", sac: "999293" })).toMatchObject({
      buyer: "Credit to",
      payment: "Refund",
    });
  });
});
