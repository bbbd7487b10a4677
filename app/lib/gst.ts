/*
 * GST arithmetic and identifiers for receipts, tax invoices and credit notes
 * (PRODUCT.md decision 18; docs/decisions/162-receipts-invoices-and-credit-notes.md).
 * Pure: the server allocates numbers and stores documents, this says what
 * they contain.
 */
import { indianGrouping } from "./format";
import { istDateKey } from "./ist";

/** GST state codes (the first two digits of a GSTIN) and names, as the GST portal lists them. */
export const GST_STATES = {
  "01": "Jammu and Kashmir",
  "02": "Himachal Pradesh",
  "03": "Punjab",
  "04": "Chandigarh",
  "05": "Uttarakhand",
  "06": "Haryana",
  "07": "Delhi",
  "08": "Rajasthan",
  "09": "Uttar Pradesh",
  "10": "Bihar",
  "11": "Sikkim",
  "12": "Arunachal Pradesh",
  "13": "Nagaland",
  "14": "Manipur",
  "15": "Mizoram",
  "16": "Tripura",
  "17": "Meghalaya",
  "18": "Assam",
  "19": "West Bengal",
  "20": "Jharkhand",
  "21": "Odisha",
  "22": "Chhattisgarh",
  "23": "Madhya Pradesh",
  "24": "Gujarat",
  "26": "Dadra and Nagar Haveli and Daman and Diu",
  "27": "Maharashtra",
  "29": "Karnataka",
  "30": "Goa",
  "31": "Lakshadweep",
  "32": "Kerala",
  "33": "Tamil Nadu",
  "34": "Puducherry",
  "35": "Andaman and Nicobar Islands",
  "36": "Telangana",
  "37": "Andhra Pradesh",
  "38": "Ladakh",
  "97": "Other Territory",
} as const;

export type GstStateCode = keyof typeof GST_STATES;

export function isGstStateCode(value: unknown): value is GstStateCode {
  return typeof value === "string" && Object.hasOwn(GST_STATES, value);
}

/** States sorted by name, for a select. */
export const GST_STATE_OPTIONS = (Object.entries(GST_STATES) as [GstStateCode, string][])
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name));

/** "29" -> "Karnataka (29)"; unknown codes as they are. */
export function stateLabel(code: string | null | undefined): string {
  if (!code) return "";
  return isGstStateCode(code) ? `${GST_STATES[code]} (${code})` : code;
}

const GSTIN_CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The GSTIN's 15th character: a base-36 check over the first 14 (the GST network's algorithm). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36];
}

/** A well-formed GSTIN of a known state, with a correct check character. */
export function isValidGstin(value: string): boolean {
  if (!GSTIN_SHAPE.test(value)) return false;
  if (!isGstStateCode(value.slice(0, 2))) return false;
  return gstinCheckCharacter(value.slice(0, 14)) === value[14];
}

/** SAC for "commercial training and coaching services" (GST 18%). */
export const TRAINING_SAC = "999293";
export const GST_RATE_PERCENT = 18;

export interface TaxSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/**
 * The price already includes GST (the catalogue's prices are what the payer
 * pays): taxable value = total x 100/118, rounded to the paisa, and GST is the
 * rest, so the lines always add up to the total. Within the supplier's state
 * the GST is split into CGST and SGST (half each; an odd paisa goes to SGST),
 * otherwise it is IGST. Unregistered (no GSTIN): no tax, the whole amount is
 * the value of the supply.
 */
export function splitGst(totalPaise: number, opts: { registered: boolean; intraState: boolean }): TaxSplit {
  if (!opts.registered) {
    return { taxablePaise: totalPaise, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise };
  }
  const taxablePaise = Math.round((totalPaise * 100) / (100 + GST_RATE_PERCENT));
  const gst = totalPaise - taxablePaise;
  if (opts.intraState) {
    const cgstPaise = Math.floor(gst / 2);
    return { taxablePaise, cgstPaise, sgstPaise: gst - cgstPaise, igstPaise: 0, totalPaise };
  }
  return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: gst, totalPaise };
}

/**
 * Place of supply for a course sold to a person (B2C): the state they gave at
 * payment; when we have none on record it is the supplier's own state
 * (IGST Act s. 12(2)(b)).
 */
export function placeOfSupply(buyerState: string | null, supplierState: string | null): string | null {
  return buyerState ?? supplierState;
}

/**
 * The credit note for refunding part of an invoice: the refunded amount split
 * the way the invoice was (same place of supply, same tax inside the price).
 */
export function splitRefund(
  refundPaise: number,
  invoice: Pick<TaxSplit, "cgstPaise" | "sgstPaise" | "igstPaise">,
): TaxSplit {
  const taxed = invoice.cgstPaise + invoice.sgstPaise + invoice.igstPaise > 0;
  return splitGst(refundPaise, { registered: taxed, intraState: invoice.igstPaise === 0 });
}

/** India's financial year (April to March) of an instant, by India time: "2026-27". */
export function financialYearOf(instant: Date): string {
  const [year, month] = istDateKey(instant).split("-").map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

export const DOCUMENT_SERIES = { invoice: "INV", creditNote: "CN" } as const;
export type DocumentSeries = (typeof DOCUMENT_SERIES)[keyof typeof DOCUMENT_SERIES];

/**
 * "INV/26-27/00042": series, financial year, serial. At most 16 characters, as
 * GST rule 46(b) requires of an invoice number, and only letters, digits,
 * slash and hyphen.
 */
export function documentNumber(series: DocumentSeries, financialYear: string, serial: number): string {
  return `${series}/${financialYear.slice(2)}/${String(serial).padStart(5, "0")}`;
}

/** Paise as rupees with two decimals and Indian grouping: 499900 -> "₹4,999.00". */
export function formatPaise(paise: number, symbol = "₹"): string {
  const sign = paise < 0 ? "-" : "";
  const whole = Math.round(Math.abs(paise));
  const rupees = indianGrouping(String(Math.floor(whole / 100)));
  return `${sign}${symbol}${rupees}.${String(whole % 100).padStart(2, "0")}`;
}

/** "4999", "4,999.50", "₹ 1,000" -> paise; null when it is not an amount with at most two decimals. */
export function parseRupeesToPaise(input: string): number | null {
  const cleaned = input.replace(/[₹,\s]/g, "").replace(/^rs\.?/i, "");
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ""] = cleaned.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}
