import { z } from "zod";
import { optionalImageFile } from "./image-upload";

/* The portal's forms and notices (SPEC.md "Validation rules", "Error catalogue"). */

export const MISSING_INFORMATION = {
  title: "Missing Information",
  description: "Please fill in both title and description.",
} as const;

export const DOUBT_SUBMITTED = {
  title: "Doubt Submitted Successfully!",
  description: "Your doubt has been posted. Our trainers will respond soon.",
} as const;

export const PROFILE_UPDATED = {
  title: "Profile Updated",
  description: "Your profile has been updated successfully.",
} as const;

export const LOGGED_OUT = {
  title: "Logged out successfully",
  description: "You have been logged out of your account.",
} as const;

export const REFER_COMING_SOON =
  "Refer & Earn is coming soon! We'll let you know as soon as you can refer friends from your portal.";

/** Title and description must be non-blank after trimming; the image is optional (the server also checks its bytes). */
export const doubtSchema = z.object({
  title: z
    .string({ error: MISSING_INFORMATION.description })
    .trim()
    .min(1, MISSING_INFORMATION.description)
    .max(150, "Please keep the title under 150 characters."),
  description: z
    .string({ error: MISSING_INFORMATION.description })
    .trim()
    .min(1, MISSING_INFORMATION.description)
    .max(4000, "Please keep the description under 4,000 characters."),
  image: optionalImageFile,
});

export type DoubtInput = z.infer<typeof doubtSchema>;

/** "Reset feed link" on the Schedule page (the calendar feed is made or replaced). */
export const calendarFeedSchema = z.object({ intent: z.literal("reset-feed") });
