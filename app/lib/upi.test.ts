import { describe, expect, it } from "vitest";
import {
  buildUpiUrl,
  formatUpiAmount,
  isValidUtr,
  normalizeUtr,
  UPI_NOTE_MAX_LENGTH,
  upiNote,
  whatsappLink,
} from "./upi";

const base = {
  payeeVpa: "techpro-academy@example-upi",
  payeeName: "TechPro Academy",
  amountRupees: 4999,
  note: "Python Full Stack Development ORD2611247K3QXM",
  transactionRef: "ORD2611247K3QXM",
};

describe("UPI payment URL", () => {
  it("has pa, pn, am, cu=INR, tn and tr in that order", () => {
    expect(buildUpiUrl(base)).toBe(
      "upi://pay?pa=techpro-academy@example-upi&pn=TechPro%20Academy&am=4999.00&cu=INR" +
        "&tn=Python%20Full%20Stack%20Development%20ORD2611247K3QXM&tr=ORD2611247K3QXM",
    );
  });

  it("writes the amount with two decimals", () => {
    expect(formatUpiAmount(4999)).toBe("4999.00");
    expect(formatUpiAmount(1)).toBe("1.00");
    expect(formatUpiAmount(12.5)).toBe("12.50");
    expect(() => formatUpiAmount(0)).toThrow(RangeError);
    expect(() => formatUpiAmount(Number.NaN)).toThrow(RangeError);
  });

  it("percent-encodes &, =, #, + and spaces so no value can add a parameter", () => {
    const url = buildUpiUrl({ ...base, payeeName: "A&B = C #1 + co", note: "AI & ML" });
    const query = url.slice("upi://pay?".length);
    expect(query.split("&").map((p) => p.split("=")[0])).toEqual(["pa", "pn", "am", "cu", "tn", "tr"]);
    expect(url).toContain("pn=A%26B%20%3D%20C%20%231%20%2B%20co");
    expect(url).toContain("tn=AI%20%26%20ML");
    expect(url).not.toContain("+");
    // A standard URL parser reads the same values back.
    const parsed = new URL(url.replace("upi://pay", "https://x.invalid/pay"));
    expect(parsed.searchParams.get("pn")).toBe("A&B = C #1 + co");
  });

  it("keeps the @ of the UPI id readable", () => {
    expect(buildUpiUrl(base)).toContain("pa=techpro-academy@example-upi&");
  });

  it("never sends a note longer than 50 characters", () => {
    const url = buildUpiUrl({ ...base, note: "x".repeat(80) });
    const tn = new URL(url.replace("upi://pay", "https://x.invalid/pay")).searchParams.get("tn");
    expect(tn).toHaveLength(50);
  });
});

describe("UPI note (course and order, at most 50 characters)", () => {
  it("is the course name and the order id", () => {
    expect(upiNote("SQL & Database Management", "ORD2611247K3QXM")).toBe(
      "SQL & Database Management ORD2611247K3QXM",
    );
  });

  it("cuts a long course name but never the order id", () => {
    const note = upiNote(
      "Artificial Intelligence and Machine Learning with Generative AI",
      "ORD2611247K3QXM",
    );
    expect(note.length).toBeLessThanOrEqual(UPI_NOTE_MAX_LENGTH);
    expect(note.endsWith(" ORD2611247K3QXM")).toBe(true);
    expect(note.startsWith("Artificial Intelligence")).toBe(true);
  });

  it("replaces symbols that statements and apps mishandle", () => {
    expect(upiNote("C++ / C# (Basics)", "ORD1")).toBe("C C Basics ORD1");
  });
});

describe("UTR validation (12-digit UPI reference)", () => {
  it("accepts 12 digits, also with spaces or dashes as people copy them", () => {
    expect(isValidUtr("412345678901")).toBe(true);
    expect(isValidUtr("4123 4567 8901")).toBe(true);
    expect(isValidUtr("4123-4567-8901")).toBe(true);
    expect(normalizeUtr(" 4123 4567-8901 ")).toBe("412345678901");
  });

  it("rejects 11 or 13 digits, letters, and all zeros", () => {
    expect(isValidUtr("41234567890")).toBe(false);
    expect(isValidUtr("4123456789012")).toBe(false);
    expect(isValidUtr("41234567890A")).toBe(false);
    expect(isValidUtr("T2611241234567")).toBe(false);
    expect(isValidUtr("000000000000")).toBe(false);
    expect(isValidUtr("")).toBe(false);
  });
});

describe("WhatsApp link for the payment proof", () => {
  it("opens a chat with the number (digits only) and the message pre-filled", () => {
    expect(whatsappLink("+91 00000 00000", "Order ORD1: paid ₹4,999")).toBe(
      "https://wa.me/910000000000?text=Order%20ORD1%3A%20paid%20%E2%82%B94%2C999",
    );
  });
});
