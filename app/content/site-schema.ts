import { z } from "zod";
import type { SiteConfig } from "./site";

/** Checks the merged site configuration at start-up (kept out of the browser bundle). */
export const siteConfigSchema = z.object({
  brandName: z.string().min(1),
  tagline: z.string().min(1),
  email: z.email(),
  grievanceEmail: z.email(),
  phone: z.string().min(1),
  whatsappNumber: z.string().regex(/^\d{8,15}$/, "digits only, with country code"),
  upiId: z.string().regex(/^[\w.-]+@[\w.-]+$/, "looks like name@handle"),
  upiPayeeName: z.string().min(1),
  externalFormUrl: z.url().nullable(),
  siteUrl: z.url(),
  social: z.object({
    linkedin: z.url().nullable(),
    instagram: z.url().nullable(),
    youtube: z.url().nullable(),
  }),
  onlinePayment: z.boolean(),
}) satisfies z.ZodType<SiteConfig>;
