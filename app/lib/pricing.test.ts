import { describe, expect, it } from "vitest";
import { discountPercent, savings } from "./pricing";

describe("discount maths (SPEC.md: (original minus price) / original, rounded)", () => {
  it("gives about 67% for 4999 against 14999 and about 44% for 4999 against 8999", () => {
    expect(discountPercent(4999, 14999)).toBe(67);
    expect(discountPercent(4999, 8999)).toBe(44);
  });

  it("rounds to the nearest whole percent", () => {
    expect(discountPercent(50, 200)).toBe(75);
    expect(discountPercent(1, 3)).toBe(67); // 66.67 rounds up
    expect(discountPercent(2, 3)).toBe(33); // 33.33 rounds down
  });

  it("is 0 when there is no discount or no sensible original price", () => {
    expect(discountPercent(4999, 4999)).toBe(0);
    expect(discountPercent(5000, 4999)).toBe(0);
    expect(discountPercent(4999, 0)).toBe(0);
  });

  it("reports the rupees saved", () => {
    expect(savings(4999, 14999)).toBe(10000);
    expect(savings(4999, 8999)).toBe(4000);
    expect(savings(9000, 8999)).toBe(0);
  });
});
