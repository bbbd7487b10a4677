import { REFERRAL_REWARD_RUPEES } from "./referral";

/**
 * The payment page's promo banner that is not an offer (SPEC.md "Promo
 * banner"; referral reward ₹500). Prices, and offers with their real ends,
 * are the catalogue's (the database), not content.
 */
export const REFERRAL_BANNER = {
  title: "Refer & Earn",
  subtitle: `₹${REFERRAL_REWARD_RUPEES} for every friend who joins`,
  description: `Know someone who wants a tech career? Refer them, and when they enrol you receive ₹${REFERRAL_REWARD_RUPEES} as a thank-you.`,
  button: "Refer Now",
} as const;
