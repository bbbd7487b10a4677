import { REFERRAL_REWARD_RUPEES } from "./referral";

/**
 * The timed pop-ups (SPEC.md "Pop-ups", "Discount pop-up", "Referral dialog
 * and card"). Times are milliseconds. The discount pop-up's offer (course,
 * price, end, cap) is a live offer from the database (decision 14), never
 * content: no live offer, no discount pop-up.
 */
export const DISCOUNT_POPUP_TIMING = {
  firstShowMs: 10_000,
  repeatMs: 120_000,
} as const;

/** SPEC.md: the local-storage key holding the offer's end (milliseconds since 1970). */
export const DISCOUNT_EXPIRY_KEY = "discountExpiryTime";

/** Set to "off" (tests, or anyone who wants peace) to keep the timed pop-ups away. */
export const TIMED_POPUPS_KEY = "timedPopups";

export const REFERRAL_POPUP = {
  showAfterMs: 20_000,
  reward: REFERRAL_REWARD_RUPEES,
  copiedToast: "Referral Link Copied!",
} as const;
