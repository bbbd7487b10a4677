import { describe, expect, it } from "vitest";
import { PAYMENT_COURSE_KEYS, paymentCourses, promoBanners } from "~/content/pricing";
import { discountPercent, findPaymentCourse, isPaymentCourseKey, priceSummary, savings } from "./pricing";

describe("payment course content (SPEC.md 'Course for payment')", () => {
  it("has the six keys ai-ml, python-fullstack, java-fullstack, cloud-azure, sql-database, aws-cloud", () => {
    expect(paymentCourses.map((c) => c.key)).toEqual([
      "ai-ml",
      "python-fullstack",
      "java-fullstack",
      "cloud-azure",
      "sql-database",
      "aws-cloud",
    ]);
    expect(PAYMENT_COURSE_KEYS).toHaveLength(6);
    for (const c of paymentCourses) {
      expect(c.name.length, c.key).toBeGreaterThan(3);
      expect(c.description.length, c.key).toBeGreaterThan(40);
    }
  });

  it("prices every course at 4999 rupees; original 14999 for ai-ml and 8999 for the other five", () => {
    for (const c of paymentCourses) {
      expect(c.price, c.key).toBe(4999);
      expect(c.originalPrice, c.key).toBe(c.key === "ai-ml" ? 14999 : 8999);
    }
  });

  it("has the promo banners: 45% off for the first 100 students and a 500 rupee referral reward", () => {
    expect(promoBanners.map((b) => b.subtitle)).toEqual([
      "45% OFF for the first 100 students",
      "₹500 for every friend who joins",
    ]);
    expect(promoBanners[1].button).toEqual({ label: "Refer Now", intent: "refer" });
  });
});

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

  it("reports the rupees saved and a full summary", () => {
    expect(savings(4999, 14999)).toBe(10000);
    expect(savings(4999, 8999)).toBe(4000);
    expect(savings(9000, 8999)).toBe(0);
    expect(priceSummary({ price: 4999, originalPrice: 8999 })).toEqual({
      price: 4999,
      originalPrice: 8999,
      savings: 4000,
      discountPercent: 44,
    });
  });
});

describe("course lookup", () => {
  it("finds a course by its key and nothing for anything else", () => {
    expect(findPaymentCourse("sql-database")?.name).toBe("SQL & Database Management");
    expect(findPaymentCourse("python-full-stack")).toBeUndefined();
    expect(findPaymentCourse(undefined)).toBeUndefined();
    expect(isPaymentCourseKey("aws-cloud")).toBe(true);
    expect(isPaymentCourseKey("__proto__")).toBe(false);
  });
});
