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
    const { PDFDocument, fontkit, StandardFonts } = await first;
    const pdf = await PDFDocument.create();
    pdf.registerFontkit(fontkit);
    await pdf.embedFont(StandardFonts.Helvetica);
    expect((await pdf.save()).byteLength).toBeGreaterThan(0);
  });
});
