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
