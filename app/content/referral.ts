/** SPEC.md: the referral programme pays 500 rupees per successful referral. The one place this amount is written. */
export const REFERRAL_REWARD_RUPEES = 500;
