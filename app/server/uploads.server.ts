import { db, type Tx } from "./db/client.server";
import { uploads } from "./db/schema.server";

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export type ImageCheck =
  | { ok: true; contentType: "image/png" | "image/jpeg" | "image/webp"; bytes: Uint8Array }
  | { ok: false; message: string };

/** The image type by its first bytes (never by file name or the browser's claim). */
export function sniffImageType(bytes: Uint8Array): "image/png" | "image/jpeg" | "image/webp" | null {
  const b = bytes;
  if (
    b.length >= 8 &&
    b[0] === 0x89 &&
    b[1] === 0x50 &&
    b[2] === 0x4e &&
    b[3] === 0x47 &&
    b[4] === 0x0d &&
    b[5] === 0x0a &&
    b[6] === 0x1a &&
    b[7] === 0x0a
  ) {
    return "image/png";
  }
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "image/jpeg";
  if (
    b.length >= 12 &&
    String.fromCharCode(b[0], b[1], b[2], b[3]) === "RIFF" &&
    String.fromCharCode(b[8], b[9], b[10], b[11]) === "WEBP"
  ) {
    return "image/webp";
  }
  return null;
}

/**
 * Checks an uploaded image: PNG, JPEG or WebP by content, at most 2 MB.
 * An empty file input (no file chosen) is not an image and not an error:
 * callers treat `null` as "no attachment".
 */
export async function checkImageUpload(file: FormDataEntryValue | null): Promise<ImageCheck | null> {
  if (!file || typeof file === "string" || file.size === 0) return null;
  if (file.size > MAX_IMAGE_BYTES) {
    return { ok: false, message: "The image is larger than 2 MB. Please choose a smaller image." };
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = sniffImageType(bytes);
  if (!contentType) {
    return { ok: false, message: "Please attach a PNG, JPEG or WebP image." };
  }
  return { ok: true, contentType, bytes };
}

const EXTENSIONS: Record<string, string> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" };

/**
 * The name an upload is kept and served under: the uploader's name, cleaned,
 * with the extension of the type found in the bytes ("cat.html" holding a
 * PNG becomes "cat.png"), never the one they gave.
 */
export function storedFilename(original: string, contentType: string): string {
  const base =
    original
      .replace(/\.[^.]*$/, "")
      .replace(/[^\w\- ]/g, "_")
      .trim()
      .slice(0, 100) || "upload";
  return `${base}.${EXTENSIONS[contentType] ?? "bin"}`;
}

/** Stores a checked image; returns its id. */
export async function storeUpload(
  input: {
    ownerUserId: string | null;
    purpose: "doubt" | "payment";
    filename: string;
    contentType: string;
    bytes: Uint8Array;
  },
  tx?: Tx,
): Promise<string> {
  const [row] = await (tx ?? db())
    .insert(uploads)
    .values({
      ownerUserId: input.ownerUserId,
      purpose: input.purpose,
      filename: storedFilename(input.filename, input.contentType),
      contentType: input.contentType,
      size: input.bytes.byteLength,
      data: input.bytes,
    })
    .returning({ id: uploads.id });
  return row.id;
}
