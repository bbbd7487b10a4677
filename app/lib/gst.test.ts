import { describe, expect, it } from "vitest";
import {
  documentNumber,
  financialYearOf,
  formatPaise,
  gstinCheckCharacter,
  isValidGstin,
  parseRupeesToPaise,
  placeOfSupply,
  splitGst,
  splitRefund,
  stateLabel,
} from "./gst";

describe("GST on a course price (18% inside the price)", () => {
  it("splits ₹4,999 within the supplier's state into taxable value, CGST and SGST that add up to the price", () => {
    const split = splitGst(499_900, { registered: true, intraState: true });
    expect(split).toEqual({
      taxablePaise: 423_644,
      cgstPaise: 38_128,
      sgstPaise: 38_128,
      igstPaise: 0,
      totalPaise: 499_900,
    });
  });

  it("charges IGST when the student's state differs from the supplier's", () => {
    const split = splitGst(499_900, { registered: true, intraState: false });
    expect(split).toMatchObject({ taxablePaise: 423_644, cgstPaise: 0, sgstPaise: 0, igstPaise: 76_256 });
  });

  it("gives the odd paisa of GST to SGST so the lines always add up", () => {
    for (const total of [100, 101, 999_999, 1, 12_345]) {
      const s = splitGst(total, { registered: true, intraState: true });
      expect(s.taxablePaise + s.cgstPaise + s.sgstPaise).toBe(total);
      expect(s.sgstPaise - s.cgstPaise).toBeGreaterThanOrEqual(0);
      expect(s.sgstPaise - s.cgstPaise).toBeLessThanOrEqual(1);
    }
  });

  it("charges no tax without a GSTIN (a receipt, not a tax invoice)", () => {
    expect(splitGst(499_900, { registered: false, intraState: true })).toEqual({
      taxablePaise: 499_900,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      totalPaise: 499_900,
    });
  });

  it("a credit note splits the refund the way its invoice was split", () => {
    const intra = splitGst(499_900, { registered: true, intraState: true });
    expect(splitRefund(100_000, intra)).toMatchObject({ igstPaise: 0, cgstPaise: 7627, sgstPaise: 7627 });
    const inter = splitGst(499_900, { registered: true, intraState: false });
    expect(splitRefund(100_000, inter)).toMatchObject({ igstPaise: 15_254, cgstPaise: 0 });
    const untaxed = splitGst(499_900, { registered: false, intraState: true });
    expect(splitRefund(100_000, untaxed)).toMatchObject({ taxablePaise: 100_000, igstPaise: 0 });
  });

  it("the place of supply is the student's state, else the supplier's (no address on record)", () => {
    expect(placeOfSupply("27", "29")).toBe("27");
    expect(placeOfSupply(null, "29")).toBe("29");
    expect(stateLabel("29")).toBe("Karnataka (29)");
  });
});

describe("GSTIN", () => {
  it("accepts a GSTIN whose check character is right and refuses one with a changed character", () => {
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
    expect(isValidGstin("27AAPFU0939F1ZV")).toBe(true);
    expect(isValidGstin("27AAPFU0939F1ZW")).toBe(false);
    expect(isValidGstin("27AAPFU0938F1ZV")).toBe(false);
  });

  it("refuses a GSTIN of an unknown state or the wrong shape", () => {
    const first = "99AAPFU0939F1Z";
    expect(isValidGstin(first + gstinCheckCharacter(first))).toBe(false);
    expect(isValidGstin("27aapfu0939f1zv")).toBe(false);
    expect(isValidGstin("27AAPFU0939F1")).toBe(false);
  });
});

describe("document numbers", () => {
  it("the financial year runs April to March in India time", () => {
    expect(financialYearOf(new Date("2026-03-31T18:29:59Z"))).toBe("2025-26");
    expect(financialYearOf(new Date("2026-03-31T18:30:00Z"))).toBe("2026-27");
    expect(financialYearOf(new Date("2027-01-15T10:00:00Z"))).toBe("2026-27");
    expect(financialYearOf(new Date("2099-12-31T10:00:00Z"))).toBe("2099-00");
  });

  it("numbers are series/year/serial and at most 16 characters (GST rule 46)", () => {
    expect(documentNumber("INV", "2026-27", 42)).toBe("INV/26-27/00042");
    expect(documentNumber("CN", "2026-27", 1)).toBe("CN/26-27/00001");
    expect(documentNumber("INV", "2026-27", 99_999).length).toBeLessThanOrEqual(16);
    expect(documentNumber("INV", "2026-27", 99_999)).toMatch(/^[A-Z0-9/-]+$/);
  });
});

describe("amounts", () => {
  it("shows paise as rupees with two decimals and Indian grouping", () => {
    expect(formatPaise(499_900)).toBe("₹4,999.00");
    expect(formatPaise(15_000_000)).toBe("₹1,50,000.00");
    expect(formatPaise(-76_256)).toBe("-₹762.56");
    expect(formatPaise(423_644, "Rs ")).toBe("Rs 4,236.44");
  });

  it("writes every amount as Intl's en-IN number format would, without building one", () => {
    const intl = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const paise of [0, 1, 9, 10, 99, 100, 12_345, 1_00_000_00, 99_99_99_999, 1_23_45_67_89_012]) {
      expect(formatPaise(paise)).toBe(`₹${intl.format(paise / 100)}`);
      expect(formatPaise(-paise - 1)).toBe(`-₹${intl.format((paise + 1) / 100)}`);
    }
  });

  it("reads a refund amount typed in rupees", () => {
    expect(parseRupeesToPaise("4999")).toBe(499_900);
    expect(parseRupeesToPaise("₹ 1,000.5")).toBe(100_050);
    expect(parseRupeesToPaise("Rs. 12.34")).toBe(1234);
    expect(parseRupeesToPaise("12.345")).toBeNull();
    expect(parseRupeesToPaise("-5")).toBeNull();
    expect(parseRupeesToPaise("abc")).toBeNull();
    expect(parseRupeesToPaise("")).toBeNull();
  });
});
