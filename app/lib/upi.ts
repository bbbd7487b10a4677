/**
 * UPI deep links (NPCI "UPI Linking Specification"): the same URL is the QR
 * code's content and the href of "Pay with UPI app".
 *   upi://pay?pa=<vpa>&pn=<payee>&am=<amount>&cu=INR&tn=<note>&tr=<order id>
 */
export interface UpiPaymentRequest {
  /** Payee's UPI id (VPA), e.g. "academy@okaxis". */
  payeeVpa: string;
  payeeName: string;
  /** Rupees; written with two decimals ("4999.00"). */
  amountRupees: number;
  /** Shown to the payer and in the payee's statement; cut to 50 characters. */
  note: string;
  /** Our order id: the transaction reference the payee sees with the payment. */
  transactionRef: string;
}

/** UPI apps show at most about 50 characters of the note; several reject longer ones. */
export const UPI_NOTE_MAX_LENGTH = 50;

/**
 * Percent-encodes a parameter value (spaces as %20, never "+": several UPI
 * apps show a literal "+"). "@" is legal in a query value (RFC 3986 pchar)
 * and is kept readable, because some apps fail to decode "%40" in pa.
 */
function encodeUpiValue(value: string): string {
  return encodeURIComponent(value).replace(/%40/g, "@");
}

/** 4999 -> "4999.00" (UPI wants a decimal amount; no grouping, no symbol). */
export function formatUpiAmount(amountRupees: number): string {
  if (!Number.isFinite(amountRupees) || amountRupees <= 0) {
    throw new RangeError(`UPI amount must be a positive number, got ${amountRupees}`);
  }
  return amountRupees.toFixed(2);
}

/**
 * The transaction note: the course name and the order id, at most 50
 * characters. The order id is never cut (staff match payments by it); a long
 * course name is cut to fit. Characters other than letters, digits, space
 * and . - & become spaces: bank statements print the note and some apps
 * reject other symbols.
 */
export function upiNote(courseName: string, orderId: string): string {
  const clean = (s: string) =>
    s
      .replace(/[^A-Za-z0-9 .&-]+/g, " ")
      .replace(/\s+/g, " ")
      .trim();
  const id = clean(orderId).slice(0, UPI_NOTE_MAX_LENGTH);
  const name = clean(courseName)
    .slice(0, Math.max(0, UPI_NOTE_MAX_LENGTH - id.length - 1))
    .trimEnd();
  return name ? `${name} ${id}` : id;
}

/** The upi://pay URL for one order. */
export function buildUpiUrl(req: UpiPaymentRequest): string {
  const note = req.note.length > UPI_NOTE_MAX_LENGTH ? req.note.slice(0, UPI_NOTE_MAX_LENGTH) : req.note;
  const params: [string, string][] = [
    ["pa", req.payeeVpa.trim()],
    ["pn", req.payeeName.trim()],
    ["am", formatUpiAmount(req.amountRupees)],
    ["cu", "INR"],
    ["tn", note],
    ["tr", req.transactionRef],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeUpiValue(v)}`).join("&")}`;
}

/**
 * A UPI payment's bank reference (UTR / RRN) is 12 digits. People copy it
 * with spaces or dashes ("4123 4567 8901"): those are removed first.
 */
export function normalizeUtr(input: string): string {
  return input.replace(/[\s-]+/g, "");
}

export const UTR_MESSAGE = "Enter the 12-digit UPI reference number (UTR) from your payment app.";

export function isValidUtr(input: string): boolean {
  const utr = normalizeUtr(input);
  // All zeros is what some apps show before the bank assigns a reference.
  return /^\d{12}$/.test(utr) && !/^0+$/.test(utr);
}

/** https://wa.me link that opens a chat with the number and a pre-filled message. */
export function whatsappLink(number: string, message: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}
