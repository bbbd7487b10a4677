import { REFERRAL_REWARD_RUPEES } from "./referral";

/**
 * The timed pop-ups (SPEC.md "Pop-ups", "Discount pop-up", "Referral dialog
 * and card"). Amounts are rupees; times are milliseconds.
 */
export const DISCOUNT_OFFER = {
  course: "AI & ML with Python + Generative AI (On Demand)",
  /** The catalogue course the enrol button pre-selects (PRODUCT.md item 2). */
  courseId: "ai-machine-learning",
  price: 5999,
  originalPrice: 9000,
  /** SPEC.md prints the label as given; it is not computed from the prices. */
  label: "40% OFF",
  seats: 25,
  highlights: [
    "Python, machine learning and deep learning from the ground up",
    "Generative AI: large language models, prompt engineering and RAG apps",
    "Recorded lessons you can watch at your own pace",
  ],
} as const;

export const DISCOUNT_POPUP_TIMING = {
  firstShowMs: 10_000,
  repeatMs: 120_000,
  expiryMs: 48 * 60 * 60 * 1000,
} as const;

/** SPEC.md: the local-storage key holding the offer's expiry time (milliseconds since 1970). */
export const DISCOUNT_EXPIRY_KEY = "discountExpiryTime";

/** Set to "off" (tests, or anyone who wants peace) to keep the timed pop-ups away. */
export const TIMED_POPUPS_KEY = "timedPopups";

export const REFERRAL_POPUP = {
  showAfterMs: 20_000,
  reward: REFERRAL_REWARD_RUPEES,
  copiedToast: "Referral Link Copied!",
} as const;
