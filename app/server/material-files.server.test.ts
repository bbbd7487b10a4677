import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MAX_MATERIAL_BYTES } from "~/lib/materials";
import { setupTestDatabase } from "../../tests/setup/db";
import {
  asFile,
  htmlPage,
  legacyOffice,
  samplePdf,
  samplePptx,
  sampleDocx,
  sampleXlsx,
  sampleZip,
  windowsProgram,
} from "../../tests/support/material-files";
import { materialFiles, materials } from "./db/schema.server";
import {
  checkMaterialFile,
  MATERIAL_FILE_MESSAGES,
  storeMaterialFile,
  streamMaterialFile,
} from "./material-files.server";
import { makeBatch } from "../../tests/setup/staff-fixtures";

const getDb = setupTestDatabase();

describe("an uploaded material's type comes from its bytes, never its name or declared type", () => {
  it.each([
    ["PDF", samplePdf, "notes.pdf", "application/pdf", "pdf"],
    [
      "PPT",
      samplePptx,
      "slides.pptx",
      "application/vnd.openxmlformats-officedocument.presentationml.presentation",
      "pptx",
    ],
    [
      "DOC",
      sampleDocx,
      "brief.docx",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "docx",
    ],
    [
      "XLS",
      sampleXlsx,
      "marks.xlsx",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "xlsx",
    ],
    ["ZIP", sampleZip, "starter.zip", "application/zip", "zip"],
  ] as const)("a real %s is accepted as one", async (type, make, name, mediaType, extension) => {
    const check = await checkMaterialFile(asFile(make(), name));
    expect(check).toMatchObject({ ok: true, type, mediaType, extension });
  });

  it("a PDF named notes.docx and declared as Word is a PDF", async () => {
    const check = await checkMaterialFile(
      asFile(
        samplePdf(),
        "notes.docx",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      ),
    );
    expect(check).toMatchObject({ ok: true, type: "PDF", extension: "pdf" });
  });

  it.each([
    ["a program renamed notes.pdf", windowsProgram, "notes.pdf", "application/pdf"],
    ["an HTML page renamed slides.pptx", htmlPage, "slides.pptx", "application/zip"],
    ["an old .ppt/.doc file", legacyOffice, "deck.ppt", "application/vnd.ms-powerpoint"],
  ])("%s is refused with a message naming the accepted files", async (_label, make, name, declared) => {
    expect(await checkMaterialFile(asFile(make(), name, declared))).toEqual({
      ok: false,
      message: MATERIAL_FILE_MESSAGES.wrongType,
    });
  });

  it("a file over 25 MB is refused before its bytes are read; an empty input is 'Choose a file'", async () => {
    const big = asFile(new Uint8Array(MAX_MATERIAL_BYTES + 1), "huge.pdf", "application/pdf");
    expect(await checkMaterialFile(big)).toEqual({ ok: false, message: MATERIAL_FILE_MESSAGES.tooLarge });
    expect(await checkMaterialFile(asFile(new Uint8Array(0), "empty.pdf"))).toEqual({
      ok: false,
      message: MATERIAL_FILE_MESSAGES.missing,
    });
    expect(await checkMaterialFile(null)).toMatchObject({ ok: false });
  });
});

describe("a stored file streams back from the database in pieces", () => {
  it("is stored from a stream in 512 KB pieces and gives back exactly the stored bytes (1.3 MB: 3 pieces)", async () => {
    const batch = await makeBatch(getDb());
    const bytes = new Uint8Array(1_300_000).map((_, i) => (i * 31) % 251);
    const [row] = await getDb()
      .insert(materials)
      .values({
        batchId: batch.id,
        module: 1,
        title: "Big deck",
        type: "ZIP",
        kind: "file",
        fileType: "application/zip",
        fileSize: bytes.byteLength,
      })
      .returning();
    const stored = await getDb().transaction((tx) =>
      storeMaterialFile(tx, row.id, new Blob([bytes as Uint8Array<ArrayBuffer>])),
    );
    expect(stored).toBe(bytes.byteLength);
    const pieces = await getDb()
      .select({ seq: materialFiles.seq, size: sql<number>`length(${materialFiles.data})` })
      .from(materialFiles)
      .where(eq(materialFiles.materialId, row.id))
      .orderBy(materialFiles.seq);
    expect(pieces).toEqual([
      { seq: 0, size: 524288 },
      { seq: 1, size: 524288 },
      { seq: 2, size: 1_300_000 - 2 * 524288 },
    ]);
    const back = new Uint8Array(
      await new Response(streamMaterialFile(row.id, bytes.byteLength)).arrayBuffer(),
    );
    expect(back.byteLength).toBe(bytes.byteLength);
    expect(Buffer.from(back).equals(Buffer.from(bytes))).toBe(true);
  });
});
