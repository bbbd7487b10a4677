/**
 * Business details SPEC.md leaves as placeholders (PRODUCT.md item 11).
 * The defaults are deliberately harmless: example.com addresses, a +91 number
 * of zeros and a UPI handle that does not exist. Each can be overridden by an
 * environment variable (see .env.example and app/server/env.server.ts),
 * and is checked by siteConfigSchema (site-schema.ts) at start-up.
 */
export interface SiteConfig {
  brandName: string;
  tagline: string;
  email: string;
  /** The Grievance Officer's e-mail on the privacy page (DPDP Act 2023, section 8(10)). */
  grievanceEmail: string;
  phone: string;
  whatsappNumber: string;
  upiId: string;
  upiPayeeName: string;
  externalFormUrl: string | null;
  siteUrl: string;
  social: { linkedin: string | null; instagram: string | null; youtube: string | null };
  /** A payment gateway is set up (RAZORPAY_*): pages offer paying online besides the UPI QR code (content/payment-ways.ts). */
  onlinePayment: boolean;
}

export const defaultSiteConfig: SiteConfig = {
  brandName: "TechPro Academy",
  tagline:
    "Empowering Future Tech Leaders with comprehensive training in Full Stack, Cloud, and Soft Skills.",
  email: "hello@example.com",
  grievanceEmail: "grievance@example.com",
  phone: "+91 00000 00000",
  whatsappNumber: "910000000000",
  upiId: "techpro-academy@example-upi",
  upiPayeeName: "TechPro Academy",
  externalFormUrl: null,
  siteUrl: "http://localhost:3000",
  social: { linkedin: null, instagram: null, youtube: null },
  onlinePayment: false,
};
