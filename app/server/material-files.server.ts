import { eq, sql } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import {
  isMaterialMediaType,
  MATERIAL_FILE_TYPES,
  MAX_MATERIAL_BYTES,
  type MaterialMediaType,
  type MaterialType,
} from "~/lib/materials";
import { db } from "./db/client.server";
import { materialFiles } from "./db/schema.server";

export const MATERIAL_FILE_MESSAGES = {
  missing: "Choose a file to upload.",
  tooLarge: "The file is larger than 25 MB. Share it from a drive and add it as a link instead.",
  wrongType:
    "Upload a PDF, PowerPoint (.pptx), Word (.docx), Excel (.xlsx) or ZIP file. An older .ppt, .doc or .xls file: save it in the newer format first.",
} as const;

export type MaterialFileCheck =
  | {
      ok: true;
      mediaType: MaterialMediaType;
      type: MaterialType;
      extension: string;
      bytes: Uint8Array;
    }
  | { ok: false; message: string };

/**
 * What an uploaded file really is, from its bytes: a PDF, a PowerPoint, Word
 * or Excel file (Office Open XML, told apart by the parts inside the ZIP) or
 * a plain ZIP; at most 25 MB. The file's name and the browser's declared
 * type are never asked: a renamed program is refused, a PDF called
 * "notes.docx" is a PDF.
 */
export async function checkMaterialFile(file: FormDataEntryValue | null): Promise<MaterialFileCheck> {
  if (!file || typeof file === "string" || file.size === 0) {
    return { ok: false, message: MATERIAL_FILE_MESSAGES.missing };
  }
  if (file.size > MAX_MATERIAL_BYTES) return { ok: false, message: MATERIAL_FILE_MESSAGES.tooLarge };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (!detected || !isMaterialMediaType(detected.mime)) {
    return { ok: false, message: MATERIAL_FILE_MESSAGES.wrongType };
  }
  const { type, extension } = MATERIAL_FILE_TYPES[detected.mime];
  return { ok: true, mediaType: detected.mime, type, extension, bytes };
}

/** How much of a file one database read returns while streaming it. */
const CHUNK_BYTES = 512 * 1024;

/**
 * A stored file as a stream read from the database half a megabyte at a
 * time, so that thirty students downloading a 25 MB deck after class never
 * hold thirty copies in memory. The stream ends early (an error) if the
 * material is deleted while it is being read.
 */
export function streamMaterialFile(materialId: string, size: number): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (offset >= size) {
          controller.close();
          return;
        }
        const [row] = await db()
          .select({
            chunk: sql<Uint8Array>`substring(${materialFiles.data} from ${offset + 1} for ${CHUNK_BYTES})`,
          })
          .from(materialFiles)
          .where(eq(materialFiles.materialId, materialId))
          .limit(1);
        if (!row || row.chunk.byteLength === 0) {
          controller.error(new Error("material file is gone"));
          return;
        }
        offset += row.chunk.byteLength;
        controller.enqueue(new Uint8Array(row.chunk));
      },
    },
    { highWaterMark: 1 },
  );
}
