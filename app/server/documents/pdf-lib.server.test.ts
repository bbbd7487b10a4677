import { readFile } from "node:fs/promises";
import * as pdfLib from "pdf-lib";
import { describe, expect, it } from "vitest";
import { degrees, loadPdfLib, rgb } from "./pdf-lib.server";

describe("pdf-lib, loaded with the first PDF", () => {
  it("makes the same colours and angles as pdf-lib's own rgb() and degrees()", () => {
    expect(rgb(0.1, 0.2, 0.3)).toEqual(pdfLib.rgb(0.1, 0.2, 0.3));
    expect(degrees(24)).toEqual(pdfLib.degrees(24));
  });

  it("loads pdf-lib with fontkit once, and it embeds a font with fontkit", async () => {
    const first = loadPdfLib();
    expect(loadPdfLib()).toBe(first);
    const { PDFDocument, fontkit } = await first;
    const pdf = await PDFDocument.create();
    pdf.registerFontkit(fontkit);
    // A TrueType font goes through fontkit (the standard fonts would not): it fails without it.
    const ttf = await readFile(new URL("../fonts/NotoSans_400Regular.ttf", import.meta.url));
    const font = await pdf.embedFont(ttf, { subset: true });
    expect(font.widthOfTextAtSize("Ā", 12)).toBeGreaterThan(0);
    expect((await pdf.save()).byteLength).toBeGreaterThan(0);
  });
});
