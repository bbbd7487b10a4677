import {
  PAYMENT_COURSE_KEYS,
  paymentCourses,
  type PaymentCourse,
  type PaymentCourseKey,
} from "~/content/pricing";

/**
 * SPEC.md "Payment page": discount percent = (original minus price) / original,
 * rounded to a whole percent (₹4,999 against ₹14,999 is 67%, against ₹8,999 is 44%).
 */
export function discountPercent(price: number, originalPrice: number): number {
  if (!(originalPrice > 0) || price >= originalPrice) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

/** Rupees saved against the original price (never negative). */
export function savings(price: number, originalPrice: number): number {
  return Math.max(0, originalPrice - price);
}

export function isPaymentCourseKey(value: unknown): value is PaymentCourseKey {
  return typeof value === "string" && (PAYMENT_COURSE_KEYS as readonly string[]).includes(value);
}

/** The payment course for a key, or undefined for anything else. */
export function findPaymentCourse(key: unknown): PaymentCourse | undefined {
  return isPaymentCourseKey(key) ? paymentCourses.find((c) => c.key === key) : undefined;
}

export interface PriceSummary {
  price: number;
  originalPrice: number;
  savings: number;
  discountPercent: number;
}

export function priceSummary(course: Pick<PaymentCourse, "price" | "originalPrice">): PriceSummary {
  return {
    price: course.price,
    originalPrice: course.originalPrice,
    savings: savings(course.price, course.originalPrice),
    discountPercent: discountPercent(course.price, course.originalPrice),
  };
}
