import { z } from "zod";

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

/** Title and description must be non-blank after trimming (the image is checked on the server, by content). */
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
});

export type DoubtInput = z.infer<typeof doubtSchema>;

/** Image types a doubt may carry (the browser's file picker filter; the server checks content). */
export const DOUBT_IMAGE_ACCEPT = "image/png,image/jpeg,image/webp";

export const IMAGE_TOO_LARGE = "The image is larger than 2 MB. Please choose a smaller image.";
export const IMAGE_WRONG_TYPE = "Please attach a PNG, JPEG or WebP image.";
export const MAX_DOUBT_IMAGE_BYTES = 2 * 1024 * 1024;

/**
 * The browser's early check of a chosen image (by its reported type and
 * size); the server checks the bytes themselves. null = fine or no file.
 */
export function imageFileProblem(file: { size: number; type: string } | null | undefined): string | null {
  if (!file || file.size === 0) return null;
  if (file.size > MAX_DOUBT_IMAGE_BYTES) return IMAGE_TOO_LARGE;
  if (!DOUBT_IMAGE_ACCEPT.split(",").includes(file.type)) return IMAGE_WRONG_TYPE;
  return null;
}
