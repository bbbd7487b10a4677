/*
 * Study materials: what a file or link is, and how big files may be. Shared
 * by the staff console, the portal and the database schema (relative imports
 * only: drizzle-kit reads this file without the app's path aliases).
 */

/** SPEC.md's PDF, Video and PPT, plus the other files trainers hand out and plain web links. */
export const MATERIAL_TYPES = ["PDF", "PPT", "DOC", "XLS", "ZIP", "Video", "Link"] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];

export const MATERIAL_KINDS = ["file", "link"] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];

/** What each type is called where a word is clearer than the badge. */
export const MATERIAL_TYPE_NAMES: Record<MaterialType, string> = {
  PDF: "PDF document",
  PPT: "Slides (PowerPoint)",
  DOC: "Document (Word)",
  XLS: "Spreadsheet (Excel)",
  ZIP: "ZIP archive",
  Video: "Video",
  Link: "Web page",
};

/** 25 MB: a long slide deck or a starter project; anything larger belongs on a link. */
export const MAX_MATERIAL_BYTES = 25 * 1024 * 1024;

/**
 * The files a trainer may upload, by the media type found in their bytes
 * (never the name or the browser's claim), with the type students see and
 * the extension the download gets.
 */
export const MATERIAL_FILE_TYPES = {
  "application/pdf": { type: "PDF", extension: "pdf" },
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": {
    type: "PPT",
    extension: "pptx",
  },
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": {
    type: "DOC",
    extension: "docx",
  },
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": { type: "XLS", extension: "xlsx" },
  "application/zip": { type: "ZIP", extension: "zip" },
} as const satisfies Record<string, { type: MaterialType; extension: string }>;

export type MaterialMediaType = keyof typeof MATERIAL_FILE_TYPES;

export function isMaterialMediaType(value: string): value is MaterialMediaType {
  return Object.hasOwn(MATERIAL_FILE_TYPES, value);
}

/**
 * Files a browser shows itself ("View", opened inline on the download
 * route's sandbox): PDFs only. Office files and archives only download.
 */
export function isViewable(mediaType: string | null): boolean {
  return mediaType === "application/pdf";
}

/** The types a link may be given (a file's type always comes from its bytes). */
export const LINK_TYPES = [
  "Link",
  "Video",
  "PDF",
  "PPT",
  "DOC",
  "XLS",
] as const satisfies readonly MaterialType[];

/** 1536 -> "1.5 KB"; 3_774_873 -> "3.6 MB": the real size, as students see it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = value >= 100 ? Math.round(value).toString() : value.toFixed(1).replace(/\.0$/, "");
  return `${shown} ${units[unit]}`;
}

/**
 * The name a download is saved under: the material's title reduced to
 * letters, digits, spaces, dots, dashes and underscores (nothing a browser
 * or a file system could read as a path or a header), with the extension of
 * the type found in the bytes.
 */
export function downloadFilename(title: string, extension: string): string {
  const base =
    title
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^\w .-]+/g, " ")
      .replace(/\.{2,}/g, ".")
      .replace(/\s+/g, " ")
      .replace(/^[\s.-]+|[\s.]+$/g, "")
      .slice(0, 80)
      .trim() || "material";
  return `${base}.${extension}`;
}
