// The home page's sections below the fold, in one module that the page loads as they near
// the viewport (routes/marketing/home.tsx).
export { BecomeTechPro } from "./become-tech-pro";
export { HomeCta } from "./home-cta";
export { KnowledgeHub } from "./knowledge-hub";
export { LearnWithTheBest } from "./learn-with-the-best";
export { ReferralSection } from "./referral-section";
