/*
 * What a receipt, tax invoice or credit note says, in one place for its HTML
 * page and its PDF (docs/decisions/162-receipts-invoices-and-credit-notes.md).
 */
import { formatDate } from "./format";
import { formatPaise, GST_RATE_PERCENT, stateLabel } from "./gst";

export type TaxDocumentKind = "tax_invoice" | "receipt" | "credit_note";

export const TAX_DOCUMENT_TITLES: Record<TaxDocumentKind, string> = {
  tax_invoice: "Tax invoice",
  receipt: "Receipt",
  credit_note: "Credit note",
};

/** A stored document as pages and the PDF show it (dates as ISO strings: loader data is serialised). */
export interface TaxDocumentView {
  id: string;
  kind: TaxDocumentKind;
  number: string;
  issuedAt: string;
  orderId: string;
  supplier: {
    name: string;
    address: string | null;
    gstin: string | null;
    stateCode: string | null;
    email: string;
    phone: string;
  };
  buyerName: string;
  buyerEmail: string | null;
  buyerState: string | null;
  placeOfSupply: string | null;
  description: string;
  sac: string | null;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  method: string;
  reference: string | null;
  /** Credit notes: the invoice they reduce. */
  against: { number: string; issuedAt: string } | null;
}

/** What a list of documents shows of each (the profile, the staff console). */
export type DocumentLink = Pick<TaxDocumentView, "id" | "kind" | "number" | "issuedAt" | "totalPaise">;

export interface DocumentRow {
  label: string;
  value: string;
}

/** The document's header facts: number, date, order, and for a credit note the invoice it corrects. */
export function documentFacts(doc: TaxDocumentView): DocumentRow[] {
  return [
    { label: `${TAX_DOCUMENT_TITLES[doc.kind]} number`, value: doc.number },
    { label: "Date", value: formatDate(doc.issuedAt) },
    { label: "Order", value: doc.orderId },
    ...(doc.against
      ? [{ label: "Against invoice", value: `${doc.against.number} of ${formatDate(doc.against.issuedAt)}` }]
      : []),
  ];
}

/** The supplier block, line by line. */
export function supplierLines(doc: TaxDocumentView): string[] {
  const s = doc.supplier;
  return [
    ...(s.address ? s.address.split(/\s*\n\s*|\s*;\s*/) : []),
    ...(s.gstin ? [`GSTIN ${s.gstin}`, `State: ${stateLabel(s.stateCode)}`] : []),
    `${s.email} · ${s.phone}`,
  ];
}

/** The buyer block: name, e-mail, and the state that decides the tax. */
/** The headings both views (page and PDF) give the document's parts. */
export function documentHeadings(doc: TaxDocumentView) {
  const credit = doc.kind === "credit_note";
  return {
    buyer: credit ? "Credit to" : "Billed to",
    amountColumn: doc.sac ? "Taxable value" : "Amount",
    payment: credit ? "Refund" : "Payment",
  };
}

export function buyerLines(doc: TaxDocumentView): string[] {
  return [
    doc.buyerName,
    ...(doc.buyerEmail ? [doc.buyerEmail] : []),
    ...(doc.placeOfSupply ? [`Place of supply: ${stateLabel(doc.placeOfSupply)}`] : []),
    ...(!doc.placeOfSupply && doc.buyerState ? [`State: ${stateLabel(doc.buyerState)}`] : []),
  ];
}

/** Taxable value, each tax with its rate, and the total (every amount as ₹ with paise). */
export function amountRows(doc: TaxDocumentView, symbol = "₹"): DocumentRow[] {
  const money = (p: number) => formatPaise(p, symbol);
  const taxed = doc.cgstPaise + doc.sgstPaise + doc.igstPaise > 0;
  if (!taxed) return [{ label: "Total", value: money(doc.totalPaise) }];
  const half = GST_RATE_PERCENT / 2;
  return [
    { label: "Taxable value", value: money(doc.taxablePaise) },
    ...(doc.igstPaise > 0
      ? [{ label: `IGST ${GST_RATE_PERCENT}%`, value: money(doc.igstPaise) }]
      : [
          { label: `CGST ${half}%`, value: money(doc.cgstPaise) },
          { label: `SGST ${half}%`, value: money(doc.sgstPaise) },
        ]),
    { label: `Total (including GST)`, value: money(doc.totalPaise) },
  ];
}

/** The closing notes the law or the reader needs. */
export function documentNotes(doc: TaxDocumentView): string[] {
  const notes: string[] = [];
  if (doc.kind === "receipt") {
    notes.push("Not a tax invoice: the supplier is not registered under GST, so no GST is charged.");
  } else {
    notes.push("Tax payable on reverse charge: No.");
  }
  if (doc.kind === "credit_note") {
    notes.push("Issued for a refund: it reduces the value of the invoice above.");
  }
  notes.push("Computer-generated document: no signature is needed.");
  return notes;
}

const ONES = [
  "",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  return TENS[Math.floor(n / 10)] + (n % 10 ? `-${ONES[n % 10]}` : "");
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : "", rest ? belowHundred(rest) : ""]
    .filter(Boolean)
    .join(" ");
}

/** Whole rupees in words, Indian system: 150000 -> "One Lakh Fifty Thousand". */
function rupeesInWords(n: number): string {
  if (n === 0) return "Zero";
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${rupeesInWords(crore)} Crore` : "",
    lakh ? `${belowHundred(lakh)} Lakh` : "",
    thousand ? `${belowHundred(thousand)} Thousand` : "",
    rest ? belowThousand(rest) : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** 499950 -> "Rupees Four Thousand Nine Hundred Ninety-Nine and Fifty Paise Only". */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(Math.abs(paise) / 100);
  const p = Math.abs(paise) % 100;
  return `Rupees ${rupeesInWords(rupees)}${p ? ` and ${belowHundred(p)} Paise` : ""} Only`;
}
