import { z } from "zod";

/*
 * The image a form may carry (a doubt's screenshot, a payment proof): the
 * browser's early check by reported type and size, the same rule in the
 * forms' schemas; the server then checks the bytes themselves
 * (server/uploads.server.ts, whose MAX_IMAGE_BYTES is the same 2 MB).
 */

export const IMAGE_ACCEPT = "image/png,image/jpeg,image/webp";
export const MAX_IMAGE_UPLOAD_BYTES = 2 * 1024 * 1024;
export const IMAGE_TOO_LARGE = "The image is larger than 2 MB. Please choose a smaller image.";
export const IMAGE_WRONG_TYPE = "Please attach a PNG, JPEG or WebP image.";

/** What is wrong with a chosen image by its reported type and size; null = fine or no file. */
export function imageFileProblem(file: { size: number; type: string } | null | undefined): string | null {
  if (!file || file.size === 0) return null;
  if (file.size > MAX_IMAGE_UPLOAD_BYTES) return IMAGE_TOO_LARGE;
  // A file without a reported type is left to the server's look at its bytes.
  if (file.type && !IMAGE_ACCEPT.split(",").includes(file.type)) return IMAGE_WRONG_TYPE;
  return null;
}

/** An optional image field (an empty file input is no file). */
export const optionalImageFile = z
  .instanceof(File)
  .refine((f) => f.size <= MAX_IMAGE_UPLOAD_BYTES, IMAGE_TOO_LARGE)
  .refine((f) => imageFileProblem(f) !== IMAGE_WRONG_TYPE, IMAGE_WRONG_TYPE)
  .optional();
