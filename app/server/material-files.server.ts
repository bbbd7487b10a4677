import { and, eq } from "drizzle-orm";
import { fileTypeFromBlob } from "file-type";
import {
  isMaterialMediaType,
  MATERIAL_FILE_TYPES,
  MAX_MATERIAL_BYTES,
  type MaterialMediaType,
  type MaterialType,
} from "~/lib/materials";
import { db, type Tx } from "./db/client.server";
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
      size: number;
      /** The file itself, read piece by piece when stored (an upload's lives in a temporary file). */
      content: Blob;
    }
  | { ok: false; message: string };

/**
 * What an uploaded file really is, from its bytes: a PDF, a PowerPoint, Word
 * or Excel file (Office Open XML, told apart by the parts inside the ZIP) or
 * a plain ZIP; at most 25 MB. The file's name and the browser's declared
 * type are never asked: a renamed program is refused, a PDF called
 * "notes.docx" is a PDF. Only the bytes the detector needs are read.
 */
export async function checkMaterialFile(file: FormDataEntryValue | null): Promise<MaterialFileCheck> {
  if (!file || typeof file === "string" || file.size === 0) {
    return { ok: false, message: MATERIAL_FILE_MESSAGES.missing };
  }
  if (file.size > MAX_MATERIAL_BYTES) return { ok: false, message: MATERIAL_FILE_MESSAGES.tooLarge };
  const detected = await fileTypeFromBlob(file).catch(() => undefined);
  if (!detected || !isMaterialMediaType(detected.mime)) {
    return { ok: false, message: MATERIAL_FILE_MESSAGES.wrongType };
  }
  const { type, extension } = MATERIAL_FILE_TYPES[detected.mime];
  return { ok: true, mediaType: detected.mime, type, extension, size: file.size, content: file };
}

/** A stored file's piece: one row of material_files, and one database read while streaming it. */
export const PIECE_BYTES = 512 * 1024;

/** A file held in memory (the seed's documents) as material_files rows. */
export function piecesOf(materialId: string, bytes: Uint8Array) {
  const rows: { materialId: string; seq: number; data: Uint8Array }[] = [];
  for (let seq = 0; seq === 0 || seq * PIECE_BYTES < bytes.byteLength; seq++) {
    rows.push({ materialId, seq, data: bytes.subarray(seq * PIECE_BYTES, (seq + 1) * PIECE_BYTES) });
  }
  return rows;
}

/**
 * Stores a file in pieces as it is read (from an upload's temporary file): at
 * most one piece is in memory at a time, so a 25 MB upload never becomes one
 * 25 MB database parameter. Returns the number of bytes stored.
 */
export async function storeMaterialFile(tx: Tx, materialId: string, content: Blob): Promise<number> {
  let seq = 0;
  let stored = 0;
  let piece = new Uint8Array(PIECE_BYTES);
  let filled = 0;
  const flush = async () => {
    await tx.insert(materialFiles).values({ materialId, seq, data: piece.subarray(0, filled) });
    seq += 1;
    stored += filled;
    piece = new Uint8Array(PIECE_BYTES);
    filled = 0;
  };
  for await (const chunk of content.stream() as unknown as AsyncIterable<Uint8Array>) {
    let at = 0;
    while (at < chunk.byteLength) {
      const take = Math.min(PIECE_BYTES - filled, chunk.byteLength - at);
      piece.set(chunk.subarray(at, at + take), filled);
      filled += take;
      at += take;
      if (filled === PIECE_BYTES) await flush();
    }
  }
  if (filled > 0 || seq === 0) await flush();
  return stored;
}

/**
 * A stored file as a stream read from the database one piece (512 KB) at a
 * time, so that thirty students downloading a 25 MB deck after class never
 * hold thirty copies in memory. The stream ends early (an error) if the
 * material is deleted while it is being read.
 */
export function streamMaterialFile(materialId: string, size: number): ReadableStream<Uint8Array> {
  let seq = 0;
  let sent = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (sent >= size) {
          controller.close();
          return;
        }
        const [row] = await db()
          .select({ data: materialFiles.data })
          .from(materialFiles)
          .where(and(eq(materialFiles.materialId, materialId), eq(materialFiles.seq, seq)))
          .limit(1);
        if (!row || row.data.byteLength === 0) {
          controller.error(new Error("material file is gone"));
          return;
        }
        seq += 1;
        sent += row.data.byteLength;
        controller.enqueue(new Uint8Array(row.data));
      },
    },
    { highWaterMark: 1 },
  );
}
